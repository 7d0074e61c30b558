// Process measurements the benchmarks share: CPU time and resident memory
// (Linux /proc).
#pragma once

#include <QByteArray>
#include <QFile>
#include <QList>

#include <ctime>

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

} // namespace quarry::bench
