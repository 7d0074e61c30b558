#include "model/ops/DeleteGeometry.h"

#include "model/ops/FlatTriangles.h"

#include "model/ops/VertexRemap.h"

#include <algorithm>

namespace quarry {

GeometryRemoval removeGeometry(Mesh &mesh, const QList<bool> &triangles, const QList<bool> &vertices,
                               bool dropAllUnused)
{
    GeometryRemoval result;
    const qsizetype vertexCount = mesh.vertexCount();
    const qsizetype triangleCount = mesh.triangles.size();
    const bool someTriangles = triangles.size() == triangleCount;
    const bool someVertices = vertices.size() == vertexCount;
    // 0: unused, 1: used by a removed triangle only, 2: used by a kept one.
    QList<quint8> use(vertexCount, 0);
    QList<bool> removeTriangle(triangleCount, false);
    for (qsizetype i = 0; i < triangleCount; ++i) {
        const Triangle &t = mesh.triangles[i];
        bool remove = someTriangles && triangles[i];
        if (someVertices)
            remove = remove || vertices[t[0]] || vertices[t[1]] || vertices[t[2]];
        removeTriangle[i] = remove;
        for (quint32 v : t)
            use[v] = std::max<quint8>(use[v], remove ? 1 : 2);
    }
    QList<quint32> sourceOf;
    QList<qint64> newVertex(vertexCount, -1);
    for (qsizetype v = 0; v < vertexCount; ++v) {
        const bool remove = (someVertices && vertices[v]) || use[v] == 1 || (dropAllUnused && use[v] == 0);
        if (remove)
            continue;
        newVertex[v] = sourceOf.size();
        sourceOf.append(quint32(v));
    }
    QList<qsizetype> keptTriangles;
    result.triangleMap.resize(triangleCount);
    for (qsizetype i = 0; i < triangleCount; ++i) {
        result.triangleMap[i] = removeTriangle[i] ? -1 : keptTriangles.size();
        if (!removeTriangle[i])
            keptTriangles.append(i);
    }
    result.vertices = vertexCount - sourceOf.size();
    result.triangles = triangleCount - keptTriangles.size();
    if (!result.changed())
        return result;
    Mesh out = remapVertices(mesh, sourceOf);
    out.triangles.reserve(keptTriangles.size());
    for (qsizetype i : keptTriangles) {
        const Triangle &t = mesh.triangles[i];
        out.triangles.append({quint32(newVertex[t[0]]), quint32(newVertex[t[1]]), quint32(newVertex[t[2]])});
    }
    appendTriangleSmoothing(mesh, keptTriangles, out);
    mesh = std::move(out);
    return result;
}

GeometryRemoval deleteFaces(Mesh &mesh, const QList<quint32> &faces)
{
    QList<bool> marked(mesh.triangles.size(), false);
    for (quint32 f : faces)
        if (f < quint32(marked.size()))
            marked[f] = true;
    return removeGeometry(mesh, marked, {});
}

GeometryRemoval deleteVertices(Mesh &mesh, const QList<quint32> &vertices)
{
    QList<bool> marked(mesh.vertexCount(), false);
    for (quint32 v : vertices)
        if (v < quint32(marked.size()))
            marked[v] = true;
    return removeGeometry(mesh, {}, marked);
}

GeometryRemoval cleanUpMesh(Mesh &mesh)
{
    // A triangle flat in the first frame of a vertex-animated mesh but not
    // in every frame has area while it plays: it stays.
    return removeGeometry(mesh, findFlatTriangles(mesh).degenerate, {}, true);
}

} // namespace quarry
