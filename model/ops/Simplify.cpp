#include "model/ops/Simplify.h"

#include <meshoptimizer.h>

#include <QSet>

#include <algorithm>
#include <cmath>
#include <utility>
#include <vector>

namespace quarry {

namespace {

bool finite(const QVector3D &p)
{
    return std::isfinite(p.x()) && std::isfinite(p.y()) && std::isfinite(p.z());
}

// The triangles whose indexes are in range (and, with `finiteOnly`, whose
// corners are finite), as a flat index list.
std::vector<unsigned> usableIndexes(const QList<QVector3D> &positions, const QList<Triangle> &triangles,
                                    bool finiteOnly)
{
    std::vector<unsigned> indexes;
    indexes.reserve(size_t(triangles.size()) * 3);
    const auto count = quint32(positions.size());
    for (const Triangle &t : triangles) {
        if (t[0] >= count || t[1] >= count || t[2] >= count)
            continue;
        if (finiteOnly && (!finite(positions[t[0]]) || !finite(positions[t[1]]) || !finite(positions[t[2]])))
            continue;
        indexes.insert(indexes.end(), {t[0], t[1], t[2]});
    }
    return indexes;
}

// Smallest index first (the winding kept), degenerate and repeated
// triangles left out.
QList<Triangle> canonicalTriangles(const std::vector<unsigned> &indexes, size_t count)
{
    QList<Triangle> out;
    out.reserve(qsizetype(count / 3));
    QSet<std::pair<quint64, quint32>> seen;
    for (size_t i = 0; i + 2 < count; i += 3) {
        Triangle t{indexes[i], indexes[i + 1], indexes[i + 2]};
        if (t[0] == t[1] || t[1] == t[2] || t[0] == t[2])
            continue;
        while (t[0] > t[1] || t[0] > t[2])
            t = Triangle{t[1], t[2], t[0]};
        const std::pair<quint64, quint32> key{(quint64(t[0]) << 32) | t[1], t[2]};
        if (seen.contains(key))
            continue;
        seen.insert(key);
        out.append(t);
    }
    return out;
}

size_t sloppy(std::vector<unsigned> &out, const std::vector<unsigned> &in, const QList<QVector3D> &positions,
              size_t targetIndexes)
{
    return meshopt_simplifySloppy(out.data(), in.data(), in.size(),
                                  reinterpret_cast<const float *>(positions.constData()), size_t(positions.size()),
                                  sizeof(QVector3D), targetIndexes, 1.0f, nullptr);
}

} // namespace

QList<Triangle> simplifyTriangles(const QList<QVector3D> &positions, const QList<Triangle> &triangles,
                                  qsizetype targetTriangles, SimplifyMethod method)
{
    const std::vector<unsigned> inRange = usableIndexes(positions, triangles, false);
    const size_t target = size_t(std::max<qsizetype>(targetTriangles, 0)) * 3;
    if (targetTriangles <= 0 || inRange.size() <= target) {
        QList<Triangle> kept;
        kept.reserve(qsizetype(inRange.size() / 3));
        for (size_t i = 0; i + 2 < inRange.size(); i += 3)
            kept.append(Triangle{inRange[i], inRange[i + 1], inRange[i + 2]});
        return kept;
    }
    const std::vector<unsigned> indexes = usableIndexes(positions, triangles, true);
    if (indexes.empty())
        return {};
    // meshoptimizer measures every vertex, used or not: a vertex that is
    // not finite (no triangle left uses it) is moved onto one that is.
    QList<QVector3D> cleaned;
    const QList<QVector3D> *source = &positions;
    if (std::any_of(positions.cbegin(), positions.cend(), [](const QVector3D &p) { return !finite(p); })) {
        cleaned = positions;
        const QVector3D stand = positions.at(indexes.front());
        for (QVector3D &p : cleaned)
            if (!finite(p))
                p = stand;
        source = &cleaned;
    }
    std::vector<unsigned> out(indexes.size());
    size_t count = 0;
    if (method == SimplifyMethod::Close) {
        count = meshopt_simplify(out.data(), indexes.data(), indexes.size(),
                                 reinterpret_cast<const float *>(source->constData()), size_t(source->size()),
                                 sizeof(QVector3D), target, 1.0f, 0, nullptr);
        if (count > target + target / 10)
            count = sloppy(out, indexes, *source, target);
    } else {
        count = sloppy(out, indexes, *source, target);
    }
    return canonicalTriangles(out, count);
}

} // namespace quarry
