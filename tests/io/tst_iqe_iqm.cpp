// IQE <-> IQM fidelity on the corpus model: mrfixit.iqm -> IQE -> IQM and
// mrfixit.iqe (written by another converter) -> IQM keep the meshes, vertex
// and triangle counts, triangle order (one winding for both formats),
// material names, joints, animations and frame counts, and every joint's
// world position at every frame within 1e-4.
#include "io/Formats.h"
#include "io/iqe/IqeReader.h"
#include "io/iqe/IqeWriter.h"
#include "io/iqm/IqmFormat.h"
#include "model/Pose.h"

#include <QFile>
#include <QTest>
#include <QtEndian>

using namespace quarry;

namespace {

QByteArray fileBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

const FormatHandler *iqmHandler()
{
    const FormatHandler *h = formatHandler(QStringLiteral("iqm"));
    return h && h->read && h->write ? h : nullptr;
}

Model viaIqm(const Model &model)
{
    const WriteResult w = iqmHandler()->write(model, QStringLiteral("x.iqm"), {});
    if (!w.ok())
        qFatal("IQM write failed: %s", qPrintable(w.error->toString()));
    const ReadResult r = iqmHandler()->read(QStringLiteral("x.iqm"), w.data, {});
    if (!r.ok())
        qFatal("IQM read failed: %s", qPrintable(r.error->toString()));
    return r.model;
}

Model viaIqe(const Model &model)
{
    const WriteResult w = writeIqe(model, QStringLiteral("x.iqe"));
    const ReadResult r = readIqe(QStringLiteral("x.iqe"), w.data);
    if (!r.ok())
        qFatal("IQE read failed: %s", qPrintable(r.error->toString()));
    return r.model;
}

// Everything the formats share, compared; world positions within `eps`.
void compareModels(const Model &a, const Model &b, float eps)
{
    QCOMPARE(b.meshes.size(), a.meshes.size());
    for (qsizetype i = 0; i < a.meshes.size(); ++i) {
        const Mesh &ma = a.meshes[i], &mb = b.meshes[i];
        QCOMPARE(mb.name, ma.name);
        QCOMPARE(mb.vertexCount(), ma.vertexCount());
        QCOMPARE(mb.triangles, ma.triangles);
        QCOMPARE(b.materials[mb.material].name, a.materials[ma.material].name);
        for (qsizetype v = 0; v < ma.vertexCount(); ++v)
            QVERIFY((mb.positions[v] - ma.positions[v]).length() < 1e-5f);
    }
    QCOMPARE(b.skeleton.joints.size(), a.skeleton.joints.size());
    for (qsizetype j = 0; j < a.skeleton.joints.size(); ++j) {
        QCOMPARE(b.skeleton.joints[j].name, a.skeleton.joints[j].name);
        QCOMPARE(b.skeleton.joints[j].parent, a.skeleton.joints[j].parent);
    }
    QCOMPARE(b.animations.size(), a.animations.size());
    float worst = 0;
    for (qsizetype n = 0; n < a.animations.size(); ++n) {
        QCOMPARE(b.animations[n].name, a.animations[n].name);
        QCOMPARE(b.animations[n].fps, a.animations[n].fps);
        QCOMPARE(b.animations[n].loop, a.animations[n].loop);
        QCOMPARE(b.animations[n].frameCount(), a.animations[n].frameCount());
        for (int f = 0; f < a.animations[n].frameCount(); ++f) {
            const double t = f / a.animations[n].fps;
            const QList<QMatrix4x4> wa = worldMatrices(a.skeleton, localPose(a, int(n), t));
            const QList<QMatrix4x4> wb = worldMatrices(b.skeleton, localPose(b, int(n), t));
            for (qsizetype j = 0; j < wa.size(); ++j)
                worst = std::max(worst, (wa[j].column(3).toVector3D() - wb[j].column(3).toVector3D()).length());
        }
    }
    qInfo("largest joint world position difference over all frames: %g", double(worst));
    QVERIFY2(worst <= eps, qPrintable(QString::number(double(worst))));
}

} // namespace

