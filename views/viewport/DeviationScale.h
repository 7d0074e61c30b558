// The Deviation draw mode's colours: a vertex's distance to its
// counterpart in the compared model, from blue at 0 through cyan, green
// and yellow to red at the scale's top (the comparison's tolerance;
// farther is red too), grey where the vertex has no counterpart. And the
// scale itself, painted in a corner of the view.
#pragma once

#include <QRect>
#include <QVector4D>

class QPainter;

namespace quarry {

// `distance` and `top` in one unit (fractions of the height); a negative
// distance: no counterpart.
QVector4D deviationColor(float distance, float top);
inline const QVector4D kUnmatchedColor(0.5f, 0.5f, 0.5f, 1.0f);

// A vertical bar with labels in % of the height at the bottom right of
// `view`: 0 at the bottom, `top` (the tolerance) at the top, and the
// largest distance shown now under it.
void paintDeviationScale(QPainter &painter, const QRect &view, double top, double largestNow);

} // namespace quarry
