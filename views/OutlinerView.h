// The outliner: a tree of the model's meshes, materials, joints (as their
// hierarchy), animations and shapes. Selecting items selects the objects in
// the Document (and the other way round); items rename in place; a joint
// dropped on another joint is hung from it.
#pragma once

#include "model/Selection.h"

#include <QTreeWidget>

namespace quarry {

class Document;

class OutlinerView : public QTreeWidget
{
    Q_OBJECT

public:
    // HiddenRole: 0 shown, 1 some faces hidden, 2 all hidden (meshes).
    enum Role { KindRole = Qt::UserRole + 1, IndexRole, HiddenRole };

    explicit OutlinerView(Document *document, QWidget *parent = nullptr);

    // The item showing an object, or null.
    QTreeWidgetItem *itemFor(ObjectKind kind, int index) const;
    // The top-level group item of a kind ("Meshes", "Joints", ...).
    QTreeWidgetItem *groupItem(ObjectKind kind) const;
    // Hangs `joint` from the joint `target` shows (or makes it a root when
    // `target` is the joints group): what a drop does, as one command.
    bool reparentJointOnto(int joint, QTreeWidgetItem *target);
    // Extra actions the context menu lists for objects of a kind (the
    // window's Model menu entries).
    void setContextActions(ObjectKind kind, const QList<QAction *> &actions);

protected:
    void contextMenuEvent(QContextMenuEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    void dragMoveEvent(QDragMoveEvent *event) override;
    // Renaming edits the name, whichever column was clicked.
    using QTreeWidget::edit;
    bool edit(const QModelIndex &index, EditTrigger trigger, QEvent *event) override;

private:
    void rebuild();
    void refreshItem(ObjectKind kind, int index);
    void showHidden(QTreeWidgetItem *item, ObjectKind kind, int index) const;
    void selectFromDocument();
    void selectionToDocument();
    void itemRenamed(QTreeWidgetItem *item, int column);
    QString labelFor(ObjectKind kind, int index) const;

    Document *m_document;
    bool m_updating = false;
    QTreeWidgetItem *m_groups[5] = {};
    QMap<int, QList<QAction *>> m_contextActions;
};

} // namespace quarry
