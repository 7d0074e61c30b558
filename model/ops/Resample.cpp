#include "model/ops/Resample.h"

#include <algorithm>
#include <cmath>
#include <thread>
#include <vector>

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
    JointTrack *track = out.tracks.data();  // unshared before the threads write through it
    auto resample = [&out, track, frames](qsizetype first, qsizetype last) {
        for (qsizetype i = first; i < last; ++i) {
            JointTrack &t = track[i];
            t.translations = resampleChannel(t.translations, out.fps, frames);
            t.rotations = resampleChannel(t.rotations, out.fps, frames);
            t.scales = resampleChannel(t.scales, out.fps, frames);
        }
    };
    // Tracks are independent: long animations share them among the cores
    // (each track is made by the same code either way, so the result does
    // not depend on the number of threads).
    const qsizetype tracks = out.tracks.size();
    const int threads = qint64(frames) * tracks < (1 << 15)
                            ? 1
                            : int(std::clamp<qsizetype>(qsizetype(std::thread::hardware_concurrency()), 1, std::min<qsizetype>(tracks, 8)));
    std::vector<std::thread> workers;
    for (int t = 1; t < threads; ++t)
        workers.emplace_back(resample, tracks * t / threads, tracks * (t + 1) / threads);
    resample(0, tracks / threads);
    for (std::thread &w : workers)
        w.join();
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
