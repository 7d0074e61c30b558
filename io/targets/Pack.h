// A game archive (.pk3, .dpk: zip files) made from files in memory, through
// libzip; the bytes are then saved like any other file (QSaveFile).
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

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

} // namespace quarry
