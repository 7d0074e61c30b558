// Help > Manual opens the README bundled into the executable (no network:
// the page and its screenshot come from the resources), and Help > About
// and the About text name the versions Quarry runs with.
#include "editor/HelpWindows.h"
#include "editor/MainWindow.h"
#include "io/LibraryVersions.h"

#include "editor/GuiHelpers.h"

#include <QAction>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QRegularExpression>
#include <QTest>

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

    void manualShowsTheBundledReadme()
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
        QCOMPARE(browser->source().scheme(), QStringLiteral("qrc"));
        // The page is the README of this source tree, formatted: headings
        // as headings, not as "##" lines.
        QFile readme(QStringLiteral(QUARRY_SOURCE_DIR "/README.md"));
        QVERIFY(readme.open(QIODevice::ReadOnly));
        const QString source = QString::fromUtf8(readme.readAll());
        const QString text = browser->toPlainText();
        for (const char *heading : {"Command line", "What works", "Tests"}) {
            QVERIFY(source.contains(QStringLiteral("## ") + QLatin1String(heading)));
            QVERIFY2(text.contains(QLatin1String(heading)), heading);
        }
        QVERIFY(!text.contains(QStringLiteral("## What works")));
        QVERIFY(browser->toHtml().contains(QStringLiteral("<h2")));
        // The screenshot the README shows comes from the resources.
        const QVariant image = browser->loadResource(QTextDocument::ImageResource,
                                                     QUrl(QStringLiteral("resources/screenshots/editor.png")));
        QVERIFY(image.isValid());
        QImage decoded;
        if (image.canConvert<QImage>())
            decoded = image.value<QImage>();
        else
            decoded = QImage::fromData(image.toByteArray());
        QVERIFY(!decoded.isNull());
        QVERIFY(decoded.width() > 100);
        // A second time raises the same window.
        manual->trigger();
        QCOMPARE(w.findChildren<ManualWindow *>().size(), 1);
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
        QCOMPARE(versions.size(), 4);
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
        QVERIFY(shown.contains(QLatin1String(qVersion())));
    }
};

QTEST_MAIN(TestHelpWindows)
#include "tst_help_windows.moc"
