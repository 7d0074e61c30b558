#include "model/commands/SplitMeshCommand.h"

#include "model/ops/MeshCombine.h"
#include "model/ops/MorphTracks.h"

#include <QCoreApplication>

namespace quarry {

SplitMeshCommand::SplitMeshCommand(Document *document, int mesh, Mode mode, const QList<quint32> &faces,
                                   QUndoCommand *parent)
    : ModelDiffCommand(document, QCoreApplication::translate("SplitMeshCommand", "Split Mesh"), parent)
{
    Model after = document->model();
    if (mesh < 0 || mesh >= after.meshes.size() || !after.meshes[mesh].validate().isEmpty()) {
        setObsolete(true);
        return;
    }
    Mesh &source = after.meshes[mesh];
    const QString base = source.name;
    QList<Mesh> pieces;
    if (mode == Mode::SelectedFaces) {
        QList<quint32> valid;
        for (quint32 f : faces)
            if (f < quint32(source.triangles.size()))
                valid.append(f);
        if (valid.isEmpty() || valid.size() == source.triangles.size()) {
            setObsolete(true);
            return;
        }
        pieces.append(extractTriangles(source, valid, base + QStringLiteral(".split")));
    } else {
        const QList<QList<quint32>> parts = connectedParts(source);
        if (parts.size() < 2) {
            setObsolete(true);
            return;
        }
        // Take the parts out from the last to the first; the mesh keeps the largest.
        QList<quint32> taken;
        for (qsizetype p = 1; p < parts.size(); ++p) {
            QList<quint32> remap; // part's triangle indexes in what is left of the mesh
            for (quint32 t : parts[p]) {
                quint32 shift = 0;
                for (quint32 g : std::as_const(taken))
                    shift += g < t;
                remap.append(t - shift);
            }
            pieces.append(extractTriangles(source, remap, QStringLiteral("%1.%2").arg(base).arg(p)));
            taken.append(parts[p]);
        }
    }
    for (qsizetype i = 0; i < pieces.size(); ++i)
        after.meshes.insert(mesh + 1 + i, pieces[i]);
    copyMorphTracksToInserted(after.animations, mesh, mesh + 1, int(pieces.size()));
    capture(after);
}

} // namespace quarry
