#include "editor/ExportReport.h"

#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

namespace quarry {

ExportReport::ExportReport(const QString &title, const QString &folder, const QStringList &files,
                           const QString &archive, const QStringList &messages, QWidget *parent)
    : QDialog(parent)
    , m_browser(new QTextBrowser(this))
{
    setObjectName(QStringLiteral("exportReport"));
    setWindowTitle(title);
    setAttribute(Qt::WA_DeleteOnClose);
    m_browser->setOpenLinks(false);
    QString html = QStringLiteral("<p>%1</p><ul>")
                       .arg(tr("Wrote %n file(s) under %1 (a click opens the file's folder):", nullptr,
                               int(files.size()))
                                .arg(QDir::toNativeSeparators(folder).toHtmlEscaped()));
    for (const QString &file : files)
        html += QStringLiteral("<li><a href=\"%1\">%2</a></li>")
                    .arg(QUrl::fromLocalFile(QDir(folder).filePath(file)).toString(QUrl::FullyEncoded),
                         file.toHtmlEscaped());
    html += QStringLiteral("</ul>");
    if (!archive.isEmpty())
        html += QStringLiteral("<p>%1 <a href=\"%2\">%3</a></p>")
                    .arg(tr("Packed:"), QUrl::fromLocalFile(archive).toString(QUrl::FullyEncoded),
                         archive.toHtmlEscaped());
    if (!messages.isEmpty()) {
        html += QStringLiteral("<p>%1</p><ul>").arg(tr("What the export changed and found:"));
        for (const QString &m : messages)
            html += QStringLiteral("<li>%1</li>").arg(m.toHtmlEscaped());
        html += QStringLiteral("</ul>");
    }
    m_browser->setHtml(html);
    connect(m_browser, &QTextBrowser::anchorClicked, this,
            [](const QUrl &link) { QDesktopServices::openUrl(QUrl::fromLocalFile(folderOf(link))); });
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_browser, 1);
    layout->addWidget(buttons);
    resize(640, 420);
}

QString ExportReport::folderOf(const QUrl &link)
{
    return QFileInfo(link.toLocalFile()).absolutePath();
}

} // namespace quarry
