// The binary readers against libcal3d (Debian's 0.11, which reads file
// versions up to 1100) loading the same files: counts, every bone's
// transforms, every vertex's position and influences, every key of every
// track, material colors and maps; and Quarry's binary output turned into
// XML by cal3d_converter, read back as the same model as Quarry's own XML.
#include "Cal3dFixtures.h"
#include "Cal3dReference.h"

#include "io/Formats.h"
#include "io/cal3d/CafAnimation.h"
#include "io/cal3d/CmfMesh.h"
#include "io/cal3d/CrfMaterial.h"
#include "io/cal3d/CsfSkeleton.h"
#include "io/xmf/XafAnimation.h"
#include "io/xmf/XmfMesh.h"
#include "io/xmf/XsfSkeleton.h"

#include <cal3d/cal3d.h>

#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QVector4D>

#include <cmath>

using namespace quarry;
namespace fx = cal3dfixtures;

namespace {

const QString kBinary = QStringLiteral(QUARRY_CORPUS_DIR "/cal3d");
const QString kXml = QStringLiteral(QUARRY_CORPUS_DIR "/xmf/dokuro");
constexpr float kEps = 1e-6f;

QByteArray bytesOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool put(const QString &path, const QByteArray &data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

QString errorText(const ReadResult &r)
{
    return r.error ? r.error->toString() : QString();
}

bool near(const QVector3D &a, const QVector3D &b, float eps = kEps)
{
    return std::abs(a.x() - b.x()) <= eps && std::abs(a.y() - b.y()) <= eps && std::abs(a.z() - b.z()) <= eps;
}

// Ours in Cal3D's x y z w.
QVector4D cal3d(const QQuaternion &q)
{
    return QVector4D(-q.x(), -q.y(), -q.z(), q.scalar());
}

bool near(const QVector4D &a, const QVector4D &b, float eps = kEps)
{
    return (a - b).length() <= eps;
}

// Quarry's skeleton against libcal3d's bones.
void compareBones(const Skeleton &ours, const QList<Cal3dBone> &ref)
{
    QCOMPARE(ours.size(), ref.size());
    for (int i = 0; i < ours.size(); ++i) {
        const Joint &j = ours.joints[i];
        QCOMPARE(j.name, ref[i].name);
        QCOMPARE(j.parent, ref[i].parent);
        QVERIFY(near(j.bind.translation, ref[i].translation));
        QVERIFY(near(cal3d(j.bind.rotation), ref[i].rotation));
        QVERIFY(
            near(j.extras.value(QStringLiteral("xsf.localTranslation")).value<QVector3D>(), ref[i].localTranslation));
        QVERIFY(near(j.extras.value(QStringLiteral("xsf.localRotation")).value<QVector4D>(), ref[i].localRotation));
    }
}

// Quarry's meshes against libcal3d's submeshes: every vertex.
void compareVertices(const Model &ours, const Cal3dAvatar &ref)
{
    QCOMPARE(ours.meshes.size(), ref.submeshVertices.size());
    for (qsizetype s = 0; s < ours.meshes.size(); ++s) {
        const Mesh &m = ours.meshes[s];
        const QList<Cal3dVertex> &rv = ref.submeshVertices[s];
        QCOMPARE(m.vertexCount(), rv.size());
        QCOMPARE(m.triangles.size(), ref.submeshFaces[s].size());
        QCOMPARE(m.extras.value(QStringLiteral("xmf.material")).toInt(), ref.submeshMaterials[s]);
        const int k = m.influencesPerVertex;
        for (qsizetype v = 0; v < rv.size(); ++v) {
            QVERIFY(near(m.positions[v], rv[v].position));
            QVERIFY(near(m.normals[v], rv[v].normal));
            for (qsizetype t = 0; t < m.texcoords.size(); ++t)
                QVERIFY(near(QVector4D(m.texcoords[t][v]), rv[v].texcoords[t]));
            for (qsizetype i = 0; i < rv[v].influences.size(); ++i) {
                QVERIFY(i < k);
                QCOMPARE(int(m.blendIndexes[v * k + i]), rv[v].influences[i].first);
                QCOMPARE(m.blendWeights[v * k + i], rv[v].influences[i].second);
            }
            for (qsizetype i = rv[v].influences.size(); i < k; ++i)
                QCOMPARE(m.blendWeights[v * k + i], 0.0f);
        }
    }
}

// Every key of every track; tracks without translation keys are checked
// for rotations alone (libcal3d fills in the bone's translation).
void compareTracks(const Animation &ours, const QList<QPair<int, QList<Cal3dKey>>> &ref)
{
    QCOMPARE(ours.tracks.size(), ref.size());
    for (qsizetype t = 0; t < ref.size(); ++t) {
        const JointTrack &track = ours.tracks[t];
        QCOMPARE(track.joint, ref[t].first);
        const QList<Cal3dKey> &keys = ref[t].second;
        QCOMPARE(track.rotations.size(), keys.size());
        for (qsizetype k = 0; k < keys.size(); ++k) {
            QCOMPARE(track.rotations[k].time, keys[k].time);
            QVERIFY(near(cal3d(track.rotations[k].value), keys[k].rotation));
            if (track.translations.size() == keys.size())
                QVERIFY(near(track.translations[k].value, keys[k].translation));
        }
    }
}

} // namespace

class TestCal3dLibcal3d : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void corpusSkeletonAndAnimation()
    {
        if (!QFileInfo::exists(kBinary + QStringLiteral("/DokuroChan.csf")))
            QSKIP("corpus not found (QUARRY_CORPUS_DIR): this test needs ../shared/corpus/cal3d");
        const QString csf = kBinary + QStringLiteral("/DokuroChan.csf");
        const QString caf = kBinary + QStringLiteral("/DokuroChan_test_bone.caf");
        const Cal3dAvatar ref = loadWithCal3d(csf, QString(), {caf});
        QVERIFY2(ref.error.isEmpty(), qPrintable(ref.error));
        QList<int> map;
        const ReadResult s = readCsfSkeleton(csf, bytesOf(csf), &map);
        QVERIFY2(s.ok(), qPrintable(errorText(s)));
        compareBones(s.model.skeleton, ref.bones);
        const ReadResult a = readCafAnimation(caf, bytesOf(caf), map);
        QVERIFY2(a.ok(), qPrintable(errorText(a)));
        QCOMPARE(float(a.model.animations[0].duration), ref.durations[0]);
        compareTracks(a.model.animations[0], ref.tracks[0]);
        QCOMPARE(ref.keyCount(), 28218);
    }

