// The IQM (Inter-Quake Model, version 2) file layout shared by the reader
// and the writer: header fields, record sizes, enums, little-endian access
// and the frame channel encoding.
#pragma once

#include <QtEndian>

#include <cstddef>
#include <cstring>

namespace quarry::iqm {

inline constexpr char kMagic[16] = {'I', 'N', 'T', 'E', 'R', 'Q', 'U', 'A', 'K', 'E', 'M', 'O', 'D', 'E', 'L', '\0'};
inline constexpr quint32 kVersion = 2;

// Header: 16 magic bytes, then 27 little-endian uint fields.
enum HeaderField : int {
    Version,
    FileSize,
    Flags,
    NumText,
    OfsText,
    NumMeshes,
    OfsMeshes,
    NumVertexArrays,
    NumVertexes,
    OfsVertexArrays,
    NumTriangles,
    OfsTriangles,
    OfsAdjacency,
    NumJoints,
    OfsJoints,
    NumPoses,
    OfsPoses,
    NumAnims,
    OfsAnims,
    NumFrames,
    NumFrameChannels,
    OfsFrames,
    OfsBounds,
    NumComment,
    OfsComment,
    NumExtensions,
    OfsExtensions,
    HeaderFieldCount
};
inline constexpr quint32 kHeaderSize = 16 + 4 * HeaderFieldCount; // 124
inline constexpr quint32 headerFieldOffset(int field)
{
    return 16 + 4 * quint32(field);
}

// Record sizes in bytes.
inline constexpr quint32 kMeshSize = 6 * 4;
inline constexpr quint32 kVertexArraySize = 5 * 4;
inline constexpr quint32 kTriangleSize = 3 * 4;
inline constexpr quint32 kJointSize = 2 * 4 + 10 * 4;
inline constexpr quint32 kPoseSize = 2 * 4 + 20 * 4;
inline constexpr quint32 kAnimSize = 5 * 4;
inline constexpr quint32 kBoundsSize = 8 * 4;
inline constexpr quint32 kExtensionSize = 4 * 4;
inline constexpr int kChannels = 10;

enum VertexArrayType : quint32 {
    Position = 0,
    TexCoord = 1,
    Normal = 2,
    Tangent = 3,
    BlendIndexes = 4,
    BlendWeights = 5,
    Color = 6,
    Custom = 0x10
};
enum ComponentFormat : quint32 { Byte, UByte, Short, UShort, Int, UInt, Half, Float, Double, FormatCount };
inline constexpr quint32 kFormatSizes[FormatCount] = {1, 1, 2, 2, 4, 4, 2, 4, 8};

enum AnimFlag : quint32 { Loop = 1u << 0 };

inline quint32 u32(const char *p)
{
    return qFromLittleEndian<quint32>(p);
}
inline qint32 i32(const char *p)
{
    return qFromLittleEndian<qint32>(p);
}
inline float f32(const char *p)
{
    return qFromLittleEndian<float>(p);
}
inline quint16 u16(const char *p)
{
    return qFromLittleEndian<quint16>(p);
}

// A frame channel's value: offset, plus scale times the stored number when
// the channel's bit is set in the pose's mask. Reader and writer use this
// one expression, so a writer can tell whether a value survives as is.
inline float decodeChannel(float offset, float scale, quint16 stored)
{
    return offset + scale * float(stored);
}

} // namespace quarry::iqm
