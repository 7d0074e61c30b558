// Help > Keyboard Shortcuts: every menu command with its shortcut.
#pragma once

#include <QDialog>

class QMenuBar;

namespace quarry {

class ShortcutsDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ShortcutsDialog(QMenuBar *menus, QWidget *parent = nullptr);
};

} // namespace quarry
