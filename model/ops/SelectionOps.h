// Selection by connectivity within one mesh: connected parts, one ring more
// or less, the points on holes' rims and on non-manifold edges. Vertices
// and faces are index lists (sorted, unique on return); connectivity is by
// position (see MeshTopology), and triangles the topology leaves out
// (hidden ones) are never reached.
#pragma once

#include "model/ops/MeshTopology.h"

namespace quarry {

// The triangles connected (through shared points) to the seed faces and the
// seed vertices' points.
QList<quint32> connectedFaces(const Mesh &mesh, const MeshTopology &topology, const QList<quint32> &faces,
                              const QList<quint32> &vertices);

// The same parts without a topology: the triangles (not `excluded`: one
// entry per triangle, or empty) connected to the seeds through shared
// points, and every vertex at their points; seed vertices stay in the
// vertex list. Union-find over the points, for large meshes.
struct ConnectedElements
{
    QList<quint32> faces;
    QList<quint32> vertices;
};
ConnectedElements connectedElements(const Mesh &mesh, const QList<quint32> &faces, const QList<quint32> &vertices,
                                    const QList<bool> &excluded = {});

// Every triangle with a corner at the position of one of the given
// vertices (without building a topology).
QList<quint32> facesAtPositionsOf(const Mesh &mesh, const QList<quint32> &vertices);

// Every vertex at a point of the given faces.
QList<quint32> verticesOfFaces(const Mesh &mesh, const MeshTopology &topology, const QList<quint32> &faces);
// Every listed triangle that has a corner at a point of the given vertices.
QList<quint32> facesTouching(const MeshTopology &topology, const QList<quint32> &vertices);

// One ring more: faces sharing a point with a selected face; vertices of
// every triangle at a selected vertex's point.
QList<quint32> growFaces(const Mesh &mesh, const MeshTopology &topology, const QList<quint32> &faces);
QList<quint32> growVertices(const Mesh &mesh, const MeshTopology &topology, const QList<quint32> &vertices);
// One ring less: selected faces with no corner at a point that an
// unselected triangle uses; selected vertices whose every triangle has all
// its points selected.
QList<quint32> shrinkFaces(const Mesh &mesh, const MeshTopology &topology, const QList<quint32> &faces);
QList<quint32> shrinkVertices(const Mesh &mesh, const MeshTopology &topology, const QList<quint32> &vertices);

// The vertices on edges that one triangle uses (the rims of holes), and on
// edges that three or more use.
QList<quint32> boundaryVertices(const Mesh &mesh, const MeshTopology &topology, const QList<bool> &excluded = {});
QList<quint32> nonManifoldVertices(const Mesh &mesh, const MeshTopology &topology, const QList<bool> &excluded = {});

} // namespace quarry
