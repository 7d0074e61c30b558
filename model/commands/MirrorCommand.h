#pragma once

#include "model/commands/Command.h"

namespace quarry {

// Adds a mirrored copy of faces (per mesh index; a mesh listed with no
// faces is mirrored whole) across the plane through the origin at right
// angles to `axis` (0 X, 1 Y, 2 Z), merging the seam on the plane when asked.
// The copy is appended, so the step keeps no geometry: undo cuts each mesh
// back to its old vertex and triangle counts and puts back the few seam
// vertices it moved onto the plane; redo mirrors again.
class MirrorCommand : public Command
{
public:
    MirrorCommand(Document *document, const QMap<int, QList<quint32>> &faces, int axis, bool mergeSeam,
                  QUndoCommand *parent = nullptr);

    void redo() override;
    void undo() override;
    qint64 undoBytes() const override;

private:
    struct Part
    {
        int mesh = -1;
        QList<quint32> faces; // empty: all
        qsizetype vertices = 0; // counts before
        qsizetype triangles = 0;
        // The seam vertices as they were before being put on the plane.
        QList<quint32> seam;
        QList<QVector3D> seamPositions;
        QList<QVector3D> seamNormals;
        QList<QVector4D> seamTangents;
    };

    QList<Part> m_parts;
    int m_axis;
    bool m_mergeSeam;
};

} // namespace quarry
