// The weight entries of the menus: the Model menu's Weights submenu
// (assign to a joint, remove influence, single influence, automatic and
// mirrored weights), the Select menu's selections by weight, and the
// outliner's joint context menu. Each action runs its operation by id,
// asking for options in a dialog where it takes any, and is enabled only
// when the operation can run.
#pragma once

#include <QMap>
#include <QObject>
#include <QVariantMap>

class QAction;
class QMenu;
class QWidget;

namespace quarry {

class Document;

class WeightActions : public QObject
{
    Q_OBJECT

public:
    WeightActions(Document *document, QWidget *window);

    void populateSelectMenu(QMenu *menu);
    void populateModelMenu(QMenu *menu);
    // What a joint's context menu in the outliner adds.
    QList<QAction *> jointContextActions() const;
    // By operation id ("assignWeights", ...).
    QAction *action(const QString &id) const { return m_actions.value(id); }

Q_SIGNALS:
    // The operation's status-bar line.
    void message(const QString &text);

private:
    QAction *add(const QString &id, const QString &text, const QString &tip);
    void run(const QString &id, const QVariantMap &options = {});
    void updateEnabled();
    void assign();
    void autoWeights();
    void mirror();
    void selectInfluenced();
    void selectOverInfluenced();

    Document *m_document;
    QWidget *m_window;
    QMap<QString, QAction *> m_actions;
};

} // namespace quarry
