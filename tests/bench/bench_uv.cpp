// UV dock speed: painting the layout of about 200,000 triangles (the tiled
// sample, every face spherically projected so that seams and islands are
// real) at 1024 x 1024, the first paint (edges and seams gathered) and then
// repaints as a pan or zoom makes them. Goal: a repaint within 30 ms.
#include "model/Document.h"
#include "model/operations/Operation.h"
#include "model/ops/SampleModel.h"
#include "views/uv/UvView.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QImage>
#include <QPainter>

#include <algorithm>
#include <cstdio>
#include <ctime>

using namespace quarry;

namespace {

constexpr double kGoalMs = 30.0;

double cpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

void report(const char *what, QList<double> wall, QList<double> cpu)
{
    std::sort(wall.begin(), wall.end());
    std::sort(cpu.begin(), cpu.end());
    std::printf("%-40s wall median %7.2f ms (best %7.2f, worst %7.2f)  cpu median %7.2f ms  median/goal %.2f\n", what,
                wall[wall.size() / 2], wall.first(), wall.last(), cpu[cpu.size() / 2], wall[wall.size() / 2] / kGoalMs);
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    Document doc;
    doc.resetModel(makeTiledSampleModel(200000));
    qsizetype triangles = 0;
    for (const Mesh &m : doc.model().meshes)
        triangles += m.triangles.size();
    const OperationResult projected = runOperation(doc, QStringLiteral("projectUVs"),
                                                   {{QStringLiteral("mode"), QStringLiteral("spherical")}});
    std::printf("bench_uv: %lld triangles, %lld vertices after projection (%s)\n", qlonglong(triangles),
                qlonglong(doc.model().meshes[0].vertexCount()), qPrintable(projected.message));

    UvView view(&doc);
    view.setAttribute(Qt::WA_DontShowOnScreen);
    view.resize(1024, 1024);
    view.show();
    view.frameUnitSquare();
    QImage target(1024, 1024, QImage::Format_ARGB32_Premultiplied);

    {
        QElapsedTimer timer;
        timer.start();
        const double c0 = cpuMs();
        QPainter painter(&target);
        view.paintLayout(painter, target.rect());
        std::printf("%-40s wall %7.2f ms  cpu %7.2f ms\n", "first paint (edges and seams gathered)",
                    double(timer.nsecsElapsed()) / 1e6, cpuMs() - c0);
    }
    // Each repaint after a pan of one pixel: every edge and seam drawn again.
    QList<double> wall, cpu;
    const double zoom = view.zoom();
    const QPointF origin = view.toWidget({0, 0});
    for (int i = 0; i < 15; ++i) {
        view.setView(zoom, origin + QPointF(i % 2 ? 1 : -1, 0));
        QElapsedTimer timer;
        timer.start();
        const double c0 = cpuMs();
        QPainter painter(&target);
        view.paintLayout(painter, target.rect());
        painter.end();
        wall.append(double(timer.nsecsElapsed()) / 1e6);
        cpu.append(cpuMs() - c0);
    }
    report("repaint after a pan (all edges drawn)", wall, cpu);

    // A repaint with the view unchanged (a selection or a drag preview).
    wall.clear();
    cpu.clear();
    for (int i = 0; i < 15; ++i) {
        QElapsedTimer timer;
        timer.start();
        const double c0 = cpuMs();
        QPainter painter(&target);
        view.paintLayout(painter, target.rect());
        painter.end();
        wall.append(double(timer.nsecsElapsed()) / 1e6);
        cpu.append(cpuMs() - c0);
    }
    report("repaint, view unchanged", wall, cpu);

    // The widget's own paint through grab() (what the screen gets).
    wall.clear();
    cpu.clear();
    for (int i = 0; i < 9; ++i) {
        QElapsedTimer timer;
        timer.start();
        const double c0 = cpuMs();
        const QPixmap shot = view.grab();
        wall.append(double(timer.nsecsElapsed()) / 1e6);
        cpu.append(cpuMs() - c0);
    }
    report("widget paint (grab, view unchanged)", wall, cpu);
    return 0;
}
