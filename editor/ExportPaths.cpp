#include "editor/ExportPaths.h"

#include "io/Formats.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

namespace quarry {

namespace {

constexpr auto kFolderKey = "export/folder";

} // namespace

bool folderWritable(const QString &folder)
{
    const QFileInfo info(folder);
    return !folder.isEmpty() && info.isDir() && info.isWritable();
}

QString defaultExportPath(const QString &sourcePath, const QString &extension)
{
    const QFileInfo source(sourcePath);
    const QString base = sourcePath.isEmpty() ? QStringLiteral("model") : source.completeBaseName();
    QString folder = QSettings().value(QLatin1String(kFolderKey)).toString();
    if (!folderWritable(folder))
        folder = sourcePath.isEmpty() ? QString() : source.absolutePath();
    if (!folderWritable(folder))
        folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (!folderWritable(folder))
        folder = QDir::homePath();
    return QDir(folder).filePath(base + QLatin1Char('.') + extension);
}

void rememberExportFolder(const QString &folder)
{
    QSettings().setValue(QLatin1String(kFolderKey), QDir::cleanPath(folder));
}

QStringList exportFilters(const QString &format, QString *selected)
{
    QStringList list = writeFilters();
    if (const FormatHandler *h = formatHandler(format); h && h->write && !h->extensions.isEmpty()) {
        QStringList patterns;
        for (const QString &ext : h->extensions)
            patterns << QStringLiteral("*.") + ext;
        const QString own = QStringLiteral("%1 (%2)").arg(h->name, patterns.join(QLatin1Char(' ')));
        list.removeAll(own);
        list.prepend(own);
        if (selected)
            *selected = own;
    }
    return list;
}

} // namespace quarry
