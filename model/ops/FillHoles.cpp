#include "model/ops/FillHoles.h"

#include "model/ops/MeshTopology.h"
#include "model/ops/VertexBlend.h"

#include <QHash>

#include <algorithm>
#include <cmath>
#include <vector>

namespace quarry {

QList<QList<quint32>> boundaryLoops(const Mesh &mesh)
{
    QList<QList<quint32>> loops;
    if (!mesh.validate().isEmpty())
        return loops;
    const QList<quint32> pointOf = positionPoints(mesh.positions);
    // The closing polygon runs along each open edge a -> b as b -> a.
    struct Step
    {
        quint32 from, to; // points
        quint32 vertex; // the vertex the polygon passes at `from`
    };
    std::vector<Step> steps;
    for (const MeshEdge &e : meshEdges(mesh, pointOf)) {
        if (e.uses != 1)
            continue;
        const Triangle &t = mesh.triangles[e.triangle];
        const quint32 a = t[e.corner], b = t[(e.corner + 1) % 3];
        steps.push_back({pointOf[b], pointOf[a], b});
    }
    QMultiHash<quint32, quint32> leaving; // point -> steps from it
    leaving.reserve(qsizetype(steps.size()));
    for (std::size_t i = steps.size(); i-- > 0;)
        leaving.insert(steps[i].from, quint32(i));
    std::vector<char> used(steps.size(), 0);
    for (std::size_t start = 0; start < steps.size(); ++start) {
        if (used[start])
            continue;
        QList<quint32> loop;
        QList<quint32> stepList;
        std::size_t current = start;
        bool closed = false;
        while (true) {
            used[current] = 1;
            stepList.append(quint32(current));
            loop.append(steps[current].vertex);
            const quint32 next = steps[current].to;
            if (next == steps[start].from) {
                closed = true;
                break;
            }
            std::size_t found = steps.size();
            for (auto it = leaving.constFind(next); it != leaving.cend() && it.key() == next; ++it)
                if (!used[*it]) {
                    found = *it;
                    break;
                }
            if (found == steps.size())
                break;
            current = found;
        }
        if (closed && loop.size() >= 3)
            loops.append(loop);
    }
    return loops;
}

namespace {

struct Point2
{
    double x, y;
};

double cross(const Point2 &o, const Point2 &a, const Point2 &b)
{
    return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

bool inTriangle(const Point2 &p, const Point2 &a, const Point2 &b, const Point2 &c)
{
    // Counter-clockwise a, b, c; points on an edge count as inside.
    return cross(a, b, p) >= 0 && cross(b, c, p) >= 0 && cross(c, a, p) >= 0;
}

bool same(const Point2 &a, const Point2 &b)
{
    return a.x == b.x && a.y == b.y;
}

} // namespace

QList<Triangle> triangulatePolygon(const QList<QVector3D> &polygon)
{
    QList<Triangle> result;
    const qsizetype n = polygon.size();
    if (n < 3)
        return result;
    if (n == 3) {
        result.append({0, 1, 2});
        return result;
    }
    // Newell's normal: the best-fit plane of a non-planar loop.
    QVector3D normal;
    for (qsizetype i = 0; i < n; ++i) {
        const QVector3D &p = polygon[i];
        const QVector3D &q = polygon[(i + 1) % n];
        normal += QVector3D((p.y() - q.y()) * (p.z() + q.z()), (p.z() - q.z()) * (p.x() + q.x()),
                            (p.x() - q.x()) * (p.y() + q.y()));
    }
    if (normal.lengthSquared() == 0)
        normal = QVector3D(0, 0, 1);
    normal.normalize();
    // u x v = normal: the polygon runs counter-clockwise in (u, v).
    const QVector3D helper = std::abs(normal.x()) < 0.9f ? QVector3D(1, 0, 0) : QVector3D(0, 1, 0);
    const QVector3D u = QVector3D::crossProduct(helper, normal).normalized();
    const QVector3D v = QVector3D::crossProduct(normal, u);
    std::vector<Point2> p(static_cast<std::size_t>(n));
    for (qsizetype i = 0; i < n; ++i)
        p[std::size_t(i)] = {double(QVector3D::dotProduct(polygon[i], u)),
                             double(QVector3D::dotProduct(polygon[i], v))};

    // Ear clipping over a linked ring of the remaining corners.
    std::vector<qsizetype> prev(static_cast<std::size_t>(n)), next(static_cast<std::size_t>(n));
    for (qsizetype i = 0; i < n; ++i) {
        prev[std::size_t(i)] = (i + n - 1) % n;
        next[std::size_t(i)] = (i + 1) % n;
    }
    auto convex = [&](qsizetype i) {
        return cross(p[std::size_t(prev[std::size_t(i)])], p[std::size_t(i)], p[std::size_t(next[std::size_t(i)])]) > 0;
    };
    auto isEar = [&](qsizetype i) {
        const qsizetype a = prev[std::size_t(i)], c = next[std::size_t(i)];
        if (!convex(i))
            return false;
        const Point2 &pa = p[std::size_t(a)], &pb = p[std::size_t(i)], &pc = p[std::size_t(c)];
        for (qsizetype j = next[std::size_t(c)]; j != a; j = next[std::size_t(j)]) {
            const Point2 &q = p[std::size_t(j)];
            if (same(q, pa) || same(q, pb) || same(q, pc))
                continue;
            // Only reflex corners can lie inside an ear.
            if (!convex(j) && inTriangle(q, pa, pb, pc))
                return false;
        }
        return true;
    };
    qsizetype remaining = n;
    qsizetype i = 0;
    qsizetype sinceClip = 0;
    while (remaining > 3) {
        bool clip = isEar(i);
        if (!clip && sinceClip >= remaining) {
            // No ear in a whole round (a loop whose projection crosses
            // itself, or collinear corners): take a convex corner, else any.
            qsizetype j = i;
            do {
                if (convex(j))
                    break;
                j = next[std::size_t(j)];
            } while (j != i);
            i = j;
            clip = true;
        }
        if (clip) {
            const qsizetype a = prev[std::size_t(i)], c = next[std::size_t(i)];
            result.append({quint32(a), quint32(i), quint32(c)});
            next[std::size_t(a)] = c;
            prev[std::size_t(c)] = a;
            --remaining;
            sinceClip = 0;
            i = c;
            continue;
        }
        ++sinceClip;
        i = next[std::size_t(i)];
    }
    result.append({quint32(prev[std::size_t(i)]), quint32(i), quint32(next[std::size_t(i)])});
    return result;
}

qsizetype fillHoles(Mesh &mesh, const QList<quint32> &vertices)
{
    const QList<QList<quint32>> loops = boundaryLoops(mesh);
    if (loops.isEmpty())
        return 0;
    QList<quint32> pointOf;
    std::vector<char> wanted;
    if (!vertices.isEmpty()) {
        qsizetype points = 0;
        pointOf = positionPoints(mesh.positions, &points);
        wanted.assign(std::size_t(points), 0);
        for (quint32 v : vertices)
            if (v < quint32(pointOf.size()))
                wanted[pointOf[v]] = 1;
    }
    qsizetype filled = 0;
    for (const QList<quint32> &loop : loops) {
        if (!wanted.empty()
            && std::none_of(loop.cbegin(), loop.cend(), [&](quint32 v) { return wanted[pointOf[v]] != 0; }))
            continue;
        QList<QVector3D> polygon;
        polygon.reserve(loop.size());
        for (quint32 v : loop)
            polygon.append(mesh.positions[v]);
        for (const Triangle &t : triangulatePolygon(polygon))
            appendTriangle(mesh, {loop[t[0]], loop[t[1]], loop[t[2]]});
        ++filled;
    }
    return filled;
}

} // namespace quarry
