#include "model/ops/Tessellate.h"

#include <QCoreApplication>
#include <QtMath>

#include <array>
#include <cmath>

namespace quarry {

namespace {

constexpr int maxMultiplicity = 3;
constexpr qint64 maxSurfaceVertices = 4 * 1024 * 1024;
constexpr float pi = float(M_PI);

// One sample along a spline: the four CVs (indexes into the direction's
// CVs) and their cardinal-basis weights.
struct SplineSample
{
    std::array<int, 4> cv;
    std::array<float, 4> weight;
};

// Catmull-Rom: the cardinal spline with tangents (P[i+1] - P[i-1]) / 2.
std::array<float, 4> cardinalWeights(float t)
{
    constexpr float s = 0.5f;
    const float t2 = t * t;
    const float t3 = t2 * t;
    return {s * (-t3 + 2.0f * t2 - t), (2.0f - s) * t3 + (s - 3.0f) * t2 + 1.0f,
            (s - 2.0f) * t3 + (3.0f - 2.0f * s) * t2 + s * t, s * (t3 - t2)};
}

// The samples along one direction of a spline whose CVs have the given
// multiplicities: each CV is used multiplicity + 1 times, every window of
// four consecutive entries whose middle two are different CVs is a span,
// and a span whose ends are both repeated is straight (one step).
QList<SplineSample> splineSamples(const QList<int> &multiplicities, int steps)
{
    QList<int> sequence;
    for (qsizetype i = 0; i < multiplicities.size(); ++i)
        for (int k = 0; k <= qBound(0, multiplicities[i], maxMultiplicity); ++k)
            sequence.append(int(i));
    QList<SplineSample> samples;
    for (qsizetype k = 0; k + 3 < sequence.size(); ++k) {
        const std::array<int, 4> cv{sequence[k], sequence[k + 1], sequence[k + 2], sequence[k + 3]};
        if (cv[1] == cv[2])
            continue;
        const bool straight = cv[0] == cv[1] && cv[2] == cv[3];
        const int n = straight ? 1 : std::max(1, steps);
        for (int s = samples.isEmpty() ? 0 : 1; s <= n; ++s)
            samples.append(SplineSample{cv, cardinalWeights(float(s) / float(n))});
    }
    return samples;
}

// Per column (u) or row (v): the largest multiplicity of its CVs.
QList<int> multiplicities(const Shape &shape, bool alongU)
{
    QList<int> result(alongU ? shape.nu : shape.nv, 0);
    for (int j = 0; j < shape.nv; ++j)
        for (int i = 0; i < shape.nu; ++i) {
            const ControlVertex &cv = shape.cvs[qsizetype(j) * shape.nu + i];
            int &m = result[alongU ? i : j];
            m = std::max(m, alongU ? cv.multiplicityU : cv.multiplicityV);
        }
    return result;
}

bool validSurface(const Shape &shape)
{
    return shape.kind == Shape::Kind::Surface && shape.nu > 0 && shape.nv > 0
           && qint64(shape.nu) * shape.nv == shape.cvs.size();
}

// Adds the triangles of a (rows + 1) x (columns + 1) grid of vertices that
// starts at `base`, skipping degenerate ones. On a curved surface that is a
// triangle nearly without area (a collapsed row's samples differ by
// rounding); where every span is straight the vertices are the CVs
// themselves, so only a triangle of no area at all (a repeated CV, as in a
// mesh triangle written as a patch) is one: a thin triangle of a mesh
// written as patches comes back.
void addGridTriangles(Mesh &mesh, quint32 base, int columns, int rows, bool straight)
{
    const quint32 stride = quint32(columns + 1);
    auto add = [&mesh, straight](quint32 a, quint32 b, quint32 c) {
        const QVector3D &pa = mesh.positions[a];
        const QVector3D n = QVector3D::crossProduct(mesh.positions[b] - pa, mesh.positions[c] - pa);
        const float size = std::max((mesh.positions[b] - pa).lengthSquared(), (mesh.positions[c] - pa).lengthSquared());
        if (straight ? !n.isNull() : n.length() > 1e-7f * size)
            mesh.triangles.append({a, b, c});
    };
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < columns; ++c) {
            const quint32 p00 = base + quint32(r) * stride + quint32(c);
            const quint32 p10 = p00 + 1;
            const quint32 p01 = p00 + stride;
            const quint32 p11 = p01 + 1;
            add(p00, p10, p11);
            add(p00, p11, p01);
        }
}

// Area-weighted vertex normals from the triangles.
void computeNormals(Mesh &mesh)
{
    mesh.normals = QList<QVector3D>(mesh.positions.size());
    for (const Triangle &t : mesh.triangles) {
        // Quarry's winding rule: (a, b, c) faces along (c - a) x (b - a).
        const QVector3D n = QVector3D::crossProduct(mesh.positions[t[2]] - mesh.positions[t[0]],
                                                    mesh.positions[t[1]] - mesh.positions[t[0]]);
        for (quint32 i : t)
            mesh.normals[i] += n;
    }
    for (QVector3D &n : mesh.normals)
        n.normalize();
}

Mesh tessellateSurface(const Shape &shape, int steps)
{
    Mesh mesh;
    if (!validSurface(shape) || shape.nv < 2)
        return mesh;
    const QList<int> mu = multiplicities(shape, true);
    const QList<int> mv = multiplicities(shape, false);
    // Keep a huge surface to about maxSurfaceVertices by taking fewer steps
    // per span (at least one: every CV is still reached).
    const qint64 spans = qint64(splineSamples(mu, 1).size()) * qint64(splineSamples(mv, 1).size());
    while (steps > 1 && spans * steps * steps > maxSurfaceVertices)
        steps /= 2;
    const QList<SplineSample> us = splineSamples(mu, steps);
    const QList<SplineSample> vs = splineSamples(mv, steps);
    if (us.size() < 2 || vs.size() < 2)
        return mesh;
    mesh.positions.reserve(us.size() * vs.size());
    for (const SplineSample &v : vs)
        for (const SplineSample &u : us) {
            QVector3D p;
            for (int j = 0; j < 4; ++j) {
                const qsizetype row = qsizetype(v.cv[j]) * shape.nu;
                QVector3D q;
                for (int i = 0; i < 4; ++i)
                    q += u.weight[i] * shape.cvs[row + u.cv[i]].position;
                p += v.weight[j] * q;
            }
            mesh.positions.append(p);
        }
    // One step per span gives only the spans' ends: the CVs.
    const bool straight = us.size() == splineSamples(mu, 1).size() && vs.size() == splineSamples(mv, 1).size();
    addGridTriangles(mesh, 0, int(us.size() - 1), int(vs.size() - 1), straight);
    computeNormals(mesh);
    return mesh;
}

void addCube(Mesh &mesh)
{
    // Normal, then u and v with u x v = normal: each face is CCW seen from
    // outside.
    static const std::array<std::array<QVector3D, 3>, 6> faces = {{
        {QVector3D(1, 0, 0), QVector3D(0, 1, 0), QVector3D(0, 0, 1)},
        {QVector3D(-1, 0, 0), QVector3D(0, 0, 1), QVector3D(0, 1, 0)},
        {QVector3D(0, 1, 0), QVector3D(0, 0, 1), QVector3D(1, 0, 0)},
        {QVector3D(0, -1, 0), QVector3D(1, 0, 0), QVector3D(0, 0, 1)},
        {QVector3D(0, 0, 1), QVector3D(1, 0, 0), QVector3D(0, 1, 0)},
        {QVector3D(0, 0, -1), QVector3D(0, 1, 0), QVector3D(1, 0, 0)},
    }};
    for (const auto &[n, u, v] : faces) {
        const quint32 base = quint32(mesh.positions.size());
        const QVector3D c = n * 0.5f;
        for (const QVector3D &p : {c - (u + v) * 0.5f, c + (u - v) * 0.5f, c + (u + v) * 0.5f, c + (v - u) * 0.5f}) {
            mesh.positions.append(p);
            mesh.normals.append(n);
        }
        mesh.triangles.append({base, base + 1, base + 2});
        mesh.triangles.append({base, base + 2, base + 3});
    }
}

void addSphere(Mesh &mesh, int segments, int rings)
{
    for (int r = 0; r <= rings; ++r) {
        const float phi = pi * float(r) / float(rings);
        for (int s = 0; s <= segments; ++s) {
            const float theta = 2.0f * pi * float(s) / float(segments);
            const QVector3D n(std::sin(phi) * std::sin(theta), std::cos(phi), std::sin(phi) * std::cos(theta));
            mesh.positions.append(n * 0.5f);
            mesh.normals.append(n);
        }
    }
    // Rows run from +y down; columns turn from +z towards +x. Reversing the
    // grid's rows keeps the triangles CCW seen from outside.
    const quint32 stride = quint32(segments + 1);
    for (int r = 0; r < rings; ++r)
        for (int s = 0; s < segments; ++s) {
            const quint32 a = quint32(r) * stride + quint32(s);
            const quint32 b = a + 1;
            const quint32 c = a + stride;
            const quint32 d = c + 1;
            if (r > 0)
                mesh.triangles.append({a, c, b});
            if (r + 1 < rings)
                mesh.triangles.append({b, c, d});
        }
}

// A disc of radius 0.5 at height z facing +z (up) or -z.
void addDisc(Mesh &mesh, float z, bool up, int segments)
{
    const quint32 centre = quint32(mesh.positions.size());
    const QVector3D n(0, 0, up ? 1.0f : -1.0f);
    mesh.positions.append(QVector3D(0, 0, z));
    mesh.normals.append(n);
    for (int s = 0; s <= segments; ++s) {
        const float theta = 2.0f * pi * float(s) / float(segments);
        mesh.positions.append(QVector3D(0.5f * std::cos(theta), 0.5f * std::sin(theta), z));
        mesh.normals.append(n);
    }
    for (int s = 0; s < segments; ++s) {
        const quint32 a = centre + 1 + quint32(s);
        if (up)
            mesh.triangles.append({centre, a, a + 1});
        else
            mesh.triangles.append({centre, a + 1, a});
    }
}

// Cone (top radius 0) or cylinder side around z from -0.5 to +0.5.
void addSide(Mesh &mesh, float topRadius, int segments)
{
    const quint32 base = quint32(mesh.positions.size());
    const float slope = 0.5f - topRadius; // radius lost over height 1
    for (int s = 0; s <= segments; ++s) {
        const float theta = 2.0f * pi * float(s) / float(segments);
        const float thetaTop = topRadius > 0 ? theta : 2.0f * pi * (float(s) + 0.5f) / float(segments);
        const QVector3D n = QVector3D(std::cos(theta), std::sin(theta), slope).normalized();
        mesh.positions.append(QVector3D(0.5f * std::cos(theta), 0.5f * std::sin(theta), -0.5f));
        mesh.normals.append(n);
        mesh.positions.append(QVector3D(topRadius * std::cos(theta), topRadius * std::sin(theta), 0.5f));
        mesh.normals.append(QVector3D(std::cos(thetaTop), std::sin(thetaTop), slope).normalized());
    }
    for (int s = 0; s < segments; ++s) {
        const quint32 b0 = base + 2 * quint32(s);
        const quint32 t0 = b0 + 1;
        const quint32 b1 = b0 + 2;
        const quint32 t1 = b0 + 3;
        if (topRadius > 0) {
            mesh.triangles.append({b0, b1, t1});
            mesh.triangles.append({b0, t1, t0});
        } else {
            mesh.triangles.append({b0, b1, t0});
        }
    }
}

void applyMatrix(Mesh &mesh, const QMatrix4x4 &m)
{
    if (m.isIdentity())
        return;
    const QMatrix3x3 normalMatrix = m.normalMatrix();
    for (QVector3D &p : mesh.positions)
        p = m.map(p);
    for (QVector3D &n : mesh.normals) {
        const float *k = normalMatrix.constData(); // column-major
        n = QVector3D(k[0] * n.x() + k[3] * n.y() + k[6] * n.z(), k[1] * n.x() + k[4] * n.y() + k[7] * n.z(),
                      k[2] * n.x() + k[5] * n.y() + k[8] * n.z())
                .normalized();
    }
    // A mirroring transform turns the triangles inside out: turn them back.
    if (m.determinant() < 0)
        for (Triangle &t : mesh.triangles)
            std::swap(t[1], t[2]);
}

void appendMesh(Mesh &to, const Mesh &from)
{
    const quint32 offset = quint32(to.positions.size());
    to.positions += from.positions;
    to.normals += from.normals;
    for (const Triangle &t : from.triangles)
        to.triangles.append({t[0] + offset, t[1] + offset, t[2] + offset});
}

} // namespace

