#include "io/md3/Md3Clips.h"

#include "io/md3/Md3Layout.h"
#include "io/md3/Md3Reader.h"
#include "model/MorphWeights.h"
#include "model/Pose.h"
#include "model/Translate.h"

#include <cmath>
#include <limits>
#include <optional>

namespace quarry {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

namespace {

const QString kClipsKey = QStringLiteral("md3.clips");
// Frames several clips share that the writer still stores once.
constexpr int kMaxSharedFrames = 256;

// Frame i of the file plays at the clip's time (i - first) / fps: target i
// (frame i + 1's) weighs 1 there and 0 at the neighbouring frames of the
// clip, so playback interpolates between neighbours as the engines do.
Animation clipAnimation(const Model &model, qint32 frames, const Md3Clip &clip)
{
    Animation a;
    a.name = clip.name;
    a.fps = clip.fps;
    a.loop = clip.loop;
    a.duration = double(clip.count - 1) / clip.fps;
    if (!clip.shares.isEmpty())
        a.extras.insert(QLatin1String(kAnimationSharesFramesOf), clip.shares);
    if (clip.fixedCount > 0)
        a.extras.insert(QLatin1String(kAnimationFixedFrameCount), clip.fixedCount);
    const qint64 end = clip.first + clip.count;
    auto time = [&clip](qint64 f) { return float(double(f - clip.first) / clip.fps); };
    for (int m = 0; m < model.meshes.size(); ++m) {
        if (model.meshes[m].morphs.size() < frames - 1)
            continue;
        for (qint64 f = std::max<qint64>(clip.first, 1); f < end; ++f) {
            MorphTrack track{m, int(f - 1), {}};
            if (f - 1 >= clip.first)
                track.weights.append(FloatKey{time(f - 1), 0.0f});
            track.weights.append(FloatKey{time(f), 1.0f});
            if (f + 1 < end)
                track.weights.append(FloatKey{time(f + 1), 0.0f});
            a.morphTracks.append(track);
        }
    }
    for (int t = 0; t < model.skeleton.size(); ++t) {
        const QVariantList stored = model.skeleton.joints[t].extras.value(QStringLiteral("md3.tag")).toList();
        if (stored.size() < qsizetype(frames) * 12)
            continue;
        JointTrack track;
        track.joint = t;
        bool scaled = false;
        for (qint64 f = clip.first; f < end; ++f) {
            float values[12];
            for (int k = 0; k < 12; ++k)
                values[k] = stored[f * 12 + k].toFloat();
            const Transform tag = md3TagTransform(values);
            track.translations.append(Vec3Key{time(f), tag.translation});
            track.rotations.append(QuatKey{time(f), tag.rotation});
            track.scales.append(Vec3Key{time(f), tag.scale});
            scaled = scaled || tag.scale != QVector3D(1, 1, 1);
        }
        // Scale keys only for a tag scaled in some frame of the clip.
        if (!scaled)
            track.scales.clear();
        a.tracks.append(track);
    }
    // Frame 0 alone, of a file without tags: a key of no weight keeps the
    // animation one frame long (an animation without keys has none).
    if (a.frameCount() == 0)
        for (int m = 0; m < model.meshes.size(); ++m)
            if (!model.meshes[m].morphs.isEmpty()) {
                a.morphTracks.append(MorphTrack{m, 0, {FloatKey{0.0f, 0.0f}}});
                break;
            }
    return a;
}

struct Layout
{
    QList<qint64> firsts; // per animation
    QList<int> owner; // per frame: the first animation that holds it
};

bool sameWeights(const MorphWeights &a, const MorphWeights &b)
{
    auto weight = [](const MorphWeights &w, int mesh, qsizetype target) {
        const auto it = w.constFind(mesh);
        return it == w.cend() ? 0.0f : it->value(target);
    };
    QList<int> meshes = a.keys() + b.keys();
    for (int mesh : std::as_const(meshes)) {
        const qsizetype n = std::max(a.value(mesh).size(), b.value(mesh).size());
        for (qsizetype t = 0; t < n; ++t)
            if (std::abs(weight(a, mesh, t) - weight(b, mesh, t)) > 1e-6f)
                return false;
    }
    return true;
}

bool samePose(const QList<Transform> &a, const QList<Transform> &b)
{
    if (a.size() != b.size())
        return false;
    for (qsizetype j = 0; j < a.size(); ++j) {
        const float scale = std::max(1.0f, a[j].translation.length());
        if ((a[j].translation - b[j].translation).length() > 1e-5f * scale
            || std::abs(std::abs(QQuaternion::dotProduct(a[j].rotation, b[j].rotation)) - 1.0f) > 1e-6f
            || (a[j].scale - b[j].scale).length() > 1e-5f)
            return false;
    }
    return true;
}

double rate(const Animation &a)
{
    return a.fps > 0 ? a.fps : 30.0; // as md3FrameTimes takes it
}

// The layout the clips were read with, while it holds.
std::optional<Layout> storedLayout(const Model &model)
{
    const QVariantList stored = model.extras.value(kClipsKey).toList();
    if (stored.isEmpty() || stored.size() != model.animations.size())
        return std::nullopt;
    Layout layout;
    QList<qint64> counts;
    qint64 frames = 0;
    for (qsizetype i = 0; i < stored.size(); ++i) {
        const QVariantMap clip = stored[i].toMap();
        const Animation &a = model.animations[i];
        const qint64 first = clip.value(QStringLiteral("first")).toLongLong();
        const qint64 count = clip.value(QStringLiteral("count")).toLongLong();
        if (!isStoredMd3Clip(a, i, clip.value(QStringLiteral("name")).toString()) || first < 0 || count < 1
            || count != std::max(1, a.frameCount()) || first > std::numeric_limits<int>::max() - count)
            return std::nullopt;
        layout.firsts.append(first);
        counts.append(count);
        frames = std::max(frames, first + count);
    }
    qint64 total = 0;
    for (qint64 c : std::as_const(counts))
        total += c;
    if (frames > total) // a frame no clip holds
        return std::nullopt;
    layout.owner.fill(-1, frames);
    int shared = 0;
    for (int i = 0; i < layout.firsts.size(); ++i) {
        const Animation &a = model.animations[i];
        for (qint64 f = layout.firsts[i]; f < layout.firsts[i] + counts[i]; ++f) {
            int &owner = layout.owner[f];
            if (owner < 0) {
                owner = i;
                continue;
            }
            // A shared frame: stored once while both clips still show it
            // alike (a few: each takes both animations' weights).
            if (++shared > kMaxSharedFrames)
                return std::nullopt;
            const Animation &o = model.animations[owner];
            const double t = double(f - layout.firsts[i]) / rate(a);
            const double u = double(f - layout.firsts[owner]) / rate(o);
            if (!sameWeights(animationMorphWeights(model, a, float(t)), animationMorphWeights(model, o, float(u)))
                || !samePose(localPose(model, i, t), localPose(model, owner, u)))
                return std::nullopt;
        }
    }
    if (layout.owner.contains(-1))
        return std::nullopt;
    return layout;
}

} // namespace

void addMd3Animations(Model &model, qint32 frames, const QList<Md3Clip> &clips, const QString &sidecar,
                      QList<Diagnostic> &warnings)
{
    if (frames < 2)
        return;
    if (clips.isEmpty()) {
        model.animations.append(clipAnimation(
            model, frames, Md3Clip{QStringLiteral("frames"), 0, frames, kMd3FramesPerSecond, false, 0, {}, 0}));
        return;
    }
    QList<Md3Clip> all;
    QList<bool> covered(frames, false);
    for (const Md3Clip &c : clips) {
        if (c.first < 0 || c.count < 1 || c.first + c.count > frames || !(c.fps > 0))
            continue; // readMd3Sidecar keeps none such
        all.append(c);
        for (qint64 f = c.first; f < c.first + c.count; ++f)
            covered[f] = true;
    }
    for (qint64 f = 0; f < frames;) {
        if (covered[f]) {
            ++f;
            continue;
        }
        qint64 end = f;
        while (end < frames && !covered[end])
            ++end;
        // A name, as "frames" is: not translated.
        const QString name = end - f == 1 ? QStringLiteral("frame %1").arg(f)
                                          : QStringLiteral("frames %1-%2").arg(f).arg(end - 1);
        warnings.append({sidecar, -1, -1,
                         tr("frames %1 to %2 are in no clip: they are the animation \"%3\" at %4 frames a second")
                             .arg(f)
                             .arg(end - 1)
                             .arg(name)
                             .arg(kMd3FramesPerSecond)});
        all.append(Md3Clip{name, f, end - f, kMd3FramesPerSecond, false, 0, {}, 0});
        f = end;
    }
    std::stable_sort(all.begin(), all.end(), [](const Md3Clip &a, const Md3Clip &b) { return a.first < b.first; });
    QVariantList stored;
    for (const Md3Clip &c : std::as_const(all)) {
        Animation a = clipAnimation(model, frames, c);
        a.extras.insert(QLatin1String(kMd3ClipIndex), qint64(stored.size()));
        model.animations.append(std::move(a));
        stored.append(QVariantMap{
            {QStringLiteral("name"), c.name}, {QStringLiteral("first"), c.first}, {QStringLiteral("count"), c.count}});
    }
    model.extras.insert(kClipsKey, stored);
}

bool isStoredMd3Clip(const Animation &animation, qsizetype index, const QString &storedName)
{
    const QVariant kept = animation.extras.value(QLatin1String(kMd3ClipIndex));
    return kept.isValid() ? kept.toLongLong() == index : animation.name == storedName;
}

QList<Md3FrameTime> md3ClipFrameTimes(const Model &model)
{
    const std::optional<Layout> layout = storedLayout(model);
    if (!layout)
        return {};
    QList<Md3FrameTime> frames;
    frames.reserve(layout->owner.size());
    for (qsizetype f = 0; f < layout->owner.size(); ++f) {
        const int a = layout->owner[f];
        frames.append({a, double(f - layout->firsts[a]) / rate(model.animations[a])});
    }
    return frames;
}

QList<FrameGroup> md3FrameGroups(const Model &model)
{
    const std::optional<Layout> layout = storedLayout(model);
    QList<FrameGroup> groups;
    // Clips edited since reading: in their stored ranges' places.
    if (!layout)
        if (const std::optional<Md3Layout> edited = md3EditedClipLayout(model)) {
            for (int i = 0; i < model.animations.size(); ++i) {
                const Animation &a = model.animations[i];
                groups.append({edited->firsts[i], std::max(1, a.frameCount()), a.fps, a.loop, a.name, 0});
            }
            return groups;
        }
    qint64 first = 0;
    for (int i = 0; i < model.animations.size(); ++i) {
        const Animation &a = model.animations[i];
        const qint64 count = std::max(1, a.frameCount());
        groups.append({layout ? layout->firsts[i] : first, count, a.fps, a.loop, a.name, 0});
        first += count;
    }
    return groups;
}

} // namespace quarry
