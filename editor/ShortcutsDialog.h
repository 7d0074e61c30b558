// Help > Keyboard Shortcuts: every menu command with its shortcut.
#pragma once

#include <QDialog>
#include <QKeySequence>
#include <QList>

class QMenuBar;

namespace quarry {

// Edit > Redo's keys: the platform's standard ones, and both common ones
// (Ctrl+Shift+Z and Ctrl+Y) whatever the platform.
QList<QKeySequence> redoShortcuts();

class ShortcutsDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ShortcutsDialog(QMenuBar *menus, QWidget *parent = nullptr);
};

} // namespace quarry
