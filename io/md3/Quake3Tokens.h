// The text of the files beside Quake III engine players (animation.cfg,
// Unvanquished's character.cfg) split as the games' COM_Parse splits it:
// every byte at or below ' ' (tabs, CR, a DOS Ctrl-Z, any control byte) is
// whitespace, // and /* */ comments are skipped, "quoted" text is one
// token; each token with its line. The game reads the file as a C string,
// so its text ends at a NUL.
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QList>

namespace quarry::quake3 {

struct Token
{
    QByteArray text;
    qint64 line = 0;
};

struct Tokens
{
    QList<Token> list;
    qint64 nulLine = 0; // the line of the NUL that ended the text; 0: none
};

Tokens tokens(QByteArrayView text);

} // namespace quarry::quake3
