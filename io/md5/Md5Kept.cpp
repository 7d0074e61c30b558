#include "io/md5/Md5Kept.h"

#include "io/kept/KeptSource.h"
#include "io/md5/Md5Writer.h"

#include <QFile>
#include <QHash>

namespace quarry {

void keepMd5Files(Model &model, const QString &path, QByteArrayView data, const QStringList &animations, bool mesh)
{
    const WriteResult written = mesh ? writeMd5Mesh(model, path) : writeMd5AnimFile(model, path);
    QHash<QString, QByteArray> read;
    read.insert(QString(), data.toByteArray());
    for (const QString &a : animations) {
        QFile file(a);
        // The reader took it whole a moment ago; 512 MiB bounds what it takes.
        if (file.open(QIODevice::ReadOnly) && file.size() <= (qint64(512) << 20))
            read.insert(keptFileName(path, a), file.readAll());
    }
    keepWrittenFiles(model, kMd5KeptFiles, path, read, written);
}

} // namespace quarry
