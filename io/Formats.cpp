#include "io/Formats.h"

#include "model/ops/Conversion.h"

#include "io/EmbeddedTextures.h"
#include "io/FileContents.h"
#include "io/HugePages.h"
#include "io/MappedFile.h"
#include "io/Progress.h"
#include "io/cal3d/Cal3dFiles.h"
#include "io/gltf/GltfReader.h"
#include "io/iqe/IqeReader.h"
#include "io/iqe/IqeReplay.h"
#include "io/iqe/IqeWriter.h"
#include "io/iqm/IqmReader.h"
#include "io/iqm/IqmWriter.h"
#include "io/md2/Md2Reader.h"
#include "io/md2/Md2Writer.h"
#include "io/md3/Md3PlayerModel.h"
#include "io/md3/Md3Reader.h"
#include "io/md3/Md3Writer.h"
#include "io/md5/Md5Kept.h"
#include "io/md5/Md5Reader.h"
#include "io/md5/Md5Writer.h"
#include "io/mdl/MdlReader.h"
#include "io/mdl/MdlWriter.h"
#include "io/qm/QmReader.h"
#include "io/qm/QmWriter.h"
#include "io/quake/GamePalette.h"
#include "io/quake/QuakeTables.h"
#include "io/xmf/CalCfgFormat.h"
#include "io/xmf/CalMorphAnimation.h"
#include "io/xmf/CalXmlKept.h"
#include "io/xmf/XmfAvatar.h"
#include "model/Translate.h"
#include "model/ops/Tessellate.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStorageInfo>

#include <algorithm>
#include <cstring>
#include <memory>
#include <vector>

