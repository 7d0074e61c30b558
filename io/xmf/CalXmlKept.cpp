#include "io/xmf/CalXmlKept.h"

#include "io/kept/KeptSource.h"
#include "io/kept/XmlSplice.h"
#include "io/xmf/CalMorphAnimation.h"
#include "io/xmf/XmfAvatar.h"

#include <QFileInfo>
#include <QHash>

#include <optional>

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

// `source` with only the elements an edit touched rewritten (XmlSplice.h),
// `after` being the writer's text for the model; checked by reading it
// again: it must read as `after` does.
std::optional<QByteArray> spliceSource(ReadFn read, WriteFn write, const QString &path, const QByteArray &source,
                                       const QByteArray &after)
{
    ReadOptions fresh;
    fresh.options.insert(QLatin1String(kCalXmlKeepOption), false);
    const ReadResult asRead = read(path, source, fresh);
    if (!asRead.ok())
        return std::nullopt;
    const WriteResult before = write(asRead.model, path, {});
    if (!before.ok())
        return std::nullopt;
    std::optional<QByteArray> spliced = spliceXmlElements(source, before.data, after);
    if (!spliced)
        return std::nullopt;
    const ReadResult back = read(path, *spliced, fresh), want = read(path, after, fresh);
    if (!back.ok() || !want.ok() || !sameModelBits(back.model, want.model))
        return std::nullopt;
    return spliced;
}

// The kept file of `model` spliced so.
std::optional<QByteArray> spliceKept(ReadFn read, WriteFn write, const Model &model, const QString &path,
                                     const QByteArray &after)
{
    const QVariantList kept = model.extras.value(QLatin1String(kCalXmlKeptFiles)).toMap().value(QString()).toList();
    if (kept.size() != 2)
        return std::nullopt;
    return spliceSource(read, write, path, kept[0].toByteArray(), after);
}

// The writer's file, or the file as read where the writer still makes the
// same, or (saved where it was read) the file as read with the elements the
// edit touched rewritten.
WriteResult replayedWrite(ReadFn read, WriteFn write, const Model &model, const QString &path,
                          const WriteOptions &options)
{
    WriteResult r = write(model, path, options);
    const QString at = model.extras.value(QLatin1String(kCalXmlKeptAt)).toString();
    if (!at.isEmpty() && at != QFileInfo(path).absoluteFilePath())
        return r;
    replayWrittenFiles(model, kCalXmlKeptFiles, path, r);
    if (!r.ok() || r.notes.isEmpty())
        return r;
    if (std::optional<QByteArray> spliced = spliceKept(read, write, model, path, r.data)) {
        r.data = std::move(*spliced);
        r.notes.clear();
    }
    return r;
}

// An .xrf whose edit changed only texture paths: the kept file with only
// those paths replaced (the text of their MAP elements, the space around it
// kept), checked by reading it again.
std::optional<QByteArray> patchXrfMaps(const Model &model, const QString &path)
{
    const QVariantList kept = model.extras.value(QLatin1String(kCalXmlKeptFiles)).toMap().value(QString()).toList();
    if (kept.size() != 2 || model.materials.size() != 1)
        return std::nullopt;
    const QByteArray source = kept[0].toByteArray();
    ReadOptions fresh;
    fresh.options.insert(QLatin1String(kCalXmlKeepOption), false);
    const ReadResult read = readXrfFile(path, source, fresh);
    if (!read.ok() || read.model.materials.size() != 1)
        return std::nullopt;
    const QList<TextureMap> &want = model.materials[0].maps, &have = read.model.materials[0].maps;
    // The text of each MAP element, in order.
    QList<std::pair<qsizetype, qsizetype>> texts;
    for (qsizetype at = 0; (at = source.indexOf("<MAP", at)) >= 0;) {
        const qsizetype open = source.indexOf('>', at);
        if (open < 0)
            return std::nullopt;
        if (source[open - 1] == '/') {
            texts.append({open + 1, open + 1});
            at = open;
            continue;
        }
        const qsizetype close = source.indexOf("</MAP>", open);
        if (close < 0)
            return std::nullopt;
        qsizetype b = open + 1, e = close;
        while (b < e && QChar::isSpace(uchar(source[b])))
            ++b;
        while (e > b && QChar::isSpace(uchar(source[e - 1])))
            --e;
        texts.append({b, e});
        at = close;
    }
    if (want.size() != have.size() || texts.size() != want.size())
        return std::nullopt;
    QByteArray out = source;
    for (qsizetype i = want.size() - 1; i >= 0; --i) {
        if (want[i].path == have[i].path)
            continue;
        if (want[i].type != have[i].type || texts[i].first == texts[i].second)
            return std::nullopt;
        out.replace(texts[i].first, texts[i].second - texts[i].first, want[i].path.toHtmlEscaped().toUtf8());
    }
    ReadResult back = readXrfFile(path, out, fresh);
    Model unkept = model;
    unkept.extras.remove(QLatin1String(kCalXmlKeptFiles));
    // An XRF holds no name (the reader names the material after its first
    // map), so the name is not compared; the writer would not keep it either.
    if (!back.ok() || back.model.materials.size() != 1)
        return std::nullopt;
    back.model.materials[0].name = unkept.materials[0].name;
    if (!sameModelBits(back.model, unkept))
        return std::nullopt;
    return out;
}

} // namespace

