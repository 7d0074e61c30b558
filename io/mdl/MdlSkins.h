// The skins an MDL is written with: the slots a model read from an MDL
// kept (single skins and skin groups), else one skin from the meshes'
// materials, their textures packed into one image where there are several
// (an MDL has one texture space; io/quake/SkinAtlas).
#pragma once

#include "io/IoResult.h"
#include "io/quake/SkinImages.h"
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
    QImage glow; // their glow textures packed the same way (black where one has none); null where none has one
    QStringList notes; // what was done, and textures that could not be read
};

// Where the meshes use more than one material and the model keeps no MDL
// skin slots: every used material's texture (found as quake::materialImage
// finds it, relative to `baseDirectory`) packed into one skin of at most
// kMaxAtlasWidth × kMaxSkinHeight texels, the texture coordinates moved
// into it. Nothing otherwise.
std::optional<PackedSkin> packMaterials(const Model &model, const QString &baseDirectory);

// Where the materials' textures are found when an MDL is written to
// `path`: the "textureDirectory" write option (the source model's folder,
// io/Export), else the MDL's folder.
QString skinTextureDirectory(const QString &path, const WriteOptions &options);

// How the write options map skin colours to the palette ("mdl.palette",
// 768 bytes, with "mdl.paletteSource" naming where it came from;
// "mdl.fullbrights", "mdl.playerColours"); *paletteSource that name, empty
// where the palette is Quake's own.
quake::SkinMapping skinMapping(const WriteOptions &options, QString *paletteSource);

struct SkinSet
{
    QList<SkinSlot> slotList;
    QList<QList<QByteArray>> pixels; // per slot, per image: width × height palette indices
    // The texel size texture coordinates map to, and the stored size (the
    // width a multiple of 4).
    int imageWidth = 64, imageHeight = 64, width = 64, height = 64;
    QStringList warnings;
};

// The skins of an MDL written to `path` with `options`: each slot's images
// (`packed`, where not null, the one image, `packedGlow` its glow) as
// indices into the palette of the "mdl.palette" option (768 bytes; where
// it is absent, Quake's), fullbright texels where a glow texture
// (quake::materialGlow) lights them.
SkinSet indexSkins(const Model &model, const QString &path, const WriteOptions &options, const QImage &packed,
                   const QImage &packedGlow);

inline constexpr int kMaxAtlasWidth = 512; // as the Quake II skins are packed

} // namespace quarry::mdl