namespace quarry {

namespace {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

QList<FormatHandler> (*g_addedHandlers)() = nullptr;
bool g_handlersMade = false;

QList<FormatHandler> makeHandlers()
{
    g_handlersMade = true;
    QList<FormatHandler> list;
    // One entry per format, in the order detection tries them.
    list.append(
        {QStringLiteral("iqe"), tr("Inter-Quake Export"), {QStringLiteral("iqe")}, probeIqe, readIqe, writeIqe});
    list.append({QStringLiteral("iqm"), tr("Inter-Quake Model"), {QStringLiteral("iqm")}, probeIqm, readIqm, writeIqm});
    list.append(
        {QStringLiteral("md3"), tr("Quake III model"), {QStringLiteral("md3")}, probeMd3, readMd3File, writeMd3File});
    list.append({QStringLiteral("mdl"),
                 tr("Quake model"),
                 {QStringLiteral("mdl")},
                 probeMdl,
                 readMdl,
                 writeMdl,
                 false,
                 mdlRefusal});
    list.append({QStringLiteral("md2"), tr("Quake II model"), {QStringLiteral("md2")}, probeMd2, readMd2, writeMd2});
    list.append(
        {QStringLiteral("qm"), tr("QuickModel"), {QStringLiteral("qm")}, probeQm, readQm, writeQm, false, qmRefusal});
    list << FormatHandler{QStringLiteral("md5"), tr("Doom 3 MD5 mesh"), {QStringLiteral("md5mesh")},
                          probeMd5Mesh,          readMd5MeshKept,       writeMd5Mesh}
         << FormatHandler{QStringLiteral("md5anim"),
                          tr("Doom 3 MD5 animation"),
                          {QStringLiteral("md5anim")},
                          probeMd5Anim,
                          readMd5AnimKept,
                          writeMd5AnimFile};
    list
        << FormatHandler{QStringLiteral("xmf"), tr("Cal3D XML mesh"), {QStringLiteral("xmf")}, probeXmf,
                         readXmfKept,           writeXmfKept}
        << FormatHandler{QStringLiteral("xsf"),
                         tr("Cal3D XML skeleton"),
                         {QStringLiteral("xsf")},
                         probeXsf,
                         readXsfKept,
                         writeXsfKept}
        << FormatHandler{QStringLiteral("xaf"),
                         tr("Cal3D XML animation"),
                         {QStringLiteral("xaf")},
                         probeXaf,
                         readXafKept,
                         writeXafKept}
        << FormatHandler{QStringLiteral("xrf"),
                         tr("Cal3D XML material"),
                         {QStringLiteral("xrf")},
                         probeXrf,
                         readXrfKept,
                         writeXrfKept}
        << FormatHandler{QStringLiteral("cmf"), tr("Cal3D binary mesh"), {QStringLiteral("cmf")}, probeCmf, readCmfFile,
                         writeCmfFile}
        << FormatHandler{QStringLiteral("csf"),
                         tr("Cal3D binary skeleton"),
                         {QStringLiteral("csf")},
                         probeCsf,
                         readCsfFile,
                         writeCsfFile}
        << FormatHandler{QStringLiteral("caf"),
                         tr("Cal3D binary animation"),
                         {QStringLiteral("caf")},
                         probeCaf,
                         readCafFile,
                         writeCafFile}
        << FormatHandler{QStringLiteral("crf"),
                         tr("Cal3D binary material"),
                         {QStringLiteral("crf")},
                         probeCrf,
                         readCrfFile,
                         writeCrfFile}
        << FormatHandler{QStringLiteral("xpf"),
                         tr("Cal3D XML morph animation"),
                         {QStringLiteral("xpf")},
                         probeXpf,
                         readXpfKept,
                         writeXpfKept}
        << FormatHandler{QStringLiteral("cpf"),
                         tr("Cal3D binary morph animation"),
                         {QStringLiteral("cpf")},
                         probeCpf,
                         readCpfFile,
                         writeCpfFile}
        << FormatHandler{QStringLiteral("cfg"), tr("Cal3D avatar list"), {QStringLiteral("cfg")},
                         probeCalCfg,           readCalCfgFile,          writeCalCfgFile};
    // glTF read natively (writing stays with Assimp's "glb" and "gltf"):
    // chosen by content, so QUARRY_GLTF_READER=assimp, which turns its probe
    // off, leaves the files to the Assimp entry.
    list.append({QStringLiteral("gltf2"),
                 tr("glTF 2"),
                 {QStringLiteral("glb"), QStringLiteral("gltf")},
                 probeGltf,
                 readGltf,
                 nullptr});
    // Then those of the libraries linked in (Assimp's): Quarry's own
    // formats win detection.
    if (g_addedHandlers)
        list << g_addedHandlers();
    return list;
}

} // namespace

const QList<FormatHandler> &formatHandlers()
{
    static const QList<FormatHandler> handlers = makeHandlers();
    return handlers;
}

void addFormatHandlers(QList<FormatHandler> (*handlers)())
{
    Q_ASSERT_X(!g_handlersMade, "addFormatHandlers", "called after the first formatHandlers()");
    g_addedHandlers = handlers;
}

bool hasAddedFormatHandlers()
{
    return g_addedHandlers != nullptr;
}

const FormatHandler *formatHandler(const QString &id)
{
    for (const FormatHandler &h : formatHandlers())
        if (h.id == id)
            return &h;
    return nullptr;
}

QString detectFormat(const QString &path, QString *why)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (why)
            *why = tr("cannot open: %1").arg(file.errorString());
        return {};
    }
    const QByteArray head = file.read(4096);
    const QString ext = QFileInfo(path).suffix().toLower();
    // Content decides where a format can tell; an extension alone picks a
    // format that cannot (and never one whose probe rejects the file).
    for (const FormatHandler &h : formatHandlers())
        if (h.probe && h.read && h.probe(head))
            return h.id;
    for (const FormatHandler &h : formatHandlers())
        if (h.read && h.extensions.contains(ext) && !h.probe)
            return h.id;
    if (why) {
        for (const FormatHandler &h : formatHandlers())
            if (h.refusal && h.extensions.contains(ext))
                if (const QString reason = h.refusal(head); !reason.isEmpty()) {
                    *why = reason;
                    return {};
                }
        bool claimed = false;
        for (const FormatHandler &h : formatHandlers())
            claimed = claimed || h.extensions.contains(ext);
        if (!claimed) {
            *why = tr("unknown or unsupported file format; %1").arg(describeFileContents(head));
        } else {
            // "an IQM", "an XMF", "a QM": the article follows how the letters are said.
            const QString name = ext.toUpper();
            const bool an = QStringLiteral("AEFHILMNORSX").contains(name.at(0));
            *why = (an ? tr("the contents are not an %1 file Quarry can read; %2")
                       : tr("the contents are not a %1 file Quarry can read; %2"))
                       .arg(name, describeFileContents(head));
        }
    }
    return {};
}

