// The neighbours of an IQM file's triangles: the adjacency section the
// writer derives from the triangles and vertices it writes.
#pragma once

#include "model/Mesh.h"

#include <QByteArray>
#include <QList>
#include <QVector3D>

#include <atomic>

namespace quarry::iqm {

// Neighbours across each edge (edge e runs from corner e to corner e + 1),
// ~0 where an edge has no or more than one neighbour. Vertices that share
// position and skinning (`blends`: the same number of bytes per vertex)
// count as one, as in the format's converter. Gives up, returning an
// empty list, when `stop` (may be null) becomes true.
QList<quint32> triangleAdjacency(const QList<Triangle> &triangles, const QList<QVector3D> &positions,
                                 const QByteArray &blends, const std::atomic_bool *stop = nullptr);

// `size` bytes a vertex from `data` (none where `size` is 0).
struct VertexBytes
{
    const char *data = nullptr;
    qsizetype size = 0;
};

// The same from arrays (`n` positions), into `adjacency` (triangleCount * 3
// entries, all written), with a vertex's skinning given as two arrays of
// bytes (such as an IQM file's blend indexes and weights where it holds
// them); false when stopped.
bool triangleAdjacency(const Triangle *triangles, qsizetype triangleCount, const QVector3D *positions, qsizetype n,
                       VertexBytes blends, VertexBytes moreBlends, quint32 *adjacency, const std::atomic_bool *stop);

} // namespace quarry::iqm
