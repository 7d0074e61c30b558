// The timeline's key operations: insert keys at a time, delete, move,
// scale, copy and paste keys. The timeline does the same edits (KeyEdits.h)
// on keys picked by hand; here the keys are those of the given joints (all
// when none are given) with times from `start` to `end`, in seconds.
#include "model/operations/OperationSupport.h"

#include "model/Document.h"
#include "model/LocaleNumbers.h"
#include "model/Pose.h"
#include "model/commands/InsertKeysCommand.h"
#include "model/commands/RetimeRangeCommand.h"
#include "model/commands/SetInterpolationCommand.h"
#include "model/operations/KeyEdits.h"
#include "model/ops/MorphTracks.h"
#include "model/ops/Retime.h"
#include "model/ops/Timing.h"

#include <QRegularExpression>

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

OperationOption morphsOption()
{
    return option("morphs", Type::String, QString(),
                  "morph targets: names, or \"MESH / TARGET\", comma-separated; with joints and morphs both empty: "
                  "every joint and every morph target");
}

QList<OperationOption> rangeOptions()
{
    return {animationOption(), jointsOption(), morphsOption(),
            numberOption("start", Type::Double, 0.0, "the time of the first key picked, in seconds", 0.0),
            numberOption("end", Type::Double, -1.0, "the time of the last key picked, in seconds; -1: the clip's end",
                         -1.0)};
}

// The rows (joints and morph targets) the options name; empty: every row.
QList<int> joints(const Model &model, const QVariantMap &options)
{
    QList<int> list;
    for (const QVariant &v : options.value(QStringLiteral("joints")).toList())
        list << v.toInt();
    const QString morphs = options.value(QStringLiteral("morphs")).toString();
    if (!morphs.trimmed().isEmpty()) {
        const QList<int> rows = morphRowsNamed(model, morphs);
        // Names of no target pick no keys, rather than every key.
        list << (rows.isEmpty() ? QList<int>{morphRow(32767, 65535)} : rows);
    }
    return list;
}

OperationOption selectedOption()
{
    return option("selected", Type::Bool, false,
                  "the keys selected in the timeline (or by selectKeys) instead of joints, start and end");
}

// The keys the options pick.
KeySelection pickedKeys(const Model &model, const Animation &a, const QVariantMap &options)
{
    const double end = options.value(QStringLiteral("end")).toDouble();
    const float from = float(options.value(QStringLiteral("start")).toDouble()) - kKeyTimeTolerance;
    const float to = end < 0 ? float(a.duration) + 1.0f : float(end) + kKeyTimeTolerance;
    return keysInRange(a, from, to, joints(model, options));
}

OperationResult runInsertKeysAt(Document &document, const QVariantMap &options)
{
    const int index = animationIndex(document, options);
    const Animation &a = document.model().animations[index];
    double time = options.value(QStringLiteral("time")).toDouble();
    if (time < 0)
        time = document.currentTime();
    QList<int> list = joints(document.model(), options);
    if (list.isEmpty()) {
        for (const JointTrack &track : a.tracks)
            if (!track.isEmpty())
                list << track.joint;
        for (const MorphTrack &track : a.morphTracks)
            if (!track.isEmpty())
                list << morphRow(track.mesh, track.target);
    }
    if (list.isEmpty())
        return OperationResult::failure(
            tr("insertKeys: the clip has no keyed joints or morph targets; give option \"joints\" or \"morphs\""));
    return push(document, new InsertKeysCommand(&document, index, list, float(time)),
                tr("Inserted keys at %1 s.").arg(localNumber(time)), tr("The keys are already there."));
}

OperationResult runDeleteKeys(Document &document, const QVariantMap &options)
{
    const int index = animationIndex(document, options);
    return key_edits::deleteKeys(document, index,
                                 pickedKeys(document.model(), document.model().animations[index], options));
}

// The keys the options pick, or the selected keys where `selected` says so.
KeySelection pickedOrSelectedKeys(const Document &document, int index, const QVariantMap &options)
{
    if (options.value(QStringLiteral("selected")).toBool())
        return index == document.currentAnimation() ? document.keySelection() : KeySelection();
    return pickedKeys(document.model(), document.model().animations[index], options);
}

