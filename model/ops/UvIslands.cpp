// UV islands and seams (declared in UvEdit.h).
#include "model/ops/UvEdit.h"

#include "model/ops/MeshTopology.h"
#include "model/ops/UnionFind.h"

#include <QHash>

#include <algorithm>
#include <cstring>
#include <unordered_map>

namespace quarry {

namespace {

// A vertex's position and coordinate, exactly: vertices with equal keys
// are one point of texture space.
struct UvKey
{
    quint32 bits[5];
    bool operator==(const UvKey &o) const { return std::memcmp(bits, o.bits, sizeof bits) == 0; }
};

struct UvKeyHash
{
    size_t operator()(const UvKey &k) const
    {
        size_t h = 1469598103934665603ull;
        for (quint32 b : k.bits)
            h = (h ^ b) * 1099511628211ull;
        return h;
    }
};

quint32 floatBits(float f)
{
    if (f == 0.0f)
        f = 0.0f; // -0 and 0 are one value
    quint32 b;
    std::memcpy(&b, &f, sizeof b);
    return b;
}

// One number per distinct (position, coordinate).
QList<quint32> uvPoints(const Mesh &mesh, int set)
{
    const QList<QVector2D> &uvs = mesh.texcoords[set];
    std::unordered_map<UvKey, quint32, UvKeyHash> ids;
    ids.reserve(size_t(mesh.positions.size()));
    QList<quint32> out(mesh.positions.size());
    for (qsizetype v = 0; v < mesh.positions.size(); ++v) {
        const QVector3D p = mesh.positions[v];
        const UvKey key{
            {floatBits(p.x()), floatBits(p.y()), floatBits(p.z()), floatBits(uvs[v].x()), floatBits(uvs[v].y())}};
        out[v] = ids.emplace(key, quint32(ids.size())).first->second;
    }
    return out;
}

} // namespace

QList<int> uvIslands(const Mesh &mesh, int set, int *count)
{
    QList<int> island(mesh.triangles.size(), -1);
    if (!hasUvSet(mesh, set) || !mesh.validate().isEmpty()) {
        if (count)
            *count = 0;
        return island;
    }
    const QList<quint32> points = uvPoints(mesh, set);
    const qsizetype pointCount = points.isEmpty() ? 0 : *std::max_element(points.begin(), points.end()) + 1;
    UnionFind<> uf(pointCount);
    for (const Triangle &t : mesh.triangles) {
        uf.unite(points[t[0]], points[t[1]]);
        uf.unite(points[t[0]], points[t[2]]);
    }
    QHash<quint32, int> number;
    for (qsizetype t = 0; t < mesh.triangles.size(); ++t) {
        const quint32 root = uf.find(points[mesh.triangles[t][0]]);
        auto it = number.find(root);
        if (it == number.end())
            it = number.insert(root, int(number.size()));
        island[t] = it.value();
    }
    if (count)
        *count = int(number.size());
    return island;
}

QList<quint32> islandFaces(const Mesh &mesh, int set, const QList<quint32> &faces)
{
    const QList<int> island = uvIslands(mesh, set);
    QList<bool> wanted;
    for (quint32 f : faces) {
        if (f >= quint32(island.size()) || island[f] < 0)
            continue;
        if (wanted.size() <= island[f])
            wanted.resize(island[f] + 1, false);
        wanted[island[f]] = true;
    }
    QList<quint32> out;
    for (qsizetype t = 0; t < island.size(); ++t)
        if (island[t] >= 0 && island[t] < wanted.size() && wanted[island[t]])
            out.append(quint32(t));
    return out;
}

QList<quint32> uvSeams(const Mesh &mesh, int set)
{
    QList<quint32> seams;
    if (!hasUvSet(mesh, set) || !mesh.validate().isEmpty())
        return seams;
    const QList<quint32> points = positionPoints(mesh.positions);
    const QList<quint32> uvp = uvPoints(mesh, set);
    // Every half-edge by its edge in space and in texture space, sorted so
    // that the uses of one edge in space lie together (no hash of lists).
    struct Use
    {
        quint64 edge;
        quint64 uvEdge;
        quint32 halfEdge;
    };
    std::vector<Use> uses;
    uses.reserve(size_t(mesh.triangles.size()) * 3);
    for (qsizetype t = 0; t < mesh.triangles.size(); ++t) {
        const Triangle &tri = mesh.triangles[t];
        for (int c = 0; c < 3; ++c) {
            const quint32 a = tri[c], b = tri[(c + 1) % 3];
            const quint32 pa = points[a], pb = points[b];
            if (pa == pb)
                continue;
            const quint32 ua = uvp[a], ub = uvp[b];
            uses.push_back({pa < pb ? (quint64(pa) << 32 | pb) : (quint64(pb) << 32 | pa),
                            ua < ub ? (quint64(ua) << 32 | ub) : (quint64(ub) << 32 | ua), quint32(t * 3 + c)});
        }
    }
    std::sort(uses.begin(), uses.end(),
              [](const Use &x, const Use &y) { return x.edge != y.edge ? x.edge < y.edge : x.uvEdge < y.uvEdge; });
    // A half-edge is a seam where its edge in space has other uses and none
    // of them shares its edge in texture space.
    for (size_t i = 0; i < uses.size();) {
        size_t j = i;
        while (j < uses.size() && uses[j].edge == uses[i].edge)
            ++j;
        if (j - i >= 2)
            for (size_t k = i; k < j;) {
                size_t l = k;
                while (l < j && uses[l].uvEdge == uses[k].uvEdge)
                    ++l;
                if (l - k == 1)
                    seams.append(uses[k].halfEdge);
                k = l;
            }
        i = j;
    }
    std::sort(seams.begin(), seams.end());
    return seams;
}

} // namespace quarry
