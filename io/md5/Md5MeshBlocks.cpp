#include "io/md5/Md5MeshBlocks.h"

#include "io/kept/KeptSource.h"
#include "io/md5/Md5Kept.h"
#include "io/md5/Md5Reader.h"

#include <cstring>

namespace quarry {

namespace {

// Each `mesh {` block of a .md5mesh: from the start of its first line to
// the end of the line that closes it (its line break included).
QList<std::pair<qsizetype, qsizetype>> meshBlocks(const QByteArray &text)
{
    QList<std::pair<qsizetype, qsizetype>> blocks;
    bool inMesh = false, inOther = false;
    qsizetype start = 0;
    for (qsizetype p = 0; p < text.size();) {
        qsizetype eol = text.indexOf('\n', p);
        const qsizetype next = eol < 0 ? text.size() : eol + 1;
        qsizetype w = p;
        while (w < next && (text[w] == ' ' || text[w] == '\t' || text[w] == '\r'))
            ++w;
        const QByteArrayView line = QByteArrayView(text).sliced(w, next - w);
        if (inMesh || inOther) {
            if (line.startsWith("}")) {
                if (inMesh)
                    blocks.append({start, next});
                inMesh = inOther = false;
            }
        } else if (line.contains('{') && !line.startsWith("//")) {
            inMesh = line.startsWith("mesh");
            inOther = !inMesh;
            start = p;
        }
        p = next;
    }
    return blocks;
}

bool sameMesh(const Mesh &a, const Mesh &b)
{
    Model x, y;
    x.meshes = {a};
    y.meshes = {b};
    return sameModelBits(x, y);
}

} // namespace

std::optional<Md5MeshSplice> spliceMd5MeshBlocks(const Model &model, const QString &path, const QByteArray &fresh)
{
    const QVariantList kept = model.extras.value(QLatin1String(kMd5KeptFiles)).toMap().value(QString()).toList();
    if (kept.size() != 2)
        return std::nullopt;
    const QByteArray source = kept[0].toByteArray();
    const std::optional<Model> read = readMd5MeshUnkept(path, source);
    const std::optional<Model> written = readMd5MeshUnkept(path, fresh);
    if (!read || !written || read->meshes.size() != model.meshes.size()
        || written->meshes.size() != model.meshes.size())
        return std::nullopt;
    // The mesh file alone, and nothing but meshes changed.
    Model rest = model;
    rest.animations.clear();
    rest.extras.remove(QLatin1String(kMd5KeptFiles));
    rest.meshes = read->meshes;
    if (!sameModelBits(rest, *read))
        return std::nullopt;
    const auto stored = meshBlocks(source), made = meshBlocks(fresh);
    if (stored.size() != model.meshes.size() || made.size() != model.meshes.size())
        return std::nullopt;
    Md5MeshSplice splice;
    splice.bytes = source;
    Model expected = *read;
    for (qsizetype i = model.meshes.size(); i-- > 0;) {
        if (sameMesh(model.meshes[i], read->meshes[i]))
            continue;
        splice.bytes.replace(stored[i].first, stored[i].second - stored[i].first,
                             fresh.mid(made[i].first, made[i].second - made[i].first));
        expected.meshes[i] = written->meshes[i];
        splice.rewritten.prepend(int(i));
    }
    if (splice.rewritten.isEmpty())
        return std::nullopt;
    const std::optional<Model> back = readMd5MeshUnkept(path, splice.bytes);
    if (!back || !sameModelBits(*back, expected))
        return std::nullopt;
    const auto blocks = meshBlocks(splice.bytes);
    for (int i : std::as_const(splice.rewritten))
        splice.lines.append(qint64(QByteArrayView(splice.bytes).first(blocks[i].first).count('\n')) + 1);
    return splice;
}

} // namespace quarry
