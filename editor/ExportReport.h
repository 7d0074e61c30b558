// What an export wrote, in a window that scrolls however long the list:
// the files actually written, each a link that opens its folder, the
// archive, then what the export changed and warned about.
#pragma once

#include <QDialog>

class QTextBrowser;

namespace quarry {

class ExportReport : public QDialog
{
    Q_OBJECT

public:
    // `files` relative to `folder`; `messages` one line each.
    ExportReport(const QString &title, const QString &folder, const QStringList &files, const QString &archive,
                 const QStringList &messages, QWidget *parent = nullptr);

    QTextBrowser *browser() const { return m_browser; }
    // The folder a click on a file's link opens.
    static QString folderOf(const QUrl &link);

private:
    QTextBrowser *m_browser;
};

} // namespace quarry
