// Running the freedesktop and Debian tools the desktop suites check with.
#pragma once

#include <QProcess>
#include <QProcessEnvironment>
#include <QStandardPaths>
#include <QString>
#include <QStringList>

namespace quarry::test {

struct ToolRun
{
    int exitCode = -1; // -1: did not start or crashed
    QString out; // standard output and error together
};

inline ToolRun runTool(const QString &program, const QStringList &arguments,
                       const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment(),
                       int timeoutMs = 240000)
{
    QProcess process;
    process.setProcessEnvironment(env);
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(program, arguments);
    ToolRun run;
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        run.out = QStringLiteral("%1 did not finish: %2").arg(program, process.errorString());
        return run;
    }
    run.out = QString::fromUtf8(process.readAll());
    if (process.exitStatus() == QProcess::NormalExit)
        run.exitCode = process.exitCode();
    return run;
}

// The Debian packages that provide the tools (./build.sh test installs them).
inline QString missingTool(const QStringList &programs)
{
    for (const QString &p : programs)
        if (QStandardPaths::findExecutable(p).isEmpty())
            return p;
    return {};
}

} // namespace quarry::test
