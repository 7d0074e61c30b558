// The comparison's report as JSON and as text.
#include "model/ops/Compare.h"

#include "model/Translate.h"

#include <QJsonArray>

#include <algorithm>

namespace quarry {

namespace {

QString jointName(const Model &model, int joint)
{
    if (joint < 0 || joint >= model.skeleton.joints.size())
        return {};
    const QString &name = model.skeleton.joints[joint].name;
    return name.isEmpty() ? QStringLiteral("#%1").arg(joint) : name;
}

QString meshName(const Model &model, int mesh)
{
    if (mesh < 0 || mesh >= model.meshes.size())
        return {};
    const QString &name = model.meshes[mesh].name;
    return name.isEmpty() ? QStringLiteral("#%1").arg(mesh) : name;
}

QString animationName(const CompareReport &report, int animation)
{
    return animation >= 0 && animation < report.animations.size() ? report.animations[animation].name : QString();
}

QJsonValue orNull(const QString &text)
{
    return text.isNull() ? QJsonValue() : QJsonValue(text);
}

QJsonObject deviationJson(const Deviation &d, const CompareReport &report, const Model &a, const Model &b)
{
    QJsonObject o{{QStringLiteral("largest"), d.largest},
                  {QStringLiteral("mean"), d.mean},
                  {QStringLiteral("samples"), d.samples}};
    if (d.joint >= 0) {
        o.insert(QStringLiteral("joint"), jointName(a, d.joint));
        o.insert(QStringLiteral("joint_index"), d.joint);
        o.insert(QStringLiteral("joint_b"), jointName(b, d.jointB));
        o.insert(QStringLiteral("joint_index_b"), d.jointB);
    }
    if (d.vertex >= 0) {
        o.insert(QStringLiteral("mesh"), meshName(a, d.mesh));
        o.insert(QStringLiteral("mesh_index"), d.mesh);
        o.insert(QStringLiteral("vertex"), d.vertex);
        o.insert(QStringLiteral("mesh_b"), meshName(b, d.meshB));
        o.insert(QStringLiteral("mesh_index_b"), d.meshB);
        o.insert(QStringLiteral("vertex_b"), d.vertexB);
    }
    if (d.joint >= 0 || d.vertex >= 0) {
        o.insert(QStringLiteral("animation"), orNull(animationName(report, d.animation)));
        o.insert(QStringLiteral("animation_index"), d.animation);
        o.insert(QStringLiteral("time"), d.time);
    }
    return o;
}

// A fraction of the height as a percentage: "0.0123%".
QString percent(double fraction)
{
    return QString::number(fraction * 100, 'g', 3) + QLatin1Char('%');
}

QString quoted(const QString &name)
{
    return QLatin1Char('"') + name + QLatin1Char('"');
}

// "at joint "x" (B: "y")", "at mesh "m" vertex 3 (B: mesh "n" vertex 5)",
// then ", animation "walk" at 1.2 s" or ", bind pose".
QString where(const Deviation &d, const CompareReport &report, const Model &a, const Model &b, bool withTime)
{
    QString text;
    if (d.joint >= 0) {
        const QString na = jointName(a, d.joint), nb = jointName(b, d.jointB);
        text = na == nb ? tr("at joint %1").arg(quoted(na)) : tr("at joint %1 (B: %2)").arg(quoted(na), quoted(nb));
    } else if (d.vertex >= 0) {
        text = tr("at mesh %1 vertex %2 (B: mesh %3 vertex %4)")
                   .arg(quoted(meshName(a, d.mesh)))
                   .arg(d.vertex)
                   .arg(quoted(meshName(b, d.meshB)))
                   .arg(d.vertexB);
    } else {
        return {};
    }
    if (withTime)
        text +=
            d.animation >= 0
                ? tr(", animation %1 at %2 s").arg(quoted(animationName(report, d.animation))).arg(d.time, 0, 'f', 3)
                : tr(", bind pose");
    return text;
}

QString distanceLine(const QString &what, const Deviation &d, const CompareReport &report, const Model &a,
                     const Model &b, bool withTime)
{
    if (d.samples == 0)
        return tr("%1: nothing to compare").arg(what);
    return tr("%1: largest %2 %3; mean %4")
        .arg(what, percent(d.largest), where(d, report, a, b, withTime), percent(d.mean));
}

} // namespace

QJsonObject compareReportJson(const CompareReport &report, const Model &a, const Model &b)
{
    QJsonArray structure;
    for (const StructureDifference &d : report.differences)
        structure.append(QJsonObject{{QStringLiteral("kind"), d.kind}, {QStringLiteral("message"), d.message}});
    QJsonArray animations;
    for (const AnimationComparison &c : report.animations)
        animations.append(QJsonObject{{QStringLiteral("name"), c.name},
                                      {QStringLiteral("index_a"), c.animationA},
                                      {QStringLiteral("index_b"), c.animationB},
                                      {QStringLiteral("fps_a"), c.fpsA},
                                      {QStringLiteral("fps_b"), c.fpsB},
                                      {QStringLiteral("duration_a"), c.durationA},
                                      {QStringLiteral("duration_b"), c.durationB},
                                      {QStringLiteral("times"), c.timeCount},
                                      {QStringLiteral("joints"), deviationJson(c.joints, report, a, b)},
                                      {QStringLiteral("surface"), deviationJson(c.surface, report, a, b)}});
    QJsonObject normals = deviationJson(report.normals, report, a, b);
    normals.insert(QStringLiteral("unit"), QStringLiteral("degrees"));
    QJsonObject texcoords = deviationJson(report.texcoords, report, a, b);
    texcoords.insert(QStringLiteral("unit"), QStringLiteral("texture"));
    return QJsonObject{
        {QStringLiteral("within_tolerance"), report.withinTolerance()},
        {QStringLiteral("tolerance"), report.tolerance},
        {QStringLiteral("height"), report.height},
        {QStringLiteral("fit_scale"), report.fitScale},
        {QStringLiteral("scale"), report.scale},
        {QStringLiteral("largest"), std::max({report.joints.largest, report.surface.largest})},
        {QStringLiteral("structure"), structure},
        {QStringLiteral("matched"), QJsonObject{{QStringLiteral("joints"), report.jointsMatched},
                                                {QStringLiteral("vertices"), report.verticesMatched},
                                                {QStringLiteral("unmatched_a"), report.unmatchedA},
                                                {QStringLiteral("unmatched_b"), report.unmatchedB}}},
        {QStringLiteral("joints"), deviationJson(report.joints, report, a, b)},
        {QStringLiteral("surface"), deviationJson(report.surface, report, a, b)},
        {QStringLiteral("bind_surface"), deviationJson(report.bindSurface, report, a, b)},
        {QStringLiteral("matched_at_animation"),
         report.matchedAtAnimation >= 0 && report.matchedAtAnimation < a.animations.size()
             ? QJsonValue(a.animations[report.matchedAtAnimation].name)
             : QJsonValue()},
        {QStringLiteral("texcoords"), texcoords},
        {QStringLiteral("normals"), normals},
        {QStringLiteral("animations"), animations},
    };
}

namespace {

// The line of a deviation, naming what it found (A's animation index: the
// report's are indexes into CompareReport::animations).
CompareLine deviationLine(const QString &text, const Deviation &d, const CompareReport &report, int indent)
{
    CompareLine line{text, indent};
    if (d.samples == 0 || (d.joint < 0 && d.vertex < 0))
        return line;
    line.named = true;
    line.animation = d.animation >= 0 && d.animation < report.animations.size()
                         ? report.animations[d.animation].animationA
                         : -1;
    line.time = d.time;
    line.joint = d.joint;
    line.mesh = d.mesh;
    line.vertex = d.vertex;
    return line;
}

} // namespace

QList<CompareLine> compareReportLines(const CompareReport &report, const Model &a, const Model &b)
{
    QList<CompareLine> lines;
    const double largest = std::max(report.joints.largest, report.surface.largest);
    QString verdict;
    if (report.withinTolerance())
        verdict = tr("Within tolerance: largest distance %1 of height (tolerance %2).")
                      .arg(percent(largest), percent(report.tolerance));
    else if (report.unmatchedA || report.unmatchedB)
        verdict = tr("NOT within tolerance: vertices without a counterpart; largest distance %1 of height "
                     "(tolerance %2).")
                      .arg(percent(largest), percent(report.tolerance));
    else
        verdict = tr("NOT within tolerance: largest distance %1 of height (tolerance %2).")
                      .arg(percent(largest), percent(report.tolerance));
    lines << CompareLine{tr("Distances are fractions of A's height, %1.").arg(report.height, 0, 'g', 6)};
    if (report.fitScale)
        lines << CompareLine{tr("B scaled by %1 to A's height before measuring.").arg(report.scale, 0, 'g', 6)};
    if (report.differences.isEmpty()) {
        lines << CompareLine{tr("Structure: the same.")};
    } else {
        lines << CompareLine{tr("Structure:")};
        for (const StructureDifference &d : report.differences)
            lines << CompareLine{d.message, 1};
    }
    lines << CompareLine{tr("Matched: %1 joints; %2 vertices of A, %3 of A and %4 of B without a counterpart.")
                             .arg(report.jointsMatched)
                             .arg(report.verticesMatched)
                             .arg(report.unmatchedA)
                             .arg(report.unmatchedB)};
    if (report.matchedAtAnimation >= 0 && report.matchedAtAnimation < a.animations.size())
        lines << CompareLine{tr("Vertices matched where animation %1 starts: one model has no skeleton, so no bind "
                                "pose to compare.")
                                 .arg(quoted(a.animations[report.matchedAtAnimation].name))};
    else
        lines << deviationLine(distanceLine(tr("Bind pose, surface"), report.bindSurface, report, a, b, false),
                               report.bindSurface, report, 0);
    for (const AnimationComparison &c : report.animations) {
        QString head = tr("Animation %1 (%2 times").arg(quoted(c.name)).arg(c.timeCount);
        if (c.fpsA != c.fpsB)
            head += tr("; %1 frames a second in A, %2 in B").arg(c.fpsA, 0, 'g', 6).arg(c.fpsB, 0, 'g', 6);
        lines << CompareLine{head + QStringLiteral("):")};
        lines << deviationLine(distanceLine(tr("joints"), c.joints, report, a, b, true), c.joints, report, 1);
        lines << deviationLine(distanceLine(tr("surface"), c.surface, report, a, b, true), c.surface, report, 1);
    }
    if (report.texcoords.samples)
        lines << deviationLine(
            tr("Texture coordinates: largest difference %1 %2")
                .arg(QString::number(report.texcoords.largest, 'g', 3), where(report.texcoords, report, a, b, false)),
            report.texcoords, report, 0);
    if (report.normals.samples)
        lines << deviationLine(
            tr("Normals: largest difference %1° %2")
                .arg(QString::number(report.normals.largest, 'f', 2), where(report.normals, report, a, b, false)),
            report.normals, report, 0);
    lines << CompareLine{verdict};
    return lines;
}

QString compareReportText(const CompareReport &report, const Model &a, const Model &b)
{
    QString text;
    for (const CompareLine &line : compareReportLines(report, a, b))
        text += QString(2 * line.indent, QLatin1Char(' ')) + line.text + QLatin1Char('\n');
    return text;
}

} // namespace quarry
