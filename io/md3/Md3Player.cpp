#include "io/md3/Md3Player.h"

#include "io/Formats.h"
#include "io/TgaImage.h"
#include "io/md3/Md3PlayerIcon.h"
#include "io/targets/AnimationMap.h"
#include "io/targets/EngineTarget.h"
#include "io/targets/TargetCompanions.h"
#include "model/Pose.h"
#include "model/Translate.h"
#include "model/ops/DeleteGeometry.h"
#include "model/ops/Lods.h"
#include "model/ops/ModelTransform.h"
#include "model/ops/TargetFixes.h"
#include "model/ops/TextureLookup.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStringDecoder>
#include <QTextStream>

#include <cmath>

namespace quarry {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

namespace {

enum Part : int { Lower, Upper, Head };

// Slots of quake3AnimationSlots(): BOTH_ 0-5, TORSO_ 6-12, LEGS_ 13-24.
constexpr int kFirstTorsoSlot = 6;
constexpr int kFirstLegsSlot = 13;
constexpr int kSlots = 25;

// A joint name for matching: decoded, lower case, the rig's prefix made
// one spelling ("Bip001 " and "Bip01 " as "bip01 ", "mixamorig1:" as
// "mixamorig:").
QString matchName(const QString &name)
{
    static const QRegularExpression biped(QStringLiteral("^bip0*1 "));
    static const QRegularExpression mixamo(QStringLiteral("^mixamorig\\d*:"));
    QString n = readableJointName(name).trimmed().toLower();
    n.replace(biped, QStringLiteral("bip01 "));
    n.replace(mixamo, QStringLiteral("mixamorig:"));
    return n;
}

// The first joint named one of `names` (as matchName spells them), in the
// order of `names`.
int jointOfRig(const Model &model, const QStringList &names)
{
    for (const QString &name : names)
        for (int j = 0; j < model.skeleton.size(); ++j)
            if (matchName(model.skeleton.joints[j].name) == name)
                return j;
    return -1;
}

int jointContaining(const Model &model, const QStringList &words)
{
    for (const QString &word : words)
        for (int j = 0; j < model.skeleton.size(); ++j)
            if (matchName(model.skeleton.joints[j].name).contains(word))
                return j;
    return -1;
}

int rightHand(const Model &model)
{
    static const QRegularExpression right(QStringLiteral("(right|(^|[^a-z])r([^a-z]|$))"),
                                          QRegularExpression::CaseInsensitiveOption);
    for (int j = 0; j < model.skeleton.size(); ++j) {
        const QString name = matchName(model.skeleton.joints[j].name);
        if (name.contains(QLatin1String("hand")) && right.match(name).hasMatch())
            return j;
    }
    return -1;
}

bool isFootName(const QString &n)
{
    return n.contains(QLatin1String("foot")) || n.contains(QLatin1String("ankle")) || n.contains(QLatin1String("toe"))
           || n.contains(QStringLiteral("足首")) || n.contains(QStringLiteral("つま先"));
}

bool isToeName(const QString &n)
{
    return n.contains(QLatin1String("toe")) || n.contains(QStringLiteral("つま先"));
}

bool isEyeName(const QString &n)
{
    return (n.contains(QLatin1String("eye")) || n.contains(QStringLiteral("目"))) && !n.contains(QLatin1String("brow"))
           && !n.contains(QLatin1String("lid")) && !n.contains(QLatin1String("lash"))
           && !n.contains(QStringLiteral("眉"));
}

// Whether `joint` is `ancestor` or below it.
bool isUnder(const Skeleton &skeleton, int joint, int ancestor)
{
    for (int j = joint; j >= 0 && j < skeleton.size(); j = skeleton.joints[j].parent) {
        if (j == ancestor)
            return true;
        if (skeleton.joints[j].parent >= j)
            return false;
    }
    return false;
}

// The first joint on the way from the root to `head` that leaves every
// foot out, below one that holds them (the torso of a rig whose legs hang
// on the pelvis or the first spine joint); -1 without feet.
int torsoAboveTheFeet(const Model &model, int head)
{
    if (head < 0)
        return -1;
    QList<int> feet;
    for (int j = 0; j < model.skeleton.size(); ++j)
        if (isFootName(matchName(model.skeleton.joints[j].name)))
            feet << j;
    if (feet.isEmpty())
        return -1;
    QList<int> path;
    for (int j = head; j >= 0 && j < model.skeleton.size(); j = model.skeleton.joints[j].parent) {
        path.prepend(j);
        if (model.skeleton.joints[j].parent >= j)
            break;
    }
    bool heldFeet = false;
    for (int j : std::as_const(path)) {
        if (j == head)
            break;
        bool holds = false;
        for (int f : std::as_const(feet))
            holds = holds || isUnder(model.skeleton, f, j);
        if (holds)
            heldFeet = true;
        else if (heldFeet)
            return j;
    }
    return -1;
}

// The part of the model each joint moves.
QList<int> jointParts(const Model &model, const Quake3PlayerJoints &joints)
{
    QList<int> part(model.skeleton.size(), Lower);
    for (int j = 0; j < model.skeleton.size(); ++j) {
        const int parent = model.skeleton.joints[j].parent;
        part[j] = j == joints.head            ? Head
                  : j == joints.torso         ? Upper
                  : parent >= 0 && parent < j ? part[parent]
                                              : Lower;
    }
    return part;
}

// Per mesh, per vertex: the joint that weighs most on it, or -1.
QList<QList<int>> dominantJoints(const Model &model)
{
    QList<QList<int>> meshes;
    for (const Mesh &mesh : model.meshes) {
        QList<int> dominant(mesh.vertexCount(), -1);
        const int k = mesh.influencesPerVertex;
        if (mesh.isSkinned())
            for (qsizetype v = 0; v < mesh.vertexCount(); ++v) {
                float best = 0;
                for (int i = 0; i < k; ++i) {
                    const float w = mesh.blendWeights.value(v * k + i);
                    const quint32 j = mesh.blendIndexes.value(v * k + i);
                    if (w > best && j < quint32(model.skeleton.size())) {
                        best = w;
                        dominant[v] = int(j);
                    }
                }
            }
        meshes << dominant;
    }
    return meshes;
}

// The part a triangle goes with: the one most of its vertices are in
// (lower on a tie).
int trianglePart(const Triangle &t, const QList<int> &dominant, const QList<int> &jointPart)
{
    int count[3] = {0, 0, 0};
    for (quint32 v : t) {
        const int j = dominant.value(v, -1);
        ++count[j >= 0 && j < jointPart.size() ? jointPart[j] : Lower];
    }
    return count[Upper] > count[Lower] && count[Upper] >= count[Head] ? Upper
           : count[Head] > count[Lower] && count[Head] > count[Upper] ? Head
                                                                      : Lower;
}

// How many triangles each part gets.
std::array<qsizetype, 3> partTriangles(const Model &model, const QList<QList<int>> &dominant,
                                       const QList<int> &jointPart)
{
    std::array<qsizetype, 3> counts{0, 0, 0};
    for (qsizetype m = 0; m < model.meshes.size(); ++m)
        for (const Triangle &t : model.meshes[m].triangles)
            ++counts[size_t(trianglePart(t, dominant[m], jointPart))];
    return counts;
}

// The model with only the triangles of `part`; meshes left empty are
// dropped, their morph tracks with them.
Model partModel(const Model &model, const QList<QList<int>> &dominant, const QList<int> &jointPart, int part)
{
    Model sub = model;
    sub.meshes.clear();
    QList<int> index(model.meshes.size(), -1);
    for (int m = 0; m < model.meshes.size(); ++m) {
        const Mesh &mesh = model.meshes[m];
        QList<bool> remove(mesh.triangles.size(), false);
        for (qsizetype t = 0; t < mesh.triangles.size(); ++t)
            remove[t] = trianglePart(mesh.triangles[t], dominant[m], jointPart) != part;
        Mesh copy = mesh;
        removeGeometry(copy, remove, {}, true);
        if (copy.triangles.isEmpty())
            continue;
        index[m] = int(sub.meshes.size());
        sub.meshes.append(copy);
    }
    for (Animation &a : sub.animations) {
        QList<MorphTrack> kept;
        for (MorphTrack t : std::as_const(a.morphTracks))
            if (t.mesh >= 0 && t.mesh < index.size() && index[t.mesh] >= 0) {
                t.mesh = index[t.mesh];
                kept.append(t);
            }
        a.morphTracks = kept;
    }
    return sub;
}

// A tag where `joint` sits in the bind pose, on the joint's parent (so the
// part from `joint` on moves against it in its own frames), with the
// model's axes in the pose `world` (the bind pose, for the parts: the game
// turns each part about the model's own axes). On the joint itself where
// `atJoint` or it is a root.
void addTag(Model &model, const QString &name, int joint, bool atJoint, const QList<QMatrix4x4> &world)
{
    Joint tag;
    tag.name = name;
    const int parent = model.skeleton.joints[joint].parent;
    if (atJoint || parent < 0) {
        tag.parent = joint;
    } else {
        tag.parent = parent;
        tag.bind.translation = model.skeleton.joints[joint].bind.translation;
    }
    tag.bind.rotation = Transform::fromMatrix(world[tag.parent]).rotation.inverted().normalized();
    model.skeleton.joints.append(tag);
}

QList<int> slotAnimations(const AnimationMap &map, int from, int to)
{
    QList<int> animations;
    for (int s = from; s < to; ++s)
        if (!animations.contains(map[s]))
            animations.append(map[s]);
    return animations;
}

int framesOf(const Model &model, const QList<int> &animations)
{
    int frames = 0;
    for (int a : animations)
        frames += model.animations[a].frameCount();
    return frames;
}

QByteArray playerAnimationConfig(const Model &model, const QList<AnimationSlot> &order, const AnimationMap &map)
{
    const QList<int> both = slotAnimations(map, 0, kFirstTorsoSlot);
    const QList<int> torso = slotAnimations(map, kFirstTorsoSlot, kFirstLegsSlot);
    const QList<int> legs = slotAnimations(map, kFirstLegsSlot, kSlots);
    QString text;
    QTextStream out(&text);
    out << "// animation config file\n\nsex m\n\n// first frame, num frames, looping frames, frames per second\n"
           "// (LEGS_ frames counted as if the TORSO_ frames came before them, as the game reads them)\n\n";
    for (int s = 0; s < kSlots; ++s) {
        const QList<int> &group = s < kFirstTorsoSlot ? both : s < kFirstLegsSlot ? torso : legs;
        int first = s < kFirstTorsoSlot  ? 0
                    : s < kFirstLegsSlot ? framesOf(model, both)
                                         : framesOf(model, both) + framesOf(model, torso);
        first += framesOf(model, group.mid(0, group.indexOf(map[s])));
        const Animation &a = model.animations[map[s]];
        const int count = a.frameCount();
        out << first << '\t' << count << '\t' << (a.loop ? count : 0) << '\t' << qRound(a.fps > 0 ? a.fps : 30.0)
            << "\t// " << order[s].name << '\n';
    }
    out.flush();
    return text.toUtf8();
}

// The slots' animations: from the map file, else proposed from names (not
// completed); sets *error when the file cannot be read.
AnimationMap playerAnimationMap(const Model &model, const QString &path, QString *error)
{
    const QList<AnimationSlot> order = quake3AnimationSlots();
    if (path.isEmpty())
        return proposeAnimationMap(order, model);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = tr("%1: cannot read the animation map").arg(path);
        return {};
    }
    AnimationMapResult read = readAnimationMap(path, file.readAll(), order, model);
    if (read.error) {
        *error = read.error->toString();
        return {};
    }
    return read.map;
}

} // namespace

