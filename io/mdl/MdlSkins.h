// The skins an MDL is written with: the slots a model read from an MDL
// kept (single skins and skin groups), else one skin from the meshes'
// materials, their textures packed into one image where there are several
// (an MDL has one texture space; io/quake/SkinAtlas).
#pragma once

#include "model/Model.h"

#include <QImage>
#include <QList>
#include <QStringList>

#include <optional>

namespace quarry::mdl {

struct SkinSlot
{
    QList<int> materials;
    QList<float> intervals; // a group's, else empty
};

// The slots materials read from an MDL name ("mdl.skin", "mdl.interval"),
// else the first mesh's material as the one skin.
QList<SkinSlot> skinSlots(const Model &model);

struct PackedSkin
{
    Model model; // the meshes' texture coordinates in the packed image, one material
    QImage image; // the packed textures, width a multiple of 4, at most kMaxSkinHeight high
    QStringList notes; // what was done, and textures that could not be read
};

// Where the meshes use more than one material and the model keeps no MDL
// skin slots: every used material's texture (found as quake::materialImage
// finds it, relative to `baseDirectory`) packed into one skin of at most
// kMaxAtlasWidth × kMaxSkinHeight texels, the texture coordinates moved
// into it. Nothing otherwise.
std::optional<PackedSkin> packMaterials(const Model &model, const QString &baseDirectory);

inline constexpr int kMaxAtlasWidth = 512; // as the Quake II skins are packed

} // namespace quarry::mdl
