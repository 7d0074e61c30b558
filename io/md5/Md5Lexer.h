// The tokens of Doom 3's text formats (.md5mesh, .md5anim): words,
// numbers, quoted strings and the brackets ( ) { }, with `//` and `/* */`
// comments skipped and the line of every token known for error messages.
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

namespace quarry::md5 {

class Lexer
{
public:
    explicit Lexer(QByteArrayView data)
        : m_p(data.data())
        , m_begin(data.data())
        , m_end(data.data() + data.size())
    { }

    // Skips blanks and comments; true when nothing is left.
    bool atEnd();
    // The line of the token read last, or of the one that could not be
    // read (1-based).
    qint64 line();
    // Bytes not read yet: no count read from the file may ask for more
    // records than these could hold.
    qint64 remaining() const { return qint64(m_end - m_p); }
    double fraction() const { return m_end == m_begin ? 1.0 : double(m_p - m_begin) / double(m_end - m_begin); }
    // Where reading stands, and the end of the text.
    const char *position() const { return m_p; }
    const char *end() const { return m_end; }
    // Goes on reading at `p` (within the text, after where it stands).
    void skipTo(const char *p) { m_p = p; }

    // A bare token (up to a blank, a bracket or a quote); empty at the end
    // or where the next token is a bracket or a string.
    QByteArrayView word();
    // The next token is this bracket (taken when it is).
    bool take(char bracket);
    bool quoted(QByteArray &out);
    bool integer(qint64 &out);
    bool number(float &out);
    bool number(double &out);
    // Up to `count` numbers separated by blanks, as number(double) reads
    // them, into `out`: how many were read. It stops before anything else
    // (a comment, a '+', a bracket, a malformed number), where number()
    // takes over with its messages.
    qint64 plainNumbers(double *out, qint64 count);
    // `( a b c )`: `count` numbers in brackets.
    bool vector(float *out, int count);
    bool vector(double *out, int count);

    // The text of the last `// meshes: NAME` comment skipped (Doom 3's
    // exporter names a mesh so), cleared by the caller.
    QByteArray meshComment;
    // What the last failed call expected, for the message.
    QString expected;

private:
    void skip();

    const char *m_p;
    const char *m_begin;
    const char *m_end;
    const char *m_token = nullptr; // where the last token read or tried starts
    const char *m_lineAt = nullptr; // where m_line was counted up to
    qint64 m_line = 1;
};

} // namespace quarry::md5
