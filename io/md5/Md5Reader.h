// Reads Doom 3's MD5 models: a .md5mesh (joints in model space, meshes with
// their shader, vertices, triangles and weights) with the .md5anim files
// given as companions or found beside it, or a .md5anim alone.
//
// Orientations are read as the engine reads them (Md5Orientation.h).
// Vertices are where their weights put them in the bind pose; a vertex
// keeps every weight it has (influencesPerVertex is the mesh's largest
// count). Shaders become materials by name; normals are smoothed across
// corners at the same position, as the engine derives them. An animation
// takes the companion file's name (without a leading "<mesh base>_") and
// is matched to the mesh's joints by name; its joints key translation and
// rotation on every frame.
//
// Kept in extras for the writer:
//   Model "md5.commandline"        QString
//   Joint "md5.modelSpace"         QList<double>, the joint line's six numbers (written again while they hold)
//   Mesh "md5.offsets"             QList<float>, 3 per influence slot: each weight's position in its joint
//   Animation "md5.commandline"    QString
//   Animation "md5.baseframe"      QVariantMap joint name -> QList<double> (6: x y z and the stored orientation)
//   Animation "md5.bounds"         QList<float>, 6 per frame (min, max), as the file gave them
#pragma once

#include "io/IoResult.h"

#include <QByteArrayView>

namespace quarry {

// True for the start of an MD5 file ("MD5Version"); the mesh probe
// rejects a file that says numFrames in its header, the animation probe
// wants it.
bool probeMd5Mesh(QByteArrayView head);
bool probeMd5Anim(QByteArrayView head);

// A .md5mesh with the .md5anim files among options.companions.
ReadResult readMd5Mesh(const QString &path, QByteArrayView data, const ReadOptions &options);
// A .md5anim alone: its joints (hierarchy and base frame) and its animation.
ReadResult readMd5Anim(const QString &path, QByteArrayView data, const ReadOptions &options);

// The .md5anim files of another model, matched to its joints by name and
// appended to its animations: a warning per joint of an animation the
// model lacks. Fails naming the file and line of a damaged one.
ReadResult addMd5Animations(ReadResult model, const QStringList &animationPaths, const QString &meshPath);

// The .md5anim files beside a .md5mesh: those whose name starts with the
// mesh's base name, in natural order; where none does and the mesh is the
// folder's only .md5mesh (Doom 3 keeps a model's animations in its own
// folder under names of their own), every .md5anim there.
QStringList findMd5Companions(const QString &meshPath);

} // namespace quarry
