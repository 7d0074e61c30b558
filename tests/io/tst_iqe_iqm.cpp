// IQE <-> IQM fidelity on the corpus model: mrfixit.iqm -> IQE -> IQM and
// mrfixit.iqe (written by another converter) -> IQM keep the meshes, vertex
// and triangle counts, triangle order (one winding for both formats),
// material names, joints, animations and frame counts, and every joint's
// world position at every frame within 1e-4.
#include "io/Formats.h"
#include "io/iqe/IqeReader.h"
#include "io/iqe/IqeWriter.h"
#include "model/Pose.h"

#include <QFile>
#include <QTest>

using namespace quarry;

namespace {

QByteArray fileBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

const FormatHandler *iqm()
{
    const FormatHandler *h = formatHandler(QStringLiteral("iqm"));
    return h && h->read && h->write ? h : nullptr;
}

Model viaIqm(const Model &model)
{
    const WriteResult w = iqm()->write(model, QStringLiteral("x.iqm"), {});
    if (!w.ok())
        qFatal("IQM write failed: %s", qPrintable(w.error->toString()));
    const ReadResult r = iqm()->read(QStringLiteral("x.iqm"), w.data, {});
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
    void initTestCase()
    {
        QVERIFY2(iqm(), "the format table has an IQM reader and writer");
    }

    void iqmToIqeToIqm()
    {
        const QString path = QStringLiteral(QUARRY_CORPUS_DIR "/iqm/mrfixit.iqm");
        const QByteArray bytes = fileBytes(path);
        if (bytes.isEmpty())
            QSKIP("corpus file iqm/mrfixit.iqm not found (QUARRY_CORPUS_DIR)");
        const ReadResult original = iqm()->read(path, bytes, {});
        QVERIFY(original.ok());
        const Model asIqe = viaIqe(original.model);
        compareModels(original.model, asIqe, 1e-5f);  // IQE text holds the floats exactly
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
};

QTEST_GUILESS_MAIN(TestIqeIqm)
#include "tst_iqe_iqm.moc"
