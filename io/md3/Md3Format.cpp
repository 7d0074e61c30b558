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

quint16 encodeNormal(const QVector3D &normal)
{
    const double x = normal.x(), y = normal.y(), z = normal.z();
    if (x == 0 && y == 0)
        return z >= 0 ? 0 : 128;
    const double length = std::sqrt(x * x + y * y + z * z);
    const double steps = 256.0 / (2.0 * std::numbers::pi);
    const long lat = std::lround(std::atan2(y, x) * steps);
    const long lng = std::lround(std::acos(std::clamp(z / length, -1.0, 1.0)) * steps);
    // At the poles the latitude means nothing: 0, as the decoded normal
    // (x = y = 0) encodes again.
    if ((lng & 0xff) == 0 || (lng & 0xff) == 128)
        return quint16(lng & 0xff);
    return quint16(((quint32(lat) & 0xff) << 8) | (quint32(lng) & 0xff));
}

} // namespace quarry::md3
