// What ioquake3's default renderer (OpenGL 2) asks of a player beyond the
// formats: MD3 surface names short enough for its vertex buffers' names
// (R_CreateVao ends the map on 64 characters with its 20-character
// prefix), and IQM parts with tangents (R_LoadIQM refuses them without).
#include "TargetModels.h"

#include "io/Formats.h"
#include "io/targets/TargetExport.h"

#include <QDir>
#include <QTemporaryDir>
#include <QtTest>

using namespace quarry;
using namespace quarry::test;

namespace {

TargetExportResult exportPlayer(const Model &model, const QString &dir, const QString &format)
{
    TargetExportOptions options;
    options.outputDirectory = dir;
    options.name = QStringLiteral("hero");
    options.sourcePath = dir + QStringLiteral("/hero.iqe");
    options.playerFormat = format;
    return exportForTarget(model, *findEngineTarget(QStringLiteral("ioquake3")), options);
}

// The figure's one mesh named as some exporters name them.
Model longNamedFigure()
{
    Model model = biped();
    model.meshes[0].name = QStringLiteral("Character_e3839fe382afe38195e38293 ver.1.1_mesh.020_submesh2");
    return model;
}

} // namespace

class TestTargetPlayerGl2 : public QObject
{
    Q_OBJECT

private slots:
    void surfaceNamesFitTheVertexBufferName()
    {
        QTemporaryDir dir;
        const TargetExportResult result = exportPlayer(longNamedFigure(), dir.path(), QStringLiteral("md3"));
        QVERIFY2(result.ok(), qPrintable(result.error));
        QVERIFY2(result.fixes.join(QLatin1Char('\n')).contains(QLatin1String("cut to their last 40 characters")),
                 qPrintable(result.fixes.join(QLatin1Char('\n'))));
        for (const char *part : {"lower", "upper", "head"}) {
            const QString folder = dir.filePath(QStringLiteral("models/players/hero/"));
            const ReadResult read = readModelFile(folder + QLatin1String(part) + QStringLiteral(".md3"));
            QVERIFY(read.ok());
            QFile skin(folder + QLatin1String(part) + QStringLiteral("_default.skin"));
            QVERIFY(skin.open(QIODevice::ReadOnly));
            const QByteArray skinText = skin.readAll();
            for (const Mesh &mesh : read.model.meshes) {
                // "staticMD3Mesh_VAO '<name>'" under 64 characters.
                QVERIFY2(QStringLiteral("staticMD3Mesh_VAO '%1'").arg(mesh.name).size() < 64, qPrintable(mesh.name));
                QVERIFY2(mesh.name.endsWith(QLatin1String("_mesh.020_submesh2")), qPrintable(mesh.name));
                // The skin names the surface as cut.
                QVERIFY2(skinText.contains((mesh.name + QLatin1Char(',')).toUtf8()), skinText.constData());
            }
        }
    }

    void iqmPartsHaveTangents()
    {
        QTemporaryDir dir;
        const TargetExportResult result = exportPlayer(biped(), dir.path(), QStringLiteral("iqm"));
        QVERIFY2(result.ok(), qPrintable(result.error));
        QVERIFY2(result.fixes.join(QLatin1Char('\n')).contains(QLatin1String("upper.iqm: tangents made for")),
                 qPrintable(result.fixes.join(QLatin1Char('\n'))));
        for (const char *part : {"lower", "upper", "head"}) {
            const ReadResult read = readModelFile(
                dir.filePath(QStringLiteral("models/players/hero/%1.iqm").arg(QLatin1String(part))));
            QVERIFY(read.ok());
            for (const Mesh &mesh : read.model.meshes) {
                QCOMPARE(mesh.tangents.size(), mesh.vertexCount());
                for (qsizetype v = 0; v < mesh.vertexCount(); ++v) {
                    const QVector3D t = mesh.tangents[v].toVector3D();
                    QVERIFY(std::abs(t.length() - 1) < 0.01f);
                    QVERIFY(std::abs(QVector3D::dotProduct(t, mesh.normals[v].normalized())) < 0.01f);
                    QVERIFY(std::abs(std::abs(mesh.tangents[v].w()) - 1) < 0.01f);
                }
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestTargetPlayerGl2)
#include "tst_target_player_gl2.moc"
