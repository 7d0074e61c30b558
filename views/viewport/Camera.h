// A viewport camera: an orbiting perspective view or one of the three
// orthographic views (front, side, top), around a target point, in a world
// whose up axis is Z (default) or Y. Models face +X (the Quake family's
// convention): the front view looks along -X, the side view along the
// depth axis (+Y when Z is up), the top view down.
#pragma once

#include "model/Pose.h"

#include <QMatrix4x4>
#include <QPointF>
#include <QSize>
#include <QVector3D>

namespace quarry {

enum class UpAxis : quint8 { Z, Y };

struct Ray
{
    QVector3D origin;
    QVector3D direction; // normalized
};

class Camera
{
public:
    enum class View : quint8 { Perspective, Front, Side, Top };

    explicit Camera(View view = View::Perspective, UpAxis up = UpAxis::Z);

    View view() const { return m_view; }
    void setView(View view) { m_view = view; }
    bool isOrthographic() const { return m_view != View::Perspective; }
    UpAxis upAxis() const { return m_up; }
    void setUpAxis(UpAxis up) { m_up = up; }

    QVector3D target() const { return m_target; }
    void setTarget(const QVector3D &target) { m_target = target; }
    float distance() const { return m_distance; }
    void setDistance(float distance);
    float yaw() const { return m_yaw; }
    float pitch() const { return m_pitch; }
    void setAngles(float yawDegrees, float pitchDegrees);

    // The world's axes as the views see them: right, depth (away from a
    // front view) and up.
    QVector3D rightAxis() const;
    QVector3D depthAxis() const;
    QVector3D upVector() const;

    QVector3D eye() const;
    // Unit vector from the eye towards the target.
    QVector3D forward() const;
    QVector3D screenUp() const;
    QVector3D screenRight() const;
    QMatrix4x4 viewMatrix() const;
    QMatrix4x4 projectionMatrix(float aspect) const;

    // Drag by pixels: orbit turns the perspective view; pan moves the
    // target in the screen plane; zoom scales the distance (steps > 0 in).
    void orbit(float dxPixels, float dyPixels);
    void pan(float dxPixels, float dyPixels, int viewportHeight);
    void zoom(float steps);
    // Looks at the bounds so that they fill the view.
    void frame(const Bounds &bounds);
    // Whether the bounds show usefully in a view of this size: not wholly
    // off screen or behind the eye, not a few pixels across, not so close
    // that most of them spill past the edges. A transform that moves or
    // scales the model away from the view makes this false.
    bool showsWell(const Bounds &bounds, const QSize &viewport) const;
    // After an edit that changed the model's bounds: whether the view
    // showed the model well before and does not now, so it should frame it
    // again (a view the user zoomed in close is left alone).
    bool lostSightOf(const Bounds &before, const Bounds &after, const QSize &viewport) const
    {
        return showsWell(before, viewport) && !showsWell(after, viewport);
    }
    // Tells the camera how large the scene is, for its clipping planes.
    void setSceneRadius(float radius) { m_sceneRadius = radius; }

    // Window coordinates (origin top left) of a world point; z is the NDC
    // depth. Returns false when the point is behind the eye.
    bool project(const QVector3D &world, const QSize &viewport, QVector3D *screen) const;
    Ray ray(const QPointF &pixel, const QSize &viewport) const;
    // World units covered by one pixel at the target's depth.
    float pixelSize(int viewportHeight) const;

    static constexpr float kFieldOfView = 40.0f;

private:
    View m_view;
    UpAxis m_up;
    QVector3D m_target;
    float m_distance = 6.0f;
    float m_yaw = 60.0f; // from the front right of a model facing +X
    float m_pitch = 20.0f;
    float m_sceneRadius = 10.0f;
};

} // namespace quarry
