// The UV layout as lines: what the UV dock draws and File > Export UV
// Layout writes (QtGui painting, no widgets).
#pragma once

#include "model/Model.h"

#include <QImage>
#include <QLineF>
#include <QList>

class QPainter;

namespace quarry {

// Each edge of the mesh's faces in texture space once (an edge two faces
// share by vertex index is one line). Faces whose `skip` entry is true
// (when given: one per triangle) are left out. Empty without set `set`.
QList<QLineF> uvEdgeLines(const Mesh &mesh, int set, const QList<bool> &skip = {});

// A size x size image of the layout of the given meshes (every mesh when
// none are given): `background` scaled to fill it, or transparent where it
// is null; edges one pixel wide in `color` (dark by default) inside a light
// outline, so that they show over a light or dark texture and over the
// checkerboard or white an image viewer puts behind transparency. The unit
// square fills the image.
QImage paintUvLayout(const Model &model, const QList<int> &meshes, int set, int size, const QImage &background,
                     QColor color = QColor(24, 24, 28));

} // namespace quarry