QString formatForWriting(const QString &path)
{
    const QString ext = QFileInfo(path).suffix().toLower();
    for (const FormatHandler &h : formatHandlers())
        if (h.write && h.extensions.contains(ext))
            return h.id;
    return {};
}

ReadOptions withoutSaveBack(ReadOptions options, bool keepFileCopy)
{
    options.options.insert(QLatin1String(kCalXmlKeepOption), false);
    options.options.insert(QLatin1String(kMd5KeepFilesOption), false);
    return keepFileCopy ? options : withoutFileCopy(std::move(options));
}

ReadOptions withoutFileCopy(ReadOptions options)
{
    options.options.insert(QLatin1String(kIqeKeepSourceOption), false);
    options.options.insert(QLatin1String(kIqmKeepSourceOption), false);
    options.options.insert(QLatin1String(kMd2KeepSourceOption), false);
    options.options.insert(QLatin1String(kMdlKeepSourceOption), false);
    return options;
}

ReadResult readModelFile(const QString &path, const ReadOptions &options)
{
    QString why;
    const QString id = detectFormat(path, &why);
    if (id.isEmpty())
        return ReadResult::failure(path, why);
    const FormatHandler *h = formatHandler(id);
    // MD5 animations given with a model of another format are matched to
    // its joints by name once it is read.
    ReadOptions own = options;
    QStringList md5Animations;
    if (id != QLatin1String("md5"))
        for (qsizetype i = own.companions.size() - 1; i >= 0; --i)
            if (QFileInfo(own.companions[i]).suffix().compare(QLatin1String("md5anim"), Qt::CaseInsensitive) == 0)
                md5Animations.prepend(own.companions.takeAt(i));
    auto withAnimations = [&](ReadResult r) {
        return md5Animations.isEmpty() || !r.ok() ? r : addMd5Animations(std::move(r), md5Animations, QString());
    };
    // An MDL in a game's progs/ folder: its skins in that game's palette.
    std::optional<quake::GamePalette> palette;
    if (id == QLatin1String("mdl") && !own.options.contains(QStringLiteral("mdl.palette")))
        if ((palette = quake::paletteOfGameHolding(path))) {
            own.options.insert(QStringLiteral("mdl.palette"), quake::paletteBytes(palette->rgb));
            own.options.insert(QStringLiteral("mdl.paletteSource"), palette->source);
        }
    auto withPalette = [&](ReadResult r) {
        if (palette && r.ok())
            r.notes.append(Diagnostic{path, -1, -1, tr("skins shown in the game's palette, %1").arg(palette->source)});
        return r;
    };
    if (h->readsPath)
        return withPalette(withAnimations(h->read(path, {}, own)));
    MappedFile file;
    if (QString error; !file.open(path, error))
        return ReadResult::failure(path, error);
    // The model takes about as much memory as the file: room for it in
    // huge pages saves most of the page faults of a large read.
    const HeapReservation room(file.size());
    return withPalette(withAnimations(h->read(path, file.bytes(), own)));
}

QString saveBytes(const QString &path, const QByteArray &data, const ProgressFn &progress)
{
    return saveAllBytes({FileBytes{path, data}}, progress);
}

