// The timeline's key operations: insert keys at a time, delete, move,
// scale, copy and paste keys. The timeline does the same edits (KeyEdits.h)
// on keys picked by hand; here the keys are those of the given joints (all
// when none are given) with times from `start` to `end`, in seconds.
#include "model/operations/OperationSupport.h"

#include "model/Document.h"
#include "model/Pose.h"
#include "model/commands/InsertKeysCommand.h"
#include "model/operations/KeyEdits.h"
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
            numberOption("start", Type::Double, 0.0, "the time of the first key picked, in seconds", 0.0),
            numberOption("end", Type::Double, -1.0, "the time of the last key picked, in seconds; -1: the clip's end",
                         -1.0)};
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
    const double end = options.value(QStringLiteral("end")).toDouble();
    const float from = float(options.value(QStringLiteral("start")).toDouble()) - kKeyTimeTolerance;
    const float to = end < 0 ? float(a.duration) + 1.0f : float(end) + kKeyTimeTolerance;
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

OperationResult runDeleteKeys(Document &document, const QVariantMap &options)
{
    const int index = animationIndex(document, options);
    return key_edits::deleteKeys(document, index, pickedKeys(document.model().animations[index], options));
}

OperationResult retime(Document &document, const QVariantMap &options, TimeMap map)
{
    const int index = animationIndex(document, options);
    const Animation &a = document.model().animations[index];
    const KeySelection keys = pickedKeys(a, options);
    const double snap = options.value(QStringLiteral("snap")).toBool() ? (a.fps > 0 ? a.fps : 30.0) : 0.0;
    return key_edits::retimeKeys(document, index, keys, map, snap);
}

OperationResult runScaleKeys(Document &document, const QVariantMap &options)
{
    const int index = animationIndex(document, options);
    const double pivot = options.value(QStringLiteral("pivot")).toDouble();
    TimeMap map;
    map.scale = options.value(QStringLiteral("factor")).toDouble();
    map.pivot = pivot >= 0 ? pivot : pickedKeys(document.model().animations[index], options).firstTime();
    return retime(document, options, map);
}

OperationResult runMoveKeys(Document &document, const QVariantMap &options)
{
    TimeMap map;
    map.offset = options.value(QStringLiteral("offset")).toDouble();
    return retime(document, options, map);
}

OperationResult runCopyKeys(Document &document, const QVariantMap &options)
{
    const int index = animationIndex(document, options);
    return key_edits::copyKeys(document, index, pickedKeys(document.model().animations[index], options));
}

OperationResult runPasteKeys(Document &document, const QVariantMap &options)
{
    double time = options.value(QStringLiteral("time")).toDouble();
    if (time < 0)
        time = document.currentTime();
    return key_edits::pasteKeys(document, animationIndex(document, options), float(time));
}

} // namespace

void addKeyOperations(QList<Operation> &list)
{
    const QString timeline = QStringLiteral("Timeline");
    list.append({QStringLiteral("insertKeys"), timeline, QStringLiteral("Insert Keys at Cursor"),
                 {animationOption(), jointsOption(),
                  option("time", Type::Double, -1.0, "where, in seconds; -1: the current time")},
                 runInsertKeysAt, needsAnimation});
    list.append({QStringLiteral("deleteKeys"), timeline, QStringLiteral("Delete Keys"), rangeOptions(), runDeleteKeys,
                 needsAnimation});
    QList<OperationOption> move = rangeOptions();
    move << option("offset", Type::Double, 0.0, "seconds to move the keys by (negative: earlier)")
         << option("snap", Type::Bool, false, "round the new times to frames");
    list.append({QStringLiteral("moveKeys"), timeline, QStringLiteral("Move Keys"), move, runMoveKeys, needsAnimation});
    QList<OperationOption> scale = rangeOptions();
    scale << numberOption("factor", Type::Double, 1.0, "time factor (2 plays the keys half as fast)", 0.01, 100.0)
          << numberOption("pivot", Type::Double, -1.0,
                          "the time that stays, in seconds; -1: the first picked key", -1.0)
          << option("snap", Type::Bool, true, "round the new times to frames");
    list.append({QStringLiteral("scaleKeys"), timeline, QStringLiteral("Scale Keys"), scale, runScaleKeys,
                 needsAnimation});
    list.append({QStringLiteral("copyKeys"), timeline, QStringLiteral("Copy Keys"), rangeOptions(), runCopyKeys,
                 needsAnimation});
    list.append({QStringLiteral("pasteKeys"), timeline, QStringLiteral("Paste Keys at Cursor"),
                 {animationOption(),
                  option("time", Type::Double, -1.0, "where the first pasted key goes, in seconds; -1: the current time")},
                 runPasteKeys, needsAnimation});
}

} // namespace quarry
