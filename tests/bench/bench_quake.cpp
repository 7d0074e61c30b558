// Quake's MDL against MD3 and the palette quantiser:
//
//  1. As users time it: `quarry convert` of the corpus avatar (DokuroChan:
//     XMF + XSF + XAF) to MDL and to MD3 at 6 frames a second (977 frames,
//     under both formats' 1,024), whole processes alternating, five times
//     each, each run twice in a row and the second timed; medians. Both
//     store every vertex of every frame (MDL in a quarter of the bytes).
//     Goal: MDL within 2x MD3.
//  2. Mapping a 1024 x 1024 truecolour skin to Quake's palette
//     (quake::indexSkin: error diffusion, fullbrights left out; libimagequant took 4.4 s),
//     median of 5, and the same with a glow texture lighting a quarter of
//     it (two layers dithered). Goal: 100 ms.
#include "BenchProcess.h"

#include "io/quake/SkinImages.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QImage>
#include <QTemporaryDir>

#include <cmath>
#include <cstdio>
#include <ctime>

using namespace quarry;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);

    // A skin with gradients and fine detail, as painted skins have.
    QImage skin(1024, 1024, QImage::Format_RGB32);
    for (int y = 0; y < 1024; ++y)
        for (int x = 0; x < 1024; ++x) {
            const int r = (x * 255 / 1023 + ((x * 7 + y * 13) % 17)) & 0xff;
            const int g = int(127.5 + 127.5 * std::sin(y / 37.0 + x / 91.0));
            const int b = ((x ^ y) * 3) & 0xff;
            skin.setPixel(x, y, qRgb(r, g, b));
        }
    QImage glow(1024, 1024, QImage::Format_RGB32);
    glow.fill(Qt::black);
    for (int y = 0; y < 512; ++y)
        for (int x = 0; x < 512; ++x)
            glow.setPixel(x, y, qRgb(255, 160 + (x % 64), 40));
    for (const bool glowing : {false, true}) {
        QList<double> quantise, quantiseCpu;
        qint64 nonZero = 0, lit = 0;
        for (int run = 0; run < 5; ++run) {
            QElapsedTimer timer;
            timer.start();
            const std::clock_t cpu = std::clock();
            const quake::IndexedSkin indexed = quake::indexSkin(skin, 1024, 1024, 1024, 1024, {},
                                                                glowing ? glow : QImage());
            quantiseCpu << double(std::clock() - cpu) * 1e3 / CLOCKS_PER_SEC;
            quantise << double(timer.nsecsElapsed()) / 1e6;
            nonZero = indexed.indices.size() - indexed.indices.count('\0');
            lit = indexed.glowing;
        }
        std::printf("bench_quake: 1024 x 1024 skin to Quake's palette%s: %.1f ms wall, %.1f ms CPU (medians of 5; "
                    "goal <= 100 ms; %lld texels not index 0, %lld glowing)\n",
                    glowing ? " with a glow texture" : "", bench::median(quantise), bench::median(quantiseCpu),
                    static_cast<long long>(nonZero), static_cast<long long>(lit));
    }

    const QString dir = QStringLiteral(QUARRY_CORPUS_DIR "/xmf/dokuro/");
    if (!QFileInfo::exists(dir + QStringLiteral("DokuroChan.xmf"))) {
        std::printf("bench_quake: conversions skipped: corpus not found at %s\n", qPrintable(dir));
        return 0;
    }
    QTemporaryDir out;
    const QString quarry = QStringLiteral(QUARRY_BINARY);
    const QStringList sources = {dir + QStringLiteral("DokuroChan.xmf"), dir + QStringLiteral("DokuroChan.xsf"),
                                 dir + QStringLiteral("DokuroChan_test_bone.xaf")};
    auto convert = [&](const QString &file) {
        QStringList args = QStringList{QStringLiteral("convert")} + sources
                           + QStringList{out.filePath(file), QStringLiteral("--fps"), QStringLiteral("6")};
        if (file.endsWith(QLatin1String(".mdl")))
            args << QStringLiteral("--quake-fps") << QStringLiteral("6") << QStringLiteral("--no-quake-limits");
        return args;
    };
    QList<double> mdlWall, mdlCpu, md3Wall, md3Cpu;
    for (int run = 0; run < 5; ++run) {
        bench::runProcess(quarry, convert(QStringLiteral("avatar.mdl")));
        const bench::ProcessTime l = bench::runProcess(quarry, convert(QStringLiteral("avatar.mdl")));
        bench::runProcess(quarry, convert(QStringLiteral("avatar.md3")));
        const bench::ProcessTime m = bench::runProcess(quarry, convert(QStringLiteral("avatar.md3")));
        if (l.wall < 0 || m.wall < 0) {
            std::printf("bench_quake: a conversion failed\n");
            return 1;
        }
        mdlWall << l.wall;
        mdlCpu << l.cpu;
        md3Wall << m.wall;
        md3Cpu << m.cpu;
    }
    std::printf("  quarry convert at 6 fps, whole processes (medians of 5): MDL %.3f s wall (%.3f s CPU, %.2f MiB), "
                "MD3 %.3f s wall (%.3f s CPU, %.2f MiB): %.2fx wall, %.2fx CPU (goal <= 2x)\n",
                bench::median(mdlWall), bench::median(mdlCpu),
                double(QFileInfo(out.filePath(QStringLiteral("avatar.mdl"))).size()) / 1048576.0,
                bench::median(md3Wall), bench::median(md3Cpu),
                double(QFileInfo(out.filePath(QStringLiteral("avatar.md3"))).size()) / 1048576.0,
                bench::median(mdlWall) / bench::median(md3Wall), bench::median(mdlCpu) / bench::median(md3Cpu));
    return 0;
}
