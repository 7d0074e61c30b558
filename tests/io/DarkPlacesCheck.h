// Loading a model in DarkPlaces (Debian's darkplaces-server): its
// `modeldecompile` command loads a model from a game folder and says how
// many vertices and faces it read.
#pragma once

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>

namespace quarry::test {

inline QString darkPlacesServer()
{
    QString path = QStandardPaths::findExecutable(QStringLiteral("darkplaces-server"));
    if (path.isEmpty())
        path = QStandardPaths::findExecutable(QStringLiteral("darkplaces-server"), {QStringLiteral("/usr/games")});
    return path;
}

struct DarkPlacesLoad
{
    bool loaded = false;
    int vertices = -1;
    int faces = -1;
    QString output;
};

// Puts the bytes at id1/progs/NAME in a game folder of its own and has
// DarkPlaces load and decompile them.
inline DarkPlacesLoad loadInDarkPlaces(const QString &server, const QString &name, const QByteArray &bytes)
{
    DarkPlacesLoad result;
    QTemporaryDir base;
    QDir(base.path()).mkpath(QStringLiteral("id1/progs"));
    QFile file(base.filePath(QStringLiteral("id1/progs/") + name));
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        return result;
    file.close();
    QProcess p;
    p.setWorkingDirectory(base.path());
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(server, {QStringLiteral("-basedir"), base.path(), QStringLiteral("-nohome"),
                     QStringLiteral("+modeldecompile"), QStringLiteral("progs/") + name, QStringLiteral("+quit")});
    if (!p.waitForFinished(60000)) {
        p.kill();
        p.waitForFinished();
    }
    result.output = QString::fromLocal8Bit(p.readAll());
    const QRegularExpressionMatch m = QRegularExpression(
                                          QStringLiteral("Wrote \\S+ \\(\\d+ bytes, (\\d+) vertices, (\\d+) faces"))
                                          .match(result.output);
    if (m.hasMatch()) {
        result.loaded = true;
        result.vertices = m.captured(1).toInt();
        result.faces = m.captured(2).toInt();
    }
    return result;
}

} // namespace quarry::test
