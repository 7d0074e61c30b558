// The texture loader: TGA in every variant the games write (uncompressed
// and RLE; 8-bit colour-mapped, 8-bit grey, 16, 24 and 32 bits; either
// origin; with or without the TGA 2.0 footer), written here byte by byte
// and decoded by Quarry and by ImageMagick, whose pixels must agree; PSD
// and HDR written by ImageMagick; refusals with their reasons; the lookup
// that finds a material's texture as the engines do; Validate's findings.
#include "io/targets/TargetTextures.h"
#include "io/textures/TextureImage.h"
#include "model/Model.h"
#include "model/ops/TextureLookup.h"
#include "model/ops/Validation.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace quarry;

namespace {

constexpr int kWidth = 7; // odd, so that a row is not a multiple of 4 bytes
constexpr int kHeight = 5;

// The test picture, top row first: runs of one colour (RLE packs them),
// then single pixels, with alpha that varies.
QList<QRgb> picture()
{
    const QRgb colors[] = {qRgba(255, 0, 0, 255),   qRgba(0, 255, 0, 128), qRgba(0, 0, 255, 0),
                           qRgba(255, 255, 0, 255), qRgba(0, 0, 0, 64),    qRgba(255, 255, 255, 200)};
    QList<QRgb> pixels;
    for (int y = 0; y < kHeight; ++y)
        for (int x = 0; x < kWidth; ++x)
            pixels << (x < 3 ? colors[y % 6] : colors[(x * 7 + y * 3) % 6]);
    return pixels;
}

struct Variant
{
    int type = 2; // 1 colour-mapped, 2 true colour, 3 grey; +8 run-length encoded
    int bits = 24; // 8, 16, 24, 32
    bool topOrigin = false;
    bool footer = false;
};

void put16(QByteArray &b, int v)
{
    b.append(char(v & 0xff));
    b.append(char((v >> 8) & 0xff));
}

// One pixel as the file stores it.
QByteArray pixelBytes(QRgb c, const Variant &v, const QList<QRgb> &palette)
{
    QByteArray b;
    if (v.type % 8 == 1) {
        b.append(char(palette.indexOf(c)));
    } else if (v.type % 8 == 3) {
        b.append(char(qRed(c))); // grey pictures are grey already
    } else if (v.bits == 16) {
        // A1R5G5B5 with the attribute bit set: opaque to every reader.
        put16(b, 0x8000 | ((qRed(c) >> 3) << 10) | ((qGreen(c) >> 3) << 5) | (qBlue(c) >> 3));
    } else {
        b.append(char(qBlue(c)));
        b.append(char(qGreen(c)));
        b.append(char(qRed(c)));
        if (v.bits == 32)
            b.append(char(qAlpha(c)));
    }
    return b;
}

// What the picture looks like in the variant (what a correct reader gives).
QList<QRgb> expected(const Variant &v)
{
    QList<QRgb> out;
    for (QRgb c : picture()) {
        if (v.type % 8 == 3)
            c = qRgba(qRed(c), qRed(c), qRed(c), 255);
        else if (v.type % 8 == 1 || v.bits == 24)
            c = qRgba(qRed(c), qGreen(c), qBlue(c), 255);
        else if (v.bits == 16)
            c = qRgba((qRed(c) >> 3) * 255 / 31, (qGreen(c) >> 3) * 255 / 31, (qBlue(c) >> 3) * 255 / 31, 255);
        out << c;
    }
    return out;
}

QByteArray writeTga(const Variant &v)
{
    QList<QRgb> pixels = expected(v);
    QList<QRgb> palette;
    if (v.type % 8 == 1)
        for (QRgb c : std::as_const(pixels))
            if (!palette.contains(c))
                palette << c;
    QByteArray b;
    const QByteArray id = "quarry";
    b.append(char(id.size()));
    b.append(char(palette.isEmpty() ? 0 : 1));
    b.append(char(v.type));
    put16(b, 0);
    put16(b, int(palette.size()));
    b.append(char(palette.isEmpty() ? 0 : 24));
    put16(b, 0);
    put16(b, 0);
    put16(b, kWidth);
    put16(b, kHeight);
    b.append(char(v.bits));
    const int alphaBits = v.bits == 32 ? 8 : v.bits == 16 ? 1 : 0;
    b.append(char(alphaBits | (v.topOrigin ? 0x20 : 0)));
    b.append(id);
    for (QRgb c : std::as_const(palette)) {
        b.append(char(qBlue(c)));
        b.append(char(qGreen(c)));
        b.append(char(qRed(c)));
    }
    // Rows in file order: bottom row first unless the origin is the top.
    QList<QRgb> ordered;
    for (int r = 0; r < kHeight; ++r) {
        const int y = v.topOrigin ? r : kHeight - 1 - r;
        for (int x = 0; x < kWidth; ++x)
            ordered << pixels[y * kWidth + x];
    }
    if (v.type < 8) {
        for (QRgb c : std::as_const(ordered))
            b.append(pixelBytes(c, v, palette));
    } else {
        // Runs of equal pixels as run packets, the rest as raw packets;
        // packets run across rows, as the games' writers let them.
        qsizetype i = 0;
        while (i < ordered.size()) {
            qsizetype run = 1;
            while (i + run < ordered.size() && run < 128 && ordered[i + run] == ordered[i])
                ++run;
            if (run > 1) {
                b.append(char(0x80 | (run - 1)));
                b.append(pixelBytes(ordered[i], v, palette));
                i += run;
                continue;
            }
            qsizetype raw = 1;
            while (i + raw < ordered.size() && raw < 128
                   && (i + raw + 1 >= ordered.size() || ordered[i + raw] != ordered[i + raw + 1]))
                ++raw;
            b.append(char(raw - 1));
            for (qsizetype k = 0; k < raw; ++k)
                b.append(pixelBytes(ordered[i + k], v, palette));
            i += raw;
        }
    }
    if (v.footer) {
        b.append(QByteArray(8, '\0')); // no extension area, no developer directory
        b.append("TRUEVISION-XFILE.");
        b.append('\0');
    }
    return b;
}

QList<QRgb> pixelsOf(const QImage &image)
{
    const QImage argb = image.convertToFormat(QImage::Format_ARGB32);
    QList<QRgb> out;
    for (int y = 0; y < argb.height(); ++y)
        for (int x = 0; x < argb.width(); ++x)
            out << argb.pixel(x, y);
    return out;
}

// ImageMagick's decoding of a file, as RGBA bytes; empty where it failed.
QList<QRgb> imageMagick(const QString &path, QSize *size, QString *error)
{
    QProcess p;
    // The first image of the file (a PSD holds its layers after it), turned
    // as its orientation says (ImageMagick keeps a bottom-origin TGA's rows
    // as stored and notes the orientation).
    const QString first = path + QStringLiteral("[0]");
    p.start(QStringLiteral("convert"), {first, QStringLiteral("-auto-orient"), QStringLiteral("-depth"),
                                        QStringLiteral("8"), QStringLiteral("rgba:-")});
    if (!p.waitForFinished(60000) || p.exitCode() != 0) {
        *error = QString::fromLocal8Bit(p.readAllStandardError());
        return {};
    }
    QProcess identify;
    identify.start(QStringLiteral("identify"), {QStringLiteral("-format"), QStringLiteral("%w %h"), first});
    identify.waitForFinished(60000);
    const QStringList wh = QString::fromLatin1(identify.readAllStandardOutput()).split(QLatin1Char(' '));
    *size = QSize(wh.value(0).toInt(), wh.value(1).toInt());
    const QByteArray raw = p.readAllStandardOutput();
    QList<QRgb> out;
    for (qsizetype i = 0; i + 3 < raw.size(); i += 4)
        out << qRgba(uchar(raw[i]), uchar(raw[i + 1]), uchar(raw[i + 2]), uchar(raw[i + 3]));
    return out;
}

bool haveImageMagick()
{
    return !QStandardPaths::findExecutable(QStringLiteral("convert")).isEmpty();
}

QString describe(const QList<QRgb> &a, const QList<QRgb> &b, int tolerance)
{
    if (a.size() != b.size())
        return QStringLiteral("%1 pixels against %2").arg(a.size()).arg(b.size());
    for (qsizetype i = 0; i < a.size(); ++i) {
        const int d = std::max({std::abs(qRed(a[i]) - qRed(b[i])), std::abs(qGreen(a[i]) - qGreen(b[i])),
                                std::abs(qBlue(a[i]) - qBlue(b[i])), std::abs(qAlpha(a[i]) - qAlpha(b[i]))});
        if (d > tolerance)
            return QStringLiteral("pixel %1,%2: %3 against %4")
                .arg(i % kWidth)
                .arg(i / kWidth)
                .arg(a[i], 8, 16, QLatin1Char('0'))
                .arg(b[i], 8, 16, QLatin1Char('0'));
    }
    return {};
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

} // namespace

class TestTextureImage : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private Q_SLOTS:
    void tgaVariants_data()
    {
        QTest::addColumn<int>("type");
        QTest::addColumn<int>("bits");
        QTest::addColumn<bool>("topOrigin");
        QTest::addColumn<bool>("footer");
        // The paladin's kind: 24 bits, bottom origin, no (or a broken) footer.
        QTest::newRow("24-bit") << 2 << 24 << false << false;
        QTest::newRow("24-bit top origin footer") << 2 << 24 << true << true;
        QTest::newRow("32-bit alpha") << 2 << 32 << false << false;
        QTest::newRow("32-bit top origin footer") << 2 << 32 << true << true;
        QTest::newRow("16-bit") << 2 << 16 << false << false;
        QTest::newRow("8-bit colour-mapped") << 1 << 8 << false << false;
        QTest::newRow("8-bit colour-mapped footer") << 1 << 8 << true << true;
        QTest::newRow("8-bit grey") << 3 << 8 << false << false;
        QTest::newRow("RLE 24-bit") << 10 << 24 << false << false;
        QTest::newRow("RLE 24-bit top origin footer") << 10 << 24 << true << true;
        QTest::newRow("RLE 32-bit alpha") << 10 << 32 << false << true;
        QTest::newRow("RLE 32-bit top origin") << 10 << 32 << true << false;
        QTest::newRow("RLE 16-bit") << 10 << 16 << false << false;
        QTest::newRow("RLE 8-bit colour-mapped") << 9 << 8 << false << false;
        QTest::newRow("RLE 8-bit grey top origin") << 11 << 8 << true << false;
    }

