// Reading MD3 (Quake III Arena's vertex-animated model, version 15).
//
// Every surface becomes a mesh: its name, first shader as its material,
// texture coordinates, triangles as stored, and frame 0's positions and
// normals (normals decoded from the packed angles as the engine decodes
// them). Every later frame becomes a morph target of each mesh (named
// "frame N", listing the vertices that differ from frame 0), and
// animations key their weights so that at frame i target i weighs 1 and
// every other 0, linearly in between: playback interpolates between
// neighbouring frames as the engines do. The animations are the clips of
// the file beside the model that gives them (NAME.md3.framegroups, or a
// player part's animation.cfg: io/md3/Md3Sidecar, io/md3/Md3Clips), else
// one, "frames", at 15 frames a second (the read option "md3.sidecar"
// false reads no sidecar). Tags become joints without parents, their bind
// pose frame 0's origin and axes, keyed per frame in the animations.
//
// Kept in extras for writing back byte for byte: "md3.name", "md3.flags"
// and "md3.skins" (Model: the header's name, flags and skin count, when not
// empty or zero); "md3.frames" (Model: per frame a map of name, min, max,
// origin and radius as stored) with "md3.vertexKey" (a fingerprint of every
// surface's stored vertices: the writer keeps the stored bounds while the
// vertices it writes are the same); "md3.flags" and "md3.shaders" (Mesh:
// the surface's flags and, when there is not exactly one shader of index 0,
// every shader's name and index); "md3.tag" (Joint: every frame's origin
// and axes as stored, 12 numbers a frame, written back while the joint's
// pose still gives them).
//
// For saving without changes, "md3.source" (Model: the file's bytes) and
// "md3.readKey" (Model: md3ModelKey of the model as read): while the
// skeleton and animations are as read and every surface keeps its counts,
// the writer patches the stored file where the model differs from it and
// keeps every other byte (io/md3/Md3Patch). Tag axes keep their length: a
// tag's joint takes it as its scale (the engines draw what they attach to
// a tag at that scale).
#pragma once

#include "io/IoResult.h"

#include <QByteArrayView>

namespace quarry {

// True when the data starts with the MD3 ident "IDP3" and version 15.
bool probeMd3(QByteArrayView head);

ReadResult readMd3(const QString &path, QByteArrayView data, const ReadOptions &options = {});

// The fingerprint "md3.vertexKey" keeps: of the surfaces' vertex blocks
// as stored, in order.
quint64 md3VertexKey(const QList<QByteArrayView> &vertexBlocks);

// A fingerprint of the model's skeleton (names, parents, bind poses) and
// animations (names, rates, loop flags, durations, every key): what
// "md3.readKey" keeps of the model as read.
quint64 md3ModelKey(const Model &model);
// The same of one animation, and of what a mesh's vertex records are made
// of (positions, normals, morph targets): "md3.storedFrames" (Model: per
// animation its key and first stored frame) and "md3.stored" (Mesh: its
// surface and key) let the writer keep the stored records of the frames
// of animations and meshes no edit touched.
quint64 md3AnimationKey(const Animation &animation);
// The key of its frames alone: as md3AnimationKey but for the name and the
// loop flag ("md3.storedFrames"' framesKey).
quint64 md3AnimationFramesKey(const Animation &animation);
quint64 md3MeshKey(const Mesh &mesh);

// A tag's joint transform from its 12 stored floats (origin, then the
// three axes): the rotation of the normalised axes, and the axes' lengths
// as the scale where they are not one.
Transform md3TagTransform(const float *values);

} // namespace quarry
