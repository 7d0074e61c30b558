#include "editor/ShortcutsDialog.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QMenu>
#include <QMenuBar>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace quarry {

namespace {

void addMenu(QTreeWidgetItem *parent, QMenu *menu)
{
    for (QAction *a : menu->actions()) {
        if (a->isSeparator())
            continue;
        const QString text = a->text().remove(QLatin1Char('&'));
        QStringList keys;
        for (const QKeySequence &key : a->shortcuts())
            keys << key.toString(QKeySequence::NativeText);
        auto *item = new QTreeWidgetItem(parent, {text, keys.join(QLatin1String(", "))});
        if (a->menu())
            addMenu(item, a->menu());
    }
}

} // namespace

QList<QKeySequence> redoShortcuts()
{
    QList<QKeySequence> keys = QKeySequence::keyBindings(QKeySequence::Redo);
    for (const QKeySequence &key : {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)})
        if (!keys.contains(key))
            keys.append(key);
    return keys;
}

ShortcutsDialog::ShortcutsDialog(QMenuBar *menus, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Keyboard Shortcuts"));
    auto *tree = new QTreeWidget(this);
    tree->setHeaderLabels({tr("Command"), tr("Shortcut")});
    tree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    for (QAction *a : menus->actions())
        if (a->menu()) {
            auto *top = new QTreeWidgetItem(tree, {a->text().remove(QLatin1Char('&'))});
            addMenu(top, a->menu());
        }
    tree->expandAll();
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(tree);
    layout->addWidget(buttons);
    resize(480, 600);
}

} // namespace quarry
