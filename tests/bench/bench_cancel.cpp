// Progress and Cancel on the 896,400-triangle file (the corpus mrfixit.iqe
// tiled 300 times): for reading the IQE and exporting it to IQM and IQE,
// how many progress reports, the longest time between two, and how long
// the work goes on after Cancel (the progress callback returning false at
// about half way). Goal: Cancel takes effect within 200 ms.
#include "BenchProcess.h"

#include "io/Export.h"
#include "io/Formats.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>

using namespace quarry;

namespace {

struct Timing
{
    int reports = 0;
    double longestGapMs = 0; // between two reports, or from the start to the first
    double tailMs = 0; // from the last report to the end (the file's commit to disk)
    double totalMs = 0;
    double afterCancelMs = -1;
};

// Runs `work` with a progress function that times the reports and, when
// `cancelAt` <= 1, cancels at the first report at or past it.
template<typename Work>
Timing measure(double cancelAt, Work work)
{
    Timing t;
    QElapsedTimer clock;
    clock.start();
    qint64 last = 0, cancelledAt = -1;
    const ProgressFn progress = [&](double fraction) {
        const qint64 now = clock.nsecsElapsed();
        t.longestGapMs = std::max(t.longestGapMs, double(now - last) / 1e6);
        last = now;
        ++t.reports;
        if (qEnvironmentVariableIsSet("BENCH_VERBOSE"))
            std::printf("  %.3f at %.1f ms\n", fraction, double(now) / 1e6);
        if (fraction >= cancelAt && cancelledAt < 0)
            cancelledAt = clock.nsecsElapsed();
        return cancelledAt < 0;
    };
    work(progress);
    const qint64 end = clock.nsecsElapsed();
    t.tailMs = double(end - last) / 1e6;
    t.totalMs = double(end) / 1e6;
    if (cancelledAt >= 0)
        t.afterCancelMs = double(end - cancelledAt) / 1e6;
    return t;
}

void report(const char *what, const Timing &full, const Timing &cancelled)
{
    std::printf("bench_cancel: %s: %.0f ms, %d progress reports, longest gap %.1f ms, %.1f ms after the last; "
                "cancelled at half way: stopped %.1f ms later (goal <= 200 ms)\n",
                what, full.totalMs, full.reports, full.longestGapMs, full.tailMs, cancelled.afterCancelMs);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QFile source(QStringLiteral(QUARRY_CORPUS_DIR "/iqm/mrfixit.iqe"));
    if (!source.open(QIODevice::ReadOnly)) {
        std::printf("bench_cancel: skipped: corpus file iqm/mrfixit.iqe not found\n");
        return 0;
    }
    QTemporaryDir dir;
    const QString iqe = dir.filePath(QStringLiteral("tiled.iqe"));
    QFile tiled(iqe);
    if (!tiled.open(QIODevice::WriteOnly) || tiled.write(bench::tileIqe(source.readAll(), 300)) < 0)
        return 1;
    tiled.close();

    Model model;
    auto read = [&](double cancelAt) {
        return measure(cancelAt, [&](const ProgressFn &progress) {
            ReadOptions options;
            options.progress = progress;
            ReadResult r = readModelFile(iqe, options);
            if (r.ok())
                model = std::move(r.model);
        });
    };
    const Timing readFull = read(2.0);
    if (model.meshes.isEmpty()) {
        std::printf("bench_cancel: reading %s failed\n", qPrintable(iqe));
        return 1;
    }
    report("read the IQE", readFull, read(0.5));
    for (const char *format : {"iqm", "iqe"}) {
        auto write = [&](double cancelAt) {
            return measure(cancelAt, [&](const ProgressFn &progress) {
                ExportOptions options;
                options.format = QString::fromLatin1(format);
                exportModel(model, dir.filePath(QStringLiteral("out.") + options.format), options, progress);
            });
        };
        const Timing full = write(2.0);
        report(qPrintable(QStringLiteral("export to %1").arg(QString::fromLatin1(format).toUpper())), full, write(0.5));
    }
    return 0;
}
