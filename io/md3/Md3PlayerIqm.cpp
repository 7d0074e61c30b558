#include "io/md3/Md3PlayerIqm.h"

#include "model/Pose.h"
#include "model/ops/ModelTransform.h"

namespace quarry {

Model quake3IqmPart(const Model &part, const QString &originTag)
{
    Model model = part;
    const int tag = originTag.isEmpty() ? -1 : model.skeleton.indexOf(originTag);
    if (tag < 0)
        return model;
    QList<int> roots;
    for (int j = 0; j < model.skeleton.size(); ++j)
        if (model.skeleton.joints[j].parent < 0)
            roots << j;
    // Each animation's root keys at its frames, in the tag's space.
    QList<QList<JointTrack>> rootTracks;
    for (int a = 0; a < model.animations.size(); ++a) {
        const Animation &animation = model.animations[a];
        QList<JointTrack> tracks;
        for (int r : std::as_const(roots))
            tracks.append(JointTrack{r, {}, {}, {}});
        const int frames = animation.frameCount();
        for (int f = 0; f < frames; ++f) {
            const double time = animation.fps > 0 ? f / animation.fps : 0.0;
            const QList<QMatrix4x4> world = worldMatrices(model.skeleton, localPose(model, a, time));
            const QMatrix4x4 inverse = world[tag].inverted();
            for (qsizetype k = 0; k < roots.size(); ++k) {
                const Transform local = Transform::fromMatrix(inverse * world[roots[k]]);
                tracks[k].translations.append(Vec3Key{float(time), local.translation});
                tracks[k].rotations.append(QuatKey{float(time), local.rotation});
                tracks[k].scales.append(Vec3Key{float(time), local.scale});
            }
        }
        rootTracks << tracks;
    }
    // The bind pose: the tag has the model's axes there, so a move.
    Similarity move;
    move.translation = -model.skeleton.bindWorldMatrices()[tag].map(QVector3D());
    transformModel(model, move);
    for (int a = 0; a < model.animations.size(); ++a) {
        QList<JointTrack> &tracks = model.animations[a].tracks;
        tracks.removeIf([&](const JointTrack &t) { return roots.contains(t.joint); });
        tracks << rootTracks[a];
        std::sort(tracks.begin(), tracks.end(),
                  [](const JointTrack &x, const JointTrack &y) { return x.joint < y.joint; });
    }
    return model;
}

} // namespace quarry
