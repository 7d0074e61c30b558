// The corpus avatar's binary files (DokuroChan: a version 1100 skeleton and
// animation, 21 version 1300 meshes): the same bytes written back, the same
// model as the XML twins in corpus/xmf/dokuro, and `quarry convert` between
// the two forms both ways.
#include "CliRunner.h"

#include "io/Formats.h"
#include "io/MappedFile.h"
#include "io/cal3d/CafAnimation.h"
#include "io/cal3d/CmfMesh.h"
#include "io/cal3d/CsfSkeleton.h"
#include "io/xmf/XafAnimation.h"
#include "io/xmf/XmfMesh.h"
#include "io/xmf/XsfSkeleton.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QVector4D>

#include <cmath>

using namespace quarry;
using namespace quarry::test;

namespace {

const QString kBinary = QStringLiteral(QUARRY_CORPUS_DIR "/cal3d");
const QString kXml = QStringLiteral(QUARRY_CORPUS_DIR "/xmf/dokuro");

QByteArray bytesOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QString errorText(const ReadResult &r)
{
    return r.error ? r.error->toString() : QString();
}

// The XML twins were written with six significant digits.
bool close(float a, float b)
{
    return std::abs(a - b) <= 1e-5f * std::max(1.0f, std::abs(a));
}

bool close(const QVector3D &a, const QVector3D &b)
{
    return close(a.x(), b.x()) && close(a.y(), b.y()) && close(a.z(), b.z());
}

bool close(const QQuaternion &a, const QQuaternion &b)
{
    return close(a.x(), b.x()) && close(a.y(), b.y()) && close(a.z(), b.z()) && close(a.scalar(), b.scalar());
}

QString meshFile(const char *suffix)
{
    return kBinary
           + QStringLiteral("/DokuroChan_e3839fe382afe38195e38293 ver.1.1_mesh%1.cmf").arg(QLatin1String(suffix));
}

} // namespace

class TestCal3dCorpus : public QObject
{
    Q_OBJECT

    Model m_skeleton;
    QList<int> m_map;

private Q_SLOTS:
    void initTestCase()
    {
        if (!QFileInfo::exists(kBinary + QStringLiteral("/DokuroChan.csf")))
            QSKIP("corpus not found (QUARRY_CORPUS_DIR): these tests need ../shared/corpus/cal3d");
        const ReadResult s = readCsfSkeleton(QStringLiteral("DokuroChan.csf"),
                                             bytesOf(kBinary + QStringLiteral("/DokuroChan.csf")), &m_map);
        QVERIFY2(s.ok(), qPrintable(errorText(s)));
        m_skeleton = s.model;
    }

    // Every corpus file read and written again gives the file's bytes.
    void sameBytesBack()
    {
        const QByteArray csf = bytesOf(kBinary + QStringLiteral("/DokuroChan.csf"));
        QCOMPARE(writeCsfSkeleton(m_skeleton, QStringLiteral("s.csf")).data, csf);
        const QByteArray caf = bytesOf(kBinary + QStringLiteral("/DokuroChan_test_bone.caf"));
        const ReadResult a = readCafAnimation(QStringLiteral("a.caf"), caf, m_map);
        QVERIFY2(a.ok(), qPrintable(errorText(a)));
        Model animated = m_skeleton;
        animated.animations = a.model.animations;
        QCOMPARE(writeCafAnimation(animated, 0, QStringLiteral("a.caf")).data, caf);
        const QStringList meshes = QDir(kBinary).entryList({QStringLiteral("*.cmf")}, QDir::Files);
        QCOMPARE(meshes.size(), 21);
        int morphs = 0;
        for (const QString &name : meshes) {
            const QByteArray cmf = bytesOf(kBinary + QLatin1Char('/') + name);
            const ReadResult m = readCmfMesh(name, cmf, &m_map);
            QVERIFY2(m.ok(), qPrintable(errorText(m)));
            QCOMPARE(m.model.extras.value(QStringLiteral("cmf.version")).toInt(), 1300);
            for (const Mesh &mesh : m.model.meshes)
                morphs += int(mesh.morphs.size());
            const WriteResult w = writeCmfMesh(m.model, name);
            QVERIFY(w.ok());
            QVERIFY2(w.data == cmf, qPrintable(name));
        }
        QCOMPARE(morphs, 44);
    }

