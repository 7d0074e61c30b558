// The MDL file layout (Quake's vertex-animated model, "IDPO" version 6) as
// the engines read it (WinQuake/modelgen.h), little-endian, no padding:
//
//   header    84 bytes: "IDPO", version, scale[3], scale_origin[3],
//             boundingradius, eyeposition[3], numskins, skinwidth,
//             skinheight, numverts, numtris, numframes, synctype, flags,
//             size
//   skins     each: int 0 and skinwidth × skinheight palette indices, or
//             int 1, int count, count float intervals (running totals) and
//             count images
//   stverts   numverts × {int onseam, int s, int t} in texels
//   triangles numtris × {int facesfront, int vertindex[3]}
//   frames    each: int 0 and one pose, or int 1, {int count, bboxmin,
//             bboxmax}, count float intervals (running totals) and count
//             poses; a pose is {bboxmin, bboxmax, char name[16]} and
//             numverts × {byte v[3], byte lightnormalindex}, a position
//             being v × scale + scale_origin.
//
// A vertex whose onseam is set, used by a triangle with facesfront 0, takes
// s + skinwidth / 2: the skin's right half is the model's back.
#pragma once

#include <QtGlobal>

namespace quarry::mdl {

inline constexpr char kIdent[4] = {'I', 'D', 'P', 'O'};
inline constexpr qint32 kVersion = 6;

inline constexpr qint64 kHeaderSize = 84;
inline constexpr qint64 kStVertSize = 12;
inline constexpr qint64 kTriangleSize = 16;
inline constexpr qint64 kPoseHeaderSize = 24; // bboxmin, bboxmax, name[16]
inline constexpr qint64 kTriVertSize = 4;
inline constexpr int kFrameNameSize = 16;

// Header fields' byte offsets.
enum HeaderField : int {
    HeaderVersion = 4,
    HeaderScale = 8,
    HeaderOrigin = 20,
    HeaderRadius = 32,
    HeaderEye = 36,
    HeaderNumSkins = 48,
    HeaderSkinWidth = 52,
    HeaderSkinHeight = 56,
    HeaderNumVerts = 60,
    HeaderNumTris = 64,
    HeaderNumFrames = 68,
    HeaderSyncType = 72,
    HeaderFlags = 76,
    HeaderSize = 80,
};

inline constexpr qint32 kOnSeam = 0x20; // ALIAS_ONSEAM

// QuakeSpasm's limits (gl_model.h): more is a fatal error there; stock
// GLQuake and WinQuake stop at a skin height of 480 too.
inline constexpr int kMaxVertices = 2000;
inline constexpr int kMaxTriangles = 4096;
inline constexpr int kMaxPoses = 1024;
inline constexpr int kMaxSkins = 32;
inline constexpr int kMaxSkinHeight = 480;

// The frame rate of frames outside groups (Quake's 10 Hz animation).
inline constexpr double kFramesPerSecond = 10.0;

} // namespace quarry::mdl
