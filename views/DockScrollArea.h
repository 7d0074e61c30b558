// A dock's contents inside a scroll area, so that a dock fits any window:
// in a small window (800×600) or a long translation, the dock scrolls
// instead of running off the window or making it larger than the screen;
// where there is room, the contents fill the dock as they would without it.
// Dock widths also stay put when a label's text grows (the area's minimum
// size does not follow the contents').
#pragma once

#include <QScrollArea>

namespace quarry {

class DockScrollArea : public QScrollArea
{
    Q_OBJECT

public:
    explicit DockScrollArea(QWidget *content, QWidget *parent = nullptr);

    QSize minimumSizeHint() const override;
};

// The content of a dock wrapped in a DockScrollArea (named "<content>Scroll").
QWidget *scrollingDockContent(QWidget *content);

} // namespace quarry
