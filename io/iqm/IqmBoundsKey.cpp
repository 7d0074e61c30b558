// The fingerprint of an IQM file's bounds' inputs (boundsInputsKey): what
// lets the writer keep a file's own bounds while they still hold.
#include "io/iqm/IqmBounds.h"

#include "io/iqm/IqmFormat.h"

#include <algorithm>
#include <cstring>
#include <initializer_list>

namespace quarry::iqm {

quint64 boundsInputsKey(const char *file, quint64 size)
{
    if (size < kHeaderSize)
        return 0;
    auto field = [file](int f) { return u32(file + headerFieldOffset(f)); };
    // Eight lanes, each word added and the sum multiplied by an odd number
    // (a bijection, so a changed word always changes its lane), folded
    // together with a multiply-xor at the end; each part's length counts
    // too, so that moving bytes between parts changes the key. Fast enough
    // to run on every read (about a tenth of the time of reading the file).
    constexpr quint64 kOdd = 0x9E3779B97F4A7C15ull;
    quint64 h[8] = {1, 2, 3, 4, 5, 6, 7, 8};
    auto mix = [](quint64 x, quint64 word) {
        x = (x ^ word) * 0xFF51AFD7ED558CCDull;
        return x ^ (x >> 29);
    };
    bool inRange = true;
    // The product of a file's counts, or more than any file holds when it overflows.
    auto product = [](std::initializer_list<quint64> factors) {
        quint64 p = 1;
        for (quint64 f : factors)
            if (__builtin_mul_overflow(p, f, &p))
                return ~quint64(0);
        return p;
    };
    auto part = [&](quint64 at, quint64 bytes) {
        if (at > size || bytes > size - at) {
            inRange = false;
            return;
        }
        const char *p = file + at;
        quint64 lane[8]; // local, so that the compiler need not reload them after each read of the bytes
        std::copy(h, h + 8, lane);
        quint64 i = 0;
        for (; i + 64 <= bytes; i += 64) {
            quint64 word[8];
            std::memcpy(word, p + i, 64);
            for (int l = 0; l < 8; ++l)
                lane[l] = (lane[l] + word[l]) * kOdd;
        }
        for (; i < bytes; i += 8) {
            quint64 word = 0;
            std::memcpy(&word, p + i, size_t(std::min<quint64>(8, bytes - i)));
            lane[0] = (lane[0] + word) * kOdd;
        }
        lane[1] = (lane[1] + bytes) * kOdd;
        std::copy(lane, lane + 8, h);
    };
    const quint64 vertexes = field(NumVertexes), arrays = field(NumVertexArrays);
    const quint64 arraysAt = field(OfsVertexArrays);
    if (arraysAt > size || product({arrays, kVertexArraySize}) > size - arraysAt)
        return 0;
    for (VertexArrayType wanted : {Position, BlendIndexes, BlendWeights}) {
        for (quint64 a = 0; a < arrays; ++a) {
            const char *r = file + arraysAt + a * kVertexArraySize;
            const quint32 type = u32(r), format = u32(r + 8), components = u32(r + 12), at = u32(r + 16);
            if (type != wanted || format >= FormatCount)
                continue;
            h[2] = (h[2] + ((quint64(type) << 40) | (quint64(format) << 32) | components)) * kOdd;
            part(at, product({vertexes, components, kFormatSizes[format]}));
            break;
        }
    }
    part(field(OfsJoints), product({field(NumJoints), kJointSize}));
    part(field(OfsPoses), product({field(NumPoses), kPoseSize}));
    part(field(OfsFrames), product({field(NumFrames), field(NumFrameChannels), 2}));
    if (!inRange)
        return 0;
    quint64 key = 0;
    for (quint64 l : h)
        key = mix(key, l);
    return key ? key : 1;
}

} // namespace quarry::iqm
