// Decimal numbers in model text (IQE lines, XMF attributes and elements):
// one parser for every text reader, so that the same digits give the same
// float everywhere and values beyond float's range are treated alike.
#pragma once

#include <QtEndian>
#include <QtGlobal>

#include <bit>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>

namespace quarry {

// Eight ASCII digits at once (little-endian load), as fast_float does.
inline bool isEightDigits(uint64_t v)
{
    return (((v & 0xF0F0F0F0F0F0F0F0) | (((v + 0x0606060606060606) & 0xF0F0F0F0F0F0F0F0) >> 4)) == 0x3333333333333333);
}

inline uint32_t eightDigits(uint64_t v)
{
    v -= 0x3030303030303030;
    v = (v * 10) + (v >> 8);
    v = (((v & 0x000000FF000000FF) * 0x000F424000000064) + (((v >> 16) & 0x000000FF000000FF) * 0x0000271000000001))
        >> 32;
    return uint32_t(v);
}

// The common case of decimal text, exactly: up to 19 significant digits
// and a power of ten within double's exact range give a correctly rounded
// double (both factors are exact); rounding that to float is the correctly
// rounded float unless the double sits exactly on a midpoint between two
// floats, which goes to std::from_chars like everything else. Returns
// nullptr where it cannot decide. Checked against std::from_chars by
// tst_iqe_reader on hundreds of thousands of values.
//
// Fraction digits are read eight bytes at a time: the count of leading
// digits in the eight bytes, then their value with the bytes past them
// replaced by leading '0's.
Q_ALWAYS_INLINE const char *fastFloat(const char *p, const char *end, float &out)
{
    static constexpr double kPow10[] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,  1e8,  1e9,  1e10, 1e11,
                                        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
    static constexpr uint32_t kPow10u[] = {1, 10, 100, 1000, 10000, 100000, 1000000, 10000000, 100000000};
    const bool negative = p < end && *p == '-';
    if (negative)
        ++p;
    // At most 19 digits in all (leading zeros included) fit the mantissa.
    uint64_t mantissa = 0;
    int exponent = 0;
    const char *start = p;
    while (p < end && unsigned(*p - '0') < 10)
        mantissa = mantissa * 10 + unsigned(*p++ - '0');
    const char *intEnd = p;
    if (p < end && *p == '.') {
        ++p;
        const char *fracStart = p;
        if constexpr (Q_BYTE_ORDER == Q_LITTLE_ENDIAN) {
            if (end - p >= 8) {
                uint64_t chunk;
                std::memcpy(&chunk, p, 8);
                // High bit of each byte that is not a digit; bytes past
                // the first such byte may be wrong, and are not used.
                const uint64_t nonDigits = ((chunk - 0x3030303030303030) | (chunk + 0x4646464646464646))
                                           & 0x8080808080808080;
                if (nonDigits == 0) {
                    mantissa = mantissa * 100000000 + eightDigits(chunk);
                    p += 8;
                } else {
                    const int bits = std::countr_zero(nonDigits) - 7; // 8 * digit count
                    if (bits > 0) {
                        const uint64_t padded = (chunk << (64 - bits)) | (0x3030303030303030 >> bits);
                        mantissa = mantissa * kPow10u[bits >> 3] + eightDigits(padded);
                        p += bits >> 3;
                    }
                }
            }
        }
        while (p < end && unsigned(*p - '0') < 10)
            mantissa = mantissa * 10 + unsigned(*p++ - '0');
        exponent = -int(p - fracStart);
        if (p == fracStart && intEnd == start)
            return nullptr; // "." alone
        if ((intEnd - start) + (p - fracStart) > 19)
            return nullptr;
    } else if (p == start || p - start > 19) {
        return nullptr;
    }
    if (p < end && (*p == 'e' || *p == 'E')) {
        ++p;
        bool expNegative = false;
        if (p < end && (*p == '-' || *p == '+'))
            expNegative = *p++ == '-';
        if (p >= end || unsigned(*p - '0') >= 10)
            return nullptr;
        int e = 0;
        while (p < end && unsigned(*p - '0') < 10) {
            if (e > 1000)
                return nullptr;
            e = e * 10 + (*p++ - '0');
        }
        exponent += expNegative ? -e : e;
    }
    if (mantissa > (uint64_t(1) << 53) || exponent < -22 || exponent > 22)
        return nullptr;
    static constexpr double kInversePow10[] = {1e0,   1e-1,  1e-2,  1e-3,  1e-4,  1e-5,  1e-6,  1e-7,
                                               1e-8,  1e-9,  1e-10, 1e-11, 1e-12, 1e-13, 1e-14, 1e-15,
                                               1e-16, 1e-17, 1e-18, 1e-19, 1e-20, 1e-21, 1e-22};
    constexpr uint64_t kLow29 = (uint64_t(1) << 29) - 1, kHalf = uint64_t(1) << 28;
    double d = double(mantissa);
    uint64_t bits;
    if (exponent < 0) {
        // A multiplication is within two units in the last place of the
        // exact quotient; that decides the float unless the result is near
        // a midpoint between two floats, where the exact division decides.
        d *= kInversePow10[-exponent];
        std::memcpy(&bits, &d, sizeof bits);
        if (((bits + 8 - kHalf) & kLow29) < 16) [[unlikely]] {
            d = double(mantissa) / kPow10[-exponent];
            std::memcpy(&bits, &d, sizeof bits);
            if ((bits & kLow29) == kHalf)
                return nullptr; // exactly halfway between two floats
        }
    } else {
        d *= kPow10[exponent];
        std::memcpy(&bits, &d, sizeof bits);
        if ((bits & kLow29) == kHalf)
            return nullptr; // exactly halfway between two floats
    }
    // Here d is 0 or within [1e-22, 2^53 * 1e22]: inside float's normal
    // range, so no overflow or underflow to check.
    out = float(negative ? -d : d);
    return p;
}

enum class FloatParse : quint8 {
    Ok, // a number (the text "inf" or "nan" too: callers decide about those)
    NotANumber, // no number here, or one that runs into other text
    OutOfRange // beyond float's range: larger than the largest float
};

// One float at [p, end), after an optional '+', up to a space, tab, line
// end or `end`. Plain decimals take the exact fast path; the rest go
// through std::from_chars. A value too small for float reads as the
// nearest float (a denormal or zero, as from_chars gives for double and
// the conversion rounds); a value too large is OutOfRange, never a silent
// infinity. *next gets the end of the number where it is Ok.
inline FloatParse parseTextFloat(const char *p, const char *end, float &value, const char **next)
{
    auto isSpace = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f'; };
    if (p < end && *p == '+')
        ++p;
    if (const char *e = fastFloat(p, end, value); e && (e == end || isSpace(*e))) {
        *next = e;
        return FloatParse::Ok;
    }
    auto r = std::from_chars(p, end, value);
    if (r.ec == std::errc::result_out_of_range) {
        double d = 0;
        r = std::from_chars(p, end, d);
        if (r.ec == std::errc::result_out_of_range) {
            // Beyond double too: too small where the exponent is negative.
            const char *e = p;
            while (e < end && !isSpace(*e) && *e != 'e' && *e != 'E')
                ++e;
            if (e + 1 < end && (*e == 'e' || *e == 'E') && e[1] == '-') {
                value = *p == '-' ? -0.0f : 0.0f;
                const char *stop = e + 2;
                while (stop < end && unsigned(*stop - '0') < 10)
                    ++stop;
                if (stop < end && !isSpace(*stop))
                    return FloatParse::NotANumber;
                *next = stop;
                return FloatParse::Ok;
            }
            return FloatParse::OutOfRange;
        }
        if (r.ec != std::errc())
            return FloatParse::NotANumber;
        if (std::abs(d) > double(std::numeric_limits<float>::max()))
            return FloatParse::OutOfRange;
        value = float(d);
    } else if (r.ec != std::errc()) {
        return FloatParse::NotANumber;
    }
    if (r.ptr < end && !isSpace(*r.ptr))
        return FloatParse::NotANumber;
    *next = r.ptr;
    return FloatParse::Ok;
}

} // namespace quarry
