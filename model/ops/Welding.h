#pragma once

#include "model/Mesh.h"

#include <array>

namespace quarry {

// The streams that can keep two vertices at one position apart.
enum class WeldAttribute {
    Normal,
    Tangent,
    Bitangent,
    TextureCoordinates,
    Color,
    Weights,
    CustomAttribute,
    SmoothingVertex, // IQE smoothing: different smoothing vertices
    Morph, // they lie apart in some frame (morph target)
    Count
};

struct WeldOptions
{
    float tolerance = 1e-5f; // positions within this distance (model units) may merge
    // Merge by position alone: the first vertex's normal, texture
    // coordinates and other streams win. Vertices that lie apart in some
    // frame (morph target: an MD3's frames) still stay apart; those that
    // coincide in every frame merge.
    bool positionOnly = false;
    // When not empty: only these vertices merge, and only with each other
    // (a selection's); the others stay as they are.
    QList<quint32> only;
};

struct WeldStats
{
    qsizetype removed = 0; // vertices that went away
    // Vertices kept although another lies within the tolerance, and how
    // many of them differed from such a neighbour in each attribute.
    qsizetype keptApart = 0;
    std::array<qsizetype, size_t(WeldAttribute::Count)> apartBy{};

    WeldStats &operator+=(const WeldStats &other);
};

// Merges vertices whose every stream agrees: positions within the
// tolerance, the other streams within a small fixed tolerance (or, with
// positionOnly, positions alone). Triangles that become degenerate are kept
// (validation reports them).
WeldStats weldVertices(Mesh &mesh, const WeldOptions &options);
// The same with every stream compared; returns how many vertices went away.
qsizetype weldVertices(Mesh &mesh, float tolerance = 1e-5f);

// Whether vertices a and b can be one vertex: positions within `tolerance`,
// every other stream within a small fixed tolerance, and within the
// tolerance of each other in every frame (morph target).
bool verticesAgree(const Mesh &mesh, quint32 a, quint32 b, float tolerance = 1e-5f);

// What kept vertices apart, in words: "312 vertices lie within the
// tolerance of another but differ in normals (300), texture coordinates
// (12)". Empty when nothing did.
QString describeKeptApart(const WeldStats &stats);

// Gives every triangle corner a vertex of its own (for hard edges). Returns
// how many vertices were added.
qsizetype unweldVertices(Mesh &mesh);

} // namespace quarry
