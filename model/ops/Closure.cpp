#include "model/ops/Closure.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <vector>

namespace quarry {

SurfaceClosure surfaceClosure(const QList<QVector3D> &positions, const QList<Triangle> &triangles)
{
    const qsizetype n = positions.size();
    if (triangles.size() < 4 || n < 4)
        return SurfaceClosure::Open;
    // One number per distinct position (exact bits; -0 and 0 differ, which
    // at worst calls a closed mesh open).
    struct Corner
    {
        std::array<quint32, 3> bits;
        quint32 vertex;
    };
    std::vector<Corner> corners(static_cast<std::size_t>(n));
    for (qsizetype v = 0; v < n; ++v) {
        const QVector3D &p = positions[v];
        corners[std::size_t(v)] = {
            {std::bit_cast<quint32>(p.x()), std::bit_cast<quint32>(p.y()), std::bit_cast<quint32>(p.z())}, quint32(v)};
    }
    std::sort(corners.begin(), corners.end(), [](const Corner &a, const Corner &b) { return a.bits < b.bits; });
    std::vector<quint32> point(static_cast<std::size_t>(n));
    quint32 next = 0;
    for (std::size_t i = 0; i < corners.size(); ++i) {
        if (i > 0 && corners[i].bits != corners[i - 1].bits)
            ++next;
        point[corners[i].vertex] = next;
    }
    // Directed edges: each must appear once, and its reverse once.
    std::vector<quint64> edges;
    edges.reserve(std::size_t(triangles.size()) * 3);
    double volume = 0;
    for (const Triangle &t : triangles) {
        if (t[0] >= quint32(n) || t[1] >= quint32(n) || t[2] >= quint32(n))
            return SurfaceClosure::Open;
        const quint32 a = point[t[0]], b = point[t[1]], c = point[t[2]];
        if (a == b || b == c || a == c)
            return SurfaceClosure::Open;
        edges.push_back(quint64(a) << 32 | b);
        edges.push_back(quint64(b) << 32 | c);
        edges.push_back(quint64(c) << 32 | a);
        const QVector3D &pa = positions[t[0]];
        volume += double(
            QVector3D::dotProduct(pa, QVector3D::crossProduct(positions[t[2]] - pa, positions[t[1]] - pa)));
    }
    // A hash set of the edges: a repeat means a third triangle on an edge
    // or two running one way; a missing opposite means an open edge.
    std::size_t capacity = 16;
    while (capacity < edges.size() * 2)
        capacity *= 2;
    constexpr quint64 kEmpty = ~quint64(0); // no edge: point numbers stay below 2^32 - 1
    std::vector<quint64> table(capacity, kEmpty);
    const std::size_t mask = capacity - 1;
    auto slotOf = [](quint64 k) {
        k ^= k >> 33;
        k *= 0xff51afd7ed558ccdULL;
        k ^= k >> 33;
        return std::size_t(k);
    };
    for (quint64 e : edges) {
        std::size_t slot = slotOf(e) & mask;
        while (table[slot] != kEmpty) {
            if (table[slot] == e)
                return SurfaceClosure::Open;
            slot = (slot + 1) & mask;
        }
        table[slot] = e;
    }
    for (quint64 e : edges) {
        const quint64 opposite = (e << 32) | (e >> 32);
        std::size_t slot = slotOf(opposite) & mask;
        while (table[slot] != opposite) {
            if (table[slot] == kEmpty)
                return SurfaceClosure::Open;
            slot = (slot + 1) & mask;
        }
    }
    if (!std::isfinite(volume) || volume == 0)
        return SurfaceClosure::Open;
    return volume > 0 ? SurfaceClosure::Outward : SurfaceClosure::Inward;
}

} // namespace quarry
