// What the benchmarks share: CPU time and resident memory (Linux /proc),
// and the large test file made from the corpus.
#pragma once

#include <QByteArray>
#include <QElapsedTimer>
#include <QFile>
#include <QList>
#include <QProcess>

#include <algorithm>
#include <ctime>

#include <sys/resource.h>

namespace quarry::bench {

// A "VmHWM:"-style field of /proc/self/status in KiB, -1 when unreadable.
inline qint64 statusKiB(const char *field)
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    const QList<QByteArray> lines = f.readAll().split('\n');
    for (const QByteArray &line : lines)
        if (line.startsWith(field))
            return line.mid(qsizetype(qstrlen(field))).trimmed().split(' ').first().toLongLong();
    return -1;
}

// Resets the peak resident size to the current one (Linux clear_refs 5).
inline bool resetPeak()
{
    QFile f(QStringLiteral("/proc/self/clear_refs"));
    return f.open(QIODevice::WriteOnly) && f.write("5") == 1;
}

// CPU time of the whole process (every thread), in seconds.
inline double cpuSeconds()
{
    timespec ts{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return double(ts.tv_sec) + double(ts.tv_nsec) / 1e9;
}

// Processor seconds (user + system, every thread) of the children reaped so far.
inline double childrenCpuSeconds()
{
    rusage u{};
    getrusage(RUSAGE_CHILDREN, &u);
    return double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) + double(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

// One whole process, run to its end: wall and processor seconds; wall < 0
// when it failed.
struct ProcessTime
{
    double wall = -1;
    double cpu = 0;
};

inline ProcessTime runProcess(const QString &program, const QStringList &arguments)
{
    ProcessTime time;
    const double cpuBefore = childrenCpuSeconds();
    QProcess p;
    p.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    p.setStandardOutputFile(QProcess::nullDevice());
    QElapsedTimer t;
    t.start();
    p.start(program, arguments);
    const bool ok = p.waitForFinished(-1) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
    if (ok)
        time.wall = double(t.nsecsElapsed()) / 1e9;
    time.cpu = childrenCpuSeconds() - cpuBefore;
    return time;
}

inline double median(QList<double> v)
{
    std::sort(v.begin(), v.end());
    return v.isEmpty() ? -1 : v[v.size() / 2];
}

// An IQE file's meshes repeated `copies` times (renamed), its skeleton and
// animations once: the corpus mrfixit.iqe with 300 copies is the
// 896,400-triangle file the conversion benchmarks use.
inline QByteArray tileIqe(const QByteArray &iqe, int copies)
{
    const qsizetype meshes = iqe.indexOf("\nmesh ");
    const qsizetype animation = iqe.indexOf("\nanimation ");
    const QByteArray body = iqe.mid(meshes + 1, animation + 1 - (meshes + 1));
    QByteArray out = iqe.left(meshes + 1);
    for (int i = 0; i < copies; ++i) {
        QByteArray copy = body;
        copy.replace("mesh \"Body\"", "mesh \"Body" + QByteArray::number(i) + '"');
        copy.replace("mesh \"Head\"", "mesh \"Head" + QByteArray::number(i) + '"');
        out += copy;
    }
    return out + iqe.mid(animation + 1);
}

} // namespace quarry::bench
