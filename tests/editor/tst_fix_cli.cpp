// The hand-fixing options of `quarry convert`, through the real binary with
// no display, on IQE files.
#include "io/Formats.h"
#include "model/Pose.h"
#include "model/ops/ModelTransform.h"
#include "model/ops/SampleModel.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace quarry;

class TestFixCli : public QObject
{
    Q_OBJECT

    struct Run
    {
        int exitCode;
        QString err;
    };

    Run run(const QStringList &args)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(QUARRY_BINARY), args);
        if (!p.waitForFinished(60000))
            qFatal("quarry did not finish");
        return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromUtf8(p.readAllStandardError())};
    }

private Q_SLOTS:
    void initTestCase()
    {
        const FormatHandler *iqe = formatHandler(QStringLiteral("iqe"));
        if (!iqe || !iqe->read || !iqe->write)
            QSKIP("this build has no IQE reader and writer");
    }

    void fixesApplyOnConvert()
    {
        QTemporaryDir dir;
        Model m = makeSampleModel();
        Joint spare;
        spare.name = QStringLiteral("spare");
        spare.parent = 0;
        m.skeleton.joints.append(spare);
        m.materials[0].maps[0].path = QStringLiteral("art/body.tga");
        Similarity lift;
        lift.translation = QVector3D(0, 0, 5);
        transformModel(m, lift);
        const QString in = dir.filePath(QStringLiteral("in.iqe"));
        const QString out = dir.filePath(QStringLiteral("out.iqe"));
        QVERIFY(writeModelFile(m, in, QStringLiteral("iqe")).ok());
        const Run r = run({QStringLiteral("convert"), in, out, QStringLiteral("--remove-unused-joints"),
                           QStringLiteral("--strip-texture-dirs"), QStringLiteral("--texture-ext"), QStringLiteral("png"),
                           QStringLiteral("--drop-to-ground"), QStringLiteral("--smooth-normals"), QStringLiteral("60"),
                           QStringLiteral("--validate")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.err.contains(QLatin1String("unused joints")), qPrintable(r.err));
        // Validation reports the textures, which are not beside the output.
        QVERIFY2(r.err.contains(QLatin1String("check: ")) && r.err.contains(QLatin1String("body.png")), qPrintable(r.err));
        const ReadResult result = readModelFile(out);
        QVERIFY2(result.ok(), result.ok() ? "" : qPrintable(result.error->toString()));
        QCOMPARE(result.model.skeleton.joints.size(), 3);
        QCOMPARE(result.model.materials[0].maps[0].path, QStringLiteral("body.png"));
        QVERIFY(qAbs(poseBounds(result.model, -1, 0).min.z()) < 1e-3f);
    }

    void badNormalsAngleIsRefused()
    {
        const Run r = run({QStringLiteral("convert"), QStringLiteral("a.iqe"), QStringLiteral("b.iqe"),
                           QStringLiteral("--smooth-normals"), QStringLiteral("400")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QLatin1String("--smooth-normals")), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestFixCli)
#include "tst_fix_cli.moc"
