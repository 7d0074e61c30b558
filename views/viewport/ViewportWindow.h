// The viewport's OpenGL surface: a window of its own, embedded in the
// widget, because a window draws straight to the screen where a
// QOpenGLWidget is composed with the rest of the main window on every
// frame (tens of milliseconds per frame with software OpenGL). It draws
// and hands its input to the ViewportWidget that owns it.
#pragma once

#include <QOpenGLWindow>

namespace quarry {

class ViewportWidget;

class ViewportWindow : public QOpenGLWindow
{
public:
    explicit ViewportWindow(ViewportWidget *owner);

protected:
    void initializeGL() override;
    void paintGL() override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    bool event(QEvent *event) override;

private:
    ViewportWidget *m_owner;
};

} // namespace quarry
