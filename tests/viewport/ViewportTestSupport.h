// What the viewport suites share: a main window showing a model in one
// side view, screen positions of world points, covered pixels, the area a
// posed model should cover, and an offscreen OpenGL target.
#pragma once

#include "TestMeshes.h"
#include "editor/MainWindow.h"
#include "io/Formats.h"
#include "model/Document.h"
#include "model/ops/SampleModel.h"
#include "views/viewport/OffscreenRenderer.h"
#include "views/viewport/SceneRenderer.h"
#include "views/viewport/SurfaceFormat.h"
#include "views/viewport/Viewport.h"
#include "views/viewport/ViewportActions.h"
#include "views/viewport/ViewportWidget.h"

#include <QApplication>
#include <QFileInfo>
#include <QMenu>
#include <QOffscreenSurface>
#include <QOpenGLContext>
#include <QOpenGLFramebufferObject>
#include <QPainter>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QWidgetAction>

namespace quarry::viewporttest {

using namespace quarry;

// Pixels that differ from the background color of the top-left corner.
inline QRect coveredArea(const QImage &image, int *count)
{
    const QRgb background = image.pixel(0, 0);
    QRect area;
    *count = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            if (image.pixel(x, y) != background) {
                area |= QRect(x, y, 1, 1);
                ++*count;
            }
    return area;
}

// Where the posed model's vertices land on screen for the camera the
// offscreen renderer uses (frames the whole animation's bounds).
inline QRect expectedArea(const Model &model, int animation, double time, Camera::View viewKind, const QSize &size)
{
    Bounds all;
    const Animation &a = model.animations[animation];
    const int frames = std::clamp(a.frameCount(), 1, 64);
    for (int f = 0; f < frames; ++f)
        all.add(poseBounds(model, animation, frames > 1 ? a.duration * f / (frames - 1) : 0.0));
    Camera camera(viewKind);
    camera.setSceneRadius(all.radius());
    camera.frame(all);
    ScenePose pose;
    pose.update(model, animation, time);
    QRectF area;
    for (const SkinnedMesh &mesh : pose.skinnedMeshes(model))
        for (const QVector3D &p : mesh.positions) {
            QVector3D s;
            if (camera.project(p, size, &s))
                area |= QRectF(s.x(), s.y(), 0.01, 0.01);
        }
    return area.toAlignedRect();
}

// An OpenGL context current on an offscreen surface, drawing into a
// framebuffer object of the given size; released when it goes.
struct OffscreenTarget
{
    QOpenGLContext context;
    QOffscreenSurface surface;
    std::unique_ptr<QOpenGLFramebufferObject> fbo;

    bool create(const QSize &size)
    {
        context.setFormat(viewportSurfaceFormat());
        if (!context.create())
            return false;
        surface.setFormat(context.format());
        surface.create();
        if (!context.makeCurrent(&surface))
            return false;
        fbo = std::make_unique<QOpenGLFramebufferObject>(size, QOpenGLFramebufferObject::CombinedDepthStencil);
        return fbo->bind();
    }

    ~OffscreenTarget()
    {
        if (fbo) {
            fbo->release();
            fbo.reset();
        }
        context.doneCurrent();
    }
};

struct Window
{
    MainWindow window;
    Viewport *viewport = nullptr;
    ViewportWidget *view = nullptr;
};

// A main window showing the sample in one side view (looking along +Y,
// X to the right, Z up).
inline bool openSample(Window &w, const Model &model = makeSampleModel())
{
    w.window.resize(900, 700);
    w.window.show();
    if (!QTest::qWaitForWindowExposed(&w.window))
        return false;
    w.viewport = w.window.findChild<Viewport *>();
    if (!w.viewport || !w.viewport->hasOpenGL())
        return false;
    w.view = w.viewport->view();
    w.window.document()->resetModel(model);
    w.view->setSingleView(Camera::View::Side);
    w.view->frameAll();
    QTest::qWait(50);
    return true;
}

inline QPoint screenPoint(ViewportWidget *view, const QVector3D &world)
{
    QVector3D s;
    view->camera(0).project(world, view->viewRect(0).size(), &s);
    return QPoint(qRound(s.x()), qRound(s.y())) + view->viewRect(0).topLeft();
}
} // namespace quarry::viewporttest
