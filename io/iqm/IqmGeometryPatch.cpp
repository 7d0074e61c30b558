#include "io/iqm/IqmGeometryPatch.h"

#include "io/iqm/IqmAdjacency.h"
#include "io/iqm/IqmBounds.h"
#include "io/iqm/IqmComponents.h"
#include "io/iqm/IqmFormat.h"
#include "io/iqm/IqmFrameEncoder.h"
#include "io/iqm/IqmPatcher.h"
#include "io/iqm/IqmReader.h"
#include "io/kept/KeptSource.h"
#include "model/Translate.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <vector>

namespace quarry::iqm {

using namespace patching;

namespace {

// The vertex streams a geometry patch writes, with the IQM array each is
// stored in and its width in floats.
enum Stream { Positions, Normals, Tangents, Texcoords, Colors, StreamCount };
constexpr quint32 kStreamArray[StreamCount] = {Position, Normal, Tangent, TexCoord, Color};
constexpr int kStreamWidth[StreamCount] = {3, 3, 4, 2, 4};

const float *streamData(const Mesh &m, int s)
{
    switch (s) {
    case Positions: return reinterpret_cast<const float *>(m.positions.constData());
    case Normals: return reinterpret_cast<const float *>(m.normals.constData());
    case Tangents: return reinterpret_cast<const float *>(m.tangents.constData());
    case Texcoords:
        return m.texcoords.isEmpty() ? nullptr : reinterpret_cast<const float *>(m.texcoords[0].constData());
    default: return reinterpret_cast<const float *>(m.colors.constData());
    }
}

qsizetype streamSize(const Mesh &m, int s)
{
    switch (s) {
    case Positions: return m.positions.size();
    case Normals: return m.normals.size();
    case Tangents: return m.tangents.size();
    case Texcoords: return m.texcoords.isEmpty() ? -1 : m.texcoords[0].size();
    default: return m.colors.size();
    }
}

// `m` with the patchable streams of `from`.
void takeStreams(Mesh &m, const Mesh &from)
{
    m.positions = from.positions;
    m.normals = from.normals;
    m.tangents = from.tangents;
    m.colors = from.colors;
    if (!m.texcoords.isEmpty() && !from.texcoords.isEmpty())
        m.texcoords[0] = from.texcoords[0];
    if (m.triangles.size() == from.triangles.size())
        m.triangles = from.triangles;
}

// The model as compared with what a file reads as: no kept bytes, the
// derived extras and the names of `read`.
std::optional<Model> comparable(const Model &model, const Model &read)
{
    return quarry::withNamesOf(model, read, {QLatin1String(kIqmSource)}, derivedIqmExtras());
}

// Stored bounds of the frames whose exact bounds the moved vertices
// change, made anew; false when the file's blend data is in a layout the
// bounds cannot be made from.
bool patchBounds(Patcher &p, const QList<QVector3D> &before, const QList<QVector3D> &after, const Model &read)
{
    const quint32 frameCount = p.field(NumFrames), at = p.field(OfsBounds);
    if (frameCount == 0 || at == 0)
        return true;
    if (!p.holds(at, quint64(frameCount) * kBoundsSize))
        return false;
    QByteArray weights, indexes;
    if (!p.blends(weights, indexes))
        return false;
    const EncodedFrames frames = encodeFrames(read.skeleton, read.animations);
    if (frames.frameCount != int(frameCount))
        return false;
    Mesh all;
    all.positions = before;
    const QList<float> old = frameBounds(read.skeleton, {all}, frames, {weights}, {indexes});
    all.positions = after;
    const QList<float> now = frameBounds(read.skeleton, {all}, frames, {weights}, {indexes});
    if (old.size() != qsizetype(frameCount) * 8 || now.size() != old.size())
        return false;
    for (quint32 f = 0; f < frameCount; ++f)
        if (std::memcmp(old.constData() + f * 8, now.constData() + f * 8, 8 * sizeof(float)) != 0)
            qToLittleEndian<float>(now.constData() + f * 8, 8, p.bytes().data() + at + f * kBoundsSize);
    return true;
}

// The adjacency made anew where the moved vertices or changed triangles
// change it, when the stored one is what the format's converter makes of
// the file as read (`stored0` and `before`); else the stored one, carried
// over to triangles whose corners were only reordered, or kept with a note.
void patchAdjacency(Patcher &p, const QList<Triangle> &stored0, const QList<QVector3D> &before,
                    const QList<QVector3D> &after, QStringList &notes)
{
    const quint32 n = p.field(NumTriangles), at = p.field(OfsAdjacency);
    if (n == 0 || at == 0 || !p.holds(at, quint64(n) * kTriangleSize))
        return;
    QByteArray weights, indexes, blends;
    if (p.blends(weights, indexes)) {
        for (qsizetype v = 0; v < weights.size() / 4; ++v)
            blends.append(indexes.constData() + v * 8, 8).append(weights.constData() + v * 4, 4);
    }
    const QList<quint32> old = triangleAdjacency(stored0, before, blends);
    const QList<quint32> now = triangleAdjacency(p.triangles(), after, blends);
    if (old == now)
        return;
    QList<quint32> stored(qsizetype(n) * 3);
    qFromLittleEndian<quint32>(p.bytes().constData() + at, stored.size(), stored.data());
    if (stored == old) {
        qToLittleEndian<quint32>(now.constData(), now.size(), p.bytes().data() + at);
        return;
    }
    // The file's own adjacency: where no vertex moved and triangles only
    // had their corners reordered (a winding flipped), each edge keeps the
    // neighbour it had.
    const QList<Triangle> edited = p.triangles();
    bool carried = before == after && edited.size() == stored0.size();
    QList<quint32> kept = stored;
    for (qsizetype t = 0; t < edited.size() && carried; ++t) {
        const Triangle &a = edited[t], &b = stored0[t];
        if (a == b)
            continue;
        for (int e = 0; e < 3 && carried; ++e) {
            const quint32 x = a[e], y = a[(e + 1) % 3];
            int was = -1;
            for (int f = 0; f < 3; ++f)
                if ((b[f] == x && b[(f + 1) % 3] == y) || (b[f] == y && b[(f + 1) % 3] == x))
                    was = f;
            carried = was >= 0;
            if (carried)
                kept[t * 3 + e] = stored[t * 3 + was];
        }
    }
    if (carried)
        qToLittleEndian<quint32>(kept.constData(), kept.size(), p.bytes().data() + at);
    else
        notes << tr("the triangles' adjacency is kept as stored although the edit changes which triangles meet "
                    "(the file's adjacency was not made as the format's converter makes it)");
}

} // namespace

QStringList derivedIqmExtras()
{
    return {QStringLiteral("iqm.bounds"), QStringLiteral("iqm.boundsKey")};
}

std::optional<GeometryPatch> patchIqmGeometry(const QByteArray &source, const Model &model, const Model &read)
{
    if (model.meshes.size() != read.meshes.size() || source.size() < qsizetype(kHeaderSize))
        return std::nullopt;
    // Nothing but the patchable streams (and names) may differ, each
    // stream keeping its length.
    Model values = model;
    for (qsizetype m = 0; m < model.meshes.size(); ++m) {
        for (int s = 0; s < StreamCount; ++s)
            if (streamSize(model.meshes[m], s) != streamSize(read.meshes[m], s))
                return std::nullopt;
        takeStreams(values.meshes[m], read.meshes[m]);
    }
    // (The model's derived extras too: they are what the file as read gives.)
    const std::optional<Model> rest = quarry::withNamesOf(values, read, {QLatin1String(kIqmSource)});
    if (!rest || !sameModelBits(*rest, read))
        return std::nullopt;

    Patcher p(source);
    if (!p.readArrays())
        return std::nullopt;
    const QList<QVector3D> before = p.positions();
    const QList<Triangle> triangles = p.triangles();
    bool moved = false, retriangled = false;
    QList<std::pair<qsizetype, int>> lossy; // mesh and stream stored in an integer or half format
    for (qsizetype m = 0; m < model.meshes.size(); ++m) {
        const Mesh &mesh = model.meshes[m], &was = read.meshes[m];
        std::vector<quint32> map;
        for (int s = 0; s < StreamCount; ++s) {
            const float *now = streamData(mesh, s), *then = streamData(was, s);
            const qsizetype count = streamSize(mesh, s);
            const int width = kStreamWidth[s];
            if (count <= 0 || std::memcmp(now, then, size_t(count) * size_t(width) * sizeof(float)) == 0)
                continue;
            const ArrayRecord *a = p.array(kStreamArray[s]);
            if (!a)
                return std::nullopt;
            if (map.empty() && (map = p.vertexMap(was, quint32(m))).empty())
                return std::nullopt;
            if (a->format != Float && a->format != Double)
                lossy.append({m, s});
            for (qsizetype v = 0; v < count; ++v) {
                if (std::memcmp(now + v * width, then + v * width, size_t(width) * sizeof(float)) == 0)
                    continue;
                p.store(*a, map[size_t(v)], now + v * width, width);
                moved = moved || s == Positions;
            }
        }
        // Triangles changed in place (winding flipped, corners moved), as
        // many as before.
        if (mesh.triangles == was.triangles)
            continue;
        if (map.empty() && (map = p.vertexMap(was, quint32(m))).empty())
            return std::nullopt;
        for (qsizetype t = 0; t < mesh.triangles.size(); ++t) {
            if (mesh.triangles[t] == was.triangles[t])
                continue;
            quint32 corners[3];
            for (int k = 0; k < 3; ++k) {
                if (mesh.triangles[t][k] >= map.size())
                    return std::nullopt;
                corners[k] = map[mesh.triangles[t][k]];
            }
            if (!p.storeTriangle(quint32(m), quint32(t), corners))
                return std::nullopt;
        }
        retriangled = true;
    }
    GeometryPatch result;
    const QList<QVector3D> after = p.positions();
    if (moved && !patchBounds(p, before, after, read))
        return std::nullopt;
    if (moved || retriangled)
        patchAdjacency(p, triangles, before, after, result.notes);

    // The patched file must read as the model, with the names of `read`.
    ReadOptions options;
    options.options.insert(QLatin1String(kIqmKeepSourceOption), false);
    ReadResult back = readIqm(QString(), p.bytes(), options);
    if (!back.ok())
        return std::nullopt;
    std::optional<Model> expected = comparable(model, back.model);
    if (!expected)
        return std::nullopt;
    // A stream stored in an integer or half format holds the nearest value
    // it can: the model's within one step.
    for (const auto &[m, s] : std::as_const(lossy)) {
        const Mesh &got = back.model.meshes[m];
        Mesh &want = expected->meshes[m];
        const float *g = streamData(got, s), *w = streamData(want, s);
        const qsizetype n = streamSize(want, s) * kStreamWidth[s];
        if (streamSize(got, s) != streamSize(want, s))
            return std::nullopt;
        for (qsizetype i = 0; i < n; ++i)
            if (!(std::abs(g[i] - w[i]) <= 1.0f / 127.0f + 1e-3f * std::abs(w[i])))
                return std::nullopt;
        switch (s) {
        case Positions: want.positions = got.positions; break;
        case Normals: want.normals = got.normals; break;
        case Tangents: want.tangents = got.tangents; break;
        case Texcoords: want.texcoords[0] = got.texcoords[0]; break;
        default: want.colors = got.colors; break;
        }
    }
    if (!sameModelBits(*expected, back.model))
        return std::nullopt;
    result.bytes = std::move(p.bytes());
    result.read = std::move(back.model);
    return result;
}

} // namespace quarry::iqm
