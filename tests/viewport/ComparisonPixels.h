// The colours a comparison draws, as the viewport and rendered frames show
// them: B's ghost (magenta), the Deviation scale's top (red) and zero (blue).
#pragma once

#include <QColor>

namespace quarry::test {

inline bool isGhost(QRgb p)
{
    return qRed(p) > qGreen(p) + 50 && qBlue(p) > qGreen(p) + 50;
}

inline bool isTop(QRgb p) // the Deviation scale's top: red
{
    return qRed(p) > 140 && qGreen(p) * 2 < qRed(p) && qBlue(p) * 2 < qRed(p);
}

inline bool isZero(QRgb p) // the scale's zero: blue
{
    return qBlue(p) > 120 && qBlue(p) > qRed(p) + 80 && qBlue(p) > qGreen(p) + 60;
}

} // namespace quarry::test
