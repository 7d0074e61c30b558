// The command line, run as users run it: the real binary, with no display.
#include "CliRunner.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace quarry::test;

class TestCli : public QObject
{
    Q_OBJECT

private:
    // With no display and, unless a test asks for another, in the C locale.
    static CliRun run(const QStringList &args, const QString &locale = QStringLiteral("C"))
    {
        return runQuarry(args, CliOptions().withoutDisplay().inLocale(locale));
    }

private Q_SLOTS:
    void helpListsSubcommandsWithoutDisplay()
    {
        const CliRun r = run({QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QLatin1String("info FILE")), qPrintable(r.out));
        QVERIFY(r.out.contains(QLatin1String("convert INPUT OUTPUT")));
    }

    void version()
    {
        const CliRun r = run({QStringLiteral("--version")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QLatin1String(QUARRY_VERSION)), qPrintable(r.out));
        // And the libraries it runs with, one per line.
        QVERIFY2(r.out.contains(QStringLiteral("\nQt ") + QLatin1String(qVersion()) + QLatin1Char('\n')),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains(QRegularExpression(QStringLiteral("\nAssimp \\d+\\.\\d+\\.\\d+\n"))),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains(QRegularExpression(QStringLiteral("\ntinyxml2 \\d+\\.\\d+\\.\\d+\n"))),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains(QRegularExpression(QStringLiteral("\ntinygltf \\d+\\.\\d+\\.\\d+\n"))),
                 qPrintable(r.out));
    }

    void subcommandHelp()
    {
        const CliRun r = run({QStringLiteral("convert"), QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(QLatin1String("--skeleton")));
    }

    void infoOnMissingFileFails()
    {
        const CliRun r = run({QStringLiteral("info"), QStringLiteral("/nonexistent/model.iqm")});
        QVERIFY(r.exitCode != 0);
        QVERIFY2(r.err.contains(QLatin1String("/nonexistent/model.iqm")), qPrintable(r.err));
    }

    void infoOnUnknownFormatFails()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("notes.txt"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("just some text\n");
        f.close();
        const CliRun r = run({QStringLiteral("info"), path});
        QVERIFY(r.exitCode != 0);
        QVERIFY2(r.err.contains(QLatin1String("notes.txt")) && r.err.contains(QLatin1String("unknown")),
                 qPrintable(r.err));
    }

    void convertToUnknownExtensionFails()
    {
        const CliRun r = run({QStringLiteral("convert"), QStringLiteral("a.iqe"), QStringLiteral("b.xyz")});
        QVERIFY(r.exitCode != 0);
        QVERIFY2(r.err.contains(QLatin1String("cannot write")), qPrintable(r.err));
    }

    void translationFollowsTheLocale()
    {
        const CliRun german = run({QStringLiteral("info"), QStringLiteral("/nonexistent/model.iqm")},
                                  QStringLiteral("de_DE.UTF-8"));
        QVERIFY(german.exitCode != 0);
        QVERIFY2(german.err.startsWith(QLatin1String("Fehler: ")), qPrintable(german.err));
        const CliRun plain = run({QStringLiteral("info"), QStringLiteral("/nonexistent/model.iqm")});
        QVERIFY2(plain.err.startsWith(QLatin1String("error: ")), qPrintable(plain.err));
    }

    void editorWithoutDisplaySaysWhatToRunInstead()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("model.iqe"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("# Inter-Quake Export\n");
        f.close();
        for (const QStringList &args : {QStringList{path}, QStringList{}}) {
            const CliRun r = run(args);
            QCOMPARE(r.exitCode, 1);
            QVERIFY2(r.err.contains(QLatin1String("needs a display")), qPrintable(r.err));
            for (const char *word : {"quarry info", "quarry convert", "xvfb-run quarry FILE", "xvfb-run quarry render"})
                QVERIFY2(r.err.contains(QLatin1String(word)), qPrintable(r.err));
            QVERIFY2(!r.err.contains(QLatin1String("Reinstalling")), qPrintable(r.err));
        }
    }

    void renderWithoutDisplaySaysSo()
    {
        const CliRun r = run(
            {QStringLiteral("render"), QStringLiteral("model.iqm"), QStringLiteral("-o"), QStringLiteral("out.png")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("render draws with OpenGL and needs a display")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QLatin1String("xvfb-run quarry render")), qPrintable(r.err));
    }

    void unknownFirstArgumentListsSubcommands()
    {
        const CliRun r = run({QStringLiteral("scirpt"), QStringLiteral("x.py")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QLatin1String("scirpt: no such file or subcommand")), qPrintable(r.err));
        for (const char *word : {"info", "convert", "render"})
            QVERIFY2(r.err.contains(QLatin1String(word)), qPrintable(r.err));
        QVERIFY2(!r.err.contains(QLatin1String("display")), qPrintable(r.err));
    }

    void unknownFirstArgumentRefusedWithADisplayToo()
    {
        // With a platform to open windows on, it must still not open the
        // editor (which would wait for the user): it ends at once.
        const CliRun offscreen = runQuarry(
            {QStringLiteral("scirpt"), QStringLiteral("x.py")},
            CliOptions()
                .inLocale(QStringLiteral("C"))
                .withTimeout(30000)
                .withVariable(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen")));
        QCOMPARE(offscreen.exitCode, 2);
        QVERIFY2(offscreen.err.contains(QLatin1String("no such file or subcommand")), qPrintable(offscreen.err));
        // A Qt option's value is not taken for the file.
        const CliRun platform = runQuarry(
            {QStringLiteral("-platform"), QStringLiteral("offscreen"), QStringLiteral("scirpt")},
            CliOptions().withoutDisplay().inLocale(QStringLiteral("C")).withTimeout(30000));
        QCOMPARE(platform.exitCode, 2);
        QVERIFY2(platform.err.contains(QLatin1String("scirpt: no such file")), qPrintable(platform.err));
    }

    void wrongArgumentCount()
    {
        const CliRun r = run({QStringLiteral("info")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains(QLatin1String("usage")));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
