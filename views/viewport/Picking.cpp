#include "views/viewport/Picking.h"

#include "model/ops/ModelSelect.h"
#include "views/viewport/DepthBuffer.h"

#include <algorithm>
#include <cmath>

namespace quarry {

namespace {

// Möller–Trumbore, both faces; the distance along the ray or nothing.
std::optional<float> intersect(const Ray &ray, const QVector3D &a, const QVector3D &b, const QVector3D &c)
{
    const QVector3D e1 = b - a;
    const QVector3D e2 = c - a;
    const QVector3D p = QVector3D::crossProduct(ray.direction, e2);
    const float det = QVector3D::dotProduct(e1, p);
    if (std::abs(det) < 1e-12f)
        return std::nullopt;
    const float inv = 1.0f / det;
    const QVector3D s = ray.origin - a;
    // A little past the edges: a ray along an edge two triangles share
    // would otherwise miss both by rounding and pick what lies behind.
    constexpr float kEdge = 1e-5f;
    const float u = QVector3D::dotProduct(s, p) * inv;
    if (u < -kEdge || u > 1.0f + kEdge)
        return std::nullopt;
    const QVector3D q = QVector3D::crossProduct(s, e1);
    const float v = QVector3D::dotProduct(ray.direction, q) * inv;
    if (v < -kEdge || u + v > 1.0f + kEdge)
        return std::nullopt;
    const float t = QVector3D::dotProduct(e2, q) * inv;
    if (t < 0.0f)
        return std::nullopt;
    return t;
}

// Per mesh: which faces are hidden (empty where none is).
QList<QList<bool>> hiddenFaceMasks(const Model &model, const HiddenFaces *hidden)
{
    QList<QList<bool>> masks(model.meshes.size());
    if (hidden)
        for (auto it = hidden->cbegin(); it != hidden->cend(); ++it)
            if (it.key() >= 0 && it.key() < model.meshes.size() && !it.value().isEmpty())
                masks[it.key()] = hiddenFaceMask(model.meshes[it.key()], it.value());
    return masks;
}

// Per mesh: which vertices only hidden faces use (empty where none is).
QList<QList<bool>> hiddenVertexMasks(const Model &model, const HiddenFaces *hidden)
{
    QList<QList<bool>> masks(model.meshes.size());
    if (hidden)
        for (auto it = hidden->cbegin(); it != hidden->cend(); ++it)
            if (it.key() >= 0 && it.key() < model.meshes.size() && !it.value().isEmpty())
                masks[it.key()] = hiddenVertexMask(model.meshes[it.key()], it.value());
    return masks;
}

template<typename T>
void toggleAll(QList<T> &list, const QList<T> &items, SelectOperation op)
{
    for (const T &item : items) {
        const qsizetype at = list.indexOf(item);
        if (at >= 0 && op == SelectOperation::Toggle)
            list.removeAt(at);
        else if (at < 0)
            list.append(item);
    }
}

template<typename T>
void mergeMap(QMap<int, QList<T>> &map, const QMap<int, QList<T>> &picked, SelectOperation op)
{
    for (auto it = picked.cbegin(); it != picked.cend(); ++it) {
        QList<T> &list = map[it.key()];
        toggleAll(list, it.value(), op);
        if (list.isEmpty())
            map.remove(it.key());
    }
}

} // namespace

std::optional<TriangleHit> rayCast(const Model &model, const QList<SkinnedMesh> &skinned, const Ray &ray,
                                   const HiddenFaces *hidden)
{
    std::optional<TriangleHit> best;
    const QList<QList<bool>> hiddenFaces = hiddenFaceMasks(model, hidden);
    for (qsizetype m = 0; m < model.meshes.size() && m < skinned.size(); ++m) {
        const QList<QVector3D> &p = skinned[m].positions;
        const quint32 n = quint32(p.size());
        const QList<Triangle> &triangles = model.meshes[m].triangles;
        const QList<bool> &skip = hiddenFaces[m];
        for (qsizetype f = 0; f < triangles.size(); ++f) {
            const Triangle &t = triangles[f];
            if (t[0] >= n || t[1] >= n || t[2] >= n || (!skip.isEmpty() && skip[f]))
                continue;
            const auto d = intersect(ray, p[t[0]], p[t[1]], p[t[2]]);
            if (d && (!best || *d < best->distance))
                best = TriangleHit{int(m), int(f), *d, ray.origin + ray.direction * *d};
        }
    }
    return best;
}

int jointAt(const PickView &view, const QPointF &pixel, float radius)
{
    int best = -1;
    float bestDistance = radius;
    for (qsizetype j = 0; j < view.pose->jointWorld().size(); ++j) {
        QVector3D s;
        if (!view.camera.project(view.pose->jointPosition(int(j)), view.viewport, &s))
            continue;
        const float d = std::hypot(float(pixel.x()) - s.x(), float(pixel.y()) - s.y());
        if (d <= bestDistance) {
            bestDistance = d;
            best = int(j);
        }
    }
    return best;
}

Selection pickAt(const PickView &view, const QPointF &pixel, Selection::Mode mode, float radius)
{
    Selection result;
    result.mode = mode;
    if (mode == Selection::Mode::Joints) {
        const int j = jointAt(view, pixel, radius);
        if (j >= 0)
            result.joints.append(j);
        return result;
    }
    const QList<SkinnedMesh> &skinned = view.pose->skinnedMeshes(*view.model);
    const auto hit = rayCast(*view.model, skinned, view.camera.ray(pixel, view.viewport), view.hidden);
    switch (mode) {
    case Selection::Mode::Objects:
        if (hit)
            result.meshes.append(hit->mesh);
        break;
    case Selection::Mode::Faces:
        if (hit)
            result.faces[hit->mesh].append(quint32(hit->face));
        break;
    case Selection::Mode::Vertices: {
        int bestMesh = -1;
        quint32 bestVertex = 0;
        float bestDistance = radius;
        auto consider = [&](int mesh, quint32 v, float limit) {
            QVector3D s;
            if (!view.camera.project(skinned[mesh].positions[v], view.viewport, &s))
                return;
            const float d = std::hypot(float(pixel.x()) - s.x(), float(pixel.y()) - s.y());
            if (d <= limit && (bestMesh < 0 || d < bestDistance)) {
                bestDistance = d;
                bestMesh = mesh;
                bestVertex = v;
            }
        };
        if (hit) {
            // The corner of the visible triangle nearest the cursor.
            const Triangle &t = view.model->meshes[hit->mesh].triangles[hit->face];
            bestDistance = std::numeric_limits<float>::max();
            for (quint32 v : t)
                consider(hit->mesh, v, std::numeric_limits<float>::max());
        } else {
            const QList<QList<bool>> hiddenVertices = hiddenVertexMasks(*view.model, view.hidden);
            for (qsizetype m = 0; m < skinned.size() && m < hiddenVertices.size(); ++m)
                for (qsizetype v = 0; v < skinned[m].positions.size(); ++v)
                    if (hiddenVertices[m].isEmpty() || !hiddenVertices[m][v])
                        consider(int(m), quint32(v), radius);
        }
        if (bestMesh >= 0)
            result.vertices[bestMesh].append(bestVertex);
        break;
    }
    case Selection::Mode::Joints: break;
    }
    return result;
}

Selection pickInRect(const PickView &view, const QRectF &rect, Selection::Mode mode)
{
    Selection result;
    result.mode = mode;
    const QRectF r = rect.normalized();
    if (view.viewport.width() <= 0 || view.viewport.height() <= 0)
        return result;
    // What Camera::project does, with the matrices made once.
    const float aspect = float(view.viewport.width()) / float(view.viewport.height());
    const QMatrix4x4 viewProjection = view.camera.projectionMatrix(aspect) * view.camera.viewMatrix();
    const float *m = viewProjection.constData(); // column major
    const float halfWidth = float(view.viewport.width()) * 0.5f;
    const float halfHeight = float(view.viewport.height()) * 0.5f;
    auto inside = [&](const QVector3D &p) {
        const float w = m[3] * p.x() + m[7] * p.y() + m[11] * p.z() + m[15];
        if (w <= 1e-9f)
            return false;
        const float z = (m[2] * p.x() + m[6] * p.y() + m[10] * p.z() + m[14]) / w;
        const float x = ((m[0] * p.x() + m[4] * p.y() + m[8] * p.z() + m[12]) / w + 1.0f) * halfWidth;
        const float y = (1.0f - (m[1] * p.x() + m[5] * p.y() + m[9] * p.z() + m[13]) / w) * halfHeight;
        return z >= -1.0f && z <= 1.0f && r.contains(QPointF(x, y));
    };
    if (mode == Selection::Mode::Joints) {
        for (qsizetype j = 0; j < view.pose->jointWorld().size(); ++j)
            if (inside(view.pose->jointPosition(int(j))))
                result.joints.append(int(j));
        return result;
    }
    const QList<SkinnedMesh> &skinned = view.pose->skinnedMeshes(*view.model);
    const qsizetype meshCount = std::min(skinned.size(), view.model->meshes.size());
    // Which vertices project inside, per mesh (empty for a mesh with none);
    // vertices only hidden faces use never do.
    const QList<QList<bool>> hiddenFaces = hiddenFaceMasks(*view.model, view.hidden);
    const QList<QList<bool>> hiddenVertices = hiddenVertexMasks(*view.model, view.hidden);
    QList<QList<bool>> in(meshCount);
    bool anyInside = false;
    for (qsizetype mesh = 0; mesh < meshCount; ++mesh) {
        const QList<QVector3D> &p = skinned[mesh].positions;
        const QList<bool> &hiddenVertex = hiddenVertices[mesh];
        QList<bool> flags(p.size());
        bool any = false;
        for (qsizetype v = 0; v < p.size(); ++v) {
            flags[v] = (hiddenVertex.isEmpty() || !hiddenVertex[v]) && inside(p[v]);
            any = any || flags[v];
        }
        if (any)
            in[mesh] = std::move(flags);
        anyInside = anyInside || any;
    }
    if (!anyInside)
        return result;
    // The depth of what the view shows inside the box, drawn only when needed.
    std::optional<DepthBuffer> depth;
    if (!view.throughSurfaces) {
        depth.emplace(view.camera, view.viewport, r);
        for (qsizetype mesh = 0; mesh < meshCount; ++mesh) {
            const QList<Triangle> &triangles = view.model->meshes[mesh].triangles;
            if (hiddenFaces[mesh].isEmpty()) {
                depth->addTriangles(skinned[mesh].positions, triangles);
                continue;
            }
            QList<Triangle> shown;
            for (qsizetype f = 0; f < triangles.size(); ++f)
                if (!hiddenFaces[mesh][f])
                    shown.append(triangles[f]);
            depth->addTriangles(skinned[mesh].positions, shown);
        }
    }
    for (qsizetype mesh = 0; mesh < meshCount; ++mesh) {
        const QList<bool> &flags = in[mesh];
        if (flags.isEmpty())
            continue;
        const QList<QVector3D> &p = skinned[mesh].positions;
        if (mode == Selection::Mode::Objects) {
            bool visible = !depth;
            for (qsizetype v = 0; v < p.size() && !visible; ++v)
                visible = flags[v] && depth->isVisible(p[v]);
            if (visible)
                result.meshes.append(int(mesh));
        } else if (mode == Selection::Mode::Vertices) {
            QList<quint32> list;
            for (qsizetype v = 0; v < p.size(); ++v)
                if (flags[v] && (!depth || depth->isVisible(p[v])))
                    list.append(quint32(v));
            if (!list.isEmpty())
                result.vertices.insert(int(mesh), list);
        } else if (mode == Selection::Mode::Faces) {
            const QList<Triangle> &triangles = view.model->meshes[mesh].triangles;
            const quint32 n = quint32(p.size());
            QList<quint32> list;
            const QList<bool> &hiddenFace = hiddenFaces[mesh];
            for (qsizetype f = 0; f < triangles.size(); ++f) {
                const Triangle &t = triangles[f];
                if (!hiddenFace.isEmpty() && hiddenFace[f])
                    continue;
                if (t[0] < n && t[1] < n && t[2] < n && flags[t[0]] && flags[t[1]] && flags[t[2]]
                    && (!depth || depth->isVisible((p[t[0]] + p[t[1]] + p[t[2]]) / 3.0f)))
                    list.append(quint32(f));
            }
            if (!list.isEmpty())
                result.faces.insert(int(mesh), list);
        }
    }
    return result;
}

Selection combineSelection(const Selection &current, const Selection &picked, SelectOperation operation)
{
    if (operation == SelectOperation::Replace || current.mode != picked.mode)
        return picked;
    Selection out = current;
    toggleAll(out.meshes, picked.meshes, operation);
    toggleAll(out.joints, picked.joints, operation);
    mergeMap(out.vertices, picked.vertices, operation);
    mergeMap(out.faces, picked.faces, operation);
    return out;
}

} // namespace quarry
