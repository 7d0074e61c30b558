#include "model/ops/UvEdit.h"

#include "model/ops/MeshTopology.h"
#include "model/ops/UnionFind.h"
#include "model/ops/VertexBlend.h"

#include <QHash>
#include <QMap>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace quarry {

namespace {

bool validFace(const Mesh &mesh, quint32 f)
{
    if (f >= quint32(mesh.triangles.size()))
        return false;
    for (quint32 v : mesh.triangles[f])
        if (v >= quint32(mesh.positions.size()))
            return false;
    return true;
}

// A copy of vertex v that morph targets move as they move v.
quint32 splitVertex(Mesh &mesh, quint32 v)
{
    const quint32 copy = appendVertexCopy(mesh, v);
    for (MorphTarget &morph : mesh.morphs) {
        const qsizetype i = morph.vertices.indexOf(v);
        if (i < 0)
            continue;
        morph.vertices.append(copy);
        morph.positions.append(morph.positions.value(i));
        if (!morph.normals.isEmpty())
            morph.normals.append(morph.normals.value(i));
        if (!morph.texcoords.isEmpty())
            morph.texcoords.append(morph.texcoords.value(i));
    }
    return copy;
}

} // namespace

QMap<int, UvPart> uvParts(const Model &model, const Selection &selection)
{
    QMap<int, UvPart> parts;
    if (selection.mode == Selection::Mode::Faces && !selection.faces.isEmpty()) {
        for (auto it = selection.faces.cbegin(); it != selection.faces.cend(); ++it)
            if (it.key() >= 0 && it.key() < model.meshes.size() && !it.value().isEmpty())
                parts[it.key()].faces = it.value();
        return parts;
    }
    if (selection.mode == Selection::Mode::Vertices && !selection.vertices.isEmpty()) {
        for (auto it = selection.vertices.cbegin(); it != selection.vertices.cend(); ++it)
            if (it.key() >= 0 && it.key() < model.meshes.size() && !it.value().isEmpty())
                parts[it.key()].vertices = it.value();
        return parts;
    }
    QList<int> meshes = selection.meshes;
    if (meshes.isEmpty())
        for (int m = 0; m < model.meshes.size(); ++m)
            meshes.append(m);
    for (int m : std::as_const(meshes)) {
        if (m < 0 || m >= model.meshes.size() || model.meshes[m].triangles.isEmpty())
            continue;
        QList<quint32> all(model.meshes[m].triangles.size());
        for (qsizetype t = 0; t < all.size(); ++t)
            all[t] = quint32(t);
        parts[m].faces = all;
    }
    return parts;
}

QList<quint32> uvPartFaces(const Mesh &mesh, const UvPart &part)
{
    QList<quint32> faces;
    if (part.byFaces()) {
        for (quint32 f : part.faces)
            if (validFace(mesh, f))
                faces.append(f);
        return faces;
    }
    QList<bool> chosen(mesh.positions.size(), false);
    for (quint32 v : part.vertices)
        if (v < quint32(chosen.size()))
            chosen[v] = true;
    for (qsizetype t = 0; t < mesh.triangles.size(); ++t)
        if (validFace(mesh, quint32(t)) && chosen[mesh.triangles[t][0]] && chosen[mesh.triangles[t][1]]
            && chosen[mesh.triangles[t][2]])
            faces.append(quint32(t));
    return faces;
}