    void tgaVariants()
    {
        QFETCH(int, type);
        QFETCH(int, bits);
        QFETCH(bool, topOrigin);
        QFETCH(bool, footer);
        const Variant v{type, bits, topOrigin, footer};
        const QString path = m_dir.filePath(
            QStringLiteral("%1-%2-%3-%4.tga").arg(type).arg(bits).arg(topOrigin).arg(footer));
        writeFile(path, writeTga(v));
        const TextureImage ours = readTextureImage(path);
        QVERIFY2(ours.ok(), qPrintable(ours.error));
        QCOMPARE(ours.image.size(), QSize(kWidth, kHeight));
        // Alpha only where the file has it: what the engine exports and
        // the viewport's alpha test go by.
        QCOMPARE(ours.image.hasAlphaChannel(), bits == 32);
        const int tolerance = bits == 16 ? 1 : 0; // 5-bit channels scaled with or without rounding
        const QString againstPicture = describe(pixelsOf(ours.image), expected(v), tolerance);
        QVERIFY2(againstPicture.isEmpty(), qPrintable(againstPicture));
        if (!haveImageMagick())
            QSKIP("ImageMagick (Debian package imagemagick) is not installed: no independent decoder");
        QSize size;
        QString error;
        const QList<QRgb> theirs = imageMagick(path, &size, &error);
        QVERIFY2(!theirs.isEmpty(), qPrintable(error));
        QCOMPARE(size, QSize(kWidth, kHeight));
        const QString againstImageMagick = describe(pixelsOf(ours.image), theirs, tolerance);
        QVERIFY2(againstImageMagick.isEmpty(), qPrintable(againstImageMagick));
    }

