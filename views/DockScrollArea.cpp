#include "views/DockScrollArea.h"

#include <QStyle>

namespace quarry {

DockScrollArea::DockScrollArea(QWidget *content, QWidget *parent)
    : QScrollArea(parent)
{
    setObjectName(content->objectName() + QStringLiteral("Scroll"));
    setFrameShape(QFrame::NoFrame);
    setWidgetResizable(true);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    setWidget(content);
}

QSize DockScrollArea::minimumSizeHint() const
{
    // Room for the scroll bars and a little of the contents; never the
    // contents' own minimum, which is what the area scrolls over.
    const int bar = style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, this);
    const int least = 4 * bar;
    return {least, least};
}

QWidget *scrollingDockContent(QWidget *content)
{
    return new DockScrollArea(content);
}

} // namespace quarry
