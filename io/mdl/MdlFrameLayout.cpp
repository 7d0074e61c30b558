#include "io/mdl/MdlFrameLayout.h"

#include "io/mdl/MdlFormat.h"

#include <cmath>

namespace quarry::mdl {

QList<TopFrame> layoutFrames(const Model &model, const WriteOptions &options, QList<quake::FrameSample> &samples)
{
    double fps = options.options.value(QStringLiteral("mdl.fps"), kFramesPerSecond).toDouble();
    if (!(fps > 0) || !std::isfinite(fps))
        fps = kFramesPerSecond;
    const bool allGroups = options.options.value(QStringLiteral("mdl.groups"), false).toBool();
    QList<TopFrame> frames;
    for (int a = 0; a < model.animations.size(); ++a) {
        const Animation &animation = model.animations[a];
        const bool group = allGroups || animation.extras.value(QStringLiteral("mdl.group")).toBool();
        QList<double> times;
        QList<float> intervals;
        const QVariantList stored = animation.extras.value(QStringLiteral("mdl.intervals")).toList();
        if (group && !stored.isEmpty()) {
            times.append(0.0);
            for (qsizetype i = 0; i + 1 < stored.size(); ++i)
                times.append(stored[i].toDouble());
            for (const QVariant &v : stored)
                intervals.append(v.toFloat());
            if (std::abs(times.last() - animation.duration) > 1e-4) {
                times.clear();
                intervals.clear();
            }
        }
        if (times.isEmpty()) {
            const int count = std::max(1, int(std::lround(animation.duration * fps)) + 1);
            for (int k = 0; k < count; ++k) {
                times.append(k / fps);
                intervals.append(float((k + 1) / fps));
            }
        }
        TopFrame top;
        top.group = true;
        top.intervals = intervals;
        for (qsizetype k = 0; k < times.size(); ++k) {
            samples.append(
                quake::FrameSample{a, times[k], quake::frameName(animation.name, int(k + 1), int(times.size()))});
            if (group) {
                top.samples.append(int(samples.size() - 1));
            } else {
                frames.append(TopFrame{false, {int(samples.size() - 1)}, {}});
            }
        }
        if (group)
            frames.append(top);
    }
    if (samples.isEmpty()) {
        samples.append(quake::FrameSample{-1, 0.0, QByteArrayLiteral("frame1")});
        frames.append(TopFrame{false, {0}, {}});
    }
    return frames;
}

} // namespace quarry::mdl
