// The timeline's timing actions: each selected key's interpolation, moving
// the selected keys by a typed amount or onto the cursor, selecting keys by
// joint names and time, and retiming a range along an ease curve. Each runs
// its operation by id (setInterpolation, moveKeys, selectKeys,
// retimeRange), as scripts do; the dialogs only gather the options.
#pragma once

#include <QObject>
#include <QVariantMap>

class QAction;
class QMenu;
class QWidget;

namespace quarry {

class Document;

class TimingActions : public QObject
{
    Q_OBJECT

public:
    TimingActions(Document *document, QWidget *dialogParent, QObject *parent = nullptr);

    QAction *linearAction;
    QAction *constantAction;
    QAction *smoothAction;
    QAction *moveKeysAction;
    QAction *selectKeysAction;
    QAction *retimeRangeAction;

    void populate(QMenu *menu);

    // Runs the operation on the current clip; returns its status message.
    QString run(const QString &id, QVariantMap options);

Q_SIGNALS:
    // What an action did, for the status bar.
    void message(const QString &text);

private:
    void askMoveKeys();
    void askSelectKeys();
    void askRetimeRange();
    void updateEnabled();

    Document *m_document;
    QWidget *m_dialogParent;
};

} // namespace quarry
