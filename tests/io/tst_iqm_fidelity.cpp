// IQM <-> IQE fidelity on the corpus model, in process and through the real
// `quarry` binary: mrfixit.iqm -> IQE -> IQM, and the corpus mrfixit.iqe
// (written by another converter) -> IQM, both against mrfixit.iqm.
#include "CliRunner.h"
#include "io/Formats.h"
#include "io/iqe/IqeReader.h"
#include "io/iqe/IqeWriter.h"
#include "io/iqm/IqmReader.h"
#include "io/iqm/IqmWriter.h"
#include "model/Pose.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace quarry;
using namespace quarry::test;

namespace {

QString corpus(const char *file)
{
    return QStringLiteral(QUARRY_CORPUS_DIR "/iqm/") + QLatin1String(file);
}

QByteArray fileBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QString errorText(const ReadResult &r)
{
    return r.error ? r.error->toString() : QString();
}

// Everything the fidelity promise covers; a description of the first
// difference, or empty.
QString difference(const Model &a, const Model &b, float tolerance)
{
    if (a.meshes.size() != b.meshes.size())
        return QStringLiteral("%1 vs %2 meshes").arg(a.meshes.size()).arg(b.meshes.size());
    for (qsizetype m = 0; m < a.meshes.size(); ++m) {
        const Mesh &x = a.meshes[m], &y = b.meshes[m];
        if (x.name != y.name || x.vertexCount() != y.vertexCount() || x.triangles.size() != y.triangles.size())
            return QStringLiteral("mesh %1: %2 %3/%4 vs %5 %6/%7")
                .arg(m)
                .arg(x.name)
                .arg(x.vertexCount())
                .arg(x.triangles.size())
                .arg(y.name)
                .arg(y.vertexCount())
                .arg(y.triangles.size());
        const QString ma = x.material >= 0 ? a.materials[x.material].name : QString();
        const QString mb = y.material >= 0 ? b.materials[y.material].name : QString();
        if (ma != mb)
            return QStringLiteral("mesh %1: material %2 vs %3").arg(m).arg(ma, mb);
        if (x.triangles != y.triangles)
            return QStringLiteral("mesh %1: triangles differ").arg(m);
    }
    if (a.skeleton.joints.size() != b.skeleton.joints.size())
        return QStringLiteral("%1 vs %2 joints").arg(a.skeleton.joints.size()).arg(b.skeleton.joints.size());
    for (qsizetype j = 0; j < a.skeleton.joints.size(); ++j)
        if (a.skeleton.joints[j].name != b.skeleton.joints[j].name
            || a.skeleton.joints[j].parent != b.skeleton.joints[j].parent)
            return QStringLiteral("joint %1 differs").arg(j);
    if (a.animations.size() != b.animations.size())
        return QStringLiteral("%1 vs %2 animations").arg(a.animations.size()).arg(b.animations.size());
    for (qsizetype i = 0; i < a.animations.size(); ++i) {
        const Animation &x = a.animations[i], &y = b.animations[i];
        if (x.name != y.name || x.frameCount() != y.frameCount() || x.fps != y.fps || x.loop != y.loop)
            return QStringLiteral("animation %1: %2 %3 frames vs %4 %5 frames")
                .arg(i)
                .arg(x.name)
                .arg(x.frameCount())
                .arg(y.name)
                .arg(y.frameCount());
        for (int f = 0; f < x.frameCount(); ++f) {
            const double t = f / x.fps;
            const QList<QMatrix4x4> wa = worldMatrices(a.skeleton, localPose(a, int(i), t));
            const QList<QMatrix4x4> wb = worldMatrices(b.skeleton, localPose(b, int(i), t));
            for (qsizetype j = 0; j < wa.size(); ++j) {
                const float d = (wa[j].map(QVector3D()) - wb[j].map(QVector3D())).length();
                if (!(d <= tolerance))
                    return QStringLiteral("animation %1 frame %2 joint %3 moved by %4").arg(i).arg(f).arg(j).arg(d);
            }
        }
    }
    // The bind pose too.
    const QList<QMatrix4x4> ba = a.skeleton.bindWorldMatrices(), bb = b.skeleton.bindWorldMatrices();
    for (qsizetype j = 0; j < ba.size(); ++j)
        if (!((ba[j].map(QVector3D()) - bb[j].map(QVector3D())).length() <= tolerance))
            return QStringLiteral("bind pose of joint %1 differs").arg(j);
    return {};
}

} // namespace

class TestIqmFidelity : public QObject
{
    Q_OBJECT

private:
    ReadResult m_iqm; // the corpus mrfixit.iqm

    static CliRun run(const QStringList &args) { return runQuarry(args, CliOptions().withoutDisplay()); }

private Q_SLOTS:
    void initTestCase()
    {
        const QByteArray bytes = fileBytes(corpus("mrfixit.iqm"));
        if (bytes.isEmpty())
            QSKIP("corpus file iqm/mrfixit.iqm is absent");
        m_iqm = readIqm(corpus("mrfixit.iqm"), bytes);
        QVERIFY2(m_iqm.ok(), qPrintable(errorText(m_iqm)));
    }

