#include "model/ops/CompareMatch.h"

#include <QHash>

#include <algorithm>
#include <cmath>

namespace quarry::compare {

QList<int> matchNames(const QStringList &a, const QStringList &b)
{
    QList<int> result(a.size(), -1);
    QList<bool> taken(b.size(), false);
    QMultiHash<QString, int> byName;
    for (qsizetype j = b.size() - 1; j >= 0; --j)
        if (!b[j].isEmpty())
            byName.insert(b[j], int(j));
    bool anyByName = false;
    for (qsizetype i = 0; i < a.size(); ++i) {
        if (a[i].isEmpty())
            continue;
        for (auto it = byName.find(a[i]); it != byName.end() && it.key() == a[i]; ++it) {
            if (!taken[it.value()]) {
                result[i] = it.value();
                taken[it.value()] = true;
                anyByName = true;
                break;
            }
        }
    }
    for (qsizetype i = 0; i < a.size() && i < b.size(); ++i)
        if (result[i] < 0 && !taken[i] && (!anyByName || (a[i].isEmpty() && b[i].isEmpty()))) {
            result[i] = int(i);
            taken[i] = true;
        }
    return result;
}

namespace {

template<typename T>
QStringList namesOf(const QList<T> &items)
{
    QStringList names;
    names.reserve(items.size());
    for (const T &item : items)
        names << item.name;
    return names;
}

} // namespace

ModelPairs matchModels(const Model &a, const Model &b)
{
    return {matchNames(namesOf(a.meshes), namesOf(b.meshes)),
            matchNames(namesOf(a.skeleton.joints), namesOf(b.skeleton.joints)),
            matchNames(namesOf(a.materials), namesOf(b.materials)),
            matchNames(namesOf(a.animations), namesOf(b.animations))};
}

namespace {

// Points of one model bucketed in a grid of cubes (counting sort: no
// allocation per cell).
struct Grid
{
    float origin[3] = {0, 0, 0};
    float cell = 1;
    int dims[3] = {1, 1, 1};
    std::vector<int> start; // per cell, into items; one more at the end
    std::vector<int> items;

    int clampCoord(float value, int axis) const
    {
        const int c = int(std::floor((value - origin[axis]) / cell));
        return std::clamp(c, 0, dims[axis] - 1);
    }
    int index(int x, int y, int z) const { return (z * dims[1] + y) * dims[0] + x; }
};

Grid makeGrid(const SkinTable &table)
{
    Grid grid;
    const int n = table.vertexCount();
    float lo[3] = {+INFINITY, +INFINITY, +INFINITY}, hi[3] = {-INFINITY, -INFINITY, -INFINITY};
    for (int v = 0; v < n; ++v)
        for (int k = 0; k < 3; ++k) {
            lo[k] = std::min(lo[k], table.positions[size_t(3 * v + k)]);
            hi[k] = std::max(hi[k], table.positions[size_t(3 * v + k)]);
        }
    if (n == 0) {
        grid.start.assign(2, 0);
        return grid;
    }
    const float extent = std::max({hi[0] - lo[0], hi[1] - lo[1], hi[2] - lo[2], 1e-6f});
    const int perAxis = std::clamp(int(std::ceil(std::cbrt(double(n)))), 1, 128);
    grid.cell = extent / float(perAxis);
    for (int k = 0; k < 3; ++k) {
        grid.origin[k] = lo[k];
        grid.dims[k] = std::clamp(int((hi[k] - lo[k]) / grid.cell) + 1, 1, perAxis + 1);
    }
    const size_t cells = size_t(grid.dims[0]) * size_t(grid.dims[1]) * size_t(grid.dims[2]);
    std::vector<int> cellOf(static_cast<size_t>(n));
    grid.start.assign(cells + 1, 0);
    for (int v = 0; v < n; ++v) {
        const float *p = &table.positions[size_t(3 * v)];
        const int c = grid.index(grid.clampCoord(p[0], 0), grid.clampCoord(p[1], 1), grid.clampCoord(p[2], 2));
        cellOf[size_t(v)] = c;
        ++grid.start[size_t(c) + 1];
    }
    for (size_t c = 0; c < cells; ++c)
        grid.start[c + 1] += grid.start[c];
    grid.items.resize(size_t(n));
    std::vector<int> fill(grid.start.begin(), grid.start.end() - 1);
    for (int v = 0; v < n; ++v)
        grid.items[size_t(fill[size_t(cellOf[size_t(v)])]++)] = v;
    return grid;
}

QVector2D texcoordOf(const Model &model, const SkinTable &table, int v)
{
    const Mesh &mesh = model.meshes[table.meshOf[size_t(v)]];
    const int i = table.vertexOf[size_t(v)];
    return !mesh.texcoords.isEmpty() && i < mesh.texcoords[0].size() ? mesh.texcoords[0][i] : QVector2D();
}

QVector3D normalOf(const Model &model, const SkinTable &table, int v)
{
    const Mesh &mesh = model.meshes[table.meshOf[size_t(v)]];
    const int i = table.vertexOf[size_t(v)];
    return i < mesh.normals.size() ? mesh.normals[i] : QVector3D();
}

// The nearest point of `to` (gridded) to vertex v of `from`, within radius;
// -1 when there is none.
struct Nearest
{
    const Model &from;
    const SkinTable &tf;
    const Model &to;
    const SkinTable &tt;
    const Grid &grid;
    const QList<int> &meshPairs; // mesh of `from` -> mesh of `to`
    float radius;
    float tie;
    std::vector<int> candidates;

