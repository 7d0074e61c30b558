#include "model/ops/MergeVertices.h"

#include "model/ops/Welding.h"

#include <algorithm>

namespace quarry {

namespace {

// Lists vertex v in morph target t at `position` (or moves it there where
// listed), keeping a sorted list sorted; a new entry takes the mesh's
// normal and texture coordinates.
void setFramePosition(MorphTarget &t, const Mesh &mesh, quint32 v, const QVector3D &position)
{
    const bool sorted = std::is_sorted(t.vertices.cbegin(), t.vertices.cend());
    qsizetype at = sorted ? std::lower_bound(t.vertices.cbegin(), t.vertices.cend(), v) - t.vertices.cbegin()
                          : t.vertices.indexOf(v);
    if (at >= 0 && at < t.vertices.size() && t.vertices[at] == v) {
        t.positions[at] = position;
        return;
    }
    if (at < 0)
        at = t.vertices.size();
    t.vertices.insert(at, v);
    t.positions.insert(at, position);
    if (!t.normals.isEmpty())
        t.normals.insert(at, v < quint32(mesh.normals.size()) ? mesh.normals[v] : QVector3D());
    if (!t.texcoords.isEmpty())
        t.texcoords.insert(at, !mesh.texcoords.isEmpty() && v < quint32(mesh.texcoords[0].size()) ? mesh.texcoords[0][v]
                                                                                                  : QVector2D());
}

QVector3D framePosition(const MorphTarget &t, const Mesh &mesh, quint32 v)
{
    const qsizetype at = t.vertices.indexOf(v);
    return at >= 0 && at < t.positions.size() ? t.positions[at] : mesh.positions[v];
}

// The frames (morph targets: an MD3's) that move any of `list`: there they
// go where the anchor goes in that frame, or without one where their
// centre goes, from `target` as that frame moves it from the mesh's own
// positions. Made before the mesh's own positions change.
void mergeInFrames(Mesh &mesh, const QList<quint32> &list, const QVector3D &target, qint64 anchor)
{
    for (MorphTarget &t : mesh.morphs) {
        bool moves = false;
        QVector3D sum;
        for (quint32 v : list) {
            const QVector3D p = framePosition(t, mesh, v);
            moves = moves || p != mesh.positions[v];
            sum += p - mesh.positions[v];
        }
        if (!moves)
            continue;
        const QVector3D offset = anchor >= 0 ? framePosition(t, mesh, quint32(anchor)) - mesh.positions[anchor]
                                             : sum / float(list.size());
        for (quint32 v : list)
            setFramePosition(t, mesh, v, target + offset);
    }
}

} // namespace

GeometryRemoval mergeVertices(Mesh &mesh, const QList<quint32> &vertices, const QVector3D &target, qint64 anchor)
{
    if (!mesh.validate().isEmpty())
        return {};
    const qsizetype n = mesh.vertexCount();
    QList<bool> chosen(n, false);
    QList<quint32> list;
    for (quint32 v : vertices)
        if (v < quint32(n) && !chosen[v]) {
            chosen[v] = true;
            list.append(v);
        }
    if (list.isEmpty())
        return {};
    if (anchor >= n || (anchor >= 0 && !chosen[anchor]))
        anchor = -1;
    mergeInFrames(mesh, list, target, anchor);
    for (quint32 v : list)
        mesh.positions[v] = target;
    QList<quint32> keptAs(n);
    for (qsizetype v = 0; v < n; ++v)
        keptAs[v] = quint32(v);
    QList<quint32> kept;
    QList<bool> mergedAway(n, false);
    for (quint32 v : list) {
        for (quint32 k : std::as_const(kept))
            if (verticesAgree(mesh, k, v, 0.0f)) {
                keptAs[v] = k;
                mergedAway[v] = true;
                break;
            }
        if (!mergedAway[v])
            kept.append(v);
    }
    QList<bool> collapsed(mesh.triangles.size(), false);
    for (qsizetype i = 0; i < mesh.triangles.size(); ++i) {
        Triangle &t = mesh.triangles[i];
        if (!chosen[t[0]] && !chosen[t[1]] && !chosen[t[2]])
            continue;
        for (quint32 &c : t)
            c = keptAs[c];
        const QVector3D &a = mesh.positions[t[0]], &b = mesh.positions[t[1]], &c = mesh.positions[t[2]];
        collapsed[i] = a == b || b == c || a == c;
    }
    return removeGeometry(mesh, collapsed, mergedAway);
}

} // namespace quarry
