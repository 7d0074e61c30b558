// Frame times of the viewport under whatever OpenGL the display gives (on
// these machines Xvfb's software renderer, llvmpipe): orbiting (a new
// camera per frame) and playing the animation (new joint matrices per
// frame) for skinned models from the sample up to a million triangles, and
// the corpus models where this build reads them. The renderer alone draws
// into a framebuffer object (full detail, and simplified at a fixed budget);
// the widget in a window is timed from the request to the frame on screen,
// once redrawing at full detail and once orbiting with real mouse drags,
// where Fast Navigation may draw large models simplified. Prints frames per
// second against the 30 fps goal for interactive orbiting, and the
// processor time per frame (all threads), which load disturbs less.
// Onion skinning: the widget's full-detail redraw and a frame of playback
// with ghosts (whole model and bones only, step 1 and 2) against the same
// view without, configurations interleaved in rounds so that load falls on
// all alike.
// QUARRY_BENCH_ONLY=<case name or corpus file> runs one case; =onion runs
// only the onion-skin comparison; QUARRY_BENCH_ROUNDS sets its rounds (3).
#include "BenchProcess.h"
#include "FrameCounter.h"
#include "TestMeshes.h"
#include "io/Formats.h"
#include "io/xmf/XmfAvatar.h"
#include "model/Document.h"
#include "model/ops/SampleModel.h"
#include "views/viewport/DetailBudget.h"
#include "views/viewport/SceneRenderer.h"
#include "views/viewport/SurfaceFormat.h"
#include "views/viewport/ViewportWidget.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QMouseEvent>
#include <QOffscreenSurface>
#include <QOpenGLContext>
#include <QOpenGLFramebufferObject>
#include <QOpenGLFunctions>
#include <QWindow>

#include <algorithm>
#include <cstdio>

using namespace quarry;

