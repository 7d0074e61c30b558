// The timeline's key operations over a range of frames: insert keys at a
// time, delete, move and scale keys. The timeline view does the same edits
// on keys picked by hand; here the keys are those of the given joints (all
// when none are given) from `first_frame` to `last_frame`.
#include "model/operations/OperationSupport.h"

#include "model/Document.h"
#include "model/Pose.h"
#include "model/commands/DeleteKeysCommand.h"
#include "model/commands/InsertKeysCommand.h"
#include "model/commands/RetimeKeysCommand.h"
#include "model/ops/Retime.h"

namespace quarry {

using namespace operation_support;
using Type = OperationOption::Type;

namespace {

OperationOption animationOption()
{
    return option("animation", Type::Animation, -1, "the clip (name or index); the current clip when not given");
}

OperationOption jointsOption()
{
    return option("joints", Type::JointList, QVariantList(), "the joints (names or indices); empty: every joint");
}

QList<OperationOption> rangeOptions()
{
    return {animationOption(), jointsOption(),
            numberOption("first_frame", Type::Int, 0, "the first frame of the keys", 0),
            numberOption("last_frame", Type::Int, -1, "the last frame of the keys; -1: the clip's end", -1)};
}

QList<int> joints(const QVariantMap &options)
{
    QList<int> list;
    for (const QVariant &v : options.value(QStringLiteral("joints")).toList())
        list << v.toInt();
    return list;
}

// The keys the options pick.
KeySelection pickedKeys(const Animation &a, const QVariantMap &options)
{
    const double fps = a.fps > 0 ? a.fps : 30.0;
    const int last = options.value(QStringLiteral("last_frame")).toInt();
    const float from = float(options.value(QStringLiteral("first_frame")).toInt() / fps) - kKeyTimeTolerance;
    const float to = last < 0 ? float(a.duration) + 1.0f : float(last / fps) + kKeyTimeTolerance;
    return keysInRange(a, from, to, joints(options));
}

OperationResult runInsertKeysAt(Document &document, const QVariantMap &options)
{
    const int index = animationIndex(document, options);
    const Animation &a = document.model().animations[index];
    double time = options.value(QStringLiteral("time")).toDouble();
    if (time < 0)
        time = document.currentTime();
    QList<int> list = joints(options);
    if (list.isEmpty())
        for (const JointTrack &track : a.tracks)
            if (!track.isEmpty())
                list << track.joint;
    if (list.isEmpty())
        return OperationResult::failure(tr("insertKeys: the clip has no keyed joints; give option \"joints\""));
    return push(document, new InsertKeysCommand(&document, index, list, float(time)),
                tr("Inserted keys at %1 s.").arg(time), tr("The keys are already there."));
}

OperationResult runDeleteKeysInRange(Document &document, const QVariantMap &options)
{
    const int index = animationIndex(document, options);
    const KeySelection keys = pickedKeys(document.model().animations[index], options);
    if (keys.isEmpty())
        return {true, tr("No keys in that range."), {}};
    return push(document, new DeleteKeysCommand(&document, index, keys),
                tr("Deleted %n key(s).", nullptr, int(keys.size())), tr("No keys in that range."));
}

OperationResult retime(Document &document, const QVariantMap &options, const TimeMap &givenMap)
{
    const int index = animationIndex(document, options);
    const Animation &a = document.model().animations[index];
    const KeySelection keys = pickedKeys(a, options);
    if (keys.isEmpty())
        return {true, tr("No keys in that range."), {}};
    TimeMap map = givenMap;
    if (options.value(QStringLiteral("pivot")).toString() == QLatin1String("cursor"))
        map.pivot = document.currentTime();
    else
        map.pivot = keys.firstTime();
    const double snap = options.value(QStringLiteral("snap")).toBool() ? (a.fps > 0 ? a.fps : 30.0) : 0.0;
    return push(document, new RetimeKeysCommand(&document, index, keys, map, snap),
                tr("Retimed %n key(s).", nullptr, int(keys.size())), tr("The keys stay where they are."));
}

OperationResult runScaleKeys(Document &document, const QVariantMap &options)
{
    TimeMap map;
    map.scale = options.value(QStringLiteral("factor")).toDouble();
    return retime(document, options, map);
}

OperationResult runMoveKeys(Document &document, const QVariantMap &options)
{
    TimeMap map;
    map.offset = options.value(QStringLiteral("offset")).toDouble();
    return retime(document, options, map);
}

} // namespace

void addKeyOperations(QList<Operation> &list)
{
    const QString timeline = QStringLiteral("Timeline");
    const OperationOption snap = option("snap", Type::Bool, true, "round the new times to frames");
    list.append({QStringLiteral("insertKeys"), timeline, QStringLiteral("Insert Keys at Cursor"),
                 {animationOption(), jointsOption(),
                  option("time", Type::Double, -1.0, "where, in seconds; -1: the current time")},
                 runInsertKeysAt, needsAnimation});
    list.append({QStringLiteral("deleteKeys"), timeline, QStringLiteral("Delete Keys"), rangeOptions(), runDeleteKeysInRange,
                 needsAnimation});
    QList<OperationOption> scale = rangeOptions();
    scale << numberOption("factor", Type::Double, 1.0, "time factor (2 plays the keys half as fast)", 0.01, 100.0)
          << option("pivot", Type::Choice, QStringLiteral("first_key"),
                    "the time that stays: the first picked key or the cursor",
                    {QStringLiteral("first_key"), QStringLiteral("cursor")})
          << snap;
    list.append({QStringLiteral("scaleKeys"), timeline, QStringLiteral("Scale Keys"), scale, runScaleKeys,
                 needsAnimation});
    QList<OperationOption> move = rangeOptions();
    move << option("offset", Type::Double, 0.0, "seconds to move the keys by (negative: earlier)") << snap;
    list.append({QStringLiteral("moveKeys"), timeline, QStringLiteral("Move Keys"), move, runMoveKeys, needsAnimation});
}

} // namespace quarry
