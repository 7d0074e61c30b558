// The Model menu: the hand-fixing operations as actions on the open
// Document's selection (or the whole model), asking for their parameters
// where they take any. Each pushes one undoable command.
#pragma once

#include "model/Selection.h"

#include <QObject>
#include <QVariantMap>

class QAction;
class QMenu;
class QWidget;

namespace quarry {

class Document;
class ValidationView;

class ModelOperations : public QObject
{
    Q_OBJECT

public:
    ModelOperations(Document *document, QWidget *window);

    // Fills the Model menu.
    void populate(QMenu *menu);
    // Actions for the outliner's context menu on objects of a kind.
    QList<QAction *> contextActions(ObjectKind kind) const;
    // Named so tests and other menus can find them: "flipWinding", "scaleBy", ...
    QAction *action(const QString &name) const;
    // Where Validate shows its report (the window's Validation dock).
    void setValidationView(ValidationView *view, QWidget *dock);

    // The meshes an operation works on: the selected ones, or (with
    // vertices/faces selected) their meshes, or all when nothing is.
    QList<int> targetMeshes() const;

Q_SIGNALS:
    // A line for the status bar after an operation ("Welded 12 vertices").
    void message(const QString &text);

private:
    QAction *add(const QString &name, const QString &text, const QString &tip);
    void updateEnabled();
    // Runs the operation of that id with the dialog's values and reports how it went.
    void run(const QString &id, const QVariantMap &options = {});

    void deleteSelection();
    void mergeMeshes();
    void splitBySelection();
    void splitLooseParts();
    void flipWinding();
    void flipNormals();
    void recomputeNormals();
    void weld();
    void unweld();
    void scaleBy();
    void scaleToHeight();
    void rotate();
    void translate();
    void yUpToZUp();
    void zUpToYUp();
    void dropToGround();
    void centre();
    void normalizeWeights();
    void limitInfluences();
    void removeUnusedJoints();
    void renameJoints();
    void fixTexturePaths();
    void validate();

    Document *m_document;
    QWidget *m_window;
    QMap<QString, QAction *> m_actions;
    ValidationView *m_validationView = nullptr;
    QWidget *m_validationDock = nullptr;
    // The last values asked for, offered again.
    double m_weldTolerance = 1e-5;
    bool m_weldPositionOnly = false;
    double m_scaleHeight = 56.0;
};

} // namespace quarry
