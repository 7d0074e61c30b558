// Screenshots of the real games (tst_target_game, tst_target_darkplaces):
// the games' uncompressed TGA read, and where two shots of one spot differ
// (the player's silhouette against the spot without it).
#pragma once

#include <QFile>
#include <QImage>
#include <QList>
#include <QPoint>
#include <QRect>
#include <QSet>

namespace quarry::test {

// The game's screenshot: an uncompressed TGA (type 2, 24 or 32 bits, no
// TGA 2.0 footer, which Qt's reader insists on).
inline QImage readScreenshot(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QByteArray data = file.readAll();
    if (data.size() < 18 || data[2] != 2)
        return {};
    const auto byte = [&](int i) { return int(quint8(data[i])); };
    const int width = byte(12) | byte(13) << 8, height = byte(14) | byte(15) << 8, bytes = byte(16) / 8;
    const bool topDown = (byte(17) & 0x20) != 0;
    const qsizetype start = 18 + byte(0);
    if ((bytes != 3 && bytes != 4) || data.size() < start + qsizetype(width) * height * bytes)
        return {};
    QImage image(width, height, QImage::Format_RGB32);
    for (int row = 0; row < height; ++row) {
        const int y = topDown ? row : height - 1 - row;
        for (int x = 0; x < width; ++x) {
            const qsizetype at = start + (qsizetype(row) * width + x) * bytes;
            image.setPixel(x, y, qRgb(byte(int(at + 2)), byte(int(at + 1)), byte(int(at))));
        }
    }
    return image;
}

// How far two colours must be apart (the sum over red, green and blue) to
// count as different: a player against the spot without it. kFaint tells
// a dark part on a dark floor too (a player's dark boots differ from the
// floor by 40 to 50), where the scene is otherwise drawn alike every time.
constexpr int kDiffering = 60, kFaint = 15;

inline bool differs(QRgb a, QRgb b, int threshold = kDiffering)
{
    return std::abs(qRed(a) - qRed(b)) + std::abs(qGreen(a) - qGreen(b)) + std::abs(qBlue(a) - qBlue(b)) > threshold;
}

struct Silhouette
{
    QList<QPoint> pixels;
    QRect box;
};

// The pixels of `area` where `shot` differs from `background` by more than `threshold`.
inline Silhouette silhouette(const QImage &shot, const QImage &background, const QRect &area,
                             int threshold = kDiffering)
{
    Silhouette s;
    for (int y = area.top(); y <= area.bottom(); ++y)
        for (int x = area.left(); x <= area.right(); ++x)
            if (differs(shot.pixel(x, y), background.pixel(x, y), threshold)) {
                s.pixels << QPoint(x, y);
                s.box |= QRect(x, y, 1, 1);
            }
    return s;
}

// The fraction of the pixels in either silhouette where the two shots differ.
inline double differingFraction(const QImage &a, const QImage &b, const Silhouette &sa, const Silhouette &sb)
{
    QSet<quint64> either;
    for (const QPoint &p : sa.pixels)
        either.insert(quint64(p.x()) << 32 | quint64(p.y()));
    for (const QPoint &p : sb.pixels)
        either.insert(quint64(p.x()) << 32 | quint64(p.y()));
    if (either.isEmpty())
        return 0;
    qsizetype different = 0;
    for (quint64 key : std::as_const(either)) {
        const int x = int(key >> 32), y = int(key & 0xffffffff);
        different += differs(a.pixel(x, y), b.pixel(x, y)) ? 1 : 0;
    }
    return double(different) / double(either.size());
}

} // namespace quarry::test
