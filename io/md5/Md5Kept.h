// MD5 files kept as read (KeptSource.h): the .md5mesh and each .md5anim
// read with it, each with the fingerprint of what the writer makes of the
// model as read. Saving gives back, byte for byte, every file the writer
// still makes the same: an unedited model saves every file as it was (its
// comments, spacing and number formatting), an edit rewrites only the
// files it touched (an edited animation's file, the mesh file when a mesh
// or joint changed); an edit of names alone (a shader renamed: a texture
// path fixed) changes only those names' bytes in the mesh file. A clip's
// file the writer leaves alone (its clip as read) is kept with no
// fingerprint: an edited clip keeps its unchanged lines (Md5AnimSplice.h),
// and a clip saved edited and then undone is written back as read.
#pragma once

#include "io/IoResult.h"
#include "model/Model.h"

#include <QByteArrayView>
#include <QString>
#include <QStringList>

#include <optional>

namespace quarry {

// Model extras: {file name relative to the saved file (the file itself
// ""): [bytes, fingerprint]}.
inline constexpr char kMd5KeptFiles[] = "md5.keptFiles";
// ReadOptions::options: false reads without keeping the files.
inline constexpr char kMd5KeepFilesOption[] = "md5.keepFiles";

// The format table's readers: the readers of Md5Reader.h, the files kept.
ReadResult readMd5MeshKept(const QString &path, QByteArrayView data, const ReadOptions &options);
ReadResult readMd5AnimKept(const QString &path, QByteArrayView data, const ReadOptions &options);

// After reading `path` (`data`) as a mesh with `animations` or, when
// `mesh` is false, as an animation alone.
// The kept .md5mesh with only the names an edit changed replaced (joint
// names, shader names, mesh names where the file gives them), when the
// edit changed nothing else the mesh file holds.
std::optional<QByteArray> patchMd5MeshNames(const Model &model, const QString &path);

void keepMd5Files(Model &model, const QString &path, QByteArrayView data, const QStringList &animations, bool mesh);

// `bytes` read as an .md5mesh at `path` without keeping files (as the
// splices read what they wrote back); nothing when it does not read.
std::optional<Model> readMd5MeshUnkept(const QString &path, const QByteArray &bytes);

} // namespace quarry
