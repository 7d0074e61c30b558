#include "model/Pose.h"

#include "model/MorphPlayback.h"
#include "model/ops/Tessellate.h"

#include <algorithm>
#include <cmath>

namespace quarry {

void Bounds::add(const QVector3D &p)
{
    min = QVector3D(std::min(min.x(), p.x()), std::min(min.y(), p.y()), std::min(min.z(), p.z()));
    max = QVector3D(std::max(max.x(), p.x()), std::max(max.y(), p.y()), std::max(max.z(), p.z()));
}

void Bounds::add(const Bounds &b)
{
    if (b.isValid()) {
        add(b.min);
        add(b.max);
    }
}

QList<Transform> localPose(const Model &model, int animation, double time)
{
    const auto &joints = model.skeleton.joints;
    QList<Transform> pose(joints.size());
    for (qsizetype i = 0; i < joints.size(); ++i)
        pose[i] = joints[i].bind;
    if (animation < 0 || animation >= model.animations.size())
        return pose;
    const float t = float(time);
    for (const JointTrack &track : model.animations[animation].tracks) {
        if (track.joint < 0 || track.joint >= pose.size())
            continue;
        Transform &p = pose[track.joint];
        p.translation = sampleChannel(track.translations, t, p.translation);
        p.rotation = sampleChannel(track.rotations, t, p.rotation);
        p.scale = sampleChannel(track.scales, t, p.scale);
    }
    return pose;
}

QList<QMatrix4x4> worldMatrices(const Skeleton &skeleton, const QList<Transform> &local)
{
    const qsizetype n = skeleton.joints.size();
    QList<QMatrix4x4> world(n);
    for (qsizetype i = 0; i < n; ++i) {
        const QMatrix4x4 m = i < local.size() ? local[i].toMatrix() : QMatrix4x4();
        const int parent = skeleton.joints[i].parent;
        // Parents come before children (Skeleton's invariant); anything
        // else is treated as a root rather than read out of order.
        world[i] = (parent >= 0 && parent < i) ? world[parent] * m : m;
    }
    return world;
}

QList<QMatrix4x4> skinningMatrices(const Skeleton &skeleton, const QList<QMatrix4x4> &poseWorld)
{
    const QList<QMatrix4x4> bind = skeleton.bindWorldMatrices();
    QList<QMatrix4x4> result(bind.size());
    for (qsizetype i = 0; i < bind.size(); ++i)
        result[i] = (i < poseWorld.size() ? poseWorld[i] : bind[i]) * bind[i].inverted();
    return result;
}

SkinnedMesh skinMesh(const Mesh &mesh, const QList<QMatrix4x4> &skinning)
{
    SkinnedMesh out;
    out.positions = mesh.positions;
    out.normals = mesh.normals;
    const int k = mesh.influencesPerVertex;
    const qsizetype n = mesh.vertexCount();
    if (!mesh.isSkinned() || mesh.blendWeights.size() < n * k || mesh.blendIndexes.size() < n * k)
        return out;
    const bool hasNormals = mesh.normals.size() == n;
    for (qsizetype v = 0; v < n; ++v) {
        float m[16];
        if (!blendSkinningMatrix(mesh, v, skinning, m))
            continue;
        const QVector3D p = mesh.positions[v];
        // Column-major: element (row r, column c) is m[c * 4 + r].
        out.positions[v] = QVector3D(m[0] * p.x() + m[4] * p.y() + m[8] * p.z() + m[12],
                                     m[1] * p.x() + m[5] * p.y() + m[9] * p.z() + m[13],
                                     m[2] * p.x() + m[6] * p.y() + m[10] * p.z() + m[14]);
        if (hasNormals) {
            // The blended matrix's rotation part; for the rigid and
            // uniformly scaled joints of game models this is exact after
            // normalization.
            const QVector3D nrm = mesh.normals[v];
            out.normals[v] = QVector3D(m[0] * nrm.x() + m[4] * nrm.y() + m[8] * nrm.z(),
                                       m[1] * nrm.x() + m[5] * nrm.y() + m[9] * nrm.z(),
                                       m[2] * nrm.x() + m[6] * nrm.y() + m[10] * nrm.z())
                                 .normalized();
        }
    }
    return out;
}

Bounds meshBounds(const Mesh &mesh)
{
    // Bounds::add's comparisons in its order (so the same result, signed
    // zeros and NaN included), with the six values kept in registers rather
    // than a call and the bounds in memory per position.
    Bounds b;
    float minX = b.min.x(), minY = b.min.y(), minZ = b.min.z();
    float maxX = b.max.x(), maxY = b.max.y(), maxZ = b.max.z();
    for (const QVector3D &p : mesh.positions) {
        minX = std::min(minX, p.x());
        minY = std::min(minY, p.y());
        minZ = std::min(minZ, p.z());
        maxX = std::max(maxX, p.x());
        maxY = std::max(maxY, p.y());
        maxZ = std::max(maxZ, p.z());
    }
    b.min = QVector3D(minX, minY, minZ);
    b.max = QVector3D(maxX, maxY, maxZ);
    return b;
}

namespace {

// QuickModel shapes count by their tessellated surfaces and curves.
Bounds shapeBounds(const Model &model)
{
    Bounds b;
    for (const Shape &shape : model.shapes) {
        if (shape.kind == Shape::Kind::Light)
            continue;
        if (shape.isCurve()) {
            for (const QVector3D &p : tessellateCurve(shape))
                b.add(p);
        } else {
            b.add(meshBounds(tessellateShape(shape)));
        }
    }
    return b;
}

} // namespace

Bounds modelBounds(const Model &model)
{
    Bounds b = shapeBounds(model);
    for (const Mesh &mesh : model.meshes)
        b.add(meshBounds(mesh));
    return b;
}

Bounds poseBounds(const Model &model, int animation, double time)
{
    // The clip's morph tracks move vertices before skinning.
    const MorphWeights morphs = playedMorphWeights(model, animation, time);
    // The bind pose is what the meshes store: skinning it gives the stored
    // positions back (every joint's matrix is its bind matrix times its
    // inverse), so nothing is skinned to measure it.
    const bool bindPose = animation < 0 || animation >= model.animations.size();
    if ((model.skeleton.isEmpty() || bindPose) && morphs.isEmpty())
        return modelBounds(model);
    const QList<QMatrix4x4> skin = skinningMatrices(model.skeleton,
                                                    worldMatrices(model.skeleton, localPose(model, animation, time)));
    Bounds b = shapeBounds(model);
    for (qsizetype i = 0; i < model.meshes.size(); ++i) {
        const Mesh &mesh = model.meshes[i];
        const auto weights = morphs.constFind(int(i));
        if (!mesh.isSkinned() && weights == morphs.cend()) {
            b.add(meshBounds(mesh));
            continue;
        }
        for (const QVector3D &p :
             skinMorphedMesh(mesh, weights == morphs.cend() ? QList<float>() : *weights, skin).positions)
            b.add(p);
    }
    return b;
}

} // namespace quarry
