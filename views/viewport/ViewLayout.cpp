#include "views/viewport/ViewLayout.h"

#include <QCoreApplication>

#include <algorithm>

namespace quarry {

namespace {

constexpr Camera::View kQuadOrder[4] = {Camera::View::Perspective, Camera::View::Top, Camera::View::Front,
                                        Camera::View::Side};

} // namespace

Camera::View ViewLayout::view(int index) const
{
    return quad ? kQuadOrder[std::clamp(index, 0, 3)] : single;
}

QRect ViewLayout::rect(int index, const QSize &size) const
{
    const int width = size.width();
    const int height = size.height();
    if (!quad)
        return QRect(0, 0, width, height);
    const int w = width / 2;
    const int h = height / 2;
    switch (index) {
    case 0: return QRect(0, 0, w - 1, h - 1);
    case 1: return QRect(w + 1, 0, width - w - 1, h - 1);
    case 2: return QRect(0, h + 1, w - 1, height - h - 1);
    default: return QRect(w + 1, h + 1, width - w - 1, height - h - 1);
    }
}

int ViewLayout::viewAt(const QPoint &pos, const QSize &size) const
{
    for (int i = 0; i < count(); ++i)
        if (rect(i, size).contains(pos))
            return i;
    return 0;
}

QString ViewLayout::name(Camera::View view)
{
    switch (view) {
    case Camera::View::Perspective: return QCoreApplication::translate("ViewportWidget", "Perspective");
    case Camera::View::Front: return QCoreApplication::translate("ViewportWidget", "Front");
    case Camera::View::Side: return QCoreApplication::translate("ViewportWidget", "Side");
    case Camera::View::Top: return QCoreApplication::translate("ViewportWidget", "Top");
    }
    return {};
}

} // namespace quarry