    void tgaFromBytesAndByExtensionHint()
    {
        const QByteArray tga = writeTga({10, 32, false, false});
        QVERIFY(decodeTextureImage(tga, QStringLiteral("tga")).ok());
        QVERIFY(decodeTextureImage(tga, QStringLiteral("skin.TGA")).ok());
        // Misnamed, a TGA still reads (stb_image after Qt's readers).
        const TextureImage misnamed = decodeTextureImage(writeTga({2, 24, false, false}), QStringLiteral("skin.png"));
        QVERIFY2(misnamed.ok(), qPrintable(misnamed.error));
    }

    void refusalsSayWhy()
    {
        const QByteArray whole = writeTga({2, 24, false, false});
        const QString cut = m_dir.filePath(QStringLiteral("cut.tga"));
        writeFile(cut, whole.left(whole.size() - 10));
        TextureImage r = readTextureImage(cut);
        QVERIFY(!r.ok());
        QVERIFY2(r.error.contains(QLatin1String("truncated")) && r.error.startsWith(QLatin1String("TGA")),
                 qPrintable(r.error));

        const QByteArray rle = writeTga({10, 32, false, false});
        const QString cutRle = m_dir.filePath(QStringLiteral("cut-rle.tga"));
        writeFile(cutRle, rle.left(rle.size() - 6));
        r = readTextureImage(cutRle);
        QVERIFY(!r.ok());
        QVERIFY2(r.error.contains(QLatin1String("run-length")), qPrintable(r.error));

        // A header asking for 65535 × 65535 pixels is refused unread.
        QByteArray huge = whole;
        huge[12] = huge[13] = huge[14] = huge[15] = char(0xff);
        r = decodeTextureImage(huge, QStringLiteral("tga"));
        QVERIFY(!r.ok());
        QVERIFY2(r.error.contains(QLatin1String("65535")), qPrintable(r.error));

        // An image type no game writes: stb_image's reason, named as such.
        QByteArray odd = whole;
        odd[2] = char(32); // Huffman-compressed colour-mapped
        r = decodeTextureImage(odd, QStringLiteral("tga"));
        QVERIFY(!r.ok());
        QVERIFY2(r.error.contains(QLatin1String("stb_image")), qPrintable(r.error));

        r = readTextureImage(m_dir.filePath(QStringLiteral("absent.tga")));
        QCOMPARE(r.error, QStringLiteral("not found"));
        r = decodeTextureImage("not an image at all", QStringLiteral("skin.png"));
        QVERIFY(!r.ok());
        QVERIFY(!r.error.isEmpty());
        QVERIFY(!decodeTextureImage({}, QStringLiteral("x.tga")).ok());
        QVERIFY(!textureFileProblem(cut).isEmpty());
        QVERIFY(textureFileProblem(m_dir.filePath(QStringLiteral("absent.tga"))) == QLatin1String("not found"));
    }