OperationResult retime(Document &document, const QVariantMap &options, TimeMap map, bool snapToFrames)
{
    const int index = animationIndex(document, options);
    const Animation &a = document.model().animations[index];
    const KeySelection keys = pickedOrSelectedKeys(document, index, options);
    const double snap = snapToFrames ? (a.fps > 0 ? a.fps : 30.0) : 0.0;
    if (map.scale == 1.0 && !keys.isEmpty())
        map.offset = std::max(map.offset, -double(keys.firstTime())); // as key_edits::retimeKeys does
    OperationResult result = key_edits::retimeKeys(document, index, keys, map, snap);
    if (options.value(QStringLiteral("selected")).toBool() && index == document.currentAnimation())
        document.setKeySelection(retimedSelection(keys, map, snap));
    return result;
}

OperationResult runScaleKeys(Document &document, const QVariantMap &options)
{
    const int index = animationIndex(document, options);
    const double pivot = options.value(QStringLiteral("pivot")).toDouble();
    TimeMap map;
    map.scale = options.value(QStringLiteral("factor")).toDouble();
    map.pivot = pivot >= 0 ? pivot : pickedOrSelectedKeys(document, index, options).firstTime();
    return retime(document, options, map, options.value(QStringLiteral("snap")).toBool());
}

OperationResult runMoveKeys(Document &document, const QVariantMap &options)
{
    const int index = animationIndex(document, options);
    const Animation &a = document.model().animations[index];
    const QString snap = options.value(QStringLiteral("snap")).toString();
    TimeMap map;
    map.offset = options.value(QStringLiteral("offset")).toDouble();
    if (options.value(QStringLiteral("unit")).toString() == QLatin1String("frames"))
        map.offset /= a.fps > 0 ? a.fps : 30.0;
    if (snap == QLatin1String("cursor")) {
        const KeySelection keys = pickedOrSelectedKeys(document, index, options);
        map.offset = keys.isEmpty() ? 0.0 : document.currentTime() - double(keys.firstTime());
    }
    return retime(document, options, map, snap == QLatin1String("frames"));
}

OperationResult runSetInterpolation(Document &document, const QVariantMap &options)
{
    const int index = animationIndex(document, options);
    Interpolation mode = Interpolation::Linear;
    interpolationFromName(options.value(QStringLiteral("mode")).toString(), mode);
    const KeySelection keys = pickedOrSelectedKeys(document, index, options);
    if (keys.isEmpty())
        return {true, tr("No keys to change."), 0};
    OperationResult result = push(document, new SetInterpolationCommand(&document, index, keys, mode),
                                  tr("Set %n key(s) to %1.", nullptr, int(keys.size())).arg(interpolationName(mode)),
                                  tr("The keys already interpolate so."));
    result.value = int(keys.size());
    return result;
}

// Joint names matching any of the filter's words: shell wildcards (* and ?)
// or, without them, a part of the name; case does not matter.
QList<int> jointsMatching(const Skeleton &skeleton, const QString &filter)
{
    QList<QRegularExpression> patterns;
    const QStringList words = filter.split(QRegularExpression(QStringLiteral("[\\s,]+")), Qt::SkipEmptyParts);
    for (const QString &w : words) {
        const QString glob = w.contains(QLatin1Char('*')) || w.contains(QLatin1Char('?'))
                                 ? w
                                 : QLatin1Char('*') + w + QLatin1Char('*');
        patterns << QRegularExpression(QRegularExpression::wildcardToRegularExpression(glob),
                                       QRegularExpression::CaseInsensitiveOption);
    }
    QList<int> out;
    for (qsizetype i = 0; i < skeleton.joints.size(); ++i)
        for (const QRegularExpression &p : std::as_const(patterns))
            if (p.match(skeleton.joints[i].name).hasMatch()) {
                out << int(i);
                break;
            }
    return out;
}

// Morph rows for selectKeys: the targets named exactly (names or "MESH /
// TARGET", comma-separated), and for the names no target has, those whose
// name or "MESH / TARGET" label the words match as joint names are matched.
QList<int> morphRowsMatching(const Model &model, const QString &filter)
{
    QStringList unknown;
    QList<int> out = morphRowsNamed(model, filter, -1, &unknown);
    QList<QRegularExpression> patterns;
    for (const QString &w :
         unknown.join(QLatin1Char(',')).split(QRegularExpression(QStringLiteral("[\\s,]+")), Qt::SkipEmptyParts)) {
        if (w == QLatin1String("/"))
            continue;
        const QString glob = w.contains(QLatin1Char('*')) || w.contains(QLatin1Char('?'))
                                 ? w
                                 : QLatin1Char('*') + w + QLatin1Char('*');
        patterns << QRegularExpression(QRegularExpression::wildcardToRegularExpression(glob),
                                       QRegularExpression::CaseInsensitiveOption);
    }
    for (int m = 0; m < model.meshes.size(); ++m)
        for (int t = 0; t < model.meshes[m].morphs.size(); ++t)
            for (const QRegularExpression &p : std::as_const(patterns))
                if (!out.contains(morphRow(m, t))
                    && (p.match(model.meshes[m].morphs[t].name).hasMatch()
                        || p.match(morphRowLabel(model, morphRow(m, t))).hasMatch())) {
                    out << morphRow(m, t);
                    break;
                }
    return out;
}

