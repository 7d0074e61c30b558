// A Quake II skin: an MD2 has one texture space, so the textures of every
// material the meshes use are packed side by side into one image (each
// scaled by the same factor, shrunk until they fit 512 × 480 texels: Quake
// II refuses skins over 480 high) and the texture coordinates moved into
// each one's place (a texture the coordinates repeat is laid out as many
// times as they span, up to 4 along each axis). The image is mapped to
// Quake II's palette for the PCX the game reads: opaque texels to indices
// 0-254, texels with alpha under one half to 255, which the renderers draw
// transparent (gl_image.c). It is kept in truecolour, with its alpha, for
// the PNG the engines take in the PCX's place.
#pragma once

#include "io/quake/Quake2Palette.h"
#include "model/Model.h"

#include <QImage>
#include <QStringList>
#include <QVariantMap>

#include <array>

namespace quarry {

struct Quake2Skin
{
    QImage image; // truecolour with alpha, width a multiple of 4
    QByteArray indices; // image.width() × image.height() palette indices
    QStringList fixes; // what was done (packed, scaled)
    QStringList warnings; // texture coordinates clamped
};

// Packs the textures of the materials the meshes use (`textures` per
// material: a null image takes the material's diffuse colour, else grey),
// points the meshes' first texture coordinates into the packed image and
// gives the model one material naming `skinPath` (a game path ending .pcx).
// The indices are into `palette` (256 × R, G, B).
Quake2Skin packQuake2Skin(Model &model, const QList<QImage> &textures, const QString &skinPath,
                          const std::array<quint8, 768> &palette = quake::quake2Palette());

// An icon as the client's scoreboard and menus draw it: `image` mapped to
// Quake II's palette with its transparent pixels at index 255.
QByteArray quake2IconIndices(const QImage &image, const std::array<quint8, 768> &palette = quake::quake2Palette());

// The palette of Quake II skins the write options give ("md2.palette": 768
// bytes), else Quake II's own.
std::array<quint8, 768> quake2SkinPalette(const QVariantMap &options);

// The triangles of the meshes whose vertices hang mostly on `joint` or
// joints below it (the head for an icon, the weapon for weapon.md2), in
// their own meshes (only the vertices they use; morph targets left out);
// no meshes when there are none.
Model jointPart(const Model &model, int joint);

} // namespace quarry