QList<TargetFrameFile> quake3PlayerFrameFiles(const Model &model, const QString &animationMapPath)
{
    QList<TargetFrameFile> files{{QStringLiteral("lower.md3"), {}}, {QStringLiteral("upper.md3"), {}}};
    if (model.animations.isEmpty())
        return files; // the bind pose, one frame
    QString error;
    AnimationMap map = playerAnimationMap(model, animationMapPath, &error);
    if (!error.isEmpty()) // the export reports it
        map = proposeAnimationMap(quake3AnimationSlots(), model);
    completeAnimationMap(quake3AnimationSlots(), model, map);
    files[0].animations = slotAnimations(map, 0, kFirstTorsoSlot) + slotAnimations(map, kFirstLegsSlot, kSlots);
    files[1].animations = slotAnimations(map, 0, kFirstTorsoSlot)
                          + slotAnimations(map, kFirstTorsoSlot, kFirstLegsSlot);
    return files;
}

Quake3PlayerJoints findQuake3PlayerJoints(const Model &model, const Quake3PlayerOptions &options, QString *error)
{
    Quake3PlayerJoints joints;
    auto named = [&](const QString &name) {
        const int exact = model.skeleton.indexOf(name);
        if (exact >= 0)
            return exact;
        for (int j = 0; j < model.skeleton.size(); ++j)
            if (readableJointName(model.skeleton.joints[j].name) == name)
                return j;
        return -1;
    };
    const QString headName = QStringLiteral("頭");
    if (!options.headJoint.isEmpty())
        joints.head = named(options.headJoint);
    else {
        joints.head = jointOfRig(
            model, {QStringLiteral("bip01 head"), QStringLiteral("mixamorig:head"), headName, QStringLiteral("head")});
        if (joints.head < 0)
            joints.head = jointContaining(model, {QStringLiteral("head"), headName, QStringLiteral("neck")});
    }
    if (!options.torsoJoint.isEmpty())
        joints.torso = named(options.torsoJoint);
    else {
        joints.torso = jointOfRig(
            model, {QStringLiteral("bip01 spine1"), QStringLiteral("mixamorig:spine"), QStringLiteral("上半身")});
        if (joints.torso < 0)
            joints.torso = torsoAboveTheFeet(model, joints.head);
        if (joints.torso < 0)
            joints.torso = jointContaining(model, {QStringLiteral("spine"), QStringLiteral("chest")});
    }
    if (!options.weaponJoint.isEmpty())
        joints.weapon = named(options.weaponJoint);
    else {
        joints.weapon = jointOfRig(model,
                                   {QStringLiteral("bip01 r hand"), QStringLiteral("mixamorig:righthand"),
                                    QStringLiteral("右手首"), QStringLiteral("手首.r"), QStringLiteral("右手首.r")});
        if (joints.weapon < 0)
            joints.weapon = rightHand(model);
        if (joints.weapon < 0)
            joints.weapon = joints.head;
    }
    auto missing = [&](const QString &given, const char *what, const char *option) {
        *error = given.isEmpty()
                     ? tr("no %1 joint found by its name: give %2").arg(QLatin1String(what), QLatin1String(option))
                     : tr("no joint \"%1\" in the skeleton").arg(given);
    };
    if (joints.torso < 0)
        missing(options.torsoJoint, "torso", "--torso-joint");
    else if (joints.head < 0)
        missing(options.headJoint, "head", "--head-joint");
    else if (joints.weapon < 0)
        missing(options.weaponJoint, "weapon", "--weapon-joint");
    return joints;
}

