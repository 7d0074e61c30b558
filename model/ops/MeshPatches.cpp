#include "model/ops/MeshPatches.h"

#include <algorithm>
#include <cmath>

namespace quarry {

namespace {

ControlVertex corner(const QVector3D &p)
{
    return ControlVertex{p, 1, 1};
}

// True when d lies in the plane of (a, b, c) and (a, b, c, d) is convex
// with the winding of (a, b, c).
bool planarConvexQuad(const QVector3D &a, const QVector3D &b, const QVector3D &c, const QVector3D &d)
{
    const QVector3D n = QVector3D::crossProduct(b - a, c - a);
    const float area = n.length();
    if (area <= 0.0f)
        return false;
    const float size = std::max({(b - a).length(), (c - a).length(), (d - a).length()});
    if (std::abs(QVector3D::dotProduct(n / area, d - a)) > 1e-5f * size)
        return false;
    // Every corner turns the same way as the first one.
    const QVector3D q[4] = {a, b, c, d};
    for (int i = 0; i < 4; ++i) {
        const QVector3D turn = QVector3D::crossProduct(q[(i + 1) % 4] - q[i], q[(i + 2) % 4] - q[(i + 1) % 4]);
        if (QVector3D::dotProduct(turn, n) <= 0.0f)
            return false;
    }
    return true;
}

// Rotates t so that the edge shared with u (u holds it reversed) is t's
// edge from corner 2 to corner 0; returns u's corner off that edge, or -1.
qint64 sharedDiagonal(Triangle &t, const Triangle &u)
{
    for (int r = 0; r < 3; ++r) {
        const Triangle rotated{t[r], t[(r + 1) % 3], t[(r + 2) % 3]};
        for (int k = 0; k < 3; ++k)
            if (u[k] == rotated[0] && u[(k + 1) % 3] == rotated[2]) {
                t = rotated;
                return u[(k + 2) % 3];
            }
    }
    return -1;
}

} // namespace

MeshPatches meshPatches(const Model &model)
{
    MeshPatches result;
    for (const Mesh &mesh : model.meshes) {
        Shape look;
        if (mesh.material >= 0 && mesh.material < model.materials.size()) {
            const Material &m = model.materials[mesh.material];
            if (m.diffuse)
                look.color = m.diffuse->toVector3D();
            look.diffusion = m.diffusion;
            look.specularity = m.specularity;
            if (!look.specularity && m.specular)
                look.specularity = (m.specular->x() + m.specular->y() + m.specular->z()) / 3.0f;
        }
        const qsizetype n = mesh.positions.size();
        auto valid = [n](const Triangle &t) { return t[0] < n && t[1] < n && t[2] < n; };
        qsizetype patch = 0;
        for (qsizetype i = 0; i < mesh.triangles.size(); ++i) {
            Triangle t = mesh.triangles[i];
            if (!valid(t)) {
                ++result.skippedTriangles;
                continue;
            }
            Shape s = look;
            s.kind = Shape::Kind::Surface;
            s.nu = 2;
            s.nv = 2;
            s.name = QStringLiteral("%1 %2").arg(mesh.name).arg(++patch);
            const auto &p = mesh.positions;
            if (i + 1 < mesh.triangles.size() && valid(mesh.triangles[i + 1])) {
                Triangle rotated = t;
                const qint64 d = sharedDiagonal(rotated, mesh.triangles[i + 1]);
                if (d >= 0 && planarConvexQuad(p[rotated[0]], p[rotated[1]], p[rotated[2]], p[d])) {
                    s.cvs = {corner(p[rotated[0]]), corner(p[rotated[1]]), corner(p[d]), corner(p[rotated[2]])};
                    result.shapes.append(std::move(s));
                    ++i;
                    continue;
                }
            }
            s.cvs = {corner(p[t[0]]), corner(p[t[1]]), corner(p[t[2]]), corner(p[t[2]])};
            result.shapes.append(std::move(s));
        }
    }
    return result;
}

} // namespace quarry