QList<quint32> uvPartVertices(const Mesh &mesh, const UvPart &part)
{
    QList<quint32> out;
    if (part.byFaces()) {
        for (quint32 f : part.faces)
            if (validFace(mesh, f))
                for (quint32 v : mesh.triangles[f])
                    out.append(v);
    } else {
        for (quint32 v : part.vertices)
            if (v < quint32(mesh.positions.size()))
                out.append(v);
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

bool hasUvSet(const Mesh &mesh, int set)
{
    return set >= 0 && set < mesh.texcoords.size() && mesh.texcoords[set].size() == mesh.positions.size()
           && !mesh.positions.isEmpty();
}

void ensureUvSet(Mesh &mesh, int set)
{
    while (mesh.texcoords.size() <= set)
        mesh.texcoords.append(QList<QVector2D>());
    for (int s = 0; s <= set; ++s)
        if (mesh.texcoords[s].size() != mesh.positions.size())
            mesh.texcoords[s].resize(mesh.positions.size());
}

QRectF uvBounds(const Mesh &mesh, int set, const UvPart &part)
{
    if (!hasUvSet(mesh, set))
        return {};
    const QList<QVector2D> &uvs = mesh.texcoords[set];
    bool any = false;
    float x0 = 0, y0 = 0, x1 = 0, y1 = 0;
    for (quint32 v : uvPartVertices(mesh, part)) {
        const QVector2D t = uvs[v];
        if (!any) {
            x0 = x1 = t.x();
            y0 = y1 = t.y();
            any = true;
        }
        x0 = std::min(x0, t.x());
        x1 = std::max(x1, t.x());
        y0 = std::min(y0, t.y());
        y1 = std::max(y1, t.y());
    }
    if (!any)
        return {};
    // A single point or line still has a place: keep it as a tiny rectangle.
    return QRectF(QPointF(x0, y0), QPointF(x1, y1));
}

qsizetype setCornerUVs(Mesh &mesh, int set, const QList<quint32> &faces, const QList<QVector2D> &corners)
{
    ensureUvSet(mesh, set);
    const qsizetype before = mesh.positions.size();
    QList<bool> edited(mesh.triangles.size(), false);
    for (quint32 f : faces)
        if (validFace(mesh, f))
            edited[f] = true;
    QList<bool> sharedOutside(before, false);
    for (qsizetype t = 0; t < mesh.triangles.size(); ++t)
        if (!edited[t])
            for (quint32 v : mesh.triangles[t])
                if (v < quint32(before))
                    sharedOutside[v] = true;
    // The copies a vertex has been given so far, by coordinate.
    QHash<quint32, QList<QPair<QVector2D, quint32>>> given;
    for (qsizetype i = 0; i < faces.size(); ++i) {
        const quint32 f = faces[i];
        if (f >= quint32(edited.size()) || !edited[f])
            continue;
        for (int c = 0; c < 3; ++c) {
            const quint32 v = mesh.triangles[f][c];
            if (v >= quint32(before))
                continue; // already given this pass (a face listed twice)
            const QVector2D uv = corners[i * 3 + c];
            auto &copies = given[v];
            quint32 target = quint32(-1);
            for (const auto &[value, index] : std::as_const(copies))
                if (value == uv)
                    target = index;
            if (target == quint32(-1)) {
                target = copies.isEmpty() && !sharedOutside[v] ? v : splitVertex(mesh, v);
                mesh.texcoords[set][target] = uv;
                copies.append({uv, target});
            }
            mesh.triangles[f][c] = target;
        }
    }
    // A face listed twice: its corners now hold the copies; nothing to redo.
    return mesh.positions.size() - before;
}

qsizetype mapUVs(Mesh &mesh, int set, const UvPart &part, const std::function<QVector2D(QVector2D)> &f)
{
    if (!hasUvSet(mesh, set))
        return 0;
    if (part.byFaces()) {
        QList<quint32> faces;
        QList<QVector2D> corners;
        for (quint32 face : part.faces) {
            if (!validFace(mesh, face))
                continue;
            faces.append(face);
            for (quint32 v : mesh.triangles[face])
                corners.append(f(mesh.texcoords[set][v]));
        }
        return setCornerUVs(mesh, set, faces, corners);
    }
    QList<QVector2D> &uvs = mesh.texcoords[set];
    for (quint32 v : uvPartVertices(mesh, part))
        uvs[v] = f(uvs[v]);
    return 0;
}

QTransform uvTransform(QPointF centre, QPointF offset, double degrees, QPointF scale)
{
    // Applied right to left on a point: to the centre, scale, rotate, back, move.
    QTransform t;
    t.translate(centre.x() + offset.x(), centre.y() + offset.y());
    t.rotate(degrees);
    t.scale(scale.x(), scale.y());
    t.translate(-centre.x(), -centre.y());
    return t;
}

qsizetype transformUVs(Mesh &mesh, int set, const UvPart &part, const QTransform &transform)
{
    return mapUVs(mesh, set, part, [&](QVector2D uv) { return QVector2D(transform.map(uv.toPointF())); });
}

QTransform fitTransform(const QRectF &bounds, bool keepAspect)
{
    const double w = bounds.width(), h = bounds.height();
    double sx = w > 0 ? 1.0 / w : 1.0;
    double sy = h > 0 ? 1.0 / h : 1.0;
    double ox = 0, oy = 0;
    if (keepAspect) {
        const double s = std::max(w, h) > 0 ? 1.0 / std::max(w, h) : 1.0;
        sx = sy = s;
        ox = (1.0 - w * s) / 2;
        oy = (1.0 - h * s) / 2;
    } else {
        if (w <= 0)
            ox = 0.5;
        if (h <= 0)
            oy = 0.5;
    }
    QTransform t;
    t.translate(ox, oy);
    t.scale(sx, sy);
    t.translate(-bounds.left(), -bounds.top());
    return t;
}

void projectionBasis(UvAxis axis, QVector3D view, QVector3D &right, QVector3D &up, QVector3D &forward)
{
    switch (axis) {
    case UvAxis::X:
        right = {0, 1, 0};
        up = {0, 0, 1};
        forward = {1, 0, 0};
        return;
    case UvAxis::Y:
        right = {1, 0, 0};
        up = {0, 0, 1};
        forward = {0, 1, 0};
        return;
    case UvAxis::Z:
        right = {1, 0, 0};
        up = {0, 1, 0};
        forward = {0, 0, 1};
        return;
    case UvAxis::View: break;
    }
    forward = view.lengthSquared() > 0 ? view.normalized() : QVector3D(0, 1, 0);
    right = QVector3D::crossProduct(forward, QVector3D(0, 0, 1));
    if (right.lengthSquared() < 1e-8f)
        right = QVector3D::crossProduct(forward, QVector3D(0, 1, 0)); // looking down: x to the right
    right.normalize();
    up = QVector3D::crossProduct(right, forward).normalized();
}

int boxSide(const Mesh &mesh, quint32 face)
{
    if (!validFace(mesh, face))
        return -1;
    const Triangle &t = mesh.triangles[face];
    const QVector3D p0 = mesh.positions[t[0]];
    const QVector3D n = QVector3D::crossProduct(mesh.positions[t[1]] - p0, mesh.positions[t[2]] - p0);
    const float ax = std::abs(n.x()), ay = std::abs(n.y()), az = std::abs(n.z());
    if (az >= ax && az >= ay)
        return n.z() >= 0 ? 4 : 5;
    if (ay >= ax)
        return n.y() >= 0 ? 2 : 3;
    return n.x() >= 0 ? 0 : 1;
}

float seamThroughVertex(const Model &model, const QMap<int, QList<quint32>> &faces,
                        const UvProjectionSettings &settings)
{
    QVector3D right, up, forward;
    projectionBasis(settings.axis, settings.viewDirection, right, up, forward);
    constexpr float pi = std::numbers::pi_v<float>;
    float best = pi, bestDistance = 2 * pi;
    for (auto it = faces.cbegin(); it != faces.cend(); ++it) {
        if (it.key() < 0 || it.key() >= model.meshes.size())
            continue;
        const Mesh &mesh = model.meshes[it.key()];
        for (quint32 f : it.value()) {
            if (!validFace(mesh, f))
                continue;
            for (quint32 v : mesh.triangles[f]) {
                const QVector3D d = mesh.positions[v] - settings.centre;
                const float x = QVector3D::dotProduct(d, right), y = QVector3D::dotProduct(d, up);
                if (std::abs(x) <= 1e-6f * d.length() && std::abs(y) <= 1e-6f * d.length())
                    continue; // on the axis: no angle
                const float angle = std::atan2(y, x);
                const float distance = pi - std::abs(angle);
                if (distance < bestDistance) {
                    bestDistance = distance;
                    best = angle;
                }
            }
        }
    }
    return best;
}

QList<QVector2D> projectCorners(const Mesh &mesh, const QList<quint32> &faces, const UvProjectionSettings &settings)
{
    QVector3D right, up, forward;
    projectionBasis(settings.axis, settings.viewDirection, right, up, forward);
    QList<QVector2D> out;
    out.reserve(faces.size() * 3);
    constexpr float twoPi = 2.0f * std::numbers::pi_v<float>;
    for (quint32 f : faces) {
        if (!validFace(mesh, f)) {
            out << QVector2D() << QVector2D() << QVector2D();
            continue;
        }
        const Triangle &t = mesh.triangles[f];
        const QVector3D p[3] = {mesh.positions[t[0]], mesh.positions[t[1]], mesh.positions[t[2]]};
        QVector2D uv[3];
        switch (settings.mode) {
        case UvProjection::Planar:
        case UvProjection::Box: {
            QVector3D r = right, u = up;
            if (settings.mode == UvProjection::Box) {
                const QVector3D n = QVector3D::crossProduct(p[1] - p[0], p[2] - p[0]);
                const float ax = std::abs(n.x()), ay = std::abs(n.y()), az = std::abs(n.z());
                const UvAxis a = az >= ax && az >= ay ? UvAxis::Z : ay >= ax ? UvAxis::Y : UvAxis::X;
                QVector3D fwd;
                projectionBasis(a, {}, r, u, fwd);
            }
            for (int c = 0; c < 3; ++c)
                uv[c] = QVector2D(QVector3D::dotProduct(p[c], r), -QVector3D::dotProduct(p[c], u));
            break;
        }
        case UvProjection::Cylindrical:
        case UvProjection::Spherical: {
            bool onAxis[3];
            for (int c = 0; c < 3; ++c) {
                const QVector3D d = p[c] - settings.centre;
                const float x = QVector3D::dotProduct(d, right), y = QVector3D::dotProduct(d, up);
                const float h = QVector3D::dotProduct(d, forward);
                onAxis[c] = std::abs(x) <= 1e-6f * d.length() && std::abs(y) <= 1e-6f * d.length();
                float v;
                if (settings.mode == UvProjection::Cylindrical) {
                    v = -h;
                } else {
                    const float len = d.length();
                    v = len > 0 ? std::acos(std::clamp(h / len, -1.0f, 1.0f)) / std::numbers::pi_v<float> : 0.0f;
                }
                // The angle measured from the seam (+π), so that u runs 0..1 from it round.
                float angle = std::atan2(y, x) - settings.seam;
                angle -= twoPi * std::floor(angle / twoPi);
                uv[c] = QVector2D(onAxis[c] ? 0.5f : angle / twoPi, v);
            }
            // A face across the wrap (u jumps from near 1 to near 0) takes u beyond 1.
            float lo = 2, hi = -1, sum = 0;
            int round = 0;
            for (int c = 0; c < 3; ++c)
                if (!onAxis[c]) {
                    lo = std::min(lo, uv[c].x());
                    hi = std::max(hi, uv[c].x());
                }
            for (int c = 0; c < 3; ++c)
                if (!onAxis[c]) {
                    if (hi - lo > 0.5f && uv[c].x() < 0.5f)
                        uv[c].setX(uv[c].x() + 1.0f);
                    sum += uv[c].x();
                    ++round;
                }
            // A corner on the axis (a cap's centre, a pole) has no angle of its
            // own: it takes the middle of the face's others.
            for (int c = 0; c < 3; ++c)
                if (onAxis[c] && round > 0)
                    uv[c].setX(sum / float(round));
            break;
        }
        }
        out << uv[0] << uv[1] << uv[2];
    }
    return out;
}

qsizetype alignUVs(Mesh &mesh, int set, const UvPart &part, int axis, int where)
{
    if (!hasUvSet(mesh, set) || uvPartVertices(mesh, part).isEmpty())
        return 0;
    const QRectF b = uvBounds(mesh, set, part);
    const double lo = axis == 0 ? b.left() : b.top();
    const double hi = axis == 0 ? b.right() : b.bottom();
    const float value = float(where < 0 ? lo : where > 0 ? hi : (lo + hi) / 2);
    return mapUVs(mesh, set, part, [&](QVector2D uv) {
        if (axis == 0)
            uv.setX(value);
        else
            uv.setY(value);
        return uv;
    });
}

qsizetype weldUVs(Mesh &mesh, int set, const QList<quint32> &vertices)
{
    if (!hasUvSet(mesh, set))
        return 0;
    const QList<quint32> points = positionPoints(mesh.positions);
    QMap<quint32, QList<quint32>> groups;
    for (quint32 v : vertices)
        if (v < quint32(mesh.positions.size()))
            groups[points[v]].append(v);
    QList<QVector2D> &uvs = mesh.texcoords[set];
    qsizetype moved = 0;
    for (const QList<quint32> &group : std::as_const(groups)) {
        if (group.size() < 2)
            continue;
        QVector2D sum;
        for (quint32 v : group)
            sum += uvs[v];
        const QVector2D mean = sum / float(group.size());
        for (quint32 v : group)
            if (uvs[v] != mean) {
                uvs[v] = mean;
                ++moved;
            }
    }
    return moved;
}

qsizetype splitUVs(Mesh &mesh, const QList<quint32> &vertices)
{
    const qsizetype n = mesh.positions.size();
    if (!mesh.validate().isEmpty())
        return 0;
    QList<bool> chosen(n, false);
    for (quint32 v : vertices)
        if (v < quint32(n))
            chosen[v] = true;
    // The faces at each chosen vertex.
    QHash<quint32, QList<quint32>> facesAt;
    for (qsizetype t = 0; t < mesh.triangles.size(); ++t)
        for (quint32 v : mesh.triangles[t])
            if (chosen[v] && !facesAt[v].contains(quint32(t)))
                facesAt[v].append(quint32(t));
    const qsizetype before = n;
    for (auto it = facesAt.cbegin(); it != facesAt.cend(); ++it) {
        const quint32 v = it.key();
        const QList<quint32> &faces = it.value();
        if (faces.size() < 2)
            continue;
        // Faces at v join across an edge (v, w) only where w is not chosen.
        UnionFind<> fans(faces.size());
        for (qsizetype i = 0; i < faces.size(); ++i)
            for (qsizetype j = i + 1; j < faces.size(); ++j)
                for (quint32 w : mesh.triangles[faces[i]])
                    if (w != v && !chosen[w]
                        && std::find(mesh.triangles[faces[j]].begin(), mesh.triangles[faces[j]].end(), w)
                               != mesh.triangles[faces[j]].end())
                        fans.unite(quint32(i), quint32(j));
        QMap<quint32, quint32> copyOfFan; // fan root -> vertex
        for (qsizetype i = 0; i < faces.size(); ++i) {
            const quint32 root = fans.find(quint32(i));
            if (!copyOfFan.contains(root))
                copyOfFan.insert(root, copyOfFan.isEmpty() ? v : splitVertex(mesh, v));
            for (quint32 &corner : mesh.triangles[faces[i]])
                if (corner == v)
                    corner = copyOfFan.value(root);
        }
    }
    return mesh.positions.size() - before;
}

bool copyUVSet(Mesh &mesh, int from, int to)
{
    if (!hasUvSet(mesh, from) || to < 0 || to > mesh.texcoords.size() || from == to)
        return false;
    if (to == mesh.texcoords.size())
        mesh.texcoords.append(mesh.texcoords[from]);
    else
        mesh.texcoords[to] = mesh.texcoords[from];
    return true;
}

} // namespace quarry