QString readableJointName(const QString &name)
{
    if (name.size() < 3 || name[0] != QLatin1Char('b') || (name[1] != QLatin1Char('\'') && name[1] != QLatin1Char('"'))
        || name.back() != name[1])
        return name;
    QByteArray bytes;
    const QString body = name.mid(2, name.size() - 3);
    for (qsizetype i = 0; i < body.size(); ++i) {
        const QChar c = body[i];
        if (c != QLatin1Char('\\') || i + 1 >= body.size()) {
            if (c.unicode() > 0x7f)
                return name; // not a byte literal
            bytes += char(c.unicode());
            continue;
        }
        const QChar e = body[++i];
        if (e == QLatin1Char('x') && i + 2 < body.size()) {
            bool ok = false;
            const int value = body.mid(i + 1, 2).toInt(&ok, 16);
            if (!ok)
                return name;
            bytes += char(value);
            i += 2;
        } else if (e == QLatin1Char('n')) {
            bytes += '\n';
        } else if (e == QLatin1Char('t')) {
            bytes += '\t';
        } else {
            bytes += char(e.unicode() & 0x7f);
        }
    }
    QStringDecoder utf8(QStringDecoder::Utf8);
    const QString decoded = utf8(bytes);
    return utf8.hasError() ? name : decoded;
}

