#include "io/iqm/IqmFrameEncoder.h"

#include "io/HugePages.h"
#include "model/Parallel.h"

#include <QHash>

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstring>
#include <limits>
#include <memory>
#include <vector>

namespace quarry::iqm {

namespace {

float channelValue(const Transform &t, int c)
{
    switch (c) {
    case 0: return t.translation.x();
    case 1: return t.translation.y();
    case 2: return t.translation.z();
    case 3: return t.rotation.x();
    case 4: return t.rotation.y();
    case 5: return t.rotation.z();
    case 6: return t.rotation.scalar();
    case 7: return t.scale.x();
    case 8: return t.scale.y();
    default: return t.scale.z();
    }
}

// Where QQuaternion keeps x, y, z and the scalar among its four floats.
const int *rotationFloats()
{
    static const auto places = [] {
        static_assert(sizeof(QQuaternion) == 4 * sizeof(float));
        const QQuaternion probe(1.0f, 2.0f, 3.0f, 4.0f); // scalar 1, x 2, y 3, z 4
        float f[4];
        std::memcpy(f, &probe, sizeof f);
        std::array<int, 4> at{};
        for (int i = 0; i < 4; ++i)
            at[size_t(f[i] == 1.0f ? 3 : int(f[i]) - 2)] = i;
        return at;
    }();
    return places.data();
}

template<typename T>
const T *keyAt(const QList<Key<T>> &keys, int frame)
{
    if (keys.isEmpty())
        return nullptr;
    return &keys[std::min<qsizetype>(frame, keys.size() - 1)].value;
}

// The stored number nearest (v - offset) / scale, halves away from zero,
// within 0..65535: std::round's result, without its call per value (on
// the range that is not clamped, the fraction left by truncation is exact).
quint16 quantize(float v, float offset, float scale)
{
    const double x = (double(v) - double(offset)) / double(scale);
    if (!(x > 0))
        return 0; // (NaN too)
    if (x >= 65535.0)
        return 65535;
    const int whole = int(x);
    return quint16(x - double(whole) >= 0.5 ? whole + 1 : whole);
}

// quantize(v, offset, scale) with 1 / scale given: the product differs from
// the quotient by at most a few units in its last place (under 1e-10 below
// 65536), so it takes the same stored number wherever it is farther than
// 1e-6 from where that number changes (a half, 0 and 65535); there, and for
// NaN and infinities, the division decides. A division per value was the
// largest part of encoding the frames.
quint16 quantize(float v, float offset, float scale, double inverse)
{
    const double x = (double(v) - double(offset)) * inverse;
    if (x > 1e-6 && x < 65535.0 - 1e-6) {
        const int whole = int(x);
        const double fraction = x - double(whole);
        if (std::abs(fraction - 0.5) > 1e-6)
            return quint16(fraction > 0.5 ? whole + 1 : whole);
    }
    return quantize(v, offset, scale);
}

// True when the stored offset and scale (and mask bit) reproduce every value.
bool fits(const float *values, qsizetype stride, int frames, bool masked, float offset, float scale)
{
    for (int f = 0; f < frames; ++f) {
        const float v = values[qsizetype(f) * stride];
        if (!masked) {
            if (v != offset)
                return false;
        } else if (!(scale > 0) || decodeChannel(offset, scale, quantize(v, offset, scale)) != v) {
            return false;
        }
    }
    return true;
}

} // namespace

FrameDecoder::FrameDecoder(const EncodedFrames &frames)
    : m_frames(frames)
{
    m_values.reserve(size_t(frames.poses.size()) * kChannels);
    for (const EncodedPose &pose : frames.poses)
        for (int c = 0; c < kChannels; ++c) {
            if (pose.mask & (1u << c))
                m_stored.push_back({qsizetype(m_values.size()), pose.offset[c], pose.scale[c]});
            m_values.push_back(pose.offset[c]);
        }
}

const float *FrameDecoder::operator()(int frame)
{
    const quint16 *d = m_frames.data.get() + qsizetype(frame) * m_frames.channelCount;
    float *values = m_values.data();
    for (const Stored &s : m_stored)
        values[s.at] = decodeChannel(s.offset, s.scale, *d++);
    return values;
}

EncodedFrames encodeFrames(const Skeleton &skeleton, const QList<Animation> &animations)
{
    EncodedFrames out;
    const qsizetype joints = skeleton.joints.size();
    for (const Animation &a : animations)
        out.frameCount += a.frameCount();
    out.poses.resize(joints);
    for (qsizetype j = 0; j < joints; ++j)
        out.poses[j].parent = skeleton.joints[j].parent;

    // Every channel's value at every frame comes from the animations' keys
    // as it is needed (no array of all of them: a long animation's are tens
    // of megabytes of fresh memory for the system to clear).
    struct Span
    {
        int first = 0; // the animation's first frame among all
        int frames = 0;
        QList<const JointTrack *> trackOf;
    };
    QList<Span> spans;
    int base = 0;
    for (const Animation &a : animations) {
        Span span{base, a.frameCount(), QList<const JointTrack *>(joints, nullptr)};
        for (const JointTrack &t : a.tracks)
            if (t.joint >= 0 && t.joint < joints)
                span.trackOf[t.joint] = &t;
        base += span.frames;
        spans.append(std::move(span));
    }
    // Joint j's ten values at frame f of a span into dst.
    auto valuesAt = [&skeleton](const Span &span, qsizetype j, int f, float *dst) {
        const JointTrack *track = span.trackOf.at(j);
        Transform t = skeleton.joints[j].bind;
        if (track) {
            if (const QVector3D *v = keyAt(track->translations, f))
                t.translation = *v;
            if (const QQuaternion *q = keyAt(track->rotations, f))
                t.rotation = *q;
            if (const QVector3D *v = keyAt(track->scales, f))
                t.scale = *v;
        }
        for (int c = 0; c < kChannels; ++c)
            dst[c] = channelValue(t, c);
    };
    const qsizetype stride = joints * kChannels;
    const qint64 valueCount = qint64(out.frameCount) * stride;
    const int threads = threadsFor(valueCount, 1 << 18);

    // Each channel's lowest and highest value: frame 0's (kept when NaN),
    // then, frame by frame, each smaller (larger) one, as std::min (max)
    // takes them. A keyed channel's frames past its last key repeat that
    // key, and an unkeyed one's all hold the bind value: a value repeated
    // changes neither, so each key (or the bind value) is taken once.
    QList<float> low(stride), high(stride);
    if (out.frameCount > 0) {
        const Span *firstSpan = nullptr;
        for (const Span &span : std::as_const(spans))
            if (span.frames > 0 && !firstSpan)
                firstSpan = &span;
        float *lowAt = low.data(), *highAt = high.data();
        shareRuns(joints, 8, threadsFor(valueCount, 1 << 20), [&](qint64 first, qint64 last) {
            for (qsizetype j = first; j < last; ++j) {
                // Kept here and stored at the end: through the lists' own
                // memory every key would store them again (a key's floats
                // might be them, as far as the compiler can tell).
                float lo[kChannels], hi[kChannels];
                valuesAt(*firstSpan, j, 0, lo);
                std::copy(lo, lo + kChannels, hi);
                auto take = [&](int c, float v) {
                    lo[c] = std::min(lo[c], v);
                    hi[c] = std::max(hi[c], v);
                };
                auto takeVectors = [&](const QList<Vec3Key> &keys, int frames, const QVector3D &bind, int c) {
                    if (keys.isEmpty()) {
                        take(c, bind.x());
                        take(c + 1, bind.y());
                        take(c + 2, bind.z());
                        return;
                    }
                    const qsizetype n = std::min<qsizetype>(frames, keys.size());
                    for (qsizetype k = 0; k < n; ++k) {
                        const QVector3D &v = keys[k].value;
                        take(c, v.x());
                        take(c + 1, v.y());
                        take(c + 2, v.z());
                    }
                };
                const Transform &bind = skeleton.joints[j].bind;
                for (const Span &span : std::as_const(spans)) {
                    if (span.frames <= 0)
                        continue;
                    const JointTrack *track = span.trackOf.at(j);
                    static const QList<Vec3Key> noVectors;
                    static const QList<QuatKey> noRotations;
                    takeVectors(track ? track->translations : noVectors, span.frames, bind.translation, 0);
                    const QList<QuatKey> &rotations = track ? track->rotations : noRotations;
                    if (rotations.isEmpty()) {
                        for (int c = 3; c < 7; ++c)
                            take(c, channelValue(bind, c));
                    } else {
                        const qsizetype n = std::min<qsizetype>(span.frames, rotations.size());
                        for (qsizetype k = 0; k < n; ++k) {
                            const QQuaternion &q = rotations[k].value;
                            take(3, q.x());
                            take(4, q.y());
                            take(5, q.z());
                            take(6, q.scalar());
                        }
                    }
                    takeVectors(track ? track->scales : noVectors, span.frames, bind.scale, 7);
                }
                std::copy(lo, lo + kChannels, lowAt + j * kChannels);
                std::copy(hi, hi + kChannels, highAt + j * kChannels);
            }
        });
    }

    // Offset and scale per channel.
    for (qsizetype j = 0; j < joints; ++j) {
        EncodedPose &pose = out.poses[j];
        EncodedPose stored;
        const QByteArray kept = skeleton.joints[j].extras.value(QStringLiteral("iqm.pose")).toByteArray();
        const bool haveStored = kept.size() == qsizetype(kPoseSize - 4);
        if (haveStored) {
            stored.mask = u32(kept.constData());
            for (int c = 0; c < kChannels; ++c) {
                stored.offset[c] = f32(kept.constData() + 4 + 4 * c);
                stored.scale[c] = f32(kept.constData() + 44 + 4 * c);
            }
        }
        // This joint's values at every frame, for the stored quantization.
        std::vector<float> values;
        if (haveStored && out.frameCount > 0) {
            values.resize(size_t(out.frameCount) * kChannels);
            for (const Span &span : std::as_const(spans))
                for (int f = 0; f < span.frames; ++f)
                    valuesAt(span, j, f, values.data() + size_t(span.first + f) * kChannels);
        }
        for (int c = 0; c < kChannels; ++c) {
            const bool storedMasked = stored.mask & (1u << c);
            if (out.frameCount == 0) {
                // No frames: keep the stored pose (or the bind value) as offset.
                pose.offset[c] = haveStored ? stored.offset[c] : channelValue(skeleton.joints[j].bind, c);
                pose.scale[c] = haveStored ? stored.scale[c] : 0.0f;
                pose.mask |= haveStored ? (stored.mask & (1u << c)) : 0u;
                continue;
            }
            if (haveStored
                && fits(values.data() + c, kChannels, out.frameCount, storedMasked, stored.offset[c],
                        stored.scale[c])) {
                pose.offset[c] = stored.offset[c];
                pose.scale[c] = stored.scale[c];
                pose.mask |= stored.mask & (1u << c);
                continue;
            }
            const float lo = low[j * kChannels + c], hi = high[j * kChannels + c];
            pose.offset[c] = lo;
            const float range = hi - lo;
            if (range >= 1e-10f && std::isfinite(range)) {
                pose.scale[c] = range / 65535.0f;
                pose.mask |= 1u << c;
            } else {
                pose.scale[c] = 0.0f;
            }
        }
        out.channelCount += std::popcount(pose.mask);
    }

    // Stored numbers, in runs of frames shared among the cores. Each stored
    // channel of each animation reads its value at a frame from where it
    // is kept: the float in its keys (key min(f, last)) or the bind value.
    constexpr int kRun = 64;
    const qint64 numbers = qint64(out.frameCount) * out.channelCount;
    out.data = std::make_unique_for_overwrite<quint16[]>(size_t(numbers));
    adviseHugePages(out.data.get(), numbers * qint64(sizeof(quint16)));
    const int channels = out.channelCount;
    if (channels == 0)
        return out;
    struct Source
    {
        const char *at; // the value at the span's frame 0
        qsizetype stride; // bytes from one key's value to the next's (0: constant)
        qsizetype last; // the last key
        float offset, scale;
        double inverse;
    };
    std::vector<float> bindValues(size_t(joints) * kChannels);
    for (qsizetype j = 0; j < joints; ++j)
        for (int c = 0; c < kChannels; ++c)
            bindValues[size_t(j * kChannels + c)] = channelValue(skeleton.joints[j].bind, c);
    const int *rotationAt = rotationFloats();
    std::vector<Source> sources(size_t(spans.size()) * size_t(channels));
    for (qsizetype s = 0; s < spans.size(); ++s) {
        Source *source = sources.data() + s * channels;
        for (qsizetype j = 0; j < joints; ++j) {
            const EncodedPose &pose = out.poses[j];
            const JointTrack *track = spans[s].trackOf.at(j);
            for (int c = 0; c < kChannels; ++c) {
                if (!(pose.mask & (1u << c)))
                    continue;
                Source &to = *source++;
                to = {reinterpret_cast<const char *>(&bindValues[size_t(j * kChannels + c)]),
                      0,
                      0,
                      pose.offset[c],
                      pose.scale[c],
                      1.0 / double(pose.scale[c])};
                if (!track)
                    continue;
                if (c < 3 && !track->translations.isEmpty()) {
                    const Vec3Key *k = track->translations.constData();
                    to.at = reinterpret_cast<const char *>(&k->value) + c * sizeof(float);
                    to.stride = sizeof(Vec3Key);
                    to.last = track->translations.size() - 1;
                } else if (c >= 3 && c < 7 && !track->rotations.isEmpty()) {
                    const QuatKey *k = track->rotations.constData();
                    to.at = reinterpret_cast<const char *>(&k->value) + rotationAt[c - 3] * sizeof(float);
                    to.stride = sizeof(QuatKey);
                    to.last = track->rotations.size() - 1;
                } else if (c >= 7 && !track->scales.isEmpty()) {
                    const Vec3Key *k = track->scales.constData();
                    to.at = reinterpret_cast<const char *>(&k->value) + (c - 7) * sizeof(float);
                    to.stride = sizeof(Vec3Key);
                    to.last = track->scales.size() - 1;
                }
            }
        }
    }
    quint16 *data = out.data.get();
    // A run's numbers are made channel by channel, each channel's keys read
    // in order (frame by frame, every channel's keys would be read at once:
    // hundreds of streams, a cache miss at most of them each frame).
    shareRuns(out.frameCount, kRun, threads, [&](qint64 first, qint64 last) {
        for (qsizetype s = 0; s < spans.size(); ++s) {
            const Span &span = spans[s];
            const int from = std::max(int(first), span.first), to = std::min(int(last), span.first + span.frames);
            if (from >= to)
                continue;
            const Source *source = sources.data() + s * channels;
            quint16 *row = data + qsizetype(from) * channels;
            for (int i = 0; i < channels; ++i) {
                const Source c = source[i];
                quint16 *d = row + i;
                for (int f = from - span.first; f < to - span.first; ++f, d += channels) {
                    float v;
                    std::memcpy(&v, c.at + std::min<qsizetype>(f, c.last) * c.stride, sizeof v);
                    *d = quantize(v, c.offset, c.scale, c.inverse);
                }
            }
        }
    });
    return out;
}

} // namespace quarry::iqm
