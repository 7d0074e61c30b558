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
#include <limits>

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

// The frames `a` gives at rate `rate` (its own if lower, unless `exact`)
// cut to `seconds`.
qint64 framesAt(const Animation &a, double rate, double seconds, bool exact)
{
    if (heldLength(a))
        return a.frameCount();
    const double fps = a.fps > 0 && !exact ? std::min(a.fps, rate) : rate;
    return std::max<qint64>(1, std::lround(std::min(a.duration, seconds) * fps) + 1);
}

qint64 fileFrames(const Model &model, const QList<int> &file, double rate, double seconds, bool exact = false)
{
    qint64 frames = 0;
    for (int a : file)
        frames += framesAt(model.animations[a], rate, seconds, exact);
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

struct Sizes
{
    const Quake3PartSize &lower, &upper, &head;
};

Quake3PlayerMemory memoryAt(const Model &model, const Quake3FrameLayout &layout, const Sizes &sizes, bool iqm,
                            double rate, double seconds, bool exact)
{
    Quake3PlayerMemory memory;
    memory.lowerFrames = fileFrames(model, layout.lower, rate, seconds, exact);
    memory.upperFrames = fileFrames(model, layout.upper, rate, seconds, exact);
    memory.hunk = iqm ? quake3IqmPlayerHunkBytes(sizes.lower, memory.lowerFrames, sizes.upper, memory.upperFrames,
                                                 sizes.head)
                      : quake3PlayerHunkBytes(sizes.lower, memory.lowerFrames, sizes.upper, memory.upperFrames,
                                              sizes.head);
    if (!iqm) // IQM's vertex buffers hold the bind pose
        memory.zone = 28
                      * std::max(sizes.lower.largestSurface * memory.lowerFrames,
                                 sizes.upper.largestSurface * memory.upperFrames);
    return memory;
}

bool fits(const Quake3PlayerMemory &memory, bool iqm)
{
    return memory.fitsMemory()
           && (iqm || (memory.lowerFrames <= md3::kMaxFrames && memory.upperFrames <= md3::kMaxFrames));
}

// The clips lower.md3 and upper.md3 hold, each once.
QList<int> layoutClips(const Quake3FrameLayout &layout)
{
    QList<int> clips = layout.lower;
    for (int a : layout.upper)
        if (!clips.contains(a))
            clips.append(a);
    return clips;
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

Quake3PlayerMemory quake3PlayerMemoryAt(const Model &model, const Quake3FrameLayout &layout,
                                        const Quake3PartSize &lower, const Quake3PartSize &upper,
                                        const Quake3PartSize &head, bool iqm, double rate)
{
    return memoryAt(model, layout, {lower, upper, head}, iqm, rate, std::numeric_limits<double>::max(), true);
}

int quake3PlayerFittingRate(const Model &model, const Quake3FrameLayout &layout, const Quake3PartSize &lower,
                            const Quake3PartSize &upper, const Quake3PartSize &head, bool iqm, int from)
{
    const Sizes sizes{lower, upper, head};
    for (int rate = std::min(from, 1000); rate >= 1; --rate)
        if (fits(memoryAt(model, layout, sizes, iqm, rate, std::numeric_limits<double>::max(), true), iqm))
            return rate;
    return 0;
}

Quake3FramePlan planQuake3PlayerFrames(const Model &model, const Quake3FrameLayout &layout, const Quake3PartSize &lower,
                                       const Quake3PartSize &upper, const Quake3PartSize &head, bool iqm)
{
    Quake3FramePlan plan;
    const Sizes sizes{lower, upper, head};
    for (int a : layoutClips(layout))
        if (!heldLength(model.animations[a])) {
            plan.highest = std::max(plan.highest, model.animations[a].fps);
            plan.longest = std::max(plan.longest, model.animations[a].duration);
        }
    auto at = [&](double rate, double seconds) { return memoryAt(model, layout, sizes, iqm, rate, seconds, false); };
    const double own = std::ceil(plan.highest);
    plan.seconds = plan.longest;
    plan.own = plan.fitted = at(own, plan.longest);
    if (fits(plan.own, iqm))
        return plan;
    const int lowest = int(std::min(own, double(kQuake3LowestFitRate)));
    int rate = int(own);
    while (rate > lowest && !fits(at(rate, plan.longest), iqm))
        --rate;
    if (!fits(at(rate, plan.longest), iqm)) {
        // Shortened: the longest clips cut to the length that fits.
        if (const Quake3PlayerMemory least = at(rate, 0); !fits(least, iqm)) {
            plan.error = tr("the player's parts take about %1 MB of ioquake3's memory even at one frame a clip "
                            "(the game has %2 MB, and the map and other players need their share): simplify the "
                            "meshes%3")
                             .arg(least.hunk >> 20)
                             .arg(kQuake3HunkBytes >> 20)
                             .arg(iqm ? tr(", or remove joints") : tr(", or --player-format iqm"));
            return plan;
        }
        double low = 0, high = plan.longest;
        for (int i = 0; i < 40; ++i) {
            const double middle = (low + high) / 2;
            (fits(at(rate, middle), iqm) ? low : high) = middle;
        }
        plan.seconds = std::floor(low * 10) / 10;
    }
    plan.rate = rate;
    plan.fitted = at(rate, plan.seconds);
    const QString format = iqm ? QStringLiteral("iqm") : QStringLiteral("md3");
    plan.fix = tr("frames fitted to ioquake3's memory: animations at %1 frames a second (up to %2 before)%3; "
                  "lower.%8 %4 frames, upper.%8 %5, about %6 MB of the game's %7 MB hunk at the peak of "
                  "loading (--fps sets the rate%9)")
                   .arg(rate)
                   .arg(plan.highest, 0, 'g', 4)
                   .arg(plan.seconds < plan.longest
                            ? tr(", clips longer than %1 s cut to their first %1 s (%2 s before)")
                                  .arg(plan.seconds, 0, 'f', 1)
                                  .arg(plan.longest, 0, 'f', 1)
                            : QString())
                   .arg(plan.fitted.lowerFrames)
                   .arg(plan.fitted.upperFrames)
                   .arg(plan.fitted.hunk >> 20)
                   .arg(kQuake3HunkBytes >> 20)
                   .arg(format, iqm ? QString() : tr(", --player-format iqm keeps far more frames"));
    return plan;
}

Quake3FrameFit fitQuake3PlayerFrames(Model &model, const Quake3FrameLayout &layout, const Quake3PartSize &lower,
                                     const Quake3PartSize &upper, const Quake3PartSize &head, bool iqm)
{
    const Quake3FramePlan plan = planQuake3PlayerFrames(model, layout, lower, upper, head, iqm);
    Quake3FrameFit fit;
    fit.error = plan.error;
    if (!plan.changes())
        return fit;
    for (int a : layoutClips(layout)) {
        Animation &animation = model.animations[a];
        if (heldLength(animation))
            continue;
        if (animation.duration > plan.seconds)
            animation = cutRange(animation, 0, plan.seconds);
        if (animation.fps > plan.rate)
            animation = resampleAnimation(animation, plan.rate);
    }
    fit.fix = plan.fix;
    return fit;
}

} // namespace quarry
