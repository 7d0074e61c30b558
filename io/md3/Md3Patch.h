// Saving an MD3 that was read from a file: the stored file (the reader's
// "md3.source") is written again with only what the model changed in it.
//
// While the model's skeleton and animations are as read ("md3.readKey")
// and every surface keeps its vertex, triangle, frame and shader counts,
// the frames and tags are those stored, in the stored order, so the file
// keeps its layout: its sections' order and offsets, padding, frame names,
// bounds, tags as stored (their scale included), surfaces over the
// renderers' caps, normals in the stored encoding. Each field the model
// differs in is written anew (names, flags, shader names and indexes,
// triangles, texture coordinates, the vertex records of the frames whose
// positions or normals changed, and those frames' bounds); every other
// byte is the stored one. An edit that changes the layout (a vertex or
// triangle added or deleted, an animation retimed) is written by the
// writer from the model instead.
#pragma once

#include "io/IoResult.h"
#include "io/md3/Md3Frames.h"

#include <optional>

namespace quarry {

// The stored file with the model's changes, or nothing when the model no
// longer fits its layout (or was not read from an MD3).
std::optional<QByteArray> patchMd3(const Model &model);

// Where the writer put one surface's vertex records: frame f's `count`
// records at data + xyz + f * count * 8.
struct Md3WrittenSurface
{
    int mesh = -1;
    bool whole = true; // every vertex of the mesh, in order (not a part split at the caps)
    qint64 xyz = 0;
    qsizetype count = 0;
};

// After the writer laid a file out from the model (`data`: `frames` frames,
// the tags of `tags` joints, `surfaces`): every frame that shows a frame
// of the stored file (an animation that no edit touched, at one of its
// stored frames) gets the stored records of the meshes that no edit
// touched, the stored numbers of its tags, and, where every stored surface
// was copied, the stored bounds and name. So the clips an edit did not
// touch keep their stored bytes wherever the new layout puts them.
// Returns the number of frames copied whole.
int copyStoredMd3Frames(const Model &model, const QList<Md3FrameTime> &frames, const QList<int> &tags,
                        const QList<Md3WrittenSurface> &surfaces, QByteArray &data);

// A mesh's MD3 shaders ({name, index} maps): those read with it while its
// material still names the first, else its material's reference.
QVariantList md3SurfaceShaders(const Model &model, const Mesh &mesh);

} // namespace quarry