    // Every length a file could be cut to is refused with a reason, never
    // drawn half black; flipped bytes never crash the decoder (the suite
    // runs under the sanitizers too).
    void everyTruncationAndSeededDamage()
    {
        for (const Variant &v :
             {Variant{2, 24, false, false}, Variant{10, 32, true, false}, Variant{9, 8, false, false},
              Variant{10, 16, false, false}, Variant{11, 8, true, false}}) {
            const QByteArray whole = writeTga(v);
            QVERIFY(decodeTextureImage(whole, QStringLiteral("tga")).ok());
            for (qsizetype length = 0; length < whole.size(); ++length) {
                const TextureImage r = decodeTextureImage(whole.left(length), QStringLiteral("tga"));
                QVERIFY2(!r.ok() && !r.error.isEmpty(),
                         qPrintable(QStringLiteral("type %1 cut to %2 bytes").arg(v.type).arg(length)));
            }
            quint32 seed = 12345u + quint32(v.type);
            for (int round = 0; round < 500; ++round) {
                QByteArray damaged = whole;
                for (int k = 0; k < 3; ++k) {
                    seed = seed * 1664525u + 1013904223u;
                    damaged[qsizetype(seed % quint32(damaged.size()))] = char(seed >> 24);
                }
                const TextureImage r = decodeTextureImage(damaged, QStringLiteral("tga"));
                QCOMPARE(r.ok(), r.error.isEmpty());
                if (r.ok())
                    QVERIFY(qint64(r.image.width()) * r.image.height() <= kMaxTexturePixels);
            }
        }
    }

