#include "io/targets/FaceWinding.h"

#include "model/LocaleNumbers.h"
#include "model/Translate.h"
#include "model/ops/Closure.h"

#include <QHash>

#include <array>
#include <bit>
#include <numeric>
#include <vector>

namespace quarry {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

namespace {

// The side the engines draw: Quarry's rule, (c - a) x (b - a).
QVector3D frontNormal(const QList<QVector3D> &p, const Triangle &t)
{
    return QVector3D::crossProduct(p[t[2]] - p[t[0]], p[t[1]] - p[t[0]]);
}

bool validTriangle(const Triangle &t, qsizetype vertices)
{
    return t[0] < quint32(vertices) && t[1] < quint32(vertices) && t[2] < quint32(vertices);
}

// Vertices joined by triangles or by sharing a position, as union-find.
struct Parts
{
    std::vector<quint32> parent;
    quint32 find(quint32 v)
    {
        while (parent[v] != v)
            v = parent[v] = parent[parent[v]];
        return v;
    }
    void join(quint32 a, quint32 b)
    {
        a = find(a);
        b = find(b);
        if (a != b)
            parent[std::max(a, b)] = std::min(a, b);
    }
};

// One number per distinct position (exact bits), as model/ops/Closure.
std::vector<quint32> pointIds(const QList<QVector3D> &positions)
{
    std::vector<quint32> ids(std::size_t(positions.size()));
    QHash<QByteArray, quint32> at;
    for (qsizetype v = 0; v < positions.size(); ++v) {
        const QVector3D &p = positions[v];
        const std::array<quint32, 3> bits{std::bit_cast<quint32>(p.x()), std::bit_cast<quint32>(p.y()),
                                          std::bit_cast<quint32>(p.z())};
        const QByteArray key(reinterpret_cast<const char *>(bits.data()), int(sizeof bits));
        ids[std::size_t(v)] = *at.insert(key, at.value(key, quint32(at.size())));
    }
    return ids;
}

// Triangles wound alike, as union-find over triangle indexes: two join
// where they share an edge (corners at one position) and run along it in
// opposite directions, so each patch is wound one way throughout.
Parts consistentPatches(const Mesh &mesh)
{
    const qsizetype n = mesh.positions.size();
    Parts patches;
    patches.parent.resize(std::size_t(mesh.triangles.size()));
    std::iota(patches.parent.begin(), patches.parent.end(), quint32(0));
    const std::vector<quint32> point = pointIds(mesh.positions);
    struct Use
    {
        quint32 triangle;
        bool forward;
        int count;
    };
    QHash<quint64, Use> edges;
    for (qsizetype i = 0; i < mesh.triangles.size(); ++i) {
        const Triangle &t = mesh.triangles[i];
        if (!validTriangle(t, n))
            continue;
        for (int k = 0; k < 3; ++k) {
            const quint32 p = point[t[k]], q = point[t[(k + 1) % 3]];
            if (p == q)
                continue;
            const quint64 key = quint64(std::min(p, q)) << 32 | std::max(p, q);
            const auto found = edges.find(key);
            if (found == edges.end()) {
                edges.insert(key, {quint32(i), p < q, 1});
                continue;
            }
            // Only an edge two triangles share, run both ways, joins them.
            if (++found->count == 2 && found->forward != (p < q))
                patches.join(found->triangle, quint32(i));
        }
    }
    return patches;
}

// Each patch of triangles wound alike against its vertex normals: turned
// when its triangles' fronts, weighted by area, turn away from the sums of
// their vertex normals. A stray triangle whose normals were smoothed
// across a fold stays with its neighbours.
void inwardByNormals(const Mesh &mesh, QList<quint32> &inward)
{
    const qsizetype n = mesh.positions.size();
    Parts patches = consistentPatches(mesh);
    QHash<quint32, double> vote;
    for (qsizetype i = 0; i < mesh.triangles.size(); ++i) {
        const Triangle &t = mesh.triangles[i];
        if (!validTriangle(t, n))
            continue;
        const QVector3D g = frontNormal(mesh.positions, t);
        const QVector3D s = mesh.normals[t[0]] + mesh.normals[t[1]] + mesh.normals[t[2]];
        const float length = s.length();
        if (length > 0)
            vote[patches.find(quint32(i))] += double(QVector3D::dotProduct(g, s)) / double(length);
    }
    for (qsizetype i = 0; i < mesh.triangles.size(); ++i)
        if (validTriangle(mesh.triangles[i], n) && vote.value(patches.find(quint32(i))) < 0)
            inward << quint32(i);
}

// A part facing into itself: by its volume's sign when closed, else by the
// area-weighted vote of its faces against the direction from its centre.
bool partFacesInward(const Mesh &mesh, const QList<Triangle> &triangles)
{
    const SurfaceClosure closure = surfaceClosure(mesh.positions, triangles);
    if (closure != SurfaceClosure::Open)
        return closure == SurfaceClosure::Inward;
    QVector3D centre;
    double area = 0;
    for (const Triangle &t : triangles) {
        const float a = frontNormal(mesh.positions, t).length();
        centre += a * (mesh.positions[t[0]] + mesh.positions[t[1]] + mesh.positions[t[2]]) / 3.0f;
        area += a;
    }
    if (area <= 0)
        return false;
    centre /= float(area);
    double vote = 0;
    for (const Triangle &t : triangles) {
        const QVector3D middle = (mesh.positions[t[0]] + mesh.positions[t[1]] + mesh.positions[t[2]]) / 3.0f;
        vote += double(QVector3D::dotProduct(frontNormal(mesh.positions, t), middle - centre));
    }
    return vote < 0;
}

void inwardByParts(const Mesh &mesh, QList<quint32> &inward)
{
    const qsizetype n = mesh.positions.size();
    Parts parts;
    parts.parent.resize(std::size_t(n));
    std::iota(parts.parent.begin(), parts.parent.end(), quint32(0));
    QHash<QByteArray, quint32> at;
    for (qsizetype v = 0; v < n; ++v) {
        const QVector3D &p = mesh.positions[v];
        const std::array<quint32, 3> bits{std::bit_cast<quint32>(p.x()), std::bit_cast<quint32>(p.y()),
                                          std::bit_cast<quint32>(p.z())};
        const QByteArray key(reinterpret_cast<const char *>(bits.data()), int(sizeof bits));
        const auto found = at.constFind(key);
        if (found == at.constEnd())
            at.insert(key, quint32(v));
        else
            parts.join(*found, quint32(v));
    }
    for (const Triangle &t : mesh.triangles)
        if (validTriangle(t, n)) {
            parts.join(t[0], t[1]);
            parts.join(t[0], t[2]);
        }
    QHash<quint32, QList<quint32>> byPart;
    for (qsizetype i = 0; i < mesh.triangles.size(); ++i)
        if (validTriangle(mesh.triangles[i], n))
            byPart[parts.find(mesh.triangles[i][0])] << quint32(i);
    for (const QList<quint32> &indexes : std::as_const(byPart)) {
        QList<Triangle> triangles;
        triangles.reserve(indexes.size());
        for (quint32 i : indexes)
            triangles << mesh.triangles[i];
        if (partFacesInward(mesh, triangles))
            inward << indexes;
    }
    std::sort(inward.begin(), inward.end());
}

} // namespace

FaceWindingReport inwardFaces(const Model &model)
{
    FaceWindingReport report;
    for (qsizetype m = 0; m < model.meshes.size(); ++m) {
        const Mesh &mesh = model.meshes[m];
        report.triangles += mesh.triangles.size();
        QList<quint32> inward;
        if (mesh.normals.size() == mesh.positions.size() && !mesh.normals.isEmpty())
            inwardByNormals(mesh, inward);
        else
            inwardByParts(mesh, inward);
        if (!inward.isEmpty()) {
            report.inward += inward.size();
            report.faces.insert(int(m), inward);
        }
    }
    return report;
}

FaceWindingReport orientFacesOutward(Model &model)
{
    const FaceWindingReport report = inwardFaces(model);
    for (auto it = report.faces.constBegin(); it != report.faces.constEnd(); ++it) {
        Mesh &mesh = model.meshes[it.key()];
        const bool edges = mesh.smoothing.edges.size() == mesh.triangles.size();
        for (quint32 i : it.value()) {
            std::swap(mesh.triangles[i][1], mesh.triangles[i][2]);
            // As flipWinding: the edges now run (0,2), (2,1), (1,0).
            if (edges)
                std::swap(mesh.smoothing.edges[i][0], mesh.smoothing.edges[i][2]);
        }
    }
    return report;
}

QList<TargetFinding> checkFaceWinding(const Model &model, const EngineTarget &target)
{
    const FaceWindingReport report = inwardFaces(model);
    if (report.inward == 0)
        return {};
    TargetFinding f;
    f.kind = TargetFinding::Kind::FaceWinding;
    f.limit = tr("front faces wound clockwise, as %1 draws them").arg(target.title);
    f.allowed = 0;
    f.actual = report.inward;
    f.fixable = true;
    f.remedy = tr("the export turns them to face outward (--keep-winding leaves them)");
    f.message = tr("%1 of %2 triangles face inward as %3 draws them (wound against their normals, or into their "
                   "part): %4")
                    .arg(localCount(report.inward), localCount(report.triangles), target.title, f.remedy);
    f.selection.mode = Selection::Mode::Faces;
    f.selection.faces = report.faces;
    return {f};
}

QString faceWindingFix(const FaceWindingReport &report, const EngineTarget &target)
{
    return tr("%1 of %2 triangles turned to face outward for %3")
        .arg(localCount(report.inward), localCount(report.triangles), target.title);
}

} // namespace quarry
