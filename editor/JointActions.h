// The Model menu's joint edits (in Skeleton and Weights) and the outliner's
// joint context menu: Add Joint…, Add Attachment Point…, Add Joint at
// Clicked Point, Move Joint… and Reparent Joint…. Each asks for its values in a small dialog and runs the
// operation of the same id (addJoint, moveJoint, reparentJoint), so the
// menus and scripts do the same edit.
#pragma once

#include <QObject>
#include <QVariantMap>
#include <QVector3D>

#include <functional>

class QAction;
class QMenu;
class QWidget;

namespace quarry {

class Document;

class JointActions : public QObject
{
    Q_OBJECT

public:
    JointActions(Document *document, QWidget *window);

    QAction *addJointAction;
    QAction *addAttachmentAction;
    QAction *addJointAtPointAction;
    QAction *moveJointAction;
    QAction *reparentJointAction;

    // Adds the actions to the Model menu's Skeleton and Weights submenu
    // (the menu itself when it has none).
    void populateModelMenu(QMenu *menu);
    // What asks the viewport for the next clicked point on the model (the
    // window gives it; without one, Add Joint at Clicked Point is off).
    using PointPicker = std::function<void(std::function<void(const QVector3D &)>)>;
    void setPointPicker(PointPicker picker);

    // The actions the outliner offers on a joint.
    QList<QAction *> contextActions() const;

    // Where a new joint goes by default: the centre of the selected
    // vertices, faces, meshes or joints in the bind pose (the origin when
    // nothing is selected).
    static QVector3D selectionCentre(const Document &document);

Q_SIGNALS:
    void message(const QString &text);

private:
    // attachment: a leaf for weapons and tags, named "tag_…" by default.
    void askAddJoint(bool attachment);
    void askMoveJoint();
    void askReparentJoint();
    void run(const QString &id, const QVariantMap &options);
    void updateEnabled();

    Document *m_document;
    QWidget *m_window;
    PointPicker m_pointPicker;
};

} // namespace quarry
