// ioquake3's player as the game draws it: the joints of 3ds Max Biped,
// Mixamo and MMD rigs found by name (MMD's also as byte-string literals),
// which way a rig faces (toes, eyes), the player turned to face +X and
// standing on the game's floor, tag_weapon aimed where the torso stands,
// the icon drawn from the head, a part without triangles an error naming
// the joints to choose, TGA textures stored bottom-up.
#include "TargetModels.h"

#include "io/Formats.h"
#include "io/TgaImage.h"
#include "io/md3/Md3Player.h"
#include "io/targets/AnimationMap.h"
#include "io/targets/EngineTarget.h"
#include "io/targets/TargetExport.h"
#include "model/Pose.h"

#include <QDir>
#include <QImage>
#include <QTemporaryDir>
#include <QtTest>

#include <tuple>

using namespace quarry;
using namespace quarry::test;

namespace {

// A skeleton of these joints (parent by name, world position), no mesh.
Model skeletonOf(const QList<std::tuple<QString, QString, QVector3D>> &joints)
{
    Model model;
    QList<QVector3D> at;
    for (const auto &[name, parent, position] : joints) {
        Joint j;
        j.name = name;
        j.parent = parent.isEmpty() ? -1 : model.skeleton.indexOf(parent);
        j.bind.translation = position - (j.parent >= 0 ? at[j.parent] : QVector3D());
        model.skeleton.joints << j;
        at << position;
    }
    return model;
}

// A Python byte-string literal of `text`'s UTF-8, as some converters write MMD names.
QString byteLiteral(const QString &text)
{
    QString out = QStringLiteral("b'");
    for (const char c : text.toUtf8())
        out += quint8(c) < 0x80 ? QString(QLatin1Char(c))
                                : QStringLiteral("\\x%1").arg(quint8(c), 2, 16, QLatin1Char('0'));
    return out + QLatin1Char('\'');
}

TargetExportResult exportBiped(const QString &dir, const Model &model, const QString &facing = {})
{
    TargetExportOptions options;
    options.outputDirectory = dir;
    options.name = QStringLiteral("biped");
    options.sourcePath = dir + QStringLiteral("/biped.iqe");
    options.facing = facing;
    return exportForTarget(model, *findEngineTarget(QStringLiteral("ioquake3")), options);
}

} // namespace

