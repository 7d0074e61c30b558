// Degenerate triangles of a mesh that may be vertex-animated: a triangle
// with a repeated corner is degenerate; one with no area is degenerate only
// when it has none in every frame (the mesh's own positions and each
// morph target's: an MD3, MD2 or MDL frame), since a triangle flat in the
// first frame may open up in the others.
#pragma once

#include "model/Mesh.h"

namespace quarry {

struct FlatTriangles
{
    // Repeated corners, or no area in any frame.
    QList<bool> degenerate;
    // Frames counted: 1 + the morph targets that store a position for each
    // vertex they list (one listing none is a frame like the first).
    int frames = 1;
    // Triangles with no area in some frames but not all (kept).
    qsizetype flatInSomeFrames = 0;
};

FlatTriangles findFlatTriangles(const Mesh &mesh);

} // namespace quarry
