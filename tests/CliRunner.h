// Runs this build's quarry binary as a user would and keeps how it ended and
// what it printed, for the suites that check the command line.
#pragma once

#include <QList>
#include <QPair>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>
#include <QtGlobal>

namespace quarry::test {

struct CliRun
{
    int exitCode = -1; // -1 when quarry crashed
    QString out; // standard output
    QString err; // standard error
};

struct CliOptions
{
    // As on a machine with no display: DISPLAY, WAYLAND_DISPLAY and
    // QT_QPA_PLATFORM are taken out of the environment.
    bool headless = false;
    // When set, LC_ALL and LANG are set to it and LANGUAGE is taken out, so
    // quarry speaks that locale's language.
    QString locale;
    // Variables set last, over everything above.
    QList<QPair<QString, QString>> environment;
    // A run that takes longer stops the whole test program: a hung command
    // must not pass for a run that failed (or succeeded).
    int timeoutMs = 60000;

    CliOptions &withoutDisplay()
    {
        headless = true;
        return *this;
    }
    CliOptions &inLocale(const QString &name)
    {
        locale = name;
        return *this;
    }
    CliOptions &withVariable(const QString &name, const QString &value)
    {
        environment.append({name, value});
        return *this;
    }
    CliOptions &withTimeout(int milliseconds)
    {
        timeoutMs = milliseconds;
        return *this;
    }
};

inline CliRun runQuarry(const QStringList &arguments, const CliOptions &options = {})
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    if (options.headless) {
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    }
    if (!options.locale.isEmpty()) {
        env.insert(QStringLiteral("LC_ALL"), options.locale);
        env.insert(QStringLiteral("LANG"), options.locale);
        env.remove(QStringLiteral("LANGUAGE"));
    }
    for (const auto &[name, value] : options.environment)
        env.insert(name, value);

    QProcess process;
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(QUARRY_BINARY), arguments);
    if (!process.waitForFinished(options.timeoutMs)) {
        const QString why = process.errorString();
        process.kill();
        process.waitForFinished();
        qFatal("quarry %s did not finish within %d ms: %s", qPrintable(arguments.join(QLatin1Char(' '))),
               options.timeoutMs, qPrintable(why));
    }
    CliRun run;
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

} // namespace quarry::test
