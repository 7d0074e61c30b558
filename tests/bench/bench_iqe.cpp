// IQE parsing speed and memory, Quarry against the IQM developer kit's
// converter (iqm.cpp), in one run on the same large file: the corpus
// mrfixit.iqe with its meshes repeated until the file holds a million
// triangles or more.
//
// What each side does: the kit's tool has no parse-only mode, so it is
// timed converting the IQE to IQM (parse, vertex welding, mesh building,
// writing the IQM). Quarry is timed parsing the same bytes into a Model,
// and, where this build has the IQM writer, doing the same conversion
// (read IQE + write IQM) for a like-for-like ratio. The tool's path comes
// from QUARRY_IQM_TOOL; without it the comparison is skipped. The same
// tool built to exit right after parsing (when IQM_PARSE_ONLY is set),
// from QUARRY_IQM_PARSE_TOOL, gives the parse-against-parse ratio.
//
// Memory: peak resident memory during Quarry's parse of bytes already in
// memory (the input itself not counted) against Model::memorySize().
#include "io/Formats.h"
#include "io/iqe/IqeReader.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>

#include <sys/resource.h>

#include <ctime>

#include "bench/BenchProcess.h"

#include <algorithm>
#include <cstdio>

using namespace quarry;
using namespace quarry::bench;

namespace {

// The corpus file with its mesh section repeated `copies` times (mesh names
// numbered); joints, poses and the animation stay once.
QByteArray tile(const QByteArray &iqe, int copies)
{
    const qsizetype meshes = iqe.indexOf("\nmesh ");
    const qsizetype animation = iqe.indexOf("\nanimation ");
    const QByteArray head = iqe.left(meshes + 1);
    const QByteArray body = iqe.mid(meshes + 1, animation + 1 - (meshes + 1));
    const QByteArray tail = iqe.mid(animation + 1);
    QByteArray out;
    out.reserve(head.size() + body.size() * copies + tail.size());
    out += head;
    for (int i = 0; i < copies; ++i) {
        QByteArray copy = body;
        copy.replace("mesh \"Body\"", "mesh \"Body" + QByteArray::number(i) + '"');
        copy.replace("mesh \"Head\"", "mesh \"Head" + QByteArray::number(i) + '"');
        out += copy;
    }
    out += tail;
    return out;
}

double seconds(QElapsedTimer &t)
{
    return double(t.nsecsElapsed()) / 1e9;
}

// CPU time of this process, and of its finished children: on a machine
// shared with other work, CPU time compares more fairly than wall time.
double childCpuSeconds()
{
    rusage u{};
    getrusage(RUSAGE_CHILDREN, &u);
    return double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) + double(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QFile corpus(QStringLiteral(QUARRY_CORPUS_DIR "/iqm/mrfixit.iqe"));
    if (!corpus.open(QIODevice::ReadOnly)) {
        std::printf("bench_iqe: skipped: corpus file iqm/mrfixit.iqe not found\n");
        return 0;
    }
    const QByteArray original = corpus.readAll();
    const int copies = 1000000 / 2988 + 1;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("tiled.iqe"));
    {
        const QByteArray big = tile(original, copies);
        QFile out(path);
        if (!out.open(QIODevice::WriteOnly) || out.write(big) != big.size()) {
            std::printf("bench_iqe: skipped: cannot write %s\n", qPrintable(path));
            return 0;
        }
    }
    QFile in(path);
    in.open(QIODevice::ReadOnly);
    const QByteArray data = in.readAll();
    in.close();

