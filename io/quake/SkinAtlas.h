// Several textures as one: Quake's and Quake II's models have one texture
// space, so the textures of every material the meshes use are packed side
// by side into one image (each scaled by the same factor, shrunk until they
// fit the engine's largest skin) and the texture coordinates moved into
// each one's place (a texture the coordinates repeat is laid out as many
// times as they span, up to kAtlasMaxRepeats along each axis). Each tile's
// edge texels are repeated around it so that filtering does not take a
// neighbour's colours.
#pragma once

#include "model/Model.h"

#include <QImage>

namespace quarry::quake {

inline constexpr int kAtlasMaxRepeats = 4;

struct SkinAtlas
{
    QImage image; // ARGB32, width a multiple of 4
    int tiles = 0; // textures (and material colours) packed
    double scale = 1.0; // the factor every texture was scaled by
    qsizetype clamped = 0; // texture coordinates spread over more than kAtlasMaxRepeats repeats, clamped
};

// Packs the textures of the materials the meshes use (`textures` per
// material: a null image takes the material's diffuse colour, else grey)
// into at most maxWidth × maxHeight texels, points the meshes' first
// texture coordinates into the packed image (dropping the others) and sets
// every mesh's material to 0; the model's materials are left to the caller.
SkinAtlas packSkinAtlas(Model &model, const QList<QImage> &textures, int maxWidth, int maxHeight);

} // namespace quarry::quake
