// What the benchmarks share: CPU time and resident memory (Linux /proc),
// and the large test file made from the corpus.
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
