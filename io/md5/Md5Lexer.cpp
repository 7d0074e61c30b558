#include "io/md5/Md5Lexer.h"

#include "io/TextNumbers.h"

#include <QCoreApplication>
#include <QtEndian>

#include <array>
#include <charconv>
#include <cmath>
#include <cstring>
#include <limits>

namespace quarry::md5 {

namespace {

// Per byte: 1 blank, 2 bracket or quote (the other delimiters).
constexpr std::array<quint8, 256> kClass = [] {
    std::array<quint8, 256> c{};
    for (unsigned char b : {' ', '\t', '\r', '\n', '\v', '\f'})
        c[b] = 1;
    for (unsigned char b : {'(', ')', '{', '}', '"'})
        c[b] = 2;
    return c;
}();

inline bool isBlank(char c)
{
    return kClass[static_cast<unsigned char>(c)] == 1;
}

inline bool isDelimiter(char c)
{
    return kClass[static_cast<unsigned char>(c)] != 0;
}

// Whether the 8 bytes (the first in the low byte) are all digits, and their
// value (the technique of the fast_float library).
inline bool isEightDigits(quint64 v)
{
    return ((v + 0x4646464646464646) | (v - 0x3030303030303030)) & 0x8080808080808080 ? false : true;
}

inline quint64 eightDigits(quint64 v)
{
    const quint64 mask = 0x000000FF000000FF;
    const quint64 mul1 = 0x000F424000000064; // 100 + (1000000 << 32)
    const quint64 mul2 = 0x0000271000000001; // 1 + (10000 << 32)
    v -= 0x3030303030303030;
    v = (v * 10) + (v >> 8);
    return quint32((((v & mask) * mul1) + (((v >> 16) & mask) * mul2)) >> 32);
}

// A decimal without exponent of at most 19 significant digits and 22
// decimals whose value is exact in a double (below 2^53), over an exact
// power of ten: one correctly rounded division gives what from_chars
// gives. Anything else goes to from_chars.
const char *parseDouble(const char *p, const char *end, double &out)
{
    static constexpr double kPow10[] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,  1e8,  1e9,  1e10, 1e11,
                                        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
    const char *q = p;
    const bool negative = q < end && *q == '-';
    if (negative)
        ++q;
    quint64 mantissa = 0;
    int significant = 0, fraction = 0;
    bool digits = false, fast = true;
    auto digitRun = [&](bool decimals) __attribute__((always_inline))
    {
        // Leading zeros add nothing to the mantissa.
        if (mantissa == 0)
            for (; q < end && *q == '0'; ++q) {
                digits = true;
                fraction += decimals;
            }
        // Eight digits at a time while they fit the 19.
        while (end - q >= 8 && significant + 8 <= 19) {
            quint64 chunk;
            std::memcpy(&chunk, q, 8);
            chunk = qFromLittleEndian(chunk);
            if (!isEightDigits(chunk))
                break;
            mantissa = mantissa * 100000000 + eightDigits(chunk);
            significant += 8;
            fraction += decimals ? 8 : 0;
            digits = true;
            q += 8;
        }
        for (; q < end; ++q) {
            const unsigned d = unsigned(static_cast<unsigned char>(*q)) - unsigned('0');
            if (d > 9)
                return;
            digits = true;
            if ((mantissa != 0 || d != 0) && ++significant > 19)
                fast = false;
            mantissa = mantissa * 10 + d;
            fraction += decimals;
        }
    };
    digitRun(false);
    if (q < end && *q == '.') {
        ++q;
        digitRun(true);
    }
    if (fast && digits && fraction <= 22 && mantissa <= (quint64(1) << 53) && (q == end || isDelimiter(*q))) {
        const double v = double(mantissa) / kPow10[fraction];
        out = negative ? -v : v;
        return q;
    }
    const auto r = std::from_chars(p, end, out);
    return r.ec == std::errc() ? r.ptr : nullptr;
}

} // namespace

qint64 Lexer::plainNumbers(double *out, qint64 count)
{
    const char *p = m_p;
    qint64 n = 0;
    for (; n < count; ++n) {
        while (p < m_end && isBlank(*p))
            ++p;
        if (p == m_end || *p == '+' || *p == '/')
            break;
        double v = 0;
        const char *e = parseDouble(p, m_end, v);
        if (!e || (e < m_end && !isDelimiter(*e)) || !std::isfinite(v)
            || std::abs(v) > double(std::numeric_limits<float>::max()))
            break;
        out[n] = v;
        p = e;
    }
    m_p = p;
    m_token = p;
    return n;
}

void Lexer::skip()
{
    while (m_p < m_end) {
        if (isBlank(*m_p)) {
            ++m_p;
        } else if (*m_p == '/' && m_p + 1 < m_end && m_p[1] == '/') {
            const char *start = m_p + 2;
            const char *eol = static_cast<const char *>(std::memchr(start, '\n', size_t(m_end - start)));
            m_p = eol ? eol : m_end;
            QByteArrayView text = QByteArrayView(start, m_p - start).trimmed();
            if (text.startsWith("meshes:"))
                meshComment = text.sliced(7).trimmed().toByteArray();
        } else if (*m_p == '/' && m_p + 1 < m_end && m_p[1] == '*') {
            const QByteArrayView rest(m_p + 2, m_end - m_p - 2);
            const qsizetype close = rest.indexOf("*/");
            m_p = close < 0 ? m_end : m_p + 2 + close + 2;
        } else {
            return;
        }
    }
}

bool Lexer::atEnd()
{
    skip();
    return m_p >= m_end;
}

qint64 Lexer::line()
{
    const char *at = m_token ? m_token : m_p;
    if (!m_lineAt)
        m_lineAt = m_begin;
    if (at > m_lineAt) {
        m_line += QByteArrayView(m_lineAt, at - m_lineAt).count('\n');
        m_lineAt = at;
    }
    return m_line;
}

QByteArrayView Lexer::word()
{
    skip();
    m_token = m_p;
    const char *start = m_p;
    while (m_p < m_end && !isDelimiter(*m_p))
        ++m_p;
    return QByteArrayView(start, m_p - start);
}

bool Lexer::take(char bracket)
{
    skip();
    m_token = m_p;
    if (m_p < m_end && *m_p == bracket) {
        ++m_p;
        return true;
    }
    expected = QStringLiteral("\"%1\"").arg(QLatin1Char(bracket));
    return false;
}

bool Lexer::quoted(QByteArray &out)
{
    skip();
    m_token = m_p;
    if (m_p >= m_end || *m_p != '"') {
        expected = QCoreApplication::translate("Md5Reader", "a quoted name");
        return false;
    }
    const char *start = m_p + 1;
    const char *close = static_cast<const char *>(std::memchr(start, '"', size_t(m_end - start)));
    if (!close || std::memchr(start, '\n', size_t(close - start))) {
        expected = QCoreApplication::translate("Md5Reader", "a closing quote on the same line");
        return false;
    }
    out = QByteArray(start, close - start);
    m_p = close + 1;
    return true;
}

bool Lexer::integer(qint64 &out)
{
    skip();
    const char *start = m_p;
    const QByteArrayView token = word();
    const auto r = std::from_chars(token.data(), token.data() + token.size(), out);
    if (token.isEmpty() || r.ec != std::errc() || r.ptr != token.data() + token.size()) {
        m_p = start;
        expected = QCoreApplication::translate("Md5Reader", "a whole number");
        return false;
    }
    return true;
}

bool Lexer::number(float &out)
{
    skip();
    const char *start = m_p;
    const QByteArrayView token = word();
    const char *next = nullptr;
    if (token.isEmpty() || parseTextFloat(token.data(), token.data() + token.size(), out, &next) != FloatParse::Ok
        || next != token.data() + token.size() || !std::isfinite(out)) {
        m_p = start;
        expected = QCoreApplication::translate("Md5Reader", "a number");
        return false;
    }
    return true;
}

bool Lexer::number(double &out)
{
    skip();
    const char *start = m_p;
    QByteArrayView token = word();
    if (token.startsWith('+'))
        token = token.sliced(1);
    const char *end = token.isEmpty() ? nullptr : parseDouble(token.data(), token.data() + token.size(), out);
    if (!end || end != token.data() + token.size() || !std::isfinite(out)
        || std::abs(out) > double(std::numeric_limits<float>::max())) {
        m_p = start;
        expected = QCoreApplication::translate("Md5Reader", "a number");
        return false;
    }
    return true;
}

bool Lexer::vector(double *out, int count)
{
    if (!take('('))
        return false;
    for (int i = 0; i < count; ++i)
        if (!number(out[i]))
            return false;
    return take(')');
}

bool Lexer::vector(float *out, int count)
{
    if (!take('('))
        return false;
    for (int i = 0; i < count; ++i)
        if (!number(out[i]))
            return false;
    return take(')');
}

} // namespace quarry::md5
