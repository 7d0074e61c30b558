// The compressed keyframes of CAF version 1300 and later. A track starts
// with four bytes: the bone id (13 bits) and three flags (translation
// required, high range, translation dynamic), then the key count (16 bits).
// Each key is a translation where one is stored (the first key's, or every
// key's when dynamic: 3 x (25 bits + sign) + 2 padding bits in 10 bytes at
// the high range of 2^23 units, 3 x (9 bits + sign) + 2 in 4 bytes at the
// low range of 2^7), then 6 bytes: which rotation component is largest (2
// bits), the other three as sign + 11 bits, and the time in 1/30 s (10 bits).
// Bits are packed from the lowest bit of the first byte on.
#pragma once

#include "model/Animation.h"

#include <QByteArray>
#include <QByteArrayView>

namespace quarry::cal3d {

enum TrackFlag : quint8 {
    TranslationRequired = 0x80,
    HighRange = 0x40,
    TranslationDynamic = 0x20,
};

// The bytes `count` keys take with these flags.
qint64 compressedTrackBytes(quint8 flags, int count);

// Decodes `count` keys from `bytes` (compressedTrackBytes long) into the
// track's rotations and, where stored, translations (a non-dynamic track
// has one, at its first key).
void decodeCompressedTrack(QByteArrayView bytes, quint8 flags, int count, JointTrack &track);

// The flags a track needs, or nothing when its keys cannot be stored
// compressed (a time past 1023/30 s, a translation beyond 2^23 units, keys
// of its channels at different times).
std::optional<quint8> compressedTrackFlags(const JointTrack &track);
// Encodes the track's keys with these flags.
QByteArray encodeCompressedTrack(const JointTrack &track, quint8 flags);

} // namespace quarry::cal3d
