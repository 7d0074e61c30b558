#include "io/iqm/IqmTrianglePatch.h"

#include "io/iqm/IqmAdjacency.h"
#include "io/iqm/IqmPatcher.h"
#include "io/iqm/IqmReader.h"
#include "io/kept/KeptSource.h"
#include "model/Translate.h"

namespace quarry::iqm {

using namespace patching;

namespace {

void setField(QByteArray &file, int f, quint32 value)
{
    qToLittleEndian<quint32>(value, file.data() + headerFieldOffset(f));
}

// The file's blend data as the adjacency takes it: per vertex its indexes
// (4 ushorts) then its weights (4 bytes); empty for an unskinned file or
// one stored in another layout.
QByteArray adjacencyBlends(const Patcher &p)
{
    QByteArray weights, indexes, blends;
    if (p.blends(weights, indexes))
        for (qsizetype v = 0; v < weights.size() / 4; ++v)
            blends.append(indexes.constData() + v * 8, 8).append(weights.constData() + v * 4, 4);
    return blends;
}

QByteArray triangleBytes(const QList<quint32> &corners)
{
    QByteArray bytes(corners.size() * 4, '\0');
    if (!corners.isEmpty())
        qToLittleEndian<quint32>(corners.constData(), corners.size(), bytes.data());
    return bytes;
}

} // namespace

std::optional<GeometryPatch> patchIqmTriangleCounts(const QByteArray &source, const Model &model, const Model &read)
{
    if (model.meshes.size() != read.meshes.size() || source.size() < qsizetype(kHeaderSize))
        return std::nullopt;
    // Nothing but triangles (and names) may differ, and some mesh has
    // another number of them.
    Model values = model;
    bool counts = false;
    for (qsizetype m = 0; m < model.meshes.size(); ++m) {
        counts = counts || model.meshes[m].triangles.size() != read.meshes[m].triangles.size();
        values.meshes[m].triangles = read.meshes[m].triangles;
    }
    const std::optional<Model> rest = quarry::withNamesOf(values, read, {QLatin1String(kIqmSource)});
    if (!counts || !rest || !sameModelBits(*rest, read))
        return std::nullopt;

    Patcher p(source);
    const quint32 meshCount = p.field(NumMeshes), meshesAt = p.field(OfsMeshes);
    const quint32 triCount = p.field(NumTriangles), triAt = p.field(OfsTriangles), adjAt = p.field(OfsAdjacency);
    const quint64 triBytes = quint64(triCount) * kTriangleSize;
    if (!p.readArrays() || meshCount != quint32(model.meshes.size()) || triCount == 0 || triAt == 0
        || !p.holds(meshesAt, quint64(meshCount) * kMeshSize) || !p.holds(triAt, triBytes)
        || (adjAt != 0 && (!p.holds(adjAt, triBytes) || (adjAt < triAt + triBytes && triAt < adjAt + triBytes))))
        return std::nullopt;
    // The stored meshes' triangles one after another, in mesh order: the
    // new ones are laid out so too.
    quint32 next = 0;
    for (quint32 m = 0; m < meshCount; ++m) {
        const char *r = source.constData() + meshesAt + m * kMeshSize;
        if (u32(r + 16) != next)
            return std::nullopt;
        next += u32(r + 20);
    }
    if (next != triCount)
        return std::nullopt;
    QList<quint32> corners;
    QList<quint32> firsts, sizes;
    for (quint32 m = 0; m < meshCount; ++m) {
        const Mesh &mesh = model.meshes[m];
        firsts << quint32(corners.size() / 3);
        sizes << quint32(mesh.triangles.size());
        if (mesh.triangles.isEmpty())
            continue;
        const std::vector<quint32> map = p.vertexMap(read.meshes[m], m);
        if (map.empty())
            return std::nullopt;
        for (const Triangle &t : mesh.triangles)
            for (int k = 0; k < 3; ++k) {
                if (t[k] >= map.size())
                    return std::nullopt;
                corners << map[t[k]];
            }
    }
    const quint32 newCount = quint32(corners.size() / 3);
    const QByteArray newTriangles = triangleBytes(corners);

    GeometryPatch result;
    QByteArray newAdjacency;
    if (adjAt != 0) {
        const QList<QVector3D> positions = p.positions();
        const QByteArray blends = adjacencyBlends(p);
        QList<Triangle> now(newCount);
        std::memcpy(now.data(), corners.constData(), size_t(corners.size()) * sizeof(quint32));
        const QList<quint32> made = triangleAdjacency(now, positions, blends);
        QList<quint32> stored(qsizetype(triCount) * 3);
        qFromLittleEndian<quint32>(source.constData() + adjAt, stored.size(), stored.data());
        if (made.size() != qsizetype(newCount) * 3)
            return std::nullopt;
        if (stored != triangleAdjacency(p.triangles(), positions, blends))
            result.notes << tr("the triangles' adjacency made anew as the format's converter makes it (the file's "
                               "own was made otherwise)");
        newAdjacency = triangleBytes(made);
    }

    // The sections after the triangles (and after the adjacency) move by
    // as many bytes as those grew or shrank.
    const qint64 triGrow = qint64(newTriangles.size()) - qint64(triBytes);
    const qint64 adjGrow = adjAt != 0 ? qint64(newAdjacency.size()) - qint64(triBytes) : 0;
    const quint64 triEnd = triAt + triBytes, adjEnd = adjAt + triBytes;
    bool fits = true;
    auto moved = [&](quint32 at) -> quint32 {
        if (at == 0)
            return 0;
        qint64 to = at;
        if (at >= triEnd && at != triAt)
            to += triGrow;
        if (adjAt != 0 && at >= adjEnd && at != adjAt)
            to += adjGrow;
        fits = fits && to > 0 && to <= qint64(0xffffffffu);
        return quint32(to);
    };
    QByteArray out = source;
    if (adjAt > triAt)
        out.replace(adjAt, qsizetype(triBytes), newAdjacency);
    out.replace(triAt, qsizetype(triBytes), newTriangles);
    if (adjAt != 0 && adjAt < triAt)
        out.replace(adjAt, qsizetype(triBytes), newAdjacency);
    for (int f : {OfsText, OfsMeshes, OfsVertexArrays, OfsTriangles, OfsAdjacency, OfsJoints, OfsPoses, OfsAnims,
                  OfsFrames, OfsBounds, OfsComment, OfsExtensions})
        setField(out, f, moved(p.field(f)));
    setField(out, FileSize, moved(p.field(FileSize)));
    setField(out, NumTriangles, newCount);
    const quint32 newMeshesAt = moved(meshesAt);
    for (quint32 m = 0; m < meshCount; ++m) {
        qToLittleEndian<quint32>(firsts[m], out.data() + newMeshesAt + m * kMeshSize + 16);
        qToLittleEndian<quint32>(sizes[m], out.data() + newMeshesAt + m * kMeshSize + 20);
    }
    const quint32 arraysAt = p.field(OfsVertexArrays), newArraysAt = moved(arraysAt);
    for (quint32 i = 0; i < p.field(NumVertexArrays); ++i) {
        const quint32 was = u32(source.constData() + arraysAt + i * kVertexArraySize + 16);
        const quint32 now = moved(was);
        // An array stays aligned to its component size.
        const quint32 format = u32(source.constData() + arraysAt + i * kVertexArraySize + 8);
        if (format < FormatCount && (now - was) % kFormatSizes[format] != 0)
            return std::nullopt;
        qToLittleEndian<quint32>(now, out.data() + newArraysAt + i * kVertexArraySize + 16);
    }
    // Extensions: a list, each with its data's offset and the next one's.
    quint32 extension = p.field(OfsExtensions);
    for (quint32 e = 0; e < p.field(NumExtensions) && extension != 0; ++e) {
        if (!p.holds(extension, kExtensionSize))
            return std::nullopt;
        const quint32 data = u32(source.constData() + extension + 8),
                      following = u32(source.constData() + extension + 12);
        const quint32 at = moved(extension);
        if (quint64(at) + kExtensionSize > quint64(out.size()))
            return std::nullopt;
        qToLittleEndian<quint32>(moved(data), out.data() + at + 8);
        qToLittleEndian<quint32>(moved(following), out.data() + at + 12);
        extension = following;
    }
    if (!fits)
        return std::nullopt;

    // The patched file must read as the model, with the names of `read`.
    ReadOptions options;
    options.options.insert(QLatin1String(kIqmKeepSourceOption), false);
    ReadResult back = readIqm(QString(), out, options);
    if (!back.ok())
        return std::nullopt;
    const std::optional<Model> expected = quarry::withNamesOf(model, back.model, {QLatin1String(kIqmSource)},
                                                              derivedIqmExtras());
    if (!expected || !sameModelBits(*expected, back.model))
        return std::nullopt;
    result.notes.prepend(tr("the triangles written anew (%1, were %2), with the meshes' triangle ranges, the "
                            "adjacency and the offsets of the sections after them; every other section's bytes as "
                            "stored")
                             .arg(newCount)
                             .arg(triCount));
    result.bytes = std::move(out);
    result.read = std::move(back.model);
    return result;
}

} // namespace quarry::iqm