    // The version 1300 meshes are past what libcal3d 0.11 reads; they are
    // checked against their XML twin (tst_cal3d_corpus) instead.
    void version1300IsPastLibcal3d()
    {
        QTemporaryDir dir;
        const QString cmf = dir.filePath(QStringLiteral("m.cmf"));
        QVERIFY(put(cmf, fx::mesh(1300)));
        QVERIFY(!loadWithCal3d(QString(), cmf, {}).error.isEmpty());
        QVERIFY(readCmfMesh(cmf, fx::mesh(1300)).ok());
    }

    void fixturesMatchLibcal3d_data()
    {
        QTest::addColumn<int>("version");
        for (int v : {700, 900, 1000, 1100})
            QTest::newRow(qPrintable(QString::number(v))) << v;
    }
    void fixturesMatchLibcal3d()
    {
        QFETCH(int, version);
        QTemporaryDir dir;
        const QString csf = dir.filePath(QStringLiteral("s.csf")), cmf = dir.filePath(QStringLiteral("m.cmf")),
                      caf = dir.filePath(QStringLiteral("a.caf")), crf = dir.filePath(QStringLiteral("r.crf"));
        QVERIFY(put(csf, fx::skeleton(version)) && put(cmf, fx::mesh(version)) && put(caf, fx::animation(version))
                && put(crf, fx::material(version)));
        const Cal3dAvatar ref = loadWithCal3d(csf, cmf, {caf});
        QVERIFY2(ref.error.isEmpty(), qPrintable(ref.error));
        QList<int> map;
        const ReadResult s = readCsfSkeleton(csf, bytesOf(csf), &map);
        QVERIFY2(s.ok(), qPrintable(errorText(s)));
        compareBones(s.model.skeleton, ref.bones);
        const ReadResult m = readCmfMesh(cmf, bytesOf(cmf), &map);
        QVERIFY2(m.ok(), qPrintable(errorText(m)));
        compareVertices(m.model, ref);
        const ReadResult a = readCafAnimation(caf, bytesOf(caf), map);
        QVERIFY2(a.ok(), qPrintable(errorText(a)));
        compareTracks(a.model.animations[0], ref.tracks[0]);
        // The material as libcal3d holds it.
        CalCoreMaterialPtr material = CalLoader::loadCoreMaterial(crf.toStdString());
        QVERIFY(material);
        const ReadResult r = readCrfMaterial(crf, bytesOf(crf));
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        const Material &ours = r.model.materials[0];
        const CalCoreMaterial::Color &ambient = material->getAmbientColor();
        QCOMPARE(*ours.ambient * 255.0f, QVector4D(ambient.red, ambient.green, ambient.blue, ambient.alpha));
        const CalCoreMaterial::Color &diffuse = material->getDiffuseColor();
        QCOMPARE(*ours.diffuse * 255.0f, QVector4D(diffuse.red, diffuse.green, diffuse.blue, diffuse.alpha));
        QCOMPARE(*ours.shininess, material->getShininess());
        QCOMPARE(ours.maps.size(), material->getMapCount());
        for (int i = 0; i < material->getMapCount(); ++i)
            QCOMPARE(ours.maps[i].path, QString::fromStdString(material->getMapFilename(i)));
    }

