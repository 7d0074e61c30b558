// Offered at start when an earlier run ended without closing documents
// that had unsaved changes (a crash, a kill, a power cut): each such
// document with its file and the time of its last autosave, and Restore,
// Save As or Discard. A restored document opens in a window of its own,
// as it was at its last autosave, marked modified.
#pragma once

#include "editor/Autosave.h"

#include <QDialog>

class QTreeWidget;

namespace quarry {

class MainWindow;

class RecoveryDialog : public QDialog
{
    Q_OBJECT

public:
    enum Choice { Restore = 1, SaveAs, Discard };

    explicit RecoveryDialog(const QList<RecoveryEntry> &entries, QWidget *parent = nullptr);
    // The entries ticked when the dialog closed with a choice.
    QList<RecoveryEntry> chosen() const;
    Choice choice() const { return m_choice; }

private:
    QList<RecoveryEntry> m_entries;
    QTreeWidget *m_list;
    Choice m_choice = Restore;
};

// Asks about the recoverable documents, if any, and carries the answer out:
// returns the windows opened (shown). Entries left when the dialog is closed
// without a choice are offered again next time.
QList<MainWindow *> offerRecovery(QWidget *parent = nullptr);
// Opens one entry in a new window (shown); nullptr, after saying why, when
// its snapshot cannot be read. The entry's files are removed once the window
// has written its own.
MainWindow *restoreRecovered(const RecoveryEntry &entry);

} // namespace quarry
