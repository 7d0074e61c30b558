#include "io/md5/Md5LineSplice.h"

#include "io/kept/LineSplice.h"
#include "io/md5/Md5Kept.h"
#include "io/md5/Md5Reader.h"

#include <QHash>

#include <algorithm>
#include <cmath>

namespace quarry {

namespace {

// One record of a .md5mesh: a line's content (from its first character to
// its comment or line break, spaces before those left out), its tokens,
// and what it is: "joint 3", "mesh 1 weight 17", "mesh 1 numverts", ...
struct Record
{
    QByteArray key;
    qsizetype begin = 0, end = 0;
    qint64 line = 0;
    QList<QByteArrayView> tokens;
};

// Words, quoted names (quotes kept) and parentheses; nothing on an
// unclosed quote.
std::optional<QList<QByteArrayView>> tokens(QByteArrayView content)
{
    QList<QByteArrayView> out;
    for (qsizetype i = 0; i < content.size();) {
        const char c = content[i];
        if (c == ' ' || c == '\t') {
            ++i;
        } else if (c == '(' || c == ')') {
            out.append(content.sliced(i, 1));
            ++i;
        } else if (c == '"') {
            const qsizetype close = content.indexOf('"', i + 1);
            if (close < 0)
                return std::nullopt;
            out.append(content.sliced(i, close + 1 - i));
            i = close + 1;
        } else {
            qsizetype e = i;
            while (e < content.size() && content[e] != ' ' && content[e] != '\t' && content[e] != '('
                   && content[e] != ')' && content[e] != '"')
                ++e;
            out.append(content.sliced(i, e - i));
            i = e;
        }
    }
    return out;
}

// The records of a .md5mesh, one a line; nothing when a line holds more
// than one (a block opened or closed beside a record) or a key repeats.
std::optional<QList<Record>> records(const QByteArray &text)
{
    QList<Record> list;
    QHash<QByteArray, qsizetype> seen;
    enum class Block { None, Joints, Mesh } block = Block::None;
    int meshes = 0, joints = 0;
    qint64 line = 0;
    for (qsizetype p = 0; p < text.size();) {
        ++line;
        const qsizetype eol = text.indexOf('\n', p);
        const qsizetype next = eol < 0 ? text.size() : eol + 1;
        qsizetype begin = p;
        while (begin < next && (text[begin] == ' ' || text[begin] == '\t'))
            ++begin;
        // The content ends at a comment outside quotes, or the line break.
        qsizetype end = begin;
        bool quoted = false;
        while (end < next && text[end] != '\n' && text[end] != '\r'
               && (quoted || text[end] != '/' || end + 1 >= next || text[end + 1] != '/')) {
            quoted = quoted != (text[end] == '"');
            ++end;
        }
        while (end > begin && (text[end - 1] == ' ' || text[end - 1] == '\t'))
            --end;
        p = next;
        if (end == begin)
            continue;
        const QByteArrayView content = QByteArrayView(text).sliced(begin, end - begin);
        std::optional<QList<QByteArrayView>> t = tokens(content);
        if (!t || t->isEmpty())
            return std::nullopt;
        Record r{QByteArray(), begin, end, line, std::move(*t)};
        if (r.tokens.contains(QByteArrayView("}"))) {
            if (r.tokens.size() != 1 || block == Block::None)
                return std::nullopt;
            block = Block::None;
            continue;
        }
        if (r.tokens.last() == "{") {
            if (block != Block::None || r.tokens.size() != 2)
                return std::nullopt;
            block = r.tokens[0] == "joints" ? Block::Joints : Block::Mesh;
            if (block == Block::Mesh)
                ++meshes;
            r.key = r.tokens[0].toByteArray() + ' ' + QByteArray::number(meshes);
        } else if (block == Block::Joints) {
            r.key = "joint " + QByteArray::number(joints++);
        } else if (block == Block::Mesh) {
            r.key = "mesh " + QByteArray::number(meshes) + ' ' + r.tokens[0].toByteArray();
            if ((r.tokens[0] == "vert" || r.tokens[0] == "tri" || r.tokens[0] == "weight") && r.tokens.size() > 1)
                r.key += ' ' + r.tokens[1].toByteArray();
        } else {
            r.key = r.tokens[0].toByteArray();
        }
        if (seen.contains(r.key))
            return std::nullopt;
        seen.insert(r.key, list.size());
        list.append(std::move(r));
    }
    return list;
}

// The same record: the same words and names, and numbers that read as the
// same float.
bool sameTokens(const QList<QByteArrayView> &a, const QList<QByteArrayView> &b)
{
    if (a.size() != b.size())
        return false;
    for (qsizetype i = 0; i < a.size(); ++i) {
        if (a[i] != b[i] && !sameNumberText(a[i], b[i]))
            return false;
    }
    return true;
}

// What the file says, as the writer checks that a file's own numbers
// still say it: the same meshes, weights and texture coordinates, and
// positions and joints within a float's rounding of each other (a kept
// line's digits may be more or fewer than the writer's). Normals are
// derived from the positions and not compared.
bool sameMeaning(const Model &a, const Model &b)
{
    if (a.meshes.size() != b.meshes.size() || a.skeleton.joints.size() != b.skeleton.joints.size())
        return false;
    for (qsizetype i = 0; i < a.meshes.size(); ++i) {
        Mesh x = a.meshes[i], y = b.meshes[i];
        if (x.positions.size() != y.positions.size())
            return false;
        for (qsizetype v = 0; v < x.positions.size(); ++v)
            if (!withinRounding(x.positions[v], y.positions[v]))
                return false;
        // Each weight's offset as the float it is (a kept "-0.000000" is the
        // writer's "0").
        const QString offsets = QStringLiteral("md5.offsets");
        const QList<float> ox = x.extras.take(offsets).value<QList<float>>(),
                           oy = y.extras.take(offsets).value<QList<float>>();
        if (!std::equal(ox.cbegin(), ox.cend(), oy.cbegin(), oy.cend()))
            return false;
        x.positions.clear(), y.positions.clear();
        x.normals.clear(), y.normals.clear();
        x.tangents.clear(), y.tangents.clear();
        x.bitangents.clear(), y.bitangents.clear();
        if (!(x == y))
            return false;
    }
    const QList<QMatrix4x4> wa = a.skeleton.bindWorldMatrices(), wb = b.skeleton.bindWorldMatrices();
    for (qsizetype j = 0; j < a.skeleton.joints.size(); ++j) {
        const Joint &x = a.skeleton.joints[j], &y = b.skeleton.joints[j];
        if (x.name != y.name || x.parent != y.parent
            || !withinRounding(wa[j].column(3).toVector3D(), wb[j].column(3).toVector3D()))
            return false;
        const Transform ta = Transform::fromMatrix(wa[j]), tb = Transform::fromMatrix(wb[j]);
        if (!withinRounding(ta.rotation, tb.rotation))
            return false;
    }
    Model x = a, y = b;
    x.meshes.clear(), y.meshes.clear();
    x.skeleton = {}, y.skeleton = {};
    return x == y;
}

} // namespace

std::optional<Md5LineSplice> spliceMd5Lines(const Model &model, const QString &path, const QByteArray &fresh)
{
    const QVariantList kept = model.extras.value(QLatin1String(kMd5KeptFiles)).toMap().value(QString()).toList();
    if (kept.size() != 2)
        return std::nullopt;
    const QByteArray source = kept[0].toByteArray();
    const std::optional<QList<Record>> stored = records(source), made = records(fresh);
    if (!stored || !made || stored->size() != made->size())
        return std::nullopt;
    QHash<QByteArray, qsizetype> madeAt;
    for (qsizetype i = 0; i < made->size(); ++i)
        madeAt.insert((*made)[i].key, i);
    Md5LineSplice splice;
    splice.bytes = source;
    // From the end: the offsets before a replaced record stay as they are.
    for (qsizetype i = stored->size(); i-- > 0;) {
        const Record &s = (*stored)[i];
        const auto it = madeAt.constFind(s.key);
        if (it == madeAt.cend())
            return std::nullopt;
        const Record &m = (*made)[*it];
        if (sameTokens(s.tokens, m.tokens))
            continue;
        splice.bytes.replace(s.begin, s.end - s.begin, fresh.mid(m.begin, m.end - m.begin));
        splice.firstLine = s.line;
        if (s.key.startsWith("joint "))
            ++splice.joints;
        else if (s.key.startsWith("mesh ") && s.tokens[0] == "weight")
            ++splice.weights;
        else
            ++splice.others;
    }
    if (splice.firstLine == 0)
        return std::nullopt;
    const std::optional<Model> back = readMd5MeshUnkept(path, splice.bytes);
    const std::optional<Model> written = readMd5MeshUnkept(path, fresh);
    if (!back || !written || !sameMeaning(*back, *written))
        return std::nullopt;
    return splice;
}

} // namespace quarry
