// A large mesh for the undo memory tests and the undo benchmark: a grid of
// side x side vertices with every stream a file usually gives (normals,
// tangents, one texture-coordinate set, four influences), off the
// mirror planes so that mirroring finds no seam.
#pragma once

#include "model/Model.h"

namespace quarry::test {

inline Model gridModel(int side)
{
    Model model;
    Joint root;
    root.name = QStringLiteral("root");
    model.skeleton.joints.append(root);
    Joint tip;
    tip.name = QStringLiteral("tip");
    tip.parent = 0;
    tip.bind.translation = QVector3D(0, 1, 0);
    model.skeleton.joints.append(tip);
    Mesh mesh;
    mesh.name = QStringLiteral("grid");
    const qsizetype n = qsizetype(side) * side;
    mesh.positions.reserve(n);
    mesh.normals.reserve(n);
    mesh.tangents.reserve(n);
    QList<QVector2D> uv;
    uv.reserve(n);
    mesh.influencesPerVertex = 4;
    mesh.blendIndexes.reserve(n * 4);
    mesh.blendWeights.reserve(n * 4);
    for (int y = 0; y < side; ++y)
        for (int x = 0; x < side; ++x) {
            const float u = float(x) / float(side - 1);
            const float v = float(y) / float(side - 1);
            mesh.positions.append(QVector3D(1.0f + u, 1.0f + v, 1.0f + 0.1f * u * v));
            mesh.normals.append(QVector3D(0, 0, 1));
            mesh.tangents.append(QVector4D(1, 0, 0, 1));
            uv.append(QVector2D(u, v));
            mesh.blendIndexes << 0 << 1 << 0 << 0;
            mesh.blendWeights << 1.0f - v << v << 0.0f << 0.0f;
        }
    mesh.texcoords.append(uv);
    mesh.triangles.reserve(qsizetype(side - 1) * (side - 1) * 2);
    for (int y = 0; y + 1 < side; ++y)
        for (int x = 0; x + 1 < side; ++x) {
            const quint32 a = quint32(y * side + x);
            const quint32 b = a + 1;
            const quint32 c = a + quint32(side);
            const quint32 d = c + 1;
            mesh.triangles.append({a, b, d});
            mesh.triangles.append({a, d, c});
        }
    model.meshes.append(mesh);
    return model;
}

} // namespace quarry::test
