// A Quake III player that fits MD3 and the game: parts over MD3's 32
// surfaces have their meshes that share a shader merged; the sample
// avatar DokuroChan (an MMD rig with a 162 s capture, 36 surfaces on its
// head) exports with no file edited by hand.
#include "TargetModels.h"

#include "io/Formats.h"
#include "io/targets/TargetExport.h"

#include <QDir>
#include <QTemporaryDir>
#include <QtTest>

using namespace quarry;
using namespace quarry::test;

namespace {

const QString kDokuro = QStringLiteral(QUARRY_CORPUS_DIR "/cal3d/DokuroChan.cfg");

TargetExportResult exportPlayer(const QString &dir, const Model &model, double fps = 0)
{
    TargetExportOptions options;
    options.outputDirectory = dir;
    options.name = QStringLiteral("hero");
    options.sourcePath = dir + QStringLiteral("/hero.iqe");
    options.conversion.fps = fps;
    return exportForTarget(model, *findEngineTarget(QStringLiteral("ioquake3")), options);
}

// The figure with `extra` more boxes on its head, each a mesh of its own
// drawn with the figure's one material.
Model manyHeadMeshes(int extra)
{
    Model model = biped();
    const quint32 head = quint32(model.skeleton.indexOf(QStringLiteral("Bip01 Head")));
    for (int i = 0; i < extra; ++i) {
        Mesh mesh;
        mesh.name = QStringLiteral("curl%1").arg(i);
        mesh.material = 0;
        mesh.influencesPerVertex = 1;
        mesh.texcoords.resize(1);
        const float x = -4.0f + 0.2f * float(i);
        addBox(mesh, {x, -1, 55}, {x + 0.15f, 1, 57}, head);
        model.meshes << mesh;
    }
    return model;
}

Model readPart(const QString &path)
{
    const ReadResult read = readModelFile(path);
    return read.ok() ? read.model : Model();
}

} // namespace

class TestTargetPlayerFit : public QObject
{
    Q_OBJECT

private slots:
    // 41 meshes on the head, one material: head.md3 gets one surface, and
    // the export says it merged them.
    void sharedShadersMergedToFit()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const TargetExportResult result = exportPlayer(dir.path(), manyHeadMeshes(40));
        QVERIFY2(result.ok(), qPrintable(result.error));
        const QString fixes = result.fixes.join(QLatin1Char('\n'));
        QVERIFY2(fixes.contains(QLatin1String("head.md3: meshes sharing a shader merged, 41 surfaces to 1")),
                 qPrintable(fixes));
        const Model head = readPart(dir.filePath(QStringLiteral("models/players/hero/head.md3")));
        QCOMPARE(head.meshes.size(), 1);
        QCOMPARE(head.triangleCount(), qsizetype(41 * 12));
        // Parts within the limit keep their meshes as they are.
        QVERIFY(!fixes.contains(QLatin1String("lower.md3: meshes")));
        const QString skin = QString::fromUtf8([&] {
            QFile f(dir.filePath(QStringLiteral("models/players/hero/head_default.skin")));
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        }());
        QVERIFY2(skin.contains(QLatin1String("body,")), qPrintable(skin));
    }

    // A head within the limit is written mesh by mesh.
    void partsWithinTheLimitKeptApart()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const TargetExportResult result = exportPlayer(dir.path(), manyHeadMeshes(20));
        QVERIFY2(result.ok(), qPrintable(result.error));
        QCOMPARE(readPart(dir.filePath(QStringLiteral("models/players/hero/head.md3"))).meshes.size(), 21);
    }

    // The sample avatar: 36 surfaces on its head merged to fit; the 162 s
    // capture needs --fps 3 to fit 1,024 frames, and the export says so.
    void dokuroChanExports()
    {
        if (!QFileInfo::exists(kDokuro))
            QSKIP("the corpus (../shared/corpus) is not there");
        const ReadResult read = readModelFile(kDokuro);
        QVERIFY2(read.ok(), qPrintable(read.error ? read.error->toString() : QString()));
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const TargetExportResult tooLong = exportPlayer(dir.path(), read.model);
        QVERIFY(!tooLong.ok());
        QVERIFY2(tooLong.error.contains(QLatin1String("--fps 3")), qPrintable(tooLong.error));
        const TargetExportResult result = exportPlayer(dir.path(), read.model, 3);
        QVERIFY2(result.ok(), qPrintable(result.error));
        const QString fixes = result.fixes.join(QLatin1Char('\n'));
        QVERIFY2(fixes.contains(QLatin1String("head.md3: meshes sharing a shader merged, 36 surfaces to")),
                 qPrintable(fixes));
        for (const char *part : {"lower", "upper", "head"}) {
            const Model model = readPart(dir.filePath(QStringLiteral("models/players/hero/%1.md3").arg(part)));
            QVERIFY2(!model.meshes.isEmpty() && model.meshes.size() <= 32, part);
        }
        for (const char *file :
             {"animation.cfg", "icon_default.tga", "lower_default.skin", "upper_default.skin", "head_default.skin"})
            QVERIFY2(QFileInfo::exists(dir.filePath(QStringLiteral("models/players/hero/%1").arg(file))), file);
    }
};

QTEST_GUILESS_MAIN(TestTargetPlayerFit)
#include "tst_target_player_fit.moc"