    int find(int v)
    {
        const float *p = &tf.positions[size_t(3 * v)];
        const int cx = grid.clampCoord(p[0], 0), cy = grid.clampCoord(p[1], 1), cz = grid.clampCoord(p[2], 2);
        const int rings = int(std::ceil(radius / grid.cell)) + 1;
        float best = radius + tie;
        candidates.clear();
        for (int r = 0; r <= rings; ++r) {
            for (int z = cz - r; z <= cz + r; ++z) {
                if (z < 0 || z >= grid.dims[2])
                    continue;
                for (int y = cy - r; y <= cy + r; ++y) {
                    if (y < 0 || y >= grid.dims[1])
                        continue;
                    const bool faceRow = std::abs(z - cz) == r || std::abs(y - cy) == r;
                    for (int x = cx - r; x <= cx + r; x += faceRow ? 1 : std::max(1, 2 * r)) {
                        if (x < 0 || x >= grid.dims[0])
                            continue;
                        const int c = grid.index(x, y, z);
                        for (int i = grid.start[size_t(c)]; i < grid.start[size_t(c) + 1]; ++i) {
                            const int w = grid.items[size_t(i)];
                            const float *q = &tt.positions[size_t(3 * w)];
                            const float d = std::sqrt((p[0] - q[0]) * (p[0] - q[0]) + (p[1] - q[1]) * (p[1] - q[1])
                                                      + (p[2] - q[2]) * (p[2] - q[2]));
                            if (d > best + tie)
                                continue;
                            if (d < best)
                                best = d;
                            candidates.push_back(w);
                        }
                    }
                }
            }
            // Cells r + 1 away hold nothing nearer than r cells.
            if (best <= float(r) * grid.cell)
                break;
        }
        if (best > radius)
            return -1;
        const int mesh = tf.meshOf[size_t(v)];
        const int pairedMesh = mesh < meshPairs.size() ? meshPairs[mesh] : -1;
        const QVector2D uv = texcoordOf(from, tf, v);
        const QVector3D normal = normalOf(from, tf, v);
        int chosen = -1;
        float chosenCost = INFINITY;
        for (const int w : candidates) {
            const float *q = &tt.positions[size_t(3 * w)];
            const float d = std::sqrt((p[0] - q[0]) * (p[0] - q[0]) + (p[1] - q[1]) * (p[1] - q[1])
                                      + (p[2] - q[2]) * (p[2] - q[2]));
            if (d > best + tie)
                continue;
            const float cost = (tt.meshOf[size_t(w)] == pairedMesh ? 0.0f : 1000.0f)
                               + (texcoordOf(to, tt, w) - uv).lengthSquared()
                               + (normalOf(to, tt, w) - normal).lengthSquared();
            if (cost < chosenCost) {
                chosenCost = cost;
                chosen = w;
            }
        }
        return chosen;
    }
};

// Whether mesh pair (ma, mb) has the same topology: as many vertices and
// the same triangles over them. An edit that moved vertices (however many,
// however far) leaves it so; the vertices then correspond by index.
bool sameTopology(const Model &a, int ma, const Model &b, int mb)
{
    const Mesh &x = a.meshes[ma];
    const Mesh &y = b.meshes[mb];
    return x.vertexCount() == y.vertexCount() && x.vertexCount() > 0 && x.triangles == y.triangles;
}

// Whether mesh pair (ma, mb) keeps its vertices in the same order: all
// but one in a hundred coincide at the same index.
bool sameOrder(const Model &a, int ma, const Model &b, int mb, float tie)
{
    const Mesh &x = a.meshes[ma];
    const Mesh &y = b.meshes[mb];
    if (x.vertexCount() != y.vertexCount() || x.vertexCount() == 0)
        return false;
    qsizetype apart = 0;
    const qsizetype allowed = x.vertexCount() / 100;
    for (qsizetype v = 0; v < x.vertexCount(); ++v)
        if ((x.positions[v] - y.positions[v]).length() > tie && ++apart > allowed)
            return false;
    return true;
}

} // namespace

VertexMatch matchVertices(const Model &a, const SkinTable &ta, const Model &b, const SkinTable &tb,
                          const QList<int> &meshPairs, float radius)
{
    VertexMatch match;
    const float tie = radius * 1e-3f;
    std::vector<bool> doneA(size_t(ta.vertexCount()), false), doneB(size_t(tb.vertexCount()), false);
    QList<int> reversePairs(b.meshes.size(), -1);
    for (int m = 0; m < meshPairs.size(); ++m) {
        const int mb = meshPairs[m];
        if (mb < 0)
            continue;
        reversePairs[mb] = m;
        if (!sameTopology(a, m, b, mb) && !sameOrder(a, m, b, mb, tie))
            continue;
        const int first = ta.meshStart[size_t(m)], firstB = tb.meshStart[size_t(mb)];
        for (int v = 0; v < int(a.meshes[m].vertexCount()); ++v) {
            match.pairs.emplace_back(first + v, firstB + v);
            doneA[size_t(first + v)] = true;
            doneB[size_t(firstB + v)] = true;
        }
    }
    const Grid gridA = makeGrid(ta), gridB = makeGrid(tb);
    Nearest towardsB{a, ta, b, tb, gridB, meshPairs, radius, tie, {}};
    Nearest towardsA{b, tb, a, ta, gridA, reversePairs, radius, tie, {}};
    std::vector<bool> hasA(doneA), hasB(doneB);
    for (int v = 0; v < ta.vertexCount(); ++v) {
        if (doneA[size_t(v)])
            continue;
        if (const int w = towardsB.find(v); w >= 0) {
            match.pairs.emplace_back(v, w);
            hasA[size_t(v)] = hasB[size_t(w)] = true;
        }
    }
    for (int w = 0; w < tb.vertexCount(); ++w) {
        if (doneB[size_t(w)])
            continue;
        if (const int v = towardsA.find(w); v >= 0) {
            match.pairs.emplace_back(v, w);
            hasA[size_t(v)] = hasB[size_t(w)] = true;
        }
    }
    std::sort(match.pairs.begin(), match.pairs.end());
    match.pairs.erase(std::unique(match.pairs.begin(), match.pairs.end()), match.pairs.end());
    match.matchedA = std::count(hasA.begin(), hasA.end(), true);
    match.unmatchedA = qsizetype(hasA.size()) - match.matchedA;
    match.unmatchedB = std::count(hasB.begin(), hasB.end(), false);
    return match;
}

} // namespace quarry::compare
