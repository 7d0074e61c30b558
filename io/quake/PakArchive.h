// Quake's PACK archive (.pak, Quake and Quake II alike; common.c
// COM_LoadPackFile): a 12-byte header ("PACK", the directory's offset and
// length, little-endian int32), the entries' data, and a directory of
// 64-byte entries (a 56-byte NUL-padded name, the entry's offset and
// length). Every offset and length is checked against the file's size
// before anything is read or allocated for it.
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QString>
#include <QtGlobal>

#include <optional>

namespace quarry::quake {

inline constexpr qint64 kPakHeaderBytes = 12;
inline constexpr qint64 kPakEntryBytes = 64;
inline constexpr int kPakNameBytes = 56;

struct PakEntry
{
    QString name; // as stored: '/'-separated, e.g. "gfx/palette.lmp"
    qint64 offset = 0; // of its data in the pak
    qint64 size = 0;
};

// Where the directory lies, from the header (the first 12 bytes of a file
// of `fileSize` bytes); nothing with *error set ("byte 8: …") when it is
// not a pack or the directory does not fit in the file.
struct PakDirectoryExtent
{
    qint64 offset = 0;
    qint64 size = 0;
};
std::optional<PakDirectoryExtent> pakDirectoryExtent(QByteArrayView header, qint64 fileSize, QString *error);

// The entries of the directory's bytes (read from byte `directoryOffset` of
// a file of `fileSize` bytes), every one inside the file; nothing with
// *error set (naming the byte offset in the file) otherwise.
std::optional<QList<PakEntry>> pakEntries(QByteArrayView directory, qint64 directoryOffset, qint64 fileSize,
                                          QString *error);

// The directory of a whole pak in memory.
std::optional<QList<PakEntry>> pakDirectory(QByteArrayView pak, QString *error);

// The entry named `name` ('/' or '\\' separated), matched ignoring case as
// the engines' file systems match on Windows; the first of equal names,
// as COM_FindFile finds it. Nothing when absent.
std::optional<PakEntry> findPakEntry(const QList<PakEntry> &entries, const QString &name);

// An entry's bytes in the pak it was read from (pakDirectory checked it).
QByteArrayView pakEntryBytes(QByteArrayView pak, const PakEntry &entry);

// The same from a pak on disk, reading its header and directory only (a
// game's pak0.pak holds megabytes): nothing with *error set (naming the
// file) when it cannot be read or is malformed.
std::optional<QList<PakEntry>> readPakDirectory(const QString &path, QString *error);

// An entry's bytes from the pak on disk its directory was read from;
// nothing with *error set when it cannot be read or holds more than
// `maxBytes`.
std::optional<QByteArray> readPakEntry(const QString &path, const PakEntry &entry, qint64 maxBytes, QString *error);

} // namespace quarry::quake
