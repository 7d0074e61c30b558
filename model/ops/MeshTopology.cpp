#include "model/ops/MeshTopology.h"

#include <algorithm>
#include <bit>
#include <vector>

namespace quarry {

namespace {

quint32 bitsOf(float f)
{
    return std::bit_cast<quint32>(f == 0.0f ? 0.0f : f); // -0 and 0 alike
}

std::size_t mix(quint64 k)
{
    k ^= k >> 33;
    k *= 0xff51afd7ed558ccdULL;
    k ^= k >> 33;
    k *= 0xc4ceb9fe1a85ec53ULL;
    k ^= k >> 33;
    return std::size_t(k);
}

} // namespace

QList<quint32> positionPoints(const QList<QVector3D> &positions, qsizetype *count)
{
    // Open addressing on the positions' bits, kept in the table so that a
    // lookup touches one slot: one pass, no sorting.
    const qsizetype n = positions.size();
    QList<quint32> point(n);
    std::size_t capacity = 16;
    while (capacity < std::size_t(n) * 2)
        capacity *= 2;
    struct Slot
    {
        quint32 x, y, z;
        quint32 point; // kEmpty: no position here yet
    };
    constexpr quint32 kEmpty = ~quint32(0);
    std::vector<Slot> table(capacity, Slot{0, 0, 0, kEmpty});
    const std::size_t mask = capacity - 1;
    quint32 next = 0;
    for (qsizetype v = 0; v < n; ++v) {
        const QVector3D &p = positions[v];
        const quint32 x = bitsOf(p.x()), y = bitsOf(p.y()), z = bitsOf(p.z());
        std::size_t slot = mix((quint64(x) << 32 | y) ^ (quint64(z) * 0x9e3779b97f4a7c15ULL)) & mask;
        while (true) {
            Slot &s = table[slot];
            if (s.point == kEmpty) {
                s = {x, y, z, next};
                point[v] = next++;
                break;
            }
            if (s.x == x && s.y == y && s.z == z) {
                point[v] = s.point;
                break;
            }
            slot = (slot + 1) & mask;
        }
    }
    if (count)
        *count = next;
    return point;
}

MeshTopology meshTopology(const Mesh &mesh, const QList<bool> &excluded)
{
    MeshTopology t;
    t.pointOf = positionPoints(mesh.positions, &t.pointCount);
    const qsizetype triangleCount = mesh.triangles.size();
    const bool skip = excluded.size() == triangleCount;
    t.triangleStart.fill(0, t.pointCount + 1);
    for (qsizetype i = 0; i < triangleCount; ++i) {
        if (skip && excluded[i])
            continue;
        const Triangle &tri = mesh.triangles[i];
        const quint32 a = t.pointOf[tri[0]], b = t.pointOf[tri[1]], c = t.pointOf[tri[2]];
        ++t.triangleStart[a + 1];
        if (b != a)
            ++t.triangleStart[b + 1];
        if (c != a && c != b)
            ++t.triangleStart[c + 1];
    }
    for (qsizetype p = 0; p < t.pointCount; ++p)
        t.triangleStart[p + 1] += t.triangleStart[p];
    t.pointTriangles.resize(t.triangleStart[t.pointCount]);
    QList<quint32> fill(t.triangleStart.cbegin(), t.triangleStart.cend() - 1);
    for (qsizetype i = 0; i < triangleCount; ++i) {
        if (skip && excluded[i])
            continue;
        const Triangle &tri = mesh.triangles[i];
        const quint32 a = t.pointOf[tri[0]], b = t.pointOf[tri[1]], c = t.pointOf[tri[2]];
        t.pointTriangles[fill[a]++] = quint32(i);
        if (b != a)
            t.pointTriangles[fill[b]++] = quint32(i);
        if (c != a && c != b)
            t.pointTriangles[fill[c]++] = quint32(i);
    }
    return t;
}

QList<MeshEdge> meshEdges(const Mesh &mesh, const QList<quint32> &pointOf, const QList<bool> &excluded)
{
    struct Use
    {
        quint64 key;
        quint32 triangle;
        quint8 corner;
    };
    const bool skip = excluded.size() == mesh.triangles.size();
    std::vector<Use> uses;
    uses.reserve(std::size_t(mesh.triangles.size()) * 3);
    for (qsizetype i = 0; i < mesh.triangles.size(); ++i) {
        if (skip && excluded[i])
            continue;
        const Triangle &tri = mesh.triangles[i];
        for (quint8 c = 0; c < 3; ++c) {
            const quint32 a = pointOf[tri[c]], b = pointOf[tri[(c + 1) % 3]];
            if (a == b)
                continue;
            uses.push_back({a < b ? (quint64(a) << 32 | b) : (quint64(b) << 32 | a), quint32(i), c});
        }
    }
    std::sort(uses.begin(), uses.end(), [](const Use &x, const Use &y) {
        return x.key != y.key             ? x.key < y.key
               : x.triangle != y.triangle ? x.triangle < y.triangle
                                          : x.corner < y.corner;
    });
    QList<MeshEdge> edges;
    for (std::size_t i = 0; i < uses.size();) {
        std::size_t j = i + 1;
        while (j < uses.size() && uses[j].key == uses[i].key)
            ++j;
        edges.append(
            {quint32(uses[i].key >> 32), quint32(uses[i].key), quint32(j - i), uses[i].triangle, uses[i].corner});
        i = j;
    }
    return edges;
}

} // namespace quarry