    // The XML avatar written as binary files by Quarry, turned back into
    // XML by cal3d_converter: the same model as Quarry's own XML output.
    void converterReadsQuarrysBinary()
    {
        const QString converter = QStandardPaths::findExecutable(QStringLiteral("cal3d_converter"));
        if (converter.isEmpty())
            QSKIP("cal3d_converter not installed (Debian package cal3d-utils... libcal3d12-dev's tools)");
        if (!QFileInfo::exists(kXml + QStringLiteral("/DokuroChan.xsf")))
            QSKIP("corpus not found (QUARRY_CORPUS_DIR): this test needs ../shared/corpus/xmf");
        QList<int> map;
        const ReadResult s = readXsfSkeleton(QStringLiteral("x.xsf"), bytesOf(kXml + QStringLiteral("/DokuroChan.xsf")),
                                             &map);
        const ReadResult m = readXmfMesh(QStringLiteral("x.xmf"), bytesOf(kXml + QStringLiteral("/DokuroChan.xmf")),
                                         &map);
        const ReadResult a = readXafAnimation(QStringLiteral("x.xaf"),
                                              bytesOf(kXml + QStringLiteral("/DokuroChan_test_bone.xaf")), map);
        QVERIFY2(s.ok() && m.ok() && a.ok(), qPrintable(errorText(s) + errorText(m) + errorText(a)));
        Model model = s.model;
        model.meshes = m.model.meshes;
        model.animations = a.model.animations;
        QTemporaryDir dir;
        const QList<QPair<QString, WriteResult>> outputs{
            {QStringLiteral("q.csf"), writeCsfSkeleton(model, QStringLiteral("q.csf"))},
            {QStringLiteral("q.cmf"), writeCmfMesh(model, QStringLiteral("q.cmf"))},
            {QStringLiteral("q.caf"), writeCafAnimation(model, 0, QStringLiteral("q.caf"))}};
        for (const auto &[name, w] : outputs) {
            QVERIFY(w.ok());
            QVERIFY(put(dir.filePath(name), w.data));
            const QString xml = dir.filePath(QStringLiteral("c.") + name.right(3).replace(0, 1, QLatin1Char('x')));
            QProcess p;
            p.start(converter, {dir.filePath(name), xml});
            QVERIFY(p.waitForFinished(60000));
            QVERIFY2(QFileInfo::exists(xml), qPrintable(QString::fromLocal8Bit(p.readAll())));
        }
        // Quarry's own XML of the same model, read back, against the converter's.
        QList<int> map2;
        const ReadResult cs = readXsfSkeleton(QStringLiteral("c.xsf"), bytesOf(dir.filePath(QStringLiteral("c.xsf"))),
                                              &map2);
        const ReadResult own = readXsfSkeleton(QStringLiteral("o.xsf"),
                                               writeXsfSkeleton(model, QStringLiteral("o.xsf")).data);
        QVERIFY2(cs.ok() && own.ok(), qPrintable(errorText(cs) + errorText(own)));
        QCOMPARE(cs.model.skeleton.size(), own.model.skeleton.size());
        for (int i = 0; i < cs.model.skeleton.size(); ++i) {
            QCOMPARE(cs.model.skeleton.joints[i].name, own.model.skeleton.joints[i].name);
            QVERIFY(near(cs.model.skeleton.joints[i].bind.translation, own.model.skeleton.joints[i].bind.translation,
                         1e-5f));
        }
        const ReadResult cm = readXmfMesh(QStringLiteral("c.xmf"), bytesOf(dir.filePath(QStringLiteral("c.xmf"))),
                                          &map2);
        const ReadResult om = readXmfMesh(QStringLiteral("o.xmf"), writeXmfMesh(model, QStringLiteral("o.xmf")).data,
                                          &map);
        QVERIFY2(cm.ok() && om.ok(), qPrintable(errorText(cm) + errorText(om)));
        QCOMPARE(cm.model.meshes.size(), om.model.meshes.size());
        for (qsizetype i = 0; i < cm.model.meshes.size(); ++i) {
            const Mesh &c = cm.model.meshes[i], &o = om.model.meshes[i];
            QCOMPARE(c.vertexCount(), o.vertexCount());
            QCOMPARE(c.triangles.size(), o.triangles.size());
            QCOMPARE(c.blendIndexes, o.blendIndexes);
            for (qsizetype v = 0; v < c.vertexCount(); ++v)
                QVERIFY(near(c.positions[v], o.positions[v], 1e-5f * std::max(1.0f, o.positions[v].length())));
        }
        const ReadResult ca = readXafAnimation(QStringLiteral("c.xaf"), bytesOf(dir.filePath(QStringLiteral("c.xaf"))),
                                               map2);
        const ReadResult oa = readXafAnimation(QStringLiteral("o.xaf"),
                                               writeXafAnimation(model, 0, QStringLiteral("o.xaf")).data, map);
        QVERIFY2(ca.ok() && oa.ok(), qPrintable(errorText(ca) + errorText(oa)));
        QCOMPARE(ca.model.animations[0].tracks.size(), oa.model.animations[0].tracks.size());
        QCOMPARE(ca.model.animations[0].keyCount(), oa.model.animations[0].keyCount());
    }
};

QTEST_GUILESS_MAIN(TestCal3dLibcal3d)
#include "tst_cal3d_libcal3d.moc"
