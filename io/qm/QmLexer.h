// Splits QuickModel text into words, numbers and punctuation with their
// line numbers, skipping whitespace and comments (/* */, // and # to the
// end of the line). Shared by the probe and the reader.
#pragma once

#include <QByteArrayView>
#include <QString>

#include <cstring>

namespace quarry::qm {

struct Token
{
    enum class Type : quint8 { End, Word, Number, Punct, Bad };
    Type type = Type::End;
    QByteArrayView text;
    qint64 line = 1;

    bool is(char c) const { return type == Type::Punct && text.size() == 1 && text[0] == c; }
};

// Splits QuickModel text into words, numbers and punctuation, skipping
// whitespace and comments (/* */, // and # to the end of the line).
class Lexer
{
public:
    explicit Lexer(QByteArrayView data)
        : m_data(data)
    {
        if (m_data.startsWith(QByteArrayView("\xEF\xBB\xBF")))
            m_pos = 3; // a UTF-8 byte order mark, as some editors save
    }

    Token next()
    {
        if (!skipSpace())
            return {Token::Type::Bad, QByteArrayView("/*"), m_commentLine};
        Token t;
        t.line = m_line;
        if (m_pos >= m_data.size())
            return t;
        const qsizetype start = m_pos;
        const char c = m_data[m_pos];
        if (isWordStart(c)) {
            while (m_pos < m_data.size() && isWordChar(m_data[m_pos]))
                ++m_pos;
            t.type = Token::Type::Word;
        } else if (isNumberChar(c) && c != 'e' && c != 'E') {
            while (m_pos < m_data.size() && isNumberChar(m_data[m_pos]))
                ++m_pos;
            t.type = Token::Type::Number;
        } else if (std::strchr("(){},;", c) && c != '\0') {
            ++m_pos;
            t.type = Token::Type::Punct;
        } else {
            ++m_pos;
            t.type = Token::Type::Bad;
        }
        t.text = m_data.sliced(start, m_pos - start);
        return t;
    }

    qsizetype position() const { return m_pos; }
    bool unterminatedComment() const { return m_unterminated; }

private:
    static bool isWordStart(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
    static bool isWordChar(char c) { return isWordStart(c) || (c >= '0' && c <= '9'); }
    static bool isNumberChar(char c)
    {
        return (c >= '0' && c <= '9') || c == '.' || c == '-' || c == '+' || c == 'e' || c == 'E';
    }

    // False on an unterminated block comment.
    bool skipSpace()
    {
        while (m_pos < m_data.size()) {
            const char c = m_data[m_pos];
            if (c == '\n') {
                ++m_line;
                ++m_pos;
            } else if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') {
                ++m_pos;
            } else if (c == '#' || (c == '/' && m_pos + 1 < m_data.size() && m_data[m_pos + 1] == '/')) {
                while (m_pos < m_data.size() && m_data[m_pos] != '\n')
                    ++m_pos;
            } else if (c == '/' && m_pos + 1 < m_data.size() && m_data[m_pos + 1] == '*') {
                m_commentLine = m_line;
                m_pos += 2;
                bool closed = false;
                while (m_pos < m_data.size()) {
                    if (m_data[m_pos] == '*' && m_pos + 1 < m_data.size() && m_data[m_pos + 1] == '/') {
                        m_pos += 2;
                        closed = true;
                        break;
                    }
                    if (m_data[m_pos] == '\n')
                        ++m_line;
                    ++m_pos;
                }
                if (!closed) {
                    m_unterminated = true;
                    return false;
                }
            } else {
                break;
            }
        }
        return true;
    }

    QByteArrayView m_data;
    qsizetype m_pos = 0;
    qint64 m_line = 1;
    qint64 m_commentLine = 1;
    bool m_unterminated = false;
};

// True when the token is the given word, in any case.
bool wordIs(const Token &t, const char *word);
// How a token reads in a message: 'text', "the end of the file", ...
QString describe(const Token &t);

} // namespace quarry::qm