Mesh tessellateShape(const Shape &shape, const TessellationSettings &settings)
{
    const int segments = qBound(3, settings.segments, 4096);
    const int rings = qBound(2, settings.rings, 4096);
    const int steps = qBound(1, settings.splineSteps, 256);
    Mesh mesh;
    mesh.name = shape.name;
    switch (shape.kind) {
    case Shape::Kind::Sphere: addSphere(mesh, segments, rings); break;
    case Shape::Kind::Cube: addCube(mesh); break;
    case Shape::Kind::Cone:
        addSide(mesh, 0.0f, segments);
        addDisc(mesh, -0.5f, false, segments);
        break;
    case Shape::Kind::Cylinder:
        addSide(mesh, 0.5f, segments);
        addDisc(mesh, -0.5f, false, segments);
        addDisc(mesh, 0.5f, true, segments);
        break;
    case Shape::Kind::Light: return mesh;
    case Shape::Kind::Surface:
        mesh = tessellateSurface(shape, steps);
        mesh.name = shape.name;
        break;
    }
    // The primitives above are built counter-clockwise seen from outside;
    // Quarry's rule (the IQE/IQM one) has the front face clockwise.
    if (shape.kind != Shape::Kind::Surface)
        for (Triangle &t : mesh.triangles)
            std::swap(t[1], t[2]);
    applyMatrix(mesh, shape.matrix());
    return mesh;
}

