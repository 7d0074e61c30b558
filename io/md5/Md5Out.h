// Text output shared by the .md5mesh and .md5anim writers: numbers in
// plain decimal notation (Doom 3's lexer reads no exponents), the shortest
// that read back to the same float, and names the format can quote.
#pragma once

#include <QByteArray>
#include <QString>

#include <charconv>

namespace quarry::md5 {

class Out
{
public:
    QByteArray bytes;

    Out &raw(const char *s)
    {
        bytes.append(s);
        return *this;
    }
    Out &raw(const QByteArray &s)
    {
        bytes.append(s);
        return *this;
    }
    Out &num(float v)
    {
        // Fixed notation of a float takes at most 39 integer and 45+ fraction digits.
        char buf[128];
        buf[0] = ' ';
        if (v == 0)
            v = 0; // no "-0"
        const auto r = std::to_chars(buf + 1, buf + sizeof buf, v, std::chars_format::fixed);
        bytes.append(buf, r.ptr - buf);
        return *this;
    }
    Out &numd(double v)
    {
        char buf[400];
        buf[0] = ' ';
        if (v == 0)
            v = 0;
        const auto r = std::to_chars(buf + 1, buf + sizeof buf, v, std::chars_format::fixed);
        bytes.append(buf, r.ptr - buf);
        return *this;
    }
    // A stored orientation: float digits, a double's near a half turn.
    Out &orientation(const double *xyz, bool precise)
    {
        bytes.append(" (");
        for (int i = 0; i < 3; ++i)
            precise ? numd(xyz[i]) : num(float(xyz[i]));
        bytes.append(" )");
        return *this;
    }
    Out &integer(qint64 v)
    {
        char buf[24];
        buf[0] = ' ';
        const auto r = std::to_chars(buf + 1, buf + sizeof buf, v);
        bytes.append(buf, r.ptr - buf);
        return *this;
    }
    // "( a b c )"
    Out &vec(const float *v, int n)
    {
        bytes.append(" (");
        for (int i = 0; i < n; ++i)
            num(v[i]);
        bytes.append(" )");
        return *this;
    }
    Out &name(const QByteArray &quotedText)
    {
        bytes.append('"').append(quotedText).append('"');
        return *this;
    }
    Out &nl()
    {
        bytes.append('\n');
        return *this;
    }
};

// A name as MD5 can quote it: no double quote, no line break. Sets
// *changed when it had to change it.
inline QByteArray quotable(const QString &name, bool *changed)
{
    QByteArray s = name.toUtf8();
    *changed = s.contains('"') || s.contains('\n') || s.contains('\r');
    if (*changed)
        s.replace('"', '\'').replace('\n', ' ').replace('\r', ' ');
    return s;
}

} // namespace quarry::md5
