#include "model/ops/SelectionOps.h"

#include <algorithm>
#include <array>
#include <bit>
#include <vector>

namespace quarry {

namespace {

using Mask = std::vector<char>;

QList<quint32> indexesOf(const Mask &mask)
{
    QList<quint32> list;
    for (std::size_t i = 0; i < mask.size(); ++i)
        if (mask[i])
            list.append(quint32(i));
    return list;
}

// The points of the given vertices (indexes out of range ignored).
Mask pointsOfVertices(const MeshTopology &t, const QList<quint32> &vertices)
{
    Mask points(std::size_t(t.pointCount), 0);
    for (quint32 v : vertices)
        if (v < quint32(t.pointOf.size()))
            points[t.pointOf[v]] = 1;
    return points;
}

Mask pointsOfFaces(const Mesh &mesh, const MeshTopology &t, const QList<quint32> &faces)
{
    Mask points(std::size_t(t.pointCount), 0);
    for (quint32 f : faces)
        if (f < quint32(mesh.triangles.size()))
            for (quint32 v : mesh.triangles[f])
                points[t.pointOf[v]] = 1;
    return points;
}

Mask facesAtPoints(const Mesh &mesh, const MeshTopology &t, const Mask &points)
{
    Mask faces(std::size_t(mesh.triangles.size()), 0);
    for (qsizetype p = 0; p < t.pointCount; ++p)
        if (points[std::size_t(p)])
            for (quint32 i = t.triangleStart[p]; i < t.triangleStart[p + 1]; ++i)
                faces[t.pointTriangles[i]] = 1;
    return faces;
}

QList<quint32> verticesAtPoints(const MeshTopology &t, const Mask &points)
{
    QList<quint32> list;
    for (qsizetype v = 0; v < t.pointOf.size(); ++v)
        if (points[t.pointOf[v]])
            list.append(quint32(v));
    return list;
}

Mask facesMask(const Mesh &mesh, const QList<quint32> &faces)
{
    Mask mask(std::size_t(mesh.triangles.size()), 0);
    for (quint32 f : faces)
        if (f < quint32(mesh.triangles.size()))
            mask[f] = 1;
    return mask;
}

// Whether the topology lists the triangle (it is not left out).
Mask listedFaces(const Mesh &mesh, const MeshTopology &t)
{
    Mask listed(std::size_t(mesh.triangles.size()), 0);
    for (quint32 f : t.pointTriangles)
        listed[f] = 1;
    return listed;
}

} // namespace

QList<quint32> connectedFaces(const Mesh &mesh, const MeshTopology &t, const QList<quint32> &faces,
                              const QList<quint32> &vertices)
{
    Mask pointSeen(std::size_t(t.pointCount), 0);
    Mask faceSeen(std::size_t(mesh.triangles.size()), 0);
    const Mask listed = listedFaces(mesh, t);
    std::vector<quint32> stack; // points to visit
    auto visitPoint = [&](quint32 p) {
        if (!pointSeen[p]) {
            pointSeen[p] = 1;
            stack.push_back(p);
        }
    };
    for (quint32 v : vertices)
        if (v < quint32(t.pointOf.size()))
            visitPoint(t.pointOf[v]);
    for (quint32 f : faces)
        if (f < quint32(mesh.triangles.size()) && listed[f])
            for (quint32 v : mesh.triangles[f])
                visitPoint(t.pointOf[v]);
    while (!stack.empty()) {
        const quint32 p = stack.back();
        stack.pop_back();
        for (quint32 i = t.triangleStart[p]; i < t.triangleStart[p + 1]; ++i) {
            const quint32 f = t.pointTriangles[i];
            if (faceSeen[f])
                continue;
            faceSeen[f] = 1;
            for (quint32 v : mesh.triangles[f])
                visitPoint(t.pointOf[v]);
        }
    }
    return indexesOf(faceSeen);
}

ConnectedElements connectedElements(const Mesh &mesh, const QList<quint32> &faces, const QList<quint32> &vertices,
                                    const QList<bool> &excluded)
{
    ConnectedElements result;
    qsizetype pointCount = 0;
    const QList<quint32> pointOf = positionPoints(mesh.positions, &pointCount);
    const qsizetype triangleCount = mesh.triangles.size();
    const bool skip = excluded.size() == triangleCount;
    std::vector<quint32> parent(static_cast<std::size_t>(pointCount));
    for (std::size_t p = 0; p < parent.size(); ++p)
        parent[p] = quint32(p);
    auto find = [&parent](quint32 p) {
        while (parent[p] != p) {
            parent[p] = parent[parent[p]];
            p = parent[p];
        }
        return p;
    };
    auto unite = [&](quint32 a, quint32 b) {
        a = find(a);
        b = find(b);
        if (a != b)
            parent[std::max(a, b)] = std::min(a, b);
    };
    for (qsizetype i = 0; i < triangleCount; ++i) {
        if (skip && excluded[i])
            continue;
        const Triangle &t = mesh.triangles[i];
        unite(pointOf[t[0]], pointOf[t[1]]);
        unite(pointOf[t[0]], pointOf[t[2]]);
    }
    Mask seedRoot(std::size_t(pointCount), 0);
    bool any = false;
    for (quint32 v : vertices)
        if (v < quint32(pointOf.size())) {
            seedRoot[find(pointOf[v])] = 1;
            any = true;
        }
    for (quint32 f : faces)
        if (f < quint32(triangleCount) && !(skip && excluded[f])) {
            seedRoot[find(pointOf[mesh.triangles[f][0]])] = 1;
            any = true;
        }
    if (!any)
        return result;
    Mask reached(std::size_t(pointCount), 0); // points of reached triangles
    for (qsizetype i = 0; i < triangleCount; ++i) {
        if (skip && excluded[i])
            continue;
        const Triangle &t = mesh.triangles[i];
        if (!seedRoot[find(pointOf[t[0]])])
            continue;
        result.faces.append(quint32(i));
        reached[pointOf[t[0]]] = reached[pointOf[t[1]]] = reached[pointOf[t[2]]] = 1;
    }
    Mask seedVertex;
    if (!vertices.isEmpty()) {
        seedVertex.assign(std::size_t(pointOf.size()), 0);
        for (quint32 v : vertices)
            if (v < quint32(pointOf.size()))
                seedVertex[v] = 1;
    }
    for (qsizetype v = 0; v < pointOf.size(); ++v)
        if (reached[pointOf[v]] || (!seedVertex.empty() && seedVertex[std::size_t(v)]))
            result.vertices.append(quint32(v));
    return result;
}

QList<quint32> facesAtPositionsOf(const Mesh &mesh, const QList<quint32> &vertices)
{
    // The chosen positions' bits, sorted for binary search.
    using Key = std::array<quint32, 3>;
    auto keyOf = [](const QVector3D &p) {
        auto bits = [](float f) { return std::bit_cast<quint32>(f == 0.0f ? 0.0f : f); };
        return Key{bits(p.x()), bits(p.y()), bits(p.z())};
    };
    std::vector<Key> keys;
    for (quint32 v : vertices)
        if (v < quint32(mesh.positions.size()))
            keys.push_back(keyOf(mesh.positions[v]));
    QList<quint32> faces;
    if (keys.empty())
        return faces;
    std::sort(keys.begin(), keys.end());
    keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
    Mask at(std::size_t(mesh.positions.size()), 0);
    for (qsizetype v = 0; v < mesh.positions.size(); ++v)
        at[std::size_t(v)] = std::binary_search(keys.begin(), keys.end(), keyOf(mesh.positions[v]));
    const quint32 n = quint32(mesh.positions.size());
    for (qsizetype i = 0; i < mesh.triangles.size(); ++i) {
        const Triangle &t = mesh.triangles[i];
        if (t[0] < n && t[1] < n && t[2] < n && (at[t[0]] || at[t[1]] || at[t[2]]))
            faces.append(quint32(i));
    }
    return faces;
}

QList<quint32> verticesOfFaces(const Mesh &mesh, const MeshTopology &t, const QList<quint32> &faces)
{
    return verticesAtPoints(t, pointsOfFaces(mesh, t, faces));
}

QList<quint32> facesTouching(const MeshTopology &t, const QList<quint32> &vertices)
{
    const Mask points = pointsOfVertices(t, vertices);
    QList<quint32> list;
    for (qsizetype p = 0; p < t.pointCount; ++p)
        if (points[std::size_t(p)])
            for (quint32 i = t.triangleStart[p]; i < t.triangleStart[p + 1]; ++i)
                list.append(t.pointTriangles[i]);
    std::sort(list.begin(), list.end());
    list.erase(std::unique(list.begin(), list.end()), list.end());
    return list;
}

QList<quint32> growFaces(const Mesh &mesh, const MeshTopology &t, const QList<quint32> &faces)
{
    Mask grown = facesAtPoints(mesh, t, pointsOfFaces(mesh, t, faces));
    for (quint32 f : faces)
        if (f < quint32(grown.size()))
            grown[f] = 1;
    return indexesOf(grown);
}

QList<quint32> growVertices(const Mesh &mesh, const MeshTopology &t, const QList<quint32> &vertices)
{
    const Mask faces = facesAtPoints(mesh, t, pointsOfVertices(t, vertices));
    Mask points = pointsOfVertices(t, vertices);
    for (std::size_t f = 0; f < faces.size(); ++f)
        if (faces[f])
            for (quint32 v : mesh.triangles[qsizetype(f)])
                points[t.pointOf[v]] = 1;
    return verticesAtPoints(t, points);
}

QList<quint32> shrinkFaces(const Mesh &mesh, const MeshTopology &t, const QList<quint32> &faces)
{
    const Mask selected = facesMask(mesh, faces);
    // Points where an unselected (listed) triangle has a corner.
    Mask rim(std::size_t(t.pointCount), 0);
    for (qsizetype p = 0; p < t.pointCount; ++p)
        for (quint32 i = t.triangleStart[p]; i < t.triangleStart[p + 1] && !rim[std::size_t(p)]; ++i)
            if (!selected[t.pointTriangles[i]])
                rim[std::size_t(p)] = 1;
    QList<quint32> kept;
    for (std::size_t f = 0; f < selected.size(); ++f) {
        if (!selected[f])
            continue;
        const Triangle &tri = mesh.triangles[qsizetype(f)];
        if (!rim[t.pointOf[tri[0]]] && !rim[t.pointOf[tri[1]]] && !rim[t.pointOf[tri[2]]])
            kept.append(quint32(f));
    }
    return kept;
}

QList<quint32> shrinkVertices(const Mesh &mesh, const MeshTopology &t, const QList<quint32> &vertices)
{
    const Mask points = pointsOfVertices(t, vertices);
    Mask kept = points;
    for (qsizetype p = 0; p < t.pointCount; ++p) {
        if (!points[std::size_t(p)])
            continue;
        for (quint32 i = t.triangleStart[p]; i < t.triangleStart[p + 1]; ++i) {
            const Triangle &tri = mesh.triangles[t.pointTriangles[i]];
            if (!points[t.pointOf[tri[0]]] || !points[t.pointOf[tri[1]]] || !points[t.pointOf[tri[2]]]) {
                kept[std::size_t(p)] = 0;
                break;
            }
        }
    }
    QList<quint32> list;
    for (quint32 v : vertices)
        if (v < quint32(t.pointOf.size()) && kept[t.pointOf[v]])
            list.append(v);
    std::sort(list.begin(), list.end());
    list.erase(std::unique(list.begin(), list.end()), list.end());
    return list;
}

namespace {

QList<quint32> verticesOnEdges(const Mesh &mesh, const MeshTopology &t, const QList<bool> &excluded, bool boundary)
{
    Mask points(std::size_t(t.pointCount), 0);
    for (const MeshEdge &e : meshEdges(mesh, t.pointOf, excluded))
        if (boundary ? e.uses == 1 : e.uses >= 3) {
            points[e.a] = 1;
            points[e.b] = 1;
        }
    return verticesAtPoints(t, points);
}

} // namespace

QList<quint32> boundaryVertices(const Mesh &mesh, const MeshTopology &t, const QList<bool> &excluded)
{
    return verticesOnEdges(mesh, t, excluded, true);
}

QList<quint32> nonManifoldVertices(const Mesh &mesh, const MeshTopology &t, const QList<bool> &excluded)
{
    return verticesOnEdges(mesh, t, excluded, false);
}

} // namespace quarry