    // The binary skeleton and animation are the XML twins' values.
    void skeletonAndAnimationMatchXml()
    {
        QList<int> xmlMap;
        const ReadResult x = readXsfSkeleton(QStringLiteral("x.xsf"), bytesOf(kXml + QStringLiteral("/DokuroChan.xsf")),
                                             &xmlMap);
        QVERIFY2(x.ok(), qPrintable(errorText(x)));
        QCOMPARE(m_skeleton.skeleton.size(), x.model.skeleton.size());
        for (int i = 0; i < m_skeleton.skeleton.size(); ++i) {
            const Joint &b = m_skeleton.skeleton.joints[i], &j = x.model.skeleton.joints[i];
            QCOMPARE(b.name, j.name);
            QCOMPARE(b.parent, j.parent);
            QVERIFY2(close(b.bind.translation, j.bind.translation), qPrintable(b.name));
            QVERIFY2(close(b.bind.rotation, j.bind.rotation), qPrintable(b.name));
        }
        const ReadResult a = readCafAnimation(QStringLiteral("a.caf"),
                                              bytesOf(kBinary + QStringLiteral("/DokuroChan_test_bone.caf")), m_map);
        const ReadResult xa = readXafAnimation(QStringLiteral("a.xaf"),
                                               bytesOf(kXml + QStringLiteral("/DokuroChan_test_bone.xaf")), xmlMap);
        QVERIFY2(a.ok() && xa.ok(), qPrintable(errorText(a) + errorText(xa)));
        const Animation &ba = a.model.animations[0], &xml = xa.model.animations[0];
        QVERIFY(close(float(ba.duration), float(xml.duration)));
        QCOMPARE(ba.tracks.size(), xml.tracks.size());
        qsizetype keys = 0;
        for (qsizetype t = 0; t < ba.tracks.size(); ++t) {
            const JointTrack &b = ba.tracks[t], &j = xml.tracks[t];
            QCOMPARE(b.joint, j.joint);
            QCOMPARE(b.rotations.size(), j.rotations.size());
            for (qsizetype k = 0; k < b.rotations.size(); ++k) {
                QVERIFY(close(b.rotations[k].time, j.rotations[k].time));
                QVERIFY(close(b.rotations[k].value, j.rotations[k].value));
                if (k < j.translations.size())
                    QVERIFY(close(b.translations[k].value, j.translations[k].value));
            }
            keys += b.rotations.size();
        }
        QCOMPARE(keys, 28218);
    }

    // The XML mesh is mesh.001.cmf's eleven submeshes (without the morph
    // targets, which the converter of an earlier version that made it lacks).
    void meshMatchesXml()
    {
        const ReadResult b = readCmfMesh(QStringLiteral("m.cmf"), bytesOf(meshFile(".001")), &m_map);
        const ReadResult x = readXmfMesh(QStringLiteral("m.xmf"), bytesOf(kXml + QStringLiteral("/DokuroChan.xmf")),
                                         &m_map);
        QVERIFY2(b.ok() && x.ok(), qPrintable(errorText(b) + errorText(x)));
        QCOMPARE(b.model.meshes.size(), 11);
        QCOMPARE(x.model.meshes.size(), 11);
        for (int s = 0; s < 11; ++s) {
            const Mesh &bm = b.model.meshes[s], &xm = x.model.meshes[s];
            QCOMPARE(bm.extras.value(QStringLiteral("xmf.material")), xm.extras.value(QStringLiteral("xmf.material")));
            QCOMPARE(bm.vertexCount(), xm.vertexCount());
            QCOMPARE(bm.triangles, xm.triangles);
            QCOMPARE(bm.influencesPerVertex, xm.influencesPerVertex);
            QCOMPARE(bm.blendIndexes, xm.blendIndexes);
            for (qsizetype v = 0; v < bm.vertexCount(); ++v) {
                QVERIFY(close(bm.positions[v], xm.positions[v]));
                // (Normals are not compared: the XML twin's were computed anew,
                // some differing by far more than rounding.)
                QVERIFY(close(bm.texcoords[0][v].x(), xm.texcoords[0][v].x()));
                QVERIFY(close(bm.texcoords[0][v].y(), xm.texcoords[0][v].y()));
            }
            for (qsizetype i = 0; i < bm.blendWeights.size(); ++i)
                QVERIFY(close(bm.blendWeights[i], xm.blendWeights[i]));
        }
        QCOMPARE(b.model.meshes[0].morphs.size(), 21);
        QCOMPARE(b.model.meshes[1].morphs.size(), 7);
        QCOMPARE(b.model.meshes[2].morphs.size(), 15);
    }

