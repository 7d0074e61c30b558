// Where File > Export writes unless told otherwise, and what Browse
// offers: the folder of the last export (remembered in QSettings) when it
// can still be written, else the model's own folder when it can, else the
// user's documents (shipped data is often read-only); Browse lists the
// chosen format's extensions first.
#pragma once

#include <QStringList>

namespace quarry {

// Whether files can be created in `folder` (it exists and is writable).
bool folderWritable(const QString &folder);
// The file an export of `sourcePath` (may be empty: an untitled model)
// suggests, with `extension` (no dot).
QString defaultExportPath(const QString &sourcePath, const QString &extension);
// Remembers the folder of an export for the next one.
void rememberExportFolder(const QString &folder);
// The save dialog's filters with the one of `format` (a writer's id; empty:
// all) first, and that one in *selected.
QStringList exportFilters(const QString &format, QString *selected);

} // namespace quarry
