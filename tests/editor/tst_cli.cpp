// The command line, run as users run it: the real binary, with no display.
#include "CliRunner.h"

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

    void wrongArgumentCount()
    {
        const CliRun r = run({QStringLiteral("info")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains(QLatin1String("usage")));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
