#include "model/ops/VertexFrames.h"

#include "model/MorphPlayback.h"

#include <algorithm>

namespace quarry {

VertexFrames resolvedVertexFrames(VertexFrames frames, int animation)
{
    if (frames != VertexFrames::Automatic)
        return frames;
    return animation >= 0 ? VertexFrames::Shown : VertexFrames::Every;
}

int shownMorphTarget(const Model &model, int mesh, int animation, double time)
{
    if (animation < 0 || mesh < 0 || mesh >= model.meshes.size())
        return -1;
    const QList<float> weights = playedMorphWeights(model, animation, time).value(mesh);
    int best = -1;
    float largest = 0.5f;
    for (int t = 0; t < weights.size() && t < model.meshes[mesh].morphs.size(); ++t)
        if (weights[t] >= largest) {
            largest = weights[t];
            best = t;
        }
    return best;
}

namespace {

// Where vertex v is (or would go) in the target's sorted list, and whether it is there.
std::pair<qsizetype, bool> find(const MorphTarget &target, quint32 v)
{
    const auto it = std::lower_bound(target.vertices.cbegin(), target.vertices.cend(), v);
    return {it - target.vertices.cbegin(), it != target.vertices.cend() && *it == v};
}

// Lists vertex v in the target at `position` (its normal and texture
// coordinates those of the mesh), keeping the list sorted.
void list(MorphTarget &target, const Mesh &mesh, quint32 v, qsizetype at, const QVector3D &position)
{
    const bool sorted = std::is_sorted(target.vertices.cbegin(), target.vertices.cend());
    if (!sorted)
        at = target.vertices.size();
    target.vertices.insert(at, v);
    target.positions.insert(at, position);
    if (!target.normals.isEmpty())
        target.normals.insert(at, v < quint32(mesh.normals.size()) ? mesh.normals[v] : QVector3D());
    if (!target.texcoords.isEmpty())
        target.texcoords.insert(at, !mesh.texcoords.isEmpty() && v < quint32(mesh.texcoords[0].size())
                                        ? mesh.texcoords[0][v]
                                        : QVector2D());
}

std::pair<qsizetype, bool> locate(const MorphTarget &target, quint32 v)
{
    if (std::is_sorted(target.vertices.cbegin(), target.vertices.cend()))
        return find(target, v);
    const qsizetype at = target.vertices.indexOf(v);
    return {at >= 0 ? at : target.vertices.size(), at >= 0};
}

} // namespace

void carryEditToFrames(Mesh &mesh, const QList<quint32> &vertices, const QList<QVector3D> &before,
                       const std::function<QVector3D(qsizetype, const QVector3D &)> &map,
                       const std::function<QVector3D(qsizetype, const QVector3D &)> &mapNormal, VertexFrames frames,
                       int shown)
{
    for (int t = 0; t < mesh.morphs.size(); ++t) {
        if (frames == VertexFrames::Shown && shown >= 0 && t != shown)
            continue;
        MorphTarget &target = mesh.morphs[t];
        for (qsizetype i = 0; i < vertices.size(); ++i) {
            const quint32 v = vertices[i];
            const auto [at, listed] = locate(target, v);
            if (frames == VertexFrames::Every) {
                if (!listed)
                    continue; // the frame shows the mesh's own position, moved already
                target.positions[at] = map(i, target.positions[at]);
                if (mapNormal && at < target.normals.size())
                    target.normals[at] = mapNormal(i, target.normals[at]);
            } else if (shown >= 0) {
                if (listed) {
                    target.positions[at] = map(i, target.positions[at]);
                    if (mapNormal && at < target.normals.size())
                        target.normals[at] = mapNormal(i, target.normals[at]);
                } else {
                    list(target, mesh, v, at, map(i, before[i]));
                    const qsizetype added = locate(target, v).first;
                    if (mapNormal && added < target.normals.size())
                        target.normals[added] = mapNormal(i, target.normals[added]);
                }
            } else if (!listed) {
                // Frame 0 edited alone: this frame keeps the vertex where it was.
                list(target, mesh, v, at, before[i]);
            }
        }
    }
}

} // namespace quarry
