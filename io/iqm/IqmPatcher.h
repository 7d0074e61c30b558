// The bytes of a kept IQM file as the patches that rewrite part of it
// (IqmGeometryPatch.h, IqmTrianglePatch.h) see them: the header's fields,
// the vertex arrays, each mesh's file vertices, the triangles.
#pragma once

#include "io/iqm/IqmComponents.h"
#include "io/iqm/IqmFormat.h"
#include "model/Mesh.h"

#include <QByteArray>
#include <QList>
#include <QVector3D>

#include <algorithm>
#include <vector>

namespace quarry::iqm::patching {

// A value as the number an array of `format` stores, inverting the
// normalization the reader applies to integer formats.
inline double storedNumber(float x, quint32 format)
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

} // namespace quarry::iqm::patching
