// Comparing the corpus avatar (XSF + XMF + XAF) with its IQM conversion at
// every one of its 4,887 frames: joints and every skinned vertex, goal
// within 1 s of processor time (all threads).
#include "io/Export.h"
#include "io/Formats.h"
#include "io/xmf/XmfAvatar.h"
#include "model/ops/Compare.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <ctime>

using namespace quarry;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QString xmf = QStringLiteral(QUARRY_CORPUS_DIR "/xmf/dokuro/DokuroChan.xmf");
    if (!QFileInfo::exists(xmf)) {
        std::printf("bench_compare: skipped: corpus not found at %s\n", qPrintable(xmf));
        return 0;
    }
    ReadOptions options;
    options.companions = findAvatarCompanions(xmf).toCompanions();
    const ReadResult source = readModelFile(xmf, options);
    QTemporaryDir dir;
    const QString iqm = dir.filePath(QStringLiteral("DokuroChan.iqm"));
    ExportOptions exportOptions;
    exportOptions.format = QStringLiteral("iqm");
    if (!source.ok() || !exportModel(source.model, iqm, exportOptions).ok()) {
        std::printf("bench_compare: could not read or convert the avatar\n");
        return 1;
    }
    const ReadResult converted = readModelFile(iqm);
    if (!converted.ok() || source.model.animations.isEmpty()) {
        std::printf("bench_compare: could not read the IQM back\n");
        return 1;
    }
    CompareOptions compare;
    compare.frames = source.model.animations[0].frameCount();
    const int rounds = 5;
    QList<double> wallMs, cpuMs;
    CompareReport report;
    for (int i = 0; i < rounds; ++i) {
        QElapsedTimer t;
        t.start();
        const std::clock_t c0 = std::clock();
        report = compareModels(source.model, converted.model, compare);
        cpuMs << double(std::clock() - c0) * 1000.0 / CLOCKS_PER_SEC;
        wallMs << t.nsecsElapsed() / 1e6;
    }
    std::sort(wallMs.begin(), wallMs.end());
    std::sort(cpuMs.begin(), cpuMs.end());
    const qint64 vertexSamples = report.surface.samples;
    std::printf("bench_compare: DokuroChan against its IQM, %d times x %lld vertex pairs + %d joints, median of %d: "
                "%.0f ms of processor time (all threads; goal <= 1000 ms), %.0f ms wall\n",
                compare.frames, static_cast<long long>(vertexSamples / std::max<qint64>(1, compare.frames + 1)),
                report.jointsMatched, rounds, cpuMs[rounds / 2], wallMs[rounds / 2]);
    std::printf("bench_compare: largest joint distance %.3g%%, surface %.3g%% of the height (%s)\n",
                report.joints.largest * 100, report.surface.largest * 100,
                report.withinTolerance() ? "within tolerance" : "NOT within tolerance");
    return 0;
}