namespace {

bool sameAsOnDisk(const QString &path, const QByteArray &data)
{
    const QFileInfo info(path);
    if (!info.isFile() || info.isSymLink() || info.size() != data.size())
        return false;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Unbuffered))
        return false;
    // One buffer read into again and again: a new one for every piece
    // would be fresh memory, each of its pages cleared by the system,
    // for every megabyte compared.
    constexpr qint64 kPiece = qint64(1) << 20;
    const std::unique_ptr<char[]> piece(new char[size_t(std::min<qint64>(kPiece, data.size()))]);
    for (qint64 at = 0; at < data.size();) {
        const qint64 n = file.read(piece.get(), std::min(kPiece, data.size() - at));
        if (n <= 0 || std::memcmp(piece.get(), data.constData() + at, size_t(n)) != 0)
            return false;
        at += n;
    }
    return true;
}

} // namespace

QString saveAllBytes(const QList<FileBytes> &files, const ProgressFn &progress, QString *failedPath,
                     QStringList *written)
{
    // QSaveFile writes a temporary file beside the target and renames it
    // over the target only when every byte is on disk: a full disk, a
    // read-only folder or a crash mid-write leaves the old file whole.
    // Several files are all written before any is renamed.
    auto failed = [&](const FileBytes &f, const QString &why) {
        if (failedPath)
            *failedPath = f.path;
        if (files.size() == 1)
            return tr("not saved (%1); the file on disk, if any, is unchanged").arg(why);
        return tr("%1 not saved (%2); none of the %3 files on disk was changed")
            .arg(QFileInfo(f.path).fileName(), why)
            .arg(files.size());
    };
    // A write that fails when the buffer is flushed leaves Qt saying
    // "Unknown error"; a full disk is the usual reason, so say so.
    auto writeError = [&](QSaveFile &file, const FileBytes &f) {
        const QStorageInfo disk(QFileInfo(f.path).absolutePath());
        if (disk.isValid() && disk.bytesAvailable() < f.data.size())
            return tr("No space left on device: %1 bytes to write, %2 free on %3")
                .arg(f.data.size())
                .arg(disk.bytesAvailable())
                .arg(disk.rootPath());
        return file.errorString();
    };
    qint64 total = 0;
    for (const FileBytes &f : files)
        total += f.data.size();
    qint64 done = 0;
    // Uncommitted QSaveFiles remove their temporary files when destroyed.
    std::vector<std::unique_ptr<QSaveFile>> open;
    QList<qsizetype> opened; // index in `files` of each in `open`
    for (qsizetype i = 0; i < files.size(); ++i) {
        const FileBytes &f = files[i];
        // A file that already holds these bytes is left alone, its
        // modification time with it: saving an unchanged model touches
        // nothing.
        if (sameAsOnDisk(f.path, f.data)) {
            done += f.data.size();
            continue;
        }
        auto file = std::make_unique<QSaveFile>(f.path);
        if (!file->open(QIODevice::WriteOnly))
            return failed(f, file->errorString());
        // In pieces, so that a large file reports progress and can be
        // cancelled (the old file then stays as it was).
        constexpr qsizetype kPiece = qsizetype(8) << 20;
        for (qsizetype at = 0; at < f.data.size(); at += kPiece) {
            const qsizetype n = std::min(kPiece, f.data.size() - at);
            if (file->write(f.data.constData() + at, n) != n)
                return failed(f, writeError(*file, f));
            done += n;
            if (progress && !progress(double(done) / double(total)))
                return cancelledMessage();
        }
        // Flushed now, so that a full disk shows here and not at the commit
        // after others were renamed.
        if (!file->flush())
            return failed(f, writeError(*file, f));
        open.push_back(std::move(file));
        opened.append(i);
    }
    for (size_t i = 0; i < open.size(); ++i)
        if (!open[i]->commit())
            return failed(files[opened[qsizetype(i)]], writeError(*open[i], files[opened[qsizetype(i)]]));
    if (written)
        for (qsizetype i : std::as_const(opened))
            written->append(files[i].path);
    return {};
}

