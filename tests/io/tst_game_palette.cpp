// The user's game palette (--palette): gfx/palette.lmp or Quake II's
// pics/colormap.pcx read from a file, a .pak, a .pk3 or a game folder in the
// order the engines search one, and the errors for damaged files, each
// naming the file and the byte offset.
#include "io/quake/GamePalette.h"
#include "io/quake/LittleEndian.h"
#include "io/quake/PakArchive.h"
#include "io/quake/PcxImage.h"
#include "io/quake/PcxPalette.h"
#include "io/quake/Quake2Palette.h"
#include "io/quake/QuakeTables.h"
#include "io/targets/Pack.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace quarry;
using namespace quarry::quake;

namespace {

using Rgb = std::array<quint8, 768>;

// A palette told apart from others by `seed`.
Rgb testPalette(int seed)
{
    Rgb rgb{};
    for (int i = 0; i < 768; ++i)
        rgb[size_t(i)] = quint8(i * 7 + seed * 31);
    return rgb;
}

QByteArray lmp(const Rgb &rgb)
{
    return QByteArray(reinterpret_cast<const char *>(rgb.data()), 768);
}

// A 4 × 4 PCX with `rgb` as its palette.
QByteArray pcx(const Rgb &rgb)
{
    return encodePcx(QByteArray(16, '\x05'), 4, 4, rgb);
}

// A pack file holding `entries` (name, data) in order, the directory last.
QByteArray pak(const QList<std::pair<QByteArray, QByteArray>> &entries)
{
    QByteArray data = "PACK";
    data.append(8, '\0');
    QByteArray directory;
    for (const auto &[name, bytes] : entries) {
        QByteArray field = name;
        field.append(kPakNameBytes - name.size(), '\0');
        directory.append(field);
        appendI32(directory, qint32(data.size()));
        appendI32(directory, qint32(bytes.size()));
        data.append(bytes);
    }
    writeI32(data.data() + 4, qint32(data.size()));
    writeI32(data.data() + 8, qint32(directory.size()));
    return data + directory;
}

QByteArray pk3(const QList<ArchiveEntry> &entries)
{
    QString error;
    const QByteArray bytes = zipArchive(entries, &error);
    if (bytes.isEmpty())
        qWarning("%s", qPrintable(error));
    return bytes;
}

bool put(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

// The palette `path` gives (failing the test when there is none).
std::optional<GamePalette> load(const QString &path, PaletteGame game = PaletteGame::Quake)
{
    QString error;
    std::optional<GamePalette> palette = loadGamePalette(path, game, &error);
    if (!palette)
        qWarning("%s", qPrintable(error));
    return palette;
}

// The error `path` gives (empty when it has a palette).
QString failure(const QString &path, PaletteGame game = PaletteGame::Quake)
{
    QString error;
    if (loadGamePalette(path, game, &error))
        return {};
    return error;
}

} // namespace

class TestGamePalette : public QObject
{
    Q_OBJECT

private slots:
    void lmpFileOfAnyName()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("quake.pal"));
        QVERIFY(put(path, lmp(testPalette(1))));
        const std::optional<GamePalette> palette = load(path);
        QVERIFY(palette);
        QCOMPARE(palette->rgb, testPalette(1));
        QCOMPARE(palette->source, QDir::toNativeSeparators(path));
    }

    void pakHoldingPaletteAmongOthers()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("pak0.pak"));
        const QByteArray bytes = pak({{"maps/start.bsp", QByteArray(1000, 'm')},
                                      {"GFX/Palette.LMP", lmp(testPalette(2))},
                                      {"gfx/conback.lmp", QByteArray(300, 'c')}});
        QVERIFY(put(path, bytes));
        const std::optional<GamePalette> palette = load(path);
        QVERIFY(palette);
        QCOMPARE(palette->rgb, testPalette(2));
        QCOMPARE(palette->source, QDir::toNativeSeparators(path) + QStringLiteral(": GFX/Palette.LMP"));

        // In memory: the directory, the lookup ignoring case, the bytes.
        QString error;
        const std::optional<QList<PakEntry>> entries = pakDirectory(bytes, &error);
        QVERIFY2(entries, qPrintable(error));
        QCOMPARE(entries->size(), 3);
        QCOMPARE(entries->at(0).offset, kPakHeaderBytes);
        QCOMPARE(entries->at(2).size, 300);
        const std::optional<PakEntry> found = findPakEntry(*entries, QStringLiteral("gfx\\PALETTE.lmp"));
        QVERIFY(found);
        QCOMPARE(pakEntryBytes(bytes, *found), QByteArrayView(lmp(testPalette(2))));
        QVERIFY(!findPakEntry(*entries, QStringLiteral("gfx/palette")));
    }

    void pk3Archive()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("zzz_palette.pk3"));
        const QByteArray bytes = pk3({{QStringLiteral("progs/player.mdl"), QByteArray(500, 'p')},
                                      {QStringLiteral("gfx/PALETTE.lmp"), lmp(testPalette(3))}});
        QVERIFY(!bytes.isEmpty());
        QVERIFY(put(path, bytes));
        const std::optional<GamePalette> palette = load(path);
        QVERIFY(palette);
        QCOMPARE(palette->rgb, testPalette(3));
        QVERIFY(palette->source.startsWith(QDir::toNativeSeparators(path)));

        QString error;
        QCOMPARE(zipEntry(bytes, QStringLiteral("GFX/palette.LMP"), 1024, &error), lmp(testPalette(3)));
        QVERIFY(!zipEntry(bytes, QStringLiteral("gfx/colormap.lmp"), 1024, &error));
        QVERIFY(error.isEmpty()); // absent, not an error
        QVERIFY(!zipEntry(bytes, QStringLiteral("gfx/palette.lmp"), 767, &error));
        QVERIFY2(error.contains(QLatin1String("768")), qPrintable(error));
    }

    void looseFiles()
    {
        QTemporaryDir dir;
        QVERIFY(put(dir.filePath(QStringLiteral("gfx/palette.lmp")), lmp(testPalette(4))));
        const std::optional<GamePalette> palette = load(dir.path());
        QVERIFY(palette);
        QCOMPARE(palette->rgb, testPalette(4));
    }

    // pak1 over pak0 over the loose files; Quake stops at the first number
    // missing; .pk3 files over the paks, the last in alphabetical order first.
    void folderSearchOrder()
    {
        QTemporaryDir dir;
        QVERIFY(put(dir.filePath(QStringLiteral("gfx/palette.lmp")), lmp(testPalette(5))));
        QVERIFY(put(dir.filePath(QStringLiteral("pak0.pak")), pak({{"gfx/palette.lmp", lmp(testPalette(6))}})));
        QCOMPARE(load(dir.path())->rgb, testPalette(6));
        QVERIFY(put(dir.filePath(QStringLiteral("pak1.pak")), pak({{"gfx/palette.lmp", lmp(testPalette(7))}})));
        QCOMPARE(load(dir.path())->rgb, testPalette(7));
        QVERIFY(put(dir.filePath(QStringLiteral("pak3.pak")), pak({{"gfx/palette.lmp", lmp(testPalette(8))}})));
        QCOMPARE(load(dir.path())->rgb, testPalette(7));
        // Quake II tries pak0 to pak9 whichever are there.
        QVERIFY(put(dir.filePath(QStringLiteral("pak1.pak")), pak({{"pics/colormap.pcx", pcx(testPalette(9))}})));
        QCOMPARE(load(dir.path(), PaletteGame::Quake2)->rgb, testPalette(9));
        QVERIFY(put(dir.filePath(QStringLiteral("pak3.pak")), pak({{"pics/colormap.pcx", pcx(testPalette(10))}})));
        QCOMPARE(load(dir.path(), PaletteGame::Quake2)->rgb, testPalette(10));

        QVERIFY(put(dir.filePath(QStringLiteral("b.pk3")),
                    pk3({{QStringLiteral("gfx/palette.lmp"), lmp(testPalette(11))}})));
        QCOMPARE(load(dir.path())->rgb, testPalette(11));
        QVERIFY(put(dir.filePath(QStringLiteral("a.pk3")),
                    pk3({{QStringLiteral("gfx/palette.lmp"), lmp(testPalette(12))}})));
        QCOMPARE(load(dir.path())->rgb, testPalette(11));
    }

    void installationFolder()
    {
        QTemporaryDir dir;
        QVERIFY(put(dir.filePath(QStringLiteral("id1/pak0.pak")), pak({{"gfx/palette.lmp", lmp(testPalette(13))}})));
        QVERIFY(
            put(dir.filePath(QStringLiteral("baseq2/pak0.pak")), pak({{"pics/colormap.pcx", pcx(testPalette(14))}})));
        const std::optional<GamePalette> quake = load(dir.path());
        QVERIFY(quake);
        QCOMPARE(quake->rgb, testPalette(13));
        QVERIFY(quake->source.contains(QDir::toNativeSeparators(QStringLiteral("id1/pak0.pak"))));
        const std::optional<GamePalette> quake2 = load(dir.path(), PaletteGame::Quake2);
        QVERIFY(quake2);
        QCOMPARE(quake2->rgb, testPalette(14));
        QVERIFY(quake2->source.contains(QDir::toNativeSeparators(QStringLiteral("baseq2/pak0.pak"))));
    }

    void quake2Colormap()
    {
        QTemporaryDir dir;
        const QString pcxPath = dir.filePath(QStringLiteral("colormap.pcx"));
        QVERIFY(put(pcxPath, pcx(testPalette(15))));
        QCOMPARE(load(pcxPath, PaletteGame::Quake2)->rgb, testPalette(15));

        const QString pakPath = dir.filePath(QStringLiteral("q2/pak0.pak"));
        QVERIFY(put(pakPath,
                    pak({{"pics/colormap.pcx", pcx(testPalette(16))}, {"gfx/palette.lmp", lmp(testPalette(17))}})));
        // Each game's own first, from the same archive.
        QCOMPARE(load(pakPath, PaletteGame::Quake2)->rgb, testPalette(16));
        QCOMPARE(load(pakPath, PaletteGame::Quake)->rgb, testPalette(17));
        QCOMPARE(load(dir.filePath(QStringLiteral("q2")), PaletteGame::Quake2)->rgb, testPalette(16));
    }

    // The other game's palette where the game's own is absent.
    void fallbackToTheOtherGame()
    {
        QTemporaryDir dir;
        QVERIFY(put(dir.filePath(QStringLiteral("gfx/palette.lmp")), lmp(testPalette(18))));
        const std::optional<GamePalette> palette = load(dir.path(), PaletteGame::Quake2);
        QVERIFY(palette);
        QCOMPARE(palette->rgb, testPalette(18));
        const QString pakPath = dir.filePath(QStringLiteral("other/pak0.pak"));
        QVERIFY(put(pakPath, pak({{"pics/colormap.pcx", pcx(testPalette(19))}})));
        QCOMPARE(load(pakPath, PaletteGame::Quake)->rgb, testPalette(19));
    }

    void damagedPaks_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("expected");
        QTest::newRow("truncated header") << QByteArray("PACK\0\0", 6)
                                          << QStringLiteral("byte 0: truncated: a pack file's header takes 12 bytes, "
                                                            "the file has 6");
        QByteArray pastEnd = pak({});
        writeI32(pastEnd.data() + 4, 1234);
        writeI32(pastEnd.data() + 8, 640);
        pastEnd.append(900 - pastEnd.size(), '\0');
        QTest::newRow("directory past the end")
            << pastEnd
            << QStringLiteral(
                   "byte 8: the directory (offset 1234, 640 bytes) runs past the end of the file (900 bytes)");
        QByteArray oddLength = pak({{"gfx/palette.lmp", lmp(testPalette(1))}});
        writeI32(oddLength.data() + 8, 63);
        QTest::newRow("directory length") << oddLength << QStringLiteral("byte 8: the directory's length (63)");
        // The second entry's offset field, 56 bytes into its record.
        QByteArray entryPastEnd = pak({{"gfx/palette.lmp", lmp(testPalette(1))}, {"maps/e1m1.bsp", "x"}});
        const qint32 directory = readI32(entryPastEnd.constData() + 4);
        QCOMPARE(directory, 781);
        writeI32(entryPastEnd.data() + directory + 64 + 60, 100000);
        QTest::newRow("entry past the end")
            << entryPastEnd
            << QStringLiteral("byte 901: entry 1 (maps/e1m1.bsp: 100000 bytes at byte 780) runs past the end "
                              "of the file (909 bytes)");
        QByteArray longName = pak({{"gfx/palette.lmp", lmp(testPalette(1))}});
        std::memset(longName.data() + 12 + 768, 'a', 56);
        QTest::newRow("name without NUL") << longName
                                          << QStringLiteral("byte 780: the name of entry 0 does not end within its 56 "
                                                            "bytes");
        QByteArray shortLmp = pak({{"gfx/palette.lmp", lmp(testPalette(1)).first(767)}});
        QTest::newRow("767-byte palette.lmp")
            << shortLmp
            << QStringLiteral(": gfx/palette.lmp: byte 767: a palette.lmp holds exactly 768 bytes (256 × R, G, B), "
                              "this one 767");
    }
    void damagedPaks()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("pak0.pak"));
        QVERIFY(put(path, bytes));
        const QString error = failure(path);
        QVERIFY2(error.startsWith(QDir::toNativeSeparators(path) + QLatin1Char(':')), qPrintable(error));
        QVERIFY2(error.contains(expected), qPrintable(error));
        // The same through the game folder, and from memory where the
        // directory is at fault.
        QCOMPARE(failure(dir.path()), error);
        QString inMemory;
        if (!pakDirectory(bytes, &inMemory))
            QVERIFY2(inMemory.startsWith(expected), qPrintable(inMemory));
        else
            QVERIFY(expected.startsWith(QLatin1String(": gfx/palette.lmp")));
    }

    void shortLmpFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("palette.lmp"));
        QVERIFY(put(path, lmp(testPalette(1)).first(767)));
        QCOMPARE(failure(path), QDir::toNativeSeparators(path)
                                    + QStringLiteral(": byte 767: a palette.lmp holds exactly 768 bytes (256 × R, G, "
                                                     "B), this one 767"));
        const QString other = dir.filePath(QStringLiteral("readme.txt"));
        QVERIFY(put(other, "hello"));
        QVERIFY2(failure(other).startsWith(QDir::toNativeSeparators(other) + QStringLiteral(": neither a palette")),
                 qPrintable(failure(other)));
    }

    void emptyFolder()
    {
        QTemporaryDir dir;
        QVERIFY(put(dir.filePath(QStringLiteral("pak0.pak")), pak({{"maps/start.bsp", "bsp"}})));
        QCOMPARE(failure(dir.path()), QDir::toNativeSeparators(dir.path())
                                          + QStringLiteral(": no gfx/palette.lmp or pics/colormap.pcx in the folder, "
                                                           "its pak files or its .pk3 files"));
        QCOMPARE(failure(dir.filePath(QStringLiteral("pak0.pak"))),
                 QDir::toNativeSeparators(dir.filePath(QStringLiteral("pak0.pak")))
                     + QStringLiteral(" holds neither gfx/palette.lmp nor pics/colormap.pcx"));
    }

    // A .pk3 that is no zip archive, in a folder too, and a path that is
    // not there: errors naming the file.
    void unreadable()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("broken.pk3"));
        QVERIFY(put(path, QByteArray(2000, 'z')));
        const QString error = failure(path);
        QVERIFY2(error.startsWith(QDir::toNativeSeparators(path) + QStringLiteral(": ")), qPrintable(error));
        QCOMPARE(failure(dir.path()), error);
        const QString missing = dir.filePath(QStringLiteral("nothing.lmp"));
        QVERIFY2(failure(missing).startsWith(QDir::toNativeSeparators(missing) + QStringLiteral(": ")),
                 qPrintable(failure(missing)));
    }

    void damagedPcx()
    {
        QTemporaryDir dir;
        QByteArray bytes = pcx(testPalette(1));
        const qsizetype marker = bytes.size() - 769;
        QCOMPARE(bytes[marker], '\x0C');
        bytes[marker] = '\x0B';
        const QString path = dir.filePath(QStringLiteral("colormap.pcx"));
        QVERIFY(put(path, bytes));
        QCOMPARE(failure(path, PaletteGame::Quake2),
                 QDir::toNativeSeparators(path)
                     + QStringLiteral(": byte %1: no 256-colour palette at the end of the file: the byte 769 bytes "
                                      "from the end is 0x0B, not 0x0C")
                           .arg(marker));
        // In a pak, named by archive and entry.
        const QString pakPath = dir.filePath(QStringLiteral("pak0.pak"));
        QVERIFY(put(pakPath, pak({{"pics/colormap.pcx", bytes}})));
        QVERIFY2(failure(dir.path(), PaletteGame::Quake2)
                     .startsWith(QDir::toNativeSeparators(pakPath)
                                 + QStringLiteral(": pics/colormap.pcx: byte %1: no 256-colour").arg(marker)),
                 qPrintable(failure(dir.path(), PaletteGame::Quake2)));

        QString error;
        QByteArray notPcx = pcx(testPalette(1));
        notPcx[0] = 'P';
        QVERIFY(!pcxPalette(notPcx, &error));
        QCOMPARE(error, QStringLiteral("byte 0: not a PCX file: it starts with 0x50, not 0x0A"));
        QByteArray fourBits = pcx(testPalette(1));
        fourBits[3] = 4;
        QVERIFY(!pcxPalette(fourBits, &error));
        QVERIFY2(error.startsWith(QLatin1String("byte 3: 4 bits a pixel")), qPrintable(error));
        QVERIFY(!pcxPalette(QByteArray(800, '\x0A'), &error));
        QVERIFY2(error.startsWith(QLatin1String("byte 800: truncated")), qPrintable(error));
    }

    // The fuzz seeds (written by fuzz_seeds) hold the games' palettes.
    void fuzzSeeds()
    {
        const QString seeds = QStringLiteral(QUARRY_SOURCE_DIR "/tests/fuzz/seeds/");
        const std::optional<GamePalette> quake = load(seeds + QStringLiteral("pak/pak0.pak"));
        QVERIFY(quake);
        QCOMPARE(quake->rgb, quakePalette());
        const std::optional<GamePalette> quake2 = load(seeds + QStringLiteral("pak/pak0.pak"), PaletteGame::Quake2);
        QVERIFY(quake2);
        QCOMPARE(quake2->rgb, quake2Palette());
        const std::optional<GamePalette> pcxFile = load(seeds + QStringLiteral("pcx/colormap.pcx"),
                                                        PaletteGame::Quake2);
        QVERIFY(pcxFile);
        QCOMPARE(pcxFile->rgb, quake2Palette());
    }

    // Debian's quakespasm package ships a real pack file (no palette in it).
    void realPak()
    {
        const QString path = QStringLiteral("/usr/share/games/quake/quakespasm.pak");
        if (!QFile::exists(path))
            QSKIP("no /usr/share/games/quake/quakespasm.pak (Debian's quakespasm package)");
        QString error;
        const std::optional<QList<PakEntry>> entries = readPakDirectory(path, &error);
        QVERIFY2(entries, qPrintable(error));
        QVERIFY(!entries->isEmpty());
        const qint64 size = QFileInfo(path).size();
        for (const PakEntry &entry : *entries)
            QVERIFY(entry.offset >= kPakHeaderBytes && entry.offset + entry.size <= size);
        const std::optional<PakEntry> config = findPakEntry(*entries, QStringLiteral("DEFAULT.CFG"));
        QVERIFY(config);
        const std::optional<QByteArray> text = readPakEntry(path, *config, 1 << 20, &error);
        QVERIFY2(text, qPrintable(error));
        QVERIFY(text->contains("bind"));
        QVERIFY(failure(path).endsWith(QLatin1String("holds neither gfx/palette.lmp nor pics/colormap.pcx")));
    }
};

QTEST_GUILESS_MAIN(TestGamePalette)
#include "tst_game_palette.moc"
