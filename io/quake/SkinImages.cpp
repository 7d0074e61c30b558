#include "io/quake/SkinImages.h"

#include "io/EmbeddedTextures.h"
#include "io/quake/QuakeTables.h"
#include "model/Translate.h"

#include <QDir>
#include <QFileInfo>

#include <QHash>

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
    const QImage rgb = image.convertToFormat(QImage::Format_RGB32)
                           .scaled(imageWidth, imageHeight, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
    QList<int> allowed;
    for (int i = 0; i < 256; ++i) {
        if (!fullbrights && i >= kFullbrightFirst)
            continue;
        if (!playerColours && ((i >= kShirtFirst && i <= kShirtLast) || (i >= kPantsFirst && i <= kPantsLast)))
            continue;
        allowed.append(i);
    }
    QHash<QRgb, quint8> cache;
    for (int y = 0; y < std::min(height, imageHeight); ++y) {
        const QRgb *line = reinterpret_cast<const QRgb *>(rgb.constScanLine(y));
        for (int x = 0; x < std::min(width, imageWidth); ++x) {
            const QRgb c = line[x] | 0xff000000u;
            auto it = cache.constFind(c);
            if (it == cache.constEnd()) {
                int best = allowed.value(0);
                int bestDistance = INT_MAX;
                for (int i : std::as_const(allowed)) {
                    const int dr = qRed(c) - qRed(palette[i]), dg = qGreen(c) - qGreen(palette[i]),
                              db = qBlue(c) - qBlue(palette[i]);
                    const int d = dr * dr + dg * dg + db * db;
                    if (d < bestDistance) {
                        bestDistance = d;
                        best = i;
                    }
                }
                it = cache.insert(c, quint8(best));
            }
            skin.indices[qsizetype(y) * width + x] = char(*it);
        }
    }
    return skin;
}

} // namespace quarry::quake
