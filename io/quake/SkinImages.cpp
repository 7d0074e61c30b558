#include "io/quake/SkinImages.h"

#include "io/EmbeddedTextures.h"
#include "io/quake/QuakeTables.h"
#include "model/Translate.h"

#include <QDir>
#include <QFileInfo>

#include <libimagequant.h>

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
    auto nearest = [&](int r, int g, int b) {
        int best = allowed.value(0);
        int bestDistance = INT_MAX;
        for (int i : std::as_const(allowed)) {
            const int dr = r - qRed(palette[i]), dg = g - qGreen(palette[i]), db = b - qBlue(palette[i]);
            const int d = dr * dr + dg * dg + db * db;
            if (d < bestDistance) {
                bestDistance = d;
                best = i;
            }
        }
        return quint8(best);
    };
    // libimagequant with the allowed colours as its fixed palette: the
    // image remapped to them with dithering.
    QByteArray remapped(qsizetype(imageWidth) * imageHeight, '\0');
    QList<quint8> toQuake;
    liq_attr *attr = liq_attr_create();
    liq_image *input = nullptr;
    liq_result *result = nullptr;
    const int width4 = int(rgba.bytesPerLine() / 4);
    bool ok = attr && liq_set_max_colors(attr, int(allowed.size())) == LIQ_OK;
    // Rows of the image as libimagequant reads them (no padding: RGBX rows
    // are whole pixels).
    if (ok && width4 == imageWidth)
        input = liq_image_create_rgba(attr, rgba.constBits(), imageWidth, imageHeight, 0);
    ok = ok && input;
    for (qsizetype k = 0; ok && k < allowed.size(); ++k) {
        const QRgb c = palette[allowed[k]];
        ok = liq_image_add_fixed_color(input, liq_color{quint8(qRed(c)), quint8(qGreen(c)), quint8(qBlue(c)), 255})
             == LIQ_OK;
    }
    ok = ok && liq_image_quantize(input, attr, &result) == LIQ_OK && result;
    ok = ok && liq_set_dithering_level(result, 1.0f) == LIQ_OK
         && liq_write_remapped_image(result, input, remapped.data(), size_t(remapped.size())) == LIQ_OK;
    if (ok) {
        const liq_palette *used = liq_get_palette(result);
        for (unsigned i = 0; i < used->count; ++i)
            toQuake.append(nearest(used->entries[i].r, used->entries[i].g, used->entries[i].b));
    }
    if (result)
        liq_result_destroy(result);
    if (input)
        liq_image_destroy(input);
    if (attr)
        liq_attr_destroy(attr);
    for (int y = 0; y < std::min(height, imageHeight); ++y) {
        const uchar *line = rgba.constScanLine(y);
        for (int x = 0; x < std::min(width, imageWidth); ++x) {
            const qsizetype at = qsizetype(y) * imageWidth + x;
            const quint8 index = ok && quint8(remapped[at]) < toQuake.size()
                                     ? toQuake[quint8(remapped[at])]
                                     : nearest(line[4 * x], line[4 * x + 1], line[4 * x + 2]);
            skin.indices[qsizetype(y) * width + x] = char(index);
        }
    }
    return skin;
}

} // namespace quarry::quake
