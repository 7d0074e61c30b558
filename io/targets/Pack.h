// A game archive (.pk3, .dpk: zip files) made from files in memory, through
// libzip; the bytes are then saved like any other file (QSaveFile). Also one
// entry read back from an archive (the game palette in a user's .pk3).
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QtGlobal>

#include <optional>

namespace quarry {

struct ArchiveEntry
{
    QString name; // path inside the archive, '/'-separated
    QByteArray data;
};

// The zip archive's bytes; empty with *error set on failure.
QByteArray zipArchive(const QList<ArchiveEntry> &entries, QString *error);

// The names of the entries of a zip archive (to check one), in order;
// empty with *error set when it cannot be read.
QStringList zipEntryNames(const QByteArray &archive, QString *error);

// The data of the entry `name` of a zip archive (a .pk3), its name matched
// ignoring case. Nothing with *error empty when there is no such entry;
// with *error set when the archive or the entry cannot be read or the
// entry holds more than `maxBytes`.
std::optional<QByteArray> zipEntry(const QByteArray &archive, const QString &name, qint64 maxBytes, QString *error);
// The same from an archive on disk, reading its directory and that entry
// only (a game's .pk3 may hold hundreds of megabytes).
std::optional<QByteArray> zipFileEntry(const QString &path, const QString &name, qint64 maxBytes, QString *error);

} // namespace quarry
