// Loading the corpus avatar (XSF + XMF + XAF): Quarry against libcal3d, in one run.
#include "Cal3dReference.h"

#include "io/Formats.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>

#include <algorithm>
#include <cstdio>
#include <ctime>

using namespace quarry;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QString dir = QStringLiteral(QUARRY_CORPUS_DIR "/xmf/dokuro/");
    const QString xsf = dir + QStringLiteral("DokuroChan.xsf");
    const QString xmf = dir + QStringLiteral("DokuroChan.xmf");
    const QString xaf = dir + QStringLiteral("DokuroChan_test_bone.xaf");
    if (!QFileInfo::exists(xmf)) {
        std::printf("bench_xmf: skipped: corpus not found at %s\n", qPrintable(dir));
        return 0;
    }
    ReadOptions options;
    options.companions << xsf << xaf;
    const int rounds = 7;
    QList<double> quarryMs, cal3dMs;
    double quarryCpu = 0, cal3dCpu = 0; // process CPU time, all threads, seconds
    for (int i = 0; i < rounds; ++i) {
        QElapsedTimer t;
        t.start();
        std::clock_t c0 = std::clock();
        const ReadResult r = readModelFile(xmf, options);
        quarryCpu += double(std::clock() - c0) / CLOCKS_PER_SEC;
        quarryMs << t.nsecsElapsed() / 1e6;
        if (!r.ok()) {
            std::printf("bench_xmf: Quarry failed: %s\n", qPrintable(r.error->toString()));
            return 1;
        }
        t.restart();
        c0 = std::clock();
        const bool ok = loadOnlyWithCal3d(xsf, xmf, xaf);
        cal3dCpu += double(std::clock() - c0) / CLOCKS_PER_SEC;
        cal3dMs << t.nsecsElapsed() / 1e6;
        if (!ok) {
            std::printf("bench_xmf: libcal3d failed to load the avatar\n");
            return 1;
        }
    }
    std::sort(quarryMs.begin(), quarryMs.end());
    std::sort(cal3dMs.begin(), cal3dMs.end());
    const double q = quarryMs[rounds / 2];
    const double c = cal3dMs[rounds / 2];
    std::printf("bench_xmf: load DokuroChan (XSF + XMF + XAF, 8.4 MB), median of %d: Quarry %.1f ms, "
                "libcal3d %.1f ms: Quarry is %.2fx as fast (target >= 2x)\n",
                rounds, q, c, c / q);
    std::printf("bench_xmf: CPU time (all threads), mean: Quarry %.1f ms, libcal3d %.1f ms: ratio %.2f\n",
                quarryCpu * 1000 / rounds, cal3dCpu * 1000 / rounds, cal3dCpu / quarryCpu);
    return 0;
}
