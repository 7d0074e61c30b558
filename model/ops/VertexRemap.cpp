#include "model/ops/VertexRemap.h"

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
    Mesh mesh;
    mesh.name = source.name;
    mesh.material = source.material;
    mesh.extras = source.extras;
    mesh.positions = pick(source.positions, sourceOf);
    mesh.normals = pick(source.normals, sourceOf);
    mesh.tangents = pick(source.tangents, sourceOf);
    mesh.bitangents = pick(source.bitangents, sourceOf);
    for (const auto &set : source.texcoords)
        mesh.texcoords.append(pick(set, sourceOf));
    mesh.colors = pick(source.colors, sourceOf);
    mesh.influencesPerVertex = source.influencesPerVertex;
    if (source.influencesPerVertex > 0) {
        mesh.blendIndexes = pick(source.blendIndexes, sourceOf, source.influencesPerVertex);
        mesh.blendWeights = pick(source.blendWeights, sourceOf, source.influencesPerVertex);
    }
    for (const CustomAttribute &c : source.customs) {
        CustomAttribute copy = c;
        copy.values = pick(c.values, sourceOf, c.components);
        mesh.customs.append(copy);
    }
    mesh.smoothing.vertexIndices = pick(source.smoothing.vertexIndices, sourceOf);
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
