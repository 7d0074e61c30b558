#include "model/ops/OpacityMap.h"

namespace quarry {

QImage mergeOpacityIntoAlpha(const QImage &diffuse, const QImage &opacity)
{
    if (diffuse.isNull())
        return {};
    QImage out = diffuse.convertToFormat(QImage::Format_ARGB32);
    if (opacity.isNull())
        return out;
    QImage mask = opacity.size() == out.size()
                      ? opacity
                      : opacity.scaled(out.size(), Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
    mask = mask.convertToFormat(QImage::Format_ARGB32);
    for (int y = 0; y < out.height(); ++y) {
        auto *line = reinterpret_cast<QRgb *>(out.scanLine(y));
        const auto *m = reinterpret_cast<const QRgb *>(mask.constScanLine(y));
        for (int x = 0; x < out.width(); ++x) {
            // The mask's brightness, and its own alpha where it has one.
            const int level = qGray(m[x]) * qAlpha(m[x]) / 255;
            const int alpha = qAlpha(line[x]) * level / 255;
            line[x] = qRgba(qRed(line[x]), qGreen(line[x]), qBlue(line[x]), alpha);
        }
    }
    return out;
}

QString opacityMapPath(const Material &material)
{
    for (const TextureMap &map : material.maps)
        if (map.type.contains(QLatin1String("opacity"), Qt::CaseInsensitive))
            return map.path;
    return {};
}

} // namespace quarry
