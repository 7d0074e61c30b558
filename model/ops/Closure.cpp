#include "model/ops/Closure.h"

#include <algorithm>
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
    std::vector<quint32> order(static_cast<std::size_t>(n));
    for (qsizetype v = 0; v < n; ++v)
        order[std::size_t(v)] = quint32(v);
    auto bits = [&positions](quint32 v) {
        const QVector3D &p = positions[v];
        return std::array<quint32, 3>{std::bit_cast<quint32>(p.x()), std::bit_cast<quint32>(p.y()),
                                      std::bit_cast<quint32>(p.z())};
    };
    std::sort(order.begin(), order.end(), [&bits](quint32 a, quint32 b) { return bits(a) < bits(b); });
    std::vector<quint32> point(static_cast<std::size_t>(n));
    quint32 next = 0;
    for (std::size_t i = 0; i < order.size(); ++i) {
        if (i > 0 && bits(order[i]) != bits(order[i - 1]))
            ++next;
        point[order[i]] = next;
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
        volume += double(QVector3D::dotProduct(pa, QVector3D::crossProduct(positions[t[2]] - pa, positions[t[1]] - pa)));
    }
    std::sort(edges.begin(), edges.end());
    if (std::adjacent_find(edges.begin(), edges.end()) != edges.end())
        return SurfaceClosure::Open;
    for (quint64 e : edges)
        if (!std::binary_search(edges.begin(), edges.end(), (e << 32) | (e >> 32)))
            return SurfaceClosure::Open;
    if (!std::isfinite(volume) || volume == 0)
        return SurfaceClosure::Open;
    return volume > 0 ? SurfaceClosure::Outward : SurfaceClosure::Inward;
}

} // namespace quarry
