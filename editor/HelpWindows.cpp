#include "editor/HelpWindows.h"

#include "io/LibraryVersions.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
#include <QTextBlock>
#include <QTextCursor>
#include <QUrl>

namespace quarry {

namespace {

bool hasIndex(const QString &dir)
{
    return QFileInfo::exists(dir + QStringLiteral("/README.md"));
}

// A heading's anchor as Markdown pages link to it ("Model menu" ->
// "model-menu"), the rule tests/docs/check_links.py checks the links with.
QString headingAnchor(const QString &heading)
{
    QString text = heading.trimmed().toLower();
    static const QRegularExpression notWord(QStringLiteral("[^\\w\\- ]"),
                                            QRegularExpression::UseUnicodePropertiesOption);
    text.remove(notWord);
    text.replace(QLatin1Char(' '), QLatin1Char('-'));
    return text;
}

} // namespace

QString manualDirectory(const QString &applicationDir)
{
    // quarry-editor is in PREFIX/libexec/quarry; a build tree's in
    // BUILD/editor, where no share/ is beside it.
    for (const char *relative : {"/../../share/doc/quarry/manual", "/../share/doc/quarry/manual"}) {
        const QString dir = QDir::cleanPath(applicationDir + QLatin1String(relative));
        if (hasIndex(dir))
            return dir;
    }
#ifdef QUARRY_SOURCE_DOCS
    if (hasIndex(QStringLiteral(QUARRY_SOURCE_DOCS)))
        return QStringLiteral(QUARRY_SOURCE_DOCS);
#endif
    return {};
}

ManualWindow::ManualWindow(QWidget *parent)
    : QTextBrowser(parent)
{
    setObjectName(QStringLiteral("manualWindow"));
    setWindowFlag(Qt::Window);
    setWindowTitle(tr("Quarry Manual"));
    setOpenExternalLinks(false);
    setOpenLinks(true);
    resize(900, 700);
    const QString dir = manualDirectory(QCoreApplication::applicationDirPath());
    if (dir.isEmpty()) {
        setPlainText(tr("The manual is not installed: it is looked for in share/doc/quarry/manual beside "
                        "the program."));
        return;
    }
    // Relative links and images (../resources/screenshots/...) resolve
    // against each page's own file.
    setSource(QUrl::fromLocalFile(dir + QStringLiteral("/README.md")), QTextDocument::MarkdownResource);
}

void ManualWindow::doSetSource(const QUrl &name, QTextDocument::ResourceType type)
{
    // The manual is files on disk; a link to the web is not followed.
    if (!name.isRelative() && !name.isLocalFile())
        return;
    const QUrl resolved = name.isRelative() ? source().resolved(name) : name;
    const QString path = resolved.toLocalFile();
    if (type == QTextDocument::UnknownResource && path.endsWith(QLatin1String(".md"), Qt::CaseInsensitive))
        type = QTextDocument::MarkdownResource;
    const bool samePage = resolved.adjusted(QUrl::RemoveFragment) == source().adjusted(QUrl::RemoveFragment);
    QTextBrowser::doSetSource(name, type);
    if (!samePage) {
        nameHeadings();
        if (resolved.hasFragment())
            scrollToAnchor(resolved.fragment());
    }
}

// Qt's Markdown reader gives headings no anchor names: each heading gets
// the one links use, so that page.md#heading scrolls to it.
void ManualWindow::nameHeadings()
{
    QTextDocument *doc = document();
    QHash<QString, int> seen;
    for (QTextBlock block = doc->begin(); block.isValid(); block = block.next()) {
        if (block.blockFormat().headingLevel() == 0)
            continue;
        QString anchor = headingAnchor(block.text());
        const int n = seen[anchor]++;
        if (n > 0)
            anchor += QStringLiteral("-%1").arg(n);
        QTextCursor cursor(block);
        cursor.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
        QTextCharFormat format;
        format.setAnchor(true);
        format.setAnchorNames({anchor});
        cursor.mergeCharFormat(format);
    }
    doc->setModified(false);
}

ManualWindow *showManual(QWidget *parent)
{
    auto *window = parent->findChild<ManualWindow *>(QString(), Qt::FindDirectChildrenOnly);
    if (!window)
        window = new ManualWindow(parent);
    window->show();
    window->raise();
    window->activateWindow();
    return window;
}

QString aboutText()
{
    QString versions;
    for (const auto &[name, version] : libraryVersions())
        if (name != QLatin1String("Quarry"))
            versions +=
                QStringLiteral("<tr><td>%1</td><td>%2</td></tr>").arg(name.toHtmlEscaped(), version.toHtmlEscaped());
    return QCoreApplication::translate("quarry::MainWindow",
                                       "<h3>Quarry %1</h3><p>An editor for game model assets: IQE, IQM, QuickModel and "
                                       "XMF, with import of the common interchange formats through Assimp.</p>")
               .arg(QCoreApplication::applicationVersion())
           + QStringLiteral("<table>%1</table>").arg(versions)
           + QCoreApplication::translate("quarry::MainWindow",
                                         "<p>Copyright © The Quarry developers. Free software under the MIT licence "
                                         "(the file LICENSE; installed as share/doc/quarry/copyright).</p>");
}

} // namespace quarry
