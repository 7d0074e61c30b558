#include "io/md3/Md3PlayerSizes.h"

#include "io/md3/Md3Format.h"
#include "io/md3/Md3Writer.h"
#include "model/Translate.h"
#include "model/ops/DeleteGeometry.h"
#include "model/ops/Lods.h"
#include "model/ops/MeshCombine.h"

#include <algorithm>
#include <cmath>

namespace quarry {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

// The part a triangle goes with: the one most of its vertices are in
// (lower on a tie).
int quake3PlayerTrianglePart(const Triangle &t, const QList<int> &vertexPart)
{
    int count[3] = {0, 0, 0};
    for (quint32 v : t)
        ++count[std::clamp(vertexPart.value(v, 0), 0, 2)];
    return count[1] > count[0] && count[1] >= count[2] ? 1 : count[2] > count[0] && count[2] > count[1] ? 2 : 0;
}

// The model with only the triangles of `part`; meshes left empty are
// dropped, their morph tracks with them.
Model quake3PlayerPartModel(const Model &model, const QList<QList<int>> &vertexParts, int part)
{
    Model sub = model;
    sub.meshes.clear();
    QList<int> index(model.meshes.size(), -1);
    for (int m = 0; m < model.meshes.size(); ++m) {
        const Mesh &mesh = model.meshes[m];
        QList<bool> remove(mesh.triangles.size(), false);
        for (qsizetype t = 0; t < mesh.triangles.size(); ++t)
            remove[t] = quake3PlayerTrianglePart(mesh.triangles[t], vertexParts[m]) != part;
        Mesh copy = mesh;
        removeGeometry(copy, remove, {}, true);
        if (copy.triangles.isEmpty())
            continue;
        index[m] = int(sub.meshes.size());
        sub.meshes.append(copy);
    }
    for (Animation &a : sub.animations) {
        QList<MorphTrack> kept;
        for (MorphTrack t : std::as_const(a.morphTracks))
            if (t.mesh >= 0 && t.mesh < index.size() && index[t.mesh] >= 0) {
                t.mesh = index[t.mesh];
                kept.append(t);
            }
        a.morphTracks = kept;
    }
    return sub;
}

// A part over MD3's 32 surfaces (meshes split at the caps): its meshes that
// share a shader merged, which draws the same. One line for the fixes, or
// none.
QString fitQuake3PartSurfaces(Model &part, const QString &file)
{
    const qsizetype before = md3SurfaceCount(part);
    if (before <= md3::kMaxSurfaces)
        return {};
    const QStringList merged = mergeMeshesSharingMaterial(part);
    if (merged.isEmpty())
        return {};
    return tr("%1: meshes sharing a shader merged, %2 surfaces to %3 (MD3 holds %4)")
        .arg(file)
        .arg(before)
        .arg(md3SurfaceCount(part))
        .arg(md3::kMaxSurfaces);
}

// Each part's size as the memory estimate counts it: its vertices (with
// its levels of detail) and largest surface once its meshes sharing a
// shader are merged and split at MD3's caps.
std::array<Quake3PartSize, 3> quake3PlayerPartSizes(const Model &model, const QList<QList<int>> &vertexParts, int lods)
{
    Model shape = model;
    shape.animations.clear();
    double factor = 1;
    for (int level = 1; level <= lods; ++level)
        factor += lodRatio(level);
    std::array<Quake3PartSize, 3> sizes;
    for (int p = 0; p <= 2; ++p) {
        Model part = quake3PlayerPartModel(shape, vertexParts, p);
        Quake3PartSize &size = sizes[size_t(p)];
        // As IQM: the meshes as they are, the skeleton with the tag joints.
        size.meshes = part.meshes.size();
        for (const Mesh &mesh : std::as_const(part.meshes))
            size.levelVertices += mesh.vertexCount();
        size.levelTriangles = part.triangleCount();
        size.joints = int(part.skeleton.size()) + (p == 1 ? 3 : 1);
        size.jointNameBytes = p == 0 ? 10 : p == 1 ? 30 : 9; // tag_torso, tag_head, tag_weapon
        for (const Joint &joint : std::as_const(part.skeleton.joints))
            size.jointNameBytes += joint.name.toUtf8().size() + 1;
        size.colors = std::any_of(part.meshes.cbegin(), part.meshes.cend(),
                                  [](const Mesh &m) { return !m.colors.isEmpty(); });
        fitQuake3PartSurfaces(part, {});
        qint64 vertices = 0, largest = 0;
        for (const Mesh &mesh : std::as_const(part.meshes)) {
            vertices += mesh.vertexCount();
            largest = std::max<qint64>(largest, mesh.vertexCount());
        }
        sizes[size_t(p)].vertices = qint64(std::ceil(double(vertices) * factor));
        // The renderers' SHADER_MAX_VERTEXES - 1: the writer splits at it.
        sizes[size_t(p)].largestSurface = std::min<qint64>(largest, 999);
        sizes[size_t(p)].tags = p == 0 ? 1 : p == 1 ? 2 : 0;
    }
    return sizes;
}

} // namespace quarry
