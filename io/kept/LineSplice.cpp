#include "io/kept/LineSplice.h"

#include <QHash>
#include <QList>

#include <algorithm>
#include <charconv>
#include <cmath>

namespace quarry {

namespace {

struct Line
{
    qsizetype begin = 0, end = 0; // the content: first character to comment or line break
    QList<QByteArrayView> words;
};

QList<QByteArrayView> wordsOf(QByteArrayView content)
{
    QList<QByteArrayView> out;
    for (qsizetype i = 0; i < content.size();) {
        const char c = content[i];
        if (c == ' ' || c == '\t') {
            ++i;
            continue;
        }
        qsizetype e = i + 1;
        if (c == '"') {
            while (e < content.size() && content[e] != '"')
                ++e;
            e = std::min(content.size(), e + 1);
        } else {
            while (e < content.size() && content[e] != ' ' && content[e] != '\t')
                ++e;
        }
        out.append(content.sliced(i, e - i));
        i = e;
    }
    return out;
}

// The lines with content, comments (a line from `#`, or from `//` outside quotes) and
// blank lines left out.
QList<Line> linesOf(const QByteArray &text)
{
    QList<Line> lines;
    for (qsizetype p = 0; p < text.size();) {
        const qsizetype eol = text.indexOf('\n', p);
        const qsizetype next = eol < 0 ? text.size() : eol + 1;
        qsizetype begin = p;
        while (begin < next && (text[begin] == ' ' || text[begin] == '\t'))
            ++begin;
        qsizetype end = begin;
        bool quoted = false;
        while (end < next && text[end] != '\n' && text[end] != '\r') {
            if (!quoted
                && ((text[end] == '#' && end == begin) || (text[end] == '/' && end + 1 < next && text[end + 1] == '/')))
                break;
            quoted = quoted != (text[end] == '"');
            ++end;
        }
        while (end > begin && (text[end - 1] == ' ' || text[end - 1] == '\t'))
            --end;
        if (end > begin)
            lines.append(Line{begin, end, wordsOf(QByteArrayView(text).sliced(begin, end - begin))});
        p = next;
    }
    return lines;
}

bool sameWord(QByteArrayView a, QByteArrayView b)
{
    // A name quoted or bare reads the same.
    auto unquoted = [](QByteArrayView w) {
        return w.size() >= 2 && w.startsWith('"') && w.endsWith('"') ? w.sliced(1, w.size() - 2) : w;
    };
    return unquoted(a) == unquoted(b) || sameNumberText(a, b);
}

} // namespace

bool sameNumberText(QByteArrayView a, QByteArrayView b)
{
    double x = 0, y = 0;
    const auto rx = std::from_chars(a.data(), a.data() + a.size(), x);
    const auto ry = std::from_chars(b.data(), b.data() + b.size(), y);
    return rx.ec == std::errc() && ry.ec == std::errc() && rx.ptr == a.data() + a.size()
           && ry.ptr == b.data() + b.size() && float(x) == float(y);
}

bool withinRounding(const QVector3D &a, const QVector3D &b)
{
    return (a - b).length() <= 1e-5f * std::max(1.0f, std::max(a.length(), b.length()));
}

bool withinRounding(const QQuaternion &a, const QQuaternion &b)
{
    return std::abs(QQuaternion::dotProduct(a.normalized(), b.normalized())) >= 1.0f - 1e-6f;
}

QByteArray keepEqualLines(const QByteArray &stored, const QByteArray &written, qsizetype *changed)
{
    const QList<Line> a = linesOf(stored), b = linesOf(written);
    if (changed)
        *changed = b.size();
    if (a.size() != b.size())
        return written;
    // A line is matched by its command and how many lines of that command
    // come before it: the Nth `vt` line with the Nth `vt` line, whatever
    // other commands lie between (a line of numbers, as an MD5
    // animation's frames have, with the Nth line of numbers).
    auto number = [](QByteArrayView w) {
        double x = 0;
        const auto r = std::from_chars(w.data(), w.data() + w.size(), x);
        return r.ec == std::errc() && r.ptr == w.data() + w.size();
    };
    auto keys = [&](const QList<Line> &lines) {
        QHash<QByteArray, qsizetype> seen;
        QList<QByteArray> out;
        out.reserve(lines.size());
        for (const Line &l : lines) {
            const QByteArray command = number(l.words.first()) ? QByteArray("0") : l.words.first().toByteArray();
            out << command + ' ' + QByteArray::number(seen[command]++);
        }
        return out;
    };
    const QList<QByteArray> ka = keys(a), kb = keys(b);
    QHash<QByteArray, qsizetype> at;
    at.reserve(kb.size());
    for (qsizetype i = 0; i < kb.size(); ++i)
        at.insert(kb[i], i);
    QByteArray out = stored;
    qsizetype count = 0;
    for (qsizetype i = a.size(); i-- > 0;) {
        const auto it = at.constFind(ka[i]);
        if (it == at.cend())
            return written;
        const Line &m = b[*it];
        const QList<QByteArrayView> &x = a[i].words, &y = m.words;
        bool same = x.size() == y.size();
        for (qsizetype w = 0; same && w < x.size(); ++w)
            same = sameWord(x[w], y[w]);
        if (same)
            continue;
        out.replace(a[i].begin, a[i].end - a[i].begin, written.mid(m.begin, m.end - m.begin));
        ++count;
    }
    if (changed)
        *changed = count;
    return out;
}

} // namespace quarry
