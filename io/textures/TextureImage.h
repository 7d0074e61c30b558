// The one way Quarry decodes a texture image, for the viewport, `render`,
// the Materials and UV docks, Validate, the UV layout export and the
// engine exports alike. The game formats (TGA in every variant the games
// write, PSD, HDR, PIC) go through stb_image; Qt's image readers take the
// rest (PNG, JPEG, BMP, GIF, WebP, ...). A failure carries its reason in
// words the user can act on.
//
// A library of its own (QtCore, QtGui and stb only), below the model:
// model/ops/TextureLookup, which finds a material's texture and loads it
// through here, is the layer above.
#pragma once

#include <QByteArray>
#include <QImage>
#include <QString>
#include <QStringList>

namespace quarry {

struct TextureImage
{
    QImage image; // null where it could not be read
    QString error; // why not, where image is null: "not found", "TGA: truncated ..."

    bool ok() const { return !image.isNull(); }
};

// The most pixels a texture may decode to (Qt's own reader allocation
// limit of 256 MiB at 4 bytes a pixel): a larger one is refused with its
// size named, rather than allocated.
inline constexpr qint64 kMaxTexturePixels = qint64(64) << 20;

// Reads and decodes a file. The image has an alpha channel only where the
// file has one (QImage::hasAlphaChannel()).
TextureImage readTextureImage(const QString &path);
// Decodes an image file's bytes; `nameHint` (a file name or an extension
// such as "tga") says the format where its bytes do not (TGA has no
// signature).
TextureImage decodeTextureImage(const QByteArray &bytes, const QString &nameHint);

// Why the file does not decode (empty where it does), as readTextureImage
// says; the answer is kept for the file's size and time of change, so a
// check run on every edit (Validate) decodes each file once. Thread-safe.
QString textureFileProblem(const QString &path);

// The extensions (lower case, no dot) of the images Quarry reads, for file
// dialogs and for telling an image file name from another.
QStringList textureImageSuffixes();

} // namespace quarry
