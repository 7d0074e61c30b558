#include "model/ops/Simplify.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

namespace quarry {

namespace {

constexpr quint32 kNone = std::numeric_limits<quint32>::max();
constexpr quint64 kEmptyKey = std::numeric_limits<quint64>::max();
constexpr int kCellBits = 21;
constexpr float kMaxCell = float((1 << kCellBits) - 1);

// Cell coordinates packed into one key -> cluster number: open addressing
// with linear probing, sized for the vertices so it never fills.
class CellTable
{
public:
    explicit CellTable(std::size_t entries)
    {
        std::size_t capacity = 16;
        while (capacity < entries * 2)
            capacity *= 2;
        m_keys.assign(capacity, kEmptyKey);
        m_values.resize(capacity);
        m_mask = capacity - 1;
    }

    // The cluster of `key`, numbering a new one `next` where it is new.
    quint32 find(quint64 key, quint32 next, bool *added)
    {
        std::size_t slot = mix(key) & m_mask;
        while (true) {
            if (m_keys[slot] == key) {
                *added = false;
                return m_values[slot];
            }
            if (m_keys[slot] == kEmptyKey) {
                m_keys[slot] = key;
                m_values[slot] = next;
                *added = true;
                return next;
            }
            slot = (slot + 1) & m_mask;
        }
    }

private:
    static std::size_t mix(quint64 k)
    {
        k ^= k >> 33;
        k *= 0xff51afd7ed558ccdULL;
        k ^= k >> 33;
        k *= 0xc4ceb9fe1a85ec53ULL;
        k ^= k >> 33;
        return std::size_t(k);
    }

