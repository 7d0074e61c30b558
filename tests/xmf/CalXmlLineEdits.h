// What the suites of Cal3D XML edits saved where they were read share: a
// file's bytes, and the check that a saved file differs from the stored
// one only on the lines of one element.
#pragma once

#include <QByteArray>
#include <QFile>
#include <QList>
#include <QString>

namespace quarry::test {

inline QByteArray bytesOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Checks that `written` differs from `stored` only on lines holding
// `element` (an opening tag such as "<POS>"), on `expected` of them;
// returns what is wrong, naming the file, line and byte, or nothing.
inline QString onlyLines(const QString &file, const QByteArray &stored, const QByteArray &written, const char *element,
                         int expected)
{
    const QList<QByteArray> a = stored.split('\n'), b = written.split('\n');
    if (a.size() != b.size())
        return QStringLiteral("%1: %2 lines stored, %3 written").arg(file).arg(a.size()).arg(b.size());
    qsizetype at = 0;
    int changed = 0;
    for (qsizetype i = 0; i < a.size(); at += a[i].size() + 1, ++i) {
        if (a[i] == b[i])
            continue;
        if (!a[i].contains(element) || !b[i].contains(element))
            return QStringLiteral("%1: line %2 (byte %3) changed outside %4: stored \"%5\", written \"%6\"")
                .arg(file)
                .arg(i + 1)
                .arg(at)
                .arg(QLatin1String(element), QString::fromUtf8(a[i].trimmed()), QString::fromUtf8(b[i].trimmed()));
        ++changed;
    }
    if (changed != expected)
        return QStringLiteral("%1: %2 %3 lines changed, %4 expected")
            .arg(file)
            .arg(changed)
            .arg(QLatin1String(element))
            .arg(expected);
    return {};
}

} // namespace quarry::test
