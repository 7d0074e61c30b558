// Weights on the corpus avatar (DokuroChan: 6,861 vertices, 10,979
// triangles, 99 joints): automatic weights for every vertex, as the
// operation runs (weights worked out, one undo step pushed), against the
// 200 ms goal; and painting in the viewport widget under whatever OpenGL
// the display gives (on these machines Xvfb's llvmpipe) with the Weights
// draw mode: each brush dab timed from the mouse move to the frame on
// screen with the new colours, against the 30 ms goal, beside the dab's
// weights alone (the brush's work and the command, no drawing).
#include "FrameCounter.h"
#include "io/Formats.h"
#include "io/xmf/XmfAvatar.h"
#include "model/Document.h"
#include "model/operations/Operation.h"
#include "model/ops/AutoWeights.h"
#include "views/viewport/SurfaceFormat.h"
#include "views/viewport/ViewportWidget.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QMouseEvent>
#include <QUndoStack>
#include <QWindow>

#include <algorithm>
#include <cstdio>
#include <ctime>

using namespace quarry;

namespace {

// Processor time of every thread of the process (llvmpipe's too), in ms:
// what the work costs, which the machine's load disturbs less than the wall time.
double cpuMs()
{
    timespec ts{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
}

double median(QList<double> v)
{
    if (v.isEmpty())
        return 0;
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

// A mouse event where the system delivers it: to the viewport's window.
void sendMouse(ViewportWidget *widget, QEvent::Type type, const QPoint &pos, Qt::MouseButton button,
               Qt::MouseButtons buttons)
{
    QWindow *window = widget->surfaceWindow();
    QMouseEvent event(type, QPointF(pos), QPointF(window->mapToGlobal(pos)), button, buttons, Qt::NoModifier);
    QCoreApplication::sendEvent(window, &event);
}

// The joint weighting the most vertices.
int busiestJoint(const Model &model)
{
    QList<int> count(model.skeleton.joints.size(), 0);
    for (const Mesh &mesh : model.meshes)
        for (qsizetype i = 0; i < std::min(mesh.blendIndexes.size(), mesh.blendWeights.size()); ++i)
            if (mesh.blendWeights[i] > 0 && mesh.blendIndexes[i] < quint32(count.size()))
                ++count[mesh.blendIndexes[i]];
    return int(std::max_element(count.begin(), count.end()) - count.begin());
}

} // namespace

int main(int argc, char *argv[])
{
    prepareViewportEnvironment();
    QApplication app(argc, argv);
    const QString xmf = QStringLiteral(QUARRY_CORPUS_DIR "/xmf/dokuro/DokuroChan.xmf");
    if (!QFileInfo::exists(xmf)) {
        std::printf("bench_weights: skipped: corpus not found at %s\n", qPrintable(xmf));
        return 0;
    }
    ReadOptions options;
    options.companions = findAvatarCompanions(xmf).toCompanions();
    const ReadResult read = readModelFile(xmf, options);
    if (!read.ok()) {
        std::printf("bench_weights: %s\n", qPrintable(read.error->toString()));
        return 1;
    }
    const Model &model = read.model;
    std::printf("bench_weights: DokuroChan: %lld vertices, %lld triangles, %lld joints\n",
                static_cast<long long>(model.vertexCount()), static_cast<long long>(model.triangleCount()),
                static_cast<long long>(model.skeleton.joints.size()));

    // Automatic weights, the operation by id (one undo step), undone between runs.
    {
        Document document;
        document.resetModel(model);
        QList<double> times;
        for (int run = 0; run < 7; ++run) {
            QElapsedTimer timer;
            timer.start();
            const OperationResult result = runOperation(document, QStringLiteral("autoWeights"),
                                                        {{QStringLiteral("max_influences"), 4}});
            times << double(timer.nsecsElapsed()) / 1e6;
            if (!result.ok) {
                std::printf("bench_weights: autoWeights failed: %s\n", qPrintable(result.message));
                return 1;
            }
            document.undoStack()->undo();
        }
        std::printf("bench_weights: automatic weights, %lld vertices x %lld joints, median of 7: %.1f ms "
                    "(goal 200 ms)\n",
                    static_cast<long long>(model.vertexCount()), static_cast<long long>(model.skeleton.joints.size()),
                    median(times));
    }

    // Painting in the widget with the Weights draw mode.
    Document document;
    ViewportWidget widget(&document);
    widget.resize(1280, 800);
    widget.show();
    document.resetModel(model);
    RenderSettings settings = widget.settings();
    settings.mode = DrawMode::Weights;
    widget.setSettings(settings);
    widget.setSingleView(Camera::View::Front);
    widget.frameAll();
    Selection joint;
    joint.mode = Selection::Mode::Joints;
    joint.joints = {busiestJoint(model)};
    document.setSelection(joint);
    BrushSettings brush;
    brush.radius = 40;
    brush.strength = 0.2f;
    brush.mode = BrushMode::Add;
    widget.setBrushSettings(brush);
    widget.setPaintingWeights(true);
    bench::FrameCounter shown(widget);
    if (!shown.waitForFirst()) {
        std::printf("bench_weights: no frame on screen: painting not measured\n");
        return 0;
    }
    // A frame with nothing changed, for comparison: what drawing alone costs.
    QList<double> frames, frameCpu;
    for (int i = 0; i < 20; ++i) {
        const int before = shown.swapped();
        QElapsedTimer timer;
        timer.start();
        const double cpu = cpuMs();
        widget.redraw();
        shown.waitForNext(before, 2);
        frames << double(timer.nsecsElapsed()) / 1e6;
        frameCpu << cpuMs() - cpu;
    }
    // A stroke across the middle of the model on screen, a dab per move
    // (moves of a quarter radius).
    QList<double> xs, ys;
    for (const SkinnedMesh &mesh : widget.pose().skinnedMeshes(document.model()))
        for (const QVector3D &p : mesh.positions) {
            QVector3D s;
            if (widget.camera(0).project(p, widget.viewRect(0).size(), &s)) {
                xs << s.x();
                ys << s.y();
            }
        }
    const QPoint middle = QPoint(int(median(xs)), int(median(ys))) + widget.viewRect(0).topLeft();
    QPoint pos = middle - QPoint(200, 0);
    sendMouse(&widget, QEvent::MouseButtonPress, pos, Qt::LeftButton, Qt::LeftButton);
    shown.waitForNext(shown.swapped(), 2);
    QList<double> dabs, dabCpu;
    const int steps = document.undoStack()->index();
    for (int i = 0; i < 40; ++i) {
        pos += QPoint(10, i % 2 ? 3 : -3);
        const int before = shown.swapped();
        QElapsedTimer timer;
        timer.start();
        const double cpu = cpuMs();
        sendMouse(&widget, QEvent::MouseMove, pos, Qt::NoButton, Qt::LeftButton);
        shown.waitForNext(before, 2);
        dabs << double(timer.nsecsElapsed()) / 1e6;
        dabCpu << cpuMs() - cpu;
    }
    sendMouse(&widget, QEvent::MouseButtonRelease, pos, Qt::LeftButton, Qt::NoButton);
    std::printf("bench_weights: brush dab (radius 40 px) to the frame with the Weights colours, 1280x800, "
                "median of %lld: %.1f ms (goal 30 ms; %.1f ms CPU); the stroke is %d undo step(s); a frame with "
                "nothing changed: %.1f ms (%.1f ms CPU)\n",
                static_cast<long long>(dabs.size()), median(dabs), median(dabCpu),
                document.undoStack()->index() - steps, median(frames), median(frameCpu));

    // The dab's weights alone: the brush and the command, no drawing.
    WeightBrush alone;
    PickView view;
    view.model = &document.model();
    view.pose = &widget.pose();
    view.camera = widget.camera(0);
    view.viewport = widget.viewRect(0).size();
    alone.beginStroke(view, brush);
    QList<double> compute;
    qsizetype reached = 0;
    for (int i = 0; i < 40; ++i) {
        QElapsedTimer timer;
        timer.start();
        const WeightChanges changes = alone.dab(document.model(), QPointF(middle + QPoint(-200 + 10 * i, 0)),
                                                joint.joints.first());
        compute << double(timer.nsecsElapsed()) / 1e6;
        reached += changes.isEmpty() ? 0 : changes.first().vertices.size();
    }
    std::printf("bench_weights: the dab's weights alone (reach, edit, change record), median of 40: %.2f ms "
                "(%.0f vertices changed per dab)\n",
                median(compute), double(reached) / 40.0);
    return 0;
}