class TestTargetPlayerRig : public QObject
{
    Q_OBJECT

private slots:
    // A 3ds Max Biped figure modelled facing -Y with its feet on Z = 0:
    // its joints found by name, turned to face +X (its toes tell), standing
    // on the game's floor with its middle on the Z axis, an icon drawn from
    // its face, a bottom-up TGA.
    void bipedFacesForwardOnTheFloor()
    {
        QTemporaryDir dir;
        QVERIFY(writeFigureTexture(dir.filePath(QStringLiteral("figure.png"))));
        const Model model = biped();
        QString error;
        const Quake3PlayerJoints joints = findQuake3PlayerJoints(model, {}, &error);
        QVERIFY(error.isEmpty());
        QCOMPARE(model.skeleton.joints[joints.torso].name, QStringLiteral("Bip01 Spine"));
        QCOMPARE(model.skeleton.joints[joints.head].name, QStringLiteral("Bip01 Head"));
        QCOMPARE(model.skeleton.joints[joints.weapon].name, QStringLiteral("Bip01 R Hand"));
        const Quake3PlayerFacing facing = findQuake3PlayerFacing(model);
        QCOMPARE(facing.direction, QVector3D(0, -1, 0));
        QVERIFY(facing.evidence.contains(QLatin1String("toes")));

        const TargetExportResult result = exportBiped(dir.path(), model);
        QVERIFY2(result.ok(), qPrintable(result.error));
        const QString fixes = result.fixes.join(QLatin1Char('\n'));
        QVERIFY2(fixes.contains(QLatin1String("it faced -Y (toes ahead of the ankles)")), qPrintable(fixes));
        QVERIFY2(fixes.contains(QLatin1String("lowest point at Z = -24")), qPrintable(fixes));
        const QDir folder(dir.filePath(QStringLiteral("models/players/biped")));
        ReadOptions allFrames;
        allFrames.options.insert(QStringLiteral("md3.sidecar"), false);
        const ReadResult lower = readModelFile(folder.filePath(QStringLiteral("lower.md3")), allFrames);
        const ReadResult head = readModelFile(folder.filePath(QStringLiteral("head.md3")), allFrames);
        QVERIFY(lower.ok() && head.ok());
        float lowest = INFINITY;
        Bounds bounds; // of the feet
        for (const Mesh &m : lower.model.meshes)
            for (const QVector3D &p : m.positions) {
                lowest = std::min(lowest, p.z());
                if (p.z() < kQuake3PlayerFloor + 4.0f)
                    bounds.add(p);
            }
        QVERIFY2(std::abs(lowest - kQuake3PlayerFloor) < 0.05f, qPrintable(QString::number(lowest)));
        // The toes ahead: the feet reach further along +X than back.
        QVERIFY2(bounds.max.x() > -bounds.min.x() + 0.5f,
                 qPrintable(QStringLiteral("%1 %2").arg(bounds.min.x()).arg(bounds.max.x())));
        // The face (the red band of the texture) looks along +X, the back (blue) along -X.
        int front = 0, back = 0;
        for (const Mesh &m : head.model.meshes)
            for (qsizetype v = 0; v < m.vertexCount(); ++v) {
                const float u = m.texcoords.value(0).value(v).x();
                front += m.normals[v].x() > 0.9f && std::abs(u - 0.125f) < 0.01f ? 1 : 0;
                back += m.normals[v].x() < -0.9f && std::abs(u - 0.5f) < 0.01f ? 1 : 0;
            }
        QCOMPARE(front, 4);
        QCOMPARE(back, 4);
        // The icon: 128 pixels square, stored bottom-up, the face in it.
        QFile iconFile(folder.filePath(QStringLiteral("icon_default.tga")));
        QVERIFY(iconFile.open(QIODevice::ReadOnly));
        const QByteArray bytes = iconFile.readAll();
        QVERIFY(bytes.size() > 18);
        QCOMPARE(int(quint8(bytes[17])) & 0x20, 0);
        const QImage icon = QImage::fromData(bytes, "TGA");
        QCOMPARE(icon.size(), QSize(128, 128));
        int red = 0, drawn = 0;
        for (int y = 0; y < icon.height(); ++y)
            for (int x = 0; x < icon.width(); ++x) {
                const QRgb c = icon.pixel(x, y);
                drawn += qAlpha(c) > 0 ? 1 : 0;
                red += qAlpha(c) > 0 && qRed(c) > 2 * qBlue(c) && qRed(c) > 2 * qGreen(c) ? 1 : 0;
            }
        QVERIFY2(drawn > 128 * 128 / 4 && red > drawn / 3, qPrintable(QStringLiteral("%1 %2").arg(drawn).arg(red)));
        // --facing says otherwise: facing +Y, it is turned the other way.
        QTemporaryDir other;
        const TargetExportResult given = exportBiped(other.path(), model, QStringLiteral("+y"));
        QVERIFY2(given.ok(), qPrintable(given.error));
        QVERIFY(given.fixes.join(QLatin1Char('\n')).contains(QLatin1String("it faced +Y (as given)")));
        QVERIFY(!exportBiped(other.path(), model, QStringLiteral("up")).ok());
    }

    // tag_weapon has the model's axes where the torso stands
    // (TORSO_STAND's first frame), not in the bind pose: a weapon, modelled
    // along +X, points ahead.
    void weaponPointsAheadWhereTheTorsoStands()
    {
        QTemporaryDir dir;
        Model model = biped();
        // The idle lowers the right arm's hand by turning the upper arm 70 degrees.
        Animation idle;
        idle.name = QStringLiteral("idle");
        idle.fps = 10;
        idle.duration = 0.1;
        JointTrack arm;
        arm.joint = model.skeleton.indexOf(QStringLiteral("Bip01 R UpperArm"));
        const QQuaternion turn = QQuaternion::fromAxisAndAngle(0, 1, 0, 70);
        arm.rotations << QuatKey{0.0f, turn} << QuatKey{0.1f, turn};
        idle.tracks << arm;
        model.animations << idle;
        const TargetExportResult result = exportBiped(dir.path(), model, QStringLiteral("+x"));
        QVERIFY2(result.ok(), qPrintable(result.error));
        ReadOptions allFrames;
        allFrames.options.insert(QStringLiteral("md3.sidecar"), false);
        const QDir folder(dir.filePath(QStringLiteral("models/players/biped")));
        const Model upper = readModelFile(folder.filePath(QStringLiteral("upper.md3")), allFrames).model;
        const Model lower = readModelFile(folder.filePath(QStringLiteral("lower.md3")), allFrames).model;
        const int weapon = upper.skeleton.indexOf(QStringLiteral("tag_weapon"));
        QVERIFY(weapon >= 0);
        // Every slot plays idle: frame 0 of each part is its stand.
        const QMatrix4x4 torso = worldMatrices(lower.skeleton, localPose(lower, 0, 0.0))[0];
        const QMatrix4x4 tag = torso * worldMatrices(upper.skeleton, localPose(upper, 0, 0.0))[weapon];
        for (int axis = 0; axis < 3; ++axis) {
            QVector3D expected;
            expected[axis] = 1;
            const QVector3D got = tag.column(axis).toVector3D();
            QVERIFY2((got - expected).length() < 0.02f,
                     qPrintable(QStringLiteral("axis %1: %2 %3 %4").arg(axis).arg(got.x()).arg(got.y()).arg(got.z())));
        }
    }

