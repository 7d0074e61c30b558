// Help > Manual opens the manual's pages from disk (the installed
// share/doc/quarry/manual, or the source tree's docs/), formatted, and
// follows links between them (no network); Help > About and the About text
// name the versions Quarry runs with and the licence.
#include "editor/HelpWindows.h"
#include "editor/MainWindow.h"
#include "io/LibraryVersions.h"

#include "editor/GuiHelpers.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QRegularExpression>
#include <QScrollBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextCursor>

using namespace quarry;

class TestHelpWindows : public QObject
{
    Q_OBJECT

    static QAction *action(QWidget *window, const char *name)
    {
        return window->findChild<QAction *>(QLatin1String(name));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("QuarryTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_help_windows"));
        QCoreApplication::setApplicationVersion(QStringLiteral(QUARRY_VERSION));
    }

    // Clicks the link whose text is `text` in the browser's page, as a user would.
    static bool clickLink(ManualWindow *browser, const QString &text)
    {
        QTextCursor cursor = browser->document()->find(text);
        while (!cursor.isNull() && cursor.charFormat().anchorHref().isEmpty())
            cursor = browser->document()->find(text, cursor);
        if (cursor.isNull())
            return false;
        cursor.setPosition(cursor.selectionStart() + 1);
        browser->setTextCursor(cursor);
        browser->ensureCursorVisible();
        const QPoint at = browser->cursorRect(cursor).center();
        QTest::mouseClick(browser->viewport(), Qt::LeftButton, {}, at);
        return true;
    }

    void manualOpensAndFollowsLinks()
    {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QAction *manual = action(&w, "manual");
        QVERIFY(manual);
        // It sits in the Help menu.
        bool inHelp = false;
        for (QAction *menu : w.menuBar()->actions())
            if (menu->menu() && menu->text().remove(QLatin1Char('&')) == QLatin1String("Help"))
                inHelp = menu->menu()->actions().contains(manual);
        QVERIFY(inHelp);
        manual->trigger();
        auto *browser = w.findChild<ManualWindow *>();
        QVERIFY(browser);
        QVERIFY(QTest::qWaitForWindowExposed(browser));
        // Not installed: the source tree's docs/, a file on disk (no
        // network, no resources compiled in).
        const QString docs = QDir(QStringLiteral(QUARRY_SOURCE_DIR "/docs")).canonicalPath();
        QCOMPARE(browser->source().scheme(), QStringLiteral("file"));
        QCOMPARE(QFileInfo(browser->source().toLocalFile()).canonicalFilePath(), docs + QStringLiteral("/README.md"));
        // Formatted from the Markdown: headings as headings, not as "#" lines.
        const QString text = browser->toPlainText();
        QVERIFY2(text.contains(QStringLiteral("The Quarry manual")), qPrintable(text.left(200)));
        QVERIFY(!text.contains(QStringLiteral("# The Quarry manual")));
        QVERIFY(browser->toHtml().contains(QStringLiteral("<h1")));

        // Following a link loads the other page.
        QVERIFY(clickLink(browser, QStringLiteral("Getting started")));
        QTRY_COMPARE(QFileInfo(browser->source().toLocalFile()).canonicalFilePath(),
                     docs + QStringLiteral("/getting-started.md"));
        QVERIFY(browser->toPlainText().contains(QStringLiteral("A first session")));
        QVERIFY(!browser->toPlainText().contains(QStringLiteral("## A first session")));
        // Back returns to the index.
        QVERIFY(browser->isBackwardAvailable());
        browser->backward();
        QCOMPARE(QFileInfo(browser->source().toLocalFile()).canonicalFilePath(), docs + QStringLiteral("/README.md"));

        // A link into a heading of another page scrolls to it.
        browser->setSource(QUrl::fromLocalFile(docs + QStringLiteral("/getting-started.md")));
        QVERIFY(clickLink(browser, QStringLiteral("the timeline")));
        QTRY_COMPARE(QFileInfo(browser->source().toLocalFile()).fileName(), QStringLiteral("editor.md"));
        QCOMPARE(browser->source().fragment(), QStringLiteral("timeline"));
        QTRY_VERIFY(browser->verticalScrollBar()->value() > 0);
        // The heading is in view (at the top, or lower where the page ends within a screen of it).
        QTextBlock heading;
        for (QTextBlock b = browser->document()->begin(); b.isValid(); b = b.next())
            if (b.blockFormat().headingLevel() > 0 && b.text() == QStringLiteral("Timeline"))
                heading = b;
        QVERIFY(heading.isValid());
        const QRect at = browser->cursorRect(QTextCursor(heading));
        QVERIFY2(
            browser->viewport()->rect().contains(at.center()),
            qPrintable(QStringLiteral("heading at %1, view %2 high").arg(at.y()).arg(browser->viewport()->height())));

        // The page's screenshot is found beside the manual.
        browser->setSource(QUrl::fromLocalFile(docs + QStringLiteral("/editor.md")));
        const QVariant image = browser->loadResource(QTextDocument::ImageResource,
                                                     QUrl(QStringLiteral("../resources/screenshots/editor.png")));
        QImage decoded;
        if (image.canConvert<QImage>())
            decoded = image.value<QImage>();
        else
            decoded = QImage::fromData(image.toByteArray());
        QVERIFY(!decoded.isNull());
        QVERIFY(decoded.width() > 100);

        // A link to the web is not followed.
        const QUrl before = browser->source();
        browser->setSource(QUrl(QStringLiteral("https://example.invalid/page.md")));
        QCOMPARE(browser->source(), before);

        // A second time raises the same window.
        manual->trigger();
        QCOMPARE(w.findChildren<ManualWindow *>().size(), 1);
    }

    void manualFoundWhereItIsInstalled()
    {
        QTemporaryDir prefix;
        QVERIFY(prefix.isValid());
        QVERIFY(QDir(prefix.path()).mkpath(QStringLiteral("libexec/quarry")));
        QVERIFY(QDir(prefix.path()).mkpath(QStringLiteral("share/doc/quarry/manual")));
        QFile index(prefix.filePath(QStringLiteral("share/doc/quarry/manual/README.md")));
        QVERIFY(index.open(QIODevice::WriteOnly));
        index.write("# Installed\n");
        index.close();
        const QString installed = QDir(prefix.filePath(QStringLiteral("share/doc/quarry/manual"))).canonicalPath();
        QCOMPARE(QDir(manualDirectory(prefix.filePath(QStringLiteral("libexec/quarry")))).canonicalPath(), installed);
        QCOMPARE(QDir(manualDirectory(prefix.filePath(QStringLiteral("bin")))).canonicalPath(), installed);
        // Elsewhere: the source tree's.
        QCOMPARE(QDir(manualDirectory(QStringLiteral("/nonexistent/bin"))).canonicalPath(),
                 QDir(QStringLiteral(QUARRY_SOURCE_DIR "/docs")).canonicalPath());
    }

    void aboutNamesTheVersions()
    {
        const QString text = aboutText();
        QVERIFY(text.contains(QStringLiteral(QUARRY_VERSION)));
        QVERIFY(text.contains(QLatin1String(qVersion())));
        // The licence is named.
        QVERIFY(text.contains(QStringLiteral("MIT licence")));
        QVERIFY(text.contains(QStringLiteral("The Quarry developers")));
        const auto versions = libraryVersions();
        QCOMPARE(versions.size(), 5);
        for (const auto &[name, version] : versions) {
            QVERIFY2(text.contains(name), qPrintable(name));
            QVERIFY2(text.contains(version), qPrintable(version));
            QVERIFY2(QRegularExpression(QStringLiteral("^\\d+\\.\\d+\\.\\d+$")).match(version).hasMatch(),
                     qPrintable(version));
        }

        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QString shown;
        test::onNextModal([&shown](QWidget *modal) {
            if (auto *box = qobject_cast<QMessageBox *>(modal)) {
                shown = box->text();
                box->accept();
            } else {
                modal->close();
            }
        });
        action(&w, "about")->trigger();
        QVERIFY(shown.contains(QStringLiteral("Assimp")));
        QVERIFY(shown.contains(QStringLiteral("tinyxml2")));
        QVERIFY(shown.contains(QStringLiteral("tinygltf")));
        QVERIFY(shown.contains(QLatin1String(qVersion())));
    }
};

QTEST_MAIN(TestHelpWindows)
#include "tst_help_windows.moc"
