// Where a material's texture is on disk, found the way the engines find
// it: the path as written (backslashes as slashes), relative to the model
// and to each folder above it (a Quake III path such as
// "models/players/sarge/skin" is relative to the game folder's root), by
// file name alone beside the model, and by the material's own name (IQE
// and IQM name materials after their texture); a name without extension,
// or whose file is not there, tried with its extension (whatever follows
// the last dot) replaced by .tga, then .jpg, .jpeg, .png (the Quake III
// order). And the texture itself, loaded through the one image
// decoder (io/textures/TextureImage), with the reason where it is not.
#pragma once

#include "model/Material.h"

#include <QImage>
#include <QString>
#include <QStringList>
#include <QVariantMap>

namespace quarry {

// Model::extras key: QVariantMap from the path a map names ("*0", or the
// embedded file's name) to {"data": the image file's bytes, "format": its
// extension ("png")}; the Assimp importer fills it (glTF's embedded
// images), the viewport draws from it, an export writes the images out
// (io/EmbeddedTextures).
inline constexpr char kEmbeddedTextures[] = "embeddedTextures";

// Candidate files for one path a material names, in the order they are
// tried; existing or not. `modelPath` is the model's file (its folder is
// where relative paths start).
QStringList textureFileCandidates(const QString &path, const QString &modelPath);
// Candidate files of every path the material names (diffuse maps first,
// opacity maps last, then its name), in the order they are tried.
QStringList textureCandidates(const Material &material, const QString &modelPath);
// The first candidate that exists, or empty.
QString findTextureFile(const QString &path, const QString &modelPath);
QString findTexture(const Material &material, const QString &modelPath);
// Whether the material refers to a texture at all: a map with a path, or a
// name that is an image file's (IQE and IQM name materials after their
// texture). A material without one is drawn in its colour.
bool refersToTexture(const Material &material);

struct MaterialTexture
{
    enum class Status : quint8 {
        None, // names no texture: drawn in its colour
        Loaded,
        Missing, // named, and no candidate file is there
        Unreadable, // a file is there, and the decoder refused it
    };
    Status status = Status::None;
    QImage image; // Loaded: the texture, its opacity map merged into its alpha
    QString named; // the path the material names (its diffuse map's), for messages
    QString file; // the file read, or the one that could not be decoded
    QString problem; // Missing or Unreadable: why, in the user's words
    bool opacityMerged = false; // an opacity map (IMVU) went into its alpha
    QString opacityProblem; // why the opacity map was left out, where it was

    bool loaded() const { return status == Status::Loaded; }
};

// Finds and decodes the material's texture: the first candidate that
// decodes (a file that does not decode is passed over, as the engines do,
// and is the reason given where none does), or the embedded image a map
// names (`embedded`: Model::extras[kEmbeddedTextures]).
MaterialTexture loadMaterialTexture(const Material &material, const QString &modelPath,
                                    const QVariantMap &embedded = {});
// The same for one path (a map of the Materials dock).
MaterialTexture loadTextureFile(const QString &path, const QString &modelPath, const QVariantMap &embedded = {});
// As loadTextureFile, for a check (Validate) rather than to draw: the
// status and problem, no image; a file's answer is remembered while it is
// unchanged (textureFileProblem).
MaterialTexture checkTextureFile(const QString &path, const QString &modelPath, const QVariantMap &embedded = {});

// A sentence for the user on a texture that did not load: "paladin.tga:
// not found" or "skin.tga (/x/skin.tga): TGA: truncated ...". Empty where
// it loaded or none is named.
QString textureProblemText(const MaterialTexture &texture);

// Whether any material's texture is there to draw (embedded or a file
// found): a model that has one opens in the Textured draw mode.
bool hasTextureToDraw(const QList<Material> &materials, const QString &modelPath, const QVariantMap &embedded);

} // namespace quarry
