#include "io/iqm/IqmFrameEncoder.h"

#include "io/HugePages.h"
#include "model/Parallel.h"

#include <QHash>

#include <algorithm>
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

EncodedFrames encodeFrames(const Skeleton &skeleton, const QList<Animation> &animations)
{
    EncodedFrames out;
    const qsizetype joints = skeleton.joints.size();
    for (const Animation &a : animations)
        out.frameCount += a.frameCount();
    out.poses.resize(joints);
    for (qsizetype j = 0; j < joints; ++j)
        out.poses[j].parent = skeleton.joints[j].parent;

    // Raw values of every channel at every frame, frame-major, and each
    // channel's range. Frames are independent: long animations share them
    // among the cores, each thread finding the range of its own frames.
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
    const qsizetype stride = joints * kChannels;
    const qint64 valueCount = qint64(out.frameCount) * stride;
    // Written in full below, by the threads that use it first.
    std::unique_ptr<float[]> values = std::make_unique_for_overwrite<float[]>(size_t(valueCount));
    adviseHugePages(values.get(), valueCount * qint64(sizeof(float)));
    const int threads = threadsFor(valueCount, 1 << 18);
    // Runs of frames handed out to the threads; each run's lowest and
    // highest value of each channel (+inf and -inf where it had none but
    // NaN). Merged in the runs' order with std::min/max, the result equals
    // one pass over all frames.
    constexpr int kRun = 64;
    const qsizetype runs = (qsizetype(out.frameCount) + kRun - 1) / kRun;
    std::vector<float> lows(size_t(runs * stride)), highs(size_t(runs * stride));
    shareRuns(out.frameCount, kRun, threads, [&](qint64 first, qint64 last) {
        float *lo = lows.data() + (first / kRun) * stride, *hi = highs.data() + (first / kRun) * stride;
        std::fill(lo, lo + stride, std::numeric_limits<float>::infinity());
        std::fill(hi, hi + stride, -std::numeric_limits<float>::infinity());
        for (const Span &span : std::as_const(spans)) {
            const int from = std::max(int(first), span.first), to = std::min(int(last), span.first + span.frames);
            if (from >= to)
                continue;
            float *dst = values.get() + qsizetype(from) * stride;
            for (int f = from - span.first; f < to - span.first; ++f) {
                for (qsizetype j = 0; j < joints; ++j, dst += kChannels) {
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
                }
                const float *v = dst - stride;
                for (qsizetype i = 0; i < stride; ++i) {
                    lo[i] = std::min(lo[i], v[i]);
                    hi[i] = std::max(hi[i], v[i]);
                }
            }
        }
    });
    // One pass would start from frame 0's values (kept when NaN) and then
    // take each smaller value: the same as frame 0's value merged with
    // every run's range, in order.
    QList<float> low, high;
    if (out.frameCount > 0) {
        low = QList<float>(values.get(), values.get() + stride);
        high = low;
        for (qsizetype r = 0; r < runs; ++r)
            for (qsizetype i = 0; i < stride; ++i) {
                low[i] = std::min(low[i], lows[size_t(r * stride + i)]);
                high[i] = std::max(high[i], highs[size_t(r * stride + i)]);
            }
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
        for (int c = 0; c < kChannels; ++c) {
            const float *v = values.get() + j * kChannels + c;
            const bool storedMasked = stored.mask & (1u << c);
            if (out.frameCount == 0) {
                // No frames: keep the stored pose (or the bind value) as offset.
                pose.offset[c] = haveStored ? stored.offset[c] : channelValue(skeleton.joints[j].bind, c);
                pose.scale[c] = haveStored ? stored.scale[c] : 0.0f;
                pose.mask |= haveStored ? (stored.mask & (1u << c)) : 0u;
                continue;
            }
            if (haveStored && fits(v, stride, out.frameCount, storedMasked, stored.offset[c], stored.scale[c])) {
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

    // Stored numbers and the values they decode to, in runs of frames
    // shared among the cores; each value is replaced by the one it decodes
    // to, in place.
    const qint64 numbers = qint64(out.frameCount) * out.channelCount;
    out.data = std::make_unique_for_overwrite<quint16[]>(size_t(numbers));
    adviseHugePages(out.data.get(), numbers * qint64(sizeof(quint16)));
    out.decoded = std::move(values);
    const EncodedPose *poses = out.poses.constData();
    quint16 *data = out.data.get();
    float *decoded = out.decoded.get();
    const float *value = decoded;
    const int channels = out.channelCount;
    std::vector<double> inverses(size_t(joints * kChannels));
    for (qsizetype j = 0; j < joints; ++j)
        for (int c = 0; c < kChannels; ++c)
            if (poses[j].mask & (1u << c))
                inverses[size_t(j * kChannels + c)] = 1.0 / double(poses[j].scale[c]);
    const double *inverse = inverses.data();
    shareRuns(out.frameCount, kRun, threads, [=](qint64 first, qint64 last) {
        quint16 *d = data + first * channels;
        for (qint64 f = first; f < last; ++f) {
            for (qsizetype j = 0; j < joints; ++j) {
                const EncodedPose &pose = poses[j];
                const qsizetype at = (qsizetype(f) * joints + j) * kChannels;
                for (int c = 0; c < kChannels; ++c) {
                    if (pose.mask & (1u << c)) {
                        const quint16 s = quantize(value[at + c], pose.offset[c], pose.scale[c],
                                                   inverse[j * kChannels + c]);
                        *d++ = s;
                        decoded[at + c] = decodeChannel(pose.offset[c], pose.scale[c], s);
                    } else {
                        decoded[at + c] = pose.offset[c];
                    }
                }
            }
        }
    });
    return out;
}

} // namespace quarry::iqm
