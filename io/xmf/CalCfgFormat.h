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

// Format-table entry "cfg".
bool probeCalCfg(QByteArrayView head);
// Files in options.companions add to what the list names (meshes,
// animations, materials; a skeleton where the list has none).
ReadResult readCalCfgFile(const QString &path, QByteArrayView data, const ReadOptions &options);
// The list in result.data and every file it names in result.siblings:
// the names the model was read with (a .cfg's own), else <base>.xsf,
// <base>.xmf, <base>_<animation>.xaf, <base>_N.xrf.
WriteResult writeCalCfgFile(const Model &model, const QString &path, const WriteOptions &options);

} // namespace quarry
