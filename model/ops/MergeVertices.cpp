#include "model/ops/MergeVertices.h"

#include "model/ops/Welding.h"

namespace quarry {

GeometryRemoval mergeVertices(Mesh &mesh, const QList<quint32> &vertices, const QVector3D &target)
{
    if (!mesh.validate().isEmpty())
        return {};
    const qsizetype n = mesh.vertexCount();
    QList<bool> chosen(n, false);
    QList<quint32> list;
    for (quint32 v : vertices)
        if (v < quint32(n) && !chosen[v]) {
            chosen[v] = true;
            list.append(v);
        }
    if (list.isEmpty())
        return {};
    for (quint32 v : list)
        mesh.positions[v] = target;
    QList<quint32> keptAs(n);
    for (qsizetype v = 0; v < n; ++v)
        keptAs[v] = quint32(v);
    QList<quint32> kept;
    QList<bool> mergedAway(n, false);
    for (quint32 v : list) {
        for (quint32 k : std::as_const(kept))
            if (verticesAgree(mesh, k, v, 0.0f)) {
                keptAs[v] = k;
                mergedAway[v] = true;
                break;
            }
        if (!mergedAway[v])
            kept.append(v);
    }
    QList<bool> collapsed(mesh.triangles.size(), false);
    for (qsizetype i = 0; i < mesh.triangles.size(); ++i) {
        Triangle &t = mesh.triangles[i];
        if (!chosen[t[0]] && !chosen[t[1]] && !chosen[t[2]])
            continue;
        for (quint32 &c : t)
            c = keptAs[c];
        const QVector3D &a = mesh.positions[t[0]], &b = mesh.positions[t[1]], &c = mesh.positions[t[2]];
        collapsed[i] = a == b || b == c || a == c;
    }
    return removeGeometry(mesh, collapsed, mergedAway);
}

} // namespace quarry
