#include "io/quake/PcxImage.h"

#include <cstring>

namespace quarry::quake {

namespace {

constexpr int kHeaderSize = 128;
constexpr int kMaxRun = 63; // a run byte is 0xC0 | count
constexpr char kPaletteMarker = 0x0C;

} // namespace

QByteArray encodePcx(const QByteArray &indices, int width, int height, const std::array<quint8, 768> &palette)
{
    QByteArray out(kHeaderSize, '\0');
    const int bytesPerLine = (width + 1) / 2 * 2;
    auto put16 = [&](int at, int value) {
        out[at] = char(value & 0xff);
        out[at + 1] = char((value >> 8) & 0xff);
    };
    out[0] = 0x0A; // manufacturer: ZSoft
    out[1] = 5; // version 5: 256-colour palette at the end
    out[2] = 1; // run length encoded
    out[3] = 8; // bits per pixel per plane
    put16(4, 0); // xmin, ymin
    put16(6, 0);
    put16(8, width - 1); // xmax, ymax
    put16(10, height - 1);
    put16(12, 72); // resolution, dots per inch
    put16(14, 72);
    out[65] = 1; // planes
    put16(66, bytesPerLine);
    put16(68, 1); // palette info: colour
    out.reserve(kHeaderSize + qsizetype(bytesPerLine) * height * 2 + 769);
    QByteArray row(bytesPerLine, '\0');
    for (int y = 0; y < height; ++y) {
        std::memcpy(row.data(), indices.constData() + qsizetype(y) * width, size_t(width));
        // Runs never cross a row's end, as readers decoding row by row expect.
        for (int x = 0; x < bytesPerLine;) {
            const char value = row[x];
            int run = 1;
            while (x + run < bytesPerLine && run < kMaxRun && row[x + run] == value)
                ++run;
            // A byte with its two top bits set must go as a run, even of one.
            if (run > 1 || (quint8(value) & 0xC0) == 0xC0)
                out.append(char(0xC0 | run));
            out.append(value);
            x += run;
        }
    }
    out.append(kPaletteMarker);
    out.append(reinterpret_cast<const char *>(palette.data()), qsizetype(palette.size()));
    return out;
}

QImage paletteImage(const QByteArray &indices, int width, int height, const QList<QRgb> &palette)
{
    QImage image(width, height, QImage::Format_Indexed8);
    image.setColorTable(palette);
    for (int y = 0; y < height; ++y)
        std::memcpy(image.scanLine(y), indices.constData() + qsizetype(y) * width, size_t(width));
    return image;
}

} // namespace quarry::quake
