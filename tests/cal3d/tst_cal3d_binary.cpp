// The Cal3D binary readers and writers on files built from the layout, in
// every version whose fields differ: what each field becomes in the model,
// the same bytes written back, the compressed keys of version 1300, and
// damaged files failing with the byte offset.
#include "Cal3dFixtures.h"

#include "io/Formats.h"
#include "io/cal3d/CafAnimation.h"
#include "io/cal3d/CmfMesh.h"
#include "io/cal3d/CrfMaterial.h"
#include "io/cal3d/CsfSkeleton.h"
#include "io/xmf/XafAnimation.h"
#include "io/xmf/XmfMesh.h"
#include "io/xmf/XrfMaterial.h"
#include "io/xmf/XsfSkeleton.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QVector4D>

#include <cmath>

using namespace quarry;
namespace fx = cal3dfixtures;

namespace {

const QList<int> kVersions{700, 900, 1000, 1100, 1200, 1300, 1301};
const QList<int> kIdentity{0, 1, 2};

QString errorText(const ReadResult &r)
{
    return r.error ? r.error->toString() : QString();
}

bool near(const QVector3D &a, const QVector3D &b, float eps = 1e-6f)
{
    return (a - b).length() <= eps;
}

} // namespace

class TestCal3dBinary : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void versions_data()
    {
        QTest::addColumn<int>("version");
        for (int v : kVersions)
            QTest::newRow(qPrintable(QString::number(v))) << v;
    }

    void skeletonFields_data() { versions_data(); }
    void skeletonFields()
    {
        QFETCH(int, version);
        const QByteArray bytes = fx::skeleton(version);
        QList<int> map;
        const ReadResult r = readCsfSkeleton(QStringLiteral("s.csf"), bytes, &map);
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        const Skeleton &s = r.model.skeleton;
        QCOMPARE(s.size(), 3);
        QCOMPARE(map, kIdentity);
        QCOMPARE(s.joints[1].name, QStringLiteral("arm"));
        QCOMPARE(s.joints[2].parent, 0);
        QCOMPARE(s.joints[1].bind.translation, QVector3D(1.0f, 1.5f, -2.0f));
        // Cal3D's (0, 0, 0.6, 0.8) is the usual rotation with the axis negated.
        const QQuaternion q = s.joints[1].bind.rotation;
        QCOMPARE(QVector4D(q.x(), q.y(), q.z(), q.scalar()), QVector4D(0.0f, 0.0f, -0.6f, 0.8f));
        QCOMPARE(r.model.extras.value(QStringLiteral("csf.version")).toInt(), version);
        const WriteResult w = writeCsfSkeleton(r.model, QStringLiteral("s.csf"));
        QVERIFY(w.ok());
        QCOMPARE(w.data.toHex(), bytes.toHex());
        // Skeletons written from XML files (no version kept) are version 1100.
        Model fresh = r.model;
        fresh.extras.clear();
        QCOMPARE(writeCsfSkeleton(fresh, QStringLiteral("s.csf")).data.mid(4, 4), QByteArray::fromHex("4c040000"));
    }

    void meshFields_data() { versions_data(); }
    void meshFields()
    {
        QFETCH(int, version);
        const QByteArray bytes = fx::mesh(version);
        const ReadResult r = readCmfMesh(QStringLiteral("m.cmf"), bytes, &kIdentity);
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        QCOMPARE(r.model.meshes.size(), 1);
        const Mesh &m = r.model.meshes[0];
        QCOMPARE(m.vertexCount(), 4);
        QCOMPARE(m.triangles.size(), 2);
        QCOMPARE(m.triangles[1], (Triangle{2, 1, 3}));
        QCOMPARE(m.positions[3], QVector3D(3.0f, 1.0f, 0.75f));
        QCOMPARE(m.normals[2], QVector3D(0, 0, 1));
        QCOMPARE(m.texcoords.size(), 2);
        QCOMPARE(m.texcoords[1][3], QVector2D(0.5f, 0.6f));
        QCOMPARE(m.influencesPerVertex, 2);
        QCOMPARE(m.blendIndexes.mid(2, 4), (QList<quint32>{1, 2, 2, 0}));
        QCOMPARE(m.blendWeights.mid(0, 4), (QList<float>{1.0f, 0.0f, 0.75f, 0.25f}));
        QCOMPARE(m.extras.value(QStringLiteral("xmf.material")).toInt(), 3);
        QCOMPARE(m.extras.value(QStringLiteral("xmf.lodSteps")).toInt(), 2);
        const QVariantList springs = m.extras.value(QStringLiteral("xmf.springs")).toList();
        QCOMPARE(springs.size(), 1);
        QCOMPARE(springs[0].toList().value(3).toFloat(), 1.25f);
        QStringList customs;
        for (const CustomAttribute &a : m.customs)
            customs << a.name;
        QCOMPARE(customs, (QStringList{QStringLiteral("xmf.collapseId"), QStringLiteral("xmf.collapseCount"),
                                       QStringLiteral("xmf.physique")}));
        QCOMPARE(m.customs[0].values[3], 2.0);
        QCOMPARE(m.customs[2].values[2], 0.5);
        QCOMPARE(m.morphs.size(), version >= 1300 ? 1 : 0);
        if (version >= 1300) {
            const MorphTarget &t = m.morphs[0];
            QCOMPARE(t.name, QStringLiteral("smile"));
            QCOMPARE(t.vertices, (QList<quint32>{1, 3}));
            QCOMPARE(t.positions[1], QVector3D(3.0f, 2.0f, 0.5f));
            QCOMPARE(t.texcoords[0], QVector2D(0.3f, 0.4f));
        }
        const WriteResult w = writeCmfMesh(r.model, QStringLiteral("m.cmf"));
        QVERIFY(w.ok());
        QCOMPARE(w.data.toHex(), bytes.toHex());
        // The same model through XMF and back gives the same CMF bytes.
        const WriteResult xml = writeXmfMesh(r.model, QStringLiteral("m.xmf"));
        QVERIFY(xml.ok());
        ReadResult back = readXmfMesh(QStringLiteral("m.xmf"), xml.data, &kIdentity);
        QVERIFY2(back.ok(), qPrintable(errorText(back)));
        back.model.extras.insert(r.model.extras);
        QCOMPARE(writeCmfMesh(back.model, QStringLiteral("m.cmf")).data.toHex(), bytes.toHex());
    }

    // A mesh emptied of its vertices keeps its texture coordinate sets: the
    // file names them though they take no bytes, and reads back; a count
    // past any a real file has is refused with its byte offset.
    void emptySubmeshWithTextureSets()
    {
        const ReadResult r = readCmfMesh(QStringLiteral("m.cmf"), fx::mesh(1300), &kIdentity);
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        Model emptied = r.model;
        Mesh &mesh = emptied.meshes[0];
        mesh = Mesh{};
        mesh.texcoords = {{}, {}, {}, {}};
        const WriteResult w = writeCmfMesh(emptied, QStringLiteral("m.cmf"));
        QVERIFY(w.ok());
        const ReadResult back = readCmfMesh(QStringLiteral("m.cmf"), w.data, &kIdentity);
        QVERIFY2(back.ok(), qPrintable(errorText(back)));
        QCOMPARE(back.model.meshes.size(), 1);
        QCOMPARE(back.model.meshes[0].vertexCount(), 0);
        QCOMPARE(back.model.meshes[0].texcoords.size(), 4);
        // The same file naming a million sets.
        QByteArray hostile = w.data;
        const QByteArray four("\x04\x00\x00\x00", 4);
        const qsizetype at = hostile.lastIndexOf(four);
        QVERIFY(at > 0);
        hostile.replace(at, 4, QByteArray("\x40\x42\x0f\x00", 4));
        const ReadResult refused = readCmfMesh(QStringLiteral("m.cmf"), hostile, &kIdentity);
        QVERIFY(!refused.ok());
        QVERIFY2(errorText(refused).contains(QLatin1String("1000000 texture coordinate sets")),
                 qPrintable(errorText(refused)));
    }

    void animationFields_data() { versions_data(); }
    void animationFields()
    {
        QFETCH(int, version);
        const QByteArray bytes = fx::animation(version);
        const ReadResult r = readCafAnimation(QStringLiteral("walk.caf"), bytes, kIdentity);
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        QCOMPARE(r.model.animations.size(), 1);
        const Animation &a = r.model.animations[0];
        QCOMPARE(a.name, QStringLiteral("walk"));
        QCOMPARE(a.duration, 2.0);
        QCOMPARE(a.tracks.size(), 2);
        QCOMPARE(a.tracks[0].joint, 1);
        QCOMPARE(a.tracks[0].translations.size(), 3);
        QCOMPARE(a.tracks[0].translations[2].value, QVector3D(2.0f, 0.5f, -1.0f));
        QCOMPARE(a.tracks[0].rotations[1].time, 1.0f);
        const QQuaternion q = a.tracks[0].rotations[1].value;
        QCOMPARE(QVector4D(q.x(), q.y(), q.z(), q.scalar()), QVector4D(0.0f, -0.6f, 0.0f, 0.8f));
        // The "bone's own translation" mark is no translation key.
        QCOMPARE(a.tracks[1].translations.size(), 0);
        QCOMPARE(a.tracks[1].rotations.size(), 3);
        Model model;
        model.skeleton = readCsfSkeleton(QStringLiteral("s.csf"), fx::skeleton(1100)).model.skeleton;
        model.animations = r.model.animations;
        const WriteResult w = writeCafAnimation(model, 0, QStringLiteral("walk.caf"));
        QVERIFY(w.ok());
        QCOMPARE(w.data.toHex(), bytes.toHex());
    }

    void compressedKeys()
    {
        const QByteArray bytes = fx::compressedAnimation();
        const ReadResult r = readCafAnimation(QStringLiteral("c.caf"), bytes, kIdentity);
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        const Animation &a = r.model.animations[0];
        QCOMPARE(a.tracks.size(), 2);
        const JointTrack &t = a.tracks[0];
        QCOMPARE(t.rotations.size(), 2);
        QCOMPARE(t.rotations[1].time, 0.5f); // 15 steps of 1/30 s
        // Fixed point: 4, -8 and 2 of 511 at the low range of 128 units.
        QCOMPARE(t.translations.size(), 1);
        QVERIFY(near(t.translations[0].value, QVector3D(4.0f / 511 * 128, -8.0f / 511 * 128, 2.0f / 511 * 128)));
        // 1228 of 2047 for x, w the rest of the unit length; Cal3D's axis negated.
        const float x = 1228.0f / 2047;
        const QQuaternion q0 = t.rotations[0].value;
        QVERIFY(std::abs(q0.x() + x) < 1e-6f && std::abs(q0.scalar() - std::sqrt(1 - x * x)) < 1e-6f);
        // The largest component was negative: the whole rotation comes back negated (the same rotation).
        const float y = 573.0f / 2047;
        const QQuaternion q1 = t.rotations[1].value;
        QVERIFY(std::abs(q1.y() + y) < 1e-6f && std::abs(q1.scalar() - std::sqrt(1 - y * y)) < 1e-6f);
        QVERIFY(a.tracks[1].translations.isEmpty());
        Model model;
        model.skeleton = readCsfSkeleton(QStringLiteral("s.csf"), fx::skeleton(1300)).model.skeleton;
        model.animations = r.model.animations;
        QCOMPARE(writeCafAnimation(model, 0, QStringLiteral("c.caf")).data.toHex(), bytes.toHex());
        // An edited key is encoded anew and reads back within the precision.
        model.animations[0].tracks[0].rotations[1].value = QQuaternion(0.8f, 0.0f, 0.6f, 0.0f);
        model.animations[0].tracks[0].translations[0].value = QVector3D(-3.0f, 0.25f, 100.0f);
        const WriteResult w = writeCafAnimation(model, 0, QStringLiteral("c.caf"));
        QVERIFY(w.ok());
        QCOMPARE(w.data.size(), bytes.size());
        const ReadResult again = readCafAnimation(QStringLiteral("c.caf"), w.data, kIdentity);
        QVERIFY2(again.ok(), qPrintable(errorText(again)));
        const QQuaternion e = again.model.animations[0].tracks[0].rotations[1].value;
        QVERIFY(std::abs(QQuaternion::dotProduct(e, QQuaternion(0.8f, 0.0f, 0.6f, 0.0f))) > 0.99999f);
        QVERIFY(near(again.model.animations[0].tracks[0].translations[0].value, QVector3D(-3.0f, 0.25f, 100.0f), 0.3f));
        // A time past the 10-bit step range cannot be compressed: written plain, with a warning.
        model.animations[0].tracks[1].rotations[0].time = 40.0f;
        const WriteResult plain = writeCafAnimation(model, 0, QStringLiteral("c.caf"));
        QVERIFY(plain.ok());
        QCOMPARE(plain.warnings.size(), 1);
        const ReadResult third = readCafAnimation(QStringLiteral("c.caf"), plain.data, kIdentity);
        QVERIFY2(third.ok(), qPrintable(errorText(third)));
        QCOMPARE(third.model.animations[0].tracks[1].rotations[0].time, 40.0f);
    }

    void materialFields_data() { versions_data(); }
    void materialFields()
    {
        QFETCH(int, version);
        const QByteArray bytes = fx::material(version);
        const ReadResult r = readCrfMaterial(QStringLiteral("hero_0.crf"), bytes);
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        const Material &m = r.model.materials[0];
        QCOMPARE(m.name, QStringLiteral("skin.png"));
        QCOMPARE(*m.ambient, QVector4D(16, 32, 48, 255) / 255.0f);
        QCOMPARE(m.diffuse->w(), 128.0f / 255.0f);
        QCOMPARE(*m.shininess, 12.5f);
        QCOMPARE(m.maps.size(), 2);
        QCOMPARE(m.maps[1].path, QStringLiteral("skin_bump.png"));
        QCOMPARE(m.maps[1].type, version >= 1300 ? QStringLiteral("bump") : QStringLiteral("diffuse"));
        QCOMPARE(writeCrfMaterial(r.model, 0, QStringLiteral("hero_0.crf")).data.toHex(), bytes.toHex());
        // Through XRF and back: the same bytes.
        const WriteResult xml = writeXrfMaterial(r.model, 0, QStringLiteral("hero_0.xrf"));
        ReadResult back = readXrfMaterial(QStringLiteral("hero_0.xrf"), xml.data);
        QVERIFY2(back.ok(), qPrintable(errorText(back)));
        back.model.materials[0].extras.insert(QStringLiteral("crf.version"), version);
        QCOMPARE(writeCrfMaterial(back.model, 0, QStringLiteral("hero_0.crf")).data.toHex(), bytes.toHex());
    }

    // Every prefix of every fixture fails cleanly, naming a byte offset
    // inside the file; counts beyond the bytes left fail before allocating.
    void damagedFiles()
    {
        const QList<QPair<QString, QByteArray>> files{{QStringLiteral("csf"), fx::skeleton(1100)},
                                                      {QStringLiteral("cmf"), fx::mesh(1300)},
                                                      {QStringLiteral("caf"), fx::animation(1301)},
                                                      {QStringLiteral("caf"), fx::compressedAnimation()},
                                                      {QStringLiteral("crf"), fx::material(1300)}};
        auto read = [](const QString &kind, QByteArrayView data) {
            if (kind == QLatin1String("csf"))
                return readCsfSkeleton(QStringLiteral("bad.csf"), data);
            if (kind == QLatin1String("cmf"))
                return readCmfMesh(QStringLiteral("bad.cmf"), data, &kIdentity);
            if (kind == QLatin1String("caf"))
                return readCafAnimation(QStringLiteral("bad.caf"), data, kIdentity);
            return readCrfMaterial(QStringLiteral("bad.crf"), data);
        };
        for (const auto &[kind, bytes] : files) {
            for (qsizetype n = 0; n < bytes.size(); ++n) {
                const ReadResult r = read(kind, QByteArrayView(bytes).first(n));
                QVERIFY2(!r.ok(), qPrintable(QStringLiteral("%1 cut at %2 read").arg(kind).arg(n)));
                QVERIFY(r.error->offset >= 0 && r.error->offset <= n);
                QVERIFY(r.error->toString().startsWith(QStringLiteral("bad.%1: byte ").arg(kind)));
            }
        }
        // A vertex count of 2^31-1 in a small file.
        QByteArray huge = fx::mesh(1100);
        qToLittleEndian<qint32>(0x7fffffff, huge.data() + 16);
        const ReadResult r = readCmfMesh(QStringLiteral("bad.cmf"), huge);
        QVERIFY(!r.ok());
        QCOMPARE(r.error->offset, 16);
        QVERIFY2(r.error->message.contains(QStringLiteral("cannot fit")), qPrintable(r.error->message));
        // An influence on a bone the skeleton lacks; a face vertex out of range.
        const QList<int> twoBones{0, 1};
        const ReadResult bone = readCmfMesh(QStringLiteral("bad.cmf"), fx::mesh(1100), &twoBones);
        QVERIFY(!bone.ok());
        QVERIFY2(bone.error->message.contains(QStringLiteral("not a bone")), qPrintable(bone.error->message));
        QByteArray face = fx::mesh(1100);
        qToLittleEndian<qint32>(9, face.data() + face.size() - 4);
        const ReadResult f = readCmfMesh(QStringLiteral("bad.cmf"), face);
        QVERIFY(!f.ok());
        QCOMPARE(f.error->offset, face.size() - 12);
        // Another magic, an unknown version.
        QByteArray version = fx::material(1100);
        qToLittleEndian<qint32>(1400, version.data() + 4);
        QCOMPARE(readCrfMaterial(QStringLiteral("bad.crf"), version).error->offset, 4);
        QVERIFY(!readCrfMaterial(QStringLiteral("bad.crf"), fx::mesh(1100)).ok());
    }

    void detectionAndFormatTable()
    {
        QTemporaryDir dir;
        const QList<QPair<QString, QByteArray>> files{{QStringLiteral("csf"), fx::skeleton(1100)},
                                                      {QStringLiteral("cmf"), fx::mesh(1300)},
                                                      {QStringLiteral("caf"), fx::animation(1100)},
                                                      {QStringLiteral("crf"), fx::material(1100)}};
        for (const auto &[format, bytes] : files) {
            // By content, whatever the name says.
            const QString path = dir.filePath(QStringLiteral("file_%1.bin").arg(format));
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(bytes);
            f.close();
            QCOMPARE(detectFormat(path), format);
            QCOMPARE(formatForWriting(QStringLiteral("out.") + format), format);
        }
        // A CAF alone takes the skeleton beside it by name.
        QFile::copy(dir.filePath(QStringLiteral("file_csf.bin")), dir.filePath(QStringLiteral("hero.csf")));
        QFile::copy(dir.filePath(QStringLiteral("file_caf.bin")), dir.filePath(QStringLiteral("hero_walk.caf")));
        const ReadResult r = readModelFile(dir.filePath(QStringLiteral("hero_walk.caf")));
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        QCOMPARE(r.model.skeleton.size(), 3);
        QCOMPARE(r.model.animations.size(), 1);
        // A mesh with companions of both forms.
        QFile::copy(dir.filePath(QStringLiteral("file_cmf.bin")), dir.filePath(QStringLiteral("hero.cmf")));
        QFile::copy(dir.filePath(QStringLiteral("file_crf.bin")), dir.filePath(QStringLiteral("hero_0.crf")));
        ReadOptions options;
        options.companions << dir.filePath(QStringLiteral("hero.csf")) << dir.filePath(QStringLiteral("hero_walk.caf"))
                           << dir.filePath(QStringLiteral("hero_0.crf"));
        const ReadResult avatar = readModelFile(dir.filePath(QStringLiteral("hero.cmf")), options);
        QVERIFY2(avatar.ok(), qPrintable(errorText(avatar)));
        QCOMPARE(avatar.model.meshes.size(), 1);
        QCOMPARE(avatar.model.animations.size(), 1);
        QCOMPARE(avatar.model.materials.size(), 1);
    }
    // An animation of either form finds a skeleton of either form beside it;
    // of two as long a name, the one in the animation's own form.
    void animationFindsSkeletonOfEitherForm()
    {
        QTemporaryDir dir;
        auto write = [&](const QString &name, const QByteArray &bytes) {
            QFile f(dir.filePath(name));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(bytes);
        };
        QList<int> jointMap;
        const ReadResult skeleton = readCsfSkeleton(QStringLiteral("s.csf"), fx::skeleton(1100), &jointMap);
        QVERIFY2(skeleton.ok(), qPrintable(errorText(skeleton)));
        ReadResult animation = readCafAnimation(QStringLiteral("a.caf"), fx::animation(1100), jointMap);
        QVERIFY2(animation.ok(), qPrintable(errorText(animation)));
        Model both = skeleton.model;
        both.animations = animation.model.animations;
        const WriteResult xsf = writeXsfSkeleton(both, QStringLiteral("s.xsf"));
        const WriteResult xaf = writeXafAnimation(both, 0, QStringLiteral("a.xaf"));
        QVERIFY(xsf.ok() && xaf.ok());

        // XML animation, binary skeleton only.
        write(QStringLiteral("hero.csf"), fx::skeleton(1100));
        write(QStringLiteral("hero_walk.xaf"), xaf.data);
        ReadResult r = readModelFile(dir.filePath(QStringLiteral("hero_walk.xaf")));
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        QCOMPARE(r.model.skeleton.size(), 3);
        QCOMPARE(r.model.animations.size(), 1);
        QCOMPARE(r.model.animations[0].tracks.size(), animation.model.animations[0].tracks.size());
        QVERIFY(r.warnings.constFirst().message.endsWith(QStringLiteral("hero.csf")));

        // Both forms beside it: each animation takes its own form's skeleton.
        write(QStringLiteral("hero.xsf"), xsf.data);
        write(QStringLiteral("hero_walk.caf"), fx::animation(1100));
        r = readModelFile(dir.filePath(QStringLiteral("hero_walk.xaf")));
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        QVERIFY(r.warnings.constFirst().message.endsWith(QStringLiteral("hero.xsf")));
        r = readModelFile(dir.filePath(QStringLiteral("hero_walk.caf")));
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        QVERIFY(r.warnings.constFirst().message.endsWith(QStringLiteral("hero.csf")));

        // A longer matching name wins over the form.
        write(QStringLiteral("hero_walk.csf"), fx::skeleton(1100));
        r = readModelFile(dir.filePath(QStringLiteral("hero_walk.xaf")));
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        QVERIFY(r.warnings.constFirst().message.endsWith(QStringLiteral("hero_walk.csf")));

        // None beside it: the error names the file and what to give.
        QTemporaryDir empty;
        QFile::copy(dir.filePath(QStringLiteral("hero_walk.xaf")), empty.filePath(QStringLiteral("alone.xaf")));
        r = readModelFile(empty.filePath(QStringLiteral("alone.xaf")));
        QVERIFY(!r.ok());
        QVERIFY(errorText(r).contains(QStringLiteral("alone.xaf")));
        QVERIFY(errorText(r).contains(QStringLiteral(".xsf")));
    }
};

QTEST_GUILESS_MAIN(TestCal3dBinary)
#include "tst_cal3d_binary.moc"
