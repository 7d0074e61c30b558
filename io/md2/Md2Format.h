// The MD2 file layout (Quake II's vertex-animated model, "IDP2" version 8)
// as the engines read it (qcommon/qfiles.h), little-endian:
//
//   header    68 bytes: "IDP2", version, skinwidth, skinheight, framesize,
//             num_skins, num_xyz, num_st, num_tris, num_glcmds, num_frames,
//             ofs_skins, ofs_st, ofs_tris, ofs_frames, ofs_glcmds, ofs_end
//   skins     num_skins × 64-byte NUL-padded paths
//   st        num_st × {short s, t} in texels
//   tris      num_tris × {short index_xyz[3], index_st[3]}
//   frames    num_frames × framesize bytes: {float scale[3], translate[3],
//             char name[16]} and num_xyz × {byte v[3], lightnormalindex}
//   glcmds    num_glcmds ints: strips (a positive count) and fans (a
//             negative count) of {float s, float t, int xyz index}, ending
//             with 0
#pragma once

#include <QtGlobal>

namespace quarry::md2 {

inline constexpr char kIdent[4] = {'I', 'D', 'P', '2'};
inline constexpr qint32 kVersion = 8;

inline constexpr qint64 kHeaderSize = 68;
inline constexpr qint64 kSkinNameSize = 64;
inline constexpr qint64 kStSize = 4;
inline constexpr qint64 kTriangleSize = 12;
inline constexpr qint64 kFrameHeaderSize = 40;
inline constexpr qint64 kTriVertSize = 4;
inline constexpr int kFrameNameSize = 16;

enum HeaderField : int {
    HeaderVersion = 4,
    HeaderSkinWidth = 8,
    HeaderSkinHeight = 12,
    HeaderFrameSize = 16,
    HeaderNumSkins = 20,
    HeaderNumXyz = 24,
    HeaderNumSt = 28,
    HeaderNumTris = 32,
    HeaderNumGlCmds = 36,
    HeaderNumFrames = 40,
    HeaderOfsSkins = 44,
    HeaderOfsSt = 48,
    HeaderOfsTris = 52,
    HeaderOfsFrames = 56,
    HeaderOfsGlCmds = 60,
    HeaderOfsEnd = 64,
};

// Quake II's limits (qfiles.h; FTE's fixed arrays hold 4,096 triangles).
inline constexpr int kMaxVertices = 2048;
inline constexpr int kMaxTriangles = 4096;
inline constexpr int kMaxFrames = 512;
inline constexpr int kMaxSkins = 32;
inline constexpr int kMaxSkinHeight = 480;

// Quake II's servers run at 10 frames a second.
inline constexpr double kFramesPerSecond = 10.0;

} // namespace quarry::md2
