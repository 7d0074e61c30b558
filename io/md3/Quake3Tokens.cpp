#include "io/md3/Quake3Tokens.h"

namespace quarry::quake3 {

namespace {

bool isSpace(char c)
{
    return static_cast<unsigned char>(c) <= ' ';
}

} // namespace

Tokens tokens(QByteArrayView text)
{
    Tokens out;
    qint64 line = 1;
    qsizetype i = 0;
    const qsizetype n = text.size();
    // Every branch moves i on by at least one byte or ends the loop.
    while (i < n) {
        const char c = text[i];
        if (c == '\0') {
            out.nulLine = line;
            break;
        }
        if (c == '\n') {
            ++line;
            ++i;
        } else if (isSpace(c)) {
            ++i;
        } else if (c == '/' && i + 1 < n && text[i + 1] == '/') {
            while (i < n && text[i] != '\n' && text[i] != '\0')
                ++i;
        } else if (c == '/' && i + 1 < n && text[i + 1] == '*') {
            i += 2;
            while (i < n && text[i] != '\0' && !(text[i] == '*' && i + 1 < n && text[i + 1] == '/')) {
                if (text[i] == '\n')
                    ++line;
                ++i;
            }
            if (i < n && text[i] == '*')
                i += 2;
        } else if (c == '"') {
            const qsizetype start = ++i;
            while (i < n && text[i] != '"' && text[i] != '\n' && text[i] != '\0')
                ++i;
            out.list.append({text.sliced(start, i - start).toByteArray(), line});
            if (i < n && text[i] == '"')
                ++i;
        } else {
            const qsizetype start = i;
            while (i < n && !isSpace(text[i]))
                ++i;
            out.list.append({text.sliced(start, i - start).toByteArray(), line});
        }
    }
    return out;
}

} // namespace quarry::quake3
