// ioquake3's player: `--target ioquake3` writes what cgame loads for a
// player, models/players/NAME/lower.md3, upper.md3 and head.md3 hanging on
// each other's tags, a skin for each part, animation.cfg, and with --lods
// the renderer's MD3 levels of detail (lower_1.md3, lower_2.md3, ...); the
// one-model form (--single-model) keeps one IQM. Read back with Quarry's
// readers.
#include "CliRunner.h"
#include "TargetModels.h"

#include "io/Formats.h"
#include "io/TgaImage.h"
#include "io/md3/Md3Player.h"
#include "io/targets/Pack.h"
#include "io/targets/TargetExport.h"
#include "model/Pose.h"

#include <QDir>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace quarry;
using namespace quarry::test;

namespace {

// A sphere on a chain hips -> spine -> head -> r_hand, each vertex weighted
// to the joint of its height (the hand takes none), with a walk animation
// (hips) and an attack (spine).
Model playerModel()
{
    Model model = riggedSphere(16, 24, 4);
    const char *names[] = {"hips", "spine", "head", "r_hand"};
    for (int j = 0; j < 4; ++j)
        model.skeleton.joints[j].name = QLatin1String(names[j]);
    Mesh &mesh = model.meshes[0];
    for (qsizetype v = 0; v < mesh.vertexCount(); ++v) {
        const float z = mesh.positions[v].z();
        mesh.blendIndexes[v * 2] = z < -0.3f ? 0 : z < 0.5f ? 1 : 2;
        mesh.blendIndexes[v * 2 + 1] = 0;
        mesh.blendWeights[v * 2] = 1.0f;
        mesh.blendWeights[v * 2 + 1] = 0.0f;
    }
    Animation walk = swayAnimation(1, 0.5);
    walk.name = QStringLiteral("walk");
    Animation attack = swayAnimation(2, 0.3);
    attack.name = QStringLiteral("attack");
    attack.tracks.removeFirst();
    model.animations = {walk, attack};
    return model;
}

// The player with a long attack: 110 s at 10 frames a second, 1,101
// frames, which upper.md3 holds beside the walk.
Model longAttack()
{
    Model model = playerModel();
    model.animations[1] = swayAnimation(2, 110);
    model.animations[1].name = QStringLiteral("attack");
    model.animations[1].tracks.removeFirst();
    return model;
}

TargetExportResult exportPlayer(const QString &dir, const Model &model, int lods, bool pack = false,
                                bool singleModel = false)
{
    TargetExportOptions options;
    options.outputDirectory = dir;
    options.name = QStringLiteral("hero");
    options.sourcePath = dir + QStringLiteral("/hero.iqe");
    options.lods = lods;
    options.pack = pack;
    options.singleModel = singleModel;
    return exportForTarget(model, *findEngineTarget(QStringLiteral("ioquake3")), options);
}

QStringList dataLines(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QStringList lines;
    for (const QString &line : QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'))) {
        const QString data = line.section(QStringLiteral("//"), 0, 0).trimmed();
        if (!data.isEmpty() && data.at(0).isDigit())
            lines << data;
    }
    return lines;
}

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

QStringList tagNames(const Model &model)
{
    QStringList names;
    for (const Joint &j : model.skeleton.joints)
        names << j.name;
    return names;
}

} // namespace

