#include "model/ops/Resample.h"

#include "model/Parallel.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <new>
#include <vector>

namespace quarry {

namespace {

// sin(x) for x in [0, pi/2], the angles slerp takes between quaternions on
// the same side: the series to x^11, whose remainder there is below 6e-8;
// within 3 units in the last place of float of std::sin over every float of
// that range (1.8e-7 at most), and several times faster. Resampled rotations
// are therefore within 1e-6 of QQuaternion::slerp's, component by component
// (tst_ops), not bit-identical: after IQM's 16-bit quantization about one
// value in 4,000 lands one step away.
inline float sinQuarterTurn(float x)
{
    const float x2 = x * x;
    return x
           + x * x2
                 * (-1.0f / 6
                    + x2 * (1.0f / 120 + x2 * (-1.0f / 5040 + x2 * (1.0f / 362880 + x2 * (-1.0f / 39916800)))));
}

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

// Every frame's value, as resampleChannel makes it, but walking the keys
// once instead of searching them every frame: the end keys' values outside
// them, curved spans through sampleChannel, and straight spans through
// `straight(a, b, f, span)` (span: b's index, the same for all its frames).
template<typename T, typename Straight>
QList<Key<T>> walkFrames(const QList<Key<T>> &keys, double fps, int frames, const float *times, Straight straight)
{
    const auto byTime = [](const Key<T> &a, const Key<T> &b) { return a.time < b.time; };
    if (keys.isEmpty() || !std::is_sorted(keys.cbegin(), keys.cend(), byTime))
        return resampleChannel(keys, fps, frames);
    // Each key made once where the list holds it: QList(frames) would
    // first make every key a default one (a second pass over tens of
    // megabytes), and appending checks the list's room at every key.
    if (frames <= 0)
        return {};
    const auto [header, out] = QTypedArrayData<Key<T>>::allocate(frames);
    Q_CHECK_PTR(out);
    const Key<T> *key = keys.constData();
    const qsizetype last = keys.size() - 1;
    qsizetype next = 1; // the first key after t (upper_bound), once t is inside
    for (int i = 0; i < frames; ++i) {
        const float t = times[i];
        T v;
        if (t <= key[0].time) {
            v = key[0].value;
        } else if (t >= key[last].time) {
            v = key[last].value;
        } else {
            while (key[next].time <= t)
                ++next;
            const Key<T> &a = key[next - 1], &b = key[next];
            if (a.interpolation != Interpolation::Linear) {
                v = sampleChannel(keys, t, key[0].value);
            } else {
                const float span = b.time - a.time;
                v = straight(a, b, span > 0 ? (t - a.time) / span : 0.0f, next);
            }
        }
        new (out + i) Key<T>{t, v};
    }
    return QList<Key<T>>(QArrayDataPointer<Key<T>>(header, out, frames));
}

// Translations and scales at every frame (sampleChannel's a + (b - a) * f).
QList<Vec3Key> resampleVectors(const QList<Vec3Key> &keys, double fps, int frames, const float *times)
{
    return walkFrames(keys, fps, frames, times, [](const Vec3Key &a, const Vec3Key &b, float f, qsizetype) {
        return a.value + (b.value - a.value) * f;
    });
}

// Rotations at every frame, as sampleChannel makes them (its straight spans
// go through QQuaternion::slerp), finding each span's angle once for all the
// frames in it rather than per frame: the same float operations on the same
// values as slerp but for the sines of the frames' angles (sinQuarterTurn),
// so within 1e-6 of sampleChannel's (tst_ops checks them).
QList<QuatKey> resampleRotations(const QList<QuatKey> &keys, double fps, int frames, const float *times)
{
    qsizetype spanOf = -1; // the span the cached angle belongs to
    QQuaternion towards; // b, negated when the short way round needs it
    float angle = 0, sinOfAngle = 0;
    bool curved = false;
    return walkFrames(keys, fps, frames, times, [&](const QuatKey &a, const QuatKey &b, float f, qsizetype span) {
        if (f <= 0.0f)
            return a.value;
        if (f >= 1.0f)
            return b.value;
        if (spanOf != span) {
            spanOf = span;
            towards = b.value;
            float dot = QQuaternion::dotProduct(a.value, b.value);
            if (dot < 0.0f) {
                towards = -towards;
                dot = -dot;
            }
            curved = (1.0f - dot) > 0.0000001;
            if (curved) {
                angle = std::acos(dot);
                sinOfAngle = std::sin(angle);
                curved = sinOfAngle > 0.0000001;
            }
        }
        float factor1 = 1.0f - f;
        float factor2 = f;
        if (curved) {
            factor1 = sinQuarterTurn((1.0f - f) * angle) / sinOfAngle;
            factor2 = sinQuarterTurn(f * angle) / sinOfAngle;
        }
        return a.value * factor1 + towards * factor2;
    });
}

} // namespace

bool isFixedRate(const Animation &animation)
{
    const int frames = animation.frameCount();
    const JointTrack *tracks = animation.tracks.constData();
    std::atomic_bool fixed{true};
    // Long animations: the tracks shared among the cores, as resampling does.
    shareRuns(animation.tracks.size(), 4, threadsFor(qint64(frames) * animation.tracks.size(), 1 << 16),
              [&](qint64 first, qint64 last) {
                  for (qint64 i = first; i < last && fixed.load(std::memory_order_relaxed); ++i) {
                      const JointTrack &t = tracks[i];
                      if (!channelIsFixedRate(t.translations, animation.fps, frames)
                          || !channelIsFixedRate(t.rotations, animation.fps, frames)
                          || !channelIsFixedRate(t.scales, animation.fps, frames))
                          fixed = false;
                  }
              });
    for (const MorphTrack &t : animation.morphTracks)
        if (!channelIsFixedRate(t.weights, animation.fps, frames))
            return false;
    return fixed;
}

Animation resampleAnimation(const Animation &animation, double fps)
{
    Animation out = animation;
    out.fps = fps > 0 ? fps : animation.fps;
    const int frames = out.frameCount();
    JointTrack *track = out.tracks.data(); // unshared before the threads write through it
    // Every frame's time, as each channel takes it (once, not a division
    // per frame of every channel).
    std::vector<float> frameTimes(size_t(std::max(frames, 0)));
    for (int i = 0; i < frames; ++i)
        frameTimes[size_t(i)] = float(double(i) / out.fps);
    const float *times = frameTimes.data();
    // Tracks are independent: long animations share them among the cores,
    // a track at a time (each is made by the same code on any thread, so
    // the result does not depend on the threads).
    shareRuns(out.tracks.size(), 1, threadsFor(qint64(frames) * out.tracks.size(), 1 << 15),
              [&out, track, frames, times](qint64 first, qint64 last) {
                  for (qint64 i = first; i < last; ++i) {
                      JointTrack &t = track[i];
                      t.translations = resampleVectors(t.translations, out.fps, frames, times);
                      t.rotations = resampleRotations(t.rotations, out.fps, frames, times);
                      t.scales = resampleVectors(t.scales, out.fps, frames, times);
                  }
              });
    for (MorphTrack &t : out.morphTracks)
        t.weights = walkFrames(
            t.weights, out.fps, frames, times,
            [](const FloatKey &a, const FloatKey &b, float f, qsizetype) { return a.value + (b.value - a.value) * f; });
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
    for (MorphTrack &t : out.morphTracks)
        scaleTimes(t.weights);
    out.fps = fps;
    out.duration = animation.duration * factor;
    return out;
}

} // namespace quarry
