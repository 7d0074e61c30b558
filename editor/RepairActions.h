// The Select menu (select connected, grow, shrink, invert, by material,
// boundary, non-manifold; hide, isolate, show all) and the Model menu's
// repair and making entries (delete vertices or faces, make face, fill
// holes, merge, clean up, duplicate, mirror, subdivide, extrude, add
// primitive). Each action runs its operation by id, asking for the
// options in a dialog where it takes any, and is enabled only when the
// operation can run.
#pragma once

#include <QMap>
#include <QObject>
#include <QVariantMap>

class QAction;
class QMenu;
class QWidget;

namespace quarry {

class Document;

class RepairActions : public QObject
{
    Q_OBJECT

public:
    RepairActions(Document *document, QWidget *window);

    void populateSelectMenu(QMenu *menu);
    void populateModelMenu(QMenu *menu);
    // By operation id ("selectConnected", ...); mergeVertices has two:
    // "mergeVerticesAtCentre" and "mergeVerticesAtLast".
    QAction *action(const QString &name) const { return m_actions.value(name); }

Q_SIGNALS:
    // The operation's status-bar line.
    void message(const QString &text);

private:
    QAction *add(const QString &name, const QString &text, const QString &tip, const QString &operation);
    void run(const QString &id, const QVariantMap &options = {});
    void updateEnabled();
    void mirror();
    void extrude();
    void addPrimitive();

    Document *m_document;
    QWidget *m_window;
    QMap<QString, QAction *> m_actions;
    QMap<QAction *, QString> m_operationOf;
};

} // namespace quarry
