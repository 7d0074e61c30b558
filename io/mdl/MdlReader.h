// Reading MDL (Quake's vertex-animated model, "IDPO" version 6).
//
// The model is one mesh. Its vertices are the file's vertices in order,
// welded as the file stores them (one per position), then a copy of each
// vertex on the seam that a back-facing triangle uses (its texture
// coordinate moved by half the skin's width, as the engines draw it).
// Texture coordinates are texel centres, (s + 0.5) / skinwidth and
// (t + 0.5) / skinheight. The first pose gives the positions and normals
// (the 162-entry normal table); every later pose is a morph target
// "frame N" listing the vertices that differ. Frames outside groups become
// animations at 10 frames a second, one per run of frames whose names
// share a prefix ("stand1" ... "stand9" is "stand"); each frame group
// becomes an animation of its own at its intervals (running totals), with
// "mdl.group" true and "mdl.intervals" in its extras.
//
// Each skin (each image of a skin group) is an embedded texture ("*N", an
// 8-bit PNG with Quake's palette) and a material "skinN" (group images
// "skinN_M") with "mdl.skin" (the skin's slot) and, in a group,
// "mdl.interval" in its extras; the mesh uses the first.
//
// Model extras: "mdl.flags", "mdl.synctype" and "mdl.eye" (the header's
// flags, sync type and eye position, which the writer writes back), and
// for an unchanged save "mdl.source" (the file's bytes) with "mdl.key" (a
// fingerprint of the model as read, quake::modelKey): while the model still
// has that fingerprint the writer writes the source again, with the three
// header fields above as the model's extras give them. Read option
// kMdlKeepSourceOption false: neither is made (a model read to be looked
// at or written in another format: the copy and the fingerprint of every
// pose are much of the read).
#pragma once

#include "io/IoResult.h"

#include <QByteArrayView>

namespace quarry {

inline constexpr char kMdlKeepSourceOption[] = "mdl.keepSource";

// True when the data starts with "IDPO" and version 6.
bool probeMdl(QByteArrayView head);
// For a file named .mdl that probeMdl rejects: what it is instead.
QString mdlRefusal(QByteArrayView head);

ReadResult readMdl(const QString &path, QByteArrayView data, const ReadOptions &options = {});

} // namespace quarry
