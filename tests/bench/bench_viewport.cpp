// Frame times of the viewport under whatever OpenGL the display gives (on
// these machines Xvfb's software renderer, llvmpipe): orbiting (a new
// camera per frame) and playing the animation (new joint matrices per
// frame) for skinned models from the sample up to a million triangles, and
// the corpus models where this build reads them. Prints frames per second
// against the 30 fps goal for interactive orbiting.
#include "io/Formats.h"
#include "model/Document.h"
#include "model/ops/SampleModel.h"
#include "views/viewport/SceneRenderer.h"
#include "views/viewport/SurfaceFormat.h"
#include "views/viewport/ViewportWidget.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QOffscreenSurface>
#include <QOpenGLContext>
#include <QOpenGLFramebufferObject>
#include <QOpenGLFunctions>
#include <QWindow>

#include <algorithm>
#include <cstdio>

using namespace quarry;

namespace {

// The sample figure tiled on a square grid until the model has at least
// `triangles` triangles, in one mesh skinned to the sample's skeleton.
Model tiledSample(qsizetype triangles)
{
    const Model sample = makeSampleModel();
    Model model = sample;
    model.meshes.clear();
    Mesh big = sample.meshes[0];
    big.positions.clear();
    big.normals.clear();
    big.texcoords = {QList<QVector2D>()};
    big.blendIndexes.clear();
    big.blendWeights.clear();
    big.triangles.clear();
    const qsizetype perCopy = sample.triangleCount();
    const int copies = int((triangles + perCopy - 1) / perCopy);
    const int side = int(std::ceil(std::sqrt(double(copies))));
    for (int c = 0; c < copies; ++c) {
        const QVector3D offset(float(c % side) * 1.2f, float(c / side) * 1.2f, 0.0f);
        for (const Mesh &m : sample.meshes) {
            const quint32 base = quint32(big.positions.size());
            for (const QVector3D &p : m.positions)
                big.positions.append(p + offset);
            big.normals.append(m.normals);
            big.texcoords[0].append(m.texcoords[0]);
            big.blendIndexes.append(m.blendIndexes);
            big.blendWeights.append(m.blendWeights);
            for (const Triangle &t : m.triangles)
                big.triangles.append({t[0] + base, t[1] + base, t[2] + base});
        }
    }
    model.meshes.append(big);
    return model;
}

struct Result
{
    double orbitMs = 0;
    double animateMs = 0;
    double uploadMs = 0;
};

double median(QList<double> v)
{
    std::sort(v.begin(), v.end());
    return v.isEmpty() ? 0.0 : v[v.size() / 2];
}

// The renderer alone into a framebuffer object of the given size.
Result measureRenderer(const Model &model, const QSize &size, int frames)
{
    Result r;
    auto *gl = QOpenGLContext::currentContext()->functions();
    QOpenGLFramebufferObjectFormat format;
    format.setAttachment(QOpenGLFramebufferObject::CombinedDepthStencil);
    format.setSamples(viewportSurfaceFormat().samples());
    QOpenGLFramebufferObject fbo(size, format);
    fbo.bind();
    SceneRenderer renderer;
    QString error;
    if (!renderer.initialize(&error)) {
        std::printf("skipped: %s\n", qPrintable(error));
        return r;
    }
    ScenePose pose;
    const int animation = model.animations.isEmpty() ? -1 : 0;
    pose.update(model, animation, 0.0);
    const Bounds bounds = poseBounds(model, animation, 0.0);
    Camera camera;
    camera.setSceneRadius(bounds.radius());
    camera.frame(bounds);
    renderer.setSceneBounds(bounds);
    const QRect rect(QPoint(0, 0), size);

    QElapsedTimer timer;
    timer.start();
    renderer.syncModel(model, {});
    renderer.setPose(pose);
    renderer.render(camera, rect);
    gl->glFinish();
    r.uploadMs = double(timer.nsecsElapsed()) / 1e6;

    QList<double> orbit, animate;
    for (int f = 0; f < frames; ++f) {
        camera.orbit(6.0f, 0.0f);
        timer.restart();
        renderer.syncModel(model, {});  // what the widget does: nothing changed, nothing uploaded
        renderer.render(camera, rect);
        gl->glFinish();
        orbit << double(timer.nsecsElapsed()) / 1e6;
    }
    const double duration = animation >= 0 ? model.animations[animation].duration : 0.0;
    for (int f = 0; f < frames; ++f) {
        timer.restart();
        pose.update(model, animation, duration * f / std::max(frames - 1, 1));
        renderer.setPose(pose);
        renderer.render(camera, rect);
        gl->glFinish();
        animate << double(timer.nsecsElapsed()) / 1e6;
    }
    r.orbitMs = median(orbit);
    r.animateMs = median(animate);
    renderer.release();
    fbo.release();
    return r;
}

// The viewport widget in a window, orbiting: paint, compose, show (timed
// from the request to the frame's swap).
double measureWidget(const Model &model, const QSize &size, int frames)
{
    Document document;
    ViewportWidget widget(&document);
    widget.resize(size);
    widget.show();
    document.resetModel(model);
    int swapped = 0;
    QObject::connect(&widget, &QOpenGLWidget::frameSwapped, &widget, [&swapped] { ++swapped; });
    QElapsedTimer wait;
    wait.start();
    while ((!widget.windowHandle() || !widget.windowHandle()->isExposed() || swapped == 0) && wait.elapsed() < 10000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
    if (swapped == 0)
        return 0;
    QList<double> times;
    QElapsedTimer timer;
    for (int f = 0; f < frames; ++f) {
        widget.camera(0).orbit(6.0f, 0.0f);
        const int before = swapped;
        timer.start();
        widget.update();
        while (swapped == before && timer.elapsed() < 10000)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
        times << double(timer.nsecsElapsed()) / 1e6;
    }
    return median(times);
}

void report(const char *name, qsizetype triangles, const Result &r, double widgetMs)
{
    auto fps = [](double ms) { return ms > 0 ? 1000.0 / ms : 0.0; };
    std::printf("%-28s %9lld tris  upload %8.1f ms  orbit %7.1f ms (%6.1f fps, %5.2fx the 30 fps goal)  "
                "animate %7.1f ms (%6.1f fps)",
                name, static_cast<long long>(triangles), r.uploadMs, r.orbitMs, fps(r.orbitMs), fps(r.orbitMs) / 30.0,
                r.animateMs, fps(r.animateMs));
    if (widgetMs > 0)
        std::printf("  widget orbit %7.1f ms (%6.1f fps)", widgetMs, fps(widgetMs));
    std::printf("\n");
    std::fflush(stdout);
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    if (!canCreateViewportContext()) {
        std::printf("skipped: no OpenGL 3.3 context on this display (run under xvfb-run)\n");
        return 0;
    }
    QOpenGLContext context;
    context.setFormat(viewportSurfaceFormat());
    context.create();
    std::printf("multisampling: %s\n", viewportSurfaceFormat().samples() > 0 ? "4x" : "off (software renderer)");
    // Software rendering shares the CPU with everything else: say how busy it was.
    QFile loadavg(QStringLiteral("/proc/loadavg"));
    if (loadavg.open(QIODevice::ReadOnly))
        std::printf("load average at start: %s", loadavg.readLine().constData());
    QOffscreenSurface surface;
    surface.setFormat(context.format());
    surface.create();
    context.makeCurrent(&surface);
    auto *gl = context.functions();
    std::printf("viewport benchmark: %s, OpenGL %s, frame %dx%d, median of the frames\n",
                reinterpret_cast<const char *>(gl->glGetString(GL_RENDERER)),
                reinterpret_cast<const char *>(gl->glGetString(GL_VERSION)), 1280, 800);
    const QSize size(1280, 800);

    struct Case
    {
        const char *name;
        qsizetype triangles;
        int frames;
        bool widget;
    };
    const Case cases[] = {{"sample", 0, 60, true},
                          {"tiled 50k", 50000, 40, false},
                          {"tiled 200k", 200000, 30, true},
                          {"tiled 1M", 1000000, 10, false}};
    for (const Case &c : cases) {
        const Model model = c.triangles == 0 ? makeSampleModel() : tiledSample(c.triangles);
        const Result r = measureRenderer(model, size, c.frames);
        double widgetMs = 0;
        if (c.widget) {
            context.doneCurrent();
            widgetMs = measureWidget(model, size, c.frames);
            context.makeCurrent(&surface);
        }
        report(c.name, model.triangleCount(), r, widgetMs);
    }
    for (const char *file : {"iqm/mrfixit.iqm", "iqm/mrfixit.iqe", "xmf/dokuro/DokuroChan.xmf"}) {
        const QString path = QStringLiteral(QUARRY_CORPUS_DIR "/") + QLatin1String(file);
        if (!QFileInfo::exists(path)) {
            std::printf("%-28s skipped: not in the corpus folder %s\n", file, QUARRY_CORPUS_DIR);
            continue;
        }
        const ReadResult read = readModelFile(path);
        if (!read.ok()) {
            std::printf("%-28s skipped: %s\n", file, qPrintable(read.error->toString()));
            continue;
        }
        const Result r = measureRenderer(read.model, size, 30);
        context.doneCurrent();
        const double widgetMs = measureWidget(read.model, size, 30);
        context.makeCurrent(&surface);
        report(file, read.model.triangleCount(), r, widgetMs);
    }
    context.doneCurrent();
    return 0;
}
