#include "model/ops/VertexOrder.h"

#include "model/ops/VertexRemap.h"

#include <meshoptimizer.h>

#include <map>
#include <vector>

namespace quarry {

namespace {

constexpr unsigned kCacheSize = 16;

std::vector<unsigned> indexList(const Mesh &mesh)
{
    std::vector<unsigned> indices;
    indices.reserve(size_t(mesh.triangles.size()) * 3);
    for (const Triangle &t : mesh.triangles)
        indices.insert(indices.end(), {t[0], t[1], t[2]});
    return indices;
}

} // namespace

double averageCacheMissRatio(const Mesh &mesh)
{
    if (mesh.triangles.isEmpty() || !mesh.validate().isEmpty())
        return 0;
    const std::vector<unsigned> indices = indexList(mesh);
    return double(
        meshopt_analyzeVertexCache(indices.data(), indices.size(), size_t(mesh.vertexCount()), kCacheSize, 0, 0).acmr);
}

Mesh optimizeVertexOrder(const Mesh &mesh)
{
    if (mesh.triangles.isEmpty() || !mesh.validate().isEmpty())
        return mesh;
    const size_t vertexCount = size_t(mesh.vertexCount());
    const std::vector<unsigned> indices = indexList(mesh);
    std::vector<unsigned> ordered(indices.size());
    meshopt_optimizeVertexCache(ordered.data(), indices.data(), indices.size(), vertexCount);

    // Which source triangle each ordered one is (the optimizer keeps every
    // triangle's corners in their order), for the per-triangle streams.
    std::map<Triangle, std::vector<qsizetype>> sourceTriangles;
    for (qsizetype t = mesh.triangles.size() - 1; t >= 0; --t)
        sourceTriangles[mesh.triangles[t]].push_back(t);
    QList<qsizetype> triangleOrder;
    triangleOrder.reserve(mesh.triangles.size());
    for (size_t i = 0; i < ordered.size(); i += 3) {
        std::vector<qsizetype> &sources = sourceTriangles[Triangle{ordered[i], ordered[i + 1], ordered[i + 2]}];
        triangleOrder.append(sources.back());
        sources.pop_back();
    }

    std::vector<unsigned> remap(vertexCount);
    const size_t used = meshopt_optimizeVertexFetchRemap(remap.data(), ordered.data(), ordered.size(), vertexCount);
    QList<quint32> sourceOf;
    sourceOf.resize(qsizetype(vertexCount));
    quint32 unused = quint32(used);
    for (size_t v = 0; v < vertexCount; ++v) {
        if (remap[v] == ~0u)
            remap[v] = unused++;
        sourceOf[qsizetype(remap[v])] = quint32(v);
    }
    Mesh out = remapVertices(mesh, sourceOf);
    out.triangles.reserve(mesh.triangles.size());
    for (size_t i = 0; i < ordered.size(); i += 3)
        out.triangles.append(Triangle{remap[ordered[i]], remap[ordered[i + 1]], remap[ordered[i + 2]]});
    appendTriangleSmoothing(mesh, triangleOrder, out);
    return out;
}

VertexOrderReport optimizeVertexOrder(Model &model)
{
    VertexOrderReport report;
    double missesBefore = 0, missesAfter = 0;
    for (Mesh &mesh : model.meshes) {
        const double triangles = double(mesh.triangles.size());
        missesBefore += averageCacheMissRatio(mesh) * triangles;
        mesh = optimizeVertexOrder(mesh);
        missesAfter += averageCacheMissRatio(mesh) * triangles;
        report.triangles += mesh.triangles.size();
    }
    if (report.triangles > 0) {
        report.missRatioBefore = missesBefore / double(report.triangles);
        report.missRatioAfter = missesAfter / double(report.triangles);
    }
    return report;
}

} // namespace quarry