    void qtFormatsStillThroughQt()
    {
        QImage image(3, 2, QImage::Format_ARGB32);
        image.fill(qRgba(10, 20, 30, 40));
        QByteArray png;
        QBuffer buffer(&png);
        buffer.open(QIODevice::WriteOnly);
        QVERIFY(image.save(&buffer, "PNG"));
        const TextureImage r = decodeTextureImage(png, QStringLiteral("a.png"));
        QVERIFY2(r.ok(), qPrintable(r.error));
        QCOMPARE(r.image.convertToFormat(QImage::Format_ARGB32).pixel(2, 1), qRgba(10, 20, 30, 40));
        QVERIFY(textureImageSuffixes().contains(QStringLiteral("tga")));
        QVERIFY(textureImageSuffixes().contains(QStringLiteral("png")));
        QVERIFY(textureImageSuffixes().contains(QStringLiteral("psd")));
    }

    void psdAndHdrAgainstImageMagick_data()
    {
        QTest::addColumn<QString>("suffix");
        QTest::addColumn<int>("tolerance");
        QTest::newRow("psd") << QStringLiteral("psd") << 0;
        // Radiance stores a shared exponent: 8-bit values come back within a few steps.
        QTest::newRow("hdr") << QStringLiteral("hdr") << 8;
    }

    void psdAndHdrAgainstImageMagick()
    {
        QFETCH(QString, suffix);
        QFETCH(int, tolerance);
        if (!haveImageMagick())
            QSKIP("ImageMagick (Debian package imagemagick) is not installed: it writes the PSD and HDR files");
        const QString tga = m_dir.filePath(QStringLiteral("source.tga"));
        writeFile(tga, writeTga({2, 24, false, false}));
        const QString path = m_dir.filePath(QStringLiteral("picture.") + suffix);
        QProcess p;
        p.start(QStringLiteral("convert"), {tga, QStringLiteral("-auto-orient"), path});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        const TextureImage ours = readTextureImage(path);
        QVERIFY2(ours.ok(), qPrintable(ours.error));
        QSize size;
        QString error;
        const QList<QRgb> theirs = imageMagick(path, &size, &error);
        QVERIFY2(!theirs.isEmpty(), qPrintable(error));
        QCOMPARE(ours.image.size(), size);
        // ImageMagick reads HDR linear and writes 8 bits without the gamma
        // stb_image applies; compare HDR with the source instead.
        const QList<QRgb> reference = suffix == QLatin1String("hdr") ? expected({2, 24, false, false}) : theirs;
        const QString diff = describe(pixelsOf(ours.image), reference, tolerance);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }

    void lookupAsTheEnginesDo()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        // A Quake III tree: baseq3/models/players/guy/lower.md3.
        const QDir root(dir.path());
        QVERIFY(root.mkpath(QStringLiteral("baseq3/models/players/guy")));
        QVERIFY(root.mkpath(QStringLiteral("baseq3/models/shared")));
        const QString model = dir.filePath(QStringLiteral("baseq3/models/players/guy/lower.md3"));
        const QByteArray tga = writeTga({2, 24, false, false});
        // A shader name without extension: .tga before .jpg.
        writeFile(dir.filePath(QStringLiteral("baseq3/models/players/guy/skin.jpg")), "jpeg?");
        writeFile(dir.filePath(QStringLiteral("baseq3/models/players/guy/skin.tga")), tga);
        QCOMPARE(findTextureFile(QStringLiteral("models/players/guy/skin"), model),
                 dir.filePath(QStringLiteral("baseq3/models/players/guy/skin.tga")));
        // A path from the game's root, with backslashes, to a folder
        // that is not the model's.
        writeFile(dir.filePath(QStringLiteral("baseq3/models/shared/metal.tga")), tga);
        QCOMPARE(findTextureFile(QStringLiteral("models\\shared\\metal.jpg"), model),
                 dir.filePath(QStringLiteral("baseq3/models/shared/metal.tga")));
        // Whatever follows the last dot goes, as the engines strip it.
        QCOMPARE(findTextureFile(QStringLiteral("models/players/guy/skin.v2"), model),
                 dir.filePath(QStringLiteral("baseq3/models/players/guy/skin.tga")));
        QCOMPARE(findTextureFile(QStringLiteral("models/shared/absent"), model), QString());

