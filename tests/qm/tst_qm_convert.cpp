// QuickModel files converted to the mesh formats (shapes tessellated in
// writeModelFile, curves and lights left out with a warning) and mesh
// files converted to QuickModel.
#include "CliRunner.h"
#include "io/Formats.h"
#include "model/Pose.h"
#include "model/ops/SampleModel.h"
#include "model/ops/Tessellate.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace quarry;
using namespace quarry::test;

namespace {

QByteArray fixture(const QString &name)
{
    QFile f(QStringLiteral(QUARRY_SOURCE_DIR "/tests/qm/fixtures/") + name);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", qPrintable(name));
    return f.readAll();
}

QString messages(const QList<Diagnostic> &list)
{
    QStringList out;
    for (const Diagnostic &d : list)
        out << d.toString();
    return out.join(QLatin1Char('\n'));
}

bool nearBounds(const Bounds &a, const Bounds &b, float eps = 1e-4f)
{
    return (a.min - b.min).length() <= eps && (a.max - b.max).length() <= eps;
}

} // namespace

class TestQmConvert : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // Every spec example in one scene, plus a translated sphere and a light.
        QByteArray scene;
        for (const QString &name : QDir(QStringLiteral(QUARRY_SOURCE_DIR "/tests/qm/fixtures/"))
                                       .entryList({QStringLiteral("spec_*.qm")}, QDir::Files, QDir::Name))
            scene += fixture(name) + '\n';
        scene += "model\n{\n    translate( 10, 0, 0 );\n    color( 1, 0, 0 );\n    sphere();\n}\n"
                 "model\n{\n    light();\n}\n";
        m_scene = m_dir.filePath(QStringLiteral("scene.qm"));
        QFile f(m_scene);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(scene);
    }

    void qmToIqe()
    {
        const ReadResult qm = readModelFile(m_scene);
        QVERIFY2(qm.ok(), qPrintable(qm.error ? qm.error->toString() : QString()));
        QCOMPARE(qm.model.shapes.size(), qsizetype(10));
        const QString iqe = m_dir.filePath(QStringLiteral("scene.iqe"));
        QCOMPARE(formatForWriting(iqe), QStringLiteral("iqe"));
        const WriteResult w = writeModelFile(qm.model, iqe, QStringLiteral("iqe"));
        QVERIFY2(w.ok(), qPrintable(w.error ? w.error->toString() : QString()));
        // The two curves and the light are left out, each with a warning.
        int curves = 0, lights = 0;
        for (const Diagnostic &d : w.warnings) {
            curves += d.message.startsWith(QLatin1String("curve \"curve "));
            lights += d.message.startsWith(QLatin1String("light \"light "));
        }
        QCOMPARE(curves, 2);
        QCOMPARE(lights, 1);

        const ReadResult back = readModelFile(iqe);
        QVERIFY2(back.ok(), qPrintable(back.error ? back.error->toString() : QString()));
        QVERIFY(back.model.shapes.isEmpty());
        Model expected = qm.model;
        tessellateShapesIntoMeshes(expected);
        QCOMPARE(back.model.meshes.size(), expected.meshes.size());
        QCOMPARE(back.model.triangleCount(), expected.triangleCount());
        QCOMPARE(back.model.vertexCount(), expected.vertexCount());
        for (qsizetype i = 0; i < expected.meshes.size(); ++i) {
            QVERIFY(back.model.meshes[i].validate().isEmpty());
            QVERIFY(nearBounds(meshBounds(back.model.meshes[i]), meshBounds(expected.meshes[i])));
            QCOMPARE(back.model.meshes[i].triangles, expected.meshes[i].triangles);
        }
        // The red sphere kept its place and its color.
        const Mesh &ball = back.model.meshes.last();
        QVERIFY(nearBounds(meshBounds(ball), Bounds{QVector3D(9.5f, -0.5f, -0.5f), QVector3D(10.5f, 0.5f, 0.5f)}));
        QVERIFY(ball.material >= 0 && ball.material < back.model.materials.size());
        // IQE materials are names only; the name says the look.
        QCOMPARE(back.model.materials[ball.material].name, QStringLiteral("qm_1_0_0"));
    }

    void qmToIqeToIqm()
    {
        const ReadResult qm = readModelFile(m_scene);
        QVERIFY(qm.ok());
        const QString iqe = m_dir.filePath(QStringLiteral("chain.iqe"));
        const QString iqm = m_dir.filePath(QStringLiteral("chain.iqm"));
        QVERIFY(writeModelFile(qm.model, iqe, formatForWriting(iqe)).ok());
        const ReadResult fromIqe = readModelFile(iqe);
        QVERIFY2(fromIqe.ok(), qPrintable(fromIqe.error ? fromIqe.error->toString() : QString()));
        QCOMPARE(formatForWriting(iqm), QStringLiteral("iqm"));
        const WriteResult w = writeModelFile(fromIqe.model, iqm, QStringLiteral("iqm"));
        QVERIFY2(w.ok(), qPrintable(w.error ? w.error->toString() : QString()));
        QCOMPARE(detectFormat(iqm), QStringLiteral("iqm"));
        const ReadResult fromIqm = readModelFile(iqm);
        QVERIFY2(fromIqm.ok(), qPrintable(fromIqm.error ? fromIqm.error->toString() : QString()));
        Model expected = qm.model;
        tessellateShapesIntoMeshes(expected);
        QCOMPARE(fromIqm.model.meshes.size(), expected.meshes.size());
        QCOMPARE(fromIqm.model.triangleCount(), expected.triangleCount());
        QCOMPARE(fromIqm.model.vertexCount(), expected.vertexCount());
        for (qsizetype i = 0; i < expected.meshes.size(); ++i) {
            QVERIFY(fromIqm.model.meshes[i].validate().isEmpty());
            QCOMPARE(fromIqm.model.meshes[i].triangles, expected.meshes[i].triangles);
            QVERIFY(nearBounds(meshBounds(fromIqm.model.meshes[i]), meshBounds(expected.meshes[i])));
        }

        // An independent reader agrees, where one is installed.
        const QString assimp = QStandardPaths::findExecutable(QStringLiteral("assimp"));
        if (assimp.isEmpty())
            QSKIP("assimp (assimp-utils) not installed: the independent IQM check is skipped");
        QProcess p;
        p.start(assimp, {QStringLiteral("info"), iqm, QStringLiteral("-r")}); // raw: no post-processing
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        const QString out = QString::fromLocal8Bit(p.readAllStandardOutput());
        const QRegularExpression vertices(QStringLiteral("Vertices:\\s+(\\d+)"));
        const QRegularExpression faces(QStringLiteral("Faces:\\s+(\\d+)"));
        const QRegularExpression meshes(QStringLiteral("Meshes:\\s+(\\d+)"));
        QCOMPARE(meshes.match(out).captured(1).toLongLong(), qlonglong(expected.meshes.size()));
        QCOMPARE(vertices.match(out).captured(1).toLongLong(), qlonglong(expected.vertexCount()));
        QCOMPARE(faces.match(out).captured(1).toLongLong(), qlonglong(expected.triangleCount()));
    }

    void commandLineConvertsShapesFirst()
    {
        // --height and --flip-winding apply to the triangles of the shapes.
        const QString out = m_dir.filePath(QStringLiteral("tall.iqe"));
        const CliRun run = runQuarry({QStringLiteral("convert"), m_scene, out, QStringLiteral("--height"),
                                      QStringLiteral("56"), QStringLiteral("--flip-winding")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(run.err.count(QLatin1String("has no surface and is left out")), 2);
        const ReadResult r = readModelFile(out);
        QVERIFY(r.ok());
        const Bounds b = modelBounds(r.model);
        QVERIFY2(std::abs(b.max.z() - b.min.z() - 56.0f) < 1e-2f, qPrintable(QString::number(b.max.z() - b.min.z())));
        Model plain = readModelFile(m_scene).model;
        tessellateShapesIntoMeshes(plain);
        QCOMPARE(r.model.meshes.size(), plain.meshes.size());
        for (qsizetype i = 0; i < plain.meshes.size(); ++i)
            for (qsizetype t = 0; t < plain.meshes[i].triangles.size(); ++t) {
                const Triangle &a = plain.meshes[i].triangles[t];
                QCOMPARE(r.model.meshes[i].triangles[t], (Triangle{a[0], a[2], a[1]}));
            }
    }

    void meshFileToQm()
    {
        // A rigged, animated mesh as IQE, then as QuickModel.
        const QString iqe = m_dir.filePath(QStringLiteral("sample.iqe"));
        const Model sample = makeSampleModel();
        QVERIFY(writeModelFile(sample, iqe, QStringLiteral("iqe")).ok());
        const ReadResult mesh = readModelFile(iqe);
        QVERIFY(mesh.ok());
        const QString qm = m_dir.filePath(QStringLiteral("sample.qm"));
        const WriteResult w = writeModelFile(mesh.model, qm, formatForWriting(qm));
        QVERIFY2(w.ok(), qPrintable(w.error ? w.error->toString() : QString()));
        const QString warnings = messages(w.warnings);
        QVERIFY2(warnings.contains(QLatin1String("skeleton")) && warnings.contains(QLatin1String("animation")),
                 qPrintable(warnings));
        const ReadResult back = readModelFile(qm);
        QVERIFY2(back.ok(), qPrintable(back.error ? back.error->toString() : QString()));
        Model meshes = back.model;
        tessellateShapesIntoMeshes(meshes);
        QCOMPARE(meshes.triangleCount(), mesh.model.triangleCount());
        QVERIFY(nearBounds(modelBounds(meshes), modelBounds(mesh.model)));
    }

private:
    QTemporaryDir m_dir;
    QString m_scene;
};

QTEST_GUILESS_MAIN(TestQmConvert)
#include "tst_qm_convert.moc"
