#include "io/quake/PakArchive.h"

#include "io/quake/LittleEndian.h"
#include "model/Translate.h"

#include <QDir>
#include <QFile>

namespace quarry::quake {

namespace {

QString atByte(qint64 offset, const QString &message)
{
    return quarry::tr("byte %1: %2").arg(offset).arg(message);
}

QString inFile(const QString &path, const QString &message)
{
    return quarry::tr("%1: %2").arg(QDir::toNativeSeparators(path), message);
}

} // namespace

std::optional<PakDirectoryExtent> pakDirectoryExtent(QByteArrayView header, qint64 fileSize, QString *error)
{
    if (header.size() < kPakHeaderBytes || fileSize < kPakHeaderBytes) {
        *error = atByte(0, quarry::tr("truncated: a pack file's header takes %1 bytes, the file has %2")
                               .arg(kPakHeaderBytes)
                               .arg(std::min<qint64>(header.size(), fileSize)));
        return std::nullopt;
    }
    if (header.first(4) != QByteArrayView("PACK")) {
        *error = atByte(0, quarry::tr("not a Quake pack file: it does not start with \"PACK\""));
        return std::nullopt;
    }
    const qint64 offset = readI32(header.data() + 4);
    const qint64 size = readI32(header.data() + 8);
    if (offset < 0) {
        *error = atByte(4, quarry::tr("the directory's offset is negative (%1)").arg(offset));
        return std::nullopt;
    }
    if (size < 0 || size % kPakEntryBytes != 0) {
        *error = atByte(8, quarry::tr("the directory's length (%1) is not a multiple of %2 bytes, the size of an entry")
                               .arg(size)
                               .arg(kPakEntryBytes));
        return std::nullopt;
    }
    // Both below 2^31: their sum cannot overflow 64 bits.
    if (offset + size > fileSize) {
        *error = atByte(8, quarry::tr("the directory (offset %1, %2 bytes) runs past the end of the file (%3 bytes)")
                               .arg(offset)
                               .arg(size)
                               .arg(fileSize));
        return std::nullopt;
    }
    return PakDirectoryExtent{offset, size};
}

std::optional<QList<PakEntry>> pakEntries(QByteArrayView directory, qint64 directoryOffset, qint64 fileSize,
                                          QString *error)
{
    if (directory.size() % kPakEntryBytes != 0) {
        *error = atByte(directoryOffset + directory.size() / kPakEntryBytes * kPakEntryBytes,
                        quarry::tr("the directory ends inside an entry"));
        return std::nullopt;
    }
    QList<PakEntry> entries;
    entries.reserve(directory.size() / kPakEntryBytes);
    for (qint64 i = 0; i < directory.size() / kPakEntryBytes; ++i) {
        const char *p = directory.data() + i * kPakEntryBytes;
        const qint64 at = directoryOffset + i * kPakEntryBytes;
        const QByteArray name = fixedName(p, kPakNameBytes);
        if (name.size() == kPakNameBytes) {
            *error = atByte(
                at, quarry::tr("the name of entry %1 does not end within its %2 bytes").arg(i).arg(kPakNameBytes));
            return std::nullopt;
        }
        PakEntry entry{QString::fromLatin1(name), readI32(p + 56), readI32(p + 60)};
        if (entry.offset < 0 || entry.size < 0 || entry.offset + entry.size > fileSize) {
            *error = atByte(at + 56, quarry::tr("entry %1 (%2: %3 bytes at byte %4) runs past the end of the file "
                                                "(%5 bytes)")
                                         .arg(i)
                                         .arg(entry.name)
                                         .arg(entry.size)
                                         .arg(entry.offset)
                                         .arg(fileSize));
            return std::nullopt;
        }
        entries.append(entry);
    }
    return entries;
}

std::optional<QList<PakEntry>> pakDirectory(QByteArrayView pak, QString *error)
{
    const std::optional<PakDirectoryExtent> extent = pakDirectoryExtent(pak, pak.size(), error);
    if (!extent)
        return std::nullopt;
    return pakEntries(pak.sliced(extent->offset, extent->size), extent->offset, pak.size(), error);
}

std::optional<PakEntry> findPakEntry(const QList<PakEntry> &entries, const QString &name)
{
    QString wanted = name;
    wanted.replace(QLatin1Char('\\'), QLatin1Char('/'));
    for (const PakEntry &entry : entries) {
        QString stored = entry.name;
        stored.replace(QLatin1Char('\\'), QLatin1Char('/'));
        if (stored.compare(wanted, Qt::CaseInsensitive) == 0)
            return entry;
    }
    return std::nullopt;
}

QByteArrayView pakEntryBytes(QByteArrayView pak, const PakEntry &entry)
{
    if (entry.offset < 0 || entry.size < 0 || entry.offset > pak.size() || entry.size > pak.size() - entry.offset)
        return {};
    return pak.sliced(entry.offset, entry.size);
}

std::optional<QList<PakEntry>> readPakDirectory(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = inFile(path, file.errorString());
        return std::nullopt;
    }
    const qint64 fileSize = file.size();
    const QByteArray header = file.read(kPakHeaderBytes);
    QString why;
    const std::optional<PakDirectoryExtent> extent = pakDirectoryExtent(header, fileSize, &why);
    if (!extent) {
        *error = inFile(path, why);
        return std::nullopt;
    }
    QByteArray directory;
    if (extent->size > 0) {
        if (!file.seek(extent->offset)) {
            *error = inFile(path, file.errorString());
            return std::nullopt;
        }
        directory = file.read(extent->size);
        if (directory.size() != extent->size) {
            *error = inFile(path, atByte(extent->offset + directory.size(),
                                         quarry::tr("the file ended while its directory was read")));
            return std::nullopt;
        }
    }
    std::optional<QList<PakEntry>> entries = pakEntries(directory, extent->offset, fileSize, &why);
    if (!entries)
        *error = inFile(path, why);
    return entries;
}

std::optional<QByteArray> readPakEntry(const QString &path, const PakEntry &entry, qint64 maxBytes, QString *error)
{
    if (entry.size > maxBytes) {
        *error = inFile(
            path,
            quarry::tr("%1 holds %2 bytes, more than the %3 expected").arg(entry.name).arg(entry.size).arg(maxBytes));
        return std::nullopt;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly) || !file.seek(entry.offset)) {
        *error = inFile(path, file.errorString());
        return std::nullopt;
    }
    QByteArray bytes = file.read(entry.size);
    if (bytes.size() != entry.size) {
        *error = inFile(
            path, atByte(entry.offset + bytes.size(), quarry::tr("the file ended while %1 was read").arg(entry.name)));
        return std::nullopt;
    }
    return bytes;
}

} // namespace quarry::quake
