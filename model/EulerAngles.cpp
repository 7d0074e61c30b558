#include "model/EulerAngles.h"

#include <cmath>

namespace quarry {

double displayedDegrees(double degrees, int decimals)
{
    if (!std::isfinite(degrees))
        return degrees;
    auto wrap = [](double a) {
        a = std::fmod(a, 360.0);
        if (a > 180.0)
            a -= 360.0;
        else if (a <= -180.0)
            a += 360.0;
        return a;
    };
    const double scale = std::pow(10.0, decimals);
    // Wrapped again after rounding: -179.999 rounds to -180, shown as 180.
    const double a = wrap(std::round(wrap(degrees) * scale) / scale);
    return a == 0.0 ? 0.0 : a; // -0 as 0
}

QVector3D displayedEulerAngles(const QQuaternion &q, int decimals)
{
    const QVector3D a = q.toEulerAngles();
    return QVector3D(float(displayedDegrees(a.x(), decimals)), float(displayedDegrees(a.y(), decimals)),
                     float(displayedDegrees(a.z(), decimals)));
}

} // namespace quarry
