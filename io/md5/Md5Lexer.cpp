#include "io/md5/Md5Lexer.h"

#include "io/TextNumbers.h"

#include <QCoreApplication>

#include <charconv>
#include <cmath>
#include <cstring>
#include <limits>

namespace quarry::md5 {

namespace {

bool isBlank(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f';
}

bool isDelimiter(char c)
{
    return isBlank(c) || c == '(' || c == ')' || c == '{' || c == '}' || c == '"';
}

} // namespace

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
    const auto r = std::from_chars(token.data(), token.data() + token.size(), out);
    if (token.isEmpty() || r.ec != std::errc() || r.ptr != token.data() + token.size() || !std::isfinite(out)
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
