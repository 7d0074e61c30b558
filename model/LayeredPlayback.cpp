#include "model/LayeredPlayback.h"

#include "model/MorphPlayback.h"

#include <QSet>

#include <algorithm>
#include <cmath>

namespace quarry {

namespace {

bool layered(const Model &model, int animation, int companion)
{
    return companion >= 0 && companion < model.animations.size() && companion != animation;
}

} // namespace

double companionTime(const Model &model, int companion, double time)
{
    if (companion < 0 || companion >= model.animations.size())
        return time;
    const Animation &a = model.animations[companion];
    const double duration = std::max(a.duration, 0.0);
    if (duration <= 0)
        return 0.0;
    if (a.loop) {
        // A looping clip plays its last frame, then its first again.
        const double period = duration + (a.fps > 0 ? 1.0 / a.fps : 0.0);
        return std::fmod(std::max(time, 0.0), period);
    }
    return std::clamp(time, 0.0, duration);
}

QList<Transform> layeredLocalPose(const Model &model, int animation, int companion, double time)
{
    QList<Transform> local = localPose(model, animation, time);
    if (!layered(model, animation, companion))
        return local;
    QSet<int> keyed;
    if (animation >= 0 && animation < model.animations.size())
        for (const JointTrack &t : model.animations[animation].tracks)
            if (!t.isEmpty())
                keyed.insert(t.joint);
    const QList<Transform> other = localPose(model, companion, companionTime(model, companion, time));
    for (const JointTrack &t : model.animations[companion].tracks)
        if (!t.isEmpty() && !keyed.contains(t.joint) && t.joint >= 0 && t.joint < local.size())
            local[t.joint] = other[t.joint];
    return local;
}

MorphWeights layeredMorphWeights(const Model &model, int animation, int companion, double time,
                                 const MorphWeights &preview)
{
    MorphWeights weights = playedMorphWeights(model, animation, time, preview);
    if (!layered(model, animation, companion))
        return weights;
    QSet<int> keyed;
    if (animation >= 0 && animation < model.animations.size())
        for (const MorphTrack &t : model.animations[animation].morphTracks)
            keyed.insert(t.mesh);
    QSet<int> companionMeshes;
    for (const MorphTrack &t : model.animations[companion].morphTracks)
        if (!keyed.contains(t.mesh))
            companionMeshes.insert(t.mesh);
    if (companionMeshes.isEmpty())
        return weights;
    const MorphWeights other = playedMorphWeights(model, companion, companionTime(model, companion, time), preview);
    for (int mesh : std::as_const(companionMeshes)) {
        if (other.contains(mesh))
            weights.insert(mesh, other.value(mesh));
        else
            weights.remove(mesh);
    }
    return weights;
}

QList<int> companionCandidates(const Model &model, int animation)
{
    if (animation < 0 || animation >= model.animations.size())
        return {};
    const QString &name = model.animations[animation].name;
    const QLatin1String other(name.startsWith(QLatin1String("LEGS_"))    ? "TORSO_"
                              : name.startsWith(QLatin1String("TORSO_")) ? "LEGS_"
                                                                         : "");
    QList<int> list;
    if (other.size() == 0)
        return list;
    for (int a = 0; a < model.animations.size(); ++a)
        if (model.animations[a].name.startsWith(other))
            list.append(a);
    return list;
}

int pairedCompanion(const Model &model, int animation, int companion)
{
    const QList<int> candidates = companionCandidates(model, animation);
    if (candidates.isEmpty())
        return -1;
    if (candidates.contains(companion))
        return companion;
    const QString stand = model.animations[candidates.first()].name.startsWith(QLatin1String("TORSO_"))
                              ? QStringLiteral("TORSO_STAND")
                              : QStringLiteral("LEGS_IDLE");
    for (int a : candidates)
        if (model.animations[a].name == stand)
            return a;
    return candidates.first();
}

} // namespace quarry
