#include "editor/AnimatedImage.h"

#include <QBuffer>
#include <QtEndian>

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

namespace quarry {

namespace {

constexpr int kRedLevels = 6, kGreenLevels = 7, kBlueLevels = 6;
constexpr int kCubeColors = kRedLevels * kGreenLevels * kBlueLevels; // 252
constexpr int kTransparentIndex = kCubeColors; // 252

void putShort(QByteArray &out, int value)
{
    out.append(char(value & 0xff));
    out.append(char((value >> 8) & 0xff));
}

// Codes packed least significant bit first into sub-blocks of 255 bytes.
class CodeWriter
{
public:
    explicit CodeWriter(QByteArray &out)
        : m_out(out)
    { }
    void write(int code, int size)
    {
        m_bits |= quint32(code) << m_count;
        m_count += size;
        while (m_count >= 8) {
            push(char(m_bits & 0xff));
            m_bits >>= 8;
            m_count -= 8;
        }
    }
    void finish()
    {
        if (m_count > 0)
            push(char(m_bits & 0xff));
        m_bits = 0;
        m_count = 0;
        flush();
        m_out.append(char(0)); // block terminator
    }

private:
    void push(char byte)
    {
        m_block.append(byte);
        if (m_block.size() == 255)
            flush();
    }
    void flush()
    {
        if (m_block.isEmpty())
            return;
        m_out.append(char(m_block.size()));
        m_out.append(m_block);
        m_block.clear();
    }

