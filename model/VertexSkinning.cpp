#include "model/VertexSkinning.h"

#include "model/Pose.h"

namespace quarry {

QMatrix4x4 vertexSkinningMatrix(const Mesh &mesh, qsizetype vertex, const QList<QMatrix4x4> &skinning)
{
    const int k = mesh.influencesPerVertex;
    const qsizetype n = mesh.vertexCount();
    if (!mesh.isSkinned() || vertex < 0 || vertex >= n || mesh.blendWeights.size() < n * k
        || mesh.blendIndexes.size() < n * k)
        return {};
    // The same sums as skinMesh, so that the matrix maps the bind position
    // to exactly the drawn one.
    float m[16];
    if (!blendSkinningMatrix(mesh, vertex, skinning, m))
        return {};
    return QMatrix4x4(m).transposed(); // QMatrix4x4(const float *) reads row-major
}

VertexMatrices vertexSkinningMatrices(const QList<Mesh> &meshes, const QMap<int, QList<quint32>> &vertices,
                                      const QList<QMatrix4x4> &skinning)
{
    VertexMatrices out;
    for (auto it = vertices.cbegin(); it != vertices.cend(); ++it) {
        if (it.key() < 0 || it.key() >= meshes.size())
            continue;
        const Mesh &mesh = meshes[it.key()];
        QList<QMatrix4x4> &list = out[it.key()];
        list.reserve(it.value().size());
        for (quint32 v : it.value())
            list.append(vertexSkinningMatrix(mesh, qsizetype(v), skinning));
    }
    return out;
}

QMatrix4x4 bindSpaceEdit(const QMatrix4x4 &skin, const QMatrix4x4 &posed)
{
    bool invertible = false;
    const QMatrix4x4 inverse = skin.inverted(&invertible);
    if (!invertible)
        return posed;
    return inverse * posed * skin;
}

} // namespace quarry