namespace {

struct Result
{
    double orbitMs = 0;
    double orbitCpuMs = 0; // processor time per orbit frame, all threads
    double animateMs = 0;
    double uploadMs = 0;
    double simplifyMs = 0; // the first simplified frame, which makes the coarser meshes
    double reducedMs = 0; // orbit frames drawing at most kReducedBudget triangles
    qsizetype reducedTriangles = 0;
};

struct WidgetResult
{
    double fullMs = 0; // redraws at full detail
    double navigateMs = 0; // frames of an orbit drag, after the first few
    double firstNavigateMs = 0;
    qsizetype navigateTriangles = 0;
};

// The simplified frames' budget for the renderer-only figures; the widget
// picks its own from the frame times it sees.
constexpr qsizetype kReducedBudget = 40000;

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
    const double cpuStart = bench::cpuSeconds();
    for (int f = 0; f < frames; ++f) {
        camera.orbit(6.0f, 0.0f);
        timer.restart();
        renderer.syncModel(model, {}); // what the widget does: nothing changed, nothing uploaded
        renderer.render(camera, rect);
        gl->glFinish();
        orbit << double(timer.nsecsElapsed()) / 1e6;
    }
    r.orbitCpuMs = (bench::cpuSeconds() - cpuStart) * 1e3 / frames;
    if (model.triangleCount() > kReducedBudget) {
        renderer.setReducedDetail(kReducedBudget);
        timer.restart();
        renderer.render(camera, rect);
        gl->glFinish();
        r.simplifyMs = double(timer.nsecsElapsed()) / 1e6;
        r.reducedTriangles = renderer.drawnTriangles();
        QList<double> reduced;
        for (int f = 0; f < frames; ++f) {
            camera.orbit(6.0f, 0.0f);
            timer.restart();
            renderer.render(camera, rect);
            gl->glFinish();
            reduced << double(timer.nsecsElapsed()) / 1e6;
        }
        r.reducedMs = median(reduced);
        renderer.setReducedDetail(0);
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

// A mouse event where the system delivers it: to the viewport's window.
void sendMouse(ViewportWidget *widget, QEvent::Type type, const QPoint &pos, Qt::MouseButton button,
               Qt::MouseButtons buttons)
{
    QWindow *window = widget->surfaceWindow();
    QMouseEvent event(type, QPointF(pos), QPointF(window->mapToGlobal(pos)), button, buttons, Qt::NoModifier);
    QCoreApplication::sendEvent(window, &event);
}

// The viewport widget in a window: redraws at full detail, then an orbit
// drag with the right button (timed from the mouse move to the frame's
// swap), as a user would turn the model.
WidgetResult measureWidget(const Model &model, const QSize &size, int frames)
{
    WidgetResult r;
    Document document;
    ViewportWidget widget(&document);
    widget.resize(size);
    widget.show();
    document.resetModel(model);
    bench::FrameCounter shown(widget);
    if (!shown.waitForFirst())
        return r;
    QList<double> full;
    QElapsedTimer timer;
    for (int f = 0; f < frames; ++f) {
        widget.camera(0).orbit(6.0f, 0.0f);
        const int before = shown.swapped();
        timer.start();
        widget.redraw();
        shown.waitForNext(before);
        full << double(timer.nsecsElapsed()) / 1e6;
    }
    r.fullMs = median(full);

    QPoint pos = widget.rect().center();
    sendMouse(&widget, QEvent::MouseButtonPress, pos, Qt::RightButton, Qt::RightButton);
    QList<double> navigate;
    constexpr int kWarmUp = 5; // the first frames make the simplified meshes and settle the budget
    for (int f = 0; f < frames + kWarmUp; ++f) {
        pos += QPoint(f % 40 < 20 ? 6 : -6, 0);
        const int before = shown.swapped();
        timer.start();
        sendMouse(&widget, QEvent::MouseMove, pos, Qt::NoButton, Qt::RightButton);
        shown.waitForNext(before);
        const double ms = double(timer.nsecsElapsed()) / 1e6;
        if (f == 0)
            r.firstNavigateMs = ms;
        if (f >= kWarmUp)
            navigate << ms;
    }
    r.navigateTriangles = widget.drawnTriangles();
    sendMouse(&widget, QEvent::MouseButtonRelease, pos, Qt::RightButton, Qt::NoButton);
    r.navigateMs = median(navigate);
    return r;
}

// One onion-skin configuration's frames.
struct OnionCase
{
    const char *name = "";
    OnionSkinSettings onion;
    QList<double> stillMs; // redraws with the camera turned, pose unchanged
    QList<double> playMs; // the time one frame on: new pose and new ghosts
    double cpuSeconds = 0;
    int frames = 0;
};

// The widget at `size` showing the model's first animation, every
// configuration in turn for `rounds` rounds of `frames` frames each.
void measureOnion(const char *label, const Model &model, const QSize &size, int rounds, int frames)
{
    if (model.animations.isEmpty()) {
        std::printf("onion %-22s skipped: no animation\n", label);
        return;
    }
    Document document;
    ViewportWidget widget(&document);
    widget.resize(size);
    widget.show();
    document.resetModel(model);
    document.setCurrentAnimation(0);
    bench::FrameCounter shown(widget);
    if (!shown.waitForFirst()) {
        std::printf("onion %-22s skipped: no frame shown\n", label);
        return;
    }
    QList<OnionCase> cases;
    auto add = [&cases](const char *name, bool enabled, int step, bool bonesOnly) {
        OnionCase c;
        c.name = name;
        c.onion.enabled = enabled;
        c.onion.before = 3;
        c.onion.after = 3;
        c.onion.step = step;
        c.onion.bonesOnly = bonesOnly;
        cases << c;
    };
    add("off", false, 1, false);
    add("3+3 step 1", true, 1, false);
    add("3+3 step 2", true, 2, false);
    add("3+3 step 1 bones only", true, 1, true);
    add("3+3 step 2 bones only", true, 2, true);
    const Animation &clip = model.animations[0];
    const double fps = clip.fps > 0 ? clip.fps : 30.0;
    // The middle of the clip, so that every ghost is inside it.
    const double start = clip.duration * 0.5;
    QElapsedTimer timer;
    for (int round = 0; round < rounds; ++round) {
        for (OnionCase &c : cases) {
            RenderSettings s = widget.settings();
            s.onion = c.onion;
            document.setCurrentTime(start);
            int before = shown.swapped();
            widget.setSettings(s);
            shown.waitForNext(before); // not counted: it computes the ghosts of a new setting
            const double cpu = bench::cpuSeconds();
            for (int f = 0; f < frames; ++f) {
                widget.camera(0).orbit(6.0f, 0.0f);
                before = shown.swapped();
                timer.start();
                widget.redraw();
                shown.waitForNext(before);
                c.stillMs << double(timer.nsecsElapsed()) / 1e6;
            }
            for (int f = 0; f < frames; ++f) {
                before = shown.swapped();
                timer.start();
                document.setCurrentTime(start + (f + 1) / fps);
                shown.waitForNext(before);
                c.playMs << double(timer.nsecsElapsed()) / 1e6;
            }
            c.cpuSeconds += bench::cpuSeconds() - cpu;
            c.frames += 2 * frames;
        }
    }
    const double offStill = median(cases[0].stillMs), offPlay = median(cases[0].playMs);
    for (const OnionCase &c : cases) {
        const double still = median(c.stillMs), play = median(c.playMs);
        std::printf("onion %-22s %-22s redraw %6.1f ms (%4.2fx off)  playing %6.1f ms (%4.2fx off)  "
                    "%6.1f ms CPU/frame  %s\n",
                    label, c.name, still, offStill > 0 ? still / offStill : 0.0, play,
                    offPlay > 0 ? play / offPlay : 0.0, c.cpuSeconds * 1e3 / std::max(c.frames, 1),
                    std::max(still, play) <= 1000.0 / DetailBudget::kTargetFramesPerSecond ? "within 33 ms"
                                                                                           : "OVER the 33 ms budget");
    }
    std::fflush(stdout);
}

void report(const char *name, qsizetype triangles, const Result &r, const WidgetResult &w)
{
    auto fps = [](double ms) { return ms > 0 ? 1000.0 / ms : 0.0; };
    std::printf("%-26s %8lld tris  upload %6.1f ms  orbit %6.1f ms (%5.1f fps, %4.2fx the 30 fps goal; %6.1f ms CPU)  "
                "animate %6.1f ms (%5.1f fps)",
                name, static_cast<long long>(triangles), r.uploadMs, r.orbitMs, fps(r.orbitMs), fps(r.orbitMs) / 30.0,
                r.orbitCpuMs, r.animateMs, fps(r.animateMs));
    if (r.reducedMs > 0)
        std::printf("  simplified to %lld: orbit %6.1f ms (%5.1f fps), first frame %6.1f ms",
                    static_cast<long long>(r.reducedTriangles), r.reducedMs, fps(r.reducedMs), r.simplifyMs);
    std::printf("\n");
    if (w.fullMs > 0)
        std::printf("%-26s widget: full detail %6.1f ms (%5.1f fps)  orbit drag %6.1f ms (%5.1f fps, %4.2fx the goal, "
                    "%lld tris drawn; first drag frame %6.1f ms)\n",
                    "", w.fullMs, fps(w.fullMs), w.navigateMs, fps(w.navigateMs), fps(w.navigateMs) / 30.0,
                    static_cast<long long>(w.navigateTriangles), w.firstNavigateMs);
    std::fflush(stdout);
}

} // namespace

int main(int argc, char *argv[])
{
    prepareViewportEnvironment(); // as the editor does
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
        qsizetype triangles; // the tiled sample; 0 the sample itself, -1 the closed sphere
        int frames;
        bool widget;
    };
    // The tiled sample's tubes are open; a closed surface (the sphere, not
    // skinned) also shows what skipping back faces saves.
    const Case cases[] = {{"sample", 0, 60, true},
                          {"tiled 50k", 50000, 40, false},
                          {"tiled 200k", 200000, 30, true},
                          {"closed sphere 200k", -1, 30, true},
                          {"tiled 1M", 1000000, 10, true}};
    for (const Case &c : cases) {
        if (qEnvironmentVariableIsSet("QUARRY_BENCH_ONLY") && qgetenv("QUARRY_BENCH_ONLY") != c.name)
            continue;
        const Model model = c.triangles == 0  ? makeSampleModel()
                            : c.triangles < 0 ? test::sphereModel(250, 400) // 199,200 triangles
                                              : makeTiledSampleModel(c.triangles);
        const Result r = measureRenderer(model, size, c.frames);
        WidgetResult w;
        if (c.widget) {
            context.doneCurrent();
            w = measureWidget(model, size, c.frames);
            context.makeCurrent(&surface);
        }
        report(c.name, model.triangleCount(), r, w);
    }
    for (const char *file : {"iqm/mrfixit.iqm", "iqm/mrfixit.iqe", "xmf/dokuro/DokuroChan.xmf"}) {
        if (qEnvironmentVariableIsSet("QUARRY_BENCH_ONLY") && qgetenv("QUARRY_BENCH_ONLY") != file)
            continue;
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
        const WidgetResult w = measureWidget(read.model, size, 30);
        context.makeCurrent(&surface);
        report(file, read.model.triangleCount(), r, w);
    }
    // Onion skinning against the same view without it.
    const QByteArray only = qgetenv("QUARRY_BENCH_ONLY");
    if (only.isEmpty() || only == "onion") {
        context.doneCurrent();
        const int rounds = qEnvironmentVariableIsSet("QUARRY_BENCH_ROUNDS")
                               ? qEnvironmentVariableIntValue("QUARRY_BENCH_ROUNDS")
                               : 3;
        measureOnion("sample", makeSampleModel(), size, rounds, 10);
        const QString mrfixit = QStringLiteral(QUARRY_CORPUS_DIR "/iqm/mrfixit.iqm");
        const QString dokuro = QStringLiteral(QUARRY_CORPUS_DIR "/xmf/dokuro/DokuroChan.xmf");
        for (const QString &path : {mrfixit, dokuro}) {
            const QByteArray label = QFileInfo(path).fileName().toUtf8();
            if (!QFileInfo::exists(path)) {
                std::printf("onion %-22s skipped: not in the corpus folder %s\n", label.constData(), QUARRY_CORPUS_DIR);
                continue;
            }
            ReadOptions options;
            if (path == dokuro)
                options.companions = findAvatarCompanions(path).toCompanions(); // the skeleton and its clip
            const ReadResult read = readModelFile(path, options);
            if (!read.ok()) {
                std::printf("onion %-22s skipped: %s\n", label.constData(), qPrintable(read.error->toString()));
                continue;
            }
            measureOnion(label.constData(), read.model, size, rounds, 10);
        }
        return 0;
    }
    context.doneCurrent();
    return 0;
}
