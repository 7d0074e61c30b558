// The formats Quarry reads and writes, detection by content then by
// extension, and reading and writing whole files (writes go through
// QSaveFile: a failed write leaves the old file as it was).
#pragma once

#include "io/IoResult.h"

#include <QByteArrayView>

namespace quarry {

struct ConversionSettings;

struct FormatHandler
{
    QString id; // "iqe", "iqm", "qm", "xmf", "assimp", ...
    QString name; // for file dialogs, translated
    QStringList extensions; // lower case, no dot
    // True when the start of the file (up to 4 KiB) is this format. Formats
    // that cannot tell by content return false and are chosen by extension.
    bool (*probe)(QByteArrayView head) = nullptr;
    ReadResult (*read)(const QString &path, QByteArrayView data, const ReadOptions &options) = nullptr;
    WriteResult (*write)(const Model &model, const QString &path, const WriteOptions &options) = nullptr;
    // Read through the file name rather than the bytes (Assimp).
    bool readsPath = false;
    // For a file with one of this format's extensions that the probe
    // rejects: why, in words (empty = no particular reason known).
    QString (*refusal)(QByteArrayView head) = nullptr;
};

const QList<FormatHandler> &formatHandlers();
const FormatHandler *formatHandler(const QString &id);

// Formats handled through a library linked only where it is wanted (the
// interchange formats, through Assimp: io/assimp/AssimpFormats.h): their
// handlers, appended after Quarry's own formats, which therefore win
// detection. Called before the first formatHandlers(), as a program
// starts. The `quarry` executable adds none and hands commands naming such
// formats on to quarry-editor.
void addFormatHandlers(QList<FormatHandler> (*handlers)());
// Whether addFormatHandlers() was called.
bool hasAddedFormatHandlers();

// The format of an existing file: by content first, then by extension.
// Empty when unknown; `why` then says so in words.
QString detectFormat(const QString &path, QString *why = nullptr);
// The format to write to a path, by its extension; empty when none writes it.
QString formatForWriting(const QString &path);

ReadResult readModelFile(const QString &path, const ReadOptions &options = {});
// `options` for a model read only to be looked at or written elsewhere: the
// files kept to save it back as it was read (Cal3D XML and MD5, each
// encoded once on reading to know later whether an edit changed it) are
// not made, nor, unless `keepFileCopy` (written elsewhere in the format it
// is read from), the IQE, IQM, MD2 and MDL readers' copy of the whole
// file, which writes it back byte for byte in its own format and nowhere
// else.
ReadOptions withoutSaveBack(ReadOptions options, bool keepFileCopy = false);
// `options` without that copy of an IQE, IQM, MD2 or MDL file: for a model
// written in another format.
ReadOptions withoutFileCopy(ReadOptions options);
// A mesh format gets QuickModel shapes as triangles (the .qm format keeps
// them): tessellates them into meshes and returns what was left out
// (curves, lights). The one place shapes become triangles for writing.
QStringList shapesToMeshesForFormat(Model &model, const QString &format);
// Encodes and writes atomically (with the result's siblings, all or
// none); shapes still in the model become
// triangles for a mesh format (shapesToMeshesForFormat). Returns the
// warnings; fills error on failure. io/Export adds conversion, validation
// and companions.
WriteResult writeModelFile(const Model &model, const QString &path, const QString &format,
                           const WriteOptions &options = {});
// What writeModelFile would write, in result.data, without touching the
// disk (for saveAllBytes); options.progress goes to 1 with the encoding.
WriteResult encodeModelFile(const Model &model, const QString &path, const QString &format,
                            const WriteOptions &options = {});
// Writes bytes through QSaveFile; an error message on failure, else empty.
// `progress` (may be empty) is told the share written and can cancel:
// then nothing changes on disk and the message is cancelledMessage().
QString saveBytes(const QString &path, const QByteArray &data, const ProgressFn &progress = {});

// FileBytes: io/IoResult.h.
// Several files saved as one: each is written to its own QSaveFile, and
// they are committed (renamed over the old files) only when every one was
// written, so that a full disk or a cancel partway leaves all the old files
// as they were rather than new ones beside old ones. An error message on
// failure (*failedPath says which file), else empty; progress as saveBytes.
// `written` (when given) gets the paths of the files written, in order:
// those that already held their bytes are left alone and not listed.
QString saveAllBytes(const QList<FileBytes> &files, const ProgressFn &progress = {}, QString *failedPath = nullptr,
                     QStringList *written = nullptr);

// What a format cannot hold, as conversion limits: IQM indexes joints in
// bytes, so it takes at most 255; glTF (as Assimp writes it) 4 influences
// per vertex. Both `quarry convert` and the Export
// dialog apply these before writing.
void applyFormatLimits(const QString &format, ConversionSettings &settings);

// "Name (*.a *.b)" filters for file dialogs.
QStringList readFilters();
QStringList writeFilters();

} // namespace quarry
