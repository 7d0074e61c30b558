#include "model/ops/TargetCheck.h"

#include "model/Translate.h"
#include "model/ops/SkeletonEdit.h"
#include "model/ops/Weights.h"

#include <algorithm>
#include <cmath>

namespace quarry {

namespace {

// Animation `index` of a frame file: the model's, then the file's ranges.
const Animation *fileAnimation(const Model &model, const TargetFrameFile &file, int index)
{
    if (index >= 0 && index < model.animations.size())
        return &model.animations[index];
    const qsizetype range = index - model.animations.size();
    return range >= 0 && range < file.ranges.size() ? &file.ranges[range] : nullptr;
}

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

bool nonUniform(const QVector3D &s)
{
    const float tolerance = 1e-4f * std::max({std::abs(s.x()), std::abs(s.y()), std::abs(s.z()), 1.0f});
    return std::abs(s.x() - s.y()) > tolerance || std::abs(s.x() - s.z()) > tolerance;
}

bool negative(const QVector3D &s)
{
    return s.x() < 0 || s.y() < 0 || s.z() < 0;
}

bool notOne(const QVector3D &s)
{
    return (s - QVector3D(1, 1, 1)).length() > 1e-4f;
}

QString meshName(const Model &model, int index)
{
    const QString &name = model.meshes[index].name;
    return name.isEmpty() ? tr("mesh %1").arg(index) : QStringLiteral("\"%1\"").arg(name);
}

// The highest whole frame rate at or under the animations' own at which
// every file holds at most `limit` frames; 0 when not even 1 does.
int fittingFrameRate(const Model &model, const QList<TargetFrameFile> &files, int limit)
{
    double highest = 1;
    for (const TargetFrameFile &file : files)
        for (int a : file.animations)
            if (const Animation *animation = fileAnimation(model, file, a))
                highest = std::max(highest, animation->fps);
    for (int fps = int(std::min(std::ceil(highest), 1000.0)); fps >= 1; --fps)
        if (std::all_of(files.cbegin(), files.cend(),
                        [&](const TargetFrameFile &file) { return targetFileFrames(model, file, fps) <= limit; }))
            return fps;
    return 0;
}

} // namespace

qint64 targetFileFrames(const Model &model, const TargetFrameFile &file, double fps)
{
    qint64 frames = 0;
    for (int i : file.animations) {
        const Animation *animation = fileAnimation(model, file, i);
        if (!animation)
            continue;
        const Animation &a = *animation;
        const bool empty = a.tracks.isEmpty() && a.morphTracks.isEmpty() && a.duration <= 0;
        // A clip held to the length its slot requires keeps it.
        const int fixed = a.extras.value(QLatin1String(kAnimationFixedFrameCount)).toInt();
        if (fixed > 0 && fixed == a.frameCount())
            frames += fixed;
        else
            frames += fps > 0 ? (empty ? 1 : std::lround(a.duration * fps) + 1) : std::max(1, a.frameCount());
    }
    return std::max<qint64>(frames, 1);
}

qint64 estimatedIqmBytes(const Model &model)
{
    qint64 bytes = 124; // the header
    for (const Mesh &m : model.meshes) {
        qint64 perVertex = 12 + 12 + 8; // position, normal, one texture-coordinate set
        if (!m.tangents.isEmpty())
            perVertex += 16;
        if (!m.colors.isEmpty())
            perVertex += 4;
        if (m.isSkinned())
            perVertex += 8;
        bytes += perVertex * m.vertexCount() + 24 * qint64(m.triangles.size()) + 24; // triangles and adjacency
    }
    bytes += 48 * model.skeleton.size();
    for (const Animation &a : model.animations)
        bytes += qint64(a.frameCount()) * (20 * model.skeleton.size() + 32) + 20;
    return bytes;
}

QList<TargetFinding> checkTarget(const Model &model, const TargetLimits &limits, const TargetCheckOptions &options)
{
    QList<TargetFinding> findings;
    const QString engine = options.engine.isEmpty() ? tr("the engine") : options.engine;
    auto add = [&](TargetFinding::Kind kind, const QString &limit, qint64 allowed, qint64 actual, bool fixable,
                   const QString &subject, const QString &remedy, const Selection &selection = {}) {
        TargetFinding f{kind, limit, allowed, actual, fixable, remedy, {}, selection};
        f.message = (fixable ? tr("%1: %2 (%3 allows %4); export fixes it: %5")
                             : tr("%1: %2 (%3 allows %4); cannot be fixed on export: %5"))
                        .arg(subject, QString::number(actual), engine, limit, remedy);
        findings.append(f);
    };
    if (!limits.loadsIqm) {
        add(TargetFinding::Kind::NoLoader, tr("models in formats Quarry does not write"), 0, 0, false,
            tr("no loader for IQM, MD3 or MD5"),
            tr("the engine loads none of the model formats Quarry writes (IQM, MD3, MD5)"));
        return findings;
    }
    qint64 totalVertices = 0;
    for (int i = 0; i < model.meshes.size(); ++i) {
        const Mesh &mesh = model.meshes[i];
        totalVertices += mesh.vertexCount();
        Selection selection;
        selection.meshes = {i};
        if (limits.maxMeshVertices > 0 && mesh.vertexCount() > limits.maxMeshVertices)
            add(TargetFinding::Kind::MeshVertices, tr("%1 vertices per mesh").arg(limits.maxMeshVertices),
                limits.maxMeshVertices, mesh.vertexCount(), true, tr("Mesh %1 vertices").arg(meshName(model, i)),
                tr("the mesh is split into parts under the limit"), selection);
        if (limits.maxMeshTriangles > 0 && mesh.triangles.size() > limits.maxMeshTriangles)
            add(TargetFinding::Kind::MeshTriangles, tr("%1 triangles per mesh").arg(limits.maxMeshTriangles),
                limits.maxMeshTriangles, mesh.triangles.size(), true, tr("Mesh %1 triangles").arg(meshName(model, i)),
                tr("the mesh is split into parts under the limit"), selection);
        if (limits.maxInfluences > 0 && mesh.isSkinned() && maxUsedInfluences(mesh) > limits.maxInfluences)
            add(TargetFinding::Kind::Influences, tr("%1 influences per vertex").arg(limits.maxInfluences),
                limits.maxInfluences, maxUsedInfluences(mesh), true, tr("Mesh %1 influences").arg(meshName(model, i)),
                tr("the largest influences are kept and renormalized"), selection);
        for (const CustomAttribute &c : mesh.customs) {
            const bool wide = limits.maxCustomComponents > 0 && c.components > limits.maxCustomComponents;
            const bool odd = limits.refusesOddCustomTypes
                             && (c.type == ComponentType::Short || c.type == ComponentType::UShort
                                 || c.type == ComponentType::Half || c.type == ComponentType::Double);
            if (wide || odd)
                add(TargetFinding::Kind::CustomArray,
                    tr("%1 components, (u)byte, (u)int or float").arg(limits.maxCustomComponents),
                    limits.maxCustomComponents, c.components, true,
                    tr("Custom array \"%1\" of mesh %2 components").arg(c.name, meshName(model, i)),
                    tr("the array is left out (the engine refuses the whole model otherwise)"), selection);
        }
    }
    if (limits.maxTotalVertices > 0 && totalVertices > limits.maxTotalVertices) {
        Selection all;
        for (int i = 0; i < model.meshes.size(); ++i)
            all.meshes.append(i);
        add(TargetFinding::Kind::TotalVertices, tr("%1 vertices in all").arg(limits.maxTotalVertices),
            limits.maxTotalVertices, totalVertices, false, tr("Vertices in all meshes"),
            tr("simplify or remove meshes until at most %1 vertices remain").arg(limits.maxTotalVertices), all);
    }
    if (limits.maxTotalTriangles > 0) {
        qint64 triangles = 0;
        Selection all;
        for (int i = 0; i < model.meshes.size(); ++i) {
            triangles += model.meshes[i].triangles.size();
            all.meshes.append(i);
        }
        if (triangles > limits.maxTotalTriangles)
            add(TargetFinding::Kind::TotalTriangles, tr("%1 triangles in all").arg(limits.maxTotalTriangles),
                limits.maxTotalTriangles, triangles, false, tr("Triangles in all meshes"),
                tr("simplify or remove meshes until at most %1 triangles remain").arg(limits.maxTotalTriangles), all);
    }
    const qsizetype joints = model.skeleton.size();
    if (limits.maxJoints > 0 && joints > limits.maxJoints) {
        const qsizetype used = joints - unusedJoints(model).size();
        Selection selection;
        selection.mode = Selection::Mode::Joints;
        for (int j = 0; j < joints; ++j)
            selection.joints.append(j);
        if (used <= limits.maxJoints)
            add(TargetFinding::Kind::Joints, tr("%1 joints").arg(limits.maxJoints), limits.maxJoints, joints, true,
                tr("Joints"), tr("the %1 joints no vertex uses are removed").arg(joints - used), selection);
        else if (options.allowedJoints > 0 && options.allowedJoints <= limits.maxJoints)
            add(TargetFinding::Kind::Joints, tr("%1 joints").arg(limits.maxJoints), limits.maxJoints, joints, true,
                tr("Joints"),
                tr("the least-used leaf joints are merged into their parents down to %1").arg(options.allowedJoints),
                selection);
        else
            add(TargetFinding::Kind::Joints, tr("%1 joints").arg(limits.maxJoints), limits.maxJoints, joints, false,
                tr("Joints"),
                tr("allow merging joints with --max-joints %1 (or the dialog's joint limit), or "
                   "remove joints")
                    .arg(limits.maxJoints),
                selection);
    }
    if (limits.jointScale != JointScaleRule::Supported) {
        QList<int> scaled;
        bool animated = false;
        const bool ignored = limits.jointScale == JointScaleRule::Ignored;
        auto breaks = [ignored](const QVector3D &s) { return ignored ? notOne(s) : nonUniform(s) || negative(s); };
        for (int j = 0; j < joints; ++j)
            if (breaks(model.skeleton.joints[j].bind.scale))
                scaled.append(j);
        for (const Animation &a : model.animations)
            for (const JointTrack &t : a.tracks)
                for (const Vec3Key &k : t.scales)
                    if (breaks(k.value)) {
                        animated = true;
                        if (!scaled.contains(t.joint) && t.joint >= 0 && t.joint < joints)
                            scaled.append(t.joint);
                        break;
                    }
        if (!scaled.isEmpty()) {
            Selection selection;
            selection.mode = Selection::Mode::Joints;
            selection.joints = scaled;
            std::sort(selection.joints.begin(), selection.joints.end());
            add(TargetFinding::Kind::JointScale, ignored ? tr("no joint scale") : tr("uniform, positive joint scale"),
                0, scaled.size(), true, tr("Scaled joints"),
                animated ? tr("the bind pose's scale is baked away; animated scale is lost (a warning says which)")
                         : tr("the bind pose's scale is baked into the joints' positions"),
                selection);
        }
    }
    const bool noFrames = model.animations.isEmpty();
    if (limits.needsPoses && joints > 0 && noFrames)
        add(TargetFinding::Kind::Poses, tr("a pose per joint"), joints, 0, true, tr("Poses"),
            tr("a one-frame \"idle\" animation in the bind pose is added"));
    if (limits.needsBounds && noFrames)
        add(TargetFinding::Kind::Bounds, tr("bounds for every frame"), 1, 0, true, tr("Frame bounds"),
            tr("a one-frame \"idle\" animation is added, and bounds with it"));
    if (limits.needsAnimation && noFrames)
        add(TargetFinding::Kind::Animation, tr("at least one animation"), 1, 0, true, tr("Animations"),
            joints > 0 ? tr("a one-frame \"idle\" animation is added")
                       : tr("a root joint and a one-frame \"idle\" animation are added"));
    if (limits.maxFileBytes > 0) {
        const qint64 bytes = estimatedIqmBytes(model);
        if (bytes > limits.maxFileBytes)
            add(TargetFinding::Kind::FileSize, tr("%1 bytes").arg(limits.maxFileBytes), limits.maxFileBytes, bytes,
                false, tr("File size (estimated)"), tr("simplify the meshes or shorten the animations"));
    }
    if (limits.maxFrames > 0) {
        QList<TargetFrameFile> files;
        if (limits.frameFiles)
            files = limits.frameFiles(model, options.animationMap, options.keepSlotLengths);
        else {
            files.append({QString(), {}, {}});
            for (int a = 0; a < model.animations.size(); ++a)
                files[0].animations.append(a);
        }
        const double rate = options.fps > 0 ? options.fps : limits.frameRate;
        QList<TargetFrameFile> over;
        for (const TargetFrameFile &file : std::as_const(files))
            if (targetFileFrames(model, file, rate) > limits.maxFrames)
                over.append(file);
        const int fps = over.isEmpty() ? 0 : fittingFrameRate(model, files, limits.maxFrames);
        const bool fitted = limits.framesFitOnExport && options.fps <= 0 && !options.rateGiven;
        for (const TargetFrameFile &file : std::as_const(over)) {
            if (fitted) {
                add(TargetFinding::Kind::Frames,
                    tr("%1 frames per %2 file").arg(limits.maxFrames).arg(limits.framesFormat), limits.maxFrames,
                    targetFileFrames(model, file, rate), true,
                    file.name.isEmpty() ? tr("Frames") : tr("Frames in %1").arg(file.name),
                    fps > 0 ? tr("the export lowers the rate, or shortens the longest clips, until every part "
                                 "fits (--fps %1 fits with the clips whole; --player-format iqm keeps every frame)")
                                  .arg(fps)
                            : tr("the export shortens the longest clips until every part fits (--player-format "
                                 "iqm keeps every frame)"));
                continue;
            }
            QString fix = fps > 0 ? tr("resample with --fps %1 (or the dialog's frame rate) or lower, or export fewer "
                                       "animations")
                                        .arg(fps)
                                  : tr("export fewer or shorter animations (even --fps 1 gives more)");
            // The parts of a player (ioquake3's) can be IQM instead.
            if (limits.frameFiles)
                fix += tr("; or write the player's parts as IQM (--player-format iqm, the dialog's Player parts), "
                          "which has no frame cap");
            add(TargetFinding::Kind::Frames, tr("%1 frames per %2 file").arg(limits.maxFrames).arg(limits.framesFormat),
                limits.maxFrames, targetFileFrames(model, file, rate), false,
                file.name.isEmpty() ? tr("Frames") : tr("Frames in %1").arg(file.name), fix);
        }
    }
    return findings;
}

bool hasUnfixable(const QList<TargetFinding> &findings)
{
    return std::any_of(findings.cbegin(), findings.cend(), [](const TargetFinding &f) { return !f.fixable; });
}

QString targetFindingKindName(TargetFinding::Kind kind)
{
    switch (kind) {
    case TargetFinding::Kind::NoLoader: return QStringLiteral("noLoader");
    case TargetFinding::Kind::MeshVertices: return QStringLiteral("meshVertices");
    case TargetFinding::Kind::MeshTriangles: return QStringLiteral("meshTriangles");
    case TargetFinding::Kind::TotalVertices: return QStringLiteral("totalVertices");
    case TargetFinding::Kind::TotalTriangles: return QStringLiteral("totalTriangles");
    case TargetFinding::Kind::Joints: return QStringLiteral("joints");
    case TargetFinding::Kind::Influences: return QStringLiteral("influences");
    case TargetFinding::Kind::CustomArray: return QStringLiteral("customArray");
    case TargetFinding::Kind::JointScale: return QStringLiteral("jointScale");
    case TargetFinding::Kind::Poses: return QStringLiteral("poses");
    case TargetFinding::Kind::Bounds: return QStringLiteral("bounds");
    case TargetFinding::Kind::Animation: return QStringLiteral("animation");
    case TargetFinding::Kind::FileSize: return QStringLiteral("fileSize");
    case TargetFinding::Kind::Frames: return QStringLiteral("frames");
    case TargetFinding::Kind::PlayerSize: return QStringLiteral("playerSize");
    case TargetFinding::Kind::PlayerFacing: return QStringLiteral("playerFacing");
    case TargetFinding::Kind::PlayerFloor: return QStringLiteral("playerFloor");
    case TargetFinding::Kind::AnimationSlots: return QStringLiteral("animationSlots");
    case TargetFinding::Kind::FaceWinding: return QStringLiteral("faceWinding");
    case TargetFinding::Kind::PlayerMemory: return QStringLiteral("playerMemory");
    }
    return {};
}

} // namespace quarry
