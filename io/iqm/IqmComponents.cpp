#include "io/iqm/IqmComponents.h"

#include "io/iqm/IqmFormat.h"

#include <QtEndian>
#include <qfloat16.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <limits>

namespace quarry::iqm {

namespace {

template<typename T>
T load(const char *p)
{
    return qFromLittleEndian<T>(p);
}

float loadHalf(const char *p)
{
    const quint16 bits = qFromLittleEndian<quint16>(p);
    qfloat16 h;
    std::memcpy(static_cast<void *>(&h), &bits, sizeof bits);
    return float(h);
}

// One component as a double, raw.
double rawComponent(const char *p, quint32 format)
{
    switch (format) {
    case Byte: return double(qint8(*p));
    case UByte: return double(quint8(*p));
    case Short: return load<qint16>(p);
    case UShort: return load<quint16>(p);
    case Int: return load<qint32>(p);
    case UInt: return load<quint32>(p);
    case Half: return loadHalf(p);
    case Float: return load<float>(p);
    case Double: return load<double>(p);
    }
    return 0;
}

// One component normalized the way the IQM converter quantizes.
float normalizedComponent(const char *p, quint32 format)
{
    switch (format) {
    case Byte: return (2.0f * float(qint8(*p)) + 1.0f) / 255.0f;
    case UByte: return float(quint8(*p)) / 255.0f;
    case Short: return (2.0f * float(load<qint16>(p)) + 1.0f) / 65535.0f;
    case UShort: return float(load<quint16>(p)) / 65535.0f;
    case Int: return float((2.0 * double(load<qint32>(p)) + 1.0) / 4294967295.0);
    case UInt: return float(double(load<quint32>(p)) / 4294967295.0);
    default: return float(rawComponent(p, format));
    }
}

template<typename T>
void storeInteger(double v, char *dst)
{
    const double lo = double(std::numeric_limits<T>::lowest());
    const double hi = double(std::numeric_limits<T>::max());
    const double r = std::isnan(v) ? 0.0 : std::clamp(std::round(v), lo, hi);
    qToLittleEndian<T>(T(r), dst);
}

} // namespace

void componentsToFloats(const char *src, quint32 format, int size, qsizetype count, bool normalized, float *dst,
                        int dstComponents, const float *defaults)
{
    // An empty stream has no buffer: memcpy with a null pointer is undefined
    // even for no bytes.
    if (count <= 0)
        return;
    const quint32 fsize = kFormatSizes[format];
    const int copied = std::min(size, dstComponents);
    if (format == Float && size == dstComponents && Q_BYTE_ORDER == Q_LITTLE_ENDIAN) {
        std::memcpy(dst, src, size_t(count) * size_t(size) * sizeof(float));
        return;
    }
    if (format == UByte && normalized && size == dstComponents) {
        static const auto table = [] {
            std::array<float, 256> t{};
            for (int i = 0; i < 256; ++i)
                t[i] = float(i) / 255.0f;
            return t;
        }();
        const quint8 *in = reinterpret_cast<const quint8 *>(src);
        for (qsizetype i = 0; i < count * size; ++i)
            dst[i] = table[in[i]];
        return;
    }
    for (qsizetype v = 0; v < count; ++v) {
        const char *p = src + size_t(v) * size * fsize;
        float *out = dst + v * dstComponents;
        if (format == Float) {
            for (int c = 0; c < copied; ++c)
                out[c] = load<float>(p + c * 4);
        } else if (normalized) {
            for (int c = 0; c < copied; ++c)
                out[c] = normalizedComponent(p + c * fsize, format);
        } else {
            for (int c = 0; c < copied; ++c)
                out[c] = float(rawComponent(p + c * fsize, format));
        }
        for (int c = copied; c < dstComponents; ++c)
            out[c] = defaults[c];
    }
}

void componentsToDoubles(const char *src, quint32 format, qsizetype count, double *dst)
{
    const quint32 fsize = kFormatSizes[format];
    for (qsizetype i = 0; i < count; ++i)
        dst[i] = rawComponent(src + size_t(i) * fsize, format);
}

void doublesToComponents(const double *src, quint32 format, qsizetype count, char *dst)
{
    const quint32 fsize = kFormatSizes[format];
    for (qsizetype i = 0; i < count; ++i) {
        char *p = dst + size_t(i) * fsize;
        const double v = src[i];
        switch (format) {
        case Byte: storeInteger<qint8>(v, p); break;
        case UByte: storeInteger<quint8>(v, p); break;
        case Short: storeInteger<qint16>(v, p); break;
        case UShort: storeInteger<quint16>(v, p); break;
        case Int: storeInteger<qint32>(v, p); break;
        case UInt: storeInteger<quint32>(v, p); break;
        case Half: {
            const qfloat16 h = qfloat16(float(v));
            quint16 bits;
            std::memcpy(&bits, static_cast<const void *>(&h), sizeof bits);
            qToLittleEndian<quint16>(bits, p);
            break;
        }
        case Float: qToLittleEndian<float>(float(v), p); break;
        case Double: qToLittleEndian<double>(v, p); break;
        default: break;
        }
    }
}

namespace {

// Nonzero when one of the n values has every exponent bit set (infinite or
// not a number): such an exponent, plus one in its lowest bit, carries into
// the sign bit, and no other does. Branchless and with a fixed count, so
// the compiler vectorizes it at -O2 too, whose cost model leaves a loop of
// unknown length alone (it did: one value a step, a seventh of `quarry info`
// of a large IQM).
template<qsizetype n>
quint32 anyNonFinite(const float *values)
{
    quint32 bad = 0;
    for (qsizetype i = 0; i < n; ++i) {
        quint32 bits;
        std::memcpy(&bits, values + i, sizeof bits);
        bad |= (bits & 0x7f800000u) + 0x00800000u;
    }
    return bad & 0x80000000u;
}

} // namespace

qsizetype firstNonFinite(const float *values, qsizetype count)
{
    // Blocks of a fixed length checked without a branch per value; the exact
    // index is looked for only in a bad block (or in the short rest).
    constexpr qsizetype block = 64;
    qsizetype start = 0;
    for (; start + block <= count; start += block)
        if (anyNonFinite<block>(values + start))
            break;
    for (qsizetype i = start; i < count; ++i) {
        quint32 bits;
        std::memcpy(&bits, values + i, sizeof bits);
        if ((bits & 0x7f800000u) == 0x7f800000u)
            return i;
    }
    return -1;
}

qsizetype firstNonFinite(const double *values, qsizetype count)
{
    for (qsizetype i = 0; i < count; ++i)
        if (!std::isfinite(values[i]))
            return i;
    return -1;
}

} // namespace quarry::iqm
