#include "model/ops/MakeFace.h"

#include "model/ops/MeshTopology.h"
#include "model/ops/VertexBlend.h"

#include <QSet>

#include <algorithm>
#include <cmath>

namespace quarry {

namespace {

// Quarry's face normal: (c - a) x (b - a).
QVector3D faceNormal(const QVector3D &a, const QVector3D &b, const QVector3D &c)
{
    return QVector3D::crossProduct(c - a, b - a);
}

} // namespace

QList<Triangle> makeFaceTriangles(const Mesh &mesh, const QList<quint32> &vertices)
{
    QList<Triangle> result;
    if (vertices.size() != 3 && vertices.size() != 4)
        return result;
    if (!mesh.validate().isEmpty())
        return result;
    QList<quint32> corners = vertices;
    QSet<quint32> seen;
    for (quint32 v : corners)
        if (v >= quint32(mesh.vertexCount()) || seen.contains(v))
            return result;
        else
            seen.insert(v);
    const QList<quint32> pointOf = positionPoints(mesh.positions);
    QSet<quint32> points;
    for (quint32 v : corners)
        points.insert(pointOf[v]);
    if (points.size() != corners.size())
        return result;
    auto pos = [&mesh](quint32 v) { return mesh.positions[v]; };
    if (corners.size() == 4) {
        // Order the four round their centre in their plane.
        const QVector3D centre = (pos(corners[0]) + pos(corners[1]) + pos(corners[2]) + pos(corners[3])) / 4.0f;
        QVector3D normal;
        for (int i = 0; i < 4; ++i)
            normal += QVector3D::crossProduct(pos(corners[i]) - centre, pos(corners[(i + 1) % 4]) - centre);
        if (normal.lengthSquared() == 0)
            normal = faceNormal(pos(corners[0]), pos(corners[1]), pos(corners[2]));
        if (normal.lengthSquared() == 0)
            return result;
        normal.normalize();
        const QVector3D helper = std::abs(normal.x()) < 0.9f ? QVector3D(1, 0, 0) : QVector3D(0, 1, 0);
        const QVector3D u = QVector3D::crossProduct(helper, normal).normalized();
        const QVector3D w = QVector3D::crossProduct(normal, u);
        auto angle = [&](quint32 v) {
            const QVector3D d = pos(v) - centre;
            return std::atan2(QVector3D::dotProduct(d, w), QVector3D::dotProduct(d, u));
        };
        const quint32 first = corners[0];
        std::sort(corners.begin(), corners.end(), [&](quint32 a, quint32 b) { return angle(a) < angle(b); });
        std::rotate(corners.begin(), std::find(corners.begin(), corners.end(), first), corners.end());
        const float d02 = (pos(corners[0]) - pos(corners[2])).lengthSquared();
        const float d13 = (pos(corners[1]) - pos(corners[3])).lengthSquared();
        if (d02 <= d13) {
            result.append({corners[0], corners[1], corners[2]});
            result.append({corners[0], corners[2], corners[3]});
        } else {
            result.append({corners[0], corners[1], corners[3]});
            result.append({corners[1], corners[2], corners[3]});
        }
    } else {
        result.append({corners[0], corners[1], corners[2]});
    }
    for (const Triangle &t : result)
        if (faceNormal(pos(t[0]), pos(t[1]), pos(t[2])).lengthSquared() == 0)
            return {};
    // Votes of the neighbours: an existing edge a -> b asks for b -> a.
    QSet<quint64> directed;
    for (const Triangle &t : mesh.triangles)
        for (int c = 0; c < 3; ++c)
            directed.insert(quint64(pointOf[t[c]]) << 32 | pointOf[t[(c + 1) % 3]]);
    int agree = 0, disagree = 0;
    for (const Triangle &t : result)
        for (int c = 0; c < 3; ++c) {
            const quint32 a = pointOf[t[c]], b = pointOf[t[(c + 1) % 3]];
            agree += directed.contains(quint64(b) << 32 | a);
            disagree += directed.contains(quint64(a) << 32 | b);
        }
    bool flip = disagree > agree;
    if (agree == 0 && disagree == 0 && !mesh.positions.isEmpty()) {
        QVector3D centre;
        for (const QVector3D &p : mesh.positions)
            centre += p;
        centre /= float(mesh.positions.size());
        const Triangle &t = result.first();
        const QVector3D n = faceNormal(pos(t[0]), pos(t[1]), pos(t[2]));
        flip = QVector3D::dotProduct(n, pos(t[0]) - centre) < 0;
    }
    if (flip)
        for (Triangle &t : result)
            std::swap(t[1], t[2]);
    return result;
}

qsizetype makeFace(Mesh &mesh, const QList<quint32> &vertices)
{
    const QList<Triangle> triangles = makeFaceTriangles(mesh, vertices);
    for (const Triangle &t : triangles)
        appendTriangle(mesh, t);
    return triangles.size();
}

} // namespace quarry
