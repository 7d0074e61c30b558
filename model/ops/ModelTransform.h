#pragma once

#include "model/Model.h"

namespace quarry {

// A similarity transform: p -> translation + rotation * (scale * p).
struct Similarity
{
    QVector3D translation;
    QQuaternion rotation;
    float scale = 1.0f;

    QMatrix4x4 toMatrix() const;
};

// Applies the transform to the whole model so that every skinned pose is
// the old one transformed: mesh positions, normals and tangents, morph
// targets, the skeleton's bind pose and every animation key. Joint frames
// are conjugated by rotation and scale (translations scale and rotate,
// rotations are re-expressed, joint scales stay), and the offset goes into
// the root joints, so no scale ends up in the joints. Shapes get the
// transform in front of their own.
void transformModel(Model &model, const Similarity &transform);

// The rotation that turns a Y-up model Z-up (+Y -> +Z, +Z -> -Y), and back.
QQuaternion yUpToZUp();

// Reverses every triangle's winding (and the IQE edge smoothing flags with
// it). Normals are not touched.
void flipWinding(Mesh &mesh);
void flipWinding(Model &model);

} // namespace quarry
