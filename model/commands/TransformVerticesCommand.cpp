#include "model/commands/TransformVerticesCommand.h"

#include "model/commands/UndoBytes.h"

#include <QCoreApplication>

namespace quarry {

TransformVerticesCommand::TransformVerticesCommand(Document *document, const VertexSet &vertices,
                                                   const QMatrix4x4 &matrix, int mergeKey, QUndoCommand *parent)
    : TransformVerticesCommand(document, vertices, {}, matrix, mergeKey, parent)
{ }

TransformVerticesCommand::TransformVerticesCommand(Document *document, const VertexSet &vertices,
                                                   const VertexMatrices &skinning, const QMatrix4x4 &posedMatrix,
                                                   int mergeKey, QUndoCommand *parent)
    : Command(document, QCoreApplication::translate("TransformVerticesCommand", "Transform Vertices"), parent)
    , m_matrix(posedMatrix)
    , m_mergeKey(mergeKey)
{
    const Model &m = document->model();
    m_animation = document->currentAnimation();
    m_frames = resolvedVertexFrames(VertexFrames::Automatic, m_animation);
    const bool directions = !isTranslation(posedMatrix);
    for (auto it = vertices.cbegin(); it != vertices.cend(); ++it) {
        if (it.key() < 0 || it.key() >= m.meshes.size())
            continue;
        const Mesh &mesh = m.meshes[it.key()];
        const auto skin = skinning.constFind(it.key());
        const bool posed = skin != skinning.cend() && skin->size() == it.value().size();
        Saved saved;
        saved.mesh = it.key();
        for (qsizetype i = 0; i < it.value().size(); ++i) {
            const quint32 v = it.value()[i];
            if (v >= quint32(mesh.vertexCount()))
                continue;
            if (posed)
                saved.skinning.append((*skin)[i]);
            saved.vertices.append(v);
            saved.positions.append(mesh.positions[v]);
            if (directions && !mesh.normals.isEmpty())
                saved.normals.append(mesh.normals[v]);
            if (directions && !mesh.tangents.isEmpty())
                saved.tangents.append(mesh.tangents[v]);
        }
        if (hasVertexFrames(mesh)) {
            saved.morphs = mesh.morphs;
            saved.shown = shownMorphTarget(m, it.key(), m_animation, document->currentTime());
        }
        if (!saved.vertices.isEmpty())
            m_saved.append(std::move(saved));
    }
    if (m_saved.isEmpty())
        setObsolete(true);
}

void TransformVerticesCommand::redo()
{
    if (isObsolete())
        return;
    auto mapNormal = [](const QMatrix3x3 &normalMatrix, const QVector3D &n) {
        return QVector3D(normalMatrix(0, 0) * n.x() + normalMatrix(0, 1) * n.y() + normalMatrix(0, 2) * n.z(),
                         normalMatrix(1, 0) * n.x() + normalMatrix(1, 1) * n.y() + normalMatrix(1, 2) * n.z(),
                         normalMatrix(2, 0) * n.x() + normalMatrix(2, 1) * n.y() + normalMatrix(2, 2) * n.z())
            .normalized();
    };
    const QMatrix3x3 bindNormalMatrix = m_matrix.normalMatrix();
    for (const Saved &s : std::as_const(m_saved)) {
        Mesh &mesh = model().meshes[s.mesh];
        auto matrixOf = [&](qsizetype i) {
            return s.skinning.isEmpty() ? m_matrix : bindSpaceEdit(s.skinning[i], m_matrix);
        };
        if (!s.morphs.isEmpty()) {
            // From the frames as they were, so that redo after undo (and a
            // merged drag) gives the same frames.
            mesh.morphs = s.morphs;
            const auto map = [&](qsizetype i, const QVector3D &p) { return matrixOf(i).map(p); };
            const auto mapDirection = [&](qsizetype i, const QVector3D &n) {
                return mapNormal(s.skinning.isEmpty() ? bindNormalMatrix : matrixOf(i).normalMatrix(), n);
            };
            carryEditToFrames(mesh, s.vertices, s.positions, map,
                              s.normals.isEmpty() ? std::function<QVector3D(qsizetype, const QVector3D &)>()
                                                  : mapDirection,
                              m_frames, s.shown);
            if (shownEditKeepsBase(m_frames, s.shown)) {
                notifyMeshChanged(s.mesh);
                continue;
            }
        }
        for (qsizetype i = 0; i < s.vertices.size(); ++i) {
            const quint32 v = s.vertices[i];
            const QMatrix4x4 matrix = matrixOf(i);
            const QMatrix3x3 normalMatrix = s.skinning.isEmpty() ? bindNormalMatrix : matrix.normalMatrix();
            mesh.positions[v] = matrix.map(s.positions[i]);
            if (!s.normals.isEmpty())
                mesh.normals[v] = mapNormal(normalMatrix, s.normals[i]);
            if (!s.tangents.isEmpty()) {
                const QVector3D t = matrix.mapVector(s.tangents[i].toVector3D()).normalized();
                mesh.tangents[v] = QVector4D(t, s.tangents[i].w());
            }
        }
        notifyMeshChanged(s.mesh);
    }
}

void TransformVerticesCommand::undo()
{
    if (isObsolete())
        return;
    for (const Saved &s : std::as_const(m_saved)) {
        Mesh &mesh = model().meshes[s.mesh];
        for (qsizetype i = 0; i < s.vertices.size(); ++i) {
            const quint32 v = s.vertices[i];
            mesh.positions[v] = s.positions[i];
            if (!s.normals.isEmpty())
                mesh.normals[v] = s.normals[i];
            if (!s.tangents.isEmpty())
                mesh.tangents[v] = s.tangents[i];
        }
        if (!s.morphs.isEmpty())
            mesh.morphs = s.morphs;
        notifyMeshChanged(s.mesh);
    }
}

void TransformVerticesCommand::setFrames(VertexFrames frames)
{
    m_frames = resolvedVertexFrames(frames, m_animation);
}

bool TransformVerticesCommand::isTranslation(const QMatrix4x4 &matrix)
{
    for (int row = 0; row < 4; ++row)
        for (int column = 0; column < 3; ++column)
            if (matrix(row, column) != (row == column ? 1.0f : 0.0f))
                return false;
    return matrix(3, 3) == 1.0f;
}

qint64 TransformVerticesCommand::undoBytes() const
{
    qint64 n = 0;
    for (const Saved &s : m_saved)
        n += listBytes(s.vertices) + listBytes(s.positions) + listBytes(s.normals) + listBytes(s.tangents)
             + listBytes(s.skinning);
    for (const Saved &s : m_saved)
        for (const MorphTarget &t : s.morphs)
            n += listBytes(t.vertices) + listBytes(t.positions) + listBytes(t.normals) + listBytes(t.texcoords);
    return n;
}

bool TransformVerticesCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const TransformVerticesCommand *>(other);
    if (m_mergeKey < 0 || next->m_mergeKey != m_mergeKey || next->m_saved.size() != m_saved.size()
        || next->m_frames != m_frames)
        return false;
    // A move that kept no directions cannot take on a turn or a scale.
    if (isTranslation(m_matrix) && !isTranslation(next->m_matrix * m_matrix))
        return false;
    for (qsizetype i = 0; i < m_saved.size(); ++i)
        if (m_saved[i].mesh != next->m_saved[i].mesh || m_saved[i].vertices != next->m_saved[i].vertices
            || m_saved[i].skinning != next->m_saved[i].skinning || m_saved[i].shown != next->m_saved[i].shown)
            return false;
    // Keep the original values; the combined effect is next after this.
    m_matrix = next->m_matrix * m_matrix;
    return true;
}

} // namespace quarry
