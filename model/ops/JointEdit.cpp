#include "model/ops/JointEdit.h"

#include "model/Pose.h"
#include "model/ops/SkeletonEdit.h"

#include <algorithm>
#include <cmath>

namespace quarry {

namespace {

bool nearIdentity(const QMatrix4x4 &m)
{
    const QMatrix4x4 identity;
    for (int i = 0; i < 16; ++i)
        if (std::abs(m.constData()[i] - identity.constData()[i]) > 1e-7f)
            return false;
    return true;
}

// The sorted, merged key times of the tracks of the given joints.
QList<float> keyTimesOf(const Animation &animation, const QList<int> &joints)
{
    QList<float> times;
    for (const JointTrack &track : animation.tracks) {
        if (!joints.contains(track.joint))
            continue;
        for (const Vec3Key &k : track.translations)
            times << k.time;
        for (const QuatKey &k : track.rotations)
            times << k.time;
        for (const Vec3Key &k : track.scales)
            times << k.time;
    }
    std::sort(times.begin(), times.end());
    QList<float> merged;
    for (float t : times)
        if (merged.isEmpty() || t - merged.last() > 1e-6f)
            merged << t;
    return merged;
}

JointTrack &trackOf(Animation &animation, int joint)
{
    if (JointTrack *track = animation.track(joint))
        return *track;
    JointTrack track;
    track.joint = joint;
    animation.tracks.append(track);
    return animation.tracks.last();
}

// Replaces the joint's keys by the local transforms given at `times`.
// Scale keys only where the track had them or a scale is not one.
void setKeys(Animation &animation, int joint, const QList<float> &times, const QList<Transform> &locals)
{
    JointTrack &track = trackOf(animation, joint);
    bool scaled = !track.scales.isEmpty();
    for (const Transform &t : locals)
        scaled = scaled || (t.scale - QVector3D(1, 1, 1)).length() > 1e-5f;
    track.translations.clear();
    track.rotations.clear();
    track.scales.clear();
    QQuaternion previous;
    for (qsizetype i = 0; i < times.size(); ++i) {
        QQuaternion q = locals[i].rotation;
        // Neighbouring keys on one hemisphere, as the readers give them.
        if (i > 0 && QQuaternion::dotProduct(q, previous) < 0)
            q = -q;
        previous = q;
        track.translations.append({times[i], locals[i].translation});
        track.rotations.append({times[i], q});
        if (scaled)
            track.scales.append({times[i], locals[i].scale});
    }
}

QList<int> ancestorsAndSelf(const Skeleton &skeleton, int joint)
{
    QList<int> chain;
    for (int j = joint; j >= 0; j = skeleton.joints[j].parent)
        chain << j;
    return chain;
}

// Every joint's bind world becomes newWorld: binds are re-expressed, keys
// of the joints whose bind (or whose parent's bind) changed are multiplied
// by the change, and with !keepMesh vertices move by their weights.
void rebind(Model &model, const QList<QMatrix4x4> &newWorld, bool keepMesh)
{
    Skeleton &skeleton = model.skeleton;
    const QList<QMatrix4x4> oldWorld = skeleton.bindWorldMatrices();
    const qsizetype n = skeleton.joints.size();
    QList<QMatrix4x4> change(n); // old bind joint space -> new, in the joint's own frame
    QList<QMatrix4x4> modelDelta(n); // the bind's move in model space
    for (qsizetype j = 0; j < n; ++j) {
        change[j] = oldWorld[j].inverted() * newWorld[j];
        modelDelta[j] = newWorld[j] * oldWorld[j].inverted();
    }
    auto parentChange = [&](int j) {
        const int p = skeleton.joints[j].parent;
        return p >= 0 ? change[p] : QMatrix4x4();
    };
    // A joint whose bind and whose parent's bind stay exactly where they
    // were keeps its bind and keys as they are (not made again through
    // matrices, which would round them).
    auto same = [&](int j) {
        return j < 0 || std::equal(oldWorld[j].constData(), oldWorld[j].constData() + 16, newWorld[j].constData());
    };
    auto untouched = [&](int j) { return same(j) && same(skeleton.joints[j].parent); };
    for (Animation &animation : model.animations) {
        for (JointTrack &track : animation.tracks) {
            const int j = track.joint;
            if (j < 0 || j >= n || track.isEmpty() || untouched(j)
                || (nearIdentity(change[j]) && nearIdentity(parentChange(j))))
                continue;
            const QList<float> times = keyTimesOf(animation, {j});
            const Transform bind = skeleton.joints[j].bind;
            QList<Transform> locals;
            for (float t : times) {
                Transform local;
                local.translation = sampleChannel(track.translations, t, bind.translation);
                local.rotation = sampleChannel(track.rotations, t, bind.rotation);
                local.scale = sampleChannel(track.scales, t, bind.scale);
                locals << Transform::fromMatrix(parentChange(j).inverted() * local.toMatrix() * change[j]);
            }
            setKeys(animation, j, times, locals);
        }
    }
    for (qsizetype j = 0; j < n; ++j) {
        const int p = skeleton.joints[j].parent;
        if (!untouched(int(j)))
            skeleton.joints[j].bind = Transform::fromMatrix(p >= 0 ? newWorld[p].inverted() * newWorld[j]
                                                                   : newWorld[j]);
    }
    if (keepMesh)
        return;
    for (Mesh &mesh : model.meshes) {
        if (!mesh.isSkinned() || mesh.blendWeights.size() < mesh.vertexCount() * mesh.influencesPerVertex)
            continue;
        for (qsizetype v = 0; v < mesh.vertexCount(); ++v) {
            float m[16];
            if (!blendSkinningMatrix(mesh, v, modelDelta, m))
                continue;
            const QMatrix4x4 blend = QMatrix4x4(m).transposed(); // m is column-major
            mesh.positions[v] = blend.map(mesh.positions[v]);
            const QMatrix3x3 normalMatrix = blend.normalMatrix();
            auto mapNormal = [&normalMatrix](const QVector3D &d) {
                QVector3D r;
                for (int i = 0; i < 3; ++i)
                    r[i] = normalMatrix(i, 0) * d.x() + normalMatrix(i, 1) * d.y() + normalMatrix(i, 2) * d.z();
                return r.normalized();
            };
            if (v < mesh.normals.size())
                mesh.normals[v] = mapNormal(mesh.normals[v]);
            if (v < mesh.tangents.size()) {
                const QVector3D t = blend.mapVector(mesh.tangents[v].toVector3D()).normalized();
                mesh.tangents[v] = QVector4D(t, mesh.tangents[v].w());
            }
            if (v < mesh.bitangents.size())
                mesh.bitangents[v] = blend.mapVector(mesh.bitangents[v]).normalized();
        }
    }
}

} // namespace

QString uniqueJointName(const Skeleton &skeleton, const QString &wanted)
{
    const QString base = wanted.trimmed().isEmpty() ? QStringLiteral("joint") : wanted.trimmed();
    QString name = base;
    for (int i = 2; skeleton.indexOf(name) >= 0; ++i)
        name = QStringLiteral("%1_%2").arg(base).arg(i);
    return name;
}

int addJoint(Model &model, const QString &name, int parent, const QVector3D &position)
{
    Skeleton &skeleton = model.skeleton;
    if (parent < -1 || parent >= skeleton.joints.size())
        return -1;
    QMatrix4x4 world;
    world.translate(position);
    const QMatrix4x4 parentWorld = parent >= 0 ? skeleton.bindWorldMatrices()[parent] : QMatrix4x4();
    Joint joint;
    joint.name = uniqueJointName(skeleton, name);
    joint.parent = parent;
    joint.bind = Transform::fromMatrix(parentWorld.inverted() * world);
    skeleton.joints.append(joint);
    return int(skeleton.joints.size() - 1);
}

bool moveJoint(Model &model, int joint, const JointMove &move)
{
    const qsizetype n = model.skeleton.joints.size();
    if (joint < 0 || joint >= n || (move.translation.isNull() && move.rotation.isIdentity()))
        return false;
    const QList<QMatrix4x4> world = model.skeleton.bindWorldMatrices();
    const QVector3D origin = world[joint].column(3).toVector3D();
    QMatrix4x4 delta;
    delta.translate(origin + move.translation);
    delta.rotate(move.rotation);
    delta.translate(-origin);
    QList<QMatrix4x4> moved = world;
    moved[joint] = delta * world[joint];
    if (move.moveChildren) {
        // Parents come first: a joint whose parent moved moves too.
        QList<bool> inSubtree(n, false);
        inSubtree[joint] = true;
        for (qsizetype j = joint + 1; j < n; ++j) {
            const int p = model.skeleton.joints[j].parent;
            if (p >= 0 && inSubtree[p]) {
                inSubtree[j] = true;
                moved[j] = delta * world[j];
            }
        }
    }
    rebind(model, moved, move.keepMesh);
    return true;
}

QQuaternion rotationFromDegrees(const QVector3D &degrees)
{
    return QQuaternion::fromAxisAndAngle(0, 0, 1, degrees.z()) * QQuaternion::fromAxisAndAngle(0, 1, 0, degrees.y())
           * QQuaternion::fromAxisAndAngle(1, 0, 0, degrees.x());
}

bool reparentJointKeepingMotion(Model &model, int joint, int newParent)
{
    Skeleton &skeleton = model.skeleton;
    const int n = int(skeleton.joints.size());
    if (joint < 0 || joint >= n || newParent < -1 || newParent >= n || newParent == joint
        || skeleton.joints[joint].parent == newParent)
        return false;
    for (int a = newParent; a >= 0; a = skeleton.joints[a].parent)
        if (a == joint)
            return false;
    // The new keys, computed on the model as it is; reparentJoint then
    // sets the bind and reorders joints, tracks with them.
    QList<int> involved = ancestorsAndSelf(skeleton, joint);
    if (newParent >= 0)
        involved += ancestorsAndSelf(skeleton, newParent);
    for (int a = 0; a < model.animations.size(); ++a) {
        const QList<float> times = keyTimesOf(model.animations[a], involved);
        if (times.isEmpty())
            continue;
        QList<Transform> locals;
        for (float t : times) {
            const QList<QMatrix4x4> world = worldMatrices(skeleton, localPose(model, a, t));
            const QMatrix4x4 parentWorld = newParent >= 0 ? world[newParent] : QMatrix4x4();
            locals << Transform::fromMatrix(parentWorld.inverted() * world[joint]);
        }
        setKeys(model.animations[a], joint, times, locals);
    }
    return reparentJoint(model, joint, newParent);
}

} // namespace quarry
