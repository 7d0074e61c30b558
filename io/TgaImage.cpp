#include "io/TgaImage.h"

#include "io/textures/TextureImage.h"

#include <algorithm>

namespace quarry {

QByteArray encodeBottomUpTga(const QImage &source)
{
    const bool alpha = source.hasAlphaChannel();
    const QImage image = source.convertToFormat(QImage::Format_ARGB32);
    const int width = image.width(), height = image.height();
    if (width > 0xffff || height > 0xffff)
        return {}; // TGA's header holds 16-bit sizes
    const int bytesPerPixel = alpha ? 4 : 3;
    // The TGA 2.0 footer at the end: readers that insist on it (Qt's) take the file too.
    static const char footer[26] = {0,   0,   0,   0,   0,   0,   0,   0,   'T', 'R', 'U', 'E', 'V',
                                    'I', 'S', 'I', 'O', 'N', '-', 'X', 'F', 'I', 'L', 'E', '.', 0};
    QByteArray out(18 + qsizetype(width) * height * bytesPerPixel + qsizetype(sizeof footer), '\0');
    char *p = out.data();
    p[2] = 2; // uncompressed true colour
    p[12] = char(width & 0xff);
    p[13] = char(width >> 8);
    p[14] = char(height & 0xff);
    p[15] = char(height >> 8);
    p[16] = char(bytesPerPixel * 8);
    p[17] = char(alpha ? 8 : 0); // alpha bits; bit 5 clear: the bottom row first
    p += 18;
    for (int y = height - 1; y >= 0; --y) {
        const QRgb *row = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        for (int x = 0; x < width; ++x) {
            *p++ = char(qBlue(row[x]));
            *p++ = char(qGreen(row[x]));
            *p++ = char(qRed(row[x]));
            if (alpha)
                *p++ = char(qAlpha(row[x]));
        }
    }
    std::copy(footer, footer + sizeof footer, p);
    return out;
}

QImage decodeTga(const QByteArray &bytes)
{
    return decodeTextureImage(bytes, QStringLiteral("tga")).image;
}

QImage decodeImage(const QByteArray &bytes)
{
    // Qt's readers by the bytes' signature, else a TGA (which has none).
    const TextureImage image = decodeTextureImage(bytes, QString());
    return image.ok() ? image.image : decodeTga(bytes);
}

bool isTopDownTga(const QByteArray &bytes)
{
    return bytes.size() >= 18 && (quint8(bytes[17]) & 0x20) != 0;
}

} // namespace quarry
