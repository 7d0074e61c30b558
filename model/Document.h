// The open model: the one place that changes it. Every change goes through
// a command on the undo stack; views read the model and listen to the
// fine-grained signals.
#pragma once

#include "model/Model.h"
#include "model/MorphWeights.h"
#include "model/Selection.h"
#include "model/ops/Retime.h"

#include <QObject>
#include <QString>
#include <QUndoStack>

namespace quarry {

class Command;

class Document : public QObject
{
    Q_OBJECT

public:
    explicit Document(QObject *parent = nullptr);
    ~Document() override;

    const Model &model() const { return m_model; }
    QUndoStack *undoStack() { return &m_undoStack; }

    // Replaces the whole model (open, new, revert): clears undo history,
    // selection and the current time; the document is clean afterwards.
    void resetModel(Model model, const QString &filePath = {}, const QString &format = {});

    QString filePath() const { return m_filePath; }
    QString format() const { return m_format; }
    // After a successful save: new path and format, undo stack marked clean.
    void markSaved(const QString &filePath, const QString &format);
    bool isModified() const { return !m_undoStack.isClean(); }
    // Marks the document modified with nothing to undo (a model restored
    // after a crash is not what its file holds).
    void markUnsaved() { m_undoStack.resetClean(); }
    QString displayName() const;

    const Selection &selection() const { return m_selection; }
    void setSelection(const Selection &selection);
    void clearSelection();

    // Faces hidden from drawing, picking and box selection, per mesh index
    // (sorted). A view state, not model data: saving keeps hidden geometry.
    // Changed by the hide commands (so it follows undo and redo) and kept
    // valid by the commands that add, remove or renumber faces.
    const HiddenFaces &hiddenFaces() const { return m_hiddenFaces; }
    void setHiddenFaces(const HiddenFaces &hidden);
    bool hasHiddenFaces() const { return !m_hiddenFaces.isEmpty(); }

    int currentAnimation() const { return m_currentAnimation; }
    void setCurrentAnimation(int index);
    double currentTime() const { return m_currentTime; }
    void setCurrentTime(double seconds);
    // A second clip played with the current one, on the joints and meshes
    // the current one does not key (a Quake III player's torso clip with a
    // legs clip: model/LayeredPlayback); -1 for none. A view state, cleared
    // when the clips are added, removed or replaced.
    int companionAnimation() const { return m_companionAnimation; }
    void setCompanionAnimation(int index);

    // The keys of the current clip selected in the timeline (or by the
    // selectKeys operation); cleared with the model and the current clip.
    const KeySelection &keySelection() const { return m_keySelection; }
    void setKeySelection(const KeySelection &keys);

    // Preview weights of morph targets (a view state like the current
    // time: not undone, not saved). Cleared with the model and when the mesh
    // list is replaced (split, merge, delete), per mesh when its number of
    // targets changes; shifted when one mesh is inserted or removed.
    const MorphWeights &morphWeights() const { return m_morphWeights; }
    float morphWeight(int mesh, int target) const { return m_morphWeights.value(mesh).value(target); }
    // Ignored for a mesh or target that does not exist.
    void setMorphWeight(int mesh, int target, float weight);
    void clearMorphWeights();

Q_SIGNALS:
    void modelReset();
    void meshChanged(int index);
    void meshInserted(int index);
    void meshRemoved(int index);
    void meshesReset();
    void materialChanged(int index);
    void materialsChanged();
    void jointChanged(int index);
    void skeletonChanged();
    void animationChanged(int index);
    void animationsChanged();
    void animationInserted(int index);
    void animationRemoved(int index);
    void shapesChanged();
    void selectionChanged();
    void hiddenFacesChanged();
    void currentAnimationChanged(int index);
    void currentTimeChanged(double seconds);
    void companionAnimationChanged(int index);
    void keySelectionChanged();
    void morphWeightsChanged();
    void filePathChanged(const QString &path);
    void modifiedChanged(bool modified);

private:
    // Commands, and only they, change the model and then tell the views
    // (Command forwards these to its subclasses), keeping the selection valid.
    friend class Command;
    Model &mutableModel() { return m_model; }
    void notifyMeshChanged(int index);
    void notifyMeshInserted(int index);
    void notifyMeshRemoved(int index);
    // The mesh list was replaced as a whole (a split or merge): one signal
    // instead of every mesh removed and inserted; the selection of meshes,
    // vertices and faces is cleared.
    void notifyMeshesReset();
    void notifyMaterialChanged(int index);
    void notifyMaterialsChanged();
    void notifyJointChanged(int index);
    void notifySkeletonChanged();
    void notifyAnimationChanged(int index);
    void notifyAnimationsChanged();
    void notifyAnimationInserted(int index);
    void notifyAnimationRemoved(int index);
    void notifyShapesChanged();
    void notifyObjectChanged(ObjectKind kind, int index);

    Model m_model;
    QUndoStack m_undoStack;
    QString m_filePath;
    QString m_format;
    Selection m_selection;
    HiddenFaces m_hiddenFaces;
    int m_currentAnimation = -1;
    double m_currentTime = 0.0;
    int m_companionAnimation = -1;
    KeySelection m_keySelection;
    MorphWeights m_morphWeights;
};

} // namespace quarry
