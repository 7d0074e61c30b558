// Posing by id: key a joint's pose at a time (setKey), copy a pose and
// paste it, as it was or mirrored (copyPose, pastePose), and mirror the
// pose of a frame or a range of frames (mirrorPose). Left and right joints
// pair by the name rules of mirrorWeights.
#include "model/operations/OperationSupport.h"

#include "model/Document.h"
#include "model/LocaleNumbers.h"
#include "model/Pose.h"
#include "model/commands/SetKeyCommand.h"
#include "model/commands/SetMorphKeyCommand.h"
#include "model/ops/JointEdit.h"
#include "model/ops/MirrorWeights.h"
#include "model/ops/MorphTracks.h"
#include "model/ops/PoseKeys.h"

#include <QRegularExpression>
#include <QVector3D>

#include <algorithm>

namespace quarry {

using namespace operation_support;
using Type = OperationOption::Type;

namespace {

// What copyPose copied last: one per process, as the key clipboard.
struct PoseClipboard
{
    QStringList names; // every joint of the skeleton copied from
    QList<Transform> pose; // local transforms of every joint
    QList<int> joints; // the joints copied
};

PoseClipboard &poseClipboard()
{
    static PoseClipboard clipboard;
    return clipboard;
}

OperationOption animationOption()
{
    return option("animation", Type::Animation, -1, "the clip (name or index); the current clip when not given");
}

OperationOption timeOption()
{
    return option("time", Type::Double, -1.0, "when, in seconds; -1: the current time");
}

OperationOption axisOption()
{
    return option("axis", Type::Choice, QStringLiteral("auto"),
                  "the axis across which to mirror (auto: the one along which left and right joints lie apart; "
                  "y when no joint has a partner, the sides of a model facing +X)",
                  {QStringLiteral("auto"), QStringLiteral("x"), QStringLiteral("y"), QStringLiteral("z")});
}

OperationOption nameRuleOption()
{
    return option("name_rule", Type::String, QStringLiteral("auto"),
                  "how left and right joints are named: auto, .L/.R, _l/_r, Left/Right, L/R, or custom:A/B "
                  "(the texts A and B swapped)");
}

int axisIndex(const Skeleton &skeleton, const QVariantMap &options)
{
    // Models face +X (the Quake family's convention): left and right lie along Y.
    return mirrorAxisNamed(options.value(QStringLiteral("axis")).toString(), skeleton,
                           options.value(QStringLiteral("name_rule")).toString(), 1);
}

double timeOf(const Document &document, const QVariantMap &options)
{
    const double time = options.value(QStringLiteral("time")).toDouble();
    return time < 0 ? document.currentTime() : time;
}

// The joints an option names, else the selected joints, else every joint.
QList<int> chosenJoints(const Document &document, const QVariant &given)
{
    QList<int> joints;
    for (const QVariant &v : given.toList())
        joints << v.toInt();
    if (joints.isEmpty())
        joints = document.selection().joints;
    if (joints.isEmpty())
        for (int j = 0; j < document.model().skeleton.joints.size(); ++j)
            joints << j;
    return joints;
}

QString needsSkeletonAndAnimation(const Document &document)
{
    const QString why = needsSkeleton(document);
    return why.isEmpty() ? needsAnimation(document) : why;
}

// setKey's morph=NAME: keys the weight of the targets the name picks.
OperationResult runSetMorphKey(Document &document, const QVariantMap &options, const QString &morph)
{
    const int animation = animationIndex(document, options);
    const int mesh = options.value(QStringLiteral("mesh")).toInt();
    QStringList unknown;
    const QList<int> rows = morphRowsNamed(document.model(), morph, mesh, &unknown);
    if (!unknown.isEmpty())
        return OperationResult::failure(
            mesh >= 0 ? tr("setKey: the mesh \"%1\" has no morph target \"%2\"")
                            .arg(document.model().meshes[mesh].name, unknown.join(QLatin1String(", ")))
                      : tr("setKey: no mesh has a morph target \"%1\"").arg(unknown.join(QLatin1String(", "))));
    if (mesh < 0 && rows.size() > 1) {
        QStringList meshes;
        for (int row : rows)
            meshes << QLatin1Char('"') + document.model().meshes[morphRowMesh(row)].name + QLatin1Char('"');
        return OperationResult::failure(tr("setKey: the morph target \"%1\" is in several meshes (%2): "
                                           "give the option \"mesh\"")
                                            .arg(morph, meshes.join(QLatin1String(", "))));
    }
    const double time = timeOf(document, options);
    const double weight = options.value(QStringLiteral("weight")).toDouble();
    return push(
        document, new SetMorphKeyCommand(&document, animation, rows, float(time), float(weight)),
        tr("Keyed the weight of %1 at %2 s.").arg(morphRowLabel(document.model(), rows.value(0)), localNumber(time)),
        tr("The key is already there."));
}

bool hasMorphTargets(const Document &document)
{
    const QList<Mesh> &meshes = document.model().meshes;
    return std::any_of(meshes.cbegin(), meshes.cend(), [](const Mesh &m) { return !m.morphs.isEmpty(); });
}

// setKey keys joints, or morph targets: a skeleton or targets, and a clip.
QString needsKeyable(const Document &document)
{
    if (hasMorphTargets(document))
        return needsAnimation(document);
    return needsSkeletonAndAnimation(document);
}

OperationResult runSetKey(Document &document, const QVariantMap &options)
{
    const QString morph = options.value(QStringLiteral("morph")).toString().trimmed();
    if (!morph.isEmpty())
        return runSetMorphKey(document, options, morph);
    if (document.model().skeleton.joints.isEmpty())
        return OperationResult::failure(tr("setKey: the model has no joints: give the option \"morph\""));
    const int animation = animationIndex(document, options);
    const int given = options.value(QStringLiteral("joint")).toInt();
    const QList<int> joints = given >= 0 ? QList<int>{given} : document.selection().joints;
    if (joints.isEmpty())
        return OperationResult::failure(tr("setKey: no joint: give the option \"joint\" or select a joint"));
    const double time = timeOf(document, options);
    const QList<Transform> pose = localPose(document.model(), animation, time);
    QList<PoseKey> keys = fullPoseKeys(pose, joints, float(time));
    const QVariant translation = options.value(QStringLiteral("translation"));
    const QVariant rotation = options.value(QStringLiteral("rotation"));
    const QVariant scale = options.value(QStringLiteral("scale"));
    for (PoseKey &key : keys) {
        if (translation.isValid())
            key.translation = translation.value<QVector3D>();
        if (rotation.isValid())
            key.rotation = rotationFromDegrees(rotation.value<QVector3D>());
        if (scale.isValid())
            key.scale = scale.value<QVector3D>();
    }
    return push(document, new SetKeyCommand(&document, animation, keys),
                tr("Keyed %n joints at %1 s.", nullptr, int(keys.size())).arg(localNumber(time)),
                tr("The keys are already there."));
}

OperationResult runCopyPose(Document &document, const QVariantMap &options)
{
    const int animation = animationIndex(document, options);
    const double time = timeOf(document, options);
    PoseClipboard clip;
    for (const Joint &joint : document.model().skeleton.joints)
        clip.names << joint.name;
    clip.pose = localPose(document.model(), animation, time);
    clip.joints = chosenJoints(document, options.value(QStringLiteral("joints")));
    poseClipboard() = clip;
    return {true, tr("Copied the pose of %n joints.", nullptr, int(clip.joints.size())), {}};
}

// The joint of `skeleton` that clipboard joint `index` names: by name, or
// by index where the names are the same list.
int jointFor(const Skeleton &skeleton, const PoseClipboard &clip, int index)
{
    if (index < 0 || index >= clip.names.size())
        return -1;
    if (index < skeleton.joints.size() && skeleton.joints[index].name == clip.names[index])
        return index;
    for (int j = 0; j < skeleton.joints.size(); ++j)
        if (skeleton.joints[j].name == clip.names[index])
            return j;
    return -1;
}

// Why the name_rule option is not a rule (empty when it is one).
QString badNameRule(const char *id, const QVariantMap &options)
{
    const QString rule = options.value(QStringLiteral("name_rule")).toString();
    if (isJointSideRule(rule))
        return {};
    return tr("%1: option \"name_rule\" expects one of %2 or custom:A/B, not \"%3\"")
        .arg(QLatin1String(id), jointSideRules().join(QLatin1String(", ")), rule);
}

// The sentence naming the joints mirroring left as they were (a side in
// the name, no partner), the first few by name; empty when there are none.
QString unpairedNote(const Skeleton &skeleton, const QList<int> &unpaired)
{
    if (unpaired.isEmpty())
        return {};
    constexpr int shown = 4;
    QStringList names;
    for (qsizetype i = 0; i < unpaired.size() && i < shown; ++i)
        names << skeleton.joints[unpaired[i]].name;
    QString list = names.join(QLatin1String(", "));
    if (unpaired.size() > shown)
        //: %1: the first joint names; %n: how many more joints
        list = tr("%1 and %n more", nullptr, int(unpaired.size() - shown)).arg(list);
    //: %1: joint names ("arm_L, hand_L")
    return tr("No partner found for %1: left as they were.").arg(list);
}

QString withNote(const QString &message, const QString &note)
{
    return note.isEmpty() ? message : message + QLatin1Char(' ') + note;
}

OperationResult runPastePose(Document &document, const QVariantMap &options)
{
    if (const QString why = badNameRule("pastePose", options); !why.isEmpty())
        return OperationResult::failure(why);
    const PoseClipboard &clip = poseClipboard();
    if (clip.joints.isEmpty())
        return OperationResult::failure(tr("pastePose: no pose copied: run copyPose first"));
    const Model &model = document.model();
    const int animation = animationIndex(document, options);
    const double time = timeOf(document, options);
    const QList<Transform> current = localPose(model, animation, time);
    QList<Transform> source = current; // the copied pose on this skeleton
    QList<int> copied;
    for (int i = 0; i < clip.pose.size(); ++i) {
        const int j = jointFor(model.skeleton, clip, i);
        if (j >= 0)
            source[j] = clip.pose[i];
    }
    for (int i : clip.joints)
        if (const int j = jointFor(model.skeleton, clip, i); j >= 0)
            copied << j;
    if (copied.isEmpty())
        return OperationResult::failure(tr("pastePose: no copied joint has a namesake in this skeleton"));
    QList<PoseKey> keys;
    QString note;
    if (options.value(QStringLiteral("mirrored")).toBool()) {
        const QString rule = options.value(QStringLiteral("name_rule")).toString();
        const QList<int> partners = mirroredJoints(model.skeleton, rule);
        // A joint that says its side but has no partner is left alone:
        // its own mirror image would put one side's pose on the other.
        QList<int> unpaired = unpairedSideJoints(model.skeleton, partners, rule);
        unpaired.removeIf([&copied](int j) { return !copied.contains(j); });
        note = unpairedNote(model.skeleton, unpaired);
        QList<int> targets;
        for (int j : copied)
            if (!unpaired.contains(j) && !targets.contains(partners[j]))
                targets << partners[j];
        if (targets.isEmpty())
            return {true, note, {}};
        const QList<Transform> mirrored = mirroredPose(model.skeleton, source, current, targets, partners,
                                                       axisIndex(model.skeleton, options));
        keys = fullPoseKeys(mirrored, targets, float(time));
    } else {
        keys = fullPoseKeys(source, copied, float(time));
    }
    return push(document,
                new SetKeyCommand(&document, animation, keys,
                                  options.value(QStringLiteral("mirrored")).toBool() ? tr("Paste Mirrored Pose")
                                                                                     : tr("Paste Pose")),
                withNote(tr("Pasted the pose of %n joints.", nullptr, int(keys.size())), note),
                withNote(tr("The pose is already there."), note));
}

// The times a "range" names: empty, the current time; "all", every frame
// of the clip; "A-B" or "A", frames A to B.
bool rangeTimes(const Document &document, const Animation &a, const QString &range, QList<double> *times,
                QString *error)
{
    const double fps = a.fps > 0 ? a.fps : 30.0;
    const int last = std::max(0, a.frameCount() - 1);
    int from = 0, to = last;
    if (range.trimmed().isEmpty()) {
        times->append(document.currentTime());
        return true;
    }
    if (range.trimmed() != QLatin1String("all")) {
        static const QRegularExpression pattern(QStringLiteral("^\\s*(\\d+)\\s*(?:-\\s*(\\d+))?\\s*$"));
        const auto match = pattern.match(range);
        if (!match.hasMatch()) {
            *error = tr("mirrorPose: range takes \"\" (the current frame), \"all\" or frames \"A-B\", not \"%1\"")
                         .arg(range);
            return false;
        }
        from = match.captured(1).toInt();
        to = match.captured(2).isEmpty() ? from : match.captured(2).toInt();
        if (from > to || to > last) {
            *error = tr("mirrorPose: the clip has frames 0 to %1, not %2").arg(last).arg(range);
            return false;
        }
    }
    for (int f = from; f <= to; ++f)
        times->append(f / fps);
    return true;
}

OperationResult runMirrorPose(Document &document, const QVariantMap &options)
{
    if (const QString why = badNameRule("mirrorPose", options); !why.isEmpty())
        return OperationResult::failure(why);
    const Model &model = document.model();
    const int animation = animationIndex(document, options);
    QList<double> times;
    QString error;
    if (!rangeTimes(document, model.animations[animation], options.value(QStringLiteral("range")).toString(), &times,
                    &error))
        return OperationResult::failure(error);
    const QString rule = options.value(QStringLiteral("name_rule")).toString();
    const QList<int> partners = mirroredJoints(model.skeleton, rule);
    const QList<int> unpaired = unpairedSideJoints(model.skeleton, partners, rule);
    const QString note = unpairedNote(model.skeleton, unpaired);
    QList<int> all; // every joint but those left as they were
    for (int j = 0; j < model.skeleton.joints.size(); ++j)
        if (!unpaired.contains(j))
            all << j;
    QList<PoseKey> keys;
    for (double time : times) {
        const QList<Transform> pose = localPose(model, animation, time);
        keys << fullPoseKeys(
            mirroredPose(model.skeleton, pose, pose, all, partners, axisIndex(model.skeleton, options)), all,
            float(time));
    }
    return push(document, new SetKeyCommand(&document, animation, keys, tr("Mirror Pose")),
                withNote(tr("Mirrored the pose at %n frames.", nullptr, int(times.size())), note),
                withNote(tr("The pose is its own mirror image."), note));
}

} // namespace

void addPoseOperations(QList<Operation> &list)
{
    const QString category = QStringLiteral("Animation");
    list.append(
        {QStringLiteral("setKey"),
         category,
         QStringLiteral("Set Key"),
         {animationOption(), option("joint", Type::Joint, -1, "the joint (-1: the selected joints)"), timeOption(),
          option("translation", Type::Vector3, QVariant(),
                 "the local translation; None: the joint's pose at that time"),
          option("rotation", Type::Vector3, QVariant(),
                 "the local rotation as angles about X, Y and Z in degrees; None: the joint's pose"),
          option("scale", Type::Vector3, QVariant(), "the local scale; None: the joint's pose"),
          option("morph", Type::String, QString(),
                 "a morph target to key instead of a joint: its name, or \"MESH / TARGET\""),
          option("weight", Type::Double, 1.0, "with morph: the target's weight (0: off, 1: the whole target)"),
          option("mesh", Type::Mesh, -1, "with morph: the mesh whose target it is, where several have one so named")},
         runSetKey,
         needsKeyable});
    list.append({QStringLiteral("copyPose"),
                 category,
                 QStringLiteral("Copy Pose"),
                 {animationOption(), timeOption(),
                  option("joints", Type::JointList, QVariantList(),
                         "the joints (names or indices); empty: the selected joints, or every joint")},
                 runCopyPose,
                 needsSkeletonAndAnimation});
    list.append(
        {QStringLiteral("pastePose"),
         category,
         QStringLiteral("Paste Pose"),
         {animationOption(), timeOption(),
          option("mirrored", Type::Bool, false, "give each joint's left or right partner the mirror image of its pose"),
          axisOption(), nameRuleOption()},
         runPastePose,
         needsSkeletonAndAnimation});
    list.append({QStringLiteral("mirrorPose"),
                 category,
                 QStringLiteral("Mirror Pose"),
                 {animationOption(), axisOption(),
                  option("range", Type::String, QString(),
                         "\"\": the current frame; \"all\": every frame; \"A-B\": frames A to B"),
                  nameRuleOption()},
                 runMirrorPose,
                 needsSkeletonAndAnimation});
}

} // namespace quarry