    // A part the split leaves without triangles is an error naming the
    // joints that would give it some: the game refuses a player with an
    // empty part (its skin names no surface). An avatar of head and hair
    // alone is no player at all.
    void emptyPartSaysWhichJoint()
    {
        QTemporaryDir dir;
        TargetExportOptions options;
        options.outputDirectory = dir.path();
        options.name = QStringLiteral("biped");
        // The neck: nothing weighs on it short of the head.
        options.torsoJoint = QStringLiteral("Bip01 Neck");
        const TargetExportResult low = exportForTarget(biped(), *findEngineTarget(QStringLiteral("ioquake3")), options);
        QVERIFY(!low.ok());
        QVERIFY2(low.error.contains(QLatin1String("upper.md3 would have no triangles")), qPrintable(low.error));
        QVERIFY2(low.error.contains(QLatin1String("--torso-joint"))
                     && low.error.contains(QLatin1String("Bip01 Spine1")),
                 qPrintable(low.error));
        Model hair = biped();
        const quint32 head = quint32(hair.skeleton.indexOf(QStringLiteral("Bip01 Head")));
        for (quint32 &j : hair.meshes[0].blendIndexes)
            j = head;
        const TargetExportResult none = exportBiped(dir.path(), hair);
        QVERIFY(!none.ok());
        QVERIFY2(none.error.contains(QLatin1String("lower.md3 would have no triangles"))
                     && none.error.contains(QLatin1String("--single-model")),
                 qPrintable(none.error));
        QVERIFY(QDir(dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries).isEmpty());
    }

