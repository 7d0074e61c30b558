#include "io/md3/Md3Format.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <numbers>

namespace quarry::md3 {

namespace {

struct SineTable
{
    std::array<float, 256> sin{};
    std::array<float, 256> cos{};
    SineTable()
    {
        for (int i = 0; i < 256; ++i) {
            const double a = double(i) * 2.0 * std::numbers::pi / 256.0;
            sin[size_t(i)] = float(std::sin(a));
            cos[size_t(i)] = float(std::cos(a));
        }
    }
};

const SineTable &table()
{
    static const SineTable t;
    return t;
}

} // namespace

QVector3D decodeNormal(quint16 code)
{
    const SineTable &t = table();
    const size_t lat = (code >> 8) & 0xff;
    const size_t lng = code & 0xff;
    return {t.cos[lat] * t.sin[lng], t.sin[lat] * t.sin[lng], t.cos[lng]};
}

namespace {

// The half-step boundaries the packed angles round at, and per bucket of
// their argument how many boundaries lie before it, so that encoding looks
// up a bucket and compares with the boundary inside it (no trigonometry, no
// loop, no branch): longitude by the signed square of
// the cosine of the angle from +Z, z|z| / |n|² (no square root; boundaries
// falling), latitude by a diamond angle, a monotonic stand-in for the angle
// around Z from 0 to 4 over the turn (boundaries rising).
constexpr int kLongitudeBuckets = 2048; // over [-1, 1]
constexpr int kLatitudeBuckets = 2048; // over [0, 4)

using Float4 = float __attribute__((vector_size(16)));
using Int4 = qint32 __attribute__((vector_size(16)));

// The diamond angle of (x, y), not both zero: the quadrant's start plus a
// ratio of |x| and |y|, as one expression for every quadrant, four at once.
inline Float4 diamondAngles(Float4 x, Float4 y)
{
    const Float4 zero{};
    const Float4 ax = x < zero ? -x : x, ay = y < zero ? -y : y;
    const Int4 xUp = x >= zero, yUp = y >= zero;
    const Float4 one{1, 1, 1, 1}, two{2, 2, 2, 2}, three{3, 3, 3, 3};
    const Float4 base = yUp ? (xUp ? zero : one) : (xUp ? three : two);
    return base + ((xUp == yUp) ? ay : ax) / (ax + ay);
}

// Per bucket: how many boundaries lie before it and the one boundary
// inside it (or one that no argument passes), so that a lookup is one load.
struct Bucket
{
    float boundary;
    qint32 before;
};

struct EncodeTable
{
    std::array<Bucket, kLongitudeBuckets> longitude{}; // by signed squared cosine, falling
    std::array<Bucket, kLatitudeBuckets> latitude{}; // by diamond angle, rising
    EncodeTable()
    {
        std::array<float, 128> lng{}; // falling
        for (int i = 0; i < 128; ++i) {
            const double c = std::cos((i + 0.5) * 2.0 * std::numbers::pi / 256.0);
            lng[size_t(i)] = float(c * std::abs(c));
        }
        std::array<float, 256> lat{}; // rising
        for (int i = 0; i < 256; i += 4) {
            Float4 x, y;
            for (int k = 0; k < 4; ++k) {
                const double a = (i + k + 0.5) * 2.0 * std::numbers::pi / 256.0;
                x[k] = float(std::cos(a));
                y[k] = float(std::sin(a));
            }
            const Float4 d = diamondAngles(x, y);
            for (int k = 0; k < 4; ++k)
                lat[size_t(i + k)] = d[k];
        }
        // Bucket b of the longitude's argument s holds (bottom, top]: the
        // bucket of s is int((1 - s) * kLongitudeBuckets / 2), computed
        // exactly. Every bucket holds at most one boundary (the closest
        // two are 3e-4 apart, a bucket 1e-3 wide: tst_md3 checks the codes).
        for (int b = 0; b < kLongitudeBuckets; ++b) {
            const double top = 1.0 - 2.0 * b / kLongitudeBuckets;
            const double bottom = 1.0 - 2.0 * (b + 1) / kLongitudeBuckets;
            Bucket &bucket = longitude[size_t(b)];
            bucket = {-INFINITY, 0};
            for (float boundary : lng) {
                if (double(boundary) > top)
                    ++bucket.before;
                else if (double(boundary) > bottom)
                    bucket.boundary = boundary;
            }
        }
        // Bucket b of the diamond angle d holds [low, high): d * kLatitudeBuckets / 4.
        for (int b = 0; b < kLatitudeBuckets; ++b) {
            const double low = 4.0 * b / kLatitudeBuckets;
            const double high = 4.0 * (b + 1) / kLatitudeBuckets;
            Bucket &bucket = latitude[size_t(b)];
            bucket = {INFINITY, 0};
            for (float boundary : lat) {
                if (double(boundary) <= low)
                    ++bucket.before;
                else if (double(boundary) < high)
                    bucket.boundary = boundary;
            }
        }
    }
};
// Made on first use rather than when the program starts: most commands
// encode no MD3 normal.
const EncodeTable &encodeTable()
{
    static const EncodeTable table;
    return table;
}

// The code from a normal's two arguments and their buckets: how many
// half-step boundaries each angle is past.
inline quint16 codeOf(const EncodeTable &t, float s, int longitudeBucket, float d, int latitudeBucket)
{
    const Bucket &l = t.longitude[size_t(longitudeBucket & (kLongitudeBuckets - 1))];
    const int lng = l.before + int(s < l.boundary);
    const Bucket &a = t.latitude[size_t(latitudeBucket & (kLatitudeBuckets - 1))];
    const int lat = (a.before + int(a.boundary <= d)) & 0xff;
    // At the poles the latitude means nothing: 0, as the decoded normal
    // (x = y = 0) encodes again.
    return quint16(lng == 0 || lng == 128 ? lng : (lat << 8) | lng);
}

// Four normals' arguments and buckets. The bucket of s is computed in
// float: its rounding (1.2e-7 at most) never crosses a bucket's edge to
// a boundary's other side (none lies within 1.3e-6 of an edge).
struct Arguments
{
    Float4 s, d;
    Int4 longitudeBucket, latitudeBucket;
};

inline Arguments argumentsOf(Float4 x, Float4 y, Float4 z)
{
    Arguments a;
    const Float4 zz = z < Float4{} ? -z : z;
    a.s = z * zz / (x * x + y * y + z * z);
    a.s = a.s < Float4{} - 1.0f ? Float4{} - 1.0f : a.s;
    a.s = a.s > Float4{} + 1.0f ? Float4{} + 1.0f : a.s;
    a.d = diamondAngles(x, y);
    const Float4 top = Float4{} + float(kLongitudeBuckets - 1);
    Float4 lb = (1.0f - a.s) * float(kLongitudeBuckets / 2);
    lb = lb > top ? top : lb;
    Float4 ab = a.d * float(kLatitudeBuckets / 4);
    ab = ab > top ? top : ab;
    a.longitudeBucket = __builtin_convertvector(lb, Int4);
    a.latitudeBucket = __builtin_convertvector(ab, Int4);
    return a;
}

// A normal along Z, of no length, or whose squares overflow a float.
quint16 unusualCode(const EncodeTable &t, float x, float y, float z)
{
    if (x == 0 && y == 0)
        return z < 0 ? 128 : 0;
    const double length = std::sqrt(double(x) * x + double(y) * y + double(z) * z);
    if (!(length > 0) || !std::isfinite(length))
        return 0;
    const Arguments a = argumentsOf(Float4{} + float(x / length), Float4{} + float(y / length),
                                    Float4{} + float(z / length));
    return codeOf(t, a.s[0], a.longitudeBucket[0], a.d[0], a.latitudeBucket[0]);
}

} // namespace

quint16 encodeNormal(const QVector3D &normal)
{
    const float xyzw[4] = {normal.x(), normal.y(), normal.z(), 0.0f};
    quint16 code;
    encodeNormals(xyzw, 1, &code);
    return code;
}

void encodeNormals(const float *xyzw, qsizetype count, quint16 *out)
{
    const EncodeTable &t = encodeTable();
    // In blocks: the arithmetic four normals at a time, then the lookups.
    constexpr int kBlock = 64;
    alignas(16) float s[kBlock], d[kBlock];
    alignas(16) qint32 longitudeBucket[kBlock], latitudeBucket[kBlock];
    for (qsizetype start = 0; start < count; start += kBlock) {
        const int n = int(std::min<qsizetype>(kBlock, count - start));
        const float *in = xyzw + start * 4;
        for (int i = 0; i < n; i += 4) {
            Float4 v[4] = {};
            if (i + 4 <= n)
                for (int k = 0; k < 4; ++k)
                    std::memcpy(&v[k], in + 4 * (i + k), sizeof(Float4));
            else
                for (int k = 0; i + k < n; ++k)
                    std::memcpy(&v[k], in + 4 * (i + k), sizeof(Float4));
            // Four normals to the four x, y and z.
            const Float4 xy01 = __builtin_shufflevector(v[0], v[1], 0, 4, 1, 5);
            const Float4 xy23 = __builtin_shufflevector(v[2], v[3], 0, 4, 1, 5);
            const Float4 zw01 = __builtin_shufflevector(v[0], v[1], 2, 6, 3, 7);
            const Float4 zw23 = __builtin_shufflevector(v[2], v[3], 2, 6, 3, 7);
            const Arguments a = argumentsOf(__builtin_shufflevector(xy01, xy23, 0, 1, 4, 5),
                                            __builtin_shufflevector(xy01, xy23, 2, 3, 6, 7),
                                            __builtin_shufflevector(zw01, zw23, 0, 1, 4, 5));
            std::memcpy(s + i, &a.s, sizeof a.s);
            std::memcpy(d + i, &a.d, sizeof a.d);
            std::memcpy(longitudeBucket + i, &a.longitudeBucket, sizeof a.longitudeBucket);
            std::memcpy(latitudeBucket + i, &a.latitudeBucket, sizeof a.latitudeBucket);
        }
        for (int i = 0; i < n; ++i) {
            const float x = in[4 * i], y = in[4 * i + 1], z = in[4 * i + 2];
            const float squares = x * x + y * y + z * z;
            out[start + i] = (x == 0 && y == 0) || !(squares > 0) || !std::isfinite(squares)
                                 ? unusualCode(t, x, y, z)
                                 : codeOf(t, s[i], longitudeBucket[i], d[i], latitudeBucket[i]);
        }
    }
}

} // namespace quarry::md3
