#include "io/md3/Md3PlayerIqmFit.h"

#include "io/md3/Md3PlayerFrames.h"

#include <algorithm>

namespace quarry {

namespace {

// The renderers' structures, on a 64-bit build.
constexpr qint64 kIqmDataBytes = 256; // iqmData_t
constexpr qint64 kSurfaceBytes = 112 + 64; // srfIQModel_t, renderergl2's srfVaoIQModel_t
// A joint's pose at a frame: ioquake3's source allocates an iqmTransform_t
// (40 bytes), but the game's own failure ("Hunk_Alloc failed on 41445568"
// loading an upper.iqm of 102 joints and 4,902 frames) is what 80 bytes
// give, within 0.3 %: the engine as Debian builds it keeps twice that.
constexpr qint64 kPoseBytes = 80;

} // namespace

qint64 quake3IqmKeptBytes(const Quake3PartSize &part, qint64 frames)
{
    const qint64 perVertex = 12 + 8 + 12 + 16 + (part.colors ? 4 : 0) + 4 + 4 + 4;
    return kIqmDataBytes + part.meshes * kSurfaceBytes + part.levelVertices * perVertex + part.levelTriangles * 12
           + part.jointNameBytes + qint64(part.joints) * (4 + 48 + 48)
           + frames * (qint64(part.joints) * kPoseBytes + 24);
}

qint64 quake3IqmFileBytes(const Quake3PartSize &part, qint64 frames)
{
    const qint64 perVertex = 12 + 12 + 16 + 8 + 4 + 4 + (part.colors ? 4 : 0);
    return 124 + part.levelVertices * perVertex + part.levelTriangles * 24 + part.meshes * 24 + part.jointNameBytes
           + qint64(part.joints) * (48 + 88) + frames * (qint64(part.joints) * 7 * 2 + 24);
}

qint64 quake3IqmPlayerHunkBytes(const Quake3PartSize &lower, qint64 lowerFrames, const Quake3PartSize &upper,
                                qint64 upperFrames, const Quake3PartSize &head)
{
    const qint64 kept = quake3IqmKeptBytes(lower, lowerFrames) + quake3IqmKeptBytes(upper, upperFrames)
                        + quake3IqmKeptBytes(head, 1);
    const qint64 read = std::max(
        {quake3IqmFileBytes(lower, lowerFrames), quake3IqmFileBytes(upper, upperFrames), quake3IqmFileBytes(head, 1)});
    return kept + read;
}

} // namespace quarry
