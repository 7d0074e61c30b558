// The Animation menu's clip operations: new, rename, duplicate, delete,
// loop, frame rate (keep timing or keep frames), split, trim, extract,
// join, reverse a range and make a loop seamless. Each takes the clip as
// `animation` (name or index; the current clip when not given).
#include "model/operations/OperationSupport.h"

#include "model/Document.h"
#include "model/UndoSteps.h"
#include "model/commands/AddAnimationCommand.h"
#include "model/commands/ChangeFrameRateCommand.h"
#include "model/commands/JoinAnimationsCommand.h"
#include "model/commands/MakeLoopSeamlessCommand.h"
#include "model/commands/RemoveAnimationCommand.h"
#include "model/commands/RenameCommand.h"
#include "model/commands/ReverseRangeCommand.h"
#include "model/commands/SetAnimationSettingsCommand.h"
#include "model/commands/SplitAnimationCommand.h"
#include "model/commands/TrimAnimationCommand.h"
#include "model/ops/Clips.h"

namespace quarry {

using namespace operation_support;
using Type = OperationOption::Type;

namespace {

OperationOption animationOption()
{
    return option("animation", Type::Animation, -1, "the clip (name or index); the current clip when not given");
}

QList<OperationOption> rangeOptions()
{
    return {animationOption(), numberOption("first_frame", Type::Int, 0, "the range's first frame", 0),
            numberOption("last_frame", Type::Int, -1, "the range's last frame; -1: the clip's last frame", -1)};
}

double frameRate(const Animation &a)
{
    return a.fps > 0 ? a.fps : 30.0;
}

// The range the options give, in seconds; an error naming the option when
// it is not a range of the clip.
QString frameRange(const Animation &a, const QVariantMap &options, double &from, double &to)
{
    const int last = std::max(0, a.frameCount() - 1);
    const int first = options.value(QStringLiteral("first_frame")).toInt();
    int end = options.value(QStringLiteral("last_frame")).toInt();
    if (end < 0)
        end = last;
    if (end > last)
        return tr("option \"last_frame\" is %1, past the clip's last frame %2").arg(end).arg(last);
    if (first >= end)
        return tr("option \"first_frame\" (%1) must be before \"last_frame\" (%2)").arg(first).arg(end);
    from = first / frameRate(a);
    to = end / frameRate(a);
    return {};
}

OperationResult runAddClip(Document &document, const QVariantMap &options)
{
    Animation a;
    const QString name = options.value(QStringLiteral("name")).toString().trimmed();
    a.name = name.isEmpty() ? uniqueAnimationName(document.model(), tr("clip")) : name;
    a.fps = options.value(QStringLiteral("fps")).toDouble();
    a.duration = options.value(QStringLiteral("duration")).toDouble();
    const int index = int(document.model().animations.size());
    pushStep(document, new AddAnimationCommand(&document, a, index, tr("New Clip")));
    document.setCurrentAnimation(index);
    return {true, tr("Added the clip \"%1\".").arg(a.name), index};
}

OperationResult runRenameClip(Document &document, const QVariantMap &options)
{
    const QString name = options.value(QStringLiteral("name")).toString().trimmed();
    if (name.isEmpty())
        return OperationResult::failure(tr("renameClip: option \"name\" must not be empty"));
    return push(document, new RenameCommand(&document, ObjectKind::Animation, animationIndex(document, options), name),
                tr("Renamed the clip."), tr("The clip already has that name."));
}

OperationResult runDuplicateClip(Document &document, const QVariantMap &options)
{
    const int from = animationIndex(document, options);
    Animation copy = document.model().animations[from];
    copy.name = uniqueAnimationName(document.model(), copy.name);
    pushStep(document, new AddAnimationCommand(&document, copy, from + 1, tr("Duplicate Clip")));
    document.setCurrentAnimation(from + 1);
    return {true, tr("Duplicated the clip as \"%1\".").arg(copy.name), from + 1};
}

OperationResult runDeleteClip(Document &document, const QVariantMap &options)
{
    pushStep(document, new RemoveAnimationCommand(&document, animationIndex(document, options)));
    return {true, tr("Deleted the clip."), {}};
}

OperationResult runSetClipLoops(Document &document, const QVariantMap &options)
{
    const int index = animationIndex(document, options);
    const Animation &a = document.model().animations[index];
    return push(document,
                new SetAnimationSettingsCommand(&document, index, a.name, a.fps,
                                                options.value(QStringLiteral("loop")).toBool()),
                tr("Set whether the clip loops."), tr("The clip already is so."));
}

OperationResult setFrameRate(Document &document, const QVariantMap &options, ChangeFrameRateCommand::Mode mode)
{
    return push(document,
                new ChangeFrameRateCommand(&document, animationIndex(document, options),
                                           options.value(QStringLiteral("fps")).toDouble(), mode),
                tr("Changed the frame rate."), tr("The clip already has that frame rate."));
}

OperationResult runSplitClip(Document &document, const QVariantMap &options)
{
    const int index = animationIndex(document, options);
    double time = options.value(QStringLiteral("time")).toDouble();
    if (time < 0)
        time = document.currentTime();
    const Animation &a = document.model().animations[index];
    if (!(time > 0 && time < a.duration))
        return OperationResult::failure(
            tr("splitClip: option \"time\" (%1 s) is not inside the clip (0 to %2 s)").arg(time).arg(a.duration));
    return push(document, new SplitAnimationCommand(&document, index, time), tr("Split the clip."),
                tr("The clip cannot be split there."));
}

OperationResult runTrimClip(Document &document, const QVariantMap &options)
{
    const int index = animationIndex(document, options);
    double from = 0, to = 0;
    const QString error = frameRange(document.model().animations[index], options, from, to);
    if (!error.isEmpty())
        return OperationResult::failure(QStringLiteral("trimClip: ") + error);
    return push(document, new TrimAnimationCommand(&document, index, from, to), tr("Trimmed the clip."),
                tr("The clip already is that range."));
}

OperationResult runExtractRange(Document &document, const QVariantMap &options)
{
    const int index = animationIndex(document, options);
    const Animation &source = document.model().animations[index];
    double from = 0, to = 0;
    const QString error = frameRange(source, options, from, to);
    if (!error.isEmpty())
        return OperationResult::failure(QStringLiteral("extractRange: ") + error);
    Animation part = cutRange(source, from, to);
    part.name = uniqueAnimationName(document.model(), source.name + tr("_part"));
    const int at = int(document.model().animations.size());
    pushStep(document, new AddAnimationCommand(&document, part, at, tr("Extract Range")));
    document.setCurrentAnimation(at);
    return {true, tr("Extracted the range to \"%1\".").arg(part.name), at};
}

OperationResult runJoinClips(Document &document, const QVariantMap &options)
{
    const int index = animationIndex(document, options);
    int other = options.value(QStringLiteral("other")).toInt();
    if (other < 0)
        other = index + 1 < document.model().animations.size() ? index + 1 : index - 1;
    if (other == index || other < 0)
        return OperationResult::failure(tr("joinClips: option \"other\" must name another clip"));
    pushStep(document, new JoinAnimationsCommand(&document, index, other));
    document.setCurrentAnimation(index < other ? index : index - 1);
    return {true, tr("Joined the clips."), {}};
}

OperationResult runReverseClipRange(Document &document, const QVariantMap &options)
{
    const int index = animationIndex(document, options);
    double from = 0, to = 0;
    const QString error = frameRange(document.model().animations[index], options, from, to);
    if (!error.isEmpty())
        return OperationResult::failure(QStringLiteral("reverseRange: ") + error);
    return push(document, new ReverseRangeCommand(&document, index, float(from), float(to)), tr("Reversed the range."),
                tr("Nothing to reverse."));
}

OperationResult runMakeClipSeamless(Document &document, const QVariantMap &options)
{
    return push(document, new MakeLoopSeamlessCommand(&document, animationIndex(document, options)),
                tr("Made the loop seamless."), tr("The loop already is seamless."));
}

QString needsTwoAnimations(const Document &document)
{
    return document.model().animations.size() < 2 ? tr("the model has fewer than two animations") : QString();
}

} // namespace

void addClipOperations(QList<Operation> &list)
{
    const QString animation = QStringLiteral("Animation");
    const OperationOption fps = numberOption("fps", Type::Double, 30.0, "frames per second", 0.1, 1000.0);
    list.append({QStringLiteral("addClip"),
                 animation,
                 QStringLiteral("New Clip"),
                 {option("name", Type::String, QString(), "the new clip's name; empty: a free name like clip_2"), fps,
                  numberOption("duration", Type::Double, 1.0, "length in seconds", 0.0)},
                 runAddClip,
                 {}});
    list.append({QStringLiteral("renameClip"),
                 animation,
                 QStringLiteral("Rename Clip"),
                 {animationOption(), option("name", Type::String, QStringLiteral("clip"), "the new name")},
                 runRenameClip,
                 needsAnimation});
    list.append({QStringLiteral("duplicateClip"),
                 animation,
                 QStringLiteral("Duplicate Clip"),
                 {animationOption()},
                 runDuplicateClip,
                 needsAnimation});
    list.append({QStringLiteral("deleteClip"),
                 animation,
                 QStringLiteral("Delete Clip"),
                 {animationOption()},
                 runDeleteClip,
                 needsAnimation});
    list.append({QStringLiteral("setClipLoops"),
                 animation,
                 QStringLiteral("Clip Loops"),
                 {animationOption(), option("loop", Type::Bool, true, "whether the clip loops")},
                 runSetClipLoops,
                 needsAnimation});
    list.append(
        {QStringLiteral("resample"),
         animation,
         QStringLiteral("Set Frame Rate, Keep Timing"),
         {animationOption(), fps},
         [](Document &d, const QVariantMap &o) { return setFrameRate(d, o, ChangeFrameRateCommand::Mode::KeepTiming); },
         needsAnimation});
    list.append(
        {QStringLiteral("changeSpeed"),
         animation,
         QStringLiteral("Set Frame Rate, Keep Frames"),
         {animationOption(), fps},
         [](Document &d, const QVariantMap &o) { return setFrameRate(d, o, ChangeFrameRateCommand::Mode::KeepFrames); },
         needsAnimation});
    list.append(
        {QStringLiteral("splitClip"),
         animation,
         QStringLiteral("Split Clip at Cursor"),
         {animationOption(), option("time", Type::Double, -1.0, "where to split, in seconds; -1: the current time")},
         runSplitClip,
         needsAnimation});
    list.append({QStringLiteral("trimClip"), animation, QStringLiteral("Trim Clip to Range"), rangeOptions(),
                 runTrimClip, needsAnimation});
    list.append({QStringLiteral("extractRange"), animation, QStringLiteral("Extract Range to New Clip"), rangeOptions(),
                 runExtractRange, needsAnimation});
    list.append({QStringLiteral("joinClips"),
                 animation,
                 QStringLiteral("Join Another Clip"),
                 {animationOption(), option("other", Type::Animation, -1,
                                            "the clip played after it (it is removed); the next clip when not given")},
                 runJoinClips,
                 needsTwoAnimations});
    list.append({QStringLiteral("reverseRange"), animation, QStringLiteral("Reverse Range"), rangeOptions(),
                 runReverseClipRange, needsAnimation});
    list.append({QStringLiteral("makeLoopSeamless"),
                 animation,
                 QStringLiteral("Make Loop Seamless"),
                 {animationOption()},
                 runMakeClipSeamless,
                 needsAnimation});
}

} // namespace quarry