QStringList shapesToMeshesForFormat(Model &model, const QString &format)
{
    if (model.shapes.isEmpty() || format == QLatin1String("qm"))
        return {};
    return tessellateShapesIntoMeshes(model);
}

WriteResult encodeModelFile(const Model &model, const QString &path, const QString &format,
                            const WriteOptions &encoding)
{
    const FormatHandler *h = formatHandler(format);
    if (!h || !h->write)
        return WriteResult::failure(path, tr("Quarry cannot write this format"));
    WriteResult r;
    if (!model.shapes.isEmpty() && format != QLatin1String("qm")) {
        // Mesh formats get the shapes as triangles, once for every writer.
        Model meshes = model;
        const QStringList skipped = shapesToMeshesForFormat(meshes, format);
        r = h->write(meshes, path, encoding);
        QList<Diagnostic> warnings;
        for (const QString &warning : skipped)
            warnings.append(Diagnostic{path, -1, -1, warning});
        r.warnings = warnings + r.warnings;
    } else {
        r = h->write(model, path, encoding);
    }
    return r;
}

WriteResult writeModelFile(const Model &model, const QString &path, const QString &format, const WriteOptions &options)
{
    // Encoding takes most of the time, saving the bytes the rest.
    WriteOptions encoding = options;
    encoding.progress = progressRange(options.progress, 0.0, 0.9);
    if (model.extras.contains(QLatin1String(kEmbeddedTextures)) && !keepsEmbeddedTextures(format)) {
        // Textures the source embedded are written beside the file.
        Model copy = model;
        QList<FileBytes> files;
        const QStringList messages = extractEmbeddedTextures(copy, path, &files);
        WriteResult r = encodeModelFile(copy, path, format, encoding);
        for (const QString &message : messages)
            r.warnings.append(Diagnostic{path, -1, -1, message});
        if (!r.ok())
            return r;
        files.prepend(FileBytes{path, std::move(r.data)});
        QString failed;
        const QString error = saveAllBytes(files, progressRange(options.progress, 0.9, 1.0), &failed);
        if (!error.isEmpty())
            r.error = Diagnostic{failed, -1, -1, error};
        r.data.clear();
        return r;
    }
    WriteResult r = encodeModelFile(model, path, format, encoding);
    if (!r.ok())
        return r;
    QList<FileBytes> files{FileBytes{path, r.data}};
    files << r.siblings;
    QString failedPath;
    const QString error = saveAllBytes(files, progressRange(options.progress, 0.9, 1.0), &failedPath, &r.written);
    if (!error.isEmpty())
        r.error = Diagnostic{failedPath.isEmpty() ? path : failedPath, -1, -1, error};
    r.data.clear();
    r.siblings.clear();
    return r;
}

namespace {

QStringList filters(bool writing)
{
    QStringList list;
    QStringList all;
    for (const FormatHandler &h : formatHandlers()) {
        if (writing ? !h.write : !h.read)
            continue;
        QStringList patterns;
        for (const QString &ext : h.extensions)
            patterns << QStringLiteral("*.") + ext;
        all << patterns;
        list << QStringLiteral("%1 (%2)").arg(h.name, patterns.join(QLatin1Char(' ')));
    }
    if (!writing && !all.isEmpty())
        list.prepend(tr("All models (%1)").arg(all.join(QLatin1Char(' '))));
    return list;
}

} // namespace

void applyFormatLimits(const QString &format, ConversionSettings &settings)
{
    if (format == QLatin1String("iqm"))
        settings.maxJoints = 255;
    // Assimp's glTF writer stores one JOINTS_0/WEIGHTS_0 pair: 4 influences.
    if ((format == QLatin1String("glb") || format == QLatin1String("gltf"))
        && (settings.maxInfluences <= 0 || settings.maxInfluences > 4))
        settings.maxInfluences = 4;
}

QStringList readFilters()
{
    return filters(false);
}
QStringList writeFilters()
{
    return filters(true);
}

} // namespace quarry
