#include "model/ops/Resample.h"

#include <cmath>

namespace quarry {

namespace {

template<typename T>
bool channelIsFixedRate(const QList<Key<T>> &keys, double fps, int frames)
{
    if (keys.isEmpty())
        return true;
    if (keys.size() != frames)
        return false;
    for (qsizetype i = 0; i < keys.size(); ++i)
        if (std::abs(double(keys[i].time) * fps - double(i)) > 1e-3)
            return false;
    return true;
}

template<typename T>
QList<Key<T>> resampleChannel(const QList<Key<T>> &keys, double fps, int frames)
{
    if (keys.isEmpty())
        return {};
    QList<Key<T>> out(frames);
    for (int i = 0; i < frames; ++i) {
        const float t = float(double(i) / fps);
        out[i] = {t, sampleChannel(keys, t, keys.first().value)};
    }
    return out;
}

} // namespace

bool isFixedRate(const Animation &animation)
{
    const int frames = animation.frameCount();
    for (const JointTrack &t : animation.tracks)
        if (!channelIsFixedRate(t.translations, animation.fps, frames)
            || !channelIsFixedRate(t.rotations, animation.fps, frames)
            || !channelIsFixedRate(t.scales, animation.fps, frames))
            return false;
    return true;
}

Animation resampleAnimation(const Animation &animation, double fps)
{
    Animation out = animation;
    out.fps = fps > 0 ? fps : animation.fps;
    const int frames = out.frameCount();
    for (JointTrack &t : out.tracks) {
        t.translations = resampleChannel(t.translations, out.fps, frames);
        t.rotations = resampleChannel(t.rotations, out.fps, frames);
        t.scales = resampleChannel(t.scales, out.fps, frames);
    }
    return out;
}

Animation changeFrameRateKeepingFrames(const Animation &animation, double fps)
{
    if (!(fps > 0) || !(animation.fps > 0))
        return animation;
    Animation out = animation;
    const double factor = animation.fps / fps;
    auto scaleTimes = [factor](auto &keys) {
        for (auto &k : keys)
            k.time = float(double(k.time) * factor);
    };
    for (JointTrack &t : out.tracks) {
        scaleTimes(t.translations);
        scaleTimes(t.rotations);
        scaleTimes(t.scales);
    }
    out.fps = fps;
    out.duration = animation.duration * factor;
    return out;
}

} // namespace quarry
