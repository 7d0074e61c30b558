#include "io/md3/Md3Format.h"

#include <algorithm>
#include <array>
#include <cmath>
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

// A monotonic stand-in for the angle of (x, y) around Z, from 0 to 4 over
// the turn (no trigonometry).
double diamondAngle(double x, double y)
{
    if (y >= 0)
        return x >= 0 ? y / (x + y) : 1 - x / (-x + y);
    return x < 0 ? 2 - y / (-x - y) : 3 + x / (x - y);
}

// The half-step boundaries the packed angles round at: longitude by the
// cosine of the angle from +Z (falling), latitude by the diamond angle
// (rising); and, per bucket of the cosine and of the diamond angle, how
// many boundaries lie before the bucket, so that encoding looks up a start
// and steps over the one or two boundaries inside the bucket, instead of
// acos and atan2.
constexpr int kBuckets = 2048;

struct EncodeTable
{
    std::array<double, 129> longitude{}; // the last one below every cosine
    std::array<double, 257> latitude{}; // the last one past every diamond angle
    std::array<quint16, kBuckets> longitudeStart{};
    std::array<quint16, kBuckets> latitudeStart{};
    EncodeTable()
    {
        for (int i = 0; i < 128; ++i)
            longitude[size_t(i)] = std::cos((i + 0.5) * 2.0 * std::numbers::pi / 256.0);
        longitude[128] = -2.0;
        for (int i = 0; i < 256; ++i) {
            const double a = (i + 0.5) * 2.0 * std::numbers::pi / 256.0;
            latitude[size_t(i)] = diamondAngle(std::cos(a), std::sin(a));
        }
        latitude[256] = 5.0;
        for (int b = 0; b < kBuckets; ++b) {
            const double top = 1.0 - 2.0 * b / kBuckets; // cosines of bucket b are at most this
            int n = 0;
            while (n < 128 && longitude[size_t(n)] > top)
                ++n;
            longitudeStart[size_t(b)] = quint16(n);
            const double low = 4.0 * b / kBuckets; // diamond angles of bucket b are at least this
            n = 0;
            while (n < 256 && latitude[size_t(n)] <= low)
                ++n;
            latitudeStart[size_t(b)] = quint16(n);
        }
    }
};
const EncodeTable &encodeTable()
{
    static const EncodeTable t;
    return t;
}

} // namespace

quint16 encodeNormal(const QVector3D &normal)
{
    const double x = normal.x(), y = normal.y(), z = normal.z();
    if (x == 0 && y == 0)
        return z >= 0 ? 0 : 128;
    const double length = std::sqrt(x * x + y * y + z * z);
    if (!(length > 0) || !std::isfinite(length))
        return 0;
    const EncodeTable &t = encodeTable();
    // The nearest step: how many half-step boundaries the angle is past.
    const double c = std::clamp(z / length, -1.0, 1.0);
    quint32 lng = t.longitudeStart[size_t(std::min(kBuckets - 1, int((1.0 - c) * (kBuckets / 2))))];
    while (c < t.longitude[lng])
        ++lng;
    // At the poles the latitude means nothing: 0, as the decoded normal
    // (x = y = 0) encodes again.
    if (lng == 0 || lng == 128)
        return quint16(lng);
    const double d = diamondAngle(x, y);
    quint32 lat = t.latitudeStart[size_t(std::clamp(int(d * (kBuckets / 4)), 0, kBuckets - 1))];
    while (t.latitude[lat] <= d)
        ++lat;
    lat &= 0xff;
    return quint16((lat << 8) | lng);
}

} // namespace quarry::md3
