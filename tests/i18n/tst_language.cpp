// The interface language: chosen in Edit > Preferences, kept in QSettings,
// applied at startup with the numbers of its locale; Quarry's compiled
// translations reach the widgets, with French and German plural forms.
#include "editor/MainWindow.h"
#include "editor/Preferences.h"
#include "editor/cli/Language.h"
#include "model/Document.h"
#include "views/ModelOverview.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QHash>
#include <QLabel>
#include <QMap>
#include <QMenu>
#include <QMenuBar>
#include <QProcess>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace quarry;

class TestLanguage : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    // Compiles translations/quarry_<code>.ts into m_dir, as the build does.
    bool release(const QString &code)
    {
        QProcess lrelease;
        lrelease.start(QStringLiteral(QUARRY_LRELEASE),
                       {QStringLiteral("-silent"),
                        QStringLiteral(QUARRY_SOURCE_DIR "/translations/quarry_%1.ts").arg(code), QStringLiteral("-qm"),
                        m_dir.filePath(QStringLiteral("quarry_%1.qm").arg(code))});
        return lrelease.waitForFinished(60000) && lrelease.exitCode() == 0;
    }

    // Removes the translators installTranslations() put on the application.
    static void uninstall()
    {
        for (QTranslator *t : qApp->findChildren<QTranslator *>())
            if (QCoreApplication::removeTranslator(t))
                delete t;
    }

    // The accelerator letter of a menu text ("&Fichier": 'f'); null if none.
    static QChar accelerator(QString text)
    {
        text.remove(QStringLiteral("&&"));
        const qsizetype at = text.indexOf(QLatin1Char('&'));
        return at >= 0 && at + 1 < text.size() ? text.at(at + 1).toLower() : QChar();
    }

    // Menus whose entries share an accelerator, in the window as translated:
    // the menu's place (indexes from the menu bar) with what clashes.
    static QMap<QString, QString> clashes(QMenuBar *bar)
    {
        QMap<QString, QString> found;
        struct Menu
        {
            QString place;
            QString title;
            QList<QAction *> actions;
        };
        QList<Menu> menus{{QStringLiteral("bar"), QStringLiteral("menu bar"), bar->actions()}};
        while (!menus.isEmpty()) {
            const Menu menu = menus.takeFirst();
            QHash<QChar, QStringList> byKey;
            for (qsizetype i = 0; i < menu.actions.size(); ++i) {
                QAction *a = menu.actions[i];
                if (a->isSeparator() || !a->isVisible())
                    continue;
                if (const QChar key = accelerator(a->text()); !key.isNull())
                    byKey[key] << a->text();
                if (a->menu())
                    menus.append({menu.place + QLatin1Char('/') + QString::number(i), a->text(), a->menu()->actions()});
            }
            QStringList same;
            for (auto it = byKey.cbegin(); it != byKey.cend(); ++it)
                if (it.value().size() > 1)
                    same << it.value().join(QStringLiteral(" / "));
            if (!same.isEmpty())
                found.insert(menu.place, menu.title + QStringLiteral(": ") + same.join(QStringLiteral("; ")));
        }
        return found;
    }

    QMap<QString, QString> clashesIn(const QString &code)
    {
        uninstall();
        if (!release(code) || !installTranslations(*qApp, QLocale(code), m_dir.path()))
            return {{QStringLiteral("-"), QStringLiteral("cannot load the %1 translation").arg(code)}};
        MainWindow window;
        return clashes(window.menuBar());
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("QuarryTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_language"));
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.filePath(QStringLiteral("settings")));
        QSettings().clear();
    }

    void cleanup()
    {
        uninstall();
        QLocale::setDefault(QLocale::system());
    }

    void everyTranslationIsOffered()
    {
        QStringList files = QDir(QStringLiteral(QUARRY_SOURCE_DIR "/translations"))
                                .entryList({QStringLiteral("quarry_*.ts")}, QDir::Files, QDir::Name);
        for (QString &f : files)
            f = f.mid(7, f.size() - 10); // quarry_<code>.ts
        QCOMPARE(translatedLanguages(), files);
    }

    void preferencesKeepTheLanguage()
    {
        QCOMPARE(Preferences::load().language, QString()); // the system's by default
        PreferencesDialog dialog(Preferences::load());
        auto *combo = dialog.findChild<QComboBox *>(QStringLiteral("language"));
        QVERIFY(combo);
        QCOMPARE(combo->currentIndex(), 0);
        QVERIFY2(!combo->itemText(0).contains(QLatin1String("()")),
                 qPrintable(combo->itemText(0))); // names the language
        QCOMPARE(combo->count(), 1 + translatedLanguages().size());
        QCOMPARE(dialog.preferences().language, QString());
        const int french = combo->findText(QStringLiteral("français"));
        QVERIFY(french > 0);
        combo->setCurrentIndex(french);
        // Said in the dialog: a new language needs a restart.
        bool told = false;
        for (const QLabel *label : dialog.findChildren<QLabel *>())
            told = told || label->text().contains(QLatin1String("started again"));
        QVERIFY(told);
        Preferences chosen = dialog.preferences();
        QCOMPARE(chosen.language, QStringLiteral("fr"));
        chosen.save();
        QCOMPARE(Preferences::load().language, QStringLiteral("fr"));
        QCOMPARE(QSettings().value(QStringLiteral("preferences/language")).toString(), QStringLiteral("fr"));
        // Shown again as chosen.
        PreferencesDialog again(Preferences::load());
        QCOMPARE(again.findChild<QComboBox *>(QStringLiteral("language"))->currentData().toString(),
                 QStringLiteral("fr"));
        // An unknown code in the settings falls back to the system's.
        QSettings().setValue(QStringLiteral("preferences/language"), QStringLiteral("xx"));
        QCOMPARE(Preferences::load().language, QString());
        Preferences p;
        p.save();
    }

    void localeOfTheLanguage()
    {
        QCOMPARE(interfaceLocale(QStringLiteral("fr")).language(), QLocale::French);
        QCOMPARE(interfaceLocale(QStringLiteral("de")).language(), QLocale::German);
        QCOMPARE(interfaceLocale(QString()), QLocale::system());
        QCOMPARE(interfaceLocale(QStringLiteral("xx")), QLocale::system());
    }

    // A locale with no translation of its own (the C locale of a bare
    // terminal, or Italian) still gets the English plural forms.
    void untranslatedLocaleReadsEnglish()
    {
        if (!QFile::exists(QStringLiteral(QUARRY_LRELEASE)))
            QSKIP("lrelease (Qt Linguist tools) not installed");
        QVERIFY(release(QStringLiteral("en")));
        for (const QLocale &locale : {QLocale::c(), QLocale(QLocale::Italian)}) {
            uninstall();
            QVERIFY2(installTranslations(*qApp, locale, m_dir.path()), qPrintable(locale.name()));
            const char *selected = "%n vertices selected.";
            QCOMPARE(QCoreApplication::translate("quarry", selected, nullptr, 1), QStringLiteral("1 vertex selected."));
            QCOMPARE(QCoreApplication::translate("quarry", selected, nullptr, 2),
                     QStringLiteral("2 vertices selected."));
        }
    }

    void frenchReachesTheWidgets()
    {
        if (!QFile::exists(QStringLiteral(QUARRY_LRELEASE)))
            QSKIP("lrelease (Qt Linguist tools) not installed");
        QVERIFY(release(QStringLiteral("fr")));
        QVERIFY(installTranslations(*qApp, QLocale(QStringLiteral("fr")), m_dir.path()));
        QCOMPARE(QCoreApplication::translate("quarry::MainWindow", "&File"), QStringLiteral("&Fichier"));
        PreferencesDialog dialog(Preferences{});
        QCOMPARE(dialog.windowTitle(), QStringLiteral("Préférences"));
        // French counts 0 and 1 as singular.
        const char *selected = "%n vertices selected.";
        QCOMPARE(QCoreApplication::translate("quarry", selected, nullptr, 0), QStringLiteral("0 sommet sélectionné."));
        QCOMPARE(QCoreApplication::translate("quarry", selected, nullptr, 1), QStringLiteral("1 sommet sélectionné."));
        QCOMPARE(QCoreApplication::translate("quarry", selected, nullptr, 2),
                 QStringLiteral("2 sommets sélectionnés."));
    }

    // Within each menu, the translations give every entry its own accelerator
    // letter wherever the English does.
    void acceleratorsDoNotClash_data()
    {
        QTest::addColumn<QString>("code");
        for (const QString &code : translatedLanguages())
            if (code != QLatin1String("en"))
                QTest::newRow(qPrintable(code)) << code;
    }

    void acceleratorsDoNotClash()
    {
        QFETCH(QString, code);
        if (!QFile::exists(QStringLiteral(QUARRY_LRELEASE)))
            QSKIP("lrelease (Qt Linguist tools) not installed");
        const QMap<QString, QString> english = clashesIn(QStringLiteral("en"));
        QStringList worse;
        const QMap<QString, QString> translated = clashesIn(code);
        for (auto it = translated.cbegin(); it != translated.cend(); ++it)
            if (!english.contains(it.key()))
                worse << it.value();
        QVERIFY2(worse.isEmpty(), qPrintable(worse.join(QLatin1Char('\n'))));
    }

    void germanWithGermanNumbers()
    {
        if (!QFile::exists(QStringLiteral(QUARRY_LRELEASE)))
            QSKIP("lrelease (Qt Linguist tools) not installed");
        QVERIFY(release(QStringLiteral("de")));
        const QLocale german = interfaceLocale(QStringLiteral("de"));
        QLocale::setDefault(german);
        QVERIFY(installTranslations(*qApp, german, m_dir.path()));
        // German counts 0 as plural.
        const char *selected = "%n vertices selected.";
        QCOMPARE(QCoreApplication::translate("quarry", selected, nullptr, 0), QStringLiteral("0 Punkte ausgewählt."));
        QCOMPARE(QCoreApplication::translate("quarry", selected, nullptr, 1), QStringLiteral("1 Punkt ausgewählt."));
        // The status bar's counts group digits the German way.
        QCOMPARE(QCoreApplication::translate("quarry::MainWindow", "%Ln vertex(es)", nullptr, 12345),
                 QStringLiteral("12.345 Punkte"));

        Document document;
        Model model;
        Mesh mesh;
        mesh.name = QStringLiteral("grid");
        for (int i = 0; i < 1500; ++i)
            mesh.positions.append(QVector3D(float(i), float(i % 7), 0));
        for (quint32 i = 0; i + 2 < 1500; i += 3)
            mesh.triangles.append({i, i + 1, i + 2});
        model.meshes.append(mesh);
        document.resetModel(model, QStringLiteral("grid.iqe"));
        ModelOverview overview(&document);
        const QString text = overview.findChild<QLabel *>()->text();
        QVERIFY2(text.contains(QLatin1String("1.500 Punkte")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("500 Dreiecke")), qPrintable(text));
    }
};

QTEST_MAIN(TestLanguage)
#include "tst_language.moc"
