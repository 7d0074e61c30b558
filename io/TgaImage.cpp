#include "io/TgaImage.h"

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
    if (bytes.size() < 18)
        return {};
    const auto byte = [&](qsizetype i) { return int(quint8(bytes[i])); };
    const int type = byte(2), bits = byte(16), descriptor = byte(17);
    const int width = byte(12) | byte(13) << 8, height = byte(14) | byte(15) << 8;
    if ((type != 2 && type != 10) || (bits != 24 && bits != 32) || byte(1) != 0 || width == 0 || height == 0)
        return {};
    const int size = bits / 8;
    const qsizetype pixels = qsizetype(width) * height;
    qsizetype at = 18 + byte(0);
    // Run-length data is at most one header byte a pixel larger than the pixels.
    if (bytes.size() - at < (type == 2 ? pixels * size : pixels / 128 * (size + 1)))
        return {};
    QImage image(width, height, bits == 32 ? QImage::Format_ARGB32 : QImage::Format_RGB32);
    const bool topDown = (descriptor & 0x20) != 0;
    auto put = [&](qsizetype index) {
        const int row = int(index / width), x = int(index % width);
        const int y = topDown ? row : height - 1 - row;
        const int alpha = size == 4 ? byte(at + 3) : 255;
        reinterpret_cast<QRgb *>(image.scanLine(y))[x] = qRgba(byte(at + 2), byte(at + 1), byte(at), alpha);
    };
    for (qsizetype i = 0; i < pixels;) {
        if (type == 2) {
            if (at + size > bytes.size())
                return {};
            put(i++);
            at += size;
            continue;
        }
        if (at >= bytes.size())
            return {};
        const int header = byte(at++);
        const qsizetype count = std::min<qsizetype>((header & 0x7f) + 1, pixels - i);
        if (header & 0x80) {
            if (at + size > bytes.size())
                return {};
            for (qsizetype k = 0; k < count; ++k)
                put(i++);
            at += size;
        } else {
            for (qsizetype k = 0; k < count; ++k) {
                if (at + size > bytes.size())
                    return {};
                put(i++);
                at += size;
            }
        }
    }
    return image;
}

QImage decodeImage(const QByteArray &bytes)
{
    const QImage image = QImage::fromData(bytes);
    return image.isNull() ? decodeTga(bytes) : image;
}

bool isTopDownTga(const QByteArray &bytes)
{
    return bytes.size() >= 18 && (quint8(bytes[17]) & 0x20) != 0;
}

} // namespace quarry