QList<QVector3D> tessellateCurve(const Shape &shape, const TessellationSettings &settings)
{
    QList<QVector3D> points;
    if (!validSurface(shape) || !shape.isCurve())
        return points;
    const QList<SplineSample> samples = splineSamples(multiplicities(shape, true),
                                                      qBound(1, settings.splineSteps, 256));
    if (samples.size() < 2)
        return points;
    const QMatrix4x4 m = shape.matrix();
    points.reserve(samples.size());
    for (const SplineSample &s : samples) {
        QVector3D p;
        for (int i = 0; i < 4; ++i)
            p += s.weight[i] * shape.cvs[s.cv[i]].position;
        points.append(m.map(p));
    }
    return points;
}

Material shapeMaterial(const Shape &shape)
{
    Material m;
    const QVector3D c = shape.effectiveColor();
    m.name = QStringLiteral("qm_%1_%2_%3").arg(c.x()).arg(c.y()).arg(c.z());
    m.diffuse = QVector4D(c, 1.0f);
    m.diffusion = shape.effectiveDiffusion();
    m.specularity = shape.effectiveSpecularity();
    return m;
}

QStringList tessellateShapesIntoMeshes(Model &model, const TessellationSettings &settings)
{
    QStringList warnings;
    const qsizetype firstNew = model.materials.size();
    // The mesh the last surface went into: following surfaces of the same
    // look join it (a mesh exported as patches comes back as one mesh).
    qsizetype surfaceMesh = -1;
    for (const Shape &shape : std::as_const(model.shapes)) {
        if (shape.kind == Shape::Kind::Light) {
            warnings << QCoreApplication::translate("Tessellate", "light \"%1\" has no geometry and is left out")
                            .arg(shape.name);
            continue;
        }
        if (shape.isCurve()) {
            warnings << QCoreApplication::translate("Tessellate", "curve \"%1\" has no surface and is left out")
                            .arg(shape.name);
            continue;
        }
        Mesh mesh = tessellateShape(shape, settings);
        if (mesh.triangles.isEmpty()) {
            warnings << QCoreApplication::translate("Tessellate", "shape \"%1\" gives no triangles and is left out")
                            .arg(shape.name);
            continue;
        }
        Material material = shapeMaterial(shape);
        qsizetype index = -1;
        int sameName = 0;
        for (qsizetype i = firstNew; i < model.materials.size() && index < 0; ++i) {
            const Material &m = model.materials[i];
            if (m.diffuse == material.diffuse && m.diffusion == material.diffusion
                && m.specularity == material.specularity)
                index = i;
            else if (m.name.startsWith(material.name))
                ++sameName;
        }
        if (index < 0) {
            // Same color, other diffusion or specularity: a name of its own.
            if (sameName > 0)
                material.name += QStringLiteral("_%1").arg(sameName + 1);
            index = model.materials.size();
            model.materials.append(material);
        }
        mesh.material = int(index);
        if (shape.kind == Shape::Kind::Surface && surfaceMesh >= 0 && model.meshes[surfaceMesh].material == index) {
            appendMesh(model.meshes[surfaceMesh], mesh);
            continue;
        }
        surfaceMesh = shape.kind == Shape::Kind::Surface ? model.meshes.size() : -1;
        model.meshes.append(std::move(mesh));
    }
    model.shapes.clear();
    return warnings;
}

} // namespace quarry