        // A file that does not decode is passed over for the next, as the
        // engines do; where none decodes, its reason is the answer.
        Material m;
        m.maps = {TextureMap{QStringLiteral("diffuse"), QStringLiteral("face.jpg")}};
        writeFile(dir.filePath(QStringLiteral("baseq3/models/players/guy/face.jpg")), "not a jpeg");
        MaterialTexture t = loadMaterialTexture(m, model);
        QCOMPARE(t.status, MaterialTexture::Status::Unreadable);
        QVERIFY2(!t.problem.isEmpty(), qPrintable(t.problem));
        QVERIFY(textureProblemText(t).contains(QLatin1String("face.jpg")));
        writeFile(dir.filePath(QStringLiteral("baseq3/models/players/guy/face.tga")), tga);
        t = loadMaterialTexture(m, model);
        QCOMPARE(t.status, MaterialTexture::Status::Loaded);
        QCOMPARE(t.file, dir.filePath(QStringLiteral("baseq3/models/players/guy/face.tga")));
        QCOMPARE(t.image.size(), QSize(kWidth, kHeight));

        m.maps = {TextureMap{QStringLiteral("diffuse"), QStringLiteral("gone.png")}};
        t = loadMaterialTexture(m, model);
        QCOMPARE(t.status, MaterialTexture::Status::Missing);
        QCOMPARE(textureProblemText(t), QStringLiteral("gone.png: not found"));
        // A material named "Material.001" names no texture.
        Material plain;
        plain.name = QStringLiteral("Material.001");
        QCOMPARE(loadMaterialTexture(plain, model).status, MaterialTexture::Status::None);
    }

    void embeddedImages()
    {
        QImage image(2, 2, QImage::Format_RGB32);
        image.fill(qRgb(1, 2, 3));
        QByteArray png;
        QBuffer buffer(&png);
        buffer.open(QIODevice::WriteOnly);
        image.save(&buffer, "PNG");
        const QVariantMap embedded{
            {QStringLiteral("*0"),
             QVariantMap{{QStringLiteral("data"), png}, {QStringLiteral("format"), QStringLiteral("png")}}},
            {QStringLiteral("*1"), QVariantMap{{QStringLiteral("data"), QByteArray("broken")},
                                               {QStringLiteral("format"), QStringLiteral("tga")}}}};
        Material m;
        m.maps = {TextureMap{QStringLiteral("diffuse"), QStringLiteral("*0")}};
        MaterialTexture t = loadMaterialTexture(m, QString(), embedded);
        QCOMPARE(t.status, MaterialTexture::Status::Loaded);
        QCOMPARE(t.image.pixel(1, 1), qRgb(1, 2, 3));
        QVERIFY(hasTextureToDraw({m}, QString(), embedded));
        QVERIFY(!hasTextureToDraw({m}, QString(), {}));
        m.maps = {TextureMap{QStringLiteral("diffuse"), QStringLiteral("*1")}};
        t = loadMaterialTexture(m, QString(), embedded);
        QCOMPARE(t.status, MaterialTexture::Status::Unreadable);
        QVERIFY2(t.problem.contains(QLatin1String("embedded")), qPrintable(t.problem));
    }

    void validateSaysWhyATextureDoesNotLoad()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        Model model;
        Material rle, cut, absent, byName;
        rle.name = QStringLiteral("rle");
        rle.maps = {TextureMap{QStringLiteral("diffuse"), QStringLiteral("rle.tga")}};
        cut.name = QStringLiteral("cut");
        cut.maps = {TextureMap{QStringLiteral("diffuse"), QStringLiteral("cut.tga")}};
        absent.name = QStringLiteral("absent");
        absent.maps = {TextureMap{QStringLiteral("diffuse"), QStringLiteral("absent.tga")}};
        // A Quake III shader name without extension, found as .tga.
        byName.name = QStringLiteral("shader");
        byName.maps = {TextureMap{QStringLiteral("diffuse"), QStringLiteral("models\\x\\skin")}};
        model.materials = {rle, cut, absent, byName};
        writeFile(dir.filePath(QStringLiteral("rle.tga")), writeTga({10, 24, false, false}));
        const QByteArray whole = writeTga({10, 24, false, false});
        writeFile(dir.filePath(QStringLiteral("cut.tga")), whole.left(whole.size() - 4));
        writeFile(dir.filePath(QStringLiteral("skin.tga")), writeTga({2, 24, false, false}));
        ValidationOptions options;
        options.baseDirectory = dir.path();
        const QList<Finding> findings = validateModel(model, options);
        QCOMPARE(findings.size(), 2);
        QCOMPARE(findings[0].check, Finding::Check::UnreadableTexture);
        QCOMPARE(findings[0].selection.materials, QList<int>{1});
        QVERIFY2(findings[0].message.contains(QLatin1String("truncated")), qPrintable(findings[0].message));
        QCOMPARE(findings[1].check, Finding::Check::MissingTexture);
        QCOMPARE(findings[1].selection.materials, QList<int>{2});
    }

    // The engine exports read textures through the loader too: a TGA
    // kept as it is (the engine reads TGA) is checked to decode, its alpha
    // found in its pixels (a 32-bit TGA gets the alpha-tested shader), and
    // one that does not decode is left out with the reason.
    void engineExportsReadTexturesThroughTheLoader()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        writeFile(dir.filePath(QStringLiteral("hair.tga")), writeTga({10, 32, false, false}));
        const QByteArray whole = writeTga({2, 24, false, false});
        writeFile(dir.filePath(QStringLiteral("cut.tga")), whole.left(whole.size() / 2));
        Model model;
        Material hair, cut;
        hair.name = QStringLiteral("hair");
        hair.maps = {TextureMap{QStringLiteral("diffuse"), QStringLiteral("hair.tga")}};
        cut.name = QStringLiteral("cut");
        cut.maps = {TextureMap{QStringLiteral("diffuse"), QStringLiteral("cut.tga")}};
        model.materials = {hair, cut};
        const TargetTextures t = prepareTargetTextures(model, dir.filePath(QStringLiteral("guy.iqm")),
                                                       QStringLiteral("models/guy"), {QStringLiteral("tga")});
        QCOMPARE(t.files.size(), 1);
        QCOMPARE(t.files[0].path, QStringLiteral("models/guy/hair.tga"));
        QCOMPARE(t.alphaTextures.size(), 1);
        QCOMPARE(t.warnings.size(), 1);
        QVERIFY2(t.warnings[0].contains(QLatin1String("cut.tga")) && t.warnings[0].contains(QLatin1String("truncated")),
                 qPrintable(t.warnings[0]));
    }

    void paladinTexturesAllDecode()
    {
        const QString dir = QStringLiteral(QUARRY_CORPUS_DIR "/real/cal3d/paladin");
        if (!QFileInfo::exists(dir))
            QSKIP("../shared/corpus is absent");
        const QStringList files = QDir(dir).entryList({QStringLiteral("*.tga")}, QDir::Files);
        QCOMPARE(files.size(), 17); // the materials' 20 maps name these 17
        for (const QString &file : files) {
            const TextureImage r = readTextureImage(dir + QLatin1Char('/') + file);
            QVERIFY2(r.ok(), qPrintable(file + QStringLiteral(": ") + r.error));
            if (!haveImageMagick())
                continue;
            QSize size;
            QString error;
            const QList<QRgb> theirs = imageMagick(dir + QLatin1Char('/') + file, &size, &error);
            QCOMPARE(r.image.size(), size);
            QCOMPARE(pixelsOf(r.image), theirs);
        }
    }
};

QTEST_GUILESS_MAIN(TestTextureImage)
#include "tst_texture_image.moc"
