#include "io/md3/Md3PlayerFrames.h"

#include "io/md3/Md3Format.h"
#include "io/md3/Md3PlayerIqmFit.h"
#include "io/md3/Quake3Animations.h"
#include "model/Translate.h"
#include "model/ops/Clips.h"
#include "model/ops/Resample.h"

#include <QHash>

#include <algorithm>
#include <cmath>

namespace quarry {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

namespace {

using quake3::kFirstLegsAnimation;
using quake3::kFirstTorsoAnimation;
using quake3::kRequiredAnimations;

QList<int> slotAnimations(const AnimationMap &map, int from, int to)
{
    QList<int> animations;
    for (int s = from; s < to; ++s)
        if (!animations.contains(map[s]))
            animations.append(map[s]);
    return animations;
}

int framesOf(const Model &model, const QList<int> &animations)
{
    int frames = 0;
    for (int a : animations)
        frames += model.animations[a].frameCount();
    return frames;
}

// The frame a file's animation starts at, looked for from the file's
// animation `from` on.
int firstFrame(const Model &model, const QList<int> &file, int animation, qsizetype from = 0)
{
    return framesOf(model, file.mid(0, file.indexOf(animation, from)));
}

// A clip the fit leaves alone: one held to its slot's length.
bool heldLength(const Animation &a)
{
    const int fixed = a.extras.value(QLatin1String(kAnimationFixedFrameCount)).toInt();
    return fixed > 0 && fixed == a.frameCount();
}

// The frames `a` gives at rate `rate` (its own if lower) cut to `seconds`.
qint64 framesAt(const Animation &a, double rate, double seconds)
{
    if (heldLength(a))
        return a.frameCount();
    const double fps = a.fps > 0 ? std::min(a.fps, rate) : rate;
    return std::max<qint64>(1, std::lround(std::min(a.duration, seconds) * fps) + 1);
}

qint64 fileFrames(const Model &model, const QList<int> &file, double rate, double seconds)
{
    qint64 frames = 0;
    for (int a : file)
        frames += framesAt(model.animations[a], rate, seconds);
    return std::max<qint64>(frames, 1);
}

// An MD3 file's bytes (header, frames, tags, vertices and texture
// coordinates; triangles and names left out).
qint64 fileBytes(const Quake3PartSize &part, qint64 frames)
{
    return 108 + frames * (56 + 112 * qint64(part.tags)) + part.vertices * (8 * frames + 8);
}

// What renderergl2 keeps of a part (mdvFrame_t, mdvTag_t, mdvVertex_t,
// texture coordinates); renderergl1 keeps the file, less.
qint64 keptBytes(const Quake3PartSize &part, qint64 frames)
{
    return std::max(fileBytes(part, frames),
                    frames * (40 + 48 * qint64(part.tags)) + part.vertices * (28 * frames + 8));
}

} // namespace

int quake3FixedSlotRate(int slot)
{
    return slot == 7 || slot == 8 ? 15 : slot == 9 || slot == 10 ? 20 : 0;
}

QStringList holdQuake3SlotLengths(Model &model, AnimationMap &map)
{
    QStringList fixes;
    QHash<QPair<int, int>, int> copies; // (clip, frames) -> the copy
    for (int s = kFirstTorsoAnimation; s < kFirstLegsAnimation && s < map.size(); ++s) {
        const int frames = quake3::fixedFrameCount(s);
        const int clip = map[s];
        if (frames <= 0 || clip < 0 || clip >= model.animations.size())
            continue;
        const Animation &source = model.animations[clip];
        if (source.frameCount() == frames)
            continue;
        if (const auto it = copies.constFind({clip, frames}); it != copies.cend()) {
            map[s] = it.value();
            continue;
        }
        const int rate = quake3FixedSlotRate(s);
        Animation held;
        if (source.duration > 0) {
            // `frames` samples from the first to the last frame, then
            // played at the game's rate.
            held = resampleAnimation(source, double(frames - 1) / source.duration);
            held = changeFrameRateKeepingFrames(held, rate);
        } else { // one pose, held
            held = source;
            held.fps = rate;
        }
        held.duration = double(frames - 1) / rate;
        held.name = source.name + QStringLiteral("_") + QString::fromLatin1(quake3::kAnimationNames[s]).toLower();
        held.loop = false; // as the game's own players play these slots
        held.extras.remove(QLatin1String(kAnimationSharesFramesOf));
        held.extras.insert(QLatin1String(kAnimationFixedFrameCount), frames);
        map[s] = int(model.animations.size());
        copies.insert({clip, frames}, map[s]);
        fixes << tr("%1 plays \"%2\" (%3 frames, %4 s) resampled to %5 frames at %6 frames a second: the game's "
                    "first-person weapon is synced to that length (--keep-slot-lengths keeps the clip's)")
                     .arg(QString::fromLatin1(quake3::kAnimationNames[s]), source.name)
                     .arg(source.frameCount())
                     .arg(source.duration, 0, 'f', 2)
                     .arg(frames)
                     .arg(rate);
        model.animations.append(held);
    }
    return fixes;
}

Quake3FrameLayout quake3FrameLayout(const Model &model, const AnimationMap &slotClips)
{
    Quake3FrameLayout layout;
    // A clip read from a player's MD3 that plays another's frames (as its
    // slot did) is stored as that one.
    AnimationMap map = slotClips;
    for (int &a : map) {
        const Animation &clip = model.animations[a];
        const QString shared = clip.extras.value(QLatin1String(kAnimationSharesFramesOf)).toString();
        if (shared.isEmpty())
            continue;
        for (int other = 0; other < model.animations.size(); ++other)
            if (other != a && model.animations[other].name == shared
                && model.animations[other].frameCount() == clip.frameCount()
                && model.animations[other].duration == clip.duration) {
                a = other;
                break;
            }
    }
    const QList<int> both = slotAnimations(map, 0, kFirstTorsoAnimation);
    const QList<int> torso = slotAnimations(map, kFirstTorsoAnimation, kFirstLegsAnimation);
    const QList<int> legs = slotAnimations(map, kFirstLegsAnimation, kRequiredAnimations);
    auto without = [&both](QList<int> list) {
        list.removeIf([&both](int a) { return both.contains(a); });
        return list;
    };
    layout.upper = both + without(torso);
    layout.lower = both + without(legs);
    // cgame finds lower's LEGS_ frames by subtracting LEGS_WALKCR's first
    // frame minus TORSO_GESTURE's: the two must start at the same frame of
    // their files.
    // Where they cannot (TORSO_GESTURE plays a BOTH_ clip and LEGS_WALKCR
    // another), every TORSO_ and LEGS_ clip is stored after the BOTH_ ones,
    // and their slots name those copies: read with the BOTH_ copy, cgame's
    // difference would be off by where TORSO_GESTURE's copy starts, and
    // LEGS_ frames before lower's first.
    const int gesture = map[kFirstTorsoAnimation], walkcr = map[kFirstLegsAnimation];
    qsizetype own = 0; // where the TORSO_ and LEGS_ slots look for their clips
    if (firstFrame(model, layout.upper, gesture) != firstFrame(model, layout.lower, walkcr)) {
        layout.upper = both + torso;
        layout.lower = both + legs;
        own = both.size();
    }
    const int upperFrames = framesOf(model, layout.upper), bothFrames = framesOf(model, both);
    // LEGS_ entries as if upper's own frames came before lower's.
    const int skip = upperFrames - bothFrames;
    for (int s = 0; s < kRequiredAnimations; ++s)
        layout.first << (s < kFirstTorsoAnimation  ? firstFrame(model, layout.upper, map[s])
                         : s < kFirstLegsAnimation ? firstFrame(model, layout.upper, map[s], own)
                                                   : firstFrame(model, layout.lower, map[s], own) + skip);
    return layout;
}

qint64 quake3PlayerHunkBytes(const Quake3PartSize &lower, qint64 lowerFrames, const Quake3PartSize &upper,
                             qint64 upperFrames, const Quake3PartSize &head)
{
    const qint64 kept = keptBytes(lower, lowerFrames) + keptBytes(upper, upperFrames) + keptBytes(head, 1);
    const qint64 read = std::max({fileBytes(lower, lowerFrames), fileBytes(upper, upperFrames), fileBytes(head, 1)});
    return kept + read;
}

Quake3FrameFit fitQuake3PlayerFrames(Model &model, const Quake3FrameLayout &layout, const Quake3PartSize &lower,
                                     const Quake3PartSize &upper, const Quake3PartSize &head, bool iqm)
{
    Quake3FrameFit fit;
    QList<int> clips = layout.lower;
    for (int a : layout.upper)
        if (!clips.contains(a))
            clips.append(a);
    double highest = 1, longest = 0;
    for (int a : std::as_const(clips))
        if (!heldLength(model.animations[a])) {
            highest = std::max(highest, model.animations[a].fps);
            longest = std::max(longest, model.animations[a].duration);
        }
    auto fits = [&](double rate, double seconds, qint64 *bytes = nullptr) {
        const qint64 lowerFrames = fileFrames(model, layout.lower, rate, seconds);
        const qint64 upperFrames = fileFrames(model, layout.upper, rate, seconds);
        const qint64 hunk = iqm ? quake3IqmPlayerHunkBytes(lower, lowerFrames, upper, upperFrames, head)
                                : quake3PlayerHunkBytes(lower, lowerFrames, upper, upperFrames, head);
        if (bytes)
            *bytes = hunk;
        if (iqm) // no frame cap; the vertex buffers hold the bind pose
            return hunk <= kQuake3PlayerHunkBudget;
        const qint64 zone = 28 * std::max(lower.largestSurface * lowerFrames, upper.largestSurface * upperFrames);
        return lowerFrames <= md3::kMaxFrames && upperFrames <= md3::kMaxFrames && hunk <= kQuake3PlayerHunkBudget
               && zone <= kQuake3SurfaceZoneBudget;
    };
    const double own = std::ceil(highest);
    if (fits(own, longest))
        return fit;
    const int lowest = int(std::min(own, double(kQuake3LowestFitRate)));
    int rate = int(own);
    while (rate > lowest && !fits(rate, longest))
        --rate;
    double seconds = longest;
    if (!fits(rate, longest)) {
        // Shortened: the longest clips cut to the length that fits.
        if (!fits(rate, 0)) {
            qint64 bytes = 0;
            fits(rate, 0, &bytes);
            fit.error = tr("the player's parts take about %1 MB of ioquake3's memory even at one frame a clip "
                           "(the game has %2 MB, and the map and other players need their share): simplify the "
                           "meshes%3")
                            .arg(bytes >> 20)
                            .arg(kQuake3HunkBytes >> 20)
                            .arg(iqm ? tr(", or remove joints") : tr(", or --player-format iqm"));
            return fit;
        }
        double low = 0, high = longest;
        for (int i = 0; i < 40; ++i) {
            const double middle = (low + high) / 2;
            (fits(rate, middle) ? low : high) = middle;
        }
        seconds = std::floor(low * 10) / 10;
    }
    for (int a : std::as_const(clips)) {
        Animation &animation = model.animations[a];
        if (heldLength(animation))
            continue;
        if (animation.duration > seconds)
            animation = cutRange(animation, 0, seconds);
        if (animation.fps > rate)
            animation = resampleAnimation(animation, rate);
    }
    qint64 bytes = 0;
    fits(rate, seconds, &bytes);
    const QString format = iqm ? QStringLiteral("iqm") : QStringLiteral("md3");
    fit.fix = tr("frames fitted to ioquake3's memory: animations at %1 frames a second (up to %2 before)%3; "
                 "lower.%8 %4 frames, upper.%8 %5, about %6 MB of the game's %7 MB hunk at the peak of "
                 "loading (--fps sets the rate%9)")
                  .arg(rate)
                  .arg(highest, 0, 'g', 4)
                  .arg(seconds < longest ? tr(", clips longer than %1 s cut to their first %1 s (%2 s before)")
                                               .arg(seconds, 0, 'f', 1)
                                               .arg(longest, 0, 'f', 1)
                                         : QString())
                  .arg(fileFrames(model, layout.lower, rate, seconds))
                  .arg(fileFrames(model, layout.upper, rate, seconds))
                  .arg(bytes >> 20)
                  .arg(kQuake3HunkBytes >> 20)
                  .arg(format, iqm ? QString() : tr(", --player-format iqm keeps far more frames"));
    return fit;
}

} // namespace quarry
