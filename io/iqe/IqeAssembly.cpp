#include "io/iqe/IqeParser.h"

#include "model/ops/Normals.h"

#include <QHash>
#include <QSet>

#include <algorithm>

namespace quarry::iqe {

bool Parser::finishMesh(MeshBuild &b)
{
    Mesh &m = b.mesh;
    const qsizetype n = m.positions.size();
    auto check = [&](qsizetype count, const char *what) {
        if (count != 0 && count != n)
            return fail(
                tr("mesh \"%1\": %2 vertices (vp) but %3 %4").arg(m.name).arg(n).arg(count).arg(QLatin1String(what)),
                b.line);
        return true;
    };
    if (!check(m.texcoords.isEmpty() ? 0 : m.texcoords[0].size(), "texture coordinates (vt)")
        || !check(m.normals.size(), "normals (vn)") || !check(m.tangents.size(), "tangents (vx)")
        || !check(b.bitangentVertices, "tangents with bitangents (vx with 6 numbers)")
        || !check(m.colors.size(), "colors (vc)") || !check(b.blendCount, "blend weights (vb)")
        || !check(m.smoothing.vertexIndices.size(), "smoothing indexes (vs)"))
        return false;
    for (int slot = 0; slot < 10; ++slot)
        if (!check(b.customCount[slot], qPrintable(QStringLiteral("custom values (v%1)").arg(slot))))
            return false;
    if (m.influencesPerVertex == 0) {
        m.blendIndexes.clear();
        m.blendWeights.clear();
    }
    if (!m.bitangents.isEmpty()) {
        // Handedness of a tangent given with its bitangent.
        for (qsizetype v = 0; v < n; ++v) {
            const QVector3D t = m.tangents[v].toVector3D();
            const QVector3D normal = m.normals.isEmpty() ? QVector3D::crossProduct(t, m.bitangents[v]) : m.normals[v];
            const float h = QVector3D::dotProduct(QVector3D::crossProduct(normal, t), m.bitangents[v]) < 0 ? -1.0f
                                                                                                           : 1.0f;
            m.tangents[v].setW(h);
        }
    }
    return true;
}

// Appends to `to` a copy of vertex `v` of `from`, stream by stream; streams
// `to` does not have are left out, streams only `to` has get defaults.
static void appendVertexCopy(Mesh &to, const Mesh &from, qsizetype v)
{
    to.positions.append(from.positions[v]);
    if (!to.normals.isEmpty())
        to.normals.append(from.normals.isEmpty() ? QVector3D() : from.normals[v]);
    if (!to.tangents.isEmpty())
        to.tangents.append(from.tangents.isEmpty() ? QVector4D(0, 0, 0, 1) : from.tangents[v]);
    if (!to.bitangents.isEmpty())
        to.bitangents.append(from.bitangents.isEmpty() ? QVector3D() : from.bitangents[v]);
    if (!to.texcoords.isEmpty())
        to.texcoords[0].append(from.texcoords.isEmpty() ? QVector2D() : from.texcoords[0][v]);
    if (!to.colors.isEmpty())
        to.colors.append(from.colors.isEmpty() ? QVector4D(0, 0, 0, 1) : from.colors[v]);
    if (!to.smoothing.vertexIndices.isEmpty())
        to.smoothing.vertexIndices.append(from.smoothing.vertexIndices.isEmpty() ? -1
                                                                                 : from.smoothing.vertexIndices[v]);
    if (to.influencesPerVertex > 0) {
        const int k = to.influencesPerVertex;
        for (int i = 0; i < k; ++i) {
            const bool has = i < from.influencesPerVertex;
            to.blendIndexes.append(has ? from.blendIndexes[v * from.influencesPerVertex + i] : 0u);
            to.blendWeights.append(has ? from.blendWeights[v * from.influencesPerVertex + i] : 0.0f);
        }
    }
    for (CustomAttribute &a : to.customs) {
        const CustomAttribute *src = nullptr;
        for (const CustomAttribute &s : from.customs)
            if (s.slot == a.slot)
                src = &s;
        for (int i = 0; i < a.components; ++i)
            a.values.append(src && i < src->components ? src->values[v * src->components + i] : 0.0);
    }
}

// Turns the mesh's global vertex indexes into its own; faces that use
// another mesh's vertices get copies of them.
bool Parser::resolveTriangles(qsizetype index)
{
    MeshBuild &b = m_meshes[index];
    const qint64 first = b.firstVertex;
    const qint64 count = b.mesh.positions.size();
    QHash<quint32, quint32> copies;
    for (Triangle &t : b.mesh.triangles)
        for (quint32 &g : t) {
            if (qint64(g) >= first && qint64(g) < first + count) {
                g = quint32(g - first);
                continue;
            }
            auto it = copies.constFind(g);
            if (it != copies.constEnd()) {
                g = *it;
                continue;
            }
            // The mesh whose range holds g (ranges are sorted by first vertex).
            qsizetype lo = 0, hi = m_meshes.size() - 1;
            while (lo < hi) {
                const qsizetype mid = (lo + hi + 1) / 2;
                if (m_meshes[mid].firstVertex <= qint64(g))
                    lo = mid;
                else
                    hi = mid - 1;
            }
            // Empty meshes share their first vertex with the next one.
            while (lo + 1 < m_meshes.size() && m_meshes[lo + 1].firstVertex <= qint64(g))
                ++lo;
            const MeshBuild &src = m_meshes[lo];
            const quint32 local = quint32(b.mesh.positions.size());
            appendVertexCopy(b.mesh, src.mesh, qsizetype(qint64(g) - src.firstVertex));
            b.copies.append({local, quint32(lo), quint32(qint64(g) - src.firstVertex)});
            copies.insert(g, local);
            g = local;
        }
    return true;
}

bool Parser::finishSkeleton(QList<int> &newIndex)
{
    const qsizetype n = m_joints.size();
    for (const JointBuild &j : m_joints)
        if (j.parent >= n)
            return fail(
                tr("joint \"%1\": parent %2 does not exist (the file has %3 joints)").arg(j.name).arg(j.parent).arg(n),
                j.line);
    // Parents first: a stable depth-first order from the roots.
    newIndex = QList<int>(n, -1);
    QList<int> order;
    order.reserve(n);
    bool ordered = true;
    for (qsizetype i = 0; i < n; ++i)
        ordered = ordered && m_joints[i].parent < i;
    if (ordered) {
        for (qsizetype i = 0; i < n; ++i) {
            order.append(int(i));
            newIndex[i] = int(i);
        }
    } else {
        QList<QList<int>> children(n);
        QList<int> roots;
        for (qsizetype i = 0; i < n; ++i) {
            if (m_joints[i].parent < 0)
                roots.append(int(i));
            else
                children[m_joints[i].parent].append(int(i));
        }
        // Breadth by level keeps siblings in file order.
        QList<int> queue = roots;
        for (qsizetype q = 0; q < queue.size(); ++q) {
            const int j = queue[q];
            newIndex[j] = int(order.size());
            order.append(j);
            queue.append(children[j]);
        }
        if (order.size() != n) {
            for (qsizetype i = 0; i < n; ++i)
                if (newIndex[i] < 0)
                    return fail(tr("joint \"%1\" is its own ancestor (the parents form a loop)").arg(m_joints[i].name),
                                m_joints[i].line);
        }
        warn(tr("joints reordered so that every parent comes before its children"), m_joints[0].line);
    }
    if (m_basePoses.size() > n)
        warn(tr("%1 base poses for %2 joints: the extra poses are ignored").arg(m_basePoses.size()).arg(n),
             m_basePoseLine);
    else if (m_basePoses.size() < n && !m_basePoses.isEmpty())
        warn(tr("%1 base poses for %2 joints: the other joints keep the identity").arg(m_basePoses.size()).arg(n),
             m_basePoseLine);
    m_model.skeleton.joints.resize(n);
    for (qsizetype i = 0; i < n; ++i) {
        const JointBuild &src = m_joints[order[i]];
        Joint &j = m_model.skeleton.joints[i];
        j.name = src.name;
        j.parent = src.parent < 0 ? -1 : newIndex[src.parent];
        if (order[i] < m_basePoses.size())
            j.bind = m_basePoses[order[i]];
    }
    return true;
}

// An animation-only file (`pq` frames, no `joint` lines, as written for IQM
// files with poses but no joints): one joint per pose of a frame, without a
// name; IQE keeps no parents with the poses, so each joint is a root.
void Parser::makeJointsFromPoses()
{
    if (!m_joints.isEmpty() || m_maxBlendIndex >= 0)
        return;
    for (const AnimationBuild &a : std::as_const(m_animations)) {
        if (a.frameStarts.isEmpty())
            continue;
        const qsizetype end = a.frameStarts.size() > 1 ? a.frameStarts[1] : a.poses.size();
        const qsizetype n = end - a.frameStarts[0];
        if (n <= 0)
            continue;
        m_joints.resize(n);
        for (JointBuild &j : m_joints)
            j.line = a.frameLines[0];
        if (m_basePoses.isEmpty())
            m_basePoses = a.poses.mid(a.frameStarts[0], n);
        m_model.extras.insert(QLatin1String(kAnimationOnly), true);
        warn(tr("the file has poses but no joints: %n joint(s) made from the poses of a frame, without names; "
                "their parents are unknown, so each is a root",
                nullptr, int(n)),
             a.frameLines[0]);
        return;
    }
}

bool Parser::finishAnimations(const QList<int> &newIndex)
{
    const qsizetype joints = m_joints.size();
    QSet<QString> used;
    for (const AnimationBuild &a : m_animations)
        if (a.named)
            used.insert(a.animation.name);
    int nextName = 1;
    for (AnimationBuild &a : m_animations) {
        if (!a.named) {
            QString name;
            do
                name = QStringLiteral("animation%1").arg(nextName++);
            while (used.contains(name));
            used.insert(name);
            a.animation.name = name;
        }
        // A trailing `frame` with no poses is not a frame.
        qsizetype frames = a.frameStarts.size();
        if (frames > 0 && a.frameStarts.last() == a.poses.size())
            --frames;
        if (frames > 0 && joints == 0)
            return fail(tr("animation \"%1\" has poses but the file has no joints").arg(a.animation.name), a.line);
        for (qsizetype f = 0; f < frames; ++f) {
            const qsizetype begin = a.frameStarts[f];
            const qsizetype end = f + 1 < a.frameStarts.size() ? a.frameStarts[f + 1] : a.poses.size();
            if (end - begin != joints)
                return fail(tr("animation \"%1\": frame %2 has %3 poses for %4 joints")
                                .arg(a.animation.name)
                                .arg(f)
                                .arg(end - begin)
                                .arg(joints),
                            a.frameLines[f]);
        }
        Animation &anim = a.animation;
        anim.duration = frames > 0 ? double(frames - 1) / anim.fps : 0.0;
        if (frames > 0) {
            anim.tracks.resize(joints);
            for (qsizetype j = 0; j < joints; ++j) {
                JointTrack &t = anim.tracks[newIndex[j]];
                t.joint = newIndex[j];
                t.translations.resize(frames);
                t.rotations.resize(frames);
                t.scales.resize(frames);
            }
            for (qsizetype f = 0; f < frames; ++f) {
                const float time = float(double(f) / anim.fps);
                for (qsizetype j = 0; j < joints; ++j) {
                    const Transform &pose = a.poses[a.frameStarts[f] + j];
                    JointTrack &t = anim.tracks[newIndex[j]];
                    t.translations[f] = {time, pose.translation};
                    t.rotations[f] = {time, pose.rotation};
                    t.scales[f] = {time, pose.scale};
                }
            }
        }
        a.poses = {};
        m_model.animations.append(std::move(anim));
    }
    return true;
}

bool Parser::finish()
{
    if (m_maxForward >= m_vertexCount)
        return fail(
            tr("vertex index %1 is past the last vertex (the file has %2)").arg(m_maxForward).arg(m_vertexCount),
            m_maxForwardLine);
    if (m_maxBlendIndex >= 0 && m_maxBlendIndex >= m_joints.size())
        return fail(
            tr("joint index %1 in vb refers to no joint (the file has %2)").arg(m_maxBlendIndex).arg(m_joints.size()),
            m_maxBlendLine);
    for (MeshBuild &b : m_meshes)
        if (!finishMesh(b))
            return false;

    makeJointsFromPoses();
    QList<int> newIndex;
    if (!finishSkeleton(newIndex))
        return false;
    // Unnamed joints and no mesh: the joint lines that an animation-only
    // file's pose parents are written with (IqeWriter); the model stays
    // animation-only, so IQM gets no joint table again.
    if (m_meshes.isEmpty() && !m_model.skeleton.joints.isEmpty()
        && std::all_of(m_model.skeleton.joints.cbegin(), m_model.skeleton.joints.cend(),
                       [](const Joint &j) { return j.name.isEmpty(); }))
        m_model.extras.insert(QLatin1String(kAnimationOnly), true);

    const bool hasFaces = m_triangleCount > 0;
    for (qsizetype i = 0; i < m_meshes.size(); ++i) {
        MeshBuild &b = m_meshes[i];
        if (hasFaces) {
            if (!resolveTriangles(i))
                return false;
        } else {
            // No triangle data anywhere: every three vertices are a triangle.
            const quint32 n = quint32(b.mesh.positions.size());
            b.mesh.triangles.reserve(n / 3);
            for (quint32 v = 0; v + 2 < n; v += 3)
                b.mesh.triangles.append({v, v + 1, v + 2});
            if (n % 3 != 0)
                warn(tr("mesh \"%1\": %2 vertices is not a multiple of 3; the last %3 form no triangle")
                         .arg(b.mesh.name)
                         .arg(n)
                         .arg(n % 3),
                     b.line);
        }
    }

    // Smoothing parameters per triangle, from the runs of state changes.
    if (m_smoothUsed && hasFaces) {
        bool anyEdges = false;
        for (const MeshBuild &b : m_meshes)
            anyEdges = anyEdges || !b.edges.isEmpty();
        for (MeshBuild &b : m_meshes) {
            Smoothing &s = b.mesh.smoothing;
            const qsizetype n = b.mesh.triangles.size();
            s.groups.resize(n);
            s.angles.resize(n);
            s.uvs.resize(n);
            // The last run that starts at or before the mesh's first triangle.
            auto it = std::upper_bound(m_smoothRuns.cbegin(), m_smoothRuns.cend(), b.firstTriangle,
                                       [](qint64 t, const auto &run) { return t < run.first; });
            SmoothState state = it == m_smoothRuns.cbegin() ? SmoothState() : std::prev(it)->second;
            for (qsizetype t = 0; t < n; ++t) {
                const qint64 g = b.firstTriangle + t;
                while (it != m_smoothRuns.cend() && it->first <= g) {
                    state = it->second;
                    ++it;
                }
                s.groups[t] = state.group;
                s.angles[t] = state.angle;
                s.uvs[t] = state.uv;
            }
            if (anyEdges) {
                if (b.edges.size() > n)
                    warn(tr("mesh \"%1\": more fs edge flags than triangles; the extra flags are ignored")
                             .arg(b.mesh.name),
                         b.line);
                b.edges.resize(n, std::array<qint8, 3>{-1, -1, -1});
                s.edges = std::move(b.edges);
            }
        }
    }

    // Materials by name, in order of first use.
    QHash<QByteArray, int> materialIndex;
    for (MeshBuild &b : m_meshes) {
        if (!b.hasMaterial)
            continue;
        auto it = materialIndex.constFind(b.materialName);
        if (it == materialIndex.constEnd()) {
            Material mat;
            mat.name = QString::fromUtf8(b.materialName);
            it = materialIndex.insert(b.materialName, int(m_model.materials.size()));
            m_model.materials.append(mat);
        }
        b.mesh.material = *it;
    }

    // The vertex pool before the first `mesh` command is not a mesh of its
    // own when faces elsewhere use it.
    auto kept = [hasFaces](const MeshBuild &b) { return !(b.implicit && hasFaces && b.mesh.triangles.isEmpty()); };
    QList<qint32> modelIndex(m_meshes.size(), -1);
    for (qsizetype i = 0, next = 0; i < m_meshes.size(); ++i)
        if (kept(m_meshes[i]))
            modelIndex[i] = qint32(next++);
    for (MeshBuild &b : m_meshes) {
        if (!kept(b))
            continue;
        for (quint32 &i : b.mesh.blendIndexes)
            i = quint32(newIndex[qsizetype(i)]);
        // Where copies came from, so that a writer can refer to the source
        // again (IqeWriter); a copy of a vertex of the dropped pool is the
        // mesh's own.
        QByteArray notes;
        for (const auto &[copy, mesh, source] : std::as_const(b.copies)) {
            if (modelIndex[mesh] < 0)
                continue;
            const quint32 note[3] = {copy, quint32(modelIndex[mesh]), source};
            notes.append(reinterpret_cast<const char *>(note), sizeof note);
        }
        if (!notes.isEmpty())
            b.mesh.extras.insert(QStringLiteral("iqe.sharedVertices"), notes);
        m_model.meshes.append(std::move(b.mesh));
    }
    m_meshes.clear();

    if (m_cutInfluences > 0)
        warn(tr("%1 vertices had more than %2 influences; the largest %2 were kept and renormalized")
                 .arg(m_cutInfluences)
                 .arg(kMaxInfluences),
             1);

    if (m_normalCount == 0 && m_model.triangleCount() > 0)
        generateIqeNormals(m_model);

    if (!finishAnimations(newIndex))
        return false;
    if (!m_vertexArrays.isEmpty())
        m_model.extras.insert(QStringLiteral("iqe.vertexarrays"), m_vertexArrays);
    if (m_hasComment)
        m_model.extras.insert(QStringLiteral("iqe.comment"), m_comment);
    return true;
}

} // namespace quarry::iqe