    // The joints of Mixamo and MMD rigs (MMD names also as byte-string
    // literals) by name; which way a rig faces from its eyes; the head of a
    // rig without one by name at the joint its eyes hang on, the torso at
    // the first joint on the way there that leaves the feet out (the
    // corpus DokuroChan's rig).
    void findsRigsByName()
    {
        const auto v = [](float x, float y, float z) { return QVector3D(x, y, z); };
        const Model mixamo = skeletonOf(
            {{QStringLiteral("mixamorig1:Hips"), {}, v(0, 0, 100)},
             {QStringLiteral("mixamorig1:Spine"), QStringLiteral("mixamorig1:Hips"), v(0, 0, 110)},
             {QStringLiteral("mixamorig1:Neck"), QStringLiteral("mixamorig1:Spine"), v(0, 0, 150)},
             {QStringLiteral("mixamorig1:Head"), QStringLiteral("mixamorig1:Neck"), v(0, 0, 160)},
             {QStringLiteral("mixamorig1:LeftEye"), QStringLiteral("mixamorig1:Head"), v(3, 8, 168)},
             {QStringLiteral("mixamorig1:RightEye"), QStringLiteral("mixamorig1:Head"), v(-3, 8, 168)},
             {QStringLiteral("mixamorig1:RightArm"), QStringLiteral("mixamorig1:Spine"), v(-20, 0, 140)},
             {QStringLiteral("mixamorig1:RightHand"), QStringLiteral("mixamorig1:RightArm"), v(-50, 0, 140)}});
        QString error;
        Quake3PlayerJoints j = findQuake3PlayerJoints(mixamo, {}, &error);
        QVERIFY(error.isEmpty());
        QCOMPARE(j.torso, 1);
        QCOMPARE(j.head, 3);
        QCOMPARE(j.weapon, 7);
        const Quake3PlayerFacing eyes = findQuake3PlayerFacing(mixamo);
        QCOMPARE(eyes.direction, QVector3D(0, 1, 0));
        QVERIFY(eyes.evidence.contains(QLatin1String("eyes")));

        const QString upperBody = QStringLiteral("上半身"), lowerBody = QStringLiteral("下半身");
        QCOMPARE(readableJointName(byteLiteral(upperBody)), upperBody);
        QCOMPARE(readableJointName(QStringLiteral("b'\\xe9\\xa0\\xad'")), QStringLiteral("頭"));
        QCOMPARE(readableJointName(QStringLiteral("b'spine'")), QStringLiteral("spine"));
        QCOMPARE(readableJointName(QStringLiteral("bone")), QStringLiteral("bone"));
        QCOMPARE(readableJointName(QStringLiteral("b'\\xff'")), QStringLiteral("b'\\xff'")); // not UTF-8: as written
        for (bool literal : {false, true}) {
            auto n = [&](const QString &name) { return literal ? byteLiteral(name) : name; };
            const Model mmd = skeletonOf({{n(QStringLiteral("センター")), {}, v(0, 0, 10)},
                                          {n(lowerBody), n(QStringLiteral("センター")), v(0, 0, 11)},
                                          {n(QStringLiteral("左足")), n(lowerBody), v(1, 0, 10)},
                                          {n(upperBody), n(QStringLiteral("センター")), v(0, 0, 12)},
                                          {n(QStringLiteral("首")), n(upperBody), v(0, 0, 15)},
                                          {n(QStringLiteral("頭")), n(QStringLiteral("首")), v(0, 0, 16)},
                                          {n(QStringLiteral("右腕")), n(upperBody), v(-2, 0, 14)},
                                          {n(QStringLiteral("右手首")), n(QStringLiteral("右腕")), v(-5, 0, 14)}});
            j = findQuake3PlayerJoints(mmd, {}, &error);
            QVERIFY(error.isEmpty());
            QCOMPARE(j.torso, 3);
            QCOMPARE(j.head, 5);
            QCOMPARE(j.weapon, 7);
            // Named as the user reads them.
            Quake3PlayerOptions named;
            named.torsoJoint = upperBody;
            QCOMPARE(findQuake3PlayerJoints(mmd, named, &error).torso, 3);
        }
        const Model dokuro = skeletonOf(
            {{byteLiteral(QStringLiteral("全ての親")), {}, v(0, 0, 0)},
             {byteLiteral(QStringLiteral("センター")), byteLiteral(QStringLiteral("全ての親")), v(0, 0, 8)},
             {byteLiteral(lowerBody), byteLiteral(QStringLiteral("センター")), v(0, 0, 9)},
             {byteLiteral(QStringLiteral("足.L")), byteLiteral(lowerBody), v(1, 0, 8)},
             {QStringLiteral("b'Foot.L'"), byteLiteral(QStringLiteral("足.L")), v(1, 0, 1)},
             {QStringLiteral("b'pate'"), byteLiteral(QStringLiteral("センター")), v(0, 0, 10)},
             {QStringLiteral("b'pate2'"), QStringLiteral("b'pate'"), v(0, 0, 12)},
             {QStringLiteral("b'pate3'"), QStringLiteral("b'pate2'"), v(0, 0, 14)},
             {byteLiteral(QStringLiteral("目.L")), QStringLiteral("b'pate3'"), v(0.5f, -1, 15)},
             {byteLiteral(QStringLiteral("手首.R")), QStringLiteral("b'pate'"), v(-4, 0, 12)}});
        j = findQuake3PlayerJoints(dokuro, {}, &error);
        QVERIFY(error.isEmpty());
        QCOMPARE(j.torso, 5);
        QCOMPARE(j.head, 7);
        QCOMPARE(j.weapon, 9);
        QCOMPARE(findQuake3PlayerFacing(dokuro).direction, QVector3D(0, -1, 0));
    }

