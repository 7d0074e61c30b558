#include "model/ops/MeshCombine.h"

#include "model/MaterialNames.h"
#include "model/ops/MorphTracks.h"
#include "model/ops/VertexRemap.h"

#include <QSet>

#include <algorithm>
#include <numeric>

namespace quarry {

namespace {

template<typename T>
void appendStream(QList<T> &target, const QList<T> &source, qsizetype count, qsizetype targetBefore, const T &neutral,
                  bool anyHas)
{
    if (!anyHas)
        return;
    if (target.size() < targetBefore)
        target.resize(targetBefore, neutral);
    if (source.isEmpty())
        target.insert(target.size(), count, neutral);
    else
        target.append(source);
}

} // namespace

Mesh mergeMeshes(const QList<Mesh> &meshes)
{
    Mesh out;
    if (meshes.isEmpty())
        return out;
    out.name = meshes.first().name;
    out.material = meshes.first().material;
    out.extras = meshes.first().extras;
    bool normals = false, tangents = false, bitangents = false, colors = false, smoothTri = false, vs = false;
    qsizetype texSets = 0;
    int influences = 0;
    qint32 maxVs = -1;
    QList<CustomAttribute> customs;
    for (const Mesh &m : meshes) {
        normals |= !m.normals.isEmpty();
        tangents |= !m.tangents.isEmpty();
        bitangents |= !m.bitangents.isEmpty();
        colors |= !m.colors.isEmpty();
        smoothTri |= !m.smoothing.groups.isEmpty() || !m.smoothing.angles.isEmpty() || !m.smoothing.uvs.isEmpty()
                     || !m.smoothing.edges.isEmpty();
        vs |= !m.smoothing.vertexIndices.isEmpty();
        for (qint32 i : m.smoothing.vertexIndices)
            maxVs = std::max(maxVs, i);
        texSets = std::max(texSets, m.texcoords.size());
        if (m.isSkinned())
            influences = std::max(influences, m.influencesPerVertex);
        for (const CustomAttribute &c : m.customs) {
            auto it = std::find_if(customs.begin(), customs.end(),
                                   [&c](const CustomAttribute &o) { return o.name == c.name && o.slot == c.slot; });
            if (it == customs.end()) {
                CustomAttribute layout = c;
                layout.values.clear();
                customs.append(layout);
            } else {
                it->components = std::max(it->components, c.components);
            }
        }
    }
    out.texcoords.resize(texSets);
    out.influencesPerVertex = influences;
    out.customs = customs;
    qint32 nextVs = maxVs + 1;
    for (const Mesh &m : meshes) {
        const qsizetype base = out.positions.size();
        const qsizetype n = m.vertexCount();
        out.positions.append(m.positions);
        appendStream(out.normals, m.normals, n, base, QVector3D(), normals);
        appendStream(out.tangents, m.tangents, n, base, QVector4D(), tangents);
        appendStream(out.bitangents, m.bitangents, n, base, QVector3D(), bitangents);
        appendStream(out.colors, m.colors, n, base, QVector4D(1, 1, 1, 1), colors);
        for (qsizetype s = 0; s < texSets; ++s)
            appendStream(out.texcoords[s], s < m.texcoords.size() ? m.texcoords[s] : QList<QVector2D>(), n, base,
                         QVector2D(), true);
        if (influences > 0)
            for (qsizetype v = 0; v < n; ++v)
                for (int j = 0; j < influences; ++j) {
                    const bool has = m.isSkinned() && j < m.influencesPerVertex;
                    out.blendIndexes.append(has ? m.blendIndexes[v * m.influencesPerVertex + j] : 0u);
                    out.blendWeights.append(has ? m.blendWeights[v * m.influencesPerVertex + j] : 0.0f);
                }
        for (CustomAttribute &c : out.customs) {
            auto it = std::find_if(m.customs.cbegin(), m.customs.cend(),
                                   [&c](const CustomAttribute &o) { return o.name == c.name && o.slot == c.slot; });
            for (qsizetype v = 0; v < n; ++v)
                for (int j = 0; j < c.components; ++j)
                    c.values.append(it != m.customs.cend() && j < it->components ? it->values[v * it->components + j]
                                                                                 : 0.0);
        }
        if (vs) {
            if (m.smoothing.vertexIndices.isEmpty())
                for (qsizetype v = 0; v < n; ++v)
                    out.smoothing.vertexIndices.append(nextVs++);
            else
                out.smoothing.vertexIndices.append(m.smoothing.vertexIndices);
        }
        for (const Triangle &t : m.triangles)
            out.triangles.append({t[0] + quint32(base), t[1] + quint32(base), t[2] + quint32(base)});
        if (smoothTri) {
            const qsizetype tn = m.triangles.size();
            const Smoothing &s = m.smoothing;
            auto fill = [tn](auto &target, const auto &source, const auto &neutral) {
                if (source.isEmpty())
                    target.insert(target.size(), tn, neutral);
                else
                    target.append(source);
            };
            fill(out.smoothing.groups, s.groups, qint32(-1));
            fill(out.smoothing.angles, s.angles, 180.0f);
            fill(out.smoothing.uvs, s.uvs, false);
            fill(out.smoothing.edges, s.edges, std::array<qint8, 3>{-1, -1, -1});
        }
        for (const MorphTarget &morph : m.morphs) {
            MorphTarget moved = morph;
            for (quint32 &v : moved.vertices)
                v += quint32(base);
            out.morphs.append(moved);
        }
    }
    return out;
}

Mesh extractTriangles(Mesh &mesh, const QList<quint32> &triangles, const QString &name)
{
    const QSet<quint32> chosen(triangles.cbegin(), triangles.cend());
    auto build = [&mesh](bool wantChosen, const QSet<quint32> &set) {
        QList<qsizetype> tris;
        for (qsizetype i = 0; i < mesh.triangles.size(); ++i)
            if (set.contains(quint32(i)) == wantChosen)
                tris.append(i);
        QList<qint64> newIndex(mesh.vertexCount(), -1);
        QList<quint32> sourceOf;
        for (qsizetype i : tris)
            for (quint32 v : mesh.triangles[i])
                if (newIndex[v] < 0) {
                    newIndex[v] = sourceOf.size();
                    sourceOf.append(v);
                }
        // Keep the original vertex order so an untouched part stays recognisable.
        std::sort(sourceOf.begin(), sourceOf.end());
        for (qsizetype i = 0; i < sourceOf.size(); ++i)
            newIndex[sourceOf[i]] = i;
        Mesh part = remapVertices(mesh, sourceOf);
        for (qsizetype i : tris) {
            const Triangle &t = mesh.triangles[i];
            part.triangles.append({quint32(newIndex[t[0]]), quint32(newIndex[t[1]]), quint32(newIndex[t[2]])});
        }
        appendTriangleSmoothing(mesh, tris, part);
        return part;
    };
    Mesh extracted = build(true, chosen);
    extracted.name = name;
    Mesh rest = build(false, chosen);
    mesh = std::move(rest);
    return extracted;
}

QList<QList<quint32>> connectedParts(const Mesh &mesh)
{
    // Union-find over vertices, then group triangles by their first vertex's root.
    QList<quint32> parent(mesh.vertexCount());
    std::iota(parent.begin(), parent.end(), 0u);
    auto find = [&parent](quint32 v) {
        while (parent[v] != v) {
            parent[v] = parent[parent[v]];
            v = parent[v];
        }
        return v;
    };
    for (const Triangle &t : mesh.triangles) {
        if (t[0] >= quint32(parent.size()) || t[1] >= quint32(parent.size()) || t[2] >= quint32(parent.size()))
            return {};
        const quint32 a = find(t[0]);
        parent[find(t[1])] = a;
        parent[find(t[2])] = a;
    }
    QHash<quint32, qsizetype> partOf;
    QList<QList<quint32>> parts;
    for (qsizetype i = 0; i < mesh.triangles.size(); ++i) {
        const quint32 root = find(mesh.triangles[i][0]);
        auto it = partOf.find(root);
        if (it == partOf.end()) {
            it = partOf.insert(root, parts.size());
            parts.append(QList<quint32>());
        }
        parts[*it].append(quint32(i));
    }
    std::stable_sort(parts.begin(), parts.end(), [](const auto &a, const auto &b) { return a.size() > b.size(); });
    return parts;
}

QStringList mergeMeshesSharingMaterial(Model &model)
{
    QStringList merged;
    auto reference = [&](int mesh) {
        const int material = model.meshes[mesh].material;
        return material >= 0 && material < model.materials.size() ? materialReference(model.materials[material])
                                                                  : QString();
    };
    for (int first = 0; first < model.meshes.size(); ++first) {
        const QString shader = reference(first);
        if (shader.isEmpty())
            continue;
        QList<int> group{first};
        for (int m = first + 1; m < model.meshes.size(); ++m)
            if (reference(m) == shader)
                group.append(m);
        if (group.size() < 2)
            continue;
        const Model before = model;
        QList<Mesh> parts;
        for (int m : std::as_const(group))
            parts.append(model.meshes[m]);
        model.meshes[first] = mergeMeshes(parts);
        for (qsizetype k = group.size() - 1; k >= 1; --k) {
            merged << before.meshes[group[k]].name;
            model.meshes.removeAt(group[k]);
        }
        mergeMorphTracks(before, model, group);
    }
    return merged;
}

} // namespace quarry
