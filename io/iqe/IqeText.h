// Tokens of one IQE line, read straight from the file's bytes: words,
// quoted or bare names, and numbers through std::from_chars (no allocation).
#pragma once

#include <QByteArray>
#include <QString>

#include <charconv>
#include <cmath>
#include <cstdint>
#include <string_view>

namespace quarry::iqe {

enum class NumberStatus { Ok, None, NotANumber, NotFinite };

class LineCursor
{
public:
    LineCursor(const char *begin, const char *end) : m_p(begin), m_end(end) {}

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

    NumberStatus number(float &value)
    {
        skipSpace();
        if (m_p >= m_end)
            return NumberStatus::None;
        const char *s = m_p;
        if (*s == '+')
            ++s;
        auto r = std::from_chars(s, m_end, value);
        if (r.ec == std::errc::result_out_of_range) {
            // Values beyond float's range in either direction: underflow
            // reads as the nearest float, overflow is not finite.
            double d = 0;
            r = std::from_chars(s, m_end, d);
            if (r.ec != std::errc())
                return NumberStatus::NotANumber;
            value = float(d);
        } else if (r.ec != std::errc()) {
            return NumberStatus::NotANumber;
        }
        if (r.ptr < m_end && !isSpace(*r.ptr))
            return NumberStatus::NotANumber;
        if (!std::isfinite(value))
            return NumberStatus::NotFinite;
        m_p = r.ptr;
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

inline QString toQString(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

} // namespace quarry::iqe