    // `quarry convert` from binary to XML and back: the same meshes,
    // morph targets included; the skeleton and materials beside them.
    void convertBothWays()
    {
        QTemporaryDir dir;
        const QString xmf = dir.filePath(QStringLiteral("hero.xmf"));
        const QString csf = kBinary + QStringLiteral("/DokuroChan.csf");
        CliRun run = runQuarry({QStringLiteral("convert"), meshFile(".001"), xmf, QStringLiteral("--skeleton"), csf},
                               CliOptions().withTimeout(60000));
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY(QFileInfo::exists(dir.filePath(QStringLiteral("hero.xsf"))));
        const QString cmf = dir.filePath(QStringLiteral("back.cmf"));
        run = runQuarry({QStringLiteral("convert"), xmf, cmf, QStringLiteral("--skeleton"),
                         dir.filePath(QStringLiteral("hero.xsf"))},
                        CliOptions().withTimeout(60000));
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY(QFileInfo::exists(dir.filePath(QStringLiteral("back.csf"))));
        const ReadResult original = readCmfMesh(QStringLiteral("m.cmf"), bytesOf(meshFile(".001")), &m_map);
        QList<int> map;
        const ReadResult skeleton = readCsfSkeleton(QStringLiteral("back.csf"),
                                                    bytesOf(dir.filePath(QStringLiteral("back.csf"))), &map);
        QVERIFY2(skeleton.ok(), qPrintable(errorText(skeleton)));
        QCOMPARE(skeleton.model.skeleton.joints.size(), m_skeleton.skeleton.joints.size());
        for (int i = 0; i < m_skeleton.skeleton.size(); ++i)
            QCOMPARE(skeleton.model.skeleton.joints[i].bind, m_skeleton.skeleton.joints[i].bind);
        const QByteArray backBytes = bytesOf(cmf);
        const ReadResult back = readCmfMesh(QStringLiteral("back.cmf"), backBytes, &map);
        QVERIFY2(back.ok(), qPrintable(errorText(back)));
        // With morph targets it is written as version 1300, the original's.
        QCOMPARE(back.model.extras.value(QStringLiteral("cmf.version")).toInt(), 1300);
        QCOMPARE(back.model.meshes.size(), original.model.meshes.size());
        for (qsizetype s = 0; s < back.model.meshes.size(); ++s) {
            const Mesh &a = back.model.meshes[s], &o = original.model.meshes[s];
            QCOMPARE(a.positions, o.positions);
            QCOMPARE(a.normals, o.normals);
            QCOMPARE(a.texcoords, o.texcoords);
            QCOMPARE(a.triangles, o.triangles);
            QCOMPARE(a.blendIndexes, o.blendIndexes);
            QCOMPARE(a.blendWeights, o.blendWeights);
            QCOMPARE(a.morphs.size(), o.morphs.size());
            for (qsizetype m = 0; m < a.morphs.size(); ++m) {
                QCOMPARE(a.morphs[m].name, o.morphs[m].name);
                QCOMPARE(a.morphs[m].vertices, o.morphs[m].vertices);
                QCOMPARE(a.morphs[m].positions, o.morphs[m].positions);
                QCOMPARE(a.morphs[m].normals, o.morphs[m].normals);
            }
        }
        // Everything else came back byte for byte; the exporter wrote the 44
        // morph target names without Cal3D's ending zero byte, which the XML
        // form cannot carry, so each name is one byte longer now.
        const QByteArray original001 = bytesOf(meshFile(".001"));
        QCOMPARE(backBytes.size(), original001.size() + 44);
    }
};

QTEST_GUILESS_MAIN(TestCal3dCorpus)
#include "tst_cal3d_corpus.moc"