std::optional<QByteArray> spliceCalXmlFile(const QString &path, const QByteArray &source, const QByteArray &written)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("xmf"))
        return spliceSource(readXmfAvatar, writeXmfFile, path, source, written);
    if (suffix == QLatin1String("xsf"))
        return spliceSource(readXsfFile, writeXsfFile, path, source, written);
    if (suffix == QLatin1String("xaf"))
        return spliceSource(readXafFile, writeXafFile, path, source, written);
    if (suffix == QLatin1String("xrf"))
        return spliceSource(readXrfFile, writeXrfFile, path, source, written);
    if (suffix == QLatin1String("xpf"))
        return spliceSource(readXpfFile, writeXpfFile, path, source, written);
    return std::nullopt;
}

ReadResult readXmfKept(const QString &path, QByteArrayView data, const ReadOptions &options)
{
    return keptRead(readXmfAvatar, writeXmfFile, Ids::OtherFiles, path, data, options);
}
WriteResult writeXmfKept(const Model &model, const QString &path, const WriteOptions &options)
{
    return replayedWrite(readXmfAvatar, writeXmfFile, model, path, options);
}
ReadResult readXsfKept(const QString &path, QByteArrayView data, const ReadOptions &options)
{
    return keptRead(readXsfFile, writeXsfFile, Ids::Own, path, data, options);
}
WriteResult writeXsfKept(const Model &model, const QString &path, const WriteOptions &options)
{
    return replayedWrite(readXsfFile, writeXsfFile, model, path, options);
}
ReadResult readXafKept(const QString &path, QByteArrayView data, const ReadOptions &options)
{
    return keptRead(readXafFile, writeXafFile, Ids::OtherFiles, path, data, options);
}
WriteResult writeXafKept(const Model &model, const QString &path, const WriteOptions &options)
{
    return replayedWrite(readXafFile, writeXafFile, model, path, options);
}
ReadResult readXrfKept(const QString &path, QByteArrayView data, const ReadOptions &options)
{
    return keptRead(readXrfFile, writeXrfFile, Ids::Own, path, data, options);
}
WriteResult writeXrfKept(const Model &model, const QString &path, const WriteOptions &options)
{
    // Texture paths alone: only their text replaced, the MAP tags as read.
    WriteResult r = writeXrfFile(model, path, options);
    replayWrittenFiles(model, kCalXmlKeptFiles, path, r);
    if (!r.ok() || r.notes.isEmpty())
        return r;
    if (std::optional<QByteArray> patched = patchXrfMaps(model, path)) {
        r.data = std::move(*patched);
        r.notes.clear();
        return r;
    }
    return replayedWrite(readXrfFile, writeXrfFile, model, path, options);
}
ReadResult readXpfKept(const QString &path, QByteArrayView data, const ReadOptions &options)
{
    return keptRead(readXpfFile, writeXpfFile, Ids::OtherFiles, path, data, options);
}
WriteResult writeXpfKept(const Model &model, const QString &path, const WriteOptions &options)
{
    return replayedWrite(readXpfFile, writeXpfFile, model, path, options);
}

} // namespace quarry
