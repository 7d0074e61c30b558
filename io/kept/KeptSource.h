// Saving a file back as it was read: what the readers and writers of
// several formats share (IQM, IQE, MD5, Cal3D).
//
// A reader keeps the file's bytes in Model::extras; its writer reads them
// again when saving and compares: a model still what those bytes give is
// saved as those bytes, whatever tool wrote them (its layout, comments,
// spacing and number formatting). A text format whose edit touched only
// names (meshes, their materials as the file names them, joints,
// animations) gets the kept text with only those names' bytes replaced,
// checked by reading the result again. Any other edit is written anew.
//
// Formats made of several files (MD5's mesh and animations, a Cal3D
// avatar) keep each file with the fingerprint of what their writer made of
// the model as read (KeptFiles): a file the writer still makes the same is
// saved as it was read, so an edit rewrites only the files it touched.
#pragma once

#include "io/IoResult.h"

#include <QByteArray>
#include <QList>
#include <QStringList>

#include <functional>
#include <optional>

namespace quarry {

// True when the models are equal, normals and tangents compared bit for bit
// (a file's non-finite numbers are kept as they are and equal themselves).
bool sameModelBits(const Model &a, const Model &b);

// The names a file gives, as a writer writes them: each mesh's name and
// its material's reference (materialReference), the joints, the animations.
struct WrittenNames
{
    QList<QByteArray> meshes, materials, joints, animations;
};
WrittenNames writtenNames(const Model &model);

// `model` with the names and materials of `read` (the model its kept file
// gives), so that it equals `read` when only names changed; the extras
// `dropped` removed and those `fromRead` as `read` has them. Nothing when
// the lists differ in length.
std::optional<Model> withNamesOf(const Model &model, const Model &read, const QStringList &dropped,
                                 const QStringList &fromRead = {});

// Where a text file holds each name of WrittenNames: the name's bytes,
// quotes included; begin < 0 where the file does not say it (a mesh with no
// material line).
struct TextSlot
{
    qsizetype begin = -1, end = -1;
};
struct TextNameSlots
{
    QList<TextSlot> meshes, materials, joints, animations;
};

struct TextFormat
{
    const char *sourceKey = nullptr; // Model extras: the file's bytes as read
    // The model the bytes give (read with no source kept), nothing when
    // they do not read.
    std::function<std::optional<Model>(const QByteArray &)> read;
    std::function<TextNameSlots(const QByteArray &)> nameSlots;
    // The bytes that say `name` in place of `stored` (a name token as the
    // file had it); empty when the format cannot say it.
    std::function<QByteArray(const QByteArray &name, QByteArrayView stored)> token;
};

// The bytes to write for `model`: its kept file as it was, or with only
// the changed names replaced; nothing when the model changed in more than
// names (or has no kept file), or the names cannot be put in the file.
std::optional<QByteArray> replayText(const Model &model, const TextFormat &format);

// A name token for the formats that quote names ("name") and read a bare
// word as well: quoted where the stored one was or the name needs it;
// empty when the name holds a quote or a line break.
QByteArray quotedNameToken(const QByteArray &name, QByteArrayView stored);

// For a format whose materials are names alone (IQE, IQM, MD5): the note
// that the colours the model's materials hold are not written; nothing
// when none holds one.
std::optional<Diagnostic> materialColoursNotWritten(const Model &model, const QString &path, const QString &format);

// The note a writer gives when a file it was read from is written anew
// from the model: `why` says what made it so.
Diagnostic writtenAnewNote(const QString &path, const QString &why);

// ---- Files kept with the fingerprint of what the writer made of them.

// {name: [bytes as read, SHA-256 of the bytes written for the model as
// read]}, under `key` in the model's extras. `read` maps each name (the
// path relative to `base`'s folder, cleaned) to the bytes read; `written`
// is what the writer made of the model as read (data for `base`, siblings
// for the rest). Files the writer did not make are not kept.
void keepWrittenFiles(Model &model, const char *key, const QString &base, const QHash<QString, QByteArray> &read,
                      const WriteResult &written);
// Each file of `result` (data for `base`, siblings) whose bytes have the
// fingerprint kept for its name is replaced by the bytes read.
void replayWrittenFiles(const Model &model, const char *key, const QString &base, WriteResult &result);
// The name keepWrittenFiles gives `path` for a file set written as `base`.
QString keptFileName(const QString &base, const QString &path);

} // namespace quarry
