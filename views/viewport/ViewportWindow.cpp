#include "views/viewport/ViewportWindow.h"

#include "views/viewport/SurfaceFormat.h"
#include "views/viewport/ViewportWidget.h"

namespace quarry {

ViewportWindow::ViewportWindow(ViewportWidget *owner)
    : QOpenGLWindow(QOpenGLWindow::NoPartialUpdate)
    , m_owner(owner)
{
    setFormat(viewportSurfaceFormat());
}

void ViewportWindow::initializeGL()
{
    m_owner->initializeGL();
}
void ViewportWindow::paintGL()
{
    m_owner->paintGL();
}
void ViewportWindow::mousePressEvent(QMouseEvent *event)
{
    m_owner->mousePressEvent(event);
}
void ViewportWindow::mouseMoveEvent(QMouseEvent *event)
{
    m_owner->mouseMoveEvent(event);
}
void ViewportWindow::mouseReleaseEvent(QMouseEvent *event)
{
    m_owner->mouseReleaseEvent(event);
}
void ViewportWindow::mouseDoubleClickEvent(QMouseEvent *event)
{
    m_owner->mousePressEvent(event);
}
void ViewportWindow::wheelEvent(QWheelEvent *event)
{
    m_owner->wheelEvent(event);
}
void ViewportWindow::keyPressEvent(QKeyEvent *event)
{
    m_owner->keyPressEvent(event);
}

bool ViewportWindow::event(QEvent *event)
{
    if (event->type() == QEvent::Leave)
        m_owner->leaveEvent(event);
    return QOpenGLWindow::event(event);
}

} // namespace quarry