    // Animations named after the model ("paladin_walk", as the Cal3D
    // samples name theirs) play in the slots their names without the shared
    // prefix (or their words) match; exact names first.
    void animationsAfterTheirPrefix()
    {
        const QList<AnimationSlot> order = quake3AnimationSlots();
        auto slot = [&](const char *name) {
            for (int s = 0; s < order.size(); ++s)
                if (order[s].name == QLatin1String(name))
                    return s;
            return -1;
        };
        Model model = biped();
        for (const char *name : {"paladin_idle", "paladin_walk", "paladin_wave", "paladin_shoot_arrow"}) {
            Animation a;
            a.name = QLatin1String(name);
            model.animations << a;
        }
        AnimationMap map = proposeAnimationMap(order, model);
        QCOMPARE(map[slot("LEGS_IDLE")], 0);
        QCOMPARE(map[slot("TORSO_STAND")], 0);
        QCOMPARE(map[slot("LEGS_WALK")], 1);
        QCOMPARE(map[slot("TORSO_GESTURE")], 2);
        QCOMPARE(map[slot("TORSO_ATTACK")], 3); // shoot attacks, "arrow" names no other action
        // An exact name comes first; without a prefix all four share, the
        // words of the names still tell.
        model.animations[3].name = QStringLiteral("walk");
        map = proposeAnimationMap(order, model);
        QCOMPARE(map[slot("LEGS_WALK")], 3);
        QCOMPARE(map[slot("LEGS_IDLE")], 0);
        model.animations = {model.animations[0]};
        QCOMPARE(proposeAnimationMap(order, model)[slot("LEGS_IDLE")], 0); // one animation, named idle
    }

    // A TGA texture stored top down is stored bottom-up, as the game reads
    // every TGA (it ignores the header's top-down bit).
    void topDownTextureStoredBottomUp()
    {
        QTemporaryDir dir;
        QImage texture(8, 4, QImage::Format_RGB32);
        texture.fill(qRgb(0, 0, 255));
        for (int x = 0; x < 8; ++x)
            texture.setPixel(x, 0, qRgb(255, 0, 0)); // the top row red
        // Written top down, as some tools write TGA: the top row first,
        // bit 5 of the descriptor set; with the TGA 2.0 footer Qt reads.
        QByteArray tga(18, '\0');
        tga[2] = 2;
        tga[12] = 8;
        tga[14] = 4;
        tga[16] = 24;
        tga[17] = 0x20;
        for (int y = 0; y < 4; ++y)
            for (int x = 0; x < 8; ++x) {
                const QRgb c = texture.pixel(x, y);
                tga += char(qBlue(c));
                tga += char(qGreen(c));
                tga += char(qRed(c));
            }
        // Without the footer Qt reads no TGA; Quarry's own reader does.
        QCOMPARE(decodeTga(tga).convertToFormat(QImage::Format_RGB32), texture);
        QVERIFY(decodeTga(tga.left(tga.size() - 1)).isNull()); // cut short
        tga += QByteArray(8, '\0') + QByteArray("TRUEVISION-XFILE.") + '\0';
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("out")));
        QFile written(dir.filePath(QStringLiteral("out/skin.tga"))); // beside the source
        QVERIFY(written.open(QIODevice::WriteOnly));
        written.write(tga);
        written.close();
        QCOMPARE(QImage(written.fileName()).convertToFormat(QImage::Format_RGB32), texture);
        Model model = biped();
        model.materials[0].maps = {TextureMap{QStringLiteral("diffuse"), QStringLiteral("skin.tga")}};
        const TargetExportResult result = exportBiped(dir.filePath(QStringLiteral("out")), model);
        QVERIFY2(result.ok(), qPrintable(result.error));
        QVERIFY(result.fixes.join(QLatin1Char('\n')).contains(QLatin1String("skin.tga was stored top down")));
        QFile copy(dir.filePath(QStringLiteral("out/models/players/biped/skin.tga")));
        QVERIFY(copy.open(QIODevice::ReadOnly));
        const QByteArray bytes = copy.readAll();
        QCOMPARE(int(quint8(bytes[17])) & 0x20, 0);
        // The first row stored is the bottom (blue); the image reads back the same.
        QCOMPARE(int(quint8(bytes[18])), 255); // blue of the first pixel, BGR
        QCOMPARE(int(quint8(bytes[20])), 0);
        const QImage back = QImage::fromData(bytes, "TGA").convertToFormat(QImage::Format_RGB32);
        QCOMPARE(back, texture);
    }
};

QTEST_GUILESS_MAIN(TestTargetPlayerRig)
#include "tst_target_player_rig.moc"
