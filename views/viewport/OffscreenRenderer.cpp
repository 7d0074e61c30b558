#include "views/viewport/OffscreenRenderer.h"

#include "model/Translate.h"
#include "model/ops/CompareDeviation.h"
#include "views/viewport/ComparisonDrawing.h"
#include "views/viewport/DeviationScale.h"
#include "views/viewport/ScenePose.h"
#include "views/viewport/SceneRenderer.h"
#include "views/viewport/SurfaceFormat.h"

#include <QCoreApplication>
#include <QOffscreenSurface>
#include <QOpenGLContext>
#include <QOpenGLFramebufferObject>
#include <QPainter>

#include <memory>

namespace quarry {

namespace {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

// What is drawn: the posed meshes and shapes, with the joints where the
// bones are drawn, at each of `times` (at most 64 of them, evenly picked).
Bounds drawnBounds(const Model &model, int animation, const QList<double> &times, bool bones,
                   const MorphWeights &morphPreview)
{
    Bounds b;
    ScenePose pose;
    const qsizetype n = times.size();
    const qsizetype samples = std::min<qsizetype>(n, 64);
    for (qsizetype i = 0; i < samples; ++i) {
        const qsizetype at = samples > 1 ? i * (n - 1) / (samples - 1) : 0;
        pose.update(model, animation, times[at], {}, morphPreview);
        b.add(pose.bounds(model, bones));
    }
    return b;
}

// The times whose poses the camera frames: those rendered, or for a single
// picture with wholeAnimation, the whole clip.
QList<double> framedTimes(const Model &model, int animation, const QList<double> &times, bool wholeAnimation)
{
    if (!wholeAnimation || animation < 0 || animation >= model.animations.size())
        return {times.value(0)};
    if (times.size() > 1)
        return times;
    const Animation &a = model.animations[animation];
    QList<double> all;
    const int frames = std::clamp(a.frameCount(), 1, 64);
    for (int f = 0; f < frames; ++f)
        all << (frames > 1 ? a.duration * f / (frames - 1) : 0.0);
    return all;
}

} // namespace

QImage renderModelImage(const Model &model, const OffscreenRenderRequest &request, QString *error)
{
    const QList<QImage> images = renderModelImages(model, request, {request.time}, error);
    return images.isEmpty() ? QImage() : images.first();
}

QList<QImage> renderModelImages(const Model &model, const OffscreenRenderRequest &request, const QList<double> &times,
                                QString *error)
{
    if (request.size.width() < 1 || request.size.height() < 1 || request.size.width() > 16384
        || request.size.height() > 16384) {
        *error = tr("The image size must be between 1x1 and 16384x16384.");
        return {};
    }
    if (!canCreateViewportContext()) {
        *error = tr("No OpenGL 3.3 context can be made here (an X display with OpenGL is needed; try xvfb-run).");
        return {};
    }
    QOpenGLContext context;
    context.setFormat(viewportSurfaceFormat());
    if (!context.create()) {
        *error = tr("No OpenGL context can be made here (an X display with OpenGL 3.3 is needed; try xvfb-run).");
        return {};
    }
    QOffscreenSurface surface;
    surface.setFormat(context.format());
    surface.create();
    if (!surface.isValid() || !context.makeCurrent(&surface)) {
        *error = tr("The OpenGL context cannot be made current on an offscreen surface.");
        return {};
    }
    QList<QImage> images;
    {
        SceneRenderer renderer;
        if (!renderer.initialize(error)) {
            context.doneCurrent();
            return {};
        }
        QOpenGLFramebufferObjectFormat fboFormat;
        fboFormat.setAttachment(QOpenGLFramebufferObject::CombinedDepthStencil);
        fboFormat.setSamples(viewportSurfaceFormat().samples() > 0 ? 4 : 0);
        QOpenGLFramebufferObject fbo(request.size, fboFormat);
        if (!fbo.isValid()) {
            *error = tr("The framebuffer object cannot be made at this size.");
            renderer.release();
            context.doneCurrent();
            return {};
        }
        fbo.bind();
        const double first = times.isEmpty() ? request.time : times.first();
        ScenePose pose;
        pose.update(model, request.animation, first, {}, request.morphWeights);
        renderer.syncModel(model, request.modelPath);
        renderer.setSettings(request.settings);
        renderer.setWeightJoint(request.weightJoint);
        if (request.weightJoint >= 0) {
            Selection joint;
            joint.mode = Selection::Mode::Joints;
            joint.joints = {request.weightJoint};
            renderer.setSelection(joint);
        }
        const QList<double> framed = framedTimes(
            model, request.animation, times.isEmpty() ? QList<double>{first} : times, request.frameWholeAnimation);
        // Framed on the clip's own morph tracks, not the preview weights (a
        // view state): a render with and without a preview shares its camera.
        Bounds bounds = drawnBounds(model, request.animation, framed, request.settings.bones, {});
        if (!bounds.isValid())
            bounds = pose.bounds(model);
        renderer.setSceneBounds(bounds);
        Camera camera(request.view, request.settings.up);
        camera.setSceneRadius(bounds.isValid() ? bounds.radius() : 1.0f);
        camera.frame(bounds);
        // The comparison, as the viewport draws it (ComparisonDrawing).
        const Model *b = request.compared;
        const bool deviation = b && request.settings.mode == DrawMode::Deviation;
        const int animationB = b && request.animation >= 0 ? pairedAnimations(model, *b).value(request.animation, -1)
                                                           : -1;
        std::unique_ptr<VertexDeviationField> field;
        if (b) {
            renderer.setComparisonModel(b);
            renderer.setComparisonGhost(request.comparedGhost, kComparisonGhostColor);
        }
        if (deviation)
            field = std::make_unique<VertexDeviationField>(model, *b, request.comparedTolerance);
        for (double time : times) {
            pose.update(model, request.animation, time, {}, request.morphWeights);
            renderer.setPose(pose);
            renderer.setMorphWeights(pose.morphWeights());
            renderer.setGhosts(onionGhosts(model, request.animation, time, request.settings.onion));
            if (request.settings.bounds)
                renderer.setBoundingBox(pose.bounds(model));
            double largest = 0;
            if (b)
                poseComparisonGhost(renderer, *b, animationB, time);
            if (field)
                largest = applyDeviationColors(renderer, *field, request.animation, animationB, time,
                                               request.comparedTolerance);
            renderer.render(camera, QRect(QPoint(0, 0), request.size));
            QImage image = fbo.toImage().convertToFormat(request.settings.transparent ? QImage::Format_ARGB32
                                                                                      : QImage::Format_RGB32);
            if (deviation) {
                QPainter painter(&image);
                painter.setRenderHint(QPainter::Antialiasing);
                paintDeviationScale(painter, image.rect(), request.comparedTolerance, largest);
            }
            images.append(image);
        }
        if (request.textureProblems)
            *request.textureProblems = renderer.textureProblems();
        if (b)
            renderer.setComparisonModel(nullptr);
        fbo.release();
        renderer.release();
    }
    context.doneCurrent();
    return images;
}

} // namespace quarry
