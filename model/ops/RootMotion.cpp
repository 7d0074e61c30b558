#include "model/ops/RootMotion.h"

#include "model/LocaleNumbers.h"
#include "model/Pose.h"
#include "model/Translate.h"

#include <QMatrix4x4>

namespace quarry {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

namespace {

const JointTrack *trackOf(const Animation &animation, int joint)
{
    for (const JointTrack &t : animation.tracks)
        if (t.joint == joint)
            return &t;
    return nullptr;
}

// How many joints hang below each joint.
QList<int> descendants(const Skeleton &skeleton)
{
    QList<int> below(skeleton.size(), 0);
    for (int j = skeleton.size() - 1; j >= 0; --j) {
        const int parent = skeleton.joints[j].parent;
        if (parent >= 0 && parent < j)
            below[parent] += below[j] + 1;
    }
    return below;
}

// Where the joint sits in the animation at `time`, in the model's space,
// with its parent's matrix there.
QVector3D worldPosition(const Model &model, int animation, double time, int joint, QMatrix4x4 *parentWorld)
{
    const QList<Transform> local = localPose(model, animation, time);
    const int parent = model.skeleton.joints[joint].parent;
    *parentWorld = QMatrix4x4();
    if (parent >= 0)
        *parentWorld = worldMatrices(model.skeleton, local)[parent];
    return parentWorld->map(local[joint].translation);
}

} // namespace

int rootMotionJoint(const Model &model, int animation)
{
    if (animation < 0 || animation >= model.animations.size() || model.skeleton.isEmpty())
        return -1;
    const Animation &a = model.animations[animation];
    const QList<int> below = descendants(model.skeleton);
    const Bounds bounds = poseBounds(model, -1, 0.0);
    const float tolerance = 1e-4f * std::max(1e-6f, bounds.isValid() ? bounds.size().length() : 1.0f);
    auto childWithMost = [&](int parent) {
        int best = -1;
        for (int j = 0; j < model.skeleton.size(); ++j)
            if (model.skeleton.joints[j].parent == parent && (best < 0 || below[j] > below[best]))
                best = j;
        return best;
    };
    for (int joint = childWithMost(-1); joint >= 0; joint = childWithMost(joint)) {
        if (const JointTrack *t = trackOf(a, joint); t && !t->translations.isEmpty()) {
            const QVector3D first = t->translations.first().value;
            for (const Vec3Key &k : t->translations)
                if (QVector2D(k.value.x() - first.x(), k.value.y() - first.y()).length() > tolerance)
                    return joint;
        }
    }
    return -1;
}

float horizontalTravel(const Model &model, int animation, int joint)
{
    if (animation < 0 || animation >= model.animations.size() || joint < 0 || joint >= model.skeleton.size())
        return 0;
    const JointTrack *t = trackOf(model.animations[animation], joint);
    if (!t)
        return 0;
    const QVector3D bind = model.skeleton.bindWorldMatrices()[joint].map(QVector3D());
    float travel = 0;
    QMatrix4x4 parent;
    for (const Vec3Key &k : t->translations) {
        const QVector3D at = worldPosition(model, animation, k.time, joint, &parent);
        travel = std::max(travel, QVector2D(at.x() - bind.x(), at.y() - bind.y()).length());
    }
    return travel;
}

QStringList removeRootTravel(Model &model)
{
    QStringList lines;
    const QList<QMatrix4x4> bindWorld = model.skeleton.bindWorldMatrices();
    for (int a = 0; a < model.animations.size(); ++a) {
        const int joint = rootMotionJoint(model, a);
        if (joint < 0)
            continue;
        const float travel = horizontalTravel(model, a, joint);
        const QVector3D bind = bindWorld[joint].map(QVector3D());
        QList<Vec3Key> keys;
        for (const JointTrack &t : std::as_const(model.animations[a].tracks))
            if (t.joint == joint)
                keys = t.translations;
        for (Vec3Key &k : keys) {
            QMatrix4x4 parent;
            const QVector3D at = worldPosition(model, a, k.time, joint, &parent);
            k.value = parent.inverted().map(QVector3D(bind.x(), bind.y(), at.z()));
        }
        for (JointTrack &t : model.animations[a].tracks)
            if (t.joint == joint)
                t.translations = keys;
        lines << tr("animation \"%1\" in place: joint \"%2\" travelled up to %3 units across the floor, now none "
                    "(its height kept)")
                     .arg(model.animations[a].name, model.skeleton.joints[joint].name, localNumber(travel, 3));
    }
    return lines;
}

} // namespace quarry
