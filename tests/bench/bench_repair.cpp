// Mesh repair and selection on large meshes, timed through the same
// operations the menus and scripts run (runOperation on a Document):
// select connected and hide on a 1,000,000-triangle mesh (a closed sphere:
// one connected part, the worst case for the flood; and the tiled sample,
// skinned, with seams and many parts) within 100 ms each, and fill holes on
// the 200,000-triangle tiled sample (open surfaces) within 200 ms.
#include "BenchProcess.h"
#include "TestMeshes.h"

#include "model/Document.h"
#include "model/operations/Operation.h"
#include "model/ops/FillHoles.h"
#include "model/ops/SampleModel.h"
#include "model/ops/SelectionOps.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <algorithm>
#include <cstdio>
#include <functional>

using namespace quarry;

namespace {

struct Times
{
    double wall = 0;
    double cpu = 0;
};

// Median wall and processor times (ms) of `runs` calls; `prepare` runs
// before each call, untimed.
Times median(int runs, const std::function<void()> &prepare, const std::function<void()> &work)
{
    QList<double> wall, cpu;
    for (int i = 0; i < runs; ++i) {
        prepare();
        QElapsedTimer timer;
        timer.start();
        const double start = bench::cpuSeconds();
        work();
        cpu.append((bench::cpuSeconds() - start) * 1e3);
        wall.append(double(timer.nsecsElapsed()) / 1e6);
    }
    std::sort(wall.begin(), wall.end());
    std::sort(cpu.begin(), cpu.end());
    return {wall[wall.size() / 2], cpu[cpu.size() / 2]};
}

void report(const char *what, qsizetype triangles, const Times &t, double budget)
{
    std::printf("%-44s %9lld triangles  %7.1f ms wall  %7.1f ms cpu  %s (budget %.0f ms)\n", what,
                static_cast<long long>(triangles), t.wall, t.cpu, t.cpu <= budget ? "within" : "OVER", budget);
}

void run(Document &doc, const char *id)
{
    const OperationResult r = runOperation(doc, QString::fromLatin1(id));
    if (!r.ok)
        std::printf("  %s failed: %s\n", id, qPrintable(r.message));
}

Selection oneVertex()
{
    Selection s;
    s.mode = Selection::Mode::Vertices;
    s.vertices.insert(0, {0});
    return s;
}

void selectAndHide(const char *name, const Model &model)
{
    constexpr int kRuns = 5;
    Document doc;
    doc.resetModel(model);
    const qsizetype triangles = model.triangleCount();
    const Times connected = median(
        kRuns, [&] { doc.setSelection(oneVertex()); }, [&] { run(doc, "selectConnected"); });
    std::printf("  (%s: select connected reached %lld vertices)\n", name,
                static_cast<long long>(doc.selection().vertexCount()));
    report(qPrintable(QStringLiteral("select connected, %1").arg(QLatin1String(name))), triangles, connected, 100);
    // Hide every face of the mesh (the largest hide there is), as faces.
    Selection all;
    all.mode = Selection::Mode::Faces;
    QList<quint32> faces(model.meshes[0].triangles.size());
    for (qsizetype i = 0; i < faces.size(); ++i)
        faces[i] = quint32(i);
    all.faces.insert(0, faces);
    const Times hide = median(
        kRuns,
        [&] {
            doc.undoStack()->clear();
            doc.setHiddenFaces({});
            doc.setSelection(all);
        },
        [&] { run(doc, "hide"); });
    report(qPrintable(QStringLiteral("hide all faces, %1").arg(QLatin1String(name))), triangles, hide, 100);
    // Hide from a vertex selection (faces found by position).
    const Times hideVertex = median(
        kRuns,
        [&] {
            doc.undoStack()->clear();
            doc.setHiddenFaces({});
            doc.setSelection(oneVertex());
        },
        [&] { run(doc, "hide"); });
    report(qPrintable(QStringLiteral("hide at one vertex, %1").arg(QLatin1String(name))), triangles, hideVertex, 100);
    const Times show = median(
        kRuns,
        [&] {
            doc.undoStack()->clear();
            doc.setHiddenFaces({{0, faces}});
        },
        [&] { run(doc, "unhideAll"); });
    report(qPrintable(QStringLiteral("show all, %1").arg(QLatin1String(name))), triangles, show, 100);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    std::printf("Mesh repair and selection through runOperation, median of 5 runs\n");

    const test::Surface ball = test::sphere(501, 1000);
    Model sphere;
    Mesh mesh;
    mesh.name = QStringLiteral("sphere");
    mesh.positions = ball.positions;
    mesh.normals = ball.positions;
    mesh.triangles = ball.triangles;
    sphere.meshes.append(mesh);
    {
        // Where select connected spends its time.
        const Mesh &m = sphere.meshes[0];
        MeshTopology t;
        report("  of which points by position", m.triangles.size(),
               median(
                   5, [] {}, [&] { positionPoints(m.positions); }),
               100);
        report("  of which topology (points and their faces)", m.triangles.size(),
               median(
                   5, [] {}, [&] { t = meshTopology(m); }),
               100);
        report("  of which the flood", m.triangles.size(),
               median(
                   5, [] {}, [&] { connectedFaces(m, t, {}, {0}); }),
               100);
    }
    selectAndHide("closed sphere", sphere);
    selectAndHide("tiled sample", makeTiledSampleModel(1000000));

    const Model open = makeTiledSampleModel(200000);
    Document doc;
    doc.resetModel(open);
    const qsizetype loops = boundaryLoops(open.meshes[0]).size();
    const Times fill = median(
        5, [&] { doc.resetModel(open); }, [&] { run(doc, "fillHoles"); });
    std::printf("  (fill holes closed %lld loops, %lld triangles added)\n", static_cast<long long>(loops),
                static_cast<long long>(doc.model().triangleCount() - open.triangleCount()));
    report("fill holes (every loop), tiled sample", open.triangleCount(), fill, 200);
    Mesh copy = open.meshes[0];
    const Times pure = median(
        5, [&] { copy = open.meshes[0]; }, [&] { fillHoles(copy); });
    report("  of which fillHoles itself", open.triangleCount(), pure, 200);
    return 0;
}
