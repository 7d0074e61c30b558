// Engine targets as users time them, on the corpus avatar (XSF + XMF + XAF):
//
//  1. The check against every target together (in this process, the
//     avatar read once): the goal is within 50 ms.
//  2. The whole export for Xonotic with two levels of detail and the
//     packed archive (`quarry convert ... --target xonotic --lods 2 --pack`)
//     against today's plain IQM conversion of the same files, whole
//     processes alternating, five times each, medians: the goal is within
//     2x the plain conversion's time.
#include "BenchProcess.h"

#include "io/Formats.h"
#include "io/targets/EngineTarget.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QTemporaryDir>

#include <cstdio>

using namespace quarry;

using bench::median;
using bench::runProcess;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QString dokuro = QStringLiteral(QUARRY_CORPUS_DIR "/xmf/dokuro/");
    const QString xsf = dokuro + QStringLiteral("DokuroChan.xsf"), xmf = dokuro + QStringLiteral("DokuroChan.xmf");
    const QString xaf = dokuro + QStringLiteral("DokuroChan_test_bone.xaf");
    if (!QFileInfo::exists(xmf)) {
        std::printf("bench_targets: skipped: corpus xmf/dokuro not found\n");
        return 0;
    }

    // 1: the check, every target, the model read once.
    ReadOptions read;
    read.companions = {xsf, xaf};
    const ReadResult avatar = readModelFile(xmf, read);
    if (!avatar.ok()) {
        std::printf("bench_targets: the avatar cannot be read\n");
        return 1;
    }
    QList<double> checks;
    qsizetype findings = 0;
    for (int run = 0; run < 21; ++run) {
        QElapsedTimer t;
        t.start();
        findings = 0;
        for (const EngineTarget &target : engineTargets()) {
            TargetCheckOptions options;
            options.engine = target.title;
            findings += checkTarget(avatar.model, target.limits, options).size();
        }
        checks << double(t.nsecsElapsed()) / 1e6;
    }
    std::printf("bench_targets: check against all %d targets: %.3f ms (median of 21; %lld findings; goal <= 50 ms)\n",
                int(engineTargets().size()), median(checks), qlonglong(findings));

    // 2: whole processes, alternating.
    QTemporaryDir dir;
    const QString quarry = QStringLiteral(QUARRY_BINARY);
    const QStringList companions = {QStringLiteral("--skeleton"),  xsf,
                                    QStringLiteral("--animation"), xaf,
                                    QStringLiteral("--fps"),       QStringLiteral("30")};
    const QStringList plain = QStringList{QStringLiteral("convert"), xmf, dir.filePath(QStringLiteral("plain.iqm"))}
                              + companions;
    const QStringList target = QStringList{QStringLiteral("convert"),
                                           xmf,
                                           QStringLiteral("--target"),
                                           QStringLiteral("xonotic"),
                                           QStringLiteral("--lods"),
                                           QStringLiteral("2"),
                                           QStringLiteral("--pack"),
                                           QStringLiteral("--out-dir"),
                                           dir.filePath(QStringLiteral("game"))}
                               + companions;
    QList<double> tp, tt;
    for (int run = 0; run < 5; ++run) {
        runProcess(quarry, plain);
        tp << runProcess(quarry, plain).wall;
        runProcess(quarry, target);
        tt << runProcess(quarry, target).wall;
        if (tp.last() < 0 || tt.last() < 0) {
            std::printf("bench_targets: a conversion failed\n");
            return 1;
        }
    }
    const double p = median(tp), t = median(tt);
    std::printf("bench_targets: --target xonotic --lods 2 --pack %.3f s, plain IQM conversion %.3f s: %.2fx its "
                "time (goal <= 2x)\n",
                t, p, t / p);
    return 0;
}
