#include "model/ops/TargetFixes.h"

#include "model/ops/MorphTracks.h"
#include "model/ops/SkeletonEdit.h"
#include "model/ops/VertexRemap.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

namespace quarry {

namespace {

// Triangle indexes in connected order: each unvisited triangle starts a
// breadth-first walk over the triangles sharing a vertex with it.
QList<qsizetype> connectedTriangleOrder(const Mesh &mesh)
{
    const qsizetype vertices = mesh.vertexCount();
    const qsizetype triangles = mesh.triangles.size();
    std::vector<qsizetype> start(size_t(vertices) + 1, 0);
    for (const Triangle &t : mesh.triangles)
        for (quint32 v : t)
            ++start[size_t(v) + 1];
    for (qsizetype v = 0; v < vertices; ++v)
        start[size_t(v) + 1] += start[size_t(v)];
    std::vector<qsizetype> fill(start.begin(), start.end() - 1);
    std::vector<qsizetype> around(size_t(start.back()));
    for (qsizetype i = 0; i < triangles; ++i)
        for (quint32 v : mesh.triangles[i])
            around[size_t(fill[v]++)] = i;
    QList<qsizetype> order;
    order.reserve(triangles);
    std::vector<bool> seen(size_t(triangles), false);
    for (qsizetype first = 0; first < triangles; ++first) {
        if (seen[size_t(first)])
            continue;
        seen[size_t(first)] = true;
        qsizetype head = order.size();
        order.append(first);
        while (head < order.size()) {
            const Triangle &t = mesh.triangles[order[head++]];
            for (quint32 v : t)
                for (qsizetype k = start[v]; k < start[size_t(v) + 1]; ++k) {
                    const qsizetype n = around[size_t(k)];
                    if (!seen[size_t(n)]) {
                        seen[size_t(n)] = true;
                        order.append(n);
                    }
                }
        }
    }
    return order;
}

// Two slots of a vertex naming the same joint (after a merge) become one.
void combineDuplicateInfluences(Mesh &mesh)
{
    const int k = mesh.influencesPerVertex;
    if (k <= 1 || mesh.blendWeights.size() != mesh.blendIndexes.size())
        return;
    for (qsizetype base = 0; base + k <= mesh.blendIndexes.size(); base += k)
        for (int a = 0; a < k; ++a)
            for (int b = a + 1; b < k; ++b)
                if (mesh.blendIndexes[base + b] == mesh.blendIndexes[base + a] && mesh.blendWeights[base + b] != 0) {
                    mesh.blendWeights[base + a] += mesh.blendWeights[base + b];
                    mesh.blendWeights[base + b] = 0;
                }
}

} // namespace

QList<Mesh> splitMesh(const Mesh &mesh, int maxVertices, int maxTriangles)
{
    const bool vertexCap = maxVertices > 0 && mesh.vertexCount() > maxVertices;
    const bool triangleCap = maxTriangles > 0 && mesh.triangles.size() > maxTriangles;
    if ((!vertexCap && !triangleCap) || (maxVertices > 0 && maxVertices < 3) || mesh.triangles.isEmpty())
        return {mesh};
    const qsizetype vertexLimit = maxVertices > 0 ? maxVertices : std::numeric_limits<qsizetype>::max();
    const qsizetype triangleLimit = maxTriangles > 0 ? maxTriangles : std::numeric_limits<qsizetype>::max();
    QList<Mesh> parts;
    std::vector<qint32> local(size_t(mesh.vertexCount()), -1);
    QList<quint32> sourceOf;
    QList<qsizetype> triangles;
    auto flush = [&] {
        if (triangles.isEmpty())
            return;
        Mesh part = remapVertices(mesh, sourceOf);
        if (!parts.isEmpty())
            part.name = QStringLiteral("%1_%2").arg(mesh.name).arg(parts.size());
        part.triangles.reserve(triangles.size());
        for (qsizetype t : std::as_const(triangles)) {
            const Triangle &source = mesh.triangles[t];
            part.triangles.append({quint32(local[source[0]]), quint32(local[source[1]]), quint32(local[source[2]])});
        }
        appendTriangleSmoothing(mesh, triangles, part);
        parts.append(std::move(part));
        for (quint32 v : std::as_const(sourceOf))
            local[v] = -1;
        sourceOf.clear();
        triangles.clear();
    };
    for (qsizetype t : connectedTriangleOrder(mesh)) {
        const Triangle &tri = mesh.triangles[t];
        int added = 0;
        for (int c = 0; c < 3; ++c)
            if (local[tri[c]] < 0 && (c == 0 || tri[c] != tri[0]) && (c < 2 || tri[2] != tri[1]))
                ++added;
        if (triangles.size() + 1 > triangleLimit || sourceOf.size() + added > vertexLimit)
            flush();
        for (quint32 v : tri)
            if (local[v] < 0) {
                local[v] = qint32(sourceOf.size());
                sourceOf.append(v);
            }
        triangles.append(t);
    }
    flush();
    return parts;
}

qsizetype splitMeshesAtCap(Model &model, int maxVertices, int maxTriangles)
{
    QList<Mesh> meshes;
    qsizetype added = 0;
    QList<std::pair<int, int>> pieces; // per mesh: first piece, piece count
    for (const Mesh &mesh : std::as_const(model.meshes)) {
        const QList<Mesh> parts = splitMesh(mesh, maxVertices, maxTriangles);
        pieces.append({int(meshes.size()), int(parts.size())});
        added += parts.size() - 1;
        meshes << parts;
    }
    if (added > 0) {
        model.meshes = meshes;
        // Every piece keeps its mesh's targets, so its morph tracks.
        remapMorphTracks(model.animations, [&pieces](int mesh, int target) {
            QList<std::pair<int, int>> to;
            if (mesh >= 0 && mesh < pieces.size())
                for (int i = 0; i < pieces[mesh].second; ++i)
                    to.append({pieces[mesh].first + i, target});
            return to;
        });
    }
    return added;
}

QStringList mergeJointsToCap(Model &model, int maxJoints)
{
    const qsizetype n = model.skeleton.size();
    if (maxJoints <= 0 || n <= maxJoints)
        return {};
    std::vector<double> usage(size_t(n), 0.0);
    for (const Mesh &mesh : std::as_const(model.meshes))
        for (qsizetype i = 0; i < mesh.blendIndexes.size() && i < mesh.blendWeights.size(); ++i)
            if (mesh.blendIndexes[i] < quint32(n))
                usage[mesh.blendIndexes[i]] += double(std::max(0.0f, mesh.blendWeights[i]));
    std::vector<int> children(size_t(n), 0);
    for (const Joint &j : std::as_const(model.skeleton.joints))
        if (j.parent >= 0)
            ++children[size_t(j.parent)];
    std::vector<bool> removed(size_t(n), false);
    QList<int> merged;
    QStringList names;
    for (qsizetype remaining = n; remaining > maxJoints; --remaining) {
        int best = -1;
        for (qsizetype j = 0; j < n; ++j) {
            const int parent = model.skeleton.joints[j].parent;
            if (removed[size_t(j)] || children[size_t(j)] > 0 || parent < 0)
                continue;
            if (best < 0 || usage[size_t(j)] < usage[size_t(best)])
                best = int(j);
        }
        if (best < 0)
            break; // only roots left: nothing to merge into
        const int parent = model.skeleton.joints[best].parent;
        removed[size_t(best)] = true;
        usage[size_t(parent)] += usage[size_t(best)];
        --children[size_t(parent)];
        merged.append(best);
        names.append(model.skeleton.joints[best].name);
    }
    removeJoints(model, merged);
    for (Mesh &mesh : model.meshes)
        combineDuplicateInfluences(mesh);
    return names;
}

QStringList bakeJointScale(Model &model)
{
    QList<Joint> &joints = model.skeleton.joints;
    const QList<QMatrix4x4> world = model.skeleton.bindWorldMatrices();
    QList<QMatrix4x4> unscaled;
    QList<QVector3D> parentScale;
    for (qsizetype j = 0; j < joints.size(); ++j) {
        const Transform t = Transform::fromMatrix(world[j]);
        QMatrix4x4 m;
        m.translate(t.translation);
        m.rotate(t.rotation);
        unscaled.append(m);
        const int p = joints[j].parent;
        parentScale.append(p >= 0 ? Transform::fromMatrix(world[p]).scale : QVector3D(1, 1, 1));
    }
    const QList<Joint> before = joints;
    for (qsizetype j = 0; j < joints.size(); ++j) {
        const int p = joints[j].parent;
        Transform local = Transform::fromMatrix(p >= 0 ? unscaled[p].inverted() * unscaled[j] : unscaled[j]);
        local.scale = QVector3D(1, 1, 1);
        local.rotation.normalize();
        joints[j].bind = local;
    }
    QStringList lost;
    for (Animation &a : model.animations) {
        bool differs = false;
        for (JointTrack &t : a.tracks) {
            if (t.joint < 0 || t.joint >= joints.size())
                continue;
            const QVector3D bindScale = before[t.joint].bind.scale;
            for (const Vec3Key &k : std::as_const(t.scales))
                if ((k.value - bindScale).length() > 1e-4f)
                    differs = true;
            t.scales.clear();
            for (Vec3Key &k : t.translations)
                k.value *= parentScale[t.joint];
        }
        if (differs)
            lost.append(a.name);
    }
    return lost;
}

bool addIdleAnimation(Model &model)
{
    if (!model.animations.isEmpty())
        return false;
    if (model.skeleton.isEmpty()) {
        Joint root;
        root.name = QStringLiteral("root");
        model.skeleton.joints.append(root);
        for (Mesh &mesh : model.meshes) {
            mesh.influencesPerVertex = 1;
            mesh.blendIndexes = QList<quint32>(mesh.vertexCount(), 0);
            mesh.blendWeights = QList<float>(mesh.vertexCount(), 1.0f);
        }
    }
    Animation idle;
    idle.name = QStringLiteral("idle");
    idle.fps = 30.0;
    idle.loop = true;
    idle.duration = 0.0;
    // One key holding the root's bind pose: an animation with no track has no frame.
    JointTrack hold;
    hold.joint = 0;
    hold.rotations = {QuatKey{0.0f, model.skeleton.joints[0].bind.rotation}};
    idle.tracks.append(hold);
    model.animations.append(idle);
    return true;
}

QList<std::pair<QString, int>> dropCustomArrays(Model &model)
{
    QList<std::pair<QString, int>> dropped;
    for (Mesh &mesh : model.meshes) {
        for (const CustomAttribute &c : std::as_const(mesh.customs)) {
            const QString name = !c.name.isEmpty() ? c.name
                                 : c.slot >= 0     ? QStringLiteral("v%1").arg(c.slot)
                                                   : QStringLiteral("?");
            auto same = std::find_if(dropped.begin(), dropped.end(), [&](const auto &d) { return d.first == name; });
            if (same == dropped.end())
                dropped.append({name, 1});
            else
                ++same->second;
        }
        mesh.customs.clear();
    }
    return dropped;
}

} // namespace quarry
