// Selection operations over the whole model: what the Select menu does to
// the document's selection. Vertices and faces are picked by connectivity
// by position (see MeshTopology); hidden faces (and vertices only hidden
// faces use) are never selected or reached.
#pragma once

#include "model/Model.h"
#include "model/Selection.h"

namespace quarry {

// One entry per triangle of the mesh: whether it is hidden.
QList<bool> hiddenFaceMask(const Mesh &mesh, const QList<quint32> &hidden);
// One entry per vertex: whether every triangle that uses it is hidden
// (vertices no triangle uses are not hidden).
QList<bool> hiddenVertexMask(const Mesh &mesh, const QList<quint32> &hidden);

// Whole connected parts of the selected vertices or faces (in Objects
// mode, of nothing: the selection stays).
Selection selectConnected(const Model &model, const Selection &selection, const HiddenFaces &hidden = {});
// One ring more or less of vertices or faces; in Objects mode, nothing changes.
Selection growSelection(const Model &model, const Selection &selection, const HiddenFaces &hidden = {});
Selection shrinkSelection(const Model &model, const Selection &selection, const HiddenFaces &hidden = {});
// Everything of the mode (vertices, faces, meshes, joints) not selected.
Selection invertSelection(const Model &model, const Selection &selection, const HiddenFaces &hidden = {});
// The meshes (their faces in Faces mode) with the material of a selected
// mesh, face or vertex, or with a selected material.
Selection selectByMaterial(const Model &model, const Selection &selection, const HiddenFaces &hidden = {});
// The vertices on holes' rims, and on edges three faces or more share, of
// the meshes in the selection (all when it names none).
Selection selectBoundary(const Model &model, const Selection &selection, const HiddenFaces &hidden = {});
Selection selectNonManifold(const Model &model, const Selection &selection, const HiddenFaces &hidden = {});

// The meshes a selection names: selected meshes and those with selected
// vertices or faces, in index order.
QList<int> selectedMeshes(const Selection &selection);

// The faces a selection covers in each mesh: selected faces; faces with a
// corner at a selected vertex's position; every face of a selected mesh.
QMap<int, QList<quint32>> coveredFaces(const Model &model, const Selection &selection);

// The faces a selection takes whole: selected faces, and faces with every
// corner at a selected vertex's position.
QMap<int, QList<quint32>> selectedFaces(const Model &model, const Selection &selection);

// Every vertex at the position of a given vertex (split vertices move and
// go together), per mesh index.
QMap<int, QList<quint32>> verticesAtSamePositions(const Model &model, const QMap<int, QList<quint32>> &vertices);

// Hidden faces after hiding what the selection covers, or everything else
// (isolate).
HiddenFaces hideSelection(const Model &model, const Selection &selection, const HiddenFaces &hidden);
HiddenFaces isolateSelection(const Model &model, const Selection &selection);
// The selection without hidden faces and vertices, and without meshes
// whose every face is hidden.
Selection withoutHidden(const Model &model, const Selection &selection, const HiddenFaces &hidden);

} // namespace quarry
