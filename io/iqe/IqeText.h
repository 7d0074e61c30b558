// Tokens of one IQE line, read straight from the file's bytes: words,
// quoted or bare names, and numbers through std::from_chars (no allocation).
#pragma once

#include "io/TextNumbers.h"

#include <QByteArray>
#include <QString>
#include <QtEndian>

#include <bit>
#include <cfloat>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <string_view>

namespace quarry::iqe {

enum class NumberStatus { Ok, None, NotANumber, NotFinite };

class LineCursor
{
public:
    LineCursor(const char *begin, const char *end)
        : m_p(begin)
        , m_end(end)
    { }

    static bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }

    void skipSpace()
    {
        while (m_p < m_end && isSpace(*m_p))
            ++m_p;
    }
    bool atEnd()
    {
        skipSpace();
        return m_p >= m_end;
    }
    // The next run of non-space characters.
    std::string_view word()
    {
        skipSpace();
        const char *start = m_p;
        while (m_p < m_end && !isSpace(*m_p))
            ++m_p;
        return std::string_view(start, size_t(m_p - start));
    }
    // A quoted name (up to the closing quote, or the end of the line when
    // there is none) or a bare word.
    std::string_view name()
    {
        skipSpace();
        if (m_p < m_end && *m_p == '"') {
            const char *start = ++m_p;
            while (m_p < m_end && *m_p != '"')
                ++m_p;
            std::string_view s(start, size_t(m_p - start));
            if (m_p < m_end)
                ++m_p;
            return s;
        }
        return word();
    }
    // The text of the next token, for error messages.
    std::string_view peek()
    {
        skipSpace();
        const char *e = m_p;
        while (e < m_end && !isSpace(*e))
            ++e;
        return std::string_view(m_p, size_t(e - m_p));
    }

    // `keepNonFinite`: the text "nan" or "inf" reads as such (Ok) instead
    // of NotFinite, for what a renderer recomputes or never reads.
    NumberStatus number(float &value, bool keepNonFinite = false)
    {
        skipSpace();
        if (m_p >= m_end)
            return NumberStatus::None;
        const char *next = nullptr;
        switch (parseTextFloat(m_p, m_end, value, &next)) {
        case FloatParse::NotANumber: return NumberStatus::NotANumber;
        case FloatParse::OutOfRange: return NumberStatus::NotFinite;
        case FloatParse::Ok: break;
        }
        if (!keepNonFinite && !std::isfinite(value))
            return NumberStatus::NotFinite;
        m_p = next;
        return NumberStatus::Ok;
    }

    NumberStatus integer(int64_t &value)
    {
        skipSpace();
        if (m_p >= m_end)
            return NumberStatus::None;
        const char *s = m_p;
        if (*s == '+')
            ++s;
        // Short plain numbers directly; the rest through from_chars.
        {
            const char *q = s;
            const bool negative = q < m_end && *q == '-';
            if (negative)
                ++q;
            int64_t v = 0;
            const char *digitsStart = q;
            while (q < m_end && unsigned(*q - '0') < 10 && q - digitsStart < 18)
                v = v * 10 + (*q++ - '0');
            if (q > digitsStart && (q == m_end || isSpace(*q))) {
                value = negative ? -v : v;
                m_p = q;
                return NumberStatus::Ok;
            }
        }
        auto r = std::from_chars(s, m_end, value);
        if (r.ec != std::errc() || (r.ptr < m_end && !isSpace(*r.ptr)))
            return NumberStatus::NotANumber;
        m_p = r.ptr;
        return NumberStatus::Ok;
    }

    const char *position() const { return m_p; }

private:
    const char *m_p;
    const char *m_end;
};

inline bool onlySpaceLeft(const char *p, const char *end)
{
    while (p < end && LineCursor::isSpace(*p))
        ++p;
    return p == end;
}

// The plain form of the common lines: exactly `count` numbers separated
// by spaces or tabs and nothing else up to `end`. Gives the same values as
// LineCursor::number; false where the text differs in any way (then the
// caller reads the line the general way, which also words the errors).
inline bool plainFloats(const char *p, const char *end, float *out, int count)
{
    for (int i = 0; i < count; ++i) {
        while (p < end && (*p == ' ' || *p == '\t'))
            ++p;
        const char *e = fastFloat(p, end, out[i]);
        if (!e || (e < end && !LineCursor::isSpace(*e)))
            return false;
        p = e;
    }
    return onlySpaceLeft(p, end);
}

// A plain index of at most nine digits after optional spaces or tabs,
// followed by a space or `end`; nullptr otherwise.
inline const char *plainIndex(const char *p, const char *end, uint32_t &out)
{
    while (p < end && (*p == ' ' || *p == '\t'))
        ++p;
    const char *start = p;
    uint32_t v = 0;
    while (p < end && unsigned(*p - '0') < 10 && p - start < 9)
        v = v * 10 + unsigned(*p++ - '0');
    if (p == start || (p < end && !LineCursor::isSpace(*p)))
        return nullptr;
    out = v;
    return p;
}

// A plain number (as plainFloats) after optional spaces or tabs.
inline const char *plainFloat(const char *p, const char *end, float &out)
{
    while (p < end && (*p == ' ' || *p == '\t'))
        ++p;
    const char *e = fastFloat(p, end, out);
    if (!e || (e < end && !LineCursor::isSpace(*e)))
        return nullptr;
    return e;
}

inline QString toQString(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

} // namespace quarry::iqe