    // Quarry: parse the bytes (best of 3), peak memory on the first run.
    double quarryParse = 1e9, quarryCpu = 1e9;
    qint64 peakKiB = -1, modelBytes = 0, triangles = 0;
    for (int run = 0; run < 3; ++run) {
        const bool measure = run == 0 && resetPeak();
        const qint64 before = statusKiB("VmRSS:");
        QElapsedTimer t;
        const double cpu0 = cpuSeconds();
        t.start();
        ReadResult r = readIqe(path, data);
        const double s = seconds(t);
        quarryCpu = std::min(quarryCpu, cpuSeconds() - cpu0);
        if (measure)
            peakKiB = statusKiB("VmHWM:") - before;
        if (!r.ok()) {
            std::printf("bench_iqe: Quarry failed: %s\n", qPrintable(r.error->toString()));
            return 1;
        }
        quarryParse = std::min(quarryParse, s);
        modelBytes = r.model.memorySize();
        triangles = r.model.triangleCount();
    }
    std::printf("bench_iqe: %s: %.1f MB of IQE, %lld triangles, %d meshes\n", qPrintable(path),
                double(data.size()) / 1e6, triangles, copies * 2);
    std::printf("bench_iqe: Quarry parse (readIqe on bytes in memory): %.3f s wall, %.3f s CPU (%.0f MB/s)\n",
                quarryParse, quarryCpu, double(data.size()) / 1e6 / quarryCpu);
    if (peakKiB >= 0)
        std::printf("bench_iqe: Quarry peak memory while parsing: %.1f MB, Model::memorySize() %.1f MB, ratio %.2f "
                    "(target <= 2)\n",
                    double(peakKiB) * 1024 / 1e6, double(modelBytes) / 1e6,
                    double(peakKiB) * 1024 / double(modelBytes));
    else
        std::printf("bench_iqe: peak memory not measured (no /proc/self/clear_refs)\n");

    // Quarry doing the converter's whole job, where the IQM writer exists.
    double quarryConvert = -1, quarryConvertCpu = -1;
    if (const FormatHandler *iqm = formatHandler(QStringLiteral("iqm")); iqm && iqm->write) {
        const QString out = dir.filePath(QStringLiteral("quarry.iqm"));
        quarryConvert = 1e9;
        quarryConvertCpu = 1e9;
        for (int run = 0; run < 3; ++run) {
            QElapsedTimer t;
            const double cpu0 = cpuSeconds();
            t.start();
            const ReadResult r = readModelFile(path);
            const WriteResult w = r.ok() ? writeModelFile(r.model, out, QStringLiteral("iqm")) : WriteResult();
            quarryConvert = std::min(quarryConvert, seconds(t));
            quarryConvertCpu = std::min(quarryConvertCpu, cpuSeconds() - cpu0);
            if (!r.ok() || !w.ok()) {
                std::printf("bench_iqe: Quarry conversion failed\n");
                return 1;
            }
        }
        std::printf("bench_iqe: Quarry IQE -> IQM (read file + write IQM with adjacency and per-frame bounds): %.3f s "
                    "wall, %.3f s CPU\n",
                    quarryConvert, quarryConvertCpu);
    }