QVector3D parseQuake3Facing(const QString &text)
{
    const QString t = text.trimmed().toLower();
    if (t == QLatin1String("+x") || t == QLatin1String("x"))
        return {1, 0, 0};
    if (t == QLatin1String("-x"))
        return {-1, 0, 0};
    if (t == QLatin1String("+y") || t == QLatin1String("y"))
        return {0, 1, 0};
    if (t == QLatin1String("-y"))
        return {0, -1, 0};
    return {};
}

Quake3PlayerFacing findQuake3PlayerFacing(const Model &model)
{
    Quake3PlayerFacing result;
    const Skeleton &skeleton = model.skeleton;
    if (skeleton.isEmpty())
        return result;
    const QList<QMatrix4x4> world = skeleton.bindWorldMatrices();
    auto position = [&](int j) { return world[j].column(3).toVector3D(); };
    auto flat = [](QVector3D v) {
        v.setZ(0);
        return v.lengthSquared() > 1e-12f ? v.normalized() : QVector3D();
    };
    QList<QString> names;
    for (const Joint &j : skeleton.joints)
        names << matchName(j.name);
    QVector3D sum;
    QStringList evidence;
    // Toes ahead of their foot (the nearest foot or ankle above them).
    QVector3D toes;
    for (int j = 0; j < skeleton.size(); ++j) {
        if (!isToeName(names[j]))
            continue;
        int foot = skeleton.joints[j].parent;
        while (foot >= 0 && isToeName(names[foot]))
            foot = skeleton.joints[foot].parent;
        if (foot >= 0)
            toes += flat(position(j) - position(foot));
    }
    if (toes.length() > 0.5f) {
        sum += toes.normalized();
        evidence << tr("toes ahead of the ankles");
    }
    // Eyes ahead of the head.
    int head = jointOfRig(model, {QStringLiteral("bip01 head"), QStringLiteral("mixamorig:head"), QStringLiteral("頭"),
                                  QStringLiteral("head")});
    if (head < 0)
        head = jointContaining(model, {QStringLiteral("head"), QStringLiteral("頭")});
    QVector3D eyes;
    if (head >= 0)
        for (int j = 0; j < skeleton.size(); ++j)
            if (isEyeName(names[j]) && isUnder(skeleton, j, head) && j != head)
                eyes += flat(position(j) - position(head));
    if (eyes.length() > 0.5f) {
        sum += eyes.normalized();
        evidence << tr("eyes ahead of the head");
    }
    // Else the feet's vertices ahead of the ankles.
    if (evidence.isEmpty()) {
        QList<int> footOf(skeleton.size(), -1);
        for (int j = 0; j < skeleton.size(); ++j) {
            const int parent = skeleton.joints[j].parent;
            footOf[j] = isFootName(names[j]) && (parent < 0 || footOf[parent] < 0) ? j
                        : parent >= 0 && parent < j                                ? footOf[parent]
                                                                                   : -1;
        }
        QHash<int, std::pair<QVector3D, int>> centroids;
        for (const Mesh &mesh : model.meshes) {
            if (!mesh.isSkinned())
                continue;
            const int k = mesh.influencesPerVertex;
            for (qsizetype v = 0; v < mesh.vertexCount(); ++v) {
                float best = 0;
                int joint = -1;
                for (int i = 0; i < k; ++i) {
                    const float w = mesh.blendWeights.value(v * k + i);
                    const quint32 jj = mesh.blendIndexes.value(v * k + i);
                    if (w > best && jj < quint32(skeleton.size())) {
                        best = w;
                        joint = int(jj);
                    }
                }
                if (joint >= 0 && footOf[joint] >= 0) {
                    auto &c = centroids[footOf[joint]];
                    c.first += mesh.positions[v];
                    ++c.second;
                }
            }
        }
        QVector3D feet;
        for (auto it = centroids.cbegin(); it != centroids.cend(); ++it)
            feet += flat(it->first / float(it->second) - position(it.key()));
        if (feet.length() > 0.5f) {
            sum += feet.normalized();
            evidence << tr("the feet ahead of the ankles");
        }
    }
    if (sum.lengthSquared() < 1e-6f)
        return result;
    result.direction = std::abs(sum.x()) >= std::abs(sum.y()) ? QVector3D(sum.x() > 0 ? 1 : -1, 0, 0)
                                                              : QVector3D(0, sum.y() > 0 ? 1 : -1, 0);
    result.evidence = evidence.join(tr(", "));
    return result;
}

