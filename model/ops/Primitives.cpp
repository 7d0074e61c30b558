#include "model/ops/Primitives.h"

#include "model/Pose.h"

#include <algorithm>
#include <cmath>

namespace quarry {

namespace {

struct Builder
{
    Mesh mesh;

    Builder() { mesh.texcoords.append(QList<QVector2D>()); }

    quint32 vertex(const QVector3D &position, const QVector3D &normal, float u, float v)
    {
        mesh.positions.append(position);
        mesh.normals.append(normal.normalized());
        mesh.texcoords[0].append(QVector2D(u, v));
        return quint32(mesh.positions.size() - 1);
    }

    // A triangle facing the way its corners' normals point (Quarry's
    // winding: (c - a) x (b - a) outward).
    void triangle(quint32 a, quint32 b, quint32 c)
    {
        const QVector3D &pa = mesh.positions[a];
        const QVector3D face = QVector3D::crossProduct(mesh.positions[c] - pa, mesh.positions[b] - pa);
        const QVector3D outward = mesh.normals[a] + mesh.normals[b] + mesh.normals[c];
        if (QVector3D::dotProduct(face, outward) < 0)
            std::swap(b, c);
        mesh.triangles.append({a, b, c});
    }

    void quad(quint32 a, quint32 b, quint32 c, quint32 d)
    {
        triangle(a, b, c);
        triangle(a, c, d);
    }
};

QVector3D point(double x, double y, double z)
{
    auto clean = [](double value) { return value == 0.0 ? 0.0f : float(value); }; // no -0
    return QVector3D(clean(x), clean(y), clean(z));
}

// The angle of step k of n round the Z axis; the last step is the first
// again, so seams meet at exactly the same position.
double turn(int k, int n)
{
    return 2.0 * M_PI * double(k % n) / double(n);
}

void cube(Builder &b, float size)
{
    const float h = size / 2;
    for (int axis = 0; axis < 3; ++axis)
        for (int sign = -1; sign <= 1; sign += 2) {
            QVector3D normal;
            normal[axis] = float(sign);
            const int u = (axis + 1) % 3, v = (axis + 2) % 3;
            quint32 corners[4];
            const float us[4] = {-1, 1, 1, -1}, vs[4] = {-1, -1, 1, 1};
            for (int i = 0; i < 4; ++i) {
                QVector3D p;
                p[axis] = sign * h;
                p[u] = us[i] * h;
                p[v] = vs[i] * h;
                corners[i] = b.vertex(p, normal, (us[i] + 1) / 2, (1 - vs[i]) / 2);
            }
            b.quad(corners[0], corners[1], corners[2], corners[3]);
        }
}

void plane(Builder &b, float size)
{
    const float h = size / 2;
    const quint32 a = b.vertex(point(-h, -h, 0), {0, 0, 1}, 0, 1);
    const quint32 c = b.vertex(point(h, -h, 0), {0, 0, 1}, 1, 1);
    const quint32 d = b.vertex(point(h, h, 0), {0, 0, 1}, 1, 0);
    const quint32 e = b.vertex(point(-h, h, 0), {0, 0, 1}, 0, 0);
    b.quad(a, c, d, e);
}

void sphere(Builder &b, float size, int segments)
{
    const double r = size / 2.0;
    const int rings = std::max(2, segments / 2);
    // Rows of vertices from the north pole down; the poles have one vertex
    // per segment (halfway along it in u), the other rows segments + 1 (the
    // seam twice, for texture coordinates 0 and 1).
    QList<QList<quint32>> rows;
    for (int i = 0; i <= rings; ++i) {
        const double theta = M_PI * i / rings;
        const bool pole = i == 0 || i == rings;
        QList<quint32> row;
        for (int k = 0; k <= segments - (pole ? 1 : 0); ++k) {
            const double phi = turn(k, segments);
            const QVector3D p = i == 0       ? point(0, 0, r)
                                : i == rings ? point(0, 0, -r)
                                             : point(r * std::sin(theta) * std::cos(phi),
                                                     r * std::sin(theta) * std::sin(phi), r * std::cos(theta));
            const float u = pole ? (float(k) + 0.5f) / float(segments) : float(k) / float(segments);
            row.append(b.vertex(p, p, u, float(i) / float(rings)));
        }
        rows.append(row);
    }
    for (int i = 0; i < rings; ++i)
        for (int k = 0; k < segments; ++k) {
            if (i == 0)
                b.triangle(rows[0][k], rows[1][k], rows[1][k + 1]);
            else if (i == rings - 1)
                b.triangle(rows[i][k], rows[i + 1][k], rows[i][k + 1]);
            else
                b.quad(rows[i][k], rows[i + 1][k], rows[i + 1][k + 1], rows[i][k + 1]);
        }
}

// A flat disc of `segments` facing `up` (+1) or down (-1) at height z.
void disc(Builder &b, double radius, double z, int up, int segments)
{
    const QVector3D normal(0, 0, float(up));
    const quint32 centre = b.vertex(point(0, 0, z), normal, 0.5f, 0.5f);
    QList<quint32> ring;
    for (int k = 0; k < segments; ++k) {
        const double phi = turn(k, segments);
        ring.append(b.vertex(point(radius * std::cos(phi), radius * std::sin(phi), z), normal,
                             float(0.5 + 0.5 * std::cos(phi)), float(0.5 - 0.5 * up * std::sin(phi))));
    }
    for (int k = 0; k < segments; ++k)
        b.triangle(centre, ring[k], ring[(k + 1) % segments]);
}

void cylinder(Builder &b, float size, int segments)
{
    const double r = size / 2.0, h = size / 2.0;
    QList<quint32> top, bottom;
    for (int k = 0; k <= segments; ++k) {
        const double phi = turn(k, segments);
        const QVector3D normal = point(std::cos(phi), std::sin(phi), 0);
        const float u = float(k) / float(segments);
        top.append(b.vertex(point(r * std::cos(phi), r * std::sin(phi), h), normal, u, 0));
        bottom.append(b.vertex(point(r * std::cos(phi), r * std::sin(phi), -h), normal, u, 1));
    }
    for (int k = 0; k < segments; ++k)
        b.quad(bottom[k], bottom[k + 1], top[k + 1], top[k]);
    disc(b, r, h, 1, segments);
    disc(b, r, -h, -1, segments);
}

void cone(Builder &b, float size, int segments)
{
    const double r = size / 2.0, h = size / 2.0, height = size;
    // The side's normal leans up by the slope: (cos, sin, r / height).
    auto slopeNormal = [&](double phi) { return point(height * std::cos(phi), height * std::sin(phi), r); };
    QList<quint32> base, tips;
    for (int k = 0; k <= segments; ++k) {
        const double phi = turn(k, segments);
        base.append(
            b.vertex(point(r * std::cos(phi), r * std::sin(phi), -h), slopeNormal(phi), float(k) / float(segments), 1));
    }
    for (int k = 0; k < segments; ++k) {
        const double mid = 2.0 * M_PI * (k + 0.5) / segments;
        tips.append(b.vertex(point(0, 0, h), slopeNormal(mid), (float(k) + 0.5f) / float(segments), 0));
    }
    for (int k = 0; k < segments; ++k)
        b.triangle(tips[k], base[k], base[k + 1]);
    disc(b, r, -h, -1, segments);
}

void torus(Builder &b, float size, int segments)
{
    const double tube = size / 8.0, major = size / 2.0 - tube;
    const int sides = std::max(3, segments / 2);
    QList<quint32> grid; // (segments + 1) x (sides + 1)
    for (int k = 0; k <= segments; ++k) {
        const double phi = turn(k, segments);
        for (int j = 0; j <= sides; ++j) {
            const double psi = turn(j, sides);
            const QVector3D normal = point(std::cos(psi) * std::cos(phi), std::cos(psi) * std::sin(phi), std::sin(psi));
            const double d = major + tube * std::cos(psi);
            grid.append(b.vertex(point(d * std::cos(phi), d * std::sin(phi), tube * std::sin(psi)), normal,
                                 float(k) / float(segments), float(j) / float(sides)));
        }
    }
    auto at = [&](int k, int j) { return grid[k * (sides + 1) + j]; };
    for (int k = 0; k < segments; ++k)
        for (int j = 0; j < sides; ++j)
            b.quad(at(k, j), at(k + 1, j), at(k + 1, j + 1), at(k, j + 1));
}

} // namespace

QStringList primitiveKindNames()
{
    return {QStringLiteral("cube"), QStringLiteral("sphere"), QStringLiteral("cylinder"),
            QStringLiteral("cone"), QStringLiteral("plane"),  QStringLiteral("torus")};
}

Mesh makePrimitive(PrimitiveKind kind, float size, int segments)
{
    Builder b;
    segments = std::max(3, segments);
    switch (kind) {
    case PrimitiveKind::Cube: cube(b, size); break;
    case PrimitiveKind::Sphere: sphere(b, size, segments); break;
    case PrimitiveKind::Cylinder: cylinder(b, size, segments); break;
    case PrimitiveKind::Cone: cone(b, size, segments); break;
    case PrimitiveKind::Plane: plane(b, size); break;
    case PrimitiveKind::Torus: torus(b, size, segments); break;
    }
    QString name = primitiveKindNames().value(int(kind));
    name[0] = name[0].toUpper();
    b.mesh.name = name;
    return b.mesh;
}

float defaultPrimitiveSize(const Model &model)
{
    const Bounds bounds = modelBounds(model);
    if (!bounds.isValid())
        return 1.0f;
    const QVector3D size = bounds.size();
    const float largest = std::max({size.x(), size.y(), size.z()});
    const float height = size.z() >= largest * 0.1f ? size.z() : largest;
    const float quarter = height / 4;
    if (!(quarter > 0) || !std::isfinite(quarter))
        return 1.0f;
    // Down to 1, 2 or 5 times a power of ten.
    const float power = std::pow(10.0f, std::floor(std::log10(quarter)));
    float round = power;
    for (float m : {2.0f, 5.0f, 10.0f})
        if (m * power <= quarter * 1.0001f)
            round = m * power;
    return round;
}

} // namespace quarry