    void iqmToIqeToIqm()
    {
        const WriteResult iqe = writeIqe(m_iqm.model, QStringLiteral("m.iqe"));
        QVERIFY(iqe.ok());
        const ReadResult viaIqe = readIqe(QStringLiteral("m.iqe"), iqe.data);
        QVERIFY2(viaIqe.ok(), qPrintable(errorText(viaIqe)));
        QString diff = difference(m_iqm.model, viaIqe.model, 1e-4f);
        QVERIFY2(diff.isEmpty(), qPrintable(QStringLiteral("IQE: ") + diff));
        const WriteResult iqm = writeIqm(viaIqe.model, QStringLiteral("m.iqm"));
        QVERIFY(iqm.ok());
        const ReadResult back = readIqm(QStringLiteral("m.iqm"), iqm.data);
        QVERIFY2(back.ok(), qPrintable(errorText(back)));
        diff = difference(m_iqm.model, back.model, 1e-4f);
        QVERIFY2(diff.isEmpty(), qPrintable(QStringLiteral("IQM: ") + diff));
        // Vertex data survives as well.
        for (qsizetype m = 0; m < back.model.meshes.size(); ++m) {
            const Mesh &x = m_iqm.model.meshes[m], &y = back.model.meshes[m];
            for (qsizetype v = 0; v < x.vertexCount(); ++v) {
                QVERIFY((x.positions[v] - y.positions[v]).length() < 1e-5f);
                QVERIFY((x.texcoords[0][v] - y.texcoords[0][v]).length() < 1e-5f);
            }
            QCOMPARE(y.blendIndexes, x.blendIndexes);
        }
    }

    void corpusIqeToIqm()
    {
        const QByteArray text = fileBytes(corpus("mrfixit.iqe"));
        if (text.isEmpty())
            QSKIP("corpus file iqm/mrfixit.iqe is absent");
        const ReadResult iqe = readIqe(corpus("mrfixit.iqe"), text);
        QVERIFY2(iqe.ok(), qPrintable(errorText(iqe)));
        const WriteResult iqm = writeIqm(iqe.model, QStringLiteral("m.iqm"));
        QVERIFY(iqm.ok());
        const ReadResult back = readIqm(QStringLiteral("m.iqm"), iqm.data);
        QVERIFY2(back.ok(), qPrintable(errorText(back)));
        const QString diff = difference(m_iqm.model, back.model, 1e-4f);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }

    void binaryConvertsBothWays()
    {
        QTemporaryDir dir;
        const QString iqe = dir.filePath(QStringLiteral("fixit.iqe")), iqm = dir.filePath(QStringLiteral("fixit.iqm"));
        CliRun r = run({QStringLiteral("convert"), corpus("mrfixit.iqm"), iqe});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        r = run({QStringLiteral("convert"), iqe, iqm});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const ReadResult back = readModelFile(iqm);
        QVERIFY2(back.ok(), qPrintable(errorText(back)));
        QString diff = difference(m_iqm.model, back.model, 1e-4f);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));

        if (!QFile::exists(corpus("mrfixit.iqe")))
            QSKIP("corpus file iqm/mrfixit.iqe is absent");
        const QString fromIqe = dir.filePath(QStringLiteral("from-iqe.iqm"));
        r = run({QStringLiteral("convert"), corpus("mrfixit.iqe"), fromIqe});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const ReadResult converted = readModelFile(fromIqe);
        QVERIFY2(converted.ok(), qPrintable(errorText(converted)));
        diff = difference(m_iqm.model, converted.model, 1e-4f);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }

    void binaryInfoOnBoth()
    {
        for (const char *file : {"mrfixit.iqm", "mrfixit.iqe"}) {
            if (!QFile::exists(corpus(file)))
                continue;
            const CliRun r = run({QStringLiteral("info"), corpus(file), QStringLiteral("--json")});
            QVERIFY2(r.exitCode == 0, qPrintable(r.err));
            const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
            QCOMPARE(o.value(QStringLiteral("vertices")).toInt(), 1861);
            QCOMPARE(o.value(QStringLiteral("triangles")).toInt(), 2988);
            QCOMPARE(o.value(QStringLiteral("joints")).toArray().size(), 75);
            const QJsonArray meshes = o.value(QStringLiteral("meshes")).toArray();
            QCOMPARE(meshes.size(), 2);
            QCOMPARE(meshes[0].toObject().value(QStringLiteral("material")).toString(), QStringLiteral("Body.tga"));
            QCOMPARE(meshes[1].toObject().value(QStringLiteral("name")).toString(), QStringLiteral("Head"));
            const QJsonObject anim = o.value(QStringLiteral("animations")).toArray().at(0).toObject();
            QCOMPARE(anim.value(QStringLiteral("name")).toString(), QStringLiteral("idle"));
            QCOMPARE(anim.value(QStringLiteral("frames")).toInt(), 101);
            QCOMPARE(anim.value(QStringLiteral("fps")).toDouble(), 24.0);
            const CliRun text = run({QStringLiteral("info"), corpus(file)});
            QCOMPARE(text.exitCode, 0);
            QVERIFY2(text.out.contains(QLatin1String("\"idle\": 101 frames at 24 fps")), qPrintable(text.out));
        }
        QTemporaryDir dir;
        QFile bad(dir.filePath(QStringLiteral("bad.iqm")));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write(fileBytes(corpus("mrfixit.iqm")).left(5000));
        bad.close();
        const CliRun r = run({QStringLiteral("info"), bad.fileName()});
        QVERIFY(r.exitCode != 0);
        QVERIFY2(r.err.contains(QLatin1String("bad.iqm: byte 5000")), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestIqmFidelity)
#include "tst_iqm_fidelity.moc"
