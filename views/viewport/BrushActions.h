// The viewport's weight brush controls, in a toolbar row of their own:
// Paint Weights (on: a left drag paints the current joint's weights and
// the view shows Weights), the brush mode, radius, strength, falloff, the
// weight Replace paints towards, and mirrored painting across X.
#pragma once

#include <QObject>

class QAction;
class QActionGroup;
class QMenu;
class QToolBar;
class QWidget;

namespace quarry {

class SpinBoxAction;
class ViewportActions;
class ViewportWidget;

class BrushActions : public QObject
{
    Q_OBJECT

public:
    BrushActions(ViewportWidget *view, ViewportActions *viewActions, QWidget *owner);

    void populateToolBar(QToolBar *bar);
    QAction *paintAction() const { return m_paint; }

private:
    void apply();

    ViewportWidget *m_view;
    QAction *m_paint = nullptr;
    QActionGroup *m_modes = nullptr;
    QMenu *m_modeMenu = nullptr;
    SpinBoxAction *m_radius = nullptr;
    SpinBoxAction *m_strength = nullptr;
    SpinBoxAction *m_falloff = nullptr;
    SpinBoxAction *m_weight = nullptr;
    QAction *m_mirror = nullptr;
};

} // namespace quarry
