// Euler angles as the editor shows them: each in (-180, 180] after rounding
// to the shown decimals, and never -0, so an unrotated bind pose reads 0
// rather than 360 or -0.00.
#pragma once

#include <QQuaternion>
#include <QVector3D>

namespace quarry {

// An angle in degrees brought into (-180, 180] and rounded to `decimals`.
double displayedDegrees(double degrees, int decimals);

// q.toEulerAngles() (about X, Y, Z in degrees), each displayedDegrees.
QVector3D displayedEulerAngles(const QQuaternion &q, int decimals);

} // namespace quarry