namespace {

// Turns the model to face +X and stands it on the game's floor; what was
// done, for the fixes; sets *error for a --facing that says no direction.
QStringList placePlayer(Model &model, const QString &facing, QString *warning, QString *error)
{
    QStringList fixes;
    QVector3D direction;
    QString evidence;
    if (facing.isEmpty() || facing.compare(QLatin1String("auto"), Qt::CaseInsensitive) == 0) {
        const Quake3PlayerFacing found = findQuake3PlayerFacing(model);
        direction = found.direction;
        evidence = found.evidence;
        if (direction.isNull()) {
            *warning = tr("which way the model faces cannot be told from its joints (toes, eyes) or its feet: it is "
                          "written facing +X as it is; give --facing if it faces elsewhere");
            direction = QVector3D(1, 0, 0);
        }
    } else {
        direction = parseQuake3Facing(facing);
        if (direction.isNull()) {
            *error = tr("--facing takes +x, -x, +y, -y or auto, not \"%1\"").arg(facing);
            return fixes;
        }
        evidence = tr("as given");
    }
    auto axisName = [](const QVector3D &d) {
        return d.x() > 0.5f    ? QStringLiteral("+X")
               : d.x() < -0.5f ? QStringLiteral("-X")
               : d.y() > 0.5f  ? QStringLiteral("+Y")
                               : QStringLiteral("-Y");
    };
    if (direction.x() < 0.5f) {
        Similarity turn;
        turn.rotation = QQuaternion::fromAxisAndAngle(
            0, 0, 1, -float(qRadiansToDegrees(std::atan2(double(direction.y()), double(direction.x())))));
        transformModel(model, turn);
        fixes
            << tr("turned to face +X, as the game draws players: it faced %1 (%2)").arg(axisName(direction), evidence);
    }
    const Bounds bounds = poseBounds(model, -1, 0.0);
    if (bounds.isValid()) {
        Similarity place;
        place.translation = QVector3D(-bounds.center().x(), -bounds.center().y(), kQuake3PlayerFloor - bounds.min.z());
        if (place.translation.length() > 1e-4f) {
            transformModel(model, place);
            fixes << tr("placed on the game's floor: the lowest point at Z = %1, the middle on the Z axis")
                         .arg(double(kQuake3PlayerFloor));
        }
    }
    return fixes;
}

// The names of the joints that, put in place of the torso (`torso`) or of
// the head joint, give every part triangles; at most eight.
QStringList jointsGivingParts(const Model &model, const QList<QList<int>> &dominant, const Quake3PlayerJoints &joints,
                              bool torso)
{
    QStringList names;
    for (int j = 0; j < model.skeleton.size() && names.size() < 8; ++j) {
        Quake3PlayerJoints choice = joints;
        (torso ? choice.torso : choice.head) = j;
        if (choice.torso == choice.head)
            continue;
        const std::array<qsizetype, 3> counts = partTriangles(model, dominant, jointParts(model, choice));
        if (counts[0] > 0 && counts[1] > 0 && counts[2] > 0)
            names << readableJointName(model.skeleton.joints[j].name);
    }
    return names;
}

// Sets *error when a part would have no triangles (the game refuses a
// part whose skin names no surface): which joint to choose instead.
void checkParts(const Model &model, const QList<QList<int>> &dominant, const Quake3PlayerJoints &joints, QString *error)
{
    const std::array<qsizetype, 3> counts = partTriangles(model, dominant, jointParts(model, joints));
    if (counts[0] > 0 && counts[1] > 0 && counts[2] > 0)
        return;
    const QString torsoName = readableJointName(model.skeleton.joints[joints.torso].name);
    const QString headName = readableJointName(model.skeleton.joints[joints.head].name);
    QString why;
    bool torso = true;
    if (counts[0] == 0) {
        why = tr("lower.md3 would have no triangles: every vertex weighs most on the torso joint \"%1\", on a joint "
                 "below it or on the head")
                  .arg(torsoName);
    } else if (counts[1] == 0) {
        why = tr("upper.md3 would have no triangles: no vertex weighs most on the torso joint \"%1\" or a joint "
                 "below it short of the head joint \"%2\"")
                  .arg(torsoName, headName);
    } else {
        why = tr("head.md3 would have no triangles: no vertex weighs most on the head joint \"%1\" or a joint below "
                 "it")
                  .arg(headName);
        torso = false;
    }
    const QStringList choices = jointsGivingParts(model, dominant, joints, torso);
    if (choices.isEmpty())
        *error = tr("%1; no choice of joints gives the three parts triangles (the game refuses a player with an "
                    "empty part): --single-model writes it as one model")
                     .arg(why);
    else
        *error = tr("%1, and the game refuses a player with an empty part: choose the %2 joint with %3, one of: %4")
                     .arg(why, torso ? tr("torso") : tr("head"),
                          torso ? QStringLiteral("--torso-joint") : QStringLiteral("--head-joint"),
                          choices.join(QStringLiteral(", ")));
}

// Each material's texture for the icon: given, else found beside the source.
QList<QImage> iconTextures(const Model &model, const Quake3PlayerOptions &options)
{
    QList<QImage> textures = options.materialImages;
    textures.resize(model.materials.size());
    for (qsizetype i = 0; i < model.materials.size(); ++i)
        if (textures[i].isNull() && !options.sourcePath.isEmpty()) {
            const QString found = findTexture(model.materials[i], options.sourcePath);
            QFile file(found);
            if (!found.isEmpty() && file.open(QIODevice::ReadOnly))
                textures[i] = decodeImage(file.readAll());
        }
    return textures;
}

} // namespace

