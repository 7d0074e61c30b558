#include "io/quake/GamePalette.h"

#include "io/quake/PakArchive.h"
#include "io/quake/PcxPalette.h"
#include "io/quake/QuakeTables.h"
#include "io/targets/Pack.h"
#include "model/Translate.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>

namespace quarry::quake {

namespace {

const QString kPaletteLmp = QStringLiteral("gfx/palette.lmp");
const QString kColormapPcx = QStringLiteral("pics/colormap.pcx");
constexpr qint64 kLmpBytes = 768;
// Far more than any palette file: colormap.pcx is 256 × 320 pixels.
constexpr qint64 kMaxPaletteFileBytes = 16 * 1024 * 1024;

QString native(const QString &path)
{
    return QDir::toNativeSeparators(path);
}

// Where a palette lies: found, absent from there, or there but unreadable
// (the error is given, not passed over for the next place).
enum class Lookup {
    Found,
    Absent,
    Failed,
};

// The palette from a file's bytes, as palette.lmp or a PCX; `source`
// names it in messages.
Lookup decode(const QByteArray &bytes, bool pcx, const QString &source, GamePalette *out, QString *error)
{
    if (pcx) {
        QString why;
        const std::optional<std::array<quint8, 768>> rgb = pcxPalette(bytes, &why);
        if (!rgb) {
            *error = quarry::tr("%1: %2").arg(source, why);
            return Lookup::Failed;
        }
        out->rgb = *rgb;
    } else {
        const std::optional<std::array<quint8, 768>> rgb = paletteFromBytes(bytes);
        if (!rgb) {
            *error = quarry::tr("%1: byte %2: a palette.lmp holds exactly %3 bytes (256 × R, G, B), this one %4")
                         .arg(source)
                         .arg(std::min<qint64>(bytes.size(), kLmpBytes))
                         .arg(kLmpBytes)
                         .arg(bytes.size());
            return Lookup::Failed;
        }
        out->rgb = *rgb;
    }
    out->source = source;
    return Lookup::Found;
}

bool isPcx(const QString &name)
{
    return name.endsWith(QLatin1String(".pcx"), Qt::CaseInsensitive);
}

Lookup fromPak(const QString &pak, const QString &entryName, GamePalette *out, QString *error)
{
    const std::optional<QList<PakEntry>> entries = readPakDirectory(pak, error);
    if (!entries)
        return Lookup::Failed;
    const std::optional<PakEntry> entry = findPakEntry(*entries, entryName);
    if (!entry)
        return Lookup::Absent;
    const std::optional<QByteArray> bytes = readPakEntry(pak, *entry, kMaxPaletteFileBytes, error);
    if (!bytes)
        return Lookup::Failed;
    return decode(*bytes, isPcx(entryName), quarry::tr("%1: %2").arg(native(pak), entry->name), out, error);
}

Lookup fromZip(const QString &zip, const QString &entryName, GamePalette *out, QString *error)
{
    const std::optional<QByteArray> bytes = zipFileEntry(zip, entryName, kMaxPaletteFileBytes, error);
    if (!bytes)
        return error->isEmpty() ? Lookup::Absent : Lookup::Failed;
    return decode(*bytes, isPcx(entryName), quarry::tr("%1: %2").arg(native(zip), entryName), out, error);
}

// A file under `folder` by a '/'-separated relative name, each part
// matched ignoring case (a game copied from Windows may spell GFX/PALETTE.LMP);
// empty when there is none.
QString findLoose(const QString &folder, const QString &relative)
{
    QString at = folder;
    const QStringList parts = relative.split(QLatin1Char('/'));
    for (qsizetype i = 0; i < parts.size(); ++i) {
        const QDir dir(at);
        const bool last = i + 1 == parts.size();
        const QStringList names = dir.entryList(last ? QDir::Files : QDir::Dirs | QDir::NoDotAndDotDot);
        const auto match = std::find_if(names.begin(), names.end(), [&](const QString &name) {
            return name.compare(parts[i], Qt::CaseInsensitive) == 0;
        });
        if (match == names.end())
            return {};
        at = dir.filePath(*match);
    }
    return at;
}

Lookup fromLoose(const QString &folder, const QString &entryName, GamePalette *out, QString *error)
{
    const QString path = findLoose(folder, entryName);
    if (path.isEmpty())
        return Lookup::Absent;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = quarry::tr("%1: %2").arg(native(path), file.errorString());
        return Lookup::Failed;
    }
    if (file.size() > kMaxPaletteFileBytes) {
        *error = quarry::tr("%1 holds %2 bytes, more than the %3 expected")
                     .arg(native(path))
                     .arg(file.size())
                     .arg(kMaxPaletteFileBytes);
        return Lookup::Failed;
    }
    return decode(file.readAll(), isPcx(entryName), native(path), out, error);
}

// The game's own palette file first, then the other game's.
QStringList entryNames(PaletteGame game)
{
    return game == PaletteGame::Quake ? QStringList{kPaletteLmp, kColormapPcx} : QStringList{kColormapPcx, kPaletteLmp};
}

// The places of a game folder in the order the engines search them:
// Quake (common.c COM_AddGameDirectory) and Quake II (files.c
// FS_AddGameDirectory) put pak0.pak, pak1.pak … each in front of the
// search path, so the highest numbered wins, and the loose files after;
// DarkPlaces adds *.pk3 after the paks in alphabetical order, each again
// in front. Quake stops at the first number missing; Quake II tries pak0
// to pak9.
struct Place
{
    enum Kind {
        Pak,
        Zip,
        Loose,
    } kind;
    QString path;
};

QList<Place> searchPath(const QString &folder, PaletteGame game)
{
    const QDir dir(folder);
    const QStringList files = dir.entryList(QDir::Files, QDir::Name | QDir::IgnoreCase);
    const auto named = [&files](const QString &wanted) {
        const auto match = std::find_if(files.begin(), files.end(), [&](const QString &name) {
            return name.compare(wanted, Qt::CaseInsensitive) == 0;
        });
        return match == files.end() ? QString() : *match;
    };
    QList<Place> places;
    for (auto it = files.rbegin(); it != files.rend(); ++it)
        if (it->endsWith(QLatin1String(".pk3"), Qt::CaseInsensitive))
            places.append({Place::Zip, dir.filePath(*it)});
    QList<Place> paks;
    for (int n = 0; n < 10 || game == PaletteGame::Quake; ++n) {
        const QString name = named(QStringLiteral("pak%1.pak").arg(n));
        if (name.isEmpty() && game == PaletteGame::Quake)
            break;
        if (!name.isEmpty())
            paks.prepend({Place::Pak, dir.filePath(name)});
    }
    places.append(paks);
    places.append({Place::Loose, folder});
    return places;
}

// The game folder of an installation: id1/ for Quake, baseq2/ for
// Quake II (the other where only it is there), or the folder itself.
QString gameFolder(const QString &folder, PaletteGame game)
{
    const QStringList names = game == PaletteGame::Quake ? QStringList{QStringLiteral("id1"), QStringLiteral("baseq2")}
                                                         : QStringList{QStringLiteral("baseq2"), QStringLiteral("id1")};
    for (const QString &name : names) {
        const QStringList dirs = QDir(folder).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        for (const QString &dir : dirs)
            if (dir.compare(name, Qt::CaseInsensitive) == 0)
                return QDir(folder).filePath(dir);
    }
    return folder;
}

std::optional<GamePalette> fromFolder(const QString &folder, PaletteGame game, QString *error)
{
    const QString searched = gameFolder(folder, game);
    const QList<Place> places = searchPath(searched, game);
    GamePalette palette;
    for (const QString &entry : entryNames(game)) {
        for (const Place &place : places) {
            const Lookup found = place.kind == Place::Pak   ? fromPak(place.path, entry, &palette, error)
                                 : place.kind == Place::Zip ? fromZip(place.path, entry, &palette, error)
                                                            : fromLoose(place.path, entry, &palette, error);
            if (found == Lookup::Found)
                return palette;
            if (found == Lookup::Failed)
                return std::nullopt;
        }
    }
    *error = quarry::tr("%1: no %2 or %3 in the folder, its pak files or its .pk3 files")
                 .arg(native(searched), kPaletteLmp, kColormapPcx);
    return std::nullopt;
}

// A .pak or .pk3 given by name: its entries, the game's own first.
std::optional<GamePalette> fromArchive(const QString &path, bool pak, PaletteGame game, QString *error)
{
    GamePalette palette;
    for (const QString &entry : entryNames(game)) {
        const Lookup found = pak ? fromPak(path, entry, &palette, error) : fromZip(path, entry, &palette, error);
        if (found == Lookup::Found)
            return palette;
        if (found == Lookup::Failed)
            return std::nullopt;
    }
    *error = quarry::tr("%1 holds neither %2 nor %3").arg(native(path), kPaletteLmp, kColormapPcx);
    return std::nullopt;
}

} // namespace