class TestTargetPlayer : public QObject
{
    Q_OBJECT

private slots:
    void ioquake3WritesThePlayer()
    {
        QTemporaryDir dir;
        const Model model = playerModel();
        const TargetExportResult result = exportPlayer(dir.path(), model, 0);
        QVERIFY2(result.ok(), qPrintable(result.error));
        const QDir folder(dir.filePath(QStringLiteral("models/players/hero")));
        for (const char *f : {"lower.md3", "upper.md3", "head.md3", "lower_default.skin", "upper_default.skin",
                              "head_default.skin", "animation.cfg"}) {
            QVERIFY2(result.files.contains(QStringLiteral("models/players/hero/") + QLatin1String(f)), f);
            QVERIFY2(QFileInfo::exists(folder.filePath(QLatin1String(f))), f);
        }
        for (const QString &f : result.files)
            QVERIFY2(!f.endsWith(QLatin1String(".iqm")), qPrintable(f));
        const ReadResult lower = readModelFile(folder.filePath(QStringLiteral("lower.md3")));
        const ReadResult upper = readModelFile(folder.filePath(QStringLiteral("upper.md3")));
        const ReadResult head = readModelFile(folder.filePath(QStringLiteral("head.md3")));
        QVERIFY(lower.ok() && upper.ok() && head.ok());
        // Read beside animation.cfg, the parts' animations are its slots:
        // walk plays in LEGS_WALK and, as the fallback, in every other slot,
        // so its frames in the legs are the clip of the first, LEGS_WALKCR.
        QCOMPARE(lower.model.animations.size(), 2);
        QCOMPARE(lower.model.animations[1].name, QStringLiteral("LEGS_WALKCR"));
        QCOMPARE(lower.model.animations[1].frameCount(), 6);
        QVERIFY(lower.notes.value(1).message.contains(QLatin1String("LEGS_WALK (as LEGS_WALKCR)")));
        // The tags the game hangs the parts and the weapon on.
        QCOMPARE(tagNames(lower.model), QStringList{QStringLiteral("tag_torso")});
        QCOMPARE(tagNames(upper.model), (QStringList{QStringLiteral("tag_head"), QStringLiteral("tag_weapon")}));
        QVERIFY(head.model.skeleton.isEmpty());
        // Every triangle lands in one part.
        QCOMPARE(lower.model.triangleCount() + upper.model.triangleCount() + head.model.triangleCount(),
                 model.triangleCount());
        QVERIFY(lower.model.triangleCount() > 0 && upper.model.triangleCount() > 0 && head.model.triangleCount() > 0);
        // Each skin names every surface of its part.
        for (const auto &[part, read] : {std::pair{"lower", &lower}, {"upper", &upper}, {"head", &head}}) {
            QFile skin(folder.filePath(QLatin1String(part) + QStringLiteral("_default.skin")));
            QVERIFY(skin.open(QIODevice::ReadOnly));
            const QString text = QString::fromUtf8(skin.readAll());
            for (const Mesh &m : read->model.meshes)
                QVERIFY2(text.contains(m.name + QLatin1Char(',')), part);
        }
        // animation.cfg: Quake III's 25 slots; LEGS_WALK (slot 14) plays
        // walk (6 frames at 10 fps), TORSO_ATTACK (slot 7) attack (4).
        const QStringList cfg = dataLines(folder.filePath(QStringLiteral("animation.cfg")));
        QCOMPARE(cfg.size(), 25);
        QCOMPARE(cfg[14].split(QRegularExpression(QStringLiteral("\\s+"))).value(1), QStringLiteral("6"));
        QCOMPARE(cfg[7].split(QRegularExpression(QStringLiteral("\\s+"))).value(1), QStringLiteral("4"));
        const int skip = cfg[13].section(QLatin1Char('\t'), 0, 0).toInt()
                         - cfg[6].section(QLatin1Char('\t'), 0, 0).toInt();
        const int walkFirst = cfg[14].section(QLatin1Char('\t'), 0, 0).toInt() - skip;
        ReadOptions allFrames; // every frame as one animation, as the game numbers them
        allFrames.options.insert(QStringLiteral("md3.sidecar"), false);
        const ReadResult lowerFrames = readModelFile(folder.filePath(QStringLiteral("lower.md3")), allFrames);
        QVERIFY(walkFirst + 6 <= lowerFrames.model.animations.value(0).frameCount());
    }

