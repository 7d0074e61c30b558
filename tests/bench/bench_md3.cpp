// MD3 against IQM on the corpus avatar (DokuroChan: XSF + XMF + XAF):
//
//  1. Writing the whole animation (162.9 s) at 30 fps as MD3 and as IQM, in
//     memory (the encoders, no disk): MD3 stores every frame's skinned
//     vertices where IQM stores joint poses. MD3 holds at most 1,024 frames
//     a file, so the animation is written as clips of 1,024 frames or
//     fewer, one file each, and their times added. Goal: MD3 within 2x IQM.
//  2. As users time it: `quarry convert` of the avatar to MD3 and to IQM at
//     6 fps (977 frames, one MD3 file), whole processes alternating, five
//     times each, each run twice in a row and the second timed; medians.
#include "BenchProcess.h"

#include "io/Formats.h"
#include "io/HugePages.h"
#include "model/ops/Clips.h"
#include "model/ops/Conversion.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <cstdio>
#include <cstring>
#include <ctime>
#include <functional>

using namespace quarry;

namespace {

struct Timing
{
    double wall = 1e30;
    double cpu = 1e30;
};

Timing best(int runs, const std::function<void()> &work)
{
    Timing t;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer wall;
        wall.start();
        const std::clock_t c0 = std::clock();
        work();
        t.cpu = std::min(t.cpu, double(std::clock() - c0) / CLOCKS_PER_SEC);
        t.wall = std::min(t.wall, double(wall.nsecsElapsed()) / 1e9);
    }
    return t;
}

