// Reading MD2 (Quake II's vertex-animated model, "IDP2" version 8).
//
// The model is one mesh with a vertex per distinct pair of position and
// texture coordinate the triangles use, in the order they first use them.
// Texture coordinates are texel centres, (s + 0.5) / skinwidth and
// (t + 0.5) / skinheight. The first frame gives the positions and normals
// (the 162-entry normal table); every later frame is a morph target
// "frame N" listing the vertices that differ. The frames become
// animations at 10 frames a second, one per run of frames whose names share
// a prefix ("run1" ... "run6" is "run"). Each skin path is a material
// (named and mapped by the path, with "md2.skin" its index); the mesh uses
// the first. The GL commands are not read: a writer makes them again.
//
// Model extras: "md2.skinWidth" and "md2.skinHeight" (the header's skin
// size, for a writer without the skin images) and, for an unchanged save,
// "md2.source" (the file's bytes) with "md2.key" (quake::modelKey): while
// the model still has that fingerprint the writer writes the source again.
// Read option kMd2KeepSourceOption false: neither is made (a model read to
// be looked at or written in another format: the copy and the fingerprint
// of every frame are most of the read).
#pragma once

#include "io/IoResult.h"

#include <QByteArrayView>

namespace quarry {

inline constexpr char kMd2KeepSourceOption[] = "md2.keepSource";

// True when the data starts with "IDP2" and version 8.
bool probeMd2(QByteArrayView head);

ReadResult readMd2(const QString &path, QByteArrayView data, const ReadOptions &options = {});

} // namespace quarry
