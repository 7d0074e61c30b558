#include "io/quake/PaletteQuantise.h"

#include <libimagequant.h>

#include <climits>

namespace quarry::quake {

QByteArray remapToPalette(const QImage &image, const QList<QRgb> &palette, const QList<int> &allowed)
{
    const QImage rgba = image.convertToFormat(QImage::Format_RGBX8888);
    const int imageWidth = rgba.width(), imageHeight = rgba.height();
    QByteArray indices(qsizetype(imageWidth) * imageHeight, '\0');
    if (rgba.isNull() || allowed.isEmpty())
        return indices;
    auto nearest = [&](int r, int g, int b) {
        int best = allowed.value(0);
        int bestDistance = INT_MAX;
        for (int i : allowed) {
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
    QByteArray remapped(indices.size(), '\0');
    QList<quint8> toPalette;
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
            toPalette.append(nearest(used->entries[i].r, used->entries[i].g, used->entries[i].b));
    }
    if (result)
        liq_result_destroy(result);
    if (input)
        liq_image_destroy(input);
    if (attr)
        liq_attr_destroy(attr);
    for (int y = 0; y < imageHeight; ++y) {
        const uchar *line = rgba.constScanLine(y);
        for (int x = 0; x < imageWidth; ++x) {
            const qsizetype at = qsizetype(y) * imageWidth + x;
            indices[at] = char(ok && quint8(remapped[at]) < toPalette.size()
                                   ? toPalette[quint8(remapped[at])]
                                   : nearest(line[4 * x], line[4 * x + 1], line[4 * x + 2]));
        }
    }
    return indices;
}

} // namespace quarry::quake
