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

QImage materialImage(const Model &model, const Material &material, const QString &baseDirectory, QString *why)
{
    const QString path = material.texturePath();
    if (path.isEmpty() && !refersToTexture(material))
        return {};
    const QVariantMap embedded = model.extras.value(QLatin1String(kEmbeddedTextures)).toMap();
    if (const auto it = embedded.constFind(path); !path.isEmpty() && it != embedded.constEnd()) {
        QImage image = QImage::fromData(it->toMap().value(QStringLiteral("data")).toByteArray());
        if (image.isNull() && why)
            *why = quarry::tr("the texture embedded as %1 could not be decoded").arg(path);
        return image;
    }
    // Found as the engines and the viewport find it (model/ops/TextureLookup):
    // the path, else the material's name (IQE and IQM name materials after
    // their texture), other extensions tried.
    const QString file = findTexture(material, QDir(baseDirectory).filePath(QStringLiteral("model")));
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
    const QVariantMap embedded = model.extras.value(QLatin1String(kEmbeddedTextures)).toMap();
    auto fileOf = [&](const QString &path) {
        return QFileInfo(path).isAbsolute() ? path : QDir(baseDirectory).filePath(path);
    };
    auto read = [&](const QString &path) {
        *file = path;
        const TextureImage texture = readTextureImage(path);
        if (!texture.ok() && why)
            *why = quarry::tr("cannot read the glow texture %1: %2").arg(QDir::toNativeSeparators(path), texture.error);
        return texture.image;
    };
    for (const TextureMap &map : material.maps) {
        const QString type = map.type.toLower();
        if (map.path.isEmpty()
            || (type != QLatin1String("emissive") && type != QLatin1String("glow") && type != QLatin1String("luma")))
            continue;
        if (const auto it = embedded.constFind(map.path); it != embedded.constEnd()) {
            *file = map.path;
            return QImage::fromData(it->toMap().value(QStringLiteral("data")).toByteArray());
        }
        return read(fileOf(map.path));
    }
    // Beside the texture's file as materialImage finds it: the path, else
    // the material's name (IQE and IQM name materials after their texture).
    // A texture also held embedded is looked for on disk all the same: the
    // targets embed the texture files they found (io/targets/QuakeModels).
    const QString path = material.texturePath();
    const QString found = findTexture(material, QDir(baseDirectory).filePath(QStringLiteral("model")));
    if (found.isEmpty() && path.isEmpty())
        return {};
    const QFileInfo texture(found.isEmpty() ? fileOf(path) : found);
    const QString stem = texture.dir().filePath(texture.completeBaseName());
    QStringList extensions{QStringLiteral("tga"), QStringLiteral("png"), QStringLiteral("jpg"), QStringLiteral("jpeg")};
    if (!texture.suffix().isEmpty() && !extensions.contains(texture.suffix().toLower()))
        extensions.prepend(texture.suffix());
    for (const char *layer : {"_glow", "_luma"})
        for (const QString &extension : std::as_const(extensions))
            if (const QString candidate = stem + QLatin1String(layer) + QLatin1Char('.') + extension;
                QFileInfo::exists(candidate))
                return read(candidate);
    return {};
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
    const QList<QRgb> palette = mapping.palette.size() == 256 ? mapping.palette : quakeColorTable();
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