    // Parse against parse: the kit's tool patched to stop after reading
    // the IQE (IQM_PARSE_ONLY set), from QUARRY_IQM_PARSE_TOOL. Its time
    // includes starting the process and reading the file, so Quarry is
    // also timed reading the file from disk (readModelFile).
    const QString parseTool = qEnvironmentVariable("QUARRY_IQM_PARSE_TOOL");
    if (parseTool.isEmpty() || !QFile::exists(parseTool)) {
        std::printf(
            "bench_iqe: skipped: set QUARRY_IQM_PARSE_TOOL to the IQM kit's converter built to stop after parsing "
            "(exits when IQM_PARSE_ONLY is set) to compare parse with parse\n");
    } else {
        double quarryRead = 1e9, quarryReadCpu = 1e9;
        for (int run = 0; run < 3; ++run) {
            QElapsedTimer t;
            const double cpu0 = cpuSeconds();
            t.start();
            const ReadResult r = readModelFile(path);
            quarryRead = std::min(quarryRead, seconds(t));
            quarryReadCpu = std::min(quarryReadCpu, cpuSeconds() - cpu0);
            if (!r.ok()) {
                std::printf("bench_iqe: Quarry failed reading the file\n");
                return 1;
            }
        }
        double peerParse = 1e9, peerParseCpu = 1e9;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("IQM_PARSE_ONLY"), QStringLiteral("1"));
        const QString out = dir.filePath(QStringLiteral("peer-parse.iqm"));
        for (int run = 0; run < 3; ++run) {
            QProcess p;
            p.setProcessEnvironment(env);
            const double cpu0 = childCpuSeconds();
            QElapsedTimer t;
            t.start();
            p.start(parseTool, {out, path});
            const bool finished = p.waitForFinished(600000);
            const double wall = seconds(t);
            const QByteArray said = p.readAllStandardError();
            if (!finished || p.exitCode() != 0 || !said.contains("parsed:") || QFile::exists(out)) {
                std::printf("bench_iqe: the parse-only peer tool did not stop after parsing: %s\n", said.constData());
                return 1;
            }
            peerParse = std::min(peerParse, wall);
            peerParseCpu = std::min(peerParseCpu, childCpuSeconds() - cpu0);
        }
        std::printf("bench_iqe: Quarry read file + parse (readModelFile): %.3f s wall, %.3f s CPU\n", quarryRead,
                    quarryReadCpu);
        std::printf("bench_iqe: iqm.cpp parse only (process start, read file, parse): %.3f s wall, %.3f s CPU\n",
                    peerParse, peerParseCpu);
        std::printf(
            "bench_iqe: ratio iqm.cpp parse / Quarry parse (bytes in memory): %.1fx wall, %.1fx CPU (target >= 5x)\n",
            peerParse / quarryParse, peerParseCpu / quarryCpu);
        std::printf("bench_iqe: ratio iqm.cpp parse / Quarry read file + parse: %.1fx wall, %.1fx CPU (target >= 5x)\n",
                    peerParse / quarryRead, peerParseCpu / quarryReadCpu);
    }

    const QString tool = qEnvironmentVariable("QUARRY_IQM_TOOL");
    if (tool.isEmpty() || !QFile::exists(tool)) {
        std::printf("bench_iqe: skipped: set QUARRY_IQM_TOOL to the IQM kit's iqm converter to compare\n");
        return 0;
    }
    double peer = 1e9, peerCpu = 1e9;
    for (int run = 0; run < 3; ++run) {
        QProcess p;
        const double cpu0 = childCpuSeconds();
        QElapsedTimer t;
        t.start();
        p.start(tool, {dir.filePath(QStringLiteral("peer.iqm")), path});
        if (!p.waitForFinished(600000) || p.exitCode() != 0
            || !QFile::exists(dir.filePath(QStringLiteral("peer.iqm")))) {
            std::printf("bench_iqe: the peer tool failed: %s\n", p.readAllStandardError().constData());
            return 1;
        }
        peer = std::min(peer, seconds(t));
        peerCpu = std::min(peerCpu, childCpuSeconds() - cpu0);
    }
    rusage usage{};
    getrusage(RUSAGE_CHILDREN, &usage);
    std::printf(
        "bench_iqe: iqm.cpp IQE -> IQM (parse, weld, build, write): %.3f s wall, %.3f s CPU, peak memory %.1f MB\n",
        peer, peerCpu, double(usage.ru_maxrss) * 1024 / 1e6);
    std::printf("bench_iqe: ratio iqm.cpp conversion / Quarry parse: %.1fx wall, %.1fx CPU (target >= 5x)\n",
                peer / quarryParse, peerCpu / quarryCpu);
    if (quarryConvert > 0)
        std::printf("bench_iqe: ratio iqm.cpp conversion / Quarry conversion: %.1fx wall, %.1fx CPU\n",
                    peer / quarryConvert, peerCpu / quarryConvertCpu);
    return 0;
}