    QByteArray &m_out;
    QByteArray m_block;
    quint32 m_bits = 0;
    int m_count = 0;
};

// GIF's variable-length LZW over 8-bit indices.
void writeLzw(QByteArray &out, const std::vector<quint8> &pixels)
{
    constexpr int minCodeSize = 8;
    constexpr int clearCode = 1 << minCodeSize;
    out.append(char(minCodeSize));
    CodeWriter writer(out);
    // Per code, the code that follows it with each next byte (0: none).
    std::vector<std::array<quint16, 256>> next(4096);
    auto reset = [&] {
        for (auto &row : next)
            row.fill(0);
    };
    reset();
    int codeSize = minCodeSize + 1;
    int maxCode = clearCode + 1;
    writer.write(clearCode, codeSize);
    int current = -1;
    for (quint8 value : pixels) {
        if (current < 0) {
            current = value;
            continue;
        }
        if (next[current][value]) {
            current = next[current][value];
            continue;
        }
        writer.write(current, codeSize);
        next[current][value] = quint16(++maxCode);
        if (maxCode >= (1 << codeSize))
            ++codeSize;
        if (maxCode == 4095) {
            writer.write(clearCode, codeSize);
            reset();
            codeSize = minCodeSize + 1;
            maxCode = clearCode + 1;
        }
        current = value;
    }
    if (current >= 0)
        writer.write(current, codeSize);
    writer.write(clearCode + 1, codeSize); // end of information
    writer.finish();
}

// Colour-cube indices with 4x4 ordered dithering; transparent pixels get
// kTransparentIndex.
std::vector<quint8> indexed(const QImage &image, bool *anyTransparent)
{
    static const int bayer[4][4] = {{0, 8, 2, 10}, {12, 4, 14, 6}, {3, 11, 1, 9}, {15, 7, 13, 5}};
    const QImage argb = image.convertToFormat(QImage::Format_ARGB32);
    std::vector<quint8> out(size_t(argb.width()) * size_t(argb.height()));
    auto level = [](int value, int levels, float dither) {
        const float scaled = value / 255.0f * float(levels - 1) + dither;
        return std::clamp(int(std::floor(scaled)), 0, levels - 1);
    };
    for (int y = 0; y < argb.height(); ++y) {
        const QRgb *row = reinterpret_cast<const QRgb *>(argb.constScanLine(y));
        for (int x = 0; x < argb.width(); ++x) {
            const QRgb c = row[x];
            quint8 &index = out[size_t(y) * size_t(argb.width()) + size_t(x)];
            if (qAlpha(c) < 128) {
                index = kTransparentIndex;
                *anyTransparent = true;
                continue;
            }
            const float d = (bayer[y & 3][x & 3] + 0.5f) / 16.0f;
            index = quint8((level(qRed(c), kRedLevels, d) * kGreenLevels + level(qGreen(c), kGreenLevels, d))
                               * kBlueLevels
                           + level(qBlue(c), kBlueLevels, d));
        }
    }
    return out;
}

quint32 crc32(const QByteArray &data)
{
    static const std::array<quint32, 256> table = [] {
        std::array<quint32, 256> t{};
        for (quint32 n = 0; n < 256; ++n) {
            quint32 c = n;
            for (int k = 0; k < 8; ++k)
                c = (c & 1) ? 0xedb88320u ^ (c >> 1) : c >> 1;
            t[n] = c;
        }
        return t;
    }();
    quint32 c = 0xffffffffu;
    for (char byte : data)
        c = table[(c ^ quint8(byte)) & 0xff] ^ (c >> 8);
    return c ^ 0xffffffffu;
}

void putBig32(QByteArray &out, quint32 value)
{
    char bytes[4];
    qToBigEndian(value, bytes);
    out.append(bytes, 4);
}

void putBig16(QByteArray &out, quint16 value)
{
    char bytes[2];
    qToBigEndian(value, bytes);
    out.append(bytes, 2);
}

void putChunk(QByteArray &out, const char *type, const QByteArray &data)
{
    putBig32(out, quint32(data.size()));
    const QByteArray typed = QByteArray(type, 4) + data;
    out.append(typed);
    putBig32(out, crc32(typed));
}

QList<QImage> sameSize(const QList<QImage> &frames)
{
    QList<QImage> out;
    for (const QImage &f : frames)
        out << (f.size() == frames.first().size()
                    ? f
                    : f.scaled(frames.first().size(), Qt::IgnoreAspectRatio, Qt::SmoothTransformation));
    return out;
}

} // namespace

QByteArray encodeGif(const QList<QImage> &input, double fps)
{
    if (input.isEmpty() || input.first().isNull())
        return {};
    const QList<QImage> frames = sameSize(input);
    const int width = frames.first().width(), height = frames.first().height();
    QByteArray out("GIF89a");
    putShort(out, width);
    putShort(out, height);
    out.append(char(0xf7)); // a global colour table of 256 entries
    out.append(char(0)); // background colour index
    out.append(char(0)); // pixel aspect ratio: none given
    for (int i = 0; i < 256; ++i) {
        const int r = i / (kGreenLevels * kBlueLevels), g = (i / kBlueLevels) % kGreenLevels, b = i % kBlueLevels;
        const bool cube = i < kCubeColors;
        out.append(char(cube ? r * 255 / (kRedLevels - 1) : 0));
        out.append(char(cube ? g * 255 / (kGreenLevels - 1) : 0));
        out.append(char(cube ? b * 255 / (kBlueLevels - 1) : 0));
    }
    // Loop for ever (the NETSCAPE2.0 application extension).
    out.append("\x21\xff\x0bNETSCAPE2.0\x03\x01", 16);
    putShort(out, 0);
    out.append(char(0));
    const int delay = std::max(2, int(std::lround(100.0 / (fps > 0 ? fps : 30.0))));
    for (const QImage &frame : frames) {
        bool transparent = false;
        const std::vector<quint8> pixels = indexed(frame, &transparent);
        // Graphic control: the delay; with transparency, each frame clears
        // to the background before the next.
        out.append("\x21\xf9\x04", 3);
        out.append(char(transparent ? (2 << 2) | 1 : 0));
        putShort(out, delay);
        out.append(char(transparent ? kTransparentIndex : 0));
        out.append(char(0));
        out.append(char(0x2c)); // image descriptor
        putShort(out, 0);
        putShort(out, 0);
        putShort(out, width);
        putShort(out, height);
        out.append(char(0)); // no local colour table, not interlaced
        writeLzw(out, pixels);
    }
    out.append(char(0x3b)); // trailer
    return out;
}

QByteArray encodeApng(const QList<QImage> &input, double fps)
{
    if (input.isEmpty() || input.first().isNull())
        return {};
    const QList<QImage> frames = sameSize(input);
    const int width = frames.first().width(), height = frames.first().height();
    QByteArray out("\x89PNG\r\n\x1a\n", 8);
    quint32 sequence = 0;
    // Frame delay as a fraction: 1000 / (fps * 1000) seconds.
    const quint16 delayNumerator = 1000;
    const quint16 delayDenominator = quint16(std::clamp(std::lround((fps > 0 ? fps : 30.0) * 1000), 1L, 65535L));
    for (qsizetype f = 0; f < frames.size(); ++f) {
        QByteArray png;
        QBuffer buffer(&png);
        buffer.open(QIODevice::WriteOnly);
        // Every frame in one pixel format, so that one IHDR fits all.
        frames[f].convertToFormat(QImage::Format_ARGB32).save(&buffer, "PNG");
        QByteArray ihdr;
        QList<QByteArray> data;
        for (qsizetype at = 8; at + 12 <= png.size();) {
            const quint32 length = qFromBigEndian<quint32>(png.constData() + at);
            const QByteArray type = png.mid(at + 4, 4);
            if (at + 12 + qsizetype(length) > png.size())
                break;
            const QByteArray body = png.mid(at + 8, length);
            if (type == "IHDR")
                ihdr = body;
            else if (type == "IDAT")
                data << body;
            at += 12 + qsizetype(length);
        }
        if (f == 0) {
            putChunk(out, "IHDR", ihdr);
            QByteArray actl;
            putBig32(actl, quint32(frames.size()));
            putBig32(actl, 0); // loop for ever
            putChunk(out, "acTL", actl);
        }
        QByteArray fctl;
        putBig32(fctl, sequence++);
        putBig32(fctl, quint32(width));
        putBig32(fctl, quint32(height));
        putBig32(fctl, 0);
        putBig32(fctl, 0);
        putBig16(fctl, delayNumerator);
        putBig16(fctl, delayDenominator);
        fctl.append(char(1)); // dispose: clear to transparent
        fctl.append(char(0)); // blend: replace
        putChunk(out, "fcTL", fctl);
        for (const QByteArray &d : data) {
            if (f == 0) {
                putChunk(out, "IDAT", d);
            } else {
                QByteArray fdat;
                putBig32(fdat, sequence++);
                fdat.append(d);
                putChunk(out, "fdAT", fdat);
            }
        }
    }
    putChunk(out, "IEND", {});
    return out;
}

} // namespace quarry
