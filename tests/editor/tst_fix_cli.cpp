// The hand-fixing options of `quarry convert`, through the real binary with
// no display, on IQE files.
#include "CliRunner.h"
#include "io/Formats.h"
#include "model/Pose.h"
#include "model/ops/ModelTransform.h"
#include "model/ops/SampleModel.h"

#include <QTemporaryDir>
#include <QTest>

using namespace quarry;
using namespace quarry::test;

class TestFixCli : public QObject
{
    Q_OBJECT

    static CliRun run(const QStringList &args) { return runQuarry(args, CliOptions().withoutDisplay()); }

private Q_SLOTS:
    void initTestCase()
    {
        const FormatHandler *iqe = formatHandler(QStringLiteral("iqe"));
        QVERIFY2(iqe && iqe->read && iqe->write, "the format table has an IQE reader and writer");
    }

    void fixesApplyOnConvert()
    {
        QTemporaryDir dir;
        Model m = makeSampleModel();
        Joint spare;
        spare.name = QStringLiteral("spare");
        spare.parent = 0;
        m.skeleton.joints.append(spare);
        // IQE materials are named after their textures.
        m.materials[0].maps.clear();
        m.materials[0].name = QStringLiteral("art/body.tga");
        m.meshes[1].triangles[0] = {4, 4, 5}; // for validation to find
        Similarity lift;
        lift.translation = QVector3D(0, 0, 5);
        transformModel(m, lift);
        const QString in = dir.filePath(QStringLiteral("in.iqe"));
        const QString out = dir.filePath(QStringLiteral("out.iqe"));
        QVERIFY(writeModelFile(m, in, QStringLiteral("iqe")).ok());
        const CliRun r = run({QStringLiteral("convert"), in, out, QStringLiteral("--remove-unused-joints"),
                              QStringLiteral("--strip-texture-dirs"), QStringLiteral("--texture-ext"),
                              QStringLiteral("png"), QStringLiteral("--drop-to-ground"),
                              QStringLiteral("--smooth-normals"), QStringLiteral("60"), QStringLiteral("--validate")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.err.contains(QLatin1String("unused joints")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QLatin1String("check: ")) && r.err.contains(QLatin1String("degenerate")),
                 qPrintable(r.err));
        const ReadResult result = readModelFile(out);
        QVERIFY2(result.ok(), result.ok() ? "" : qPrintable(result.error->toString()));
        QCOMPARE(result.model.skeleton.joints.size(), 3);
        QCOMPARE(result.model.materials[0].name, QStringLiteral("body.png"));
        QVERIFY(qAbs(poseBounds(result.model, -1, 0).min.z()) < 1e-3f);
    }

    void weldSaysWhatKeptVerticesApartAndWeldsByPosition()
    {
        QTemporaryDir dir;
        const QString in = dir.filePath(QStringLiteral("in.iqe"));
        const QString out = dir.filePath(QStringLiteral("out.iqe"));
        const Model sample = makeSampleModel();
        QVERIFY(writeModelFile(sample, in, QStringLiteral("iqe")).ok());
        qsizetype vertices = 0;
        for (const Mesh &mesh : sample.meshes)
            vertices += mesh.vertexCount();

        const CliRun plain = run({QStringLiteral("convert"), in, out, QStringLiteral("--weld")});
        QVERIFY2(plain.exitCode == 0, qPrintable(plain.err));
        QVERIFY2(plain.err.contains(QLatin1String("welded 0 vertices away")), qPrintable(plain.err));
        QVERIFY2(plain.err.contains(QLatin1String("texture coordinates")), qPrintable(plain.err));

        const CliRun byPosition = run({QStringLiteral("convert"), in, out, QStringLiteral("--weld-by-position")});
        QVERIFY2(byPosition.exitCode == 0, qPrintable(byPosition.err));
        const ReadResult result = readModelFile(out);
        QVERIFY2(result.ok(), result.ok() ? "" : qPrintable(result.error->toString()));
        qsizetype after = 0;
        for (const Mesh &mesh : result.model.meshes)
            after += mesh.vertexCount();
        QVERIFY2(after < vertices, qPrintable(byPosition.err));
    }

    void badNormalsAngleIsRefused()
    {
        const CliRun r = run({QStringLiteral("convert"), QStringLiteral("a.iqe"), QStringLiteral("b.iqe"),
                              QStringLiteral("--smooth-normals"), QStringLiteral("400")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QLatin1String("--smooth-normals")), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestFixCli)
#include "tst_fix_cli.moc"
