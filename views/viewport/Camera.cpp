#include "views/viewport/Camera.h"

#include <QRectF>

#include <QtMath>

#include <algorithm>
#include <cmath>

namespace quarry {

Camera::Camera(View view, UpAxis up)
    : m_view(view)
    , m_up(up)
{ }

void Camera::setDistance(float distance)
{
    if (std::isfinite(distance))
        m_distance = std::clamp(distance, 1e-4f, 1e7f);
}

void Camera::setAngles(float yawDegrees, float pitchDegrees)
{
    m_yaw = std::fmod(yawDegrees, 360.0f);
    m_pitch = std::clamp(pitchDegrees, -89.0f, 89.0f);
}

QVector3D Camera::rightAxis() const
{
    return QVector3D(1, 0, 0);
}
QVector3D Camera::depthAxis() const
{
    return m_up == UpAxis::Z ? QVector3D(0, 1, 0) : QVector3D(0, 0, -1);
}
QVector3D Camera::upVector() const
{
    return m_up == UpAxis::Z ? QVector3D(0, 0, 1) : QVector3D(0, 1, 0);
}

QVector3D Camera::forward() const
{
    switch (m_view) {
    // Quake-family models face +X: the front view looks at the face (from
    // +X), the side view at the model's right side (from -depth).
    case View::Front: return -rightAxis();
    case View::Side: return depthAxis();
    case View::Top: return -upVector();
    case View::Perspective: break;
    }
    const float yaw = qDegreesToRadians(m_yaw);
    const float pitch = qDegreesToRadians(m_pitch);
    // Yaw 0 looks from the front; positive yaw walks towards +right.
    const QVector3D horizontal = -depthAxis() * std::cos(yaw) + rightAxis() * std::sin(yaw);
    const QVector3D toEye = horizontal * std::cos(pitch) + upVector() * std::sin(pitch);
    return -toEye.normalized();
}

QVector3D Camera::screenUp() const
{
    if (m_view == View::Top)
        return depthAxis();
    const QVector3D right = QVector3D::crossProduct(forward(), upVector()).normalized();
    return QVector3D::crossProduct(right, forward()).normalized();
}

QVector3D Camera::screenRight() const
{
    return QVector3D::crossProduct(forward(), screenUp()).normalized();
}

QVector3D Camera::eye() const
{
    return m_target - forward() * m_distance;
}

QMatrix4x4 Camera::viewMatrix() const
{
    QMatrix4x4 m;
    m.lookAt(eye(), m_target, screenUp());
    return m;
}

QMatrix4x4 Camera::projectionMatrix(float aspect) const
{
    QMatrix4x4 m;
    const float radius = std::max(m_sceneRadius, 1e-3f);
    if (isOrthographic()) {
        const float h = m_distance * std::tan(qDegreesToRadians(kFieldOfView * 0.5f));
        const float w = h * aspect;
        const float depth = m_distance + 4.0f * radius + m_target.length();
        m.ortho(-w, w, -h, h, -depth, depth + m_distance);
    } else {
        const float farPlane = m_distance + 4.0f * radius + m_target.length();
        const float nearPlane = std::max(m_distance * 0.01f, farPlane * 1e-5f);
        m.perspective(kFieldOfView, aspect, nearPlane, farPlane);
    }
    return m;
}

void Camera::orbit(float dxPixels, float dyPixels)
{
    if (isOrthographic())
        return;
    setAngles(m_yaw - dxPixels * 0.4f, m_pitch + dyPixels * 0.4f);
}

float Camera::pixelSize(int viewportHeight) const
{
    const float h = m_distance * std::tan(qDegreesToRadians(kFieldOfView * 0.5f));
    return 2.0f * h / float(std::max(viewportHeight, 1));
}

void Camera::pan(float dxPixels, float dyPixels, int viewportHeight)
{
    const float unit = pixelSize(viewportHeight);
    m_target += (-screenRight() * dxPixels + screenUp() * dyPixels) * unit;
}

void Camera::zoom(float steps)
{
    setDistance(m_distance * std::pow(0.88f, steps));
}

void Camera::frame(const Bounds &bounds)
{
    if (!bounds.isValid())
        return;
    m_target = bounds.center();
    const float radius = std::max(bounds.radius(), 1e-3f);
    const float halfAngle = qDegreesToRadians(kFieldOfView * 0.5f);
    setDistance(isOrthographic() ? radius * 1.1f / std::tan(halfAngle) : radius * 1.15f / std::sin(halfAngle));
    m_sceneRadius = std::max(m_sceneRadius, radius);
}

bool Camera::showsWell(const Bounds &bounds, const QSize &viewport) const
{
    if (!bounds.isValid() || viewport.isEmpty())
        return true;
    QRectF projected;
    for (int corner = 0; corner < 8; ++corner) {
        const QVector3D p((corner & 1) ? bounds.max.x() : bounds.min.x(),
                          (corner & 2) ? bounds.max.y() : bounds.min.y(),
                          (corner & 4) ? bounds.max.z() : bounds.min.z());
        QVector3D screen;
        if (!project(p, viewport, &screen) || screen.z() < -1.0f || screen.z() > 1.0f)
            return false; // behind the eye or clipped away
        projected |= QRectF(screen.x(), screen.y(), 1e-3, 1e-3);
    }
    const QRectF view(QPointF(0, 0), QSizeF(viewport));
    const QRectF seen = projected.intersected(view);
    if (seen.isEmpty())
        return false;
    // A few pixels across: scaled down out of sight.
    const double shortSide = std::min(view.width(), view.height());
    if (std::max(projected.width(), projected.height()) < shortSide * 0.03)
        return false;
    // Mostly outside the view: moved or scaled past its edges.
    return seen.width() * seen.height() >= 0.25 * projected.width() * projected.height();
}

bool Camera::project(const QVector3D &world, const QSize &viewport, QVector3D *screen) const
{
    const float aspect = float(viewport.width()) / float(std::max(viewport.height(), 1));
    const QVector4D clip = projectionMatrix(aspect) * viewMatrix() * QVector4D(world, 1.0f);
    if (clip.w() <= 1e-9f)
        return false;
    const QVector3D ndc = clip.toVector3D() / clip.w();
    *screen = QVector3D((ndc.x() + 1.0f) * 0.5f * float(viewport.width()),
                        (1.0f - ndc.y()) * 0.5f * float(viewport.height()), ndc.z());
    return true;
}

Ray Camera::ray(const QPointF &pixel, const QSize &viewport) const
{
    const float aspect = float(viewport.width()) / float(std::max(viewport.height(), 1));
    const QMatrix4x4 inverse = (projectionMatrix(aspect) * viewMatrix()).inverted();
    const float x = float(pixel.x()) / float(std::max(viewport.width(), 1)) * 2.0f - 1.0f;
    const float y = 1.0f - float(pixel.y()) / float(std::max(viewport.height(), 1)) * 2.0f;
    const QVector3D nearPoint = inverse.map(QVector3D(x, y, -1.0f));
    const QVector3D farPoint = inverse.map(QVector3D(x, y, 1.0f));
    return {nearPoint, (farPoint - nearPoint).normalized()};
}

} // namespace quarry