Quake3PlayerFiles quake3PlayerFiles(const Model &source, const Quake3PlayerOptions &options)
{
    Quake3PlayerFiles result;
    if (source.skeleton.isEmpty()) {
        result.error = tr("a Quake III player is split by joints, and the model has no skeleton");
        return result;
    }
    const Quake3PlayerJoints joints = findQuake3PlayerJoints(source, options, &result.error);
    if (!result.ok())
        return result;
    Model model = source;
    // animation.cfg numbers the parts' frames one animation after the
    // other: clips read from an MD3's sidecar are not laid out as read.
    model.extras.remove(QStringLiteral("md3.clips"));
    const QList<QList<int>> dominant = dominantJoints(model);
    checkParts(model, dominant, joints, &result.error);
    if (!result.ok())
        return result;
    QString facingWarning;
    result.fixes << placePlayer(model, options.facing, &facingWarning, &result.error);
    if (!result.ok())
        return result;
    if (!facingWarning.isEmpty())
        result.warnings << facingWarning;
    if (addIdleAnimation(model))
        result.warnings << tr("the model has no animation: every slot plays its bind pose");
    const QList<AnimationSlot> order = quake3AnimationSlots();
    AnimationMap map = playerAnimationMap(model, options.animationMapPath, &result.error);
    if (!result.ok())
        return result;
    result.warnings << completeAnimationMap(order, model, map);

    const QList<int> parts = jointParts(model, joints);
    const QString tagTorso = QStringLiteral("tag_torso"), tagHead = QStringLiteral("tag_head"),
                  tagWeapon = QStringLiteral("tag_weapon");
    auto animations = [&](const QList<int> &list) {
        QList<Animation> chosen;
        for (int a : list)
            chosen.append(model.animations[a]);
        return chosen;
    };
    struct File
    {
        QString name;
        Model model;
        QStringList tags;
        QString origin;
    };
    // The parts hang on each other upright (the model's axes in the bind
    // pose); the weapon as the game aims it: along the model's axes at
    // TORSO_STAND's first frame, so a weapon modelled along +X points ahead.
    const QList<QMatrix4x4> bind = model.skeleton.bindWorldMatrices();
    const int stand = map.value(11, -1); // TORSO_STAND
    const QList<QMatrix4x4> standing = worldMatrices(model.skeleton, localPose(model, stand, 0.0));
    QList<File> files;
    Model lower = partModel(model, dominant, parts, Lower);
    addTag(lower, tagTorso, joints.torso, false, bind);
    lower.animations = animations(slotAnimations(map, 0, kFirstTorsoSlot)
                                  + slotAnimations(map, kFirstLegsSlot, kSlots));
    files.append({QStringLiteral("lower"), lower, {tagTorso}, {}});
    Model upper = partModel(model, dominant, parts, Upper);
    addTag(upper, tagTorso, joints.torso, false, bind);
    addTag(upper, tagHead, joints.head, false, bind);
    addTag(upper, tagWeapon, joints.weapon, true, standing);
    upper.animations = animations(slotAnimations(map, 0, kFirstTorsoSlot)
                                  + slotAnimations(map, kFirstTorsoSlot, kFirstLegsSlot));
    files.append({QStringLiteral("upper"), upper, {tagHead, tagWeapon}, tagTorso});
    Model head = partModel(model, dominant, parts, Head);
    addTag(head, tagHead, joints.head, false, bind);
    head.animations.clear();
    files.append({QStringLiteral("head"), head, {}, tagHead});

    const int lods = std::min(options.lods, kQuake3PlayerLods);
    if (options.lods > kQuake3PlayerLods)
        result.warnings
            << tr("Quake III draws at most %1 levels of detail: %2 are written").arg(kQuake3PlayerLods).arg(lods);
    for (const File &f : std::as_const(files)) {
        if (f.model.meshes.isEmpty()) { // checkParts saw to it; kept as the game's own rule
            result.error = tr("%1.md3 has no triangles: the game refuses the player").arg(f.name);
            return result;
        }
        WriteOptions write;
        write.options.insert(QStringLiteral("md3.tags"), f.tags);
        if (!f.origin.isEmpty())
            write.options.insert(QStringLiteral("md3.origin"), f.origin);
        for (int level = 0; level <= lods; ++level) {
            const QString name = level == 0 ? f.name + QStringLiteral(".md3")
                                            : QStringLiteral("%1_%2.md3").arg(f.name).arg(level);
            const Model lod = level == 0 ? f.model : simplifiedModel(f.model, lodRatio(level));
            const WriteResult w = encodeModelFile(lod, name, QStringLiteral("md3"), write);
            if (level == 0)
                for (const Diagnostic &d : w.warnings)
                    result.warnings << d.message;
            if (!w.ok()) {
                result.error = tr("%1: %2").arg(name, w.error->message);
                return result;
            }
            result.files.append({name, w.data});
            if (level > 0)
                result.fixes << tr("level of detail %1: %2 of %3 triangles (%4)")
                                    .arg(level)
                                    .arg(lod.triangleCount())
                                    .arg(f.model.triangleCount())
                                    .arg(name);
        }
        result.files.append({f.name + QStringLiteral("_default.skin"), skinText(f.model, {})});
    }
    result.files.append({QStringLiteral("animation.cfg"), playerAnimationConfig(model, order, map)});
    // cgame refuses a player without its icon (CG_RegisterClientModelname).
    result.files.append({QStringLiteral("icon_default.tga"),
                         encodeBottomUpTga(renderQuake3PlayerIcon(head, iconTextures(head, options)))});
    return result;
}

Quake3PlayerResult exportQuake3Player(const Model &model, const Quake3PlayerOptions &options)
{
    Quake3PlayerResult result;
    Quake3PlayerFiles made = quake3PlayerFiles(model, options);
    result.fixes = made.fixes;
    result.warnings = made.warnings;
    if (!made.ok()) {
        result.error = made.error;
        return result;
    }
    const QDir dir(options.directory);
    QList<FileBytes> bytes;
    for (const FileBytes &f : std::as_const(made.files))
        bytes.append({dir.filePath(f.path), f.data});
    if (!QDir().mkpath(dir.absolutePath())) {
        result.error = tr("%1: cannot create the folder").arg(dir.absolutePath());
        return result;
    }
    QString failed;
    if (const QString error = saveAllBytes(bytes, {}, &failed); !error.isEmpty()) {
        result.error = QStringLiteral("%1: %2").arg(failed, error);
        return result;
    }
    for (const FileBytes &f : std::as_const(made.files))
        result.files << f.path;
    return result;
}

} // namespace quarry
