// What the Quake engines' shots are checked against (tst_target_quakespasm,
// tst_target_darkplaces_quake): Quarry's drawing of a model read back from
// an MDL or MD2 at one of its frames, from the engine's camera, placed in
// front of the eye by the demo (QuakeGame.h); and the engine's console
// lines that say something failed.
#pragma once

#include "DarkplacesView.h"
#include "GameShots.h"
#include "QuakeGame.h"

#include "model/MorphWeights.h"
#include "model/Pose.h"

#include <QImage>
#include <QMatrix4x4>
#include <QPainter>
#include <QRegularExpression>

#include <cmath>

namespace quarry::test {

// The engines' camera in the demo: the eye 22 units (Quake's default view
// height) above the viewer's origin, looking along +X, fov 90 at 4:3.
inline ChaseView quakeView(const QSize &size)
{
    return chaseView({}, 0, 0, 22, 0, 0, 90, size);
}

// Console lines that say something failed or is amiss.
inline const QRegularExpression kFailing(
    QStringLiteral("error|warning|fail|couldn't|could not|can't|cannot|not found|too many|invalid|bad |corrupt"),
    QRegularExpression::CaseInsensitiveOption);
inline QStringList unexpectedFailures(const QString &log, const QList<QRegularExpression> &expectedLines)
{
    QStringList lines;
    for (const QString &raw : log.split(QLatin1Char('\n'))) {
        const QString line = raw.trimmed();
        if (!kFailing.match(line).hasMatch())
            continue;
        bool expected = false;
        for (const QRegularExpression &e : expectedLines)
            expected = expected || e.match(line).hasMatch();
        if (!expected)
            lines << line;
    }
    return lines;
}

// The animation and time at which a model read from an MDL or MD2 shows
// the frame QuakeC numbers `frame`: its animations hold the frames in order.
inline std::pair<int, double> frameTime(const Model &model, int frame)
{
    for (int a = 0; a < model.animations.size(); ++a) {
        const int count = model.animations[a].frameCount();
        if (frame < count)
            return {a, frame / model.animations[a].fps};
        frame -= count;
    }
    return {-1, 0.0};
}

inline int frameCount(const Model &model)
{
    int count = 0;
    for (const Animation &a : model.animations)
        count += a.frameCount();
    return count;
}

// Quarry's drawing of `model` at QuakeC frame `frame`, placed by
// `placement`, filled white on black as `view` sees it.
inline QImage frameMask(const Model &model, int frame, const QMatrix4x4 &placement, const ChaseView &view)
{
    const auto [animation, time] = frameTime(model, frame);
    MorphWeights weights;
    if (animation >= 0)
        weights = animationMorphWeights(model, model.animations[animation], float(time));
    QList<QMatrix4x4> skinning;
    if (!model.skeleton.isEmpty())
        skinning = skinningMatrices(model.skeleton, worldMatrices(model.skeleton, localPose(model, animation, time)));
    QImage mask(view.size, QImage::Format_Grayscale8);
    mask.fill(0);
    QPainter painter(&mask);
    painter.setPen(Qt::NoPen);
    painter.setBrush(Qt::white);
    for (int m = 0; m < model.meshes.size(); ++m) {
        Mesh posed = model.meshes[m];
        if (weights.contains(m))
            posed.positions = morphedPositions(model.meshes[m], weights.value(m));
        if (posed.isSkinned() && !skinning.isEmpty())
            posed.positions = skinMesh(posed, skinning).positions;
        QList<QPointF> pixels(posed.positions.size());
        QList<bool> shown(posed.positions.size());
        for (qsizetype i = 0; i < posed.positions.size(); ++i)
            shown[i] = view.project(placement.map(posed.positions[i]), &pixels[i]);
        for (const Triangle &t : posed.triangles)
            if (t[0] < quint32(shown.size()) && t[1] < quint32(shown.size()) && t[2] < quint32(shown.size())
                && shown[t[0]] && shown[t[1]] && shown[t[2]])
                painter.drawPolygon(QPolygonF({pixels[t[0]], pixels[t[1]], pixels[t[2]]}));
    }
    return mask;
}

// The pixels a mask fills.
inline Silhouette maskShape(const QImage &mask)
{
    Silhouette s;
    for (int y = 0; y < mask.height(); ++y)
        for (int x = 0; x < mask.width(); ++x)
            if (qGray(mask.pixel(x, y)) > 127) {
                s.pixels << QPoint(x, y);
                s.box |= QRect(x, y, 1, 1);
            }
    return s;
}

inline float onEighths(float v)
{
    return std::round(v * 8) / 8; // a coordinate as protocol 15 sends it
}

// A model read back, placed by the demo facing the eye with its middle 1.3
// of its largest extent in front of it, at the eye's height.
struct ShownModel
{
    Model model;
    quakegame::Placement sent;
    QMatrix4x4 placement; // the same, for Quarry's drawing

    void placeBeforeEye()
    {
        const Bounds b = modelBounds(model);
        const QVector3D c = b.center();
        const float distance = 1.3f * std::max({b.size().x(), b.size().y(), b.size().z()});
        sent.origin = QVector3D(onEighths(distance + c.x()), onEighths(c.y()), onEighths(22 - c.z()));
        sent.yaw = 180;
        placement = QMatrix4x4();
        placement.translate(sent.origin);
        placement.rotate(sent.yaw, 0, 0, 1);
    }

    // The frame (after 0) whose drawing from `view` overlaps frame 0's
    // least, and that overlap.
    std::pair<int, double> leastLikeFirst(const ChaseView &view) const
    {
        const QRect all(QPoint(0, 0), view.size);
        const Silhouette first = maskShape(frameMask(model, 0, placement, view));
        std::pair<int, double> least{0, 1.0};
        for (int f = 1; f < frameCount(model); ++f)
            if (const double o = overlap(first, frameMask(model, f, placement, view), all); o < least.second)
                least = {f, o};
        return least;
    }
};

} // namespace quarry::test