std::optional<GamePalette> loadGamePalette(const QString &path, PaletteGame game, QString *error)
{
    const QFileInfo info(path);
    if (info.isDir())
        return fromFolder(path, game, error);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = quarry::tr("%1: %2").arg(native(path), file.errorString());
        return std::nullopt;
    }
    const QByteArray magic = file.peek(4);
    const QString suffix = info.suffix().toLower();
    if (magic == "PACK" || suffix == QLatin1String("pak"))
        return fromArchive(path, true, game, error);
    if (magic == QByteArrayView("PK\x03\x04", 4) || suffix == QLatin1String("pk3") || suffix == QLatin1String("zip"))
        return fromArchive(path, false, game, error);
    // Any file of 768 bytes is a palette.lmp, whatever its name.
    const bool pcx = file.size() != kLmpBytes && (suffix == QLatin1String("pcx") || magic.startsWith('\x0A'));
    if (!pcx && suffix != QLatin1String("lmp") && file.size() != kLmpBytes) {
        *error = quarry::tr("%1: neither a palette (%2 bytes; this file has %3), a PCX image, a .pak nor a .pk3")
                     .arg(native(path))
                     .arg(kLmpBytes)
                     .arg(file.size());
        return std::nullopt;
    }
    if (file.size() > kMaxPaletteFileBytes) {
        *error = quarry::tr("%1 holds %2 bytes, more than the %3 expected")
                     .arg(native(path))
                     .arg(file.size())
                     .arg(kMaxPaletteFileBytes);
        return std::nullopt;
    }
    GamePalette palette;
    if (decode(file.readAll(), pcx, native(path), &palette, error) != Lookup::Found)
        return std::nullopt;
    return palette;
}

