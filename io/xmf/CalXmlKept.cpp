#include "io/xmf/CalXmlKept.h"

#include "io/kept/KeptSource.h"
#include "io/xmf/CalMorphAnimation.h"
#include "io/xmf/XmfAvatar.h"

#include <QFileInfo>
#include <QHash>

namespace quarry {

namespace {

using ReadFn = ReadResult (*)(const QString &, QByteArrayView, const ReadOptions &);
using WriteFn = WriteResult (*)(const Model &, const QString &, const WriteOptions &);

enum class Ids { Own, OtherFiles };

ReadResult keptRead(ReadFn read, WriteFn write, Ids ids, const QString &path, QByteArrayView data,
                    const ReadOptions &options)
{
    ReadResult r = read(path, data, options);
    if (r.ok() && options.options.value(QLatin1String(kCalXmlKeepOption), true).toBool()) {
        QHash<QString, QByteArray> bytes;
        bytes.insert(QString(), data.toByteArray());
        keepWrittenFiles(r.model, kCalXmlKeptFiles, path, bytes, write(r.model, path, {}));
        if (ids == Ids::OtherFiles)
            r.model.extras.insert(QLatin1String(kCalXmlKeptAt), QFileInfo(path).absoluteFilePath());
    }
    return r;
}

WriteResult replayedWrite(WriteFn write, const Model &model, const QString &path, const WriteOptions &options)
{
    WriteResult r = write(model, path, options);
    const QString at = model.extras.value(QLatin1String(kCalXmlKeptAt)).toString();
    if (at.isEmpty() || at == QFileInfo(path).absoluteFilePath())
        replayWrittenFiles(model, kCalXmlKeptFiles, path, r);
    return r;
}

} // namespace

ReadResult readXmfKept(const QString &path, QByteArrayView data, const ReadOptions &options)
{
    return keptRead(readXmfAvatar, writeXmfFile, Ids::OtherFiles, path, data, options);
}
WriteResult writeXmfKept(const Model &model, const QString &path, const WriteOptions &options)
{
    return replayedWrite(writeXmfFile, model, path, options);
}
ReadResult readXsfKept(const QString &path, QByteArrayView data, const ReadOptions &options)
{
    return keptRead(readXsfFile, writeXsfFile, Ids::Own, path, data, options);
}
WriteResult writeXsfKept(const Model &model, const QString &path, const WriteOptions &options)
{
    return replayedWrite(writeXsfFile, model, path, options);
}
ReadResult readXafKept(const QString &path, QByteArrayView data, const ReadOptions &options)
{
    return keptRead(readXafFile, writeXafFile, Ids::OtherFiles, path, data, options);
}
WriteResult writeXafKept(const Model &model, const QString &path, const WriteOptions &options)
{
    return replayedWrite(writeXafFile, model, path, options);
}
ReadResult readXrfKept(const QString &path, QByteArrayView data, const ReadOptions &options)
{
    return keptRead(readXrfFile, writeXrfFile, Ids::Own, path, data, options);
}
WriteResult writeXrfKept(const Model &model, const QString &path, const WriteOptions &options)
{
    return replayedWrite(writeXrfFile, model, path, options);
}
ReadResult readXpfKept(const QString &path, QByteArrayView data, const ReadOptions &options)
{
    return keptRead(readXpfFile, writeXpfFile, Ids::OtherFiles, path, data, options);
}
WriteResult writeXpfKept(const Model &model, const QString &path, const WriteOptions &options)
{
    return replayedWrite(writeXpfFile, model, path, options);
}

} // namespace quarry
