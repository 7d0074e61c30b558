// Conversion as users time it: whole processes, side by side, in one run.
//
//  1. IQE -> IQM of the corpus mrfixit.iqe tiled to 896,400 triangles:
//     `quarry convert` against the IQM kit's `iqm` (QUARRY_IQM_TOOL).
//  2. Opening that IQM: `quarry info` against a process that loads it
//     with Assimp (this program in its --assimp mode).
//  3. The corpus avatar (XSF + XMF + XAF) to IQM at 30 fps with
//     `quarry convert` against a process that only loads the three files
//     with libcal3d (this program in its --cal3d mode).
//  4. Batch conversion: copies of the avatar converted with -j 2 against
//     -j 1 (QUARRY_BENCH_BATCH_COPIES, default 200), and against one
//     `quarry convert` per file, one after another.
//
// Each pair runs alternately, five times (the machine may be shared, and
// alternating makes any load fall on both alike), each command twice in a
// row; medians of wall time of the second runs, and of the first.
#include "BenchProcess.h"
#include "Cal3dReference.h"

#include <assimp/Importer.hpp>
#include <assimp/scene.h>

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <cstdlib>

#include <sys/resource.h>
#include <unistd.h>

namespace {

const QString kCorpus = QStringLiteral(QUARRY_CORPUS_DIR);

// Processor seconds (user + system, all threads) of the children reaped so far.
double childrenCpu()
{
    rusage u{};
    getrusage(RUSAGE_CHILDREN, &u);
    return double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) + double(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

double lastCpu = 0; // processor seconds of the last runProcess

// Wall seconds of one process run to its end; -1 when it failed.
double runProcess(const QString &program, const QStringList &arguments)
{
    const double cpuBefore = childrenCpu();
    struct CpuAfter
    {
        double before;
        ~CpuAfter() { lastCpu = childrenCpu() - before; }
    } cpuAfter{cpuBefore};
    QProcess p;
    p.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    p.setStandardOutputFile(QProcess::nullDevice());
    // Every process starts with nothing of the last one's output waiting to
    // be written: the IQM kit writes 56 MB without syncing, and Quarry's
    // save (QSaveFile syncs its file) would otherwise wait for the disk to
    // take those bytes first (measured: 0.35 s after a sync, 0.58-0.70 s
    // right after the kit's run).
    ::sync();
    QElapsedTimer t;
    t.start();
    p.start(program, arguments);
    if (!p.waitForFinished(-1) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        return -1;
    return double(t.nsecsElapsed()) / 1e9;
}

double median(QList<double> v)
{
    std::sort(v.begin(), v.end());
    return v.isEmpty() ? -1 : v[v.size() / 2];
}

struct Command
{
    QString program;
    QStringList arguments;
};

// Medians of processor time of the last alternate() (a, then b), and of
// the wall time of each side's first run of a pair (right after the other
// program).
double cpuA = 0, cpuB = 0, firstA = 0, firstB = 0;

// Medians of `runs` alternating pairs of runs of a and b (each command run
// twice in a row, the second run timed); false when any failed. On a
// virtual machine whose freed memory goes back to its host, a program
// right after another that used much memory waits for the host to give
// that memory again (Quarry's IQE -> IQM: 0.35 s repeated, 0.6-0.75 s
// right after the IQM kit): the first runs show that, the second ones the
// work itself.
bool alternate(int runs, const Command &a, const Command &b, double *ma, double *mb)
{
    QList<double> ta, tb, ca, cb, fa, fb;
    for (int i = 0; i < runs; ++i) {
        fa << runProcess(a.program, a.arguments);
        ta << runProcess(a.program, a.arguments);
        ca << lastCpu;
        fb << runProcess(b.program, b.arguments);
        tb << runProcess(b.program, b.arguments);
        cb << lastCpu;
        if (ta.last() < 0 || tb.last() < 0 || fa.last() < 0 || fb.last() < 0)
            return false;
    }
    *ma = median(ta);
    *mb = median(tb);
    cpuA = median(ca);
    cpuB = median(cb);
    firstA = median(fa);
    firstB = median(fb);
    return true;
}

// Wall times, then processor times (all threads) and the load average,
// since on a shared machine the wall times say more about the load.
void report(const char *what, const char *quarryName, double q, const char *peerName, double p, const char *target)
{
    double load[3] = {};
    getloadavg(load, 3);
    std::printf(
        "bench_convert: %s: %s %.3f s, %s %.3f s: Quarry is %.2fx as fast (%s); processor time %.3f s "
        "against %.3f s (%.2fx); each right after the other: %.3f s against %.3f s (%.2fx); load average %.1f\n",
        what, quarryName, q, peerName, p, p / q, target, cpuA, cpuB, cpuB / cpuA, firstA, firstB, firstB / firstA,
        load[0]);
    std::fflush(stdout);
}

// The corpus IQE with its meshes repeated `copies` times (mesh names numbered).
} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    // Child modes: the peers' loads as processes of their own.
    if (args.size() == 3 && args[1] == QLatin1String("--assimp")) {
        Assimp::Importer importer;
        return importer.ReadFile(args[2].toStdString(), 0) ? 0 : 1;
    }
    if (args.size() == 5 && args[1] == QLatin1String("--cal3d"))
        return loadOnlyWithCal3d(args[2], args[3], args[4]) ? 0 : 1;

    const QString quarry = QStringLiteral(QUARRY_BINARY);
    const QString self = QCoreApplication::applicationFilePath();
    const int runs = 5;
    QTemporaryDir dir;

    // 1 and 2: the tiled IQE and the IQM made from it.
    QFile source(kCorpus + QStringLiteral("/iqm/mrfixit.iqe"));
    if (!source.open(QIODevice::ReadOnly)) {
        std::printf("bench_convert: skipped: corpus file iqm/mrfixit.iqe not found\n");
        return 0;
    }
    const QString iqe = dir.filePath(QStringLiteral("tiled.iqe")), iqm = dir.filePath(QStringLiteral("tiled.iqm"));
    QFile tiled(iqe);
    if (!tiled.open(QIODevice::WriteOnly) || tiled.write(quarry::bench::tileIqe(source.readAll(), 300)) < 0)
        return 1;
    tiled.close();
    if (runProcess(quarry, {QStringLiteral("convert"), iqe, iqm}) < 0) {
        std::printf("bench_convert: quarry convert failed on %s\n", qPrintable(iqe));
        return 1;
    }
    double q = 0, p = 0;
    const QString iqmTool = qEnvironmentVariable("QUARRY_IQM_TOOL");
    if (iqmTool.isEmpty()) {
        std::printf("bench_convert: IQE -> IQM skipped: set QUARRY_IQM_TOOL to the IQM kit's iqm converter\n");
    } else if (alternate(runs, {quarry, {QStringLiteral("convert"), iqe, dir.filePath(QStringLiteral("q.iqm"))}},
                         {iqmTool, {dir.filePath(QStringLiteral("kit.iqm")), iqe}}, &q, &p)) {
        report("IQE -> IQM, 896,400 triangles, median of 5", "quarry convert", q, "iqm", p, "target >= 5x");
    } else {
        std::printf("bench_convert: IQE -> IQM: a run failed\n");
    }
    if (alternate(runs, {quarry, {QStringLiteral("info"), iqm}}, {self, {QStringLiteral("--assimp"), iqm}}, &q, &p))
        report("open the IQM, median of 5", "quarry info", q, "Assimp load", p, "target >= 3x");
    else
        std::printf("bench_convert: open the IQM: a run failed\n");

    // 3: the avatar.
    const QString dokuro = kCorpus + QStringLiteral("/xmf/dokuro/");
    const QString xsf = dokuro + QStringLiteral("DokuroChan.xsf"), xmf = dokuro + QStringLiteral("DokuroChan.xmf");
    const QString xaf = dokuro + QStringLiteral("DokuroChan_test_bone.xaf");
    if (!QFileInfo::exists(xmf)) {
        std::printf("bench_convert: avatar skipped: corpus xmf/dokuro not found\n");
        return 0;
    }
    const QStringList avatar = {QStringLiteral("convert"),
                                xmf,
                                dir.filePath(QStringLiteral("avatar.iqm")),
                                QStringLiteral("--skeleton"),
                                xsf,
                                QStringLiteral("--animation"),
                                xaf,
                                QStringLiteral("--fps"),
                                QStringLiteral("30")};
    if (alternate(runs, {quarry, avatar}, {self, {QStringLiteral("--cal3d"), xsf, xmf, xaf}}, &q, &p))
        report("avatar (XSF + XMF + XAF) -> IQM at 30 fps, median of 5", "quarry convert", q, "libcal3d load alone", p,
               "target >= 2x");
    else
        std::printf("bench_convert: avatar: a run failed\n");

    // 4: batch conversion of copies of the avatar (links to the corpus files).
    const int copies = qEnvironmentVariableIntValue("QUARRY_BENCH_BATCH_COPIES") > 0
                           ? qEnvironmentVariableIntValue("QUARRY_BENCH_BATCH_COPIES")
                           : 200;
    QDir in(dir.filePath(QStringLiteral("batch")));
    in.mkpath(QStringLiteral("."));
    QStringList batch = {QStringLiteral("convert")};
    for (int i = 0; i < copies; ++i) {
        const QString base = QStringLiteral("c%1_avatar").arg(i); // no base a prefix of another
        QFile::link(xmf, in.filePath(base + QStringLiteral(".xmf")));
        QFile::link(xsf, in.filePath(base + QStringLiteral(".xsf")));
        QFile::link(xaf, in.filePath(base + QStringLiteral("_walk.xaf")));
        batch << in.filePath(base + QStringLiteral(".xmf"));
    }
    batch << QStringLiteral("--to") << QStringLiteral("iqm") << QStringLiteral("--fps") << QStringLiteral("30")
          << QStringLiteral("--out-dir");
    const double one = runProcess(
        quarry, batch + QStringList{dir.filePath(QStringLiteral("out1")), QStringLiteral("-j"), QStringLiteral("1")});
    const double two = runProcess(
        quarry, batch + QStringList{dir.filePath(QStringLiteral("out2")), QStringLiteral("-j"), QStringLiteral("2")});
    if (one < 0 || two < 0)
        std::printf("bench_convert: batch: a run failed\n");
    else
        std::printf("bench_convert: batch of %d avatars -> IQM at 30 fps: -j 1 %.2f s, -j 2 %.2f s: %.2fx as fast "
                    "(target >= 1.8x)\n",
                    copies, one, two, one / two);
    // The same files converted the way a shell loop does: one `quarry
    // convert` after another.
    QDir(dir.path()).mkpath(QStringLiteral("out3"));
    QElapsedTimer loop;
    loop.start();
    bool loopOk = true;
    for (int i = 0; i < copies && loopOk; ++i) {
        const QString base = QStringLiteral("c%1_avatar").arg(i);
        loopOk = runProcess(quarry, {QStringLiteral("convert"), in.filePath(base + QStringLiteral(".xmf")),
                                     dir.filePath(QStringLiteral("out3/") + base + QStringLiteral(".iqm")),
                                     QStringLiteral("--skeleton"), in.filePath(base + QStringLiteral(".xsf")),
                                     QStringLiteral("--animation"), in.filePath(base + QStringLiteral("_walk.xaf")),
                                     QStringLiteral("--fps"), QStringLiteral("30")})
                 >= 0;
    }
    const double each = double(loop.nsecsElapsed()) / 1e9;
    if (!loopOk)
        std::printf("bench_convert: one process per avatar: a run failed\n");
    else if (two > 0)
        std::printf(
            "bench_convert: the same %d avatars one `quarry convert` after another: %.2f s; the batch with -j 2 "
            "is %.2fx as fast\n",
            copies, each, each / two);
    return 0;
}
