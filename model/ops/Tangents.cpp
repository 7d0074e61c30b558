#include "model/ops/Tangents.h"

#include <QVector2D>

#include <cmath>

namespace quarry {

namespace {

// A unit vector perpendicular to `n`.
QVector3D perpendicular(const QVector3D &n)
{
    const QVector3D axis = std::abs(n.x()) < 0.9f ? QVector3D(1, 0, 0) : QVector3D(0, 1, 0);
    return QVector3D::crossProduct(n, axis).normalized();
}

} // namespace

bool computeTangents(Mesh &mesh)
{
    const qsizetype count = mesh.vertexCount();
    if (count == 0 || !mesh.tangents.isEmpty() || mesh.normals.size() != count)
        return false;
    const QList<QVector2D> *uv = mesh.texcoords.isEmpty() || mesh.texcoords[0].size() != count ? nullptr
                                                                                               : &mesh.texcoords[0];
    QList<QVector3D> sdir(count), tdir(count);
    if (uv)
        for (const Triangle &t : std::as_const(mesh.triangles)) {
            if (t[0] >= quint32(count) || t[1] >= quint32(count) || t[2] >= quint32(count))
                continue;
            const QVector3D e1 = mesh.positions[t[1]] - mesh.positions[t[0]];
            const QVector3D e2 = mesh.positions[t[2]] - mesh.positions[t[0]];
            const QVector2D d1 = (*uv)[t[1]] - (*uv)[t[0]];
            const QVector2D d2 = (*uv)[t[2]] - (*uv)[t[0]];
            const float det = d1.x() * d2.y() - d2.x() * d1.y();
            if (!(std::abs(det) > 1e-12f))
                continue;
            const float r = 1.0f / det;
            const QVector3D s = (e1 * d2.y() - e2 * d1.y()) * r;
            const QVector3D u = (e2 * d1.x() - e1 * d2.x()) * r;
            for (quint32 v : t) {
                sdir[v] += s;
                tdir[v] += u;
            }
        }
    mesh.tangents.resize(count);
    for (qsizetype v = 0; v < count; ++v) {
        const QVector3D n = mesh.normals[v].normalized();
        QVector3D t = sdir[v] - n * QVector3D::dotProduct(n, sdir[v]);
        if (!(t.lengthSquared() > 1e-20f) || !std::isfinite(t.lengthSquared()))
            t = perpendicular(n.isNull() ? QVector3D(0, 0, 1) : n);
        t.normalize();
        const float w = QVector3D::dotProduct(QVector3D::crossProduct(n, t), tdir[v]) < 0 ? -1.0f : 1.0f;
        mesh.tangents[v] = QVector4D(t, w);
    }
    return true;
}

} // namespace quarry
