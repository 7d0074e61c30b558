#include "editor/RecoveryDialog.h"

#include "editor/MainWindow.h"

#include <QDialogButtonBox>
#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace quarry {

RecoveryDialog::RecoveryDialog(const QList<RecoveryEntry> &entries, QWidget *parent)
    : QDialog(parent)
    , m_entries(entries)
    , m_list(new QTreeWidget(this))
{
    setWindowTitle(tr("Recover Unsaved Changes"));
    setObjectName(QStringLiteral("recoveryDialog"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("Quarry did not close normally last time. These documents had unsaved "
                                    "changes; each can be restored as it was at its last autosave."),
                                 this));
    m_list->setObjectName(QStringLiteral("recoveryList"));
    m_list->setRootIsDecorated(false);
    m_list->setHeaderLabels({tr("Document"), tr("Autosaved"), tr("File")});
    for (const RecoveryEntry &e : entries) {
        auto *item = new QTreeWidgetItem(m_list);
        item->setText(0, e.sourcePath.isEmpty() ? tr("Untitled") : QFileInfo(e.sourcePath).fileName());
        item->setText(1, QLocale().toString(e.time.toLocalTime(), QLocale::ShortFormat));
        item->setText(2, e.sourcePath);
        item->setCheckState(0, Qt::Checked);
    }
    m_list->resizeColumnToContents(0);
    m_list->resizeColumnToContents(1);
    layout->addWidget(m_list);

    auto *buttons = new QDialogButtonBox(this);
    auto add = [this, buttons](const QString &text, const char *name, Choice choice,
                               QDialogButtonBox::ButtonRole role) {
        QPushButton *b = buttons->addButton(text, role);
        b->setObjectName(QLatin1String(name));
        connect(b, &QPushButton::clicked, this, [this, choice] {
            m_choice = choice;
            accept();
        });
        return b;
    };
    add(tr("&Restore"), "restore", Restore, QDialogButtonBox::AcceptRole)->setDefault(true);
    add(tr("Save &As..."), "saveAs", SaveAs, QDialogButtonBox::ActionRole);
    add(tr("&Discard"), "discard", Discard, QDialogButtonBox::DestructiveRole);
    QPushButton *later = buttons->addButton(tr("Ask &Later"), QDialogButtonBox::RejectRole);
    later->setObjectName(QStringLiteral("later"));
    connect(later, &QPushButton::clicked, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(640, 280);
}

QList<RecoveryEntry> RecoveryDialog::chosen() const
{
    QList<RecoveryEntry> result;
    for (int i = 0; i < m_list->topLevelItemCount(); ++i)
        if (m_list->topLevelItem(i)->checkState(0) == Qt::Checked)
            result.append(m_entries.at(i));
    return result;
}

MainWindow *restoreRecovered(const RecoveryEntry &entry)
{
    auto *window = new MainWindow;
    window->show();
    if (!window->restoreFrom(entry)) {
        window->close();
        return nullptr;
    }
    Autosave::remove(entry);
    return window;
}

QList<MainWindow *> offerRecovery(QWidget *parent)
{
    const QList<RecoveryEntry> entries = Autosave::recoverable();
    QList<MainWindow *> windows;
    if (entries.isEmpty())
        return windows;
    RecoveryDialog dialog(entries, parent);
    if (dialog.exec() != QDialog::Accepted)
        return windows;
    for (const RecoveryEntry &entry : dialog.chosen()) {
        if (dialog.choice() == RecoveryDialog::Discard) {
            Autosave::remove(entry);
            continue;
        }
        if (MainWindow *window = restoreRecovered(entry)) {
            windows.append(window);
            if (dialog.choice() == RecoveryDialog::SaveAs)
                window->saveAs();
        }
    }
    return windows;
}

} // namespace quarry
