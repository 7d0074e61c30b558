#include "model/ops/Subdivide.h"

#include "model/ops/MeshTopology.h"
#include "model/ops/VertexBlend.h"

#include <QHash>
#include <QSet>

namespace quarry {

namespace {

quint64 edgeKey(quint32 a, quint32 b)
{
    return a < b ? (quint64(a) << 32 | b) : (quint64(b) << 32 | a);
}

} // namespace

QList<quint32> subdivideFaces(Mesh &mesh, const QList<quint32> &faces)
{
    QList<quint32> pieces;
    if (!mesh.validate().isEmpty())
        return pieces;
    const qsizetype triangleCount = mesh.triangles.size();
    QList<bool> chosen(triangleCount, faces.isEmpty());
    for (quint32 f : faces)
        if (f < quint32(triangleCount))
            chosen[f] = true;
    const QList<quint32> pointOf = positionPoints(mesh.positions);
    // Edges to split, by points.
    QSet<quint64> split;
    for (qsizetype i = 0; i < triangleCount; ++i)
        if (chosen[i])
            for (int c = 0; c < 3; ++c)
                split.insert(edgeKey(pointOf[mesh.triangles[i][c]], pointOf[mesh.triangles[i][(c + 1) % 3]]));
    if (split.isEmpty())
        return pieces;
    // One midpoint per pair of vertices (both sides of a seam get their own,
    // at the same position).
    QHash<quint64, quint32> midpoints;
    auto midpoint = [&](quint32 a, quint32 b) {
        const quint64 key = edgeKey(a, b);
        const auto it = midpoints.constFind(key);
        if (it != midpoints.cend())
            return *it;
        const quint32 m = appendVertexBetween(mesh, std::min(a, b), std::max(a, b), 0.5f);
        midpoints.insert(key, m);
        return m;
    };
    for (qsizetype i = 0; i < triangleCount; ++i) {
        const Triangle t = mesh.triangles[i];
        bool cut[3];
        int cuts = 0;
        for (int c = 0; c < 3; ++c) {
            cut[c] = pointOf[t[c]] != pointOf[t[(c + 1) % 3]]
                     && split.contains(edgeKey(pointOf[t[c]], pointOf[t[(c + 1) % 3]]));
            cuts += cut[c];
        }
        if (cuts == 0)
            continue;
        QList<Triangle> parts;
        if (cuts == 3) {
            const quint32 m0 = midpoint(t[0], t[1]), m1 = midpoint(t[1], t[2]), m2 = midpoint(t[2], t[0]);
            parts = {{t[0], m0, m2}, {m0, t[1], m1}, {m1, t[2], m2}, {m0, m1, m2}};
        } else if (cuts == 1) {
            const int k = cut[0] ? 0 : cut[1] ? 1 : 2;
            const quint32 a = t[k], b = t[(k + 1) % 3], c = t[(k + 2) % 3];
            const quint32 m = midpoint(a, b);
            parts = {{a, m, c}, {m, b, c}};
        } else {
            // The edge left whole runs from c to a.
            const int k = !cut[2] ? 0 : !cut[0] ? 1 : 2;
            const quint32 a = t[k], b = t[(k + 1) % 3], c = t[(k + 2) % 3];
            const quint32 mab = midpoint(a, b), mbc = midpoint(b, c);
            parts = {{a, mab, mbc}, {mab, b, mbc}, {a, mbc, c}};
        }
        mesh.triangles[i] = parts[0];
        if (chosen[i])
            pieces.append(quint32(i));
        for (qsizetype p = 1; p < parts.size(); ++p) {
            if (chosen[i])
                pieces.append(quint32(mesh.triangles.size()));
            appendTriangle(mesh, parts[p], i);
        }
    }
    std::sort(pieces.begin(), pieces.end());
    return pieces;
}

} // namespace quarry