    void playerLevelsOfDetail()
    {
        QTemporaryDir dir;
        const TargetExportResult result = exportPlayer(dir.path(), playerModel(), 2, true);
        QVERIFY2(result.ok(), qPrintable(result.error));
        QVERIFY(result.warnings.filter(QStringLiteral("levels of detail")).isEmpty());
        const QDir folder(dir.filePath(QStringLiteral("models/players/hero")));
        for (const char *part : {"lower", "upper", "head"}) {
            const ReadResult full = readModelFile(folder.filePath(QLatin1String(part) + QStringLiteral(".md3")));
            QVERIFY(full.ok());
            qsizetype previous = full.model.triangleCount();
            for (int level = 1; level <= 2; ++level) {
                const QString name = QStringLiteral("%1_%2.md3").arg(QLatin1String(part)).arg(level);
                QVERIFY2(result.files.contains(QStringLiteral("models/players/hero/") + name), qPrintable(name));
                const ReadResult lod = readModelFile(folder.filePath(name));
                QVERIFY2(lod.ok(), qPrintable(name));
                QVERIFY2(lod.model.triangleCount() < previous || previous <= int(full.model.meshes.size()),
                         qPrintable(name));
                previous = lod.model.triangleCount();
                // The same tags and frames: the renderer swaps the surfaces
                // and keeps the animation.
                QCOMPARE(tagNames(lod.model), tagNames(full.model));
                QCOMPARE(lod.model.animations.size(), full.model.animations.size());
                if (!full.model.animations.isEmpty())
                    QCOMPARE(lod.model.animations[0].frameCount(), full.model.animations[0].frameCount());
            }
            QVERIFY(!QFileInfo::exists(folder.filePath(QLatin1String(part) + QStringLiteral("_3.md3"))));
        }
        // The archive holds the same files.
        QFile archive(result.archive);
        QVERIFY(archive.open(QIODevice::ReadOnly));
        QString error;
        QStringList names = zipEntryNames(archive.readAll(), &error);
        QStringList files = result.files;
        names.sort();
        files.sort();
        QCOMPARE(names, files);
        // Quake III loads at most two coarser levels.
        QTemporaryDir more;
        const TargetExportResult three = exportPlayer(more.path(), playerModel(), 3);
        QVERIFY2(three.ok(), qPrintable(three.error));
        QCOMPARE(three.warnings.filter(QStringLiteral("at most 2 levels")).size(), 1);
        QVERIFY(!three.files.contains(QStringLiteral("models/players/hero/lower_3.md3")));
    }

    void singleModelKeepsOneIqm()
    {
        QTemporaryDir dir;
        const TargetExportResult result = exportPlayer(dir.path(), playerModel(), 1, false, true);
        QVERIFY2(result.ok(), qPrintable(result.error));
        QCOMPARE(result.files.filter(QStringLiteral(".md3")).size(), 0);
        QVERIFY(result.files.contains(QStringLiteral("models/players/hero/hero.iqm")));
        QVERIFY(result.files.contains(QStringLiteral("models/players/hero/animation.cfg")));
        QVERIFY(result.files.contains(QStringLiteral("models/players/hero/hero_default.skin")));
        // ioquake3 draws no IQM levels of detail.
        QCOMPARE(result.warnings.filter(QStringLiteral("levels of detail")).size(), 1);
        const ReadResult back = readModelFile(dir.filePath(QStringLiteral("models/players/hero/hero.iqm")));
        QVERIFY(back.ok());
        QCOMPARE(back.model.skeleton.size(), 4);
    }

    void playerNeedsItsJoints()
    {
        QTemporaryDir dir;
        const TargetExportResult result = exportPlayer(dir.path(), riggedSphere(6, 8, 3), 0);
        QVERIFY(!result.ok());
        QVERIFY2(result.error.contains(QLatin1String("--single-model")), qPrintable(result.error));
        QVERIFY(QDir(dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries).isEmpty());
        Model noSkeleton = riggedSphere(6, 8, 0);
        const TargetExportResult flat = exportPlayer(dir.path(), noSkeleton, 0);
        QVERIFY(!flat.ok());
        QVERIFY2(flat.error.contains(QLatin1String("--single-model")), qPrintable(flat.error));
    }

