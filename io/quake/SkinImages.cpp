#include "io/quake/SkinImages.h"

#include "io/EmbeddedTextures.h"
#include "io/quake/PaletteDither.h"
#include "io/quake/QuakeTables.h"
#include "model/Translate.h"

#include <QDir>
#include <QFileInfo>

#include <climits>
#include <cstring>

namespace quarry::quake {

QImage materialImage(const Model &model, const Material &material, const QString &baseDirectory, QString *why)
{
    const QString path = material.texturePath();
    if (path.isEmpty())
        return {};
    const QVariantMap embedded = model.extras.value(QLatin1String(kEmbeddedTextures)).toMap();
    if (const auto it = embedded.constFind(path); it != embedded.constEnd()) {
        QImage image = QImage::fromData(it->toMap().value(QStringLiteral("data")).toByteArray());
        if (image.isNull() && why)
            *why = quarry::tr("the texture embedded as %1 could not be decoded").arg(path);
        return image;
    }
    const QString file = QFileInfo(path).isAbsolute() ? path : QDir(baseDirectory).filePath(path);
    QImage image(file);
    if (image.isNull() && why)
        *why = quarry::tr("cannot read the texture %1").arg(QDir::toNativeSeparators(file));
    return image;
}

IndexedSkin indexSkin(const QImage &image, int width, int height, int imageWidth, int imageHeight, bool fullbrights,
                      bool playerColours)
{
    IndexedSkin skin;
    skin.width = width;
    skin.height = height;
    skin.indices = QByteArray(qsizetype(width) * height, '\0');
    if (image.isNull())
        return skin;
    const QList<QRgb> palette = quakeColorTable();
    const bool quake = image.format() == QImage::Format_Indexed8 && image.colorTable() == palette
                       && image.width() == imageWidth && image.height() == imageHeight;
    if (quake) {
        for (int y = 0; y < std::min(height, imageHeight); ++y)
            std::memcpy(skin.indices.data() + qsizetype(y) * width, image.constScanLine(y),
                        size_t(std::min(width, imageWidth)));
        return skin;
    }
    skin.remapped = true;
    const QImage rgba = image.convertToFormat(QImage::Format_RGBA8888)
                            .scaled(imageWidth, imageHeight, Qt::IgnoreAspectRatio, Qt::SmoothTransformation)
                            .convertToFormat(QImage::Format_RGBX8888);
    QList<int> allowed;
    for (int i = 0; i < 256; ++i) {
        if (!fullbrights && i >= kFullbrightFirst)
            continue;
        if (!playerColours && ((i >= kShirtFirst && i <= kShirtLast) || (i >= kPantsFirst && i <= kPantsLast)))
            continue;
        allowed.append(i);
    }
    const QByteArray remapped = ditherToPalette(rgba, palette, allowed);
    for (int y = 0; y < std::min(height, imageHeight); ++y)
        std::memcpy(skin.indices.data() + qsizetype(y) * width, remapped.constData() + qsizetype(y) * imageWidth,
                    size_t(std::min(width, imageWidth)));
    return skin;
}

} // namespace quarry::quake
