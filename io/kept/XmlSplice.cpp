#include "io/kept/XmlSplice.h"

#include <QByteArrayView>
#include <QList>

#include <algorithm>
#include <memory>

namespace quarry {

namespace {

struct Node
{
    QByteArray name;
    qsizetype begin = 0; // at '<'
    qsizetype startEnd = 0; // after the start tag's '>'
    qsizetype end = 0; // after the element's last '>'
    QList<std::shared_ptr<Node>> children;
};
using Nodes = QList<std::shared_ptr<Node>>;

bool isNameChar(char c)
{
    return c != '>' && c != '/' && c != ' ' && c != '\t' && c != '\r' && c != '\n';
}

// The elements of `text` as a forest; false when it is not well formed as
// far as this scan can tell (comments, processing instructions, CDATA and
// declarations are skipped; quoted attribute values may hold '>').
bool parse(const QByteArray &text, Nodes &roots)
{
    QList<Node *> open;
    const qsizetype n = text.size();
    for (qsizetype at = text.indexOf('<'); at >= 0 && at < n; at = text.indexOf('<', at)) {
        const QByteArrayView rest = QByteArrayView(text).sliced(at);
        auto skipTo = [&](const char *close) {
            const qsizetype e = text.indexOf(close, at);
            if (e < 0)
                return false;
            at = e + qsizetype(qstrlen(close));
            return true;
        };
        if (rest.startsWith("<!--")) {
            if (!skipTo("-->"))
                return false;
            continue;
        }
        if (rest.startsWith("<![CDATA[")) {
            if (!skipTo("]]>"))
                return false;
            continue;
        }
        if (rest.startsWith("<?")) {
            if (!skipTo("?>"))
                return false;
            continue;
        }
        if (rest.startsWith("<!")) {
            if (!skipTo(">"))
                return false;
            continue;
        }
        // The tag's end, past quoted values.
        qsizetype e = at + 1;
        char quote = 0;
        while (e < n && (quote || text[e] != '>')) {
            if (quote && text[e] == quote)
                quote = 0;
            else if (!quote && (text[e] == '"' || text[e] == '\''))
                quote = text[e];
            ++e;
        }
        if (e >= n)
            return false;
        const qsizetype tagEnd = e + 1;
        if (text[at + 1] == '/') {
            qsizetype b = at + 2, c = b;
            while (c < e && isNameChar(text[c]))
                ++c;
            if (open.isEmpty() || open.last()->name != text.mid(b, c - b))
                return false;
            open.last()->end = tagEnd;
            open.removeLast();
            at = tagEnd;
            continue;
        }
        auto node = std::make_shared<Node>();
        qsizetype c = at + 1;
        while (c < e && isNameChar(text[c]))
            ++c;
        node->name = text.mid(at + 1, c - at - 1);
        node->begin = at;
        node->startEnd = tagEnd;
        (open.isEmpty() ? roots : open.last()->children).append(node);
        if (text[e - 1] == '/')
            node->end = tagEnd;
        else
            open.append(node.get());
        at = tagEnd;
    }
    return open.isEmpty();
}

struct Edit
{
    qsizetype begin, end;
    QByteArray text;
};

QByteArrayView bytes(const QByteArray &text, const Node &n)
{
    return QByteArrayView(text).sliced(n.begin, n.end - n.begin);
}

QByteArrayView startTag(const QByteArray &text, const Node &n)
{
    return QByteArrayView(text).sliced(n.begin, n.startEnd - n.begin);
}

bool sameNames(const Nodes &a, const Nodes &b)
{
    if (a.size() != b.size())
        return false;
    for (qsizetype i = 0; i < a.size(); ++i)
        if (a[i]->name != b[i]->name)
            return false;
    return true;
}

// The edits that make `source`'s elements `s` what `after`'s `e` are,
// given `before`'s `r` (what the writer made of `source`'s).
bool collect(const QByteArray &source, const QByteArray &before, const QByteArray &after, const Nodes &s,
             const Nodes &r, const Nodes &e, QList<Edit> &edits)
{
    if (!sameNames(s, r) || !sameNames(r, e))
        return false;
    for (qsizetype i = 0; i < s.size(); ++i) {
        const Node &sn = *s[i], &rn = *r[i], &en = *e[i];
        if (bytes(before, rn) == bytes(after, en))
            continue;
        const bool container = !rn.children.isEmpty() && sameNames(sn.children, rn.children)
                               && sameNames(rn.children, en.children);
        if (!container) {
            edits.append({sn.begin, sn.end, bytes(after, en).toByteArray()});
            continue;
        }
        if (startTag(before, rn) != startTag(after, en))
            edits.append({sn.begin, sn.startEnd, startTag(after, en).toByteArray()});
        if (!collect(source, before, after, sn.children, rn.children, en.children, edits))
            return false;
    }
    return true;
}

} // namespace

std::optional<QByteArray> spliceXmlElements(const QByteArray &source, const QByteArray &before, const QByteArray &after)
{
    Nodes s, r, e;
    if (!parse(source, s) || !parse(before, r) || !parse(after, e))
        return std::nullopt;
    QList<Edit> edits;
    if (!collect(source, before, after, s, r, e, edits))
        return std::nullopt;
    std::sort(edits.begin(), edits.end(), [](const Edit &a, const Edit &b) { return a.begin > b.begin; });
    QByteArray out = source;
    for (const Edit &edit : std::as_const(edits))
        out.replace(edit.begin, edit.end - edit.begin, edit.text);
    return out;
}

} // namespace quarry