OperationResult runSelectKeys(Document &document, const QVariantMap &options)
{
    const int index = animationIndex(document, options);
    const Animation &a = document.model().animations[index];
    const QString filter = options.value(QStringLiteral("joints")).toString().trimmed();
    QList<int> joints;
    if (!filter.isEmpty()) {
        joints = jointsMatching(document.model().skeleton, filter);
        if (joints.isEmpty()) {
            document.setCurrentAnimation(index);
            document.setKeySelection({});
            return {true, tr("No joint matches \"%1\": no keys selected.").arg(filter), 0};
        }
    }
    const double end = options.value(QStringLiteral("end")).toDouble();
    const float from = float(options.value(QStringLiteral("start")).toDouble()) - kKeyTimeTolerance;
    const float to = end < 0 ? float(a.duration) + 1.0f : float(end) + kKeyTimeTolerance;
    const QString morphs = options.value(QStringLiteral("morphs")).toString();
    if (!morphs.trimmed().isEmpty()) {
        const QList<int> rows = morphRowsMatching(document.model(), morphs);
        if (rows.isEmpty()) {
            document.setCurrentAnimation(index);
            document.setKeySelection({});
            return {true, tr("No morph target is named \"%1\": no keys selected.").arg(morphs.trimmed()), 0};
        }
        joints << rows;
    }
    const KeySelection keys = keysInRange(a, from, to, joints);
    document.setCurrentAnimation(index);
    document.setKeySelection(keys);
    return {true, tr("Selected %n key(s).", nullptr, int(keys.size())), int(keys.size())};
}

OperationResult runRetimeRange(Document &document, const QVariantMap &options)
{
    const int index = animationIndex(document, options);
    const Animation &a = document.model().animations[index];
    const double start = options.value(QStringLiteral("start")).toDouble();
    double end = options.value(QStringLiteral("end")).toDouble();
    if (end < 0)
        end = a.duration;
    const double newEnd = options.value(QStringLiteral("new_end")).toDouble();
    if (end <= start)
        return OperationResult::failure(
            tr("retimeRange: option \"end\" (%1) must be after \"start\" (%2)").arg(end).arg(start));
    if (newEnd <= start)
        return OperationResult::failure(
            tr("retimeRange: option \"new_end\" (%1) must be after \"start\" (%2)").arg(newEnd).arg(start));
    const QString ease = options.value(QStringLiteral("ease")).toString();
    EaseCurve curve;
    if (ease == QLatin1String("slow_in"))
        curve = EaseCurve::slowIn();
    else if (ease == QLatin1String("slow_out"))
        curve = EaseCurve::slowOut();
    else if (ease == QLatin1String("slow_in_out"))
        curve = EaseCurve::slowInOut();
    else if (ease == QLatin1String("curve")) {
        const QStringList h = options.value(QStringLiteral("handles"))
                                  .toString()
                                  .split(QRegularExpression(QStringLiteral("[\\s,]+")), Qt::SkipEmptyParts);
        bool ok = h.size() == 4;
        double v[4] = {};
        for (qsizetype i = 0; ok && i < 4; ++i)
            v[i] = h[i].toDouble(&ok);
        if (!ok)
            return OperationResult::failure(tr("retimeRange: option \"handles\" expects four numbers \"x1 y1 x2 y2\""));
        curve = {v[0], v[1], v[2], v[3]};
        if (curve.x1 < 0 || curve.x1 > 1 || curve.x2 < 0 || curve.x2 > 1)
            return OperationResult::failure(tr("retimeRange: option \"handles\": x1 and x2 must be from 0 to 1"));
    }
    return push(document, new RetimeRangeCommand(&document, index, float(start), float(end), float(newEnd), curve),
                tr("Retimed %1–%2 s to end at %3 s.").arg(localNumber(start), localNumber(end), localNumber(newEnd)),
                tr("Nothing to retime."));
}