    std::vector<quint64> m_keys;
    std::vector<quint32> m_values;
    std::size_t m_mask = 0;
};

quint64 cellCoordinate(float value, float origin, float inverseCell)
{
    const float c = (value - origin) * inverseCell;
    // NaN and out-of-range positions land in the outermost cells.
    if (!(c > 0.0f))
        return 0;
    return quint64(std::min(c, kMaxCell));
}

// One clustering with cells of edge `cell`: the re-indexed triangles,
// collapsed ones and repeats removed.
QList<Triangle> clusterOnce(const QList<QVector3D> &positions, const QList<Triangle> &triangles,
                            const std::vector<bool> &used, std::size_t usedCount, const QVector3D &origin, float cell)
{
    const std::size_t n = std::size_t(positions.size());
    const float inverse = 1.0f / cell;
    CellTable table(usedCount);
    std::vector<quint32> clusterOf(n, kNone);
    std::vector<QVector3D> sum;
    std::vector<quint32> count;
    for (std::size_t v = 0; v < n; ++v) {
        if (!used[v])
            continue;
        const QVector3D &p = positions[qsizetype(v)];
        const quint64 key = cellCoordinate(p.x(), origin.x(), inverse)
                            | cellCoordinate(p.y(), origin.y(), inverse) << kCellBits
                            | cellCoordinate(p.z(), origin.z(), inverse) << (2 * kCellBits);
        bool added = false;
        const quint32 c = table.find(key, quint32(sum.size()), &added);
        if (added) {
            sum.emplace_back(0.0f, 0.0f, 0.0f);
            count.push_back(0);
        }
        clusterOf[v] = c;
        sum[c] += p;
        ++count[c];
    }
    // Each cluster's representative: its vertex nearest the mean.
    std::vector<quint32> representative(sum.size(), kNone);
    std::vector<float> nearest(sum.size(), std::numeric_limits<float>::infinity());
    for (std::size_t c = 0; c < sum.size(); ++c)
        sum[c] /= float(count[c]);
    for (std::size_t v = 0; v < n; ++v) {
        const quint32 c = clusterOf[v];
        if (c == kNone)
            continue;
        const float d = (positions[qsizetype(v)] - sum[c]).lengthSquared();
        if (d < nearest[c] || representative[c] == kNone) {
            nearest[c] = d;
            representative[c] = quint32(v);
        }
    }
    QList<Triangle> out;
    out.reserve(std::min<qsizetype>(triangles.size(), qsizetype(sum.size()) * 3));
    for (const Triangle &t : triangles) {
        if (t[0] >= n || t[1] >= n || t[2] >= n)
            continue;
        const quint32 a = representative[clusterOf[t[0]]];
        const quint32 b = representative[clusterOf[t[1]]];
        const quint32 c = representative[clusterOf[t[2]]];
        if (a == b || b == c || a == c)
            continue;
        // Rotated so the smallest index comes first: the winding stays and
        // repeats compare equal.
        if (a < b && a < c)
            out.append({a, b, c});
        else if (b < c)
            out.append({b, c, a});
        else
            out.append({c, a, b});
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

} // namespace

SimplifiedTriangles simplifyByClustering(const QList<QVector3D> &positions, const QList<Triangle> &triangles,
                                         qsizetype targetTriangles)
{
    SimplifiedTriangles result;
    const quint32 n = quint32(std::min<qsizetype>(positions.size(), kNone - 1));
    if (triangles.size() <= targetTriangles || targetTriangles <= 0) {
        result.triangles.reserve(triangles.size());
        for (const Triangle &t : triangles)
            if (t[0] < n && t[1] < n && t[2] < n)
                result.triangles.append(t);
        return result;
    }
    // The vertices triangles use, their extent and the surface's area.
    std::vector<bool> used(n, false);
    std::size_t usedCount = 0;
    double area = 0;
    for (const Triangle &t : triangles) {
        if (t[0] >= n || t[1] >= n || t[2] >= n)
            continue;
        for (quint32 v : t)
            if (!used[v]) {
                used[v] = true;
                ++usedCount;
            }
        const QVector3D &a = positions[t[0]];
        const double doubled = QVector3D::crossProduct(positions[t[1]] - a, positions[t[2]] - a).length();
        if (std::isfinite(doubled))
            area += doubled * 0.5;
    }
    QVector3D lo(std::numeric_limits<float>::max(), std::numeric_limits<float>::max(),
                 std::numeric_limits<float>::max());
    QVector3D hi = -lo;
    for (quint32 v = 0; v < n; ++v) {
        const QVector3D &p = positions[v];
        if (!used[v] || !std::isfinite(p.x()) || !std::isfinite(p.y()) || !std::isfinite(p.z()))
            continue;
        lo = QVector3D(std::min(lo.x(), p.x()), std::min(lo.y(), p.y()), std::min(lo.z(), p.z()));
        hi = QVector3D(std::max(hi.x(), p.x()), std::max(hi.y(), p.y()), std::max(hi.z(), p.z()));
    }
    if (usedCount == 0 || lo.x() > hi.x())
        return result;
    const float extent = std::max({hi.x() - lo.x(), hi.y() - lo.y(), hi.z() - lo.z()});
    if (!(extent > 0))
        return {};  // every triangle collapses to a point
    // A surface cut into cells of edge h keeps about one vertex per cell it
    // crosses (area / 1.5 h^2 of them) and about two triangles per vertex.
    const double target = double(std::max<qsizetype>(targetTriangles, 1));
    float cell = area > 0 ? float(std::sqrt(2.0 * area / (1.5 * target))) : extent / float(std::cbrt(target));
    cell = std::max(cell, extent / kMaxCell);
    QList<Triangle> best;
    float bestCell = 0;
    // Triangles fall off about as a power of the cell size (2 for a smooth
    // surface; more where cells swallow thin parts whole): each pass aims
    // at 85% of the target with the exponent the last two passes showed.
    double exponent = 2.0;
    double lastCell = 0, lastCount = 0;
    constexpr int kPasses = 10;
    for (int pass = 0; pass < kPasses; ++pass) {
        QList<Triangle> out = clusterOnce(positions, triangles, used, usedCount, lo, cell);
        const double count = double(std::max<qsizetype>(out.size(), 1));
        const double ratio = double(out.size()) / target;
        // The last pass takes what it gets.
        const bool within = ratio <= 1.1 || pass == kPasses - 1;
        if (within && (bestCell == 0 || out.size() > best.size())) {
            best = std::move(out);
            bestCell = cell;
        }
        if (within && (ratio >= 0.7 || pass >= 5))
            break;
        if (lastCell > 0 && std::abs(std::log(double(cell) / lastCell)) > 1e-3 && count != lastCount)
            exponent = std::clamp(-std::log(count / lastCount) / std::log(double(cell) / lastCell), 0.5, 6.0);
        lastCell = cell;
        lastCount = count;
        const double step = std::pow(count / (0.85 * target), 1.0 / exponent);
        cell = std::min(float(double(cell) * std::clamp(step, 0.25, 4.0)), extent * 2.0f);
    }
    result.triangles = std::move(best);
    result.cellSize = bestCell;
    return result;
}

} // namespace quarry
