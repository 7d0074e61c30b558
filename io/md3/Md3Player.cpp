#include "io/md3/Md3Player.h"

#include "io/Formats.h"
#include "io/TgaImage.h"
#include "io/iqm/IqmWriter.h"
#include "io/md3/Md3Format.h"
#include "io/md3/Md3PlayerFrames.h"
#include "io/md3/Md3PlayerIcon.h"
#include "io/md3/Md3PlayerIqm.h"
#include "io/md3/Md3PlayerIqmFit.h"
#include "io/md3/Md3PlayerRenderer.h"
#include "io/md3/Md3PlayerRig.h"
#include "io/md3/Md3PlayerSizes.h"
#include "io/md3/Md3SkinNames.h"
#include "io/md3/Md3Writer.h"
#include "io/targets/AnimationMap.h"
#include "io/targets/EngineTarget.h"
#include "io/targets/TargetCompanions.h"
#include "model/Pose.h"
#include "model/Translate.h"
#include "model/ops/DeleteGeometry.h"
#include "model/ops/Lods.h"
#include "model/ops/MeshCombine.h"
#include "model/ops/TargetFixes.h"
#include "model/ops/TextureLookup.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTextStream>

namespace quarry {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

namespace {

enum Part : int { Lower, Upper, Head };

// Slots of quake3AnimationSlots(): BOTH_ 0-5, TORSO_ 6-12, LEGS_ 13-24.
constexpr int kSlots = 25;

// How many triangles each part gets.
std::array<qsizetype, 3> partTriangles(const Model &model, const QList<QList<int>> &vertexParts)
{
    std::array<qsizetype, 3> counts{0, 0, 0};
    for (qsizetype m = 0; m < model.meshes.size(); ++m)
        for (const Triangle &t : model.meshes[m].triangles)
            ++counts[size_t(quake3PlayerTrianglePart(t, vertexParts[m]))];
    return counts;
}

std::array<qsizetype, 3> partTriangles(const Model &model, const Quake3PlayerJoints &joints)
{
    return partTriangles(model, quake3PlayerVertexParts(model, quake3PlayerJointParts(model, joints)));
}

qint64 framesIn(const Model &model, const QList<int> &animations)
{
    qint64 frames = 0;
    for (int a : animations)
        frames += model.animations[a].frameCount();
    return std::max<qint64>(frames, 1);
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

QByteArray playerAnimationConfig(const Model &model, const QList<AnimationSlot> &order, const AnimationMap &map,
                                 const Quake3FrameLayout &layout)
{
    QString text;
    QTextStream out(&text);
    out << "// animation config file\n\nsex m\n\n// first frame, num frames, looping frames, frames per second\n"
           "// (LEGS_ frames counted as if the TORSO_ frames came before them, as the game reads them)\n\n";
    for (int s = 0; s < kSlots; ++s) {
        const int first = layout.first[s];
        const Animation &a = model.animations[map[s]];
        const int count = a.frameCount();
        // The slots Quake III's own players loop (the walks, runs, swim,
        // idles and turn), whether or not the source clip says so: a walk
        // played once would stop mid-stride.
        static const QStringList looping{QStringLiteral("LEGS_WALKCR"), QStringLiteral("LEGS_WALK"),
                                         QStringLiteral("LEGS_RUN"),    QStringLiteral("LEGS_BACK"),
                                         QStringLiteral("LEGS_SWIM"),   QStringLiteral("LEGS_IDLE"),
                                         QStringLiteral("LEGS_IDLECR"), QStringLiteral("LEGS_TURN")};
        const bool loop = a.loop || looping.contains(order[s].name);
        out << first << '\t' << count << '\t' << (loop ? count : 0) << '\t' << qRound(a.fps > 0 ? a.fps : 30.0)
            << "\t// " << order[s].name << '\n';
    }
    out.flush();
    return text.toUtf8();
}

// The slots' animations: from the map file, else proposed from names (not
// completed); sets *error when the file cannot be read. The map's time
// ranges go to *ranges, to be added after the model's animations.
AnimationMap playerAnimationMap(const Model &model, const QString &path, QString *error, QList<Animation> *ranges)
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
    *ranges = read.ranges;
    return read.map;
}

} // namespace

QList<int> quake3PlayerJointParts(const Model &model, const Quake3PlayerJoints &joints)
{
    QList<int> part(model.skeleton.size(), Lower);
    for (int j = 0; j < model.skeleton.size(); ++j) {
        const int parent = model.skeleton.joints[j].parent;
        part[j] = j == joints.head            ? Head
                  : joints.legs.contains(j)   ? Lower
                  : j == joints.torso         ? Upper
                  : parent >= 0 && parent < j ? part[parent]
                                              : Lower;
    }
    return part;
}

QList<QList<int>> quake3PlayerVertexParts(const Model &model, const QList<int> &jointParts)
{
    QList<QList<int>> meshes;
    for (const Mesh &mesh : model.meshes) {
        QList<int> parts(mesh.vertexCount(), Lower);
        const int k = mesh.influencesPerVertex;
        if (mesh.isSkinned())
            for (qsizetype v = 0; v < mesh.vertexCount(); ++v) {
                // The weight of each part's joints; a tie to the part of
                // the heaviest joint.
                float weight[3] = {0, 0, 0};
                float heaviest = 0;
                int heaviestPart = Lower;
                for (int i = 0; i < k; ++i) {
                    const float w = mesh.blendWeights.value(v * k + i);
                    const quint32 j = mesh.blendIndexes.value(v * k + i);
                    if (!(w > 0) || j >= quint32(jointParts.size()))
                        continue;
                    const int part = jointParts[int(j)];
                    weight[part] += w;
                    if (w > heaviest) {
                        heaviest = w;
                        heaviestPart = part;
                    }
                }
                int best = heaviestPart;
                for (int p = Lower; p <= Head; ++p)
                    if (weight[p] > weight[best] + 1e-4f)
                        best = p;
                parts[v] = best;
            }
        meshes << parts;
    }
    return meshes;
}

Quake3LaidFrames laidQuake3PlayerFrames(const Model &model, const QString &animationMapPath, bool keepSlotLengths)
{
    Quake3LaidFrames laid;
    laid.model = model;
    QString error;
    QList<Animation> ranges;
    laid.map = playerAnimationMap(model, animationMapPath, &error, &ranges);
    if (!error.isEmpty()) { // the export reports it
        laid.map = proposeAnimationMap(quake3AnimationSlots(), model);
        ranges.clear();
    }
    laid.model.animations << ranges;
    completeAnimationMap(quake3AnimationSlots(), laid.model, laid.map);
    if (!keepSlotLengths)
        holdQuake3SlotLengths(laid.model, laid.map);
    laid.layout = quake3FrameLayout(laid.model, laid.map);
    return laid;
}

QList<TargetFrameFile> quake3PlayerFrameFiles(const Model &model, const QString &animationMapPath, bool keepSlotLengths)
{
    QList<TargetFrameFile> files{{QStringLiteral("lower.md3"), {}, {}}, {QStringLiteral("upper.md3"), {}, {}}};
    if (model.animations.isEmpty())
        return files; // the bind pose, one frame
    const Quake3LaidFrames laid = laidQuake3PlayerFrames(model, animationMapPath, keepSlotLengths);
    files[0].ranges = files[1].ranges = laid.model.animations.mid(model.animations.size());
    files[0].animations = laid.layout.lower;
    files[1].animations = laid.layout.upper;
    return files;
}

namespace {

// The names of the joints that, put in place of the torso (`torso`) or of
// the head joint, give every part triangles; at most eight.
QStringList jointsGivingParts(const Model &model, const Quake3PlayerJoints &joints, bool torso)
{
    QStringList names;
    for (int j = 0; j < model.skeleton.size() && names.size() < 8; ++j) {
        Quake3PlayerJoints choice = joints;
        (torso ? choice.torso : choice.head) = j;
        if (choice.torso == choice.head)
            continue;
        const std::array<qsizetype, 3> counts = partTriangles(model, choice);
        if (counts[0] > 0 && counts[1] > 0 && counts[2] > 0)
            names << readableJointName(model.skeleton.joints[j].name);
    }
    return names;
}

// Sets *error when a part would have no triangles (the game refuses a
// part whose skin names no surface): which joint to choose instead.
void checkParts(const Model &model, const Quake3PlayerJoints &joints, QString *error)
{
    const std::array<qsizetype, 3> counts = partTriangles(model, joints);
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
    const QStringList choices = jointsGivingParts(model, joints, torso);
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
    result.fixes << quake3SkinSurfaceNames(model);
    checkParts(model, joints, &result.error);
    if (!result.ok())
        return result;
    QString facingWarning;
    result.fixes << placeQuake3Player(model, options.facing, &facingWarning, &result.error);
    if (!result.ok())
        return result;
    if (!facingWarning.isEmpty())
        result.warnings << facingWarning;
    if (addIdleAnimation(model))
        result.warnings << tr("the model has no animation: every slot plays its bind pose");
    const QList<AnimationSlot> order = quake3AnimationSlots();
    QList<Animation> ranges;
    AnimationMap map = playerAnimationMap(model, options.animationMapPath, &result.error, &ranges);
    if (!result.ok())
        return result;
    model.animations << ranges;
    result.warnings << completeAnimationMap(order, model, map);
    if (!options.keepSlotLengths)
        result.fixes << holdQuake3SlotLengths(model, map);

    const QList<QList<int>> parts = quake3PlayerVertexParts(model, quake3PlayerJointParts(model, joints));
    const int lods = std::min(options.lods, kQuake3PlayerLods);
    const bool iqm = options.format == QLatin1String("iqm");
    {
        // The game's memory: the rate lowered (or the clips shortened)
        // until the parts fit, unless the rate was given.
        const std::array<Quake3PartSize, 3> sizes = quake3PlayerPartSizes(model, parts, lods);
        const Quake3FrameLayout layout = quake3FrameLayout(model, map);
        if (options.fitFrames) {
            const Quake3FrameFit fit = fitQuake3PlayerFrames(model, layout, sizes[Lower], sizes[Upper], sizes[Head],
                                                             iqm);
            if (!fit.error.isEmpty()) {
                result.error = fit.error;
                return result;
            }
            if (!fit.fix.isEmpty())
                result.fixes << fit.fix;
        } else {
            const qint64 lowerFrames = framesIn(model, layout.lower), upperFrames = framesIn(model, layout.upper);
            const qint64 bytes = iqm ? quake3IqmPlayerHunkBytes(sizes[Lower], lowerFrames, sizes[Upper], upperFrames,
                                                                sizes[Head])
                                     : quake3PlayerHunkBytes(sizes[Lower], lowerFrames, sizes[Upper], upperFrames,
                                                             sizes[Head]);
            if (bytes > kQuake3PlayerHunkBudget)
                result.warnings << tr("the player's parts take about %1 MB of ioquake3's memory at the peak of "
                                      "loading, past the %2 MB it can spare of its %3 MB hunk (com_hunkMegs): "
                                      "without --fps the export lowers the rate until they fit%4")
                                       .arg(bytes >> 20)
                                       .arg(kQuake3PlayerHunkBudget >> 20)
                                       .arg(kQuake3HunkBytes >> 20)
                                       .arg(iqm ? QString()
                                                : tr(", and --player-format iqm keeps the frames as joint poses, "
                                                     "far smaller"));
        }
    }
    const Quake3FrameLayout layout = quake3FrameLayout(model, map);
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
    Model lower = quake3PlayerPartModel(model, parts, Lower);
    addTag(lower, tagTorso, joints.torso, false, bind);
    lower.animations = animations(layout.lower);
    files.append({QStringLiteral("lower"), lower, {tagTorso}, {}});
    Model upper = quake3PlayerPartModel(model, parts, Upper);
    addTag(upper, tagTorso, joints.torso, false, bind);
    addTag(upper, tagHead, joints.head, false, bind);
    addTag(upper, tagWeapon, joints.weapon, true, standing);
    upper.animations = animations(layout.upper);
    files.append({QStringLiteral("upper"), upper, {tagHead, tagWeapon}, tagTorso});
    Model head = quake3PlayerPartModel(model, parts, Head);
    addTag(head, tagHead, joints.head, false, bind);
    head.animations.clear();
    files.append({QStringLiteral("head"), head, {}, tagHead});

    if (options.lods > kQuake3PlayerLods)
        result.warnings
            << tr("Quake III draws at most %1 levels of detail: %2 are written").arg(kQuake3PlayerLods).arg(lods);
    const QString extension = iqm ? QStringLiteral("iqm") : QStringLiteral("md3");
    if (!iqm) // IQM holds any number of meshes
        for (File &f : files)
            if (const QString fix = fitQuake3PartSurfaces(f.model, f.name + QStringLiteral(".md3")); !fix.isEmpty())
                result.fixes << fix;
    for (const File &f : std::as_const(files)) {
        if (f.model.meshes.isEmpty()) { // checkParts saw to it; kept as the game's own rule
            result.error = tr("%1.%2 has no triangles: the game refuses the player").arg(f.name, extension);
            return result;
        }
        WriteOptions write;
        write.options.insert(QStringLiteral("md3.tags"), f.tags);
        write.options.insert(QStringLiteral("md3.splitAtCaps"), true);
        if (!f.origin.isEmpty())
            write.options.insert(QStringLiteral("md3.origin"), f.origin);
        // IQM: the part in its origin tag's space, with a frame at least
        // (the head's bind pose).
        Model base = iqm ? quake3IqmPart(f.model, f.origin) : f.model;
        if (iqm) {
            addIdleAnimation(base);
            if (const QString fix = addQuake3IqmTangents(base, f.name + QStringLiteral(".iqm")); !fix.isEmpty())
                result.fixes << fix;
        }
        std::shared_ptr<IqmSharedAnimation> shared;
        for (int level = 0; level <= lods; ++level) {
            const QString name = level == 0 ? QStringLiteral("%1.%2").arg(f.name, extension)
                                            : QStringLiteral("%1_%2.%3").arg(f.name).arg(level).arg(extension);
            const Model lod = level == 0 ? base : simplifiedModel(base, lodRatio(level));
            const WriteResult w = iqm ? writeIqm(lod, name, {}, shared)
                                      : encodeModelFile(lod, name, QStringLiteral("md3"), write);
            if (level == 0)
                for (const Diagnostic &d : w.warnings)
                    result.warnings << d.message;
            if (!w.ok()) {
                result.error = tr("%1: %2").arg(name, w.error->message);
                return result;
            }
            if (iqm && w.data.size() > kQuake3IqmMaxBytes) {
                result.error = tr("%1 is %2 bytes; ioquake3 loads an IQM of at most %3 (a lower --fps or fewer "
                                  "animations would fit)")
                                   .arg(name)
                                   .arg(w.data.size())
                                   .arg(kQuake3IqmMaxBytes);
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
    result.files.append({QStringLiteral("animation.cfg"), playerAnimationConfig(model, order, map, layout)});
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

QList<QList<int>> quake3PlayerVertexParts(const Model &model, const Quake3PlayerJoints &joints)
{
    return quake3PlayerVertexParts(model, quake3PlayerJointParts(model, joints));
}

} // namespace quarry
