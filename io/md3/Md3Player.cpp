#include "io/md3/Md3Player.h"

#include "io/Formats.h"
#include "io/targets/AnimationMap.h"
#include "io/targets/EngineTarget.h"
#include "io/targets/TargetCompanions.h"
#include "model/Translate.h"
#include "model/ops/DeleteGeometry.h"
#include "model/ops/Lods.h"
#include "model/ops/TargetFixes.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTextStream>

namespace quarry {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

namespace {

enum Part : int { Lower, Upper, Head };

// Slots of quake3AnimationSlots(): BOTH_ 0-5, TORSO_ 6-12, LEGS_ 13-24.
constexpr int kFirstTorsoSlot = 6;
constexpr int kFirstLegsSlot = 13;
constexpr int kSlots = 25;

int jointNamed(const Model &model, const QString &name, const QStringList &words)
{
    if (!name.isEmpty())
        return model.skeleton.indexOf(name);
    for (const QString &word : words)
        for (int j = 0; j < model.skeleton.size(); ++j)
            if (model.skeleton.joints[j].name.contains(word, Qt::CaseInsensitive))
                return j;
    return -1;
}

int rightHand(const Model &model)
{
    static const QRegularExpression right(QStringLiteral("(right|(^|[^a-z])r([^a-z]|$))"),
                                          QRegularExpression::CaseInsensitiveOption);
    for (int j = 0; j < model.skeleton.size(); ++j) {
        const QString &name = model.skeleton.joints[j].name;
        if (name.contains(QLatin1String("hand"), Qt::CaseInsensitive) && right.match(name).hasMatch())
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

// The model with only the triangles of `part`; meshes left empty are
// dropped, their morph tracks with them.
Model partModel(const Model &model, const QList<int> &jointPart, int part)
{
    Model sub = model;
    sub.meshes.clear();
    QList<int> index(model.meshes.size(), -1);
    for (int m = 0; m < model.meshes.size(); ++m) {
        const Mesh &mesh = model.meshes[m];
        const int k = mesh.influencesPerVertex;
        QList<int> vertexPart(mesh.vertexCount(), Lower);
        if (mesh.isSkinned())
            for (qsizetype v = 0; v < mesh.vertexCount(); ++v) {
                float best = 0;
                for (int i = 0; i < k; ++i) {
                    const float w = mesh.blendWeights.value(v * k + i);
                    const quint32 j = mesh.blendIndexes.value(v * k + i);
                    if (w > best && j < quint32(jointPart.size())) {
                        best = w;
                        vertexPart[v] = jointPart[j];
                    }
                }
            }
        QList<bool> remove(mesh.triangles.size(), false);
        for (qsizetype t = 0; t < mesh.triangles.size(); ++t) {
            int count[3] = {0, 0, 0};
            for (quint32 v : mesh.triangles[t])
                ++count[vertexPart.value(v)];
            const int chosen = count[Upper] > count[Lower] && count[Upper] >= count[Head] ? Upper
                               : count[Head] > count[Lower] && count[Head] > count[Upper] ? Head
                                                                                          : Lower;
            remove[t] = chosen != part;
        }
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
// model's axes in the bind pose, so that the game turns the part about the
// model's own axes. On the joint itself where `atJoint` or it is a root.
void addTag(Model &model, const QString &name, int joint, bool atJoint)
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
    const QList<QMatrix4x4> world = model.skeleton.bindWorldMatrices();
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
    joints.torso = jointNamed(model, options.torsoJoint, {QStringLiteral("spine"), QStringLiteral("chest")});
    joints.head = jointNamed(model, options.headJoint, {QStringLiteral("head"), QStringLiteral("neck")});
    joints.weapon = options.weaponJoint.isEmpty() ? rightHand(model) : model.skeleton.indexOf(options.weaponJoint);
    if (joints.weapon < 0 && options.weaponJoint.isEmpty())
        joints.weapon = joints.head;
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
    QList<File> files;
    Model lower = partModel(model, parts, Lower);
    addTag(lower, tagTorso, joints.torso, false);
    lower.animations = animations(slotAnimations(map, 0, kFirstTorsoSlot)
                                  + slotAnimations(map, kFirstLegsSlot, kSlots));
    files.append({QStringLiteral("lower"), lower, {tagTorso}, {}});
    Model upper = partModel(model, parts, Upper);
    addTag(upper, tagTorso, joints.torso, false);
    addTag(upper, tagHead, joints.head, false);
    addTag(upper, tagWeapon, joints.weapon, true);
    upper.animations = animations(slotAnimations(map, 0, kFirstTorsoSlot)
                                  + slotAnimations(map, kFirstTorsoSlot, kFirstLegsSlot));
    files.append({QStringLiteral("upper"), upper, {tagHead, tagWeapon}, tagTorso});
    Model head = partModel(model, parts, Head);
    addTag(head, tagHead, joints.head, false);
    head.animations.clear();
    files.append({QStringLiteral("head"), head, {}, tagHead});

    const int lods = std::min(options.lods, kQuake3PlayerLods);
    if (options.lods > kQuake3PlayerLods)
        result.warnings
            << tr("Quake III draws at most %1 levels of detail: %2 are written").arg(kQuake3PlayerLods).arg(lods);
    for (const File &f : std::as_const(files)) {
        if (f.model.meshes.isEmpty())
            result.warnings << tr("%1.md3 has no triangles: check the torso and head joints").arg(f.name);
        WriteOptions write;
        write.options.insert(QStringLiteral("md3.tags"), f.tags);
        write.options.insert(QStringLiteral("md3.splitAtCaps"), true);
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
    return result;
}

Quake3PlayerResult exportQuake3Player(const Model &model, const Quake3PlayerOptions &options)
{
    Quake3PlayerResult result;
    Quake3PlayerFiles made = quake3PlayerFiles(model, options);
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
