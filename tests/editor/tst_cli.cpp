// The command line, run as users run it: the real binary through QProcess,
// with no display.
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class TestCli : public QObject
{
    Q_OBJECT

private:
    struct Run
    {
        int exitCode;
        QString out;
        QString err;
    };

    Run run(const QStringList &args, const QString &locale = QStringLiteral("C"))
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LC_ALL"), locale);
        env.insert(QStringLiteral("LANG"), locale);
        env.remove(QStringLiteral("LANGUAGE"));
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(QUARRY_BINARY), args);
        if (!p.waitForFinished(60000))
            qFatal("quarry did not finish");
        return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
                QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
    }

private Q_SLOTS:
    void helpListsSubcommandsWithoutDisplay()
    {
        const Run r = run({QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QLatin1String("info FILE")), qPrintable(r.out));
        QVERIFY(r.out.contains(QLatin1String("convert INPUT OUTPUT")));
    }

    void version()
    {
        const Run r = run({QStringLiteral("--version")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QLatin1String(QUARRY_VERSION)), qPrintable(r.out));
    }

    void subcommandHelp()
    {
        const Run r = run({QStringLiteral("convert"), QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(QLatin1String("--skeleton")));
    }

    void infoOnMissingFileFails()
    {
        const Run r = run({QStringLiteral("info"), QStringLiteral("/nonexistent/model.iqm")});
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
        const Run r = run({QStringLiteral("info"), path});
        QVERIFY(r.exitCode != 0);
        QVERIFY2(r.err.contains(QLatin1String("notes.txt")) && r.err.contains(QLatin1String("unknown")),
                 qPrintable(r.err));
    }

    void convertToUnknownExtensionFails()
    {
        const Run r = run({QStringLiteral("convert"), QStringLiteral("a.iqe"), QStringLiteral("b.xyz")});
        QVERIFY(r.exitCode != 0);
        QVERIFY2(r.err.contains(QLatin1String("cannot write")), qPrintable(r.err));
    }

    void translationFollowsTheLocale()
    {
        const Run german = run({QStringLiteral("info"), QStringLiteral("/nonexistent/model.iqm")},
                               QStringLiteral("de_DE.UTF-8"));
        QVERIFY(german.exitCode != 0);
        QVERIFY2(german.err.startsWith(QLatin1String("Fehler: ")), qPrintable(german.err));
        const Run plain = run({QStringLiteral("info"), QStringLiteral("/nonexistent/model.iqm")});
        QVERIFY2(plain.err.startsWith(QLatin1String("error: ")), qPrintable(plain.err));
    }

    void wrongArgumentCount()
    {
        const Run r = run({QStringLiteral("info")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains(QLatin1String("usage")));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
