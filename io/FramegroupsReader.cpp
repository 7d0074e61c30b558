// Reading .framegroups text (writing is in Framegroups.cpp: the reader
// needs none of the writers).
#include "io/Framegroups.h"

#include <QCoreApplication>

#include <cmath>
#include <limits>

namespace quarry {

namespace {

// As the engines' tokenizers (COM_ParseToken_Simple) take it: every byte
// at or below ' ' separates fields (tabs, CR, a DOS Ctrl-Z, any control
// byte).
bool isSpace(char c)
{
    return static_cast<unsigned char>(c) <= ' ';
}

// The next whitespace-separated field of [p, end); empty at the end.
QByteArrayView nextField(const char *&p, const char *end)
{
    while (p < end && isSpace(*p))
        ++p;
    const char *start = p;
    while (p < end && !isSpace(*p))
        ++p;
    return QByteArrayView(start, p - start);
}

} // namespace

FramegroupsResult readFramegroups(const QString &path, QByteArrayView text)
{
    FramegroupsResult result;
    auto fail = [&](qint64 line, const QString &message) {
        result.groups.clear();
        result.error = Diagnostic{path, line, -1, message};
        return result;
    };
    // The engines load the file as a C string: its text ends at a NUL.
    if (const qsizetype nul = text.indexOf('\0'); nul >= 0) {
        result.warnings.append(
            {path, text.first(nul).count('\n') + 1, -1,
             QCoreApplication::translate("Framegroups", "a NUL byte ends the text here, as the engines read "
                                                        "the file; the rest is not read")});
        text = text.first(nul);
    }
    qint64 lineNumber = 0;
    qsizetype start = 0;
    while (start < text.size()) {
        ++lineNumber;
        qsizetype end = text.indexOf('\n', start);
        if (end < 0)
            end = text.size();
        QByteArrayView line = text.sliced(start, end - start);
        start = end + 1;
        QString name;
        if (const qsizetype comment = line.indexOf("//"); comment >= 0) {
            name = QString::fromUtf8(line.sliced(comment + 2)).trimmed();
            line = line.first(comment);
        }
        const char *p = line.data();
        const char *lineEnd = p + line.size();
        QByteArrayView fields[5];
        int count = 0;
        for (; count < 5; ++count) {
            fields[count] = nextField(p, lineEnd);
            if (fields[count].isEmpty())
                break;
        }
        if (count == 0)
            continue;
        if (count < 4)
            return fail(lineNumber,
                        QCoreApplication::translate("Framegroups", "a group needs a first frame, a frame count, "
                                                                   "a frame rate and a loop flag"));
        FrameGroup group;
        bool ok[4] = {};
        group.first = QByteArray(fields[0].data(), fields[0].size()).toLongLong(&ok[0]);
        group.count = QByteArray(fields[1].data(), fields[1].size()).toLongLong(&ok[1]);
        group.fps = QByteArray(fields[2].data(), fields[2].size()).toDouble(&ok[2]);
        const int loop = QByteArray(fields[3].data(), fields[3].size()).toInt(&ok[3]);
        if (!ok[0] || !ok[1] || !ok[2] || !ok[3] || !std::isfinite(group.fps))
            return fail(lineNumber, QCoreApplication::translate("Framegroups", "a field is not a number"));
        constexpr qint64 kMaxFrame = std::numeric_limits<int>::max();
        if (group.first < 0 || group.count < 0 || group.first > kMaxFrame || group.count > kMaxFrame - group.first)
            return fail(lineNumber, QCoreApplication::translate("Framegroups", "frames out of range"));
        group.loop = loop != 0;
        group.line = lineNumber;
        group.name = name.isEmpty() && count == 5 ? QString::fromUtf8(fields[4]) : name;
        result.groups.append(group);
    }
    return result;
}

} // namespace quarry