bool paletteOptions(const QString &path, QVariantMap &options, QString *error)
{
    const std::optional<GamePalette> quake = loadGamePalette(path, PaletteGame::Quake, error);
    const std::optional<GamePalette> quake2 = quake ? loadGamePalette(path, PaletteGame::Quake2, error) : std::nullopt;
    if (!quake || !quake2)
        return false;
    options.insert(QStringLiteral("mdl.palette"), paletteBytes(quake->rgb));
    options.insert(QStringLiteral("mdl.paletteSource"), quake->source);
    options.insert(QStringLiteral("md2.palette"), paletteBytes(quake2->rgb));
    options.insert(QStringLiteral("md2.paletteSource"), quake2->source);
    return true;
}

std::optional<GamePalette> paletteOfGameHolding(const QString &modelPath)
{
    QDir folder = QFileInfo(modelPath).absoluteDir();
    const QString name = folder.dirName().toLower();
    if ((name != QLatin1String("progs") && name != QLatin1String("maps")) || !folder.cdUp())
        return std::nullopt;
    QString error;
    std::optional<GamePalette> palette = loadGamePalette(folder.path(), PaletteGame::Quake, &error);
    // Quake II's colormap, taken where Quake's palette is absent, is not the game's.
    if (palette && !palette->source.contains(kPaletteLmp, Qt::CaseInsensitive))
        return std::nullopt;
    return palette;
}

} // namespace quarry::quake