OperationResult runCopyKeys(Document &document, const QVariantMap &options)
{
    const int index = animationIndex(document, options);
    return key_edits::copyKeys(document, index,
                               pickedKeys(document.model(), document.model().animations[index], options));
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
    list.append({QStringLiteral("insertKeys"),
                 timeline,
                 QStringLiteral("Insert Keys at Cursor"),
                 {animationOption(), jointsOption(), morphsOption(),
                  option("time", Type::Double, -1.0, "where, in seconds; -1: the current time")},
                 runInsertKeysAt,
                 needsAnimation});
    list.append({QStringLiteral("deleteKeys"), timeline, QStringLiteral("Delete Keys"), rangeOptions(), runDeleteKeys,
                 needsAnimation});
    QList<OperationOption> move = rangeOptions();
    move << selectedOption() << option("offset", Type::Double, 0.0, "how far to move the keys (negative: earlier)")
         << option("unit", Type::Choice, QStringLiteral("seconds"), "what offset counts",
                   {QStringLiteral("seconds"), QStringLiteral("frames")})
         << option("snap", Type::Choice, QStringLiteral("none"),
                   "frames: round the new times to frames; cursor: the first key lands on the current time "
                   "(offset is not used)",
                   {QStringLiteral("none"), QStringLiteral("frames"), QStringLiteral("cursor")});
    list.append({QStringLiteral("moveKeys"), timeline, QStringLiteral("Move Keys"), move, runMoveKeys, needsAnimation});
    QList<OperationOption> scale = rangeOptions();
    scale << selectedOption()
          << numberOption("factor", Type::Double, 1.0, "time factor (2 plays the keys half as fast)", 0.01, 100.0)
          << numberOption("pivot", Type::Double, -1.0, "the time that stays, in seconds; -1: the first picked key",
                          -1.0)
          << option("snap", Type::Bool, true, "round the new times to frames");
    list.append(
        {QStringLiteral("scaleKeys"), timeline, QStringLiteral("Scale Keys"), scale, runScaleKeys, needsAnimation});
    QList<OperationOption> interpolation = rangeOptions();
    interpolation << selectedOption()
                  << option("mode", Type::Choice, QStringLiteral("linear"),
                            "how each key goes on to the next: linear, constant (a step) or smooth (eases in and out)",
                            {QStringLiteral("linear"), QStringLiteral("constant"), QStringLiteral("smooth")});
    list.append({QStringLiteral("setInterpolation"), timeline, QStringLiteral("Set Interpolation"), interpolation,
                 runSetInterpolation, needsAnimation});
    list.append(
        {QStringLiteral("selectKeys"),
         timeline,
         QStringLiteral("Select Keys"),
         {animationOption(),
          option("joints", Type::String, QString(),
                 "joint names: words matching part of a name, or wildcards (* ?); empty: every joint"),
          option("morphs", Type::String, QString(),
                 "morph targets: names or \"MESH / TARGET\", comma-separated, else words matching part of a "
                 "target's name or wildcards (* ?); with joints and morphs both empty: every joint and every morph "
                 "target"),
          numberOption("start", Type::Double, 0.0, "the time of the first key picked, in seconds", 0.0),
          numberOption("end", Type::Double, -1.0, "the time of the last key picked, in seconds; -1: the clip's end",
                       -1.0)},
         runSelectKeys,
         needsAnimation});
    list.append(
        {QStringLiteral("retimeRange"),
         timeline,
         QStringLiteral("Retime Range"),
         {animationOption(), numberOption("start", Type::Double, 0.0, "the range's start, in seconds (it stays)", 0.0),
          numberOption("end", Type::Double, -1.0, "the range's end, in seconds; -1: the clip's end", -1.0),
          numberOption("new_end", Type::Double, 1.0, "where the range's end goes, in seconds", 0.0),
          option("ease", Type::Choice, QStringLiteral("linear"),
                 "the timing: linear (a plain scale), slow_in, slow_out, slow_in_out, or curve (handles)",
                 {QStringLiteral("linear"), QStringLiteral("slow_in"), QStringLiteral("slow_out"),
                  QStringLiteral("slow_in_out"), QStringLiteral("curve")}),
          option("handles", Type::String, QStringLiteral("0.42 0 0.58 1"),
                 "with ease=curve: the Bezier handles \"x1 y1 x2 y2\" of a curve from (0,0) to (1,1), "
                 "as CSS cubic-bezier()")},
         runRetimeRange,
         needsAnimation});
    list.append({QStringLiteral("copyKeys"), timeline, QStringLiteral("Copy Keys"), rangeOptions(), runCopyKeys,
                 needsAnimation});
    list.append({QStringLiteral("pasteKeys"),
                 timeline,
                 QStringLiteral("Paste Keys at Cursor"),
                 {animationOption(), option("time", Type::Double, -1.0,
                                            "where the first pasted key goes, in seconds; -1: the current time")},
                 runPasteKeys,
                 needsAnimation});
}

} // namespace quarry
