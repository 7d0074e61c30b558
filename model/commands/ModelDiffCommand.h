#pragma once

#include "model/commands/Command.h"

#include <optional>

namespace quarry {

// Base of the commands that run a model operation: the subclass applies the
// operation to a copy of the model (cheap: the lists are shared until
// written) and hands the result to capture(), which keeps only the parts
// that differ, before and after: single meshes by index where the mesh
// count stays, else the mesh list; renamed joints by index, any other
// change of the skeleton as a whole; animations, materials,
// shapes and extras each only when changed. Nothing changed: the command
// is obsolete and does nothing. Views hear one signal per part: a changed
// mesh or joint by index, a new mesh list as one reset.
class ModelDiffCommand : public Command
{
public:
    using Command::Command;

    void redo() override;
    void undo() override;
    // Each changed part before and after; nothing for a mesh's list that
    // the change left alone (shared by both sides and the model).
    qint64 undoBytes() const override;

    // Whether the operation changed anything (capture() found a difference).
    bool changesModel() const { return !isObsolete(); }

    // The given mesh indexes that exist, or every mesh when none are given.
    static QList<int> meshesOrAll(const Model &model, const QList<int> &meshes);

protected:
    // Also takes the document's hidden faces as they are now, before and
    // after (see hiddenAfter()).
    void capture(const Model &after);
    // The hidden faces the command leaves; a command that removes or
    // renumbers faces of a mesh remaps them here after capture().
    HiddenFaces &hiddenAfter() { return m_after.hidden; }
    // The hidden faces of the meshes in `maps` follow their triangles to
    // the new indexes (each map from old to new index, -1: gone).
    void remapHiddenFaces(const QMap<int, QList<qint64>> &maps);
    // The selection to show after redo (undo restores the one before).
    void setSelectionAfter(const Selection &selection);
    // Faces renumbered by a map from old to new index (-1: gone).
    static QList<quint32> remapFaces(const QList<quint32> &faces, const QList<qint64> &map);

private:
    struct Parts
    {
        QMap<int, Mesh> meshes; // by index, mesh count unchanged
        std::optional<QList<Mesh>> meshList; // mesh count changed
        std::optional<QList<Material>> materials;
        QMap<int, Joint> joints; // by index, where only names changed
        std::optional<Skeleton> skeleton; // any other change
        std::optional<QList<Animation>> animations;
        std::optional<QList<Shape>> shapes;
        std::optional<QVariantMap> extras;
        HiddenFaces hidden;
    };

    void apply(const Parts &parts);
    static qint64 partsBytes(const Parts &parts);
    void pruneSelection();

    Parts m_before;
    Parts m_after;
    std::optional<Selection> m_selectionBefore;
    std::optional<Selection> m_selectionAfter;
};

} // namespace quarry
