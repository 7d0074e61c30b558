// Cal3D XML files (.xmf, .xsf, .xaf, .xrf, .xpf) saved as they were read
// (KeptSource.h): the format table's entries keep the file with the
// fingerprint of what its writer makes of the model as read, and give the
// file back byte for byte while the writer still makes the same (its
// layout, spacing, number formatting, comments and attribute order, as the
// tool that wrote it had them). An edit the file shows rewrites only the
// elements it touched (XmlSplice.h: the writer's text for them, the rest as
// read), or the whole file where the elements do not match up.
// A file whose ids name other files' contents (a mesh's materials and
// bones, an animation's bones) is given back as read only where it was
// read, beside the files its ids mean; saved elsewhere, the writer lays it
// out. An .xrf whose edit changed only texture paths is the file as read
// with only those paths replaced.
#pragma once

#include "io/IoResult.h"

#include <optional>

namespace quarry {

// Model extras: {"": [bytes, fingerprint]}.
inline constexpr char kCalXmlKeptFiles[] = "calxml.keptFiles";
// Model extras: where a file whose ids name other files was read (the only
// place it is given back as read).
inline constexpr char kCalXmlKeptAt[] = "calxml.keptAt";
// ReadOptions::options: false reads without keeping the file.
inline constexpr char kCalXmlKeepOption[] = "calxml.keepFiles";

// A Cal3D XML file a .cfg list names (.xmf, .xsf, .xaf, .xrf, .xpf), as
// an avatar's edit left it: `source` (the file as read) with only the
// elements that differ in `written` (the writer's text for the edited
// avatar) rewritten, checked by reading the result and `written` alone;
// nothing for another format or where the elements do not match up.
std::optional<QByteArray> spliceCalXmlFile(const QString &path, const QByteArray &source, const QByteArray &written);

ReadResult readXmfKept(const QString &path, QByteArrayView data, const ReadOptions &options);
WriteResult writeXmfKept(const Model &model, const QString &path, const WriteOptions &options);
ReadResult readXsfKept(const QString &path, QByteArrayView data, const ReadOptions &options);
WriteResult writeXsfKept(const Model &model, const QString &path, const WriteOptions &options);
ReadResult readXafKept(const QString &path, QByteArrayView data, const ReadOptions &options);
WriteResult writeXafKept(const Model &model, const QString &path, const WriteOptions &options);
ReadResult readXrfKept(const QString &path, QByteArrayView data, const ReadOptions &options);
WriteResult writeXrfKept(const Model &model, const QString &path, const WriteOptions &options);
ReadResult readXpfKept(const QString &path, QByteArrayView data, const ReadOptions &options);
WriteResult writeXpfKept(const Model &model, const QString &path, const WriteOptions &options);

} // namespace quarry
