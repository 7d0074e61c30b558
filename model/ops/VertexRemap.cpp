#include "model/ops/VertexRemap.h"

#include "model/VertexStreams.h"

#include <QHash>

namespace quarry {

namespace {

template<typename T>
QList<T> pick(const QList<T> &values, const QList<quint32> &sourceOf, qsizetype stride = 1)
{
    QList<T> result;
    if (values.isEmpty())
        return result;
    result.reserve(sourceOf.size() * stride);
    for (quint32 s : sourceOf)
        for (qsizetype j = 0; j < stride; ++j)
            result.append(values[qsizetype(s) * stride + j]);
    return result;
}

} // namespace

Mesh remapVertices(const Mesh &source, const QList<quint32> &sourceOf)
{
    // A shallow copy of the source (its lists are shared until written),
    // each stream then replaced by its picked entries.
    Mesh mesh = source;
    mesh.triangles.clear();
    mesh.morphs.clear();
    mesh.smoothing = {};
    mesh.smoothing.vertexIndices = source.smoothing.vertexIndices;
    if (source.influencesPerVertex <= 0) {
        mesh.blendIndexes.clear();
        mesh.blendWeights.clear();
    }
    forEachVertexStream(mesh, [&sourceOf](auto &stream, qsizetype stride) { stream = pick(stream, sourceOf, stride); });
    // A morph keeps every new vertex whose source it moved.
    for (const MorphTarget &m : source.morphs) {
        QHash<quint32, qsizetype> slot;
        for (qsizetype i = 0; i < m.vertices.size(); ++i)
            slot.insert(m.vertices[i], i);
        MorphTarget morph;
        morph.name = m.name;
        morph.extras = m.extras;
        for (qsizetype v = 0; v < sourceOf.size(); ++v) {
            const auto it = slot.constFind(sourceOf[v]);
            if (it == slot.cend())
                continue;
            morph.vertices.append(quint32(v));
            morph.positions.append(m.positions[*it]);
            if (!m.normals.isEmpty())
                morph.normals.append(m.normals[*it]);
            if (!m.texcoords.isEmpty())
                morph.texcoords.append(m.texcoords[*it]);
        }
        mesh.morphs.append(morph);
    }
    return mesh;
}

void appendTriangleSmoothing(const Mesh &source, const QList<qsizetype> &triangles, Mesh &target)
{
    const Smoothing &s = source.smoothing;
    Smoothing &t = target.smoothing;
    for (qsizetype i : triangles) {
        if (!s.groups.isEmpty())
            t.groups.append(s.groups[i]);
        if (!s.angles.isEmpty())
            t.angles.append(s.angles[i]);
        if (!s.uvs.isEmpty())
            t.uvs.append(s.uvs[i]);
        if (!s.edges.isEmpty())
            t.edges.append(s.edges[i]);
    }
}

} // namespace quarry
