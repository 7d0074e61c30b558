// QuickModel shapes as triangles (for the viewport and for mesh formats)
// and curves as polylines (the viewport draws them as lines).
//
// Primitives, at the shape's defaults before its transform:
//   sphere    radius 0.5 about the origin
//   cube      side 1, centred on the origin
//   cone      base (radius 0.5) at z = -0.5, point at z = +0.5
//   cylinder  radius 0.5, from z = -0.5 to z = +0.5
// The format text calls the y axis the "main axis" of the cone and the
// cylinder but puts their base, point and bottom on z; Quarry follows the
// coordinates it gives, so both stand along the z axis (height 1, like the
// cube's side, as the text gives no cylinder height).
//
// Triangles follow Quarry's winding rule (the IQE/IQM one): a triangle
// (a, b, c) faces along (c - a) x (b - a), and primitives face outward. A
// surface has no inside: its grid cell (p00, p10, p01, p11) (u, then v)
// gives the triangles (p00, p10, p11) and (p00, p11, p01), so a mesh
// written as patches comes back with its own winding.
//
// Curves and surfaces are cardinal (Catmull-Rom) splines through their
// CVs. A CV of multiplicity m is used m + 1 times (multiplicity 1 doubles
// it): doubled end CVs draw the curve out to the ends, a span between two
// doubled CVs is straight, and closed curves and surfaces come from
// repeating CVs, as the file does. In a surface a column's u multiplicity
// (and a row's v multiplicity) is the largest of its CVs'.
#pragma once

#include "model/Model.h"

#include <QStringList>

namespace quarry {

struct TessellationSettings
{
    int segments = 32; // around a sphere, cone or cylinder (a multiple of 4 keeps the extremes exact)
    int rings = 16; // pole to pole on a sphere (even keeps the equator)
    int splineSteps = 8; // samples per curved spline span (straight spans take one; fewer on
                         // a surface that would pass about 4 million vertices)
};

// Triangles with normals, the shape's transform applied (matrix(): tm *
// translate * rotate x, y, z * scale). Empty for lights and curves.
Mesh tessellateShape(const Shape &shape, const TessellationSettings &settings = {});
// The points of a curve (a surface with nv = 1), transform applied, to be
// drawn as a line strip; a closed curve ends where it starts. Empty for
// other shapes and for curves too short to have a span.
QList<QVector3D> tessellateCurve(const Shape &shape, const TessellationSettings &settings = {});
// The material a shape is drawn with: its color (the format's defaults
// where absent) as diffuse, its diffusion and specularity.
Material shapeMaterial(const Shape &shape);
// Turns every shape of the model into a mesh (with a material per distinct
// look, added after the existing ones) and removes the shapes; consecutive
// surfaces of the same look share one mesh, named after the first of them
// (so a mesh written as patches comes back as one mesh). Curves and
// lights have no triangles: they are left out, each with a warning in the
// returned list.
QStringList tessellateShapesIntoMeshes(Model &model, const TessellationSettings &settings = {});

} // namespace quarry
