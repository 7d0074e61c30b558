#include "io/quake/SkinImages.h"

#include "io/EmbeddedTextures.h"
#include "io/quake/PaletteDither.h"
#include "io/quake/QuakeTables.h"
#include "io/textures/TextureImage.h"
#include "model/Translate.h"
#include "model/ops/TextureLookup.h"

#include <QDir>
#include <QFileInfo>

#include <climits>
#include <cstring>

namespace quarry::quake {

namespace {

// The image an embedded texture of the model named `path` holds ("*N", or
// a name in Model::extras' embedded textures); *embedded says whether
// there is one.
QImage embeddedImage(const Model &model, const QString &path, bool *embedded)
{
    const QVariantMap textures = model.extras.value(QLatin1String(kEmbeddedTextures)).toMap();
    const auto it = path.isEmpty() ? textures.constEnd() : textures.constFind(path);
    *embedded = it != textures.constEnd();
    return *embedded ? QImage::fromData(it->toMap().value(QStringLiteral("data")).toByteArray()) : QImage();
}

// Where TextureLookup's rules start for files relative to `baseDirectory`.
QString modelIn(const QString &baseDirectory)
{
    return QDir(baseDirectory).filePath(QStringLiteral("model"));
}

} // namespace

QImage materialImage(const Model &model, const Material &material, const QString &baseDirectory, QString *why)
{
    const QString path = material.texturePath();
    if (path.isEmpty() && !refersToTexture(material))
        return {};
    bool embedded = false;
    if (QImage image = embeddedImage(model, path, &embedded); embedded) {
        if (image.isNull() && why)
            *why = quarry::tr("the texture embedded as %1 could not be decoded").arg(path);
        return image;
    }
    // Found as the engines and the viewport find it (model/ops/TextureLookup):
    // the path, else the material's name (IQE and IQM name materials after
    // their texture), other extensions tried.
    const QString file = findTexture(material, modelIn(baseDirectory));
    if (file.isEmpty()) {
        if (why)
            *why = quarry::tr("cannot find the texture %1 (looked for from %2)")
                       .arg(path.isEmpty() ? material.name : path, QDir::toNativeSeparators(baseDirectory));
        return {};
    }
    const TextureImage texture = readTextureImage(file);
    if (!texture.ok() && why)
        *why = quarry::tr("cannot read the texture %1: %2").arg(QDir::toNativeSeparators(file), texture.error);
    return texture.image;
}

QImage materialGlow(const Model &model, const Material &material, const QString &baseDirectory, QString *file,
                    QString *why)
{
    file->clear();
    auto read = [&](const QString &path) {
        *file = path;
        const TextureImage texture = readTextureImage(path);
        if (!texture.ok() && why)
            *why = quarry::tr("cannot read the glow texture %1: %2").arg(QDir::toNativeSeparators(path), texture.error);
        return texture.image;
    };
    // Files are found as textures are (model/ops/TextureLookup: the path,
    // other extensions, relative to the folders above).
    for (const TextureMap &map : material.maps) {
        const QString type = map.type.toLower();
        if (map.path.isEmpty()
            || (type != QLatin1String("emissive") && type != QLatin1String("glow") && type != QLatin1String("luma")))
            continue;
        bool embedded = false;
        if (QImage image = embeddedImage(model, map.path, &embedded); embedded) {
            *file = map.path;
            return image;
        }
        const QString found = findTextureFile(map.path, modelIn(baseDirectory));
        return read(found.isEmpty() ? QDir(baseDirectory).filePath(map.path) : found);
    }
    // Beside the texture's file as materialImage finds it: the path, else
    // the material's name (IQE and IQM name materials after their texture).
    // A texture also held embedded is looked for on disk all the same: the
    // targets embed the texture files they found (io/targets/QuakeModels).
    const QString path = material.texturePath();
    const QString found = findTexture(material, modelIn(baseDirectory));
    if (found.isEmpty() && path.isEmpty())
        return {};
    const QFileInfo texture(found.isEmpty() ? QDir(baseDirectory).filePath(path) : found);
    const QString suffix = texture.suffix().isEmpty() ? QString() : QLatin1Char('.') + texture.suffix();
    for (const char *layer : {"_glow", "_luma"})
        if (const QString glow = findTextureFile(
                texture.dir().filePath(texture.completeBaseName() + QLatin1String(layer) + suffix),
                modelIn(baseDirectory));
            !glow.isEmpty())
            return read(glow);
    return {};
}

QList<QRgb> SkinMapping::colours() const
{
    return palette.size() == 256 ? palette : quakeColorTable();
}

IndexedSkin indexSkin(const QImage &image, int width, int height, int imageWidth, int imageHeight,
                      const SkinMapping &mapping, const QImage &glow)
{
    IndexedSkin skin;
    skin.width = width;
    skin.height = height;
    skin.indices = QByteArray(qsizetype(width) * height, '\0');
    if (image.isNull())
        return skin;
    const QList<QRgb> palette = mapping.colours();
    const bool indexed = glow.isNull() && image.format() == QImage::Format_Indexed8 && image.colorTable() == palette
                         && image.width() == imageWidth && image.height() == imageHeight;
    if (indexed) {
        for (int y = 0; y < std::min(height, imageHeight); ++y)
            std::memcpy(skin.indices.data() + qsizetype(y) * width, image.constScanLine(y),
                        size_t(std::min(width, imageWidth)));
        return skin;
    }
    skin.remapped = true;
    auto scaled = [&](const QImage &source) {
        return source.convertToFormat(QImage::Format_RGBA8888)
            .scaled(imageWidth, imageHeight, Qt::IgnoreAspectRatio, Qt::SmoothTransformation)
            .convertToFormat(QImage::Format_RGBX8888);
    };
    const QImage rgba = scaled(image);
    QList<int> allowed, fullbright;
    for (int i = 0; i < 256; ++i) {
        if (i >= kFullbrightFirst && i < 255)
            fullbright.append(i);
        if (!mapping.fullbrights && i >= kFullbrightFirst)
            continue;
        if (!mapping.playerColours && ((i >= kShirtFirst && i <= kShirtLast) || (i >= kPantsFirst && i <= kPantsLast)))
            continue;
        allowed.append(i);
    }
    QByteArray remapped;
    if (glow.isNull()) {
        remapped = ditherToPalette(rgba, palette, allowed);
    } else {
        // Two layers, each dithered on its own: the glowing texels from the
        // glow image in the fullbright colours (the rest of it filled with
        // one of them, so that it carries no error into the glow), the
        // others from the texture without the fullbright colours.
        QImage lit = scaled(glow);
        QList<bool> glowing(qsizetype(imageWidth) * imageHeight, false);
        const QRgb filler = palette[kFullbrightFirst];
        for (int y = 0; y < imageHeight; ++y) {
            uchar *p = lit.scanLine(y);
            for (int x = 0; x < imageWidth; ++x, p += 4) {
                if (std::max({p[0], p[1], p[2]}) >= kGlowThreshold) {
                    glowing[qsizetype(y) * imageWidth + x] = true;
                    continue;
                }
                p[0] = uchar(qRed(filler));
                p[1] = uchar(qGreen(filler));
                p[2] = uchar(qBlue(filler));
            }
        }
        allowed.removeIf([](int i) { return i >= kFullbrightFirst; });
        remapped = ditherToPalette(rgba, palette, allowed);
        const QByteArray lights = ditherToPalette(lit, palette, fullbright);
        for (qsizetype i = 0; i < glowing.size(); ++i)
            if (glowing[i]) {
                remapped[i] = lights[i];
                ++skin.glowing;
            }
    }
    for (int y = 0; y < std::min(height, imageHeight); ++y)
        std::memcpy(skin.indices.data() + qsizetype(y) * width, remapped.constData() + qsizetype(y) * imageWidth,
                    size_t(std::min(width, imageWidth)));
    return skin;
}

} // namespace quarry::quake
