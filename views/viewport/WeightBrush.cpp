#include "views/viewport/WeightBrush.h"

#include "model/ops/MirrorWeights.h"
#include "model/ops/ModelSelect.h"
#include "views/viewport/DepthBuffer.h"

#include <QHash>

#include <cmath>
#include <limits>

namespace quarry {

namespace {

float jointWeightIn(const Influences &influences, quint32 joint)
{
    float w = 0.0f;
    for (const Influence &i : influences)
        if (i.joint == joint)
            w += i.weight;
    return w;
}

} // namespace

void WeightBrush::beginStroke(const PickView &view, const BrushSettings &settings)
{
    m_model = view.model;
    m_settings = settings;
    m_screen.clear();
    m_neighbourStart.clear();
    m_neighbours.clear();
    m_mirror.clear();
    m_partner.clear();
    if (!m_model || !view.pose || view.viewport.width() <= 0 || view.viewport.height() <= 0) {
        m_model = nullptr;
        return;
    }
    const Model &model = *m_model;
    const QList<SkinnedMesh> &skinned = view.pose->skinnedMeshes(model);
    const qsizetype meshCount = std::min(skinned.size(), model.meshes.size());
    QList<QList<bool>> hiddenVertex(meshCount);
    std::optional<DepthBuffer> depth;
    if (!view.throughSurfaces)
        depth.emplace(view.camera, view.viewport);
    for (qsizetype m = 0; m < meshCount; ++m) {
        const QList<quint32> hidden = view.hidden ? view.hidden->value(int(m)) : QList<quint32>();
        hiddenVertex[m] = hiddenVertexMask(model.meshes[m], hidden);
        if (!depth)
            continue;
        if (hidden.isEmpty()) {
            depth->addTriangles(skinned[m].positions, model.meshes[m].triangles);
            continue;
        }
        const QList<bool> hiddenFace = hiddenFaceMask(model.meshes[m], hidden);
        QList<Triangle> shown;
        for (qsizetype f = 0; f < model.meshes[m].triangles.size(); ++f)
            if (!hiddenFace[f])
                shown.append(model.meshes[m].triangles[f]);
        depth->addTriangles(skinned[m].positions, shown);
    }
    const float aspect = float(view.viewport.width()) / float(view.viewport.height());
    const QMatrix4x4 viewProjection = view.camera.projectionMatrix(aspect) * view.camera.viewMatrix();
    const float *mat = viewProjection.constData();
    const float halfWidth = float(view.viewport.width()) * 0.5f;
    const float halfHeight = float(view.viewport.height()) * 0.5f;
    const QPointF nowhere(std::numeric_limits<double>::quiet_NaN(), std::numeric_limits<double>::quiet_NaN());
    m_screen.resize(meshCount);
    for (qsizetype m = 0; m < meshCount; ++m) {
        const QList<QVector3D> &positions = skinned[m].positions;
        QList<QPointF> &screen = m_screen[m];
        screen.resize(positions.size());
        for (qsizetype v = 0; v < positions.size(); ++v) {
            const QVector3D &p = positions[v];
            const float w = mat[3] * p.x() + mat[7] * p.y() + mat[11] * p.z() + mat[15];
            const bool shown = w > 1e-9f && !hiddenVertex[m].value(v) && (!depth || depth->isVisible(p));
            screen[v] = shown ? QPointF(
                            ((mat[0] * p.x() + mat[4] * p.y() + mat[8] * p.z() + mat[12]) / w + 1.0f) * halfWidth,
                            (1.0f - (mat[1] * p.x() + mat[5] * p.y() + mat[9] * p.z() + mat[13]) / w) * halfHeight)
                              : nowhere;
        }
    }
    if (settings.mode == BrushMode::Smooth) {
        // Connected vertices, as offsets into one list per mesh.
        m_neighbourStart.resize(meshCount);
        m_neighbours.resize(meshCount);
        for (qsizetype m = 0; m < meshCount; ++m) {
            const Mesh &mesh = model.meshes[m];
            QList<quint32> count(mesh.vertexCount() + 1, 0);
            for (const Triangle &t : mesh.triangles)
                for (quint32 v : t)
                    if (v < quint32(mesh.vertexCount()))
                        count[v + 1] += 2;
            for (qsizetype v = 0; v < mesh.vertexCount(); ++v)
                count[v + 1] += count[v];
            QList<quint32> fill = count;
            QList<quint32> list(count.last());
            for (const Triangle &t : mesh.triangles) {
                if (t[0] >= quint32(mesh.vertexCount()) || t[1] >= quint32(mesh.vertexCount())
                    || t[2] >= quint32(mesh.vertexCount()))
                    continue;
                for (int c = 0; c < 3; ++c) {
                    list[fill[t[c]]++] = t[(c + 1) % 3];
                    list[fill[t[c]]++] = t[(c + 2) % 3];
                }
            }
            m_neighbourStart[m] = std::move(count);
            m_neighbours[m] = std::move(list);
        }
    }
    if (settings.mirror) {
        for (qsizetype m = 0; m < meshCount; ++m)
            m_mirror.append(mirrorVertexMap(model.meshes[m], settings.mirrorAxis));
        m_partner = mirroredJoints(model.skeleton, QStringLiteral("auto"));
    }
}

QMap<int, QList<std::pair<quint32, float>>> WeightBrush::reach(const QPointF &centre) const
{
    QMap<int, QList<std::pair<quint32, float>>> reached;
    if (!m_model)
        return reached;
    const double radius = std::max(m_settings.radius, 0.5f);
    const double radius2 = radius * radius;
    for (qsizetype m = 0; m < m_screen.size(); ++m) {
        const QList<QPointF> &screen = m_screen[m];
        QList<std::pair<quint32, float>> list;
        for (qsizetype v = 0; v < screen.size(); ++v) {
            const double dx = screen[v].x() - centre.x(), dy = screen[v].y() - centre.y();
            const double d2 = dx * dx + dy * dy;
            if (!(d2 <= radius2)) // NaN (not shown) fails too
                continue;
            const float t = float(std::sqrt(d2) / radius);
            const float smooth = t * t * (3.0f - 2.0f * t);
            const float strength = m_settings.strength * (1.0f - m_settings.falloff * smooth);
            if (strength > 0.0f)
                list.append({quint32(v), strength});
        }
        if (!list.isEmpty())
            reached.insert(int(m), list);
    }
    return reached;
}

WeightChanges WeightBrush::dab(const Model &model, const QPointF &centre, int joint) const
{
    const BrushSettings &s = m_settings;
    if (!m_model || (joint < 0 && s.mode != BrushMode::Smooth))
        return {};
    // Per mesh: each vertex's edits, (joint, strength), its mirror's after its own.
    QMap<int, QHash<quint32, QList<std::pair<quint32, float>>>> edits;
    const auto reached = reach(centre);
    for (auto it = reached.cbegin(); it != reached.cend(); ++it) {
        auto &mesh = edits[it.key()];
        for (const auto &[v, strength] : it.value()) {
            mesh[v].append({quint32(joint), strength});
            if (!s.mirror || it.key() >= m_mirror.size())
                continue;
            const qint64 other = m_mirror[it.key()].value(v, -1);
            if (other >= 0 && other != qint64(v))
                mesh[quint32(other)].append({quint32(m_partner.value(joint, joint)), strength});
        }
    }
    QMap<int, QList<quint32>> vertices;
    for (auto it = edits.cbegin(); it != edits.cend(); ++it) {
        QList<quint32> list = it.value().keys();
        std::sort(list.begin(), list.end());
        vertices.insert(it.key(), list);
    }
    return editWeights(model, vertices, [&](Influences influences, int mesh, quint32 v) {
        for (const auto &[j, strength] : edits[mesh].value(v)) {
            switch (s.mode) {
            case BrushMode::Add: influences = assignWeight(influences, j, strength, WeightMode::Add, true); break;
            case BrushMode::Subtract:
                influences = assignWeight(influences, j, strength, WeightMode::Subtract, true);
                break;
            case BrushMode::Replace: {
                const float current = jointWeightIn(influences, j);
                influences = assignWeight(influences, j, current + (s.weight - current) * strength, WeightMode::Replace,
                                          true);
                break;
            }
            case BrushMode::Smooth: {
                // Towards the mean of the vertex and its neighbours (as they were before the dab).
                const Mesh &m = model.meshes[mesh];
                QMap<quint32, float> sum;
                int count = 1;
                for (const Influence &i : vertexInfluences(m, v))
                    sum[i.joint] += i.weight;
                if (mesh < m_neighbourStart.size())
                    for (quint32 n = m_neighbourStart[mesh][v]; n < m_neighbourStart[mesh][v + 1]; ++n, ++count)
                        for (const Influence &i : vertexInfluences(m, m_neighbours[mesh][n]))
                            sum[i.joint] += i.weight;
                Influences mixed;
                for (const Influence &i : influences)
                    if (!sum.contains(i.joint))
                        mixed.append({i.joint, i.weight * (1.0f - strength)});
                for (auto k = sum.cbegin(); k != sum.cend(); ++k) {
                    const float own = jointWeightIn(influences, k.key());
                    mixed.append({k.key(), own + (k.value() / float(count) - own) * strength});
                }
                mixed.removeIf([](const Influence &i) { return !(i.weight > 1e-6f); });
                influences = normalized(mixed);
                break;
            }
            }
        }
        return influences;
    });
}

} // namespace quarry
