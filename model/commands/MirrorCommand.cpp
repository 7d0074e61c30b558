#include "model/commands/MirrorCommand.h"

#include "model/VertexStreams.h"
#include "model/commands/UndoBytes.h"
#include "model/ops/Mirror.h"

#include <QCoreApplication>

#include <cmath>

namespace quarry {

MirrorCommand::MirrorCommand(Document *document, const QMap<int, QList<quint32>> &faces, int axis, bool mergeSeam,
                             QUndoCommand *parent)
    : Command(document, QCoreApplication::translate("MirrorCommand", "Mirror"), parent)
    , m_axis(axis)
    , m_mergeSeam(mergeSeam)
{
    const Model &m = document->model();
    for (auto it = faces.cbegin(); it != faces.cend() && axis >= 0 && axis <= 2; ++it) {
        if (it.key() < 0 || it.key() >= m.meshes.size())
            continue;
        const Mesh &mesh = m.meshes[it.key()];
        if (!mesh.validate().isEmpty())
            continue; // mirrorFaces leaves such a mesh alone
        // The faces mirrorFaces will take, and the vertices on the seam it
        // will move onto the plane.
        QList<bool> seen(mesh.vertexCount(), false);
        const float tolerance = seamTolerance(mesh);
        Part part;
        part.mesh = it.key();
        part.faces = it.value();
        part.vertices = mesh.vertexCount();
        part.triangles = mesh.triangles.size();
        bool any = false;
        auto visit = [&](quint32 f) {
            any = true;
            for (quint32 v : mesh.triangles[f]) {
                if (!mergeSeam || seen[v] || std::abs(mesh.positions[v][axis]) > tolerance)
                    continue;
                seen[v] = true;
                part.seam.append(v);
                part.seamPositions.append(mesh.positions[v]);
                if (!mesh.normals.isEmpty())
                    part.seamNormals.append(mesh.normals[v]);
                if (!mesh.tangents.isEmpty())
                    part.seamTangents.append(mesh.tangents[v]);
            }
        };
        if (it.value().isEmpty()) {
            for (qsizetype f = 0; f < mesh.triangles.size(); ++f)
                visit(quint32(f));
        } else {
            for (quint32 f : it.value())
                if (f < quint32(mesh.triangles.size()))
                    visit(f);
        }
        if (any)
            m_parts.append(std::move(part));
    }
    setObsolete(m_parts.isEmpty());
}

void MirrorCommand::redo()
{
    Selection selection = document()->selection();
    for (const Part &part : std::as_const(m_parts)) {
        const QList<quint32> added = mirrorFaces(model().meshes[part.mesh], m_axis, part.faces, m_mergeSeam);
        if (selection.faces.contains(part.mesh))
            selection.faces[part.mesh] += added;
        notifyMeshChanged(part.mesh);
    }
    document()->setSelection(selection);
}

void MirrorCommand::undo()
{
    Selection selection = document()->selection();
    for (const Part &part : std::as_const(m_parts)) {
        Mesh &mesh = model().meshes[part.mesh];
        forEachVertexStream(mesh, [&part](auto &stream, qsizetype stride) {
            if (!stream.isEmpty())
                stream.resize(part.vertices * stride);
        });
        mesh.triangles.resize(part.triangles);
        Smoothing &s = mesh.smoothing;
        auto cut = [&part](auto &list) {
            if (!list.isEmpty())
                list.resize(part.triangles);
        };
        cut(s.groups);
        cut(s.angles);
        cut(s.uvs);
        cut(s.edges);
        for (qsizetype i = 0; i < part.seam.size(); ++i) {
            const quint32 v = part.seam[i];
            mesh.positions[v] = part.seamPositions[i];
            if (!part.seamNormals.isEmpty())
                mesh.normals[v] = part.seamNormals[i];
            if (!part.seamTangents.isEmpty())
                mesh.tangents[v] = part.seamTangents[i];
        }
        auto faces = selection.faces.find(part.mesh);
        if (faces != selection.faces.end()) {
            faces->removeIf([&part](quint32 f) { return f >= quint32(part.triangles); });
            if (faces->isEmpty())
                selection.faces.erase(faces);
        }
        auto vertices = selection.vertices.find(part.mesh);
        if (vertices != selection.vertices.end()) {
            vertices->removeIf([&part](quint32 v) { return v >= quint32(part.vertices); });
            if (vertices->isEmpty())
                selection.vertices.erase(vertices);
        }
        notifyMeshChanged(part.mesh);
    }
    document()->setSelection(selection);
}

qint64 MirrorCommand::undoBytes() const
{
    qint64 n = 0;
    for (const Part &p : m_parts)
        n += listBytes(p.faces) + listBytes(p.seam) + listBytes(p.seamPositions) + listBytes(p.seamNormals)
             + listBytes(p.seamTangents);
    return n;
}

} // namespace quarry
