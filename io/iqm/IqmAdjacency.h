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

// The same from arrays (`n` positions), into `adjacency` (triangleCount * 3
// entries, all written); false when stopped.
bool triangleAdjacency(const Triangle *triangles, qsizetype triangleCount, const QVector3D *positions, qsizetype n,
                       const QByteArray &blends, quint32 *adjacency, const std::atomic_bool *stop);

} // namespace quarry::iqm
