// Reads Inter-Quake Export (.iqe) text into a Model.
//
// IQE vertex arrays are global to the file and meshes are ranges of them;
// Quarry's meshes own their vertices. The vertices defined after a `mesh`
// command belong to that mesh, and triangle indexes become mesh-local. A
// face that uses a vertex of another mesh gets a copy of that vertex.
//
// Winding: triangles are kept in the order the file lists them. IQE and IQM
// store the same order (the front face is clockwise seen from outside, the
// Quake-family convention), so IQE <-> IQM conversion never reorders.
//
// Format-specific data kept in extras:
//   Model "iqe.comment"       QByteArray, the comment section verbatim
//   Model "iqe.vertexarrays"  QStringList, the `vertexarray` declarations
//   Model "iqe.source"        QByteArray, the file as read, for saving it back
//                             as it was (IqeReplay.h)
#pragma once

#include "io/IoResult.h"

#include <QByteArrayView>

namespace quarry {

// True when the data starts with the IQE header line.
bool probeIqe(QByteArrayView head);

ReadResult readIqe(const QString &path, QByteArrayView data, const ReadOptions &options = {});

} // namespace quarry
