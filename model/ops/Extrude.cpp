#include "model/ops/Extrude.h"

#include "model/ops/DeleteGeometry.h"
#include "model/ops/MeshTopology.h"
#include "model/ops/VertexBlend.h"

#include <QHash>

#include <vector>

namespace quarry {

QList<quint32> extrudeFaces(Mesh &mesh, const QList<quint32> &faces, float distance)
{
    QList<quint32> walls;
    if (!mesh.validate().isEmpty())
        return walls;
    const qsizetype triangleCount = mesh.triangles.size();
    QList<bool> chosen(triangleCount, false);
    QList<quint32> list;
    for (quint32 f : faces)
        if (f < quint32(triangleCount) && !chosen[f]) {
            chosen[f] = true;
            list.append(f);
        }
    if (list.isEmpty())
        return walls;
    qsizetype pointCount = 0;
    const QList<quint32> pointOf = positionPoints(mesh.positions, &pointCount);
    std::vector<QVector3D> direction(static_cast<std::size_t>(pointCount));
    QHash<quint64, int> edgeUses; // by points, undirected
    auto key = [](quint32 a, quint32 b) { return a < b ? (quint64(a) << 32 | b) : (quint64(b) << 32 | a); };
    for (quint32 f : std::as_const(list)) {
        const Triangle &t = mesh.triangles[f];
        const QVector3D &a = mesh.positions[t[0]];
        const QVector3D n = QVector3D::crossProduct(mesh.positions[t[2]] - a, mesh.positions[t[1]] - a);
        for (int c = 0; c < 3; ++c) {
            direction[pointOf[t[c]]] += n;
            ++edgeUses[key(pointOf[t[c]], pointOf[t[(c + 1) % 3]])];
        }
    }
    const qsizetype n = mesh.vertexCount();
    QList<qint64> moved(n, -1);
    for (quint32 f : std::as_const(list))
        for (quint32 v : mesh.triangles[f])
            if (moved[v] < 0) {
                const quint32 c = appendVertexCopy(mesh, v);
                const QVector3D d = direction[pointOf[v]];
                mesh.positions[c] += (d.lengthSquared() > 0 ? d.normalized() : QVector3D()) * distance;
                moved[v] = c;
            }
    // The old vertices still used after the move: by other faces or walls.
    QList<bool> stillUsed(mesh.vertexCount(), false);
    for (qsizetype i = 0; i < triangleCount; ++i)
        if (!chosen[i])
            for (quint32 v : mesh.triangles[i])
                stillUsed[v] = true;
    for (quint32 f : std::as_const(list)) {
        const Triangle t = mesh.triangles[f];
        for (int c = 0; c < 3; ++c) {
            const quint32 a = t[c], b = t[(c + 1) % 3];
            if (pointOf[a] == pointOf[b] || edgeUses.value(key(pointOf[a], pointOf[b])) != 1)
                continue;
            const quint32 a2 = quint32(moved[a]), b2 = quint32(moved[b]);
            walls.append(quint32(mesh.triangles.size()));
            appendTriangle(mesh, {a, b, b2}, f);
            walls.append(quint32(mesh.triangles.size()));
            appendTriangle(mesh, {a, b2, a2}, f);
            stillUsed[a] = stillUsed[b] = true;
        }
        mesh.triangles[f] = {quint32(moved[t[0]]), quint32(moved[t[1]]), quint32(moved[t[2]])};
        stillUsed[moved[t[0]]] = stillUsed[moved[t[1]]] = stillUsed[moved[t[2]]] = true;
    }
    QList<bool> unused(mesh.vertexCount(), false);
    bool any = false;
    for (qsizetype v = 0; v < n; ++v)
        if (moved[v] >= 0 && !stillUsed[v])
            any = unused[v] = true;
    if (any)
        removeGeometry(mesh, {}, unused);
    return walls;
}

} // namespace quarry
