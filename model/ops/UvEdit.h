// Texture-coordinate edits on one mesh: transforms, projections, fitting,
// aligning, welding and splitting, copying one set to another, and the UV
// islands and seams a UV editor shows. Pure functions (no Document).
//
// An edit works on a UvPart: the faces of a face selection (their corners),
// or the vertices of a vertex selection. Where an edit of faces would give a
// vertex two coordinates (it is shared with a face left alone, or with a
// face of another island after a projection that cuts there), the vertex is
// split: the edited faces get a copy, so no neighbour is distorted.
#pragma once

#include "model/Model.h"
#include "model/Selection.h"

#include <QList>
#include <QRectF>
#include <QTransform>

#include <functional>

namespace quarry {

struct UvPart
{
    QList<quint32> faces; // edited as corners (split where shared); may be empty
    QList<quint32> vertices; // edited where `faces` is empty
    bool byFaces() const { return !faces.isEmpty(); }
    bool isEmpty() const { return faces.isEmpty() && vertices.isEmpty(); }
};

// What the selection edits, per mesh index: the selected faces, or the
// selected vertices, or with meshes (or nothing) selected every face of
// those meshes (of every mesh).
QMap<int, UvPart> uvParts(const Model &model, const Selection &selection);
// The faces a projection of the part covers: its faces, or the faces all
// of whose corners are among its vertices.
QList<quint32> uvPartFaces(const Mesh &mesh, const UvPart &part);

// The corners of the faces, or the vertices (sorted, unique, in range).
QList<quint32> uvPartVertices(const Mesh &mesh, const UvPart &part);

// Whether the mesh has texture-coordinate set `set` (one entry per vertex).
bool hasUvSet(const Mesh &mesh, int set);
// Adds empty-as-zero sets up to `set` so that it exists.
void ensureUvSet(Mesh &mesh, int set);

// The bounding rectangle of the part's coordinates (null when none).
QRectF uvBounds(const Mesh &mesh, int set, const UvPart &part);

// Gives each corner of the faces (3 per face, in order) its coordinate,
// splitting vertices as the header says. Returns how many vertices were added.
qsizetype setCornerUVs(Mesh &mesh, int set, const QList<quint32> &faces, const QList<QVector2D> &corners);

// Maps the part's coordinates through f (faces split from what they leave).
qsizetype mapUVs(Mesh &mesh, int set, const UvPart &part, const std::function<QVector2D(QVector2D)> &f);

// The affine map of transformUVs: translate by `offset`, rotate by `degrees`
// and scale by `scale` (a negative factor flips) about `centre`.
QTransform uvTransform(QPointF centre, QPointF offset, double degrees, QPointF scale);
qsizetype transformUVs(Mesh &mesh, int set, const UvPart &part, const QTransform &transform);

// The map that puts `bounds` into the unit square: uniformly (the longer
// side fills it, the other centred) or stretching both sides.
QTransform fitTransform(const QRectF &bounds, bool keepAspect = true);

enum class UvProjection : quint8 { Planar, Box, Cylindrical, Spherical };
enum class UvAxis : quint8 { X, Y, Z, View };

// Projection of faces to texture space. Planar: u along the axis's right,
// v down its up (image rows run down): along Z, u = x and v = -y; along Y,
// u = x, v = -z; along X, u = y, v = -z; along a view direction d, right =
// d × Z (d × Y when d is along Z) and up = right × d. Box: each face planar
// along the axis its normal is nearest. Cylindrical round the axis through
// `centre`: u = angle / 2π + 0.5 (X = right, up), v = -height; spherical:
// the same u, v = polar angle from the axis / π. A face across the angle's
// wrap gets u beyond 1 (its vertices split from the neighbour's).
struct UvProjectionSettings
{
    UvProjection mode = UvProjection::Planar;
    UvAxis axis = UvAxis::Z;
    QVector3D viewDirection{0, 1, 0};
    QVector3D centre;
    // Cylindrical and spherical: the angle (radians, from X = right) where u
    // wraps from 1 to 0; π (behind, on -X) by default.
    float seam = 3.14159265f;
};
// The axes of a planar projection (and of the cylinder's and sphere's
// angle): u along `right`, v down `up`, `forward` the projection's axis.
void projectionBasis(UvAxis axis, QVector3D view, QVector3D &right, QVector3D &up, QVector3D &forward);
// Box projection: the side a face projects to, by its normal's largest
// component: 0 +X, 1 -X, 2 +Y, 3 -Y, 4 +Z, 5 -Z (-1 for an invalid face).
int boxSide(const Mesh &mesh, quint32 face);
// A seam for a cylindrical or spherical projection of the faces that runs
// through the vertex nearest behind the axis, so that faces meet the wrap
// at a corner instead of crossing it.
float seamThroughVertex(const Model &model, const QMap<int, QList<quint32>> &faces,
                        const UvProjectionSettings &settings);
// The raw coordinates of the faces' corners (3 per face), before fitting.
QList<QVector2D> projectCorners(const Mesh &mesh, const QList<quint32> &faces, const UvProjectionSettings &settings);

// The part's u (axis 0) or v (axis 1) set to the bounds' minimum (where
// -1), centre (0) or maximum (1).
qsizetype alignUVs(Mesh &mesh, int set, const UvPart &part, int axis, int where);

// Vertices of `vertices` at one position take their mean coordinate: the
// two sides of a seam sewn together. Returns how many vertices moved.
qsizetype weldUVs(Mesh &mesh, int set, const QList<quint32> &vertices);

// Splits the mesh along the edges between vertices of `vertices`: at each
// such vertex, faces that meet it only across such edges get copies of it
// (same coordinates, now free to move apart). Returns vertices added.
qsizetype splitUVs(Mesh &mesh, const QList<quint32> &vertices);

// Copies set `from` into set `to` (a new set when to == the set count).
// False when `from` does not exist or to is out of range.
bool copyUVSet(Mesh &mesh, int from, int to);

// UV islands: faces joined by a shared vertex, or by vertices at one
// position with one coordinate. Island number per face; `count` the number.
QList<int> uvIslands(const Mesh &mesh, int set, int *count = nullptr);
// Every face of the islands of the given faces, sorted.
QList<quint32> islandFaces(const Mesh &mesh, int set, const QList<quint32> &faces);

// Seams: edges whose faces meet in space but not in texture space. Each is
// a face and the corner its edge starts at (face * 3 + corner).
QList<quint32> uvSeams(const Mesh &mesh, int set);

} // namespace quarry