    // MD3 holds at most 1,024 frames a file: the check counts each part's
    // (upper.md3 the BOTH_ and TORSO_ slots' animations, lower.md3 the
    // BOTH_ and LEGS_ ones) and says which --fps fits; the one-model form
    // (one IQM) has no such limit.
    void checkReportsTheFrameLimit()
    {
        const EngineTarget &player = *findEngineTarget(QStringLiteral("ioquake3"));
        QCOMPARE(player.limits.maxFrames, 1024);
        QVERIFY(checkTarget(playerModel(), player.limits).isEmpty());
        const Model model = longAttack();
        TargetCheckOptions check;
        check.engine = player.title;
        const QList<TargetFinding> findings = checkTarget(model, player.limits, check);
        QCOMPARE(findings.size(), 1); // upper.md3 only: lower.md3 holds 12 frames
        const TargetFinding &f = findings[0];
        QCOMPARE(f.kind, TargetFinding::Kind::Frames);
        QCOMPARE(f.allowed, 1024);
        QCOMPARE(f.actual, 1113); // walk twice (BOTH_ and TORSO_GESTURE's fallback), 6 frames each, attack 1,101
        QVERIFY(!f.fixable);
        QCOMPARE(targetFindingKindName(f.kind), QStringLiteral("frames"));
        QVERIFY2(f.message.contains(QLatin1String("Frames in upper.md3: 1113 (ioquake3 allows 1024 frames per MD3 "
                                                  "file)")),
                 qPrintable(f.message));
        QVERIFY2(f.message.contains(QLatin1String("--fps 9")), qPrintable(f.message));
        QVERIFY(checkTarget(model, singleModelForm(player).limits).isEmpty());
        // An animation map that leaves the attack out of upper.md3 fits.
        QTemporaryDir dir;
        const QString map = dir.filePath(QStringLiteral("map.txt"));
        QFile file(map);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("TORSO_ATTACK = walk\nTORSO_ATTACK2 = walk\n");
        file.close();
        check.animationMap = map;
        QVERIFY(checkTarget(model, player.limits, check).isEmpty());
        // The export refuses it with the same numbers, and at the --fps the check names writes it.
        const TargetExportResult refused = exportPlayer(dir.filePath(QStringLiteral("a")), model, 0);
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error.contains(QLatin1String("1113")), qPrintable(refused.error));
        TargetExportOptions options;
        options.outputDirectory = dir.filePath(QStringLiteral("b"));
        options.name = QStringLiteral("hero");
        options.conversion.fps = 9;
        const TargetExportResult fitted = exportForTarget(model, player, options);
        QVERIFY2(fitted.ok(), qPrintable(fitted.error));
        ReadOptions allFrames;
        allFrames.options.insert(QStringLiteral("md3.sidecar"), false);
        const ReadResult upper = readModelFile(dir.filePath(QStringLiteral("b/models/players/hero/upper.md3")),
                                               allFrames);
        QVERIFY(upper.ok());
        QCOMPARE(upper.model.animations.value(0).frameCount(), 1003); // 2 × 6 + 991, within 1,024
        options.conversion.fps = 10;
        options.outputDirectory = dir.filePath(QStringLiteral("c"));
        QVERIFY(!exportForTarget(model, player, options).ok());
    }

    void checkCommandLineSaysTheFrameLimit()
    {
        QTemporaryDir dir;
        const QString source = dir.filePath(QStringLiteral("hero.iqm"));
        QVERIFY(writeModelFile(longAttack(), source, QStringLiteral("iqm")).ok());
        const CliRun text = runQuarry(
            {QStringLiteral("check"), source, QStringLiteral("--target"), QStringLiteral("ioquake3")});
        QCOMPARE(text.exitCode, 1);
        QVERIFY2(text.out.contains(QLatin1String("error: Frames in upper.md3: 1113 (ioquake3 allows 1024 frames per "
                                                 "MD3 file); cannot be fixed on export: resample with --fps 9")),
                 qPrintable(text.out));
        const CliRun json = runQuarry({QStringLiteral("check"), source, QStringLiteral("--target"),
                                       QStringLiteral("ioquake3"), QStringLiteral("--json")});
        QCOMPARE(json.exitCode, 1);
        const QJsonArray findings =
            QJsonDocument::fromJson(json.out.toUtf8()).object().value(QStringLiteral("findings")).toArray();
        QCOMPARE(findings.size(), 1);
        const QJsonObject f = findings[0].toObject();
        QCOMPARE(f.value(QStringLiteral("kind")).toString(), QStringLiteral("frames"));
        QCOMPARE(f.value(QStringLiteral("allowed")).toInt(), 1024);
        QCOMPARE(f.value(QStringLiteral("actual")).toInt(), 1113);
        QCOMPARE(f.value(QStringLiteral("fixable")).toBool(), false);
        const CliRun single = runQuarry({QStringLiteral("check"), source, QStringLiteral("--target"),
                                         QStringLiteral("ioquake3"), QStringLiteral("--single-model")});
        QVERIFY2(!single.out.contains(QLatin1String("Frames")), qPrintable(single.out));
    }

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
        QCOMPARE(model.skeleton.joints[joints.torso].name, QStringLiteral("Bip01 Spine1"));
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
        options.torsoJoint = QStringLiteral("Bip01");
        const TargetExportResult low = exportForTarget(biped(), *findEngineTarget(QStringLiteral("ioquake3")), options);
        QVERIFY(!low.ok());
        QVERIFY2(low.error.contains(QLatin1String("lower.md3 would have no triangles")), qPrintable(low.error));
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
    // literals) by name; which way a rig faces from its eyes.
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

    void commandLine()
    {
        QTemporaryDir dir;
        const QString source = dir.filePath(QStringLiteral("hero.iqm"));
        QVERIFY(writeModelFile(playerModel(), source, QStringLiteral("iqm")).ok());
        const QString game = dir.filePath(QStringLiteral("game"));
        const CliRun run = runQuarry({QStringLiteral("convert"), source, QStringLiteral("--target"),
                                      QStringLiteral("ioquake3"), QStringLiteral("--out-dir"), game,
                                      QStringLiteral("--lods"), QStringLiteral("1")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        for (const char *f : {"lower.md3", "lower_1.md3", "upper_1.md3", "head.md3", "animation.cfg"})
            QVERIFY2(QFileInfo::exists(game + QStringLiteral("/models/players/hero/") + QLatin1String(f)), f);
        const CliRun single = runQuarry({QStringLiteral("convert"), source, QStringLiteral("--target"),
                                         QStringLiteral("ioquake3"), QStringLiteral("--single-model"),
                                         QStringLiteral("--out-dir"), game});
        QVERIFY2(single.exitCode == 0, qPrintable(single.err));
        QVERIFY(QFileInfo::exists(game + QStringLiteral("/models/players/hero/hero.iqm")));
        // --q3-player takes the levels of detail too.
        const QString player = dir.filePath(QStringLiteral("player"));
        const CliRun q3 = runQuarry({QStringLiteral("convert"), source, QStringLiteral("--to"), QStringLiteral("md3"),
                                     QStringLiteral("--q3-player"), player, QStringLiteral("--lods"),
                                     QStringLiteral("2")});
        QVERIFY2(q3.exitCode == 0, qPrintable(q3.err));
        QVERIFY(QFileInfo::exists(player + QStringLiteral("/upper_2.md3")));
    }
};

QTEST_GUILESS_MAIN(TestTargetPlayer)
#include "tst_target_player.moc"
