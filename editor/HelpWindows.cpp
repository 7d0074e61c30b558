#include "editor/HelpWindows.h"

#include "io/LibraryVersions.h"

#include <QCoreApplication>
#include <QUrl>

namespace quarry {

ManualWindow::ManualWindow(QWidget *parent)
    : QTextBrowser(parent)
{
    setObjectName(QStringLiteral("manualWindow"));
    setWindowFlag(Qt::Window);
    setWindowTitle(tr("Quarry Manual"));
    setOpenExternalLinks(false);
    setOpenLinks(true);
    // Relative image paths (resources/screenshots/...) resolve inside the
    // same resource folder.
    setSource(QUrl(QStringLiteral("qrc:/manual/README.md")), QTextDocument::MarkdownResource);
    resize(900, 700);
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
            versions += QStringLiteral("<tr><td>%1</td><td>%2</td></tr>").arg(name.toHtmlEscaped(), version.toHtmlEscaped());
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
