// The IQM reader's meshes whose triangles use vertices the file stores
// with another mesh (IqmParser.h: readBorrowedVertices).
#include "io/iqm/IqmParser.h"

#include <algorithm>
#include <vector>

namespace quarry::iqm {

namespace {

// Appends the vertices of `more` (read from the same arrays, so with the
// same streams) to `mesh`.
void appendVertices(Mesh &mesh, const Mesh &more)
{
    mesh.positions.append(more.positions);
    mesh.normals.append(more.normals);
    mesh.tangents.append(more.tangents);
    mesh.bitangents.append(more.bitangents);
    mesh.colors.append(more.colors);
    for (qsizetype s = 0; s < mesh.texcoords.size() && s < more.texcoords.size(); ++s)
        mesh.texcoords[s].append(more.texcoords[s]);
    for (qsizetype c = 0; c < mesh.customs.size() && c < more.customs.size(); ++c)
        mesh.customs[c].values.append(more.customs[c].values);
    mesh.blendIndexes.append(more.blendIndexes);
    mesh.blendWeights.append(more.blendWeights);
}

} // namespace

bool IqmReader::readBorrowedVertices(Mesh &mesh, const MeshSpan &span, int meshIndex, MeshFailure *failure) const
{
    // Triangles may use vertices the file stores with another mesh (the
    // engines index the file's arrays, not the mesh's range): the mesh gets
    // a copy of each after its own vertices. An unedited save writes the
    // file back as it was (IqmReplay), with the triangles as stored.
    const quint32 firstVertex = span.firstVertex, vertexCount = span.vertexCount;
    const quint32 numVertexes = field(NumVertexes);
    const qint64 triAt = qint64(field(OfsTriangles)) + qint64(span.firstTriangle) * kTriangleSize;
    const char *t = m_data + triAt;
    quint32 *dst = mesh.triangles.data()->data();
    const size_t corners = size_t(span.triangleCount) * 3;
    std::vector<quint32> outside;
    qint64 firstAt = -1;
    for (size_t k = 0; k < corners; ++k) {
        if (dst[k] < vertexCount)
            continue;
        const quint32 v = u32(t + k * 4);
        if (v >= numVertexes)
            return failed(failure, triAt + qint64(k) * 4,
                          tr("mesh %1: triangle %2 uses vertex %3, past the %4 vertices of the file")
                              .arg(meshIndex)
                              .arg(quint64(span.firstTriangle) + k / 3)
                              .arg(v)
                              .arg(numVertexes));
        if (firstAt < 0)
            firstAt = triAt + qint64(k) * 4;
        outside.push_back(v);
    }
    std::sort(outside.begin(), outside.end());
    outside.erase(std::unique(outside.begin(), outside.end()), outside.end());
    const quint64 bytes = quint64(outside.size()) * m_vertexBytes;
    const quint64 budget = readBudget(m_limit);
    if (m_spent + m_borrowedBytes.fetch_add(bytes) + bytes > budget)
        return failed(failure, firstAt,
                      tr("mesh %1: the vertices its triangles use outside its range would take more than %2 MiB")
                          .arg(meshIndex)
                          .arg(budget >> 20));
    // The file's vertices in runs of consecutive numbers, each read as a
    // mesh of its own and appended.
    for (size_t i = 0; i < outside.size();) {
        size_t j = i + 1;
        while (j < outside.size() && outside[j] == outside[j - 1] + 1)
            ++j;
        Mesh run;
        if (!readMeshStreams(run, outside[i], quint32(j - i), meshIndex, failure))
            return false;
        appendVertices(mesh, run);
        i = j;
    }
    for (size_t k = 0; k < corners; ++k) {
        if (dst[k] < vertexCount)
            continue;
        const quint32 v = u32(t + k * 4);
        dst[k] = vertexCount + quint32(std::lower_bound(outside.begin(), outside.end(), v) - outside.begin());
    }
    failure->warnings.append(
        {firstAt, tr("mesh %1: its triangles use %n vertices stored outside its vertices %2 to %3 (the first: "
                     "%4); they are read from the file's arrays, as the engines read them, and the file is written "
                     "back as it was",
                     nullptr, int(outside.size()))
                      .arg(meshIndex)
                      .arg(firstVertex)
                      .arg(qint64(firstVertex) + qint64(vertexCount) - 1)
                      .arg(outside.front())});
    return true;
}

} // namespace quarry::iqm
