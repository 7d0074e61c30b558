// The MD3 file layout (Quake III Arena's vertex-animated model, version 15)
// as the engines read it (ioquake3's qcommon/qfiles.h), little-endian:
//
//   header  108 bytes: "IDP3", version, name[64], flags, numFrames, numTags,
//           numSurfaces, numSkins, ofsFrames, ofsTags, ofsSurfaces, ofsEnd
//   frames  56 bytes each: bounds min, max, localOrigin, radius, name[16]
//   tags    112 bytes each, numTags per frame, frame after frame:
//           name[64], origin, axis[3]
//   surfaces, each: a 108-byte header ("IDP3", name[64], flags, numFrames,
//           numShaders, numVerts, numTriangles, ofsTriangles, ofsShaders,
//           ofsSt, ofsXyzNormals, ofsEnd, offsets from the surface's start),
//           shaders (name[64], index), triangles (3 int32), texture
//           coordinates (2 floats a vertex) and numFrames × numVerts
//           vertices (int16 x, y, z in 1/64 units, int16 packed normal).
//
// A normal is packed as two bytes of angle in 256ths of a turn: latitude
// (high byte) around Z from +X, longitude (low byte) from +Z; the engine
// decodes x = cos(lat) sin(lng), y = sin(lat) sin(lng), z = cos(lng).
#pragma once

#include "io/quake/LittleEndian.h"

#include <QString>
#include <QVector3D>
#include <QtGlobal>

namespace quarry::md3 {

inline constexpr char kIdent[4] = {'I', 'D', 'P', '3'};
inline constexpr qint32 kVersion = 15;

inline constexpr qint64 kHeaderSize = 108;
inline constexpr qint64 kFrameSize = 56;
inline constexpr qint64 kTagSize = 112;
inline constexpr qint64 kSurfaceHeaderSize = 108;
inline constexpr qint64 kShaderSize = 68;
inline constexpr qint64 kTriangleSize = 12;
inline constexpr qint64 kTexCoordSize = 8;
inline constexpr qint64 kVertexSize = 8;
inline constexpr int kNameSize = 64; // MAX_QPATH
inline constexpr int kFrameNameSize = 16;

// Header fields' byte offsets.
enum HeaderField : int {
    HeaderVersion = 4,
    HeaderName = 8,
    HeaderFlags = 72,
    HeaderNumFrames = 76,
    HeaderNumTags = 80,
    HeaderNumSurfaces = 84,
    HeaderNumSkins = 88,
    HeaderOfsFrames = 92,
    HeaderOfsTags = 96,
    HeaderOfsSurfaces = 100,
    HeaderOfsEnd = 104,
};

// Surface header fields' byte offsets from the surface's start.
enum SurfaceField : int {
    SurfaceName = 4,
    SurfaceFlags = 68,
    SurfaceNumFrames = 72,
    SurfaceNumShaders = 76,
    SurfaceNumVerts = 80,
    SurfaceNumTriangles = 84,
    SurfaceOfsTriangles = 88,
    SurfaceOfsShaders = 92,
    SurfaceOfsSt = 96,
    SurfaceOfsXyzNormals = 100,
    SurfaceOfsEnd = 104,
};

// The limits of qfiles.h and of the renderer (SHADER_MAX_VERTEXES 1000,
// SHADER_MAX_INDEXES 6000: a surface must stay under both).
inline constexpr int kMaxFrames = 1024;
inline constexpr int kMaxSurfaces = 32;
inline constexpr int kMaxTags = 16;
inline constexpr int kMaxSurfaceVertices = 999;
inline constexpr int kMaxSurfaceTriangles = 1999;

// Positions are stored in 1/64 units in int16: ±511.98 units.
inline constexpr float kXyzScale = 1.0f / 64.0f;
inline constexpr float kMaxCoordinate = 32767.0f / 64.0f;

// One step of the packed normal's angles, in degrees.
inline constexpr double kNormalStepDegrees = 360.0 / 256.0;

// Its little-endian fields, read as Quake's other model files are.
using quake::readF32;
using quake::readI16;
using quake::readI32;

// A fixed-size name field: its bytes up to the first NUL, as Latin-1.
inline QString fixedName(const char *p, int size)
{
    int n = 0;
    while (n < size && p[n] != 0)
        ++n;
    return QString::fromLatin1(p, n);
}

// The normal a packed code stands for, as the engine decodes it.
QVector3D decodeNormal(quint16 code);
// The packed code nearest to a normal (angles rounded to the nearest step).
quint16 encodeNormal(const QVector3D &normal);
// The same for `count` normals of four floats each (x, y, z and one unused).
void encodeNormals(const float *xyzw, qsizetype count, quint16 *out);

} // namespace quarry::md3
