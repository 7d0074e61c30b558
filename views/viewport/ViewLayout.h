// Where the views sit in the viewport: one view filling it, or four
// (perspective, top, front, side) in quarters a pixel apart; and the name
// each view shows in its corner.
#pragma once

#include "views/viewport/Camera.h"

#include <QPoint>
#include <QRect>
#include <QSize>
#include <QString>

namespace quarry {

struct ViewLayout
{
    bool quad = false;
    Camera::View single = Camera::View::Perspective;

    int count() const { return quad ? 4 : 1; }
    // The kind of view at a layout index.
    Camera::View view(int index) const;
    // The view's rectangle in a viewport of the given size (logical pixels).
    QRect rect(int index, const QSize &size) const;
    // The view under a point; 0 where none is (the gaps).
    int viewAt(const QPoint &pos, const QSize &size) const;

    static QString name(Camera::View view);
};

} // namespace quarry