class TestIqeIqm : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY2(iqmHandler(), "the format table has an IQM reader and writer"); }

    void iqmToIqeToIqm()
    {
        const QString path = QStringLiteral(QUARRY_CORPUS_DIR "/iqm/mrfixit.iqm");
        const QByteArray bytes = fileBytes(path);
        if (bytes.isEmpty())
            QSKIP("corpus file iqm/mrfixit.iqm not found (QUARRY_CORPUS_DIR)");
        const ReadResult original = iqmHandler()->read(path, bytes, {});
        QVERIFY(original.ok());
        const Model asIqe = viaIqe(original.model);
        compareModels(original.model, asIqe, 1e-5f); // IQE text holds the floats exactly
        compareModels(original.model, viaIqm(asIqe), 1e-4f);
    }

    void iqeToIqm()
    {
        const QString path = QStringLiteral(QUARRY_CORPUS_DIR "/iqm/mrfixit.iqe");
        const QByteArray bytes = fileBytes(path);
        if (bytes.isEmpty())
            QSKIP("corpus file iqm/mrfixit.iqe not found (QUARRY_CORPUS_DIR)");
        const ReadResult original = readIqe(path, bytes);
        QVERIFY(original.ok());
        const Model asIqm = viaIqm(original.model);
        compareModels(original.model, asIqm, 1e-4f);
        // And back to IQE: still the same model within the IQM quantization.
        compareModels(original.model, viaIqe(asIqm), 1e-4f);
    }

    void sampleBothWays()
    {
        const QString path = QStringLiteral(QUARRY_SOURCE_DIR "/resources/sample/sample.iqe");
        const ReadResult sample = readIqe(path, fileBytes(path));
        QVERIFY(sample.ok());
        const Model asIqm = viaIqm(sample.model);
        compareModels(sample.model, asIqm, 1e-4f);
        compareModels(sample.model, viaIqe(asIqm), 1e-4f);
    }

    // Animation-only files: IQE `pq` frames with no `joint` lines (as
    // written for IQM files with poses but no joints) read and write back
    // with no joint table; IQE keeps no parents, so each joint is a root
    // and the reader says so.
    void iqeAnimationOnly()
    {
        const QByteArray text = "# Inter-Quake Export\n\n"
                                "animation \"wave\"\nframerate 10\n\n"
                                "frame\npq 0 0 0 0 0 0 1\npq 0 1 0 0 0 0.7071068 0.7071068\n\n"
                                "frame\npq 0 0 1 0 0 0 1\npq 0 2 0 0 0 0 1\n";
        const ReadResult r = readIqe(QStringLiteral("anim.iqe"), text);
        QVERIFY2(r.ok(), r.error ? qPrintable(r.error->toString()) : "");
        QVERIFY(r.model.meshes.isEmpty());
        QCOMPARE(r.model.skeleton.joints.size(), 2);
        QCOMPARE(r.model.skeleton.joints[1].parent, -1);
        QVERIFY(r.model.skeleton.joints[0].name.isEmpty());
        QCOMPARE(r.model.animations.size(), 1);
        QCOMPARE(r.model.animations[0].tracks[0].translations[1].value, QVector3D(0, 0, 1));
        QCOMPARE(r.model.animations[0].tracks[1].translations[1].value, QVector3D(0, 2, 0));
        QCOMPARE(r.warnings.size(), 1);
        QVERIFY2(r.warnings[0].message.contains(QStringLiteral("no joints")), qPrintable(r.warnings[0].message));
        QCOMPARE(r.warnings[0].line, 6);

        const QByteArray written = writeIqe(r.model, QStringLiteral("x.iqe")).data;
        QVERIFY2(!written.contains("joint"), written.constData());
        QCOMPARE(written.count("pq "), 4);
        const ReadResult again = readIqe(QStringLiteral("x.iqe"), written);
        QVERIFY(again.ok());
        QCOMPARE(again.model, r.model);
        QCOMPARE(writeIqe(again.model, QStringLiteral("x.iqe")).data, written);

        // To IQM: poses with no joints, each a root; and back.
        const WriteResult w = iqmHandler()->write(r.model, QStringLiteral("x.iqm"), {});
        QVERIFY(w.ok());
        QCOMPARE(qFromLittleEndian<quint32>(w.data.constData() + iqm::headerFieldOffset(iqm::NumJoints)), 0u);
        QCOMPARE(qFromLittleEndian<quint32>(w.data.constData() + iqm::headerFieldOffset(iqm::NumPoses)), 2u);
        const Model fromIqm = viaIqm(r.model);
        QVERIFY(fromIqm.extras.value(QLatin1String(kAnimationOnly)).toBool());
        QCOMPARE(fromIqm.skeleton.joints.size(), 2);
        QCOMPARE(fromIqm.skeleton.joints[1].parent, -1);
        QVERIFY(!writeIqe(fromIqm, QStringLiteral("y.iqe")).data.contains("joint"));
    }

    // An IQM animation-only file's poses have parents; IQE can hold them
    // only with joint lines, so it gets unnamed joints rather than losing
    // the hierarchy. A joint named since is written as a joint table.
    void animationOnlyKeepsWhatMatters()
    {
        Model m;
        m.extras.insert(QLatin1String(kAnimationOnly), true);
        m.skeleton.joints.resize(2);
        m.skeleton.joints[1].parent = 0;
        Animation a;
        a.name = QStringLiteral("a");
        a.fps = 10;
        a.tracks.resize(2);
        for (int j = 0; j < 2; ++j) {
            a.tracks[j].joint = j;
            a.tracks[j].translations = {{0.0f, QVector3D(0, float(j), 0)}};
            a.tracks[j].rotations = {{0.0f, QQuaternion()}};
            a.tracks[j].scales = {{0.0f, QVector3D(1, 1, 1)}};
        }
        m.animations = {a};
        QVERIFY(m.writesAnimationOnly(true));
        QVERIFY(!m.writesAnimationOnly(false));
        const QByteArray iqe = writeIqe(m, QStringLiteral("x.iqe")).data;
        QVERIFY(iqe.contains("joint \"\" 0"));
        m.skeleton.joints[1].parent = -1;
        QVERIFY(m.writesAnimationOnly(false));
        m.skeleton.joints[0].name = QStringLiteral("root");
        QVERIFY(!m.writesAnimationOnly(true));
        QVERIFY(writeIqe(m, QStringLiteral("x.iqe")).data.contains("joint \"root\""));
        const WriteResult w = iqmHandler()->write(m, QStringLiteral("x.iqm"), {});
        QVERIFY(w.ok());
        QCOMPARE(qFromLittleEndian<quint32>(w.data.constData() + iqm::headerFieldOffset(iqm::NumJoints)), 2u);
    }

    // IQM (poses with parents, no joint table) -> IQE -> IQM: no joint table
    // again, and the same poses and frames.
    void animationOnlyRoundTripThroughIqe()
    {
        Model m;
        m.extras.insert(QLatin1String(kAnimationOnly), true);
        m.skeleton.joints.resize(3);
        m.skeleton.joints[1].parent = 0;
        m.skeleton.joints[2].parent = 1;
        Animation a;
        a.name = QStringLiteral("wave");
        a.fps = 10;
        a.duration = 0.2;
        a.tracks.resize(3);
        for (int j = 0; j < 3; ++j) {
            a.tracks[j].joint = j;
            for (int f = 0; f < 3; ++f) {
                const float t = float(f) / 10.0f;
                a.tracks[j].translations.append({t, QVector3D(0, float(j), 0.5f * float(f))});
                a.tracks[j].rotations.append({t, QQuaternion::fromAxisAndAngle(0, 0, 1, 20.0f * float(f * (j + 1)))});
                a.tracks[j].scales.append({t, QVector3D(1, 1, 1)});
            }
        }
        m.animations = {a};
        const WriteResult first = iqmHandler()->write(m, QStringLiteral("a.iqm"), {});
        QVERIFY(first.ok());
        auto field = [](const QByteArray &b, iqm::HeaderField f) {
            return qFromLittleEndian<quint32>(b.constData() + iqm::headerFieldOffset(f));
        };
        auto parents = [&field](const QByteArray &b) {
            QList<qint32> list;
            for (quint32 i = 0; i < field(b, iqm::NumPoses); ++i)
                list << qFromLittleEndian<qint32>(b.constData() + field(b, iqm::OfsPoses) + i * iqm::kPoseSize);
            return list;
        };
        QCOMPARE(field(first.data, iqm::NumJoints), 0u);
        QCOMPARE(parents(first.data), QList<qint32>({-1, 0, 1}));
        const ReadResult fromIqm = iqmHandler()->read(QStringLiteral("a.iqm"), first.data, {});
        QVERIFY(fromIqm.ok());

        const Model throughIqe = viaIqe(fromIqm.model);
        QCOMPARE(throughIqe.skeleton.joints.size(), 3);
        QVERIFY(throughIqe.extras.value(QLatin1String(kAnimationOnly)).toBool());
        const WriteResult second = iqmHandler()->write(throughIqe, QStringLiteral("b.iqm"), {});
        QVERIFY(second.ok());
        QCOMPARE(field(second.data, iqm::NumJoints), 0u);
        QCOMPARE(field(second.data, iqm::NumPoses), 3u);
        QCOMPARE(parents(second.data), parents(first.data));
        QCOMPARE(field(second.data, iqm::NumFrames), field(first.data, iqm::NumFrames));
        const ReadResult back = iqmHandler()->read(QStringLiteral("b.iqm"), second.data, {});
        QVERIFY(back.ok());
        for (int f = 0; f < 3; ++f) {
            const QList<QMatrix4x4> w0 = worldMatrices(fromIqm.model.skeleton, localPose(fromIqm.model, 0, f / 10.0));
            const QList<QMatrix4x4> w1 = worldMatrices(back.model.skeleton, localPose(back.model, 0, f / 10.0));
            QCOMPARE(w1.size(), w0.size());
            for (qsizetype j = 0; j < w0.size(); ++j)
                QVERIFY2((w0[j].column(3) - w1[j].column(3)).length() < 1e-3f,
                         qPrintable(QStringLiteral("frame %1 joint %2").arg(f).arg(j)));
        }
    }
};

QTEST_GUILESS_MAIN(TestIqeIqm)
#include "tst_iqe_iqm.moc"
