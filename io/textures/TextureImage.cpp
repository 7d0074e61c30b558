#include "io/textures/TextureImage.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QImageReader>
#include <QMutex>

#include <stb_image.h>

#include <limits>
#include <memory>

namespace quarry {

namespace {

// The library sits below the model, whose tr() (model/Translate.h) it
// cannot use; the context is the same.
QString tr(const char *text)
{
    return QCoreApplication::translate("quarry", text);
}

// Files larger than this are refused before they are read: a texture of
// kMaxTexturePixels at 4 bytes a pixel, uncompressed, plus its headers.
constexpr qint64 kMaxFileBytes = kMaxTexturePixels * 4 + (qint64(1) << 20);

// Read by stb_image first: the formats Qt reads badly or not at all (Qt's
// TGA reader takes only files with the TGA 2.0 footer and no RLE).
const QStringList kStbSuffixes = {QStringLiteral("tga"), QStringLiteral("psd"), QStringLiteral("hdr"),
                                  QStringLiteral("pic")};

quint16 le16(const uchar *p)
{
    return quint16(p[0] | (p[1] << 8));
}

// stb_image reads past the end of a TGA as zeros and hands back a half
// black image without a word; the file's own sizes say what it must hold.
// Empty when the pixel data is all there.
QString tgaShortfall(const QByteArray &bytes)
{
    if (bytes.size() < 18)
        return tr("truncated: %1 bytes, shorter than the 18-byte header").arg(bytes.size());
    const auto *d = reinterpret_cast<const uchar *>(bytes.constData());
    const int idLength = d[0];
    const int colorMapType = d[1];
    const int type = d[2];
    const int mapLength = le16(d + 5);
    const int mapEntryBits = d[7];
    const qint64 width = le16(d + 12), height = le16(d + 14);
    const int bits = d[16];
    const qint64 pixelBytes = (bits + 7) / 8;
    qint64 at = 18 + idLength + (colorMapType == 1 ? qint64(mapLength) * ((mapEntryBits + 7) / 8) : 0);
    if (at > bytes.size())
        return tr("truncated: the header and colour map need %1 bytes, the file has %2").arg(at).arg(bytes.size());
    const qint64 pixels = width * height;
    if (type == 1 || type == 2 || type == 3) {
        const qint64 need = at + pixels * pixelBytes;
        if (need > bytes.size())
            return tr("truncated: %1 × %2 pixels at %3 bits need %4 bytes, the file has %5")
                .arg(width)
                .arg(height)
                .arg(bits)
                .arg(need)
                .arg(bytes.size());
        return {};
    }
    if (type == 9 || type == 10 || type == 11) {
        // Run-length packets: a count byte, then one pixel (a run) or
        // that many pixels (raw). Each packet takes at least two bytes,
        // so the walk ends within the file's length.
        qint64 done = 0;
        while (done < pixels) {
            if (at >= bytes.size())
                return tr("truncated: the run-length data ends at byte %1 after %2 of %3 pixels")
                    .arg(at)
                    .arg(done)
                    .arg(pixels);
            const int header = d[at++];
            const qint64 count = (header & 0x7f) + 1;
            at += (header & 0x80) ? pixelBytes : count * pixelBytes;
            done += count;
        }
        if (at > bytes.size())
            return tr("truncated: the run-length data needs %1 bytes, the file has %2").arg(at).arg(bytes.size());
        return {};
    }
    return {}; // stb_image names the type it does not take
}

QString tooLarge(qint64 width, qint64 height)
{
    return tr("%1 × %2 pixels: larger than the %3 megapixels a texture may have")
        .arg(width)
        .arg(height)
        .arg(kMaxTexturePixels >> 20);
}

TextureImage decodeWithStb(const QByteArray &bytes, const QString &suffix)
{
    const QString kind = suffix.isEmpty() ? QString() : suffix.toUpper() + QStringLiteral(": ");
    if (suffix == QLatin1String("tga"))
        if (const QString shortfall = tgaShortfall(bytes); !shortfall.isEmpty())
            return {{}, kind + shortfall};
    const auto *data = reinterpret_cast<const stbi_uc *>(bytes.constData());
    const int length = int(std::min<qint64>(bytes.size(), std::numeric_limits<int>::max()));
    int width = 0, height = 0, channels = 0;
    if (!stbi_info_from_memory(data, length, &width, &height, &channels))
        return {{}, kind + tr("not readable (stb_image: %1)").arg(QString::fromLatin1(stbi_failure_reason()))};
    if (qint64(width) * height > kMaxTexturePixels)
        return {{}, kind + tooLarge(width, height)};
    const std::unique_ptr<stbi_uc, void (*)(void *)> pixels(
        stbi_load_from_memory(data, length, &width, &height, &channels, 4), stbi_image_free);
    if (!pixels)
        return {{}, kind + tr("not readable (stb_image: %1)").arg(QString::fromLatin1(stbi_failure_reason()))};
    // Grey with alpha (2) and RGBA (4) keep their alpha; the rest are opaque.
    const bool alpha = channels == 2 || channels == 4;
    const QImage view(pixels.get(), width, height, qsizetype(width) * 4,
                      alpha ? QImage::Format_RGBA8888 : QImage::Format_RGBX8888);
    return {view.copy(), {}};
}

TextureImage decodeWithQt(const QByteArray &bytes, const QByteArray &format, bool *unknown)
{
    QByteArray copy = bytes;
    QBuffer buffer(&copy);
    buffer.open(QIODevice::ReadOnly);
    QImageReader reader(&buffer, format);
    reader.setDecideFormatFromContent(true);
    const QSize size = reader.size();
    *unknown = !reader.canRead();
    if (*unknown)
        return {{}, reader.errorString()};
    if (size.isValid() && qint64(size.width()) * size.height() > kMaxTexturePixels)
        return {{}, tooLarge(size.width(), size.height())};
    QImage image = reader.read();
    if (image.isNull())
        return {{}, QString::fromLatin1(reader.format()).toUpper() + QStringLiteral(": ") + reader.errorString()};
    return {image, {}};
}

} // namespace

TextureImage decodeTextureImage(const QByteArray &bytes, const QString &nameHint)
{
    QString suffix = QFileInfo(nameHint).suffix().toLower();
    if (suffix.isEmpty() && !nameHint.contains(QLatin1Char('.')))
        suffix = nameHint.toLower(); // an extension alone: "tga"
    if (bytes.isEmpty())
        return {{}, tr("empty file")};
    if (kStbSuffixes.contains(suffix))
        return decodeWithStb(bytes, suffix);
    bool unknown = false;
    TextureImage qt = decodeWithQt(bytes, suffix.toLatin1(), &unknown);
    if (qt.ok())
        return qt;
    // Named otherwise, or not at all, a game format still reads.
    TextureImage stb = decodeWithStb(bytes, QString());
    if (stb.ok())
        return stb;
    if (unknown)
        return {{}, tr("not an image format Quarry reads")};
    return qt;
}

TextureImage readTextureImage(const QString &path)
{
    QFile file(path);
    if (!QFileInfo(path).isFile())
        return {{}, tr("not found")};
    if (file.size() > kMaxFileBytes)
        return {{}, tr("%1 MiB: larger than a texture may be").arg(file.size() >> 20)};
    if (!file.open(QIODevice::ReadOnly))
        return {{}, file.errorString()};
    const QByteArray bytes = file.readAll();
    if (file.error() != QFileDevice::NoError)
        return {{}, file.errorString()};
    return decodeTextureImage(bytes, path);
}

QString textureFileProblem(const QString &path)
{
    const QFileInfo info(path);
    if (!info.isFile())
        return tr("not found");
    const QString key = QStringLiteral("%1\n%2\n%3")
                            .arg(info.absoluteFilePath())
                            .arg(info.size())
                            .arg(info.lastModified().toMSecsSinceEpoch());
    static QMutex mutex;
    static QHash<QString, QString> answers;
    {
        const QMutexLocker lock(&mutex);
        if (const auto it = answers.constFind(key); it != answers.constEnd())
            return *it;
    }
    const QString problem = readTextureImage(path).error;
    const QMutexLocker lock(&mutex);
    if (answers.size() > 4096)
        answers.clear();
    answers.insert(key, problem);
    return problem;
}

QStringList textureImageSuffixes()
{
    QStringList suffixes = kStbSuffixes;
    for (const QByteArray &format : QImageReader::supportedImageFormats())
        suffixes << QString::fromLatin1(format).toLower();
    suffixes << QStringLiteral("jpg") << QStringLiteral("jpeg");
    suffixes.removeDuplicates();
    return suffixes;
}

} // namespace quarry
