// `quarry info` and `quarry convert` on IQE files through the real binary,
// with no display; IQE -> IQM -> IQE where the IQM format is built in.
#include "CliRunner.h"
#include "io/Formats.h"
#include "io/ModelInfo.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace quarry;
using namespace quarry::test;

class TestIqeCli : public QObject
{
    Q_OBJECT

private:
    static CliRun run(const QStringList &args) { return runQuarry(args, CliOptions().withoutDisplay()); }

    QString corpus() const { return QStringLiteral(QUARRY_CORPUS_DIR "/iqm/mrfixit.iqe"); }
    QString sample() const { return QStringLiteral(QUARRY_SOURCE_DIR "/resources/sample/sample.iqe"); }

    QJsonObject info(const QString &file)
    {
        const CliRun r = run({QStringLiteral("info"), file, QStringLiteral("--json")});
        if (r.exitCode != 0)
            qWarning("%s", qPrintable(r.err));
        return QJsonDocument::fromJson(r.out.toUtf8()).object();
    }

private Q_SLOTS:
    void infoOnSample()
    {
        const CliRun r = run({QStringLiteral("info"), sample()});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(!r.out.isEmpty(), qPrintable(r.err));
        const ReadResult direct = readModelFile(sample());
        QVERIFY(direct.ok());
        const QJsonObject json = info(sample());
        QVERIFY(!json.isEmpty());
        QCOMPARE(QJsonDocument(json).toJson(), QJsonDocument(modelInfoJson(direct.model)).toJson());
    }

    void infoReportsErrorsWithTheLine()
    {
        QTemporaryDir dir;
        const QString bad = dir.filePath(QStringLiteral("bad.iqe"));
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("# Inter-Quake Export\nmesh m\nvp 0 0 zero\n");
        f.close();
        const CliRun r = run({QStringLiteral("info"), bad});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(bad + QStringLiteral(":3: expected a number")), qPrintable(r.err));
    }

    void convertIqeToIqeIsStable()
    {
        if (!QFile::exists(corpus()))
            QSKIP("corpus file iqm/mrfixit.iqe not found (QUARRY_CORPUS_DIR)");
        QTemporaryDir dir;
        const QString a = dir.filePath(QStringLiteral("a.iqe")), b = dir.filePath(QStringLiteral("b.iqe"));
        QCOMPARE(run({QStringLiteral("convert"), corpus(), a}).exitCode, 0);
        QCOMPARE(run({QStringLiteral("convert"), a, b}).exitCode, 0);
        QFile fa(a), fb(b);
        QVERIFY(fa.open(QIODevice::ReadOnly) && fb.open(QIODevice::ReadOnly));
        QCOMPARE(fb.readAll(), fa.readAll());
        const QJsonObject json = info(a);
        QCOMPARE(json, info(corpus()));
    }

    void convertIqeToIqmAndBack()
    {
        QVERIFY2(formatHandler(QStringLiteral("iqm")) && formatHandler(QStringLiteral("iqm"))->write,
                 "the format table has an IQM writer");
        if (!QFile::exists(corpus()))
            QSKIP("corpus file iqm/mrfixit.iqe not found (QUARRY_CORPUS_DIR)");
        QTemporaryDir dir;
        const QString iqm = dir.filePath(QStringLiteral("m.iqm")), back = dir.filePath(QStringLiteral("m.iqe"));
        CliRun r = run({QStringLiteral("convert"), corpus(), iqm});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        r = run({QStringLiteral("convert"), iqm, back});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const ReadResult original = readModelFile(corpus());
        const ReadResult viaIqm = readModelFile(iqm);
        const ReadResult returned = readModelFile(back);
        QVERIFY(original.ok() && viaIqm.ok() && returned.ok());
        for (const ReadResult *r2 : {&viaIqm, &returned}) {
            const Model &m = r2->model;
            QCOMPARE(m.meshes.size(), original.model.meshes.size());
            for (qsizetype i = 0; i < m.meshes.size(); ++i) {
                QCOMPARE(m.meshes[i].name, original.model.meshes[i].name);
                QCOMPARE(m.meshes[i].vertexCount(), original.model.meshes[i].vertexCount());
                QCOMPARE(m.meshes[i].triangles, original.model.meshes[i].triangles); // same winding, same order
                QCOMPARE(m.materials[m.meshes[i].material].name,
                         original.model.materials[original.model.meshes[i].material].name);
            }
            QCOMPARE(m.skeleton.joints.size(), original.model.skeleton.joints.size());
            for (qsizetype j = 0; j < m.skeleton.joints.size(); ++j) {
                QCOMPARE(m.skeleton.joints[j].name, original.model.skeleton.joints[j].name);
                QCOMPARE(m.skeleton.joints[j].parent, original.model.skeleton.joints[j].parent);
            }
            QCOMPARE(m.animations.size(), 1);
            QCOMPARE(m.animations[0].name, QStringLiteral("idle"));
            QCOMPARE(m.animations[0].frameCount(), 101);
        }
        QCOMPARE(info(back).value(QStringLiteral("triangles")), info(corpus()).value(QStringLiteral("triangles")));
    }
};

QTEST_GUILESS_MAIN(TestIqeCli)
#include "tst_iqe_cli.moc"
