#include "model/ops/VertexBlend.h"

#include "model/VertexStreams.h"

#include <QMap>

#include <algorithm>

namespace quarry {

namespace {

template<typename T>
void appendCopy(QList<T> &list, qsizetype index, qsizetype stride = 1)
{
    if (list.isEmpty())
        return;
    for (qsizetype j = 0; j < stride; ++j)
        list.append(T(list[index * stride + j]));
}

bool isIntegerType(ComponentType type)
{
    return type != ComponentType::Half && type != ComponentType::Float && type != ComponentType::Double;
}

} // namespace

quint32 appendVertexCopy(Mesh &mesh, quint32 v)
{
    const quint32 index = quint32(mesh.positions.size());
    forEachVertexStream(mesh, [v](auto &stream, qsizetype stride) { appendCopy(stream, v, stride); });
    return index;
}

quint32 appendVertexBetween(Mesh &mesh, quint32 a, quint32 b, float t)
{
    const quint32 index = quint32(mesh.positions.size());
    const quint32 near = t <= 0.5f ? a : b;
    auto lerp = [t](const auto &x, const auto &y) { return x * (1.0f - t) + y * t; };
    // Halfway between two points is computed symmetrically, so that both
    // sides of a seam get the same position.
    if (t == 0.5f)
        mesh.positions.append((mesh.positions[a] + mesh.positions[b]) * 0.5f);
    else
        mesh.positions.append(lerp(mesh.positions[a], mesh.positions[b]));
    if (!mesh.normals.isEmpty()) {
        const QVector3D n = lerp(mesh.normals[a], mesh.normals[b]);
        mesh.normals.append(n.lengthSquared() > 0 ? n.normalized() : mesh.normals[near]);
    }
    if (!mesh.tangents.isEmpty()) {
        const QVector3D d = lerp(mesh.tangents[a].toVector3D(), mesh.tangents[b].toVector3D());
        mesh.tangents.append(QVector4D(d.lengthSquared() > 0 ? d.normalized() : mesh.tangents[near].toVector3D(),
                                       mesh.tangents[near].w()));
    }
    if (!mesh.bitangents.isEmpty())
        mesh.bitangents.append(lerp(mesh.bitangents[a], mesh.bitangents[b]));
    for (auto &set : mesh.texcoords)
        if (!set.isEmpty())
            set.append(lerp(set[a], set[b]));
    if (!mesh.colors.isEmpty())
        mesh.colors.append(lerp(mesh.colors[a], mesh.colors[b]));
    const int k = mesh.influencesPerVertex;
    if (k > 0) {
        QMap<quint32, float> weights;
        float total = 0;
        for (int j = 0; j < k; ++j) {
            const float wa = mesh.blendWeights.isEmpty() ? 0.0f : mesh.blendWeights[a * k + j];
            const float wb = mesh.blendWeights.isEmpty() ? 0.0f : mesh.blendWeights[b * k + j];
            weights[mesh.blendIndexes[a * k + j]] += wa * (1.0f - t);
            weights[mesh.blendIndexes[b * k + j]] += wb * t;
            total += wa * (1.0f - t) + wb * t;
        }
        QList<std::pair<float, quint32>> sorted;
        for (auto it = weights.cbegin(); it != weights.cend(); ++it)
            if (it.value() > 0)
                sorted.append({it.value(), it.key()});
        std::sort(sorted.begin(), sorted.end(), [](const auto &x, const auto &y) {
            return x.first != y.first ? x.first > y.first : x.second < y.second;
        });
        sorted.resize(std::min<qsizetype>(sorted.size(), k));
        float kept = 0;
        for (const auto &s : sorted)
            kept += s.first;
        for (int j = 0; j < k; ++j) {
            const bool has = j < sorted.size();
            mesh.blendIndexes.append(has ? sorted[j].second : 0);
            if (!mesh.blendWeights.isEmpty())
                mesh.blendWeights.append(has && kept > 0 ? sorted[j].first * total / kept : 0.0f);
        }
    }
    for (CustomAttribute &c : mesh.customs)
        for (int j = 0; j < c.components; ++j)
            c.values.append(isIntegerType(c.type)
                                ? c.values[near * c.components + j]
                                : c.values[a * c.components + j] * (1.0 - t) + c.values[b * c.components + j] * t);
    if (!mesh.smoothing.vertexIndices.isEmpty())
        mesh.smoothing.vertexIndices.append(qint32(mesh.smoothing.vertexIndices[near]));
    return index;
}

void appendTriangle(Mesh &mesh, const Triangle &triangle, qsizetype like)
{
    mesh.triangles.append(triangle);
    Smoothing &s = mesh.smoothing;
    if (!s.groups.isEmpty())
        s.groups.append(like >= 0 ? qint32(s.groups[like]) : -1);
    if (!s.angles.isEmpty())
        s.angles.append(like >= 0 ? float(s.angles[like]) : 180.0f);
    if (!s.uvs.isEmpty())
        s.uvs.append(like >= 0 ? bool(s.uvs[like]) : false);
    if (!s.edges.isEmpty())
        s.edges.append(like >= 0 ? std::array<qint8, 3>(s.edges[like]) : std::array<qint8, 3>{-1, -1, -1});
}

} // namespace quarry