// The animation cut into clips of at most `frames` frames.
QList<Animation> clips(const Animation &animation, int frames)
{
    QList<Animation> out;
    Animation rest = animation;
    while (rest.frameCount() > frames) {
        Animation first, second;
        if (!splitAnimation(rest, frames / rest.fps, first, second))
            break;
        out.append(first);
        rest = second;
    }
    out.append(rest);
    return out;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QString dir = QStringLiteral(QUARRY_CORPUS_DIR "/xmf/dokuro/");
    if (!QFileInfo::exists(dir + QStringLiteral("DokuroChan.xmf"))) {
        std::printf("bench_md3: skipped: corpus not found at %s\n", qPrintable(dir));
        return 0;
    }
    ReadOptions options;
    options.companions << dir + QStringLiteral("DokuroChan.xsf") << dir + QStringLiteral("DokuroChan_test_bone.xaf");
    ReadResult read = readModelFile(dir + QStringLiteral("DokuroChan.xmf"), options);
    if (!read.ok() || read.model.animations.size() != 1) {
        std::printf("bench_md3: skipped: the avatar did not load\n");
        return 0;
    }
    Model model = std::move(read.model);
    ConversionSettings settings;
    settings.fps = 30;
    applyConversion(model, settings);

    QList<Model> parts;
    for (const Animation &clip : clips(model.animations[0], 1024)) {
        Model part = model;
        part.animations = {clip};
        parts.append(part);
    }
    // The scale the writer asks for, if the avatar does not fit MD3's ±512 units.
    const WriteResult probe = encodeModelFile(parts[0], QStringLiteral("probe.md3"), QStringLiteral("md3"));
    if (!probe.ok()) {
        const QRegularExpressionMatch m =
            QRegularExpression(QStringLiteral("--scale ([0-9.]+)")).match(probe.error->message);
        if (!m.hasMatch()) {
            std::printf("bench_md3: failed: %s\n", qPrintable(probe.error->toString()));
            return 1;
        }
        ConversionSettings scale;
        scale.scale = m.captured(1).toFloat();
        applyConversion(model, scale);
        for (Model &p : parts)
            applyConversion(p, scale);
    }
    qint64 frames = 0;
    for (const Model &p : std::as_const(parts))
        frames += p.animations[0].frameCount();

    const int runs = 3;
    qint64 md3Bytes = 0, iqmBytes = 0;
    bool failed = false;
    const Timing md3 = best(runs, [&] {
        md3Bytes = 0;
        for (const Model &p : std::as_const(parts)) {
            const WriteResult w = encodeModelFile(p, QStringLiteral("clip.md3"), QStringLiteral("md3"));
            failed = failed || !w.ok();
            md3Bytes += w.data.size();
        }
    });
    const Timing iqm = best(runs, [&] {
        const WriteResult w = encodeModelFile(model, QStringLiteral("whole.iqm"), QStringLiteral("iqm"));
        failed = failed || !w.ok();
        iqmBytes = w.data.size();
    });
    if (failed) {
        std::printf("bench_md3: a write failed\n");
        return 1;
    }
    std::printf("bench_md3: DokuroChan, %lld frames at 30 fps (%d MD3 clips): MD3 %.1f MiB, IQM %.1f MiB\n",
                static_cast<long long>(frames), int(parts.size()), double(md3Bytes) / 1048576.0,
                double(iqmBytes) / 1048576.0);
    std::printf("  write, best of %d: MD3 %.1f ms CPU (%.1f ms wall), IQM %.1f ms CPU (%.1f ms wall)\n", runs,
                md3.cpu * 1e3, md3.wall * 1e3, iqm.cpu * 1e3, iqm.wall * 1e3);
    std::printf("  time ratio (MD3 / IQM): %.2fx CPU, %.2fx wall (goal <= 2x)\n", md3.cpu / iqm.cpu,
                md3.wall / iqm.wall);
    // What no encoder can go below: a buffer of the MD3 files' size,
    // allocated as the writer allocates it (huge pages asked for) and
    // written once, 8 bytes at a time, on one thread.
    const Timing floor = best(runs, [&] {
        QByteArray buffer(md3Bytes, Qt::Uninitialized);
        adviseHugePages(buffer.data(), buffer.size());
        char *p = buffer.data();
        for (qint64 i = 0; i + 8 <= md3Bytes; i += 8) {
            const quint64 v = quint64(i) * 0x9E3779B97F4A7C15ull;
            std::memcpy(p + i, &v, 8);
        }
        failed = failed || buffer.isEmpty();
    });
    std::printf("  filling %.1f MiB of new memory alone: %.1f ms CPU (%.2fx the IQM write)\n",
                double(md3Bytes) / 1048576.0, floor.cpu * 1e3, floor.cpu / iqm.cpu);

    // 2: whole processes.
    QTemporaryDir out;
    const QString quarry = QStringLiteral(QUARRY_BINARY);
    const QStringList sources = {dir + QStringLiteral("DokuroChan.xmf"), dir + QStringLiteral("DokuroChan.xsf"),
                                 dir + QStringLiteral("DokuroChan_test_bone.xaf")};
    auto convert = [&](const QString &file) {
        return QStringList{QStringLiteral("convert")} + sources
               + QStringList{out.filePath(file), QStringLiteral("--fps"), QStringLiteral("6")};
    };
    QList<double> md3Wall, md3Cpu, iqmWall, iqmCpu;
    for (int run = 0; run < 5; ++run) {
        bench::runProcess(quarry, convert(QStringLiteral("avatar.md3")));
        const bench::ProcessTime m = bench::runProcess(quarry, convert(QStringLiteral("avatar.md3")));
        bench::runProcess(quarry, convert(QStringLiteral("avatar.iqm")));
        const bench::ProcessTime i = bench::runProcess(quarry, convert(QStringLiteral("avatar.iqm")));
        if (m.wall < 0 || i.wall < 0) {
            std::printf("bench_md3: a conversion failed\n");
            return 1;
        }
        md3Wall << m.wall;
        md3Cpu << m.cpu;
        iqmWall << i.wall;
        iqmCpu << i.cpu;
    }
    std::printf("  quarry convert at 6 fps, whole processes (medians of 5): MD3 %.3f s wall (%.3f s CPU, %.1f MiB), "
                "IQM %.3f s wall (%.3f s CPU): %.2fx wall, %.2fx CPU\n",
                bench::median(md3Wall), bench::median(md3Cpu),
                double(QFileInfo(out.filePath(QStringLiteral("avatar.md3"))).size()) / 1048576.0,
                bench::median(iqmWall), bench::median(iqmCpu), bench::median(md3Wall) / bench::median(iqmWall),
                bench::median(md3Cpu) / bench::median(iqmCpu));
    return 0;
}
