#include "io/iqm/IqmGeometryPatch.h"

#include "io/iqm/IqmAdjacency.h"
#include "io/iqm/IqmBounds.h"
#include "io/iqm/IqmComponents.h"
#include "io/iqm/IqmFormat.h"
#include "io/iqm/IqmFrameEncoder.h"
#include "io/iqm/IqmReader.h"
#include "io/kept/KeptSource.h"
#include "model/Translate.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <vector>

namespace quarry::iqm {

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

// A value as the number an array of `format` stores, inverting the
// normalization the reader applies to integer formats.
double storedNumber(float x, quint32 format)
{
    const double v = double(x);
    switch (format) {
    case Byte: return (v * 255.0 - 1.0) / 2.0;
    case UByte: return v * 255.0;
    case Short: return (v * 65535.0 - 1.0) / 2.0;
    case UShort: return v * 65535.0;
    case Int: return (v * 4294967295.0 - 1.0) / 2.0;
    case UInt: return v * 4294967295.0;
    default: return v;
    }
}

struct ArrayRecord
{
    quint32 type = 0, format = 0, size = 0, offset = 0;
    quint32 stride() const { return size * kFormatSizes[format]; }
};

class Patcher
{
public:
    explicit Patcher(const QByteArray &source)
        : m_out(source)
    { }

    quint32 field(int f) const { return u32(m_out.constData() + headerFieldOffset(f)); }
    bool holds(quint64 at, quint64 bytes) const { return at + bytes <= quint64(m_out.size()); }

    bool readArrays()
    {
        const quint32 at = field(OfsVertexArrays), n = field(NumVertexArrays);
        if (!holds(at, quint64(n) * kVertexArraySize))
            return false;
        for (quint32 i = 0; i < n; ++i) {
            const char *r = m_out.constData() + at + i * kVertexArraySize;
            ArrayRecord a{u32(r), u32(r + 8), u32(r + 12), u32(r + 16)};
            if (a.format >= FormatCount || a.size == 0 || !holds(a.offset, quint64(field(NumVertexes)) * a.stride()))
                return false;
            m_arrays.append(a);
        }
        return true;
    }

    const ArrayRecord *array(quint32 type) const
    {
        for (const ArrayRecord &a : m_arrays)
            if (a.type == type)
                return &a;
        return nullptr;
    }

    // Each vertex of mesh `m` of `read`: the file's vertex it is (its own
    // range, then the ones its triangles use outside it, as the reader
    // appends them); empty when the file does not say.
    std::vector<quint32> vertexMap(const Mesh &mesh, quint32 m) const
    {
        const quint64 rec = quint64(field(OfsMeshes)) + quint64(m) * kMeshSize;
        if (m >= field(NumMeshes) || !holds(rec, kMeshSize))
            return {};
        const char *r = m_out.constData() + rec;
        const quint32 first = u32(r + 8), count = u32(r + 12), firstTri = u32(r + 16), tris = u32(r + 20);
        const quint64 triAt = quint64(field(OfsTriangles)) + quint64(firstTri) * kTriangleSize;
        if (tris != quint32(mesh.triangles.size()) || !holds(triAt, quint64(tris) * kTriangleSize))
            return {};
        std::vector<quint32> map(size_t(mesh.vertexCount()), ~0u);
        for (quint32 l = 0; l < count && l < map.size(); ++l)
            map[l] = first + l;
        for (size_t k = 0; k < size_t(tris) * 3; ++k) {
            const quint32 local = mesh.triangles[qsizetype(k / 3)][k % 3];
            if (local >= count && local < map.size())
                map[local] = u32(m_out.constData() + triAt + k * 4);
        }
        for (quint32 g : map)
            if (g >= field(NumVertexes))
                return {};
        return map;
    }

    // Writes triangle `t` of mesh `m` (its corners as the file's vertices).
    bool storeTriangle(quint32 m, quint32 t, const quint32 corners[3])
    {
        const quint64 rec = quint64(field(OfsMeshes)) + quint64(m) * kMeshSize;
        if (!holds(rec, kMeshSize))
            return false;
        const quint64 at = quint64(field(OfsTriangles))
                           + (quint64(u32(m_out.constData() + rec + 16)) + t) * kTriangleSize;
        if (!holds(at, kTriangleSize))
            return false;
        qToLittleEndian<quint32>(corners, 3, m_out.data() + at);
        return true;
    }

    // Writes `n` floats of a vertex into array `a` at file vertex `g`.
    void store(const ArrayRecord &a, quint32 g, const float *v, int n)
    {
        char *dst = m_out.data() + a.offset + quint64(g) * a.stride();
        const quint32 fsize = kFormatSizes[a.format];
        for (int c = 0; c < std::min<int>(n, int(a.size)); ++c) {
            const double number = storedNumber(v[c], a.format);
            doublesToComponents(&number, a.format, 1, dst + c * fsize);
        }
    }

    // Every file vertex's position, from the bytes as they are now.
    QList<QVector3D> positions() const
    {
        QList<QVector3D> p(field(NumVertexes));
        static const float zero[3] = {0, 0, 0};
        if (const ArrayRecord *a = array(Position))
            componentsToFloats(m_out.constData() + a->offset, a->format, int(a->size), p.size(), true,
                               reinterpret_cast<float *>(p.data()), 3, zero);
        return p;
    }

    // The file's blend data as the bounds and adjacency take it: weights
    // (4 bytes a vertex) and indexes (4 little-endian ushorts); false when
    // stored in another layout. Both empty for an unskinned file.
    bool blends(QByteArray &weights, QByteArray &indexes) const
    {
        const ArrayRecord *w = array(BlendWeights), *i = array(BlendIndexes);
        if (!w || !i)
            return !w && !i;
        if (w->format != UByte || w->size != 4 || (i->format != UByte && i->format != UShort) || i->size != 4)
            return false;
        const quint32 n = field(NumVertexes);
        weights = QByteArray(m_out.constData() + w->offset, qsizetype(n) * 4);
        indexes = QByteArray(qsizetype(n) * 8, '\0');
        for (quint32 v = 0; v < n * 4; ++v) {
            const quint16 index = i->format == UByte ? quint8(m_out.constData()[i->offset + v])
                                                     : u16(m_out.constData() + i->offset + v * 2);
            qToLittleEndian<quint16>(index, indexes.data() + v * 2);
        }
        return true;
    }

    QList<Triangle> triangles() const
    {
        const quint32 n = field(NumTriangles);
        QList<Triangle> t(n);
        if (n > 0)
            qFromLittleEndian<quint32>(m_out.constData() + field(OfsTriangles), qsizetype(n) * 3, t.data()->data());
        return t;
    }

    QByteArray &bytes() { return m_out; }

private:
    QByteArray m_out;
    QList<ArrayRecord> m_arrays;
};

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
