// What the DarkPlaces client's chase camera sees, drawn by Quarry: the
// camera placed as the client's view code places it (V_CalcRefdef with
// chase_active: the eye at the player's view height, moved chase_back
// units back along the view and chase_up units up, where no wall is in
// the way), the view angles and field of view the client uses (fov is
// the horizontal angle of a 4:3 view), and a model posed by Quarry
// (model/Pose) and filled triangle by triangle into a mask of the shot's
// size: its silhouette from that camera, to set beside the game's. The
// model drawn is the source placed by the test as the game should show
// it (expectedPlayer), so that a wrong export shows as a wrong shape.
#pragma once

#include "GameShots.h"

#include "model/Model.h"
#include "model/Pose.h"
#include "model/ops/ModelTransform.h"

#include <QImage>
#include <QMatrix4x4>
#include <QPainter>
#include <QPolygonF>
#include <QSize>
#include <QVector3D>

#include <cmath>

namespace quarry::test {

struct ChaseView
{
    QVector3D eye, forward, right, up;
    double tanX = 1, tanY = 1; // the half extents of the view at depth 1
    QSize size;
    double yaw = 0; // the way the player looks, which it faces

    // The pixel (origin top left) where a world point shows; false behind the eye.
    bool project(const QVector3D &world, QPointF *pixel) const
    {
        const QVector3D d = world - eye;
        const double z = QVector3D::dotProduct(d, forward);
        if (z < 1)
            return false;
        const double x = QVector3D::dotProduct(d, right) / (z * tanX);
        const double y = QVector3D::dotProduct(d, up) / (z * tanY);
        *pixel = QPointF(size.width() * 0.5 * (1 + x), size.height() * 0.5 * (1 - y));
        return true;
    }
};

// Quake's view angles (pitch down positive, yaw about Z) to the camera
// at `origin` + view height, chase_back behind and chase_up above.
inline ChaseView chaseView(const QVector3D &origin, double pitch, double yaw, double viewHeight, double back, double up,
                           double fov, const QSize &size)
{
    const double p = qDegreesToRadians(pitch), y = qDegreesToRadians(yaw);
    ChaseView v;
    v.forward = QVector3D(float(std::cos(p) * std::cos(y)), float(std::cos(p) * std::sin(y)), float(-std::sin(p)));
    v.right = QVector3D(float(std::sin(y)), float(-std::cos(y)), 0);
    v.up = QVector3D(float(std::sin(p) * std::cos(y)), float(std::sin(p) * std::sin(y)), float(std::cos(p)));
    v.eye = origin + QVector3D(0, 0, float(viewHeight)) - v.forward * float(back) + QVector3D(0, 0, float(up));
    v.tanY = std::tan(qDegreesToRadians(fov) / 2) * 3.0 / 4.0;
    v.tanX = v.tanY * size.width() / size.height();
    v.size = size;
    v.yaw = yaw;
    return v;
}

// The model posed at `time` into `animation` (-1: the bind pose), placed
// in the world by `placement`, filled white on black as `view` sees it.
inline QImage silhouetteMask(const Model &model, int animation, double time, const QMatrix4x4 &placement,
                             const ChaseView &view)
{
    QImage mask(view.size, QImage::Format_Grayscale8);
    mask.fill(0);
    QPainter painter(&mask);
    painter.setPen(Qt::NoPen);
    painter.setBrush(Qt::white);
    const QList<QMatrix4x4> skinning = skinningMatrices(
        model.skeleton, worldMatrices(model.skeleton, localPose(model, animation, time)));
    for (const Mesh &mesh : model.meshes) {
        const SkinnedMesh posed = skinMesh(mesh, skinning);
        QList<QPointF> pixels(posed.positions.size());
        QList<bool> shown(posed.positions.size());
        for (qsizetype i = 0; i < posed.positions.size(); ++i)
            shown[i] = view.project(placement.map(posed.positions[i]), &pixels[i]);
        for (const Triangle &t : mesh.triangles)
            if (t[0] < quint32(shown.size()) && t[1] < quint32(shown.size()) && t[2] < quint32(shown.size())
                && shown[t[0]] && shown[t[1]] && shown[t[2]])
                painter.drawPolygon(QPolygonF({pixels[t[0]], pixels[t[1]], pixels[t[2]]}));
    }
    return mask;
}

// The overlap of a game's silhouette with a mask within `area`: the
// pixels in both over the pixels in either (1: the same shape).
inline double overlap(const Silhouette &shape, const QImage &mask, const QRect &area)
{
    qsizetype both = 0, either = 0;
    QSet<quint64> inShape;
    for (const QPoint &p : shape.pixels)
        inShape.insert(quint64(p.x()) << 32 | quint64(p.y()));
    for (int y = area.top(); y <= area.bottom(); ++y)
        for (int x = area.left(); x <= area.right(); ++x) {
            const bool a = inShape.contains(quint64(x) << 32 | quint64(y));
            const bool b = qGray(mask.pixel(x, y)) > 127;
            both += a && b ? 1 : 0;
            either += a || b ? 1 : 0;
        }
    return either == 0 ? 0 : double(both) / double(either);
}

// The lowest row a mask fills (-1: none).
inline int lowestRow(const QImage &mask)
{
    for (int y = mask.height() - 1; y >= 0; --y)
        for (int x = 0; x < mask.width(); ++x)
            if (qGray(mask.pixel(x, y)) > 127)
                return y;
    return -1;
}

// A source model as the game should show it, placed by the test itself and
// not by the export: turned a quarter so that its front (-Y, as the
// figure and Cal3D's samples are read) looks along +X, scaled to
// Xonotic's player height of 69 units, its lowest point at Z = -24 and its
// middle on the Z axis. Quarry's drawing of it is what "standing on the
// spot, seen from behind" looks like from the game's camera.
inline Model expectedPlayer(Model model)
{
    Similarity turn;
    turn.rotation = QQuaternion::fromAxisAndAngle(0, 0, 1, 90);
    turn.scale = 69.0f / modelBounds(model).size().z();
    transformModel(model, turn);
    const Bounds b = modelBounds(model);
    Similarity place;
    place.translation = QVector3D(-b.center().x(), -b.center().y(), -24 - b.min.z());
    transformModel(model, place);
    return model;
}

// The animation of `model` named as `exported`'s animation `index` (-1: none).
inline int sameAnimation(const Model &model, const Model &exported, int index)
{
    for (int a = 0; index >= 0 && index < exported.animations.size() && a < model.animations.size(); ++a)
        if (model.animations[a].name == exported.animations[index].name)
            return a;
    return -1;
}

// How well Quarry's drawing of a player from the game's camera (`view`,
// with the player at `origin`) matches the game's shot, placed as the game
// places it and placed wrongly: the best overlap over every frame of the
// animation `played` (-1: every animation), as the game shows some frame
// of the one it plays.
struct Fit
{
    double right = 0; // standing on the spot, facing the way the player looks
    double profile = 0; // turned a quarter: seen from the side
    double facing = 0; // turned half: seen from the front
    double floating = 0; // 23 units above the spot
    double upsideDown = 0; // the right drawing flipped top to bottom
    int lowest = -1; // the right drawing's lowest row at its best frame
};

inline Fit fit(const Model &model, int played, const Silhouette &shape, const QRect &area, const QVector3D &origin,
               const ChaseView &view)
{
    QList<std::pair<int, double>> poses;
    for (int a = 0; a < model.animations.size(); ++a)
        for (int f = 0; (a == played || played < 0) && f < model.animations[a].frameCount(); ++f)
            poses << std::pair{a, f / model.animations[a].fps};
    if (poses.isEmpty())
        poses << std::pair{-1, 0.0};
    Fit best;
    for (const auto &[animation, time] : std::as_const(poses)) {
        const auto placed = [&](float turn, float raise) {
            QMatrix4x4 m;
            m.translate(origin + QVector3D(0, 0, raise));
            m.rotate(float(view.yaw) + turn, 0, 0, 1);
            return silhouetteMask(model, animation, time, m, view);
        };
        const QImage right = placed(0, 0);
        const double r = overlap(shape, right, area);
        if (r > best.right) {
            best.right = r;
            best.lowest = lowestRow(right);
        }
        best.profile = std::max(
            {best.profile, overlap(shape, placed(90, 0), area), overlap(shape, placed(-90, 0), area)});
        best.facing = std::max(best.facing, overlap(shape, placed(180, 0), area));
        best.floating = std::max(best.floating, overlap(shape, placed(0, 23), area));
        best.upsideDown = std::max(best.upsideDown, overlap(shape, right.mirrored(false, true), area));
    }
    return best;
}

} // namespace quarry::test
