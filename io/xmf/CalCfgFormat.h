// The Cal3D .cfg list as a model format: opening one reads the skeleton,
// meshes, animations and materials it names (each through the reader of
// its own format) into one model, scaled as Cal3D scales it on load;
// saving writes the list and every file it names, all or none.
#pragma once

#include "io/IoResult.h"

namespace quarry {

// Model extras of an avatar read from a .cfg, for writing it back.
inline constexpr char kCalCfgHeader[] = "cal3d.cfgHeader"; // QStringList: comment lines before the first key
inline constexpr char kCalScale[] = "cal3d.scale"; // double: the scale= value
inline constexpr char kCalSkeletonFile[] = "cal3d.skeletonFile"; // the skeleton= name
inline constexpr char kCalMeshFiles[] = "cal3d.meshFiles"; // QStringList: the mesh= names in order
// QVariantMap: the list ("") and each file it names (by the name the list
// gives it) as read, with a fingerprint of what the writer makes of the
// model as read: {name: [bytes, SHA-256 of the written bytes]}. A file the
// writer still makes the same is saved as it was read, byte for byte.
inline constexpr char kCalKeptFiles[] = "cal3d.keptFiles";
// QVariantMap: names the list gives that were found elsewhere (another
// letter case, leading folders dropped), each with the file found,
// relative to the list: saving writes the file there.
inline constexpr char kCalFoundAs[] = "cal3d.foundAs";

// Format-table entry "cfg".
bool probeCalCfg(QByteArrayView head);
// Files in options.companions add to what the list names (meshes,
// animations, materials; a skeleton where the list has none).
ReadResult readCalCfgFile(const QString &path, QByteArrayView data, const ReadOptions &options);
// The list in result.data and every file it names in result.siblings:
// the names the model was read with (a .cfg's own), else <base>.xsf,
// <base>.xmf, <base>_<animation>.xaf, <base>_N.xrf. A file (or the list)
// that comes out as it did for the model as read is the file as it was
// read (kCalKeptFiles): an unedited save gives every file back byte for
// byte, an edit rewrites the files it touched: a Cal3D XML file (.xmf,
// .xsf, .xaf, .xrf, .xpf) only in the elements the edit touched
// (CalXmlKept.h), a binary one whole.
WriteResult writeCalCfgFile(const Model &model, const QString &path, const WriteOptions &options);
// The writer's last step: each file of `result` (and the list) that the
// model's kept files have a fingerprint for is replaced by the file read,
// or, for an edited XML file, by the file read with the edited elements
// rewritten.
void replayCalFiles(const Model &model, const QString &cfgPath, WriteResult &result);

} // namespace quarry
