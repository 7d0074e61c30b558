// Box selection on the CPU for large skinned models (the tiled sample at
// about 200k and 1M triangles) in a 1280x800 view: the time of pickInRect
// taking only what the view shows (a depth buffer of the posed triangles,
// then a depth test per vertex or face) against selecting through surfaces
// (projection only, as box selection did before), per selection mode. It
// runs once when the mouse button is released; the goal is well under
// 100 ms. Also the depth buffer alone and the skinning that both share
// (computed once per pose, cached).
#include "model/ops/SampleModel.h"
#include "views/viewport/DepthBuffer.h"
#include "views/viewport/Picking.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QThread>

#include <algorithm>
#include <cstdio>
#include <ctime>

using namespace quarry;

namespace {

double cpuMs(clockid_t clock)
{
    timespec ts{};
    clock_gettime(clock, &ts);
    return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
}

struct Times
{
    double wall = 0; // what the user waits
    double cpu = 0; // processor time of all threads (load inflates wall time, less this)
};

// Median wall and processor times in milliseconds over `runs` calls.
template<typename F>
Times medianMs(int runs, F &&work)
{
    QList<double> wall;
    QList<double> cpu;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer timer;
        timer.start();
        const double start = cpuMs(CLOCK_PROCESS_CPUTIME_ID);
        work();
        cpu.append(cpuMs(CLOCK_PROCESS_CPUTIME_ID) - start);
        wall.append(double(timer.nsecsElapsed()) / 1e6);
    }
    std::sort(wall.begin(), wall.end());
    std::sort(cpu.begin(), cpu.end());
    return {wall[wall.size() / 2], cpu[cpu.size() / 2]};
}

const char *modeName(Selection::Mode mode)
{
    switch (mode) {
    case Selection::Mode::Objects: return "meshes";
    case Selection::Mode::Vertices: return "vertices";
    case Selection::Mode::Faces: return "faces";
    case Selection::Mode::Joints: return "joints";
    }
    return "";
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QSize size(1280, 800);
    constexpr int kRuns = 5;
    std::printf("Box selection at %dx%d, %d threads, median of %d runs (ms, wall time unless said)\n", size.width(),
                size.height(), QThread::idealThreadCount(), kRuns);
    for (const qsizetype wanted : {qsizetype(200000), qsizetype(1000000)}) {
        const Model model = makeTiledSampleModel(wanted);
        ScenePose pose;
        pose.update(model, 0, 0.25);
        QElapsedTimer skinTimer;
        skinTimer.start();
        const QList<SkinnedMesh> &skinned = pose.skinnedMeshes(model);
        const double skinMs = double(skinTimer.nsecsElapsed()) / 1e6;
        PickView view;
        view.model = &model;
        view.pose = &pose;
        view.camera.setAngles(30, 35);
        view.camera.setSceneRadius(pose.bounds(model).radius());
        view.camera.frame(pose.bounds(model));
        view.viewport = size;
        const Times depthMs = medianMs(kRuns, [&] {
            DepthBuffer depth(view.camera, size);
            for (qsizetype m = 0; m < skinned.size(); ++m)
                depth.addTriangles(skinned[m].positions, model.meshes[m].triangles);
        });
        std::printf(
            "%lld triangles, %lld vertices: skinning (once per pose) %.1f, depth buffer %.1f (processor %.1f)\n",
            static_cast<long long>(model.triangleCount()), static_cast<long long>(model.vertexCount()), skinMs,
            depthMs.wall, depthMs.cpu);
        // A small box in the middle, one over the middle quarter of the view
        // and one over all of it.
        const QRectF boxes[] = {QRectF(590, 350, 100, 100), QRectF(320, 200, 640, 400), QRectF(0, 0, 1280, 800)};
        for (const QRectF &box : boxes) {
            for (auto mode : {Selection::Mode::Vertices, Selection::Mode::Faces, Selection::Mode::Objects}) {
                qsizetype seen = 0;
                qsizetype all = 0;
                view.throughSurfaces = false;
                const Times visible = medianMs(kRuns, [&] {
                    const Selection s = pickInRect(view, box, mode);
                    seen = s.vertexCount() + s.faceCount() + s.meshes.size();
                });
                view.throughSurfaces = true;
                const Times through = medianMs(kRuns, [&] {
                    const Selection s = pickInRect(view, box, mode);
                    all = s.vertexCount() + s.faceCount() + s.meshes.size();
                });
                std::printf("  box %4.0fx%-4.0f %-8s visible only %6.1f (processor %6.1f, %lld picked)  through %5.1f "
                            "(%lld picked)  "
                            "ratio %.1f %s\n",
                            box.width(), box.height(), modeName(mode), visible.wall, visible.cpu,
                            static_cast<long long>(seen), through.wall, static_cast<long long>(all),
                            visible.wall / through.wall, visible.wall < 100.0 ? "" : "OVER 100 ms");
            }
        }
    }
    return 0;
}
