#include "io/md3/Md3PlayerMemory.h"

#include "io/md3/Md3Format.h"
#include "io/md3/Md3PlayerSizes.h"
#include "model/Translate.h"
#include "model/ops/TargetFixes.h"

#include <cmath>

namespace quarry {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

namespace {

QString megabytes(qint64 bytes)
{
    return QString::number(double(bytes) / double(1 << 20), 'f', 1);
}

// The memory in words: the hunk, and the zone where a surface's buffer
// passes its share.
QString memoryText(const Quake3PlayerMemory &memory)
{
    QString text = tr("about %1 MB of ioquake3's hunk at the peak of loading (it can spare %2 MB of its %3 MB)")
                       .arg(megabytes(memory.hunk))
                       .arg(kQuake3PlayerHunkBudget >> 20)
                       .arg(kQuake3HunkBytes >> 20);
    if (memory.zone > kQuake3SurfaceZoneBudget)
        text += tr(", and %1 MB of its zone for one surface's vertex buffer (at most %2 MB)")
                    .arg(megabytes(memory.zone))
                    .arg(kQuake3SurfaceZoneBudget >> 20);
    return text;
}

} // namespace

QList<TargetFinding> checkQuake3PlayerMemory(const Model &model, const Quake3PlayerOptions &options, double fps)
{
    QList<TargetFinding> findings;
    if (model.skeleton.isEmpty())
        return findings;
    QString jointsError;
    const Quake3PlayerJoints joints = findQuake3PlayerJoints(model, options, &jointsError);
    if (!jointsError.isEmpty())
        return findings;
    // The counts as the export makes them: meshes split at the renderers'
    // caps (fixForTarget), a bind-pose frame for a model without
    // animations, the slots' clips laid out in the parts.
    Model source = model;
    splitMeshesAtCap(source, md3::kMaxSurfaceVertices, md3::kMaxSurfaceTriangles);
    addIdleAnimation(source);
    const Quake3LaidFrames laid = laidQuake3PlayerFrames(source, options.animationMapPath, options.keepSlotLengths);
    const QList<QList<int>> parts = quake3PlayerVertexParts(laid.model, quake3PlayerJointParts(laid.model, joints));
    const std::array<Quake3PartSize, 3> sizes = quake3PlayerPartSizes(laid.model, parts,
                                                                      std::min(options.lods, kQuake3PlayerLods));
    const bool iqm = options.format == QLatin1String("iqm");
    const Quake3FramePlan plan = planQuake3PlayerFrames(laid.model, laid.layout, sizes[0], sizes[1], sizes[2], iqm);
    TargetFinding f;
    f.kind = TargetFinding::Kind::PlayerMemory;
    f.limit = tr("%1 MB of the %2 MB hunk for a player").arg(kQuake3PlayerHunkBudget >> 20).arg(kQuake3HunkBytes >> 20);
    f.allowed = kQuake3PlayerHunkBudget;
    const QString subject = tr("Player memory (estimated)");
    if (fps > 0) {
        const Quake3PlayerMemory memory = quake3PlayerMemoryAt(laid.model, laid.layout, sizes[0], sizes[1], sizes[2],
                                                               iqm, fps);
        if (memory.fitsMemory())
            return findings;
        const int rate = quake3PlayerFittingRate(laid.model, laid.layout, sizes[0], sizes[1], sizes[2], iqm,
                                                 int(std::floor(fps)));
        f.actual = memory.hunk;
        f.fixable = false;
        f.remedy = rate > 0 ? tr("--fps %1 (or lower) fits with the clips whole").arg(rate)
                            : tr("no rate fits with the clips whole");
        if (!plan.fix.isEmpty())
            f.remedy += tr("; without --fps the export fits it: %1").arg(plan.fix);
        else if (!plan.error.isEmpty())
            f.remedy += QStringLiteral("; ") + plan.error;
        f.message = tr("%1: at --fps %2 the player's parts take %3; cannot be fixed on export (it writes them at "
                       "that rate and warns; the game may stop loading with \"Hunk_Alloc failed\"): %4")
                        .arg(subject)
                        .arg(fps, 0, 'g', 4)
                        .arg(memoryText(memory), f.remedy);
        findings << f;
        return findings;
    }
    if (plan.own.fitsMemory()) // within the memory; MD3's frame cap is the frames finding's
        return findings;
    f.actual = plan.own.hunk;
    f.fixable = plan.error.isEmpty();
    f.remedy = f.fixable ? plan.fix : plan.error;
    f.message = (f.fixable ? tr("%1: at the animations' own rates (up to %2 frames a second) the player's parts take "
                                "%3; export fixes it: %4")
                           : tr("%1: at the animations' own rates (up to %2 frames a second) the player's parts take "
                                "%3; cannot be fixed on export: %4"))
                    .arg(subject)
                    .arg(plan.highest, 0, 'g', 4)
                    .arg(memoryText(plan.own), f.remedy);
    findings << f;
    return findings;
}

} // namespace quarry
