#include "model/ops/FlatTriangles.h"

namespace quarry {

namespace {

bool hasArea(const QList<QVector3D> &p, const Triangle &t)
{
    const QVector3D &a = p[t[0]];
    const QVector3D cross = QVector3D::crossProduct(p[t[1]] - a, p[t[2]] - a);
    return cross.lengthSquared() > 0.0f;
}

} // namespace

FlatTriangles findFlatTriangles(const Mesh &mesh)
{
    FlatTriangles result;
    const qsizetype n = mesh.triangles.size();
    result.degenerate.fill(false, n);
    QList<bool> flatFirst(n, false);
    for (qsizetype i = 0; i < n; ++i) {
        const Triangle &t = mesh.triangles[i];
        if (t[0] == t[1] || t[1] == t[2] || t[0] == t[2])
            result.degenerate[i] = true;
        else
            flatFirst[i] = !hasArea(mesh.positions, t);
    }
    QList<bool> openedSomewhere(n, false);
    QList<QVector3D> frame;
    for (const MorphTarget &target : mesh.morphs) {
        if (target.positions.size() != target.vertices.size())
            continue;
        ++result.frames;
        frame = mesh.positions;
        for (qsizetype k = 0; k < target.vertices.size(); ++k)
            if (target.vertices[k] < quint32(frame.size()))
                frame[target.vertices[k]] = target.positions[k];
        for (qsizetype i = 0; i < n; ++i)
            if (flatFirst[i] && !openedSomewhere[i] && hasArea(frame, mesh.triangles[i]))
                openedSomewhere[i] = true;
    }
    for (qsizetype i = 0; i < n; ++i) {
        if (!flatFirst[i])
            continue;
        if (openedSomewhere[i])
            ++result.flatInSomeFrames;
        else
            result.degenerate[i] = true;
    }
    return result;
}

} // namespace quarry
