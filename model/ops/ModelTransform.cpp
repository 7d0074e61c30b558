#include "model/ops/ModelTransform.h"

#include <utility>

namespace quarry {

QMatrix4x4 Similarity::toMatrix() const
{
    QMatrix4x4 m;
    m.translate(translation);
    m.rotate(rotation);
    m.scale(scale);
    return m;
}

QQuaternion yUpToZUp()
{
    return QQuaternion::fromAxisAndAngle(1, 0, 0, 90);
}

namespace {

// Conjugates a joint-local transform by rotation R and uniform scale s:
// (Rs) L (Rs)^-1, plus the offset for roots.
void conjugate(QVector3D &translation, QQuaternion &rotation, const Similarity &s, bool root)
{
    translation = s.rotation.rotatedVector(translation * s.scale);
    if (root)
        translation += s.translation;
    rotation = s.rotation * rotation * s.rotation.conjugated();
}

} // namespace

void transformModel(Model &model, const Similarity &s)
{
    const QMatrix4x4 m = s.toMatrix();
    // A pure move leaves directions, non-root joints and rotation keys
    // alone: not even rewritten, so their lists stay shared with the model
    // before (an undo step then holds only what moved).
    const bool moveOnly = s.rotation.isIdentity() && s.scale == 1.0f;
    for (Mesh &mesh : model.meshes) {
        for (QVector3D &p : mesh.positions)
            p = moveOnly ? p + s.translation : m.map(p);
        for (MorphTarget &morph : mesh.morphs)
            for (QVector3D &p : morph.positions)
                p = moveOnly ? p + s.translation : m.map(p);
        if (moveOnly)
            continue;
        for (QVector3D &n : mesh.normals)
            n = s.rotation.rotatedVector(n);
        for (QVector4D &t : mesh.tangents)
            t = QVector4D(s.rotation.rotatedVector(t.toVector3D()), t.w());
        for (QVector3D &b : mesh.bitangents)
            b = s.rotation.rotatedVector(b);
        for (MorphTarget &morph : mesh.morphs)
            for (QVector3D &n : morph.normals)
                n = s.rotation.rotatedVector(n);
    }
    auto &joints = model.skeleton.joints;
    for (Joint &j : joints) {
        if (moveOnly) {
            if (j.parent < 0)
                j.bind.translation += s.translation;
            continue;
        }
        conjugate(j.bind.translation, j.bind.rotation, s, j.parent < 0);
    }
    for (Animation &a : model.animations)
        for (JointTrack &t : a.tracks) {
            const bool root = t.joint < 0 || t.joint >= joints.size() || joints[t.joint].parent < 0;
            if (moveOnly) {
                if (root)
                    for (Vec3Key &k : t.translations)
                        k.value += s.translation;
                continue;
            }
            for (Vec3Key &k : t.translations) {
                QQuaternion unused;
                conjugate(k.value, unused, s, root);
            }
            for (QuatKey &k : t.rotations) {
                QVector3D unused;
                conjugate(unused, k.value, s, false);
            }
        }
    for (Shape &shape : model.shapes)
        shape.tm = m * shape.tm.value_or(QMatrix4x4());
}

void flipWinding(Mesh &mesh)
{
    for (Triangle &t : mesh.triangles)
        std::swap(t[1], t[2]);
    // Edge i runs from corner i to corner i+1; after swapping corners 1 and
    // 2 the edges run (0,2), (2,1), (1,0): the old edges 2, 1 and 0.
    for (auto &e : mesh.smoothing.edges)
        std::swap(e[0], e[2]);
}

void flipWinding(Model &model)
{
    for (Mesh &mesh : model.meshes)
        flipWinding(mesh);
}

} // namespace quarry
