// The viewport's posing controls, in a toolbar row of their own: Auto Key,
// Key Pose, copy, paste and paste mirrored pose, mirror pose across an
// axis, and onion skinning (a switch whose arrow opens its settings: ghosts
// before and after, their step, bones only).
#pragma once

#include <QObject>

class QAction;
class QActionGroup;
class QMenu;
class QToolBar;
class QWidget;

namespace quarry {

class Document;
class SpinBoxAction;
class ViewportWidget;

class PoseActions : public QObject
{
    Q_OBJECT

public:
    PoseActions(Document *document, ViewportWidget *view, QWidget *owner);

    void populateToolBar(QToolBar *bar);
    // The same actions in a menu (the View menu's Posing).
    void populateMenu(QMenu *menu);
    QAction *autoKeyAction() const { return m_autoKey; }
    QAction *keyPoseAction() const { return m_keyPose; }
    QAction *onionSkinAction() const { return m_onion; }
    QMenu *onionSkinMenu() const { return m_onionMenu; }

Q_SIGNALS:
    void statusMessage(const QString &message);

private:
    // Runs a pose operation with the axis chosen here and the name rule of
    // the preferences; says what it did in the status bar.
    void run(const QString &id, bool mirrored = false);
    void applyOnionSkin();

    Document *m_document;
    ViewportWidget *m_view;
    QAction *m_autoKey = nullptr;
    QAction *m_keyPose = nullptr;
    QList<QAction *> m_clipboard; // copy, paste, paste mirrored, mirror
    QActionGroup *m_axes = nullptr;
    QMenu *m_axisMenu = nullptr;
    QAction *m_onion = nullptr;
    QMenu *m_onionMenu = nullptr; // before, after, step, bones only
    SpinBoxAction *m_before = nullptr;
    SpinBoxAction *m_after = nullptr;
    SpinBoxAction *m_step = nullptr;
    QAction *m_bonesOnly = nullptr;
};

} // namespace quarry
