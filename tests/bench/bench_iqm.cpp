// IQM loading speed and memory, Quarry against Assimp's IQM importer, in
// one run on the same large file: the corpus mrfixit.iqm with its meshes
// repeated (and moved apart) until the model holds a million triangles or
// more, written by Quarry's IQM writer.
//
// Speed: Quarry's readModelFile (maps the file, builds the Model with
// per-mesh streams, skeleton and animation) against Assimp::Importer::
// ReadFile with no post-processing (Assimp's IQM importer reads meshes and
// vertex data only). Each side loads the file several times; the best CPU
// time counts (the machine is shared, CPU time is fairer than wall time).
//
// Memory: each loader runs in a child process of this program; the child
// resets its peak resident size (Linux clear_refs 5), loads, and reports
// VmHWM minus the resident size before loading. Quarry's figure is set
// against Model::memorySize() of what it loaded.
#include "io/Formats.h"
#include "io/iqm/IqmReader.h"
#include "io/iqm/IqmWriter.h"

#include <assimp/Importer.hpp>
#include <assimp/scene.h>

#include <QCoreApplication>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>

#include "bench/BenchProcess.h"

#include <algorithm>
#include <cstdio>
#include <ctime>

using namespace quarry;
using namespace quarry::bench;

namespace {

double wallSeconds()
{
    timespec ts{};
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return double(ts.tv_sec) + double(ts.tv_nsec) / 1e9;
}

// The corpus model with every mesh repeated `copies` times on a grid.
Model tile(const Model &source, int copies)
{
    Model out = source;
    out.meshes.clear();
    out.meshes.reserve(source.meshes.size() * copies);
    for (int i = 0; i < copies; ++i) {
        const QVector3D offset(float(i % 25) * 6.0f, float(i / 25) * 6.0f, 0.0f);
        for (const Mesh &m : source.meshes) {
            Mesh copy = m;
            copy.name = m.name + QString::number(i);
            for (QVector3D &p : copy.positions)
                p += offset;
            out.meshes.append(std::move(copy));
        }
    }
    return out;
}

// Child mode: load once and print "peakKiB memorySizeBytes triangles".
int measureMemory(const QString &loader, const QString &path)
{
    const qint64 before = statusKiB("VmRSS:");
    if (!resetPeak()) {
        std::printf("-1 0 0\n");
        return 0;
    }
    qint64 size = 0, triangles = 0;
    if (loader == QLatin1String("quarry")) {
        const ReadResult r = readModelFile(path);
        const qint64 peak = statusKiB("VmHWM:");
        size = r.model.memorySize();
        triangles = r.model.triangleCount();
        std::printf("%lld %lld %lld\n", static_cast<long long>(peak - before), static_cast<long long>(size),
                    static_cast<long long>(triangles));
    } else {
        Assimp::Importer importer;
        const aiScene *scene = importer.ReadFile(path.toStdString(), 0);
        const qint64 peak = statusKiB("VmHWM:");
        for (unsigned m = 0; scene && m < scene->mNumMeshes; ++m)
            triangles += scene->mMeshes[m]->mNumFaces;
        std::printf("%lld 0 %lld\n", static_cast<long long>(peak - before), static_cast<long long>(triangles));
    }
    return 0;
}

struct Timing
{
    double cpu = 1e30;
    double wall = 1e30;
};

template<typename Load>
Timing best(int runs, Load load)
{
    Timing t;
    for (int i = 0; i < runs; ++i) {
        const double c0 = cpuSeconds(), w0 = wallSeconds();
        load();
        t.cpu = std::min(t.cpu, cpuSeconds() - c0);
        t.wall = std::min(t.wall, wallSeconds() - w0);
    }
    return t;
}

QList<qint64> childMeasure(const QString &loader, const QString &path)
{
    QProcess p;
    p.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--memory"), loader, path});
    p.waitForFinished(600000);
    QList<qint64> values;
    for (const QByteArray &v : p.readAllStandardOutput().trimmed().split(' '))
        values.append(v.toLongLong());
    while (values.size() < 3)
        values.append(-1);
    return values;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() == 4 && args[1] == QLatin1String("--memory"))
        return measureMemory(args[2], args[3]);

    const QString corpus = QStringLiteral(QUARRY_CORPUS_DIR "/iqm/mrfixit.iqm");
    const ReadResult source = readModelFile(corpus);
    if (!source.ok()) {
        std::printf("bench_iqm: skipped: corpus file iqm/mrfixit.iqm not readable\n");
        return 0;
    }
    const int copies = int(1000000 / source.model.triangleCount()) + 1;
    QTemporaryDir dir;
    // QUARRY_BENCH_IQM_FILE keeps the large file (made once) for profiling.
    const QString kept = qEnvironmentVariable("QUARRY_BENCH_IQM_FILE");
    const QString path = kept.isEmpty() ? dir.filePath(QStringLiteral("tiled.iqm")) : kept;
    if (!QFile::exists(path)) {
        const Model big = tile(source.model, copies);
        const WriteResult w = writeModelFile(big, path, QStringLiteral("iqm"));
        if (!w.ok()) {
            std::printf("bench_iqm: skipped: %s\n", qPrintable(w.error->toString()));
            return 0;
        }
    }
    const qint64 fileSize = QFile(path).size();

    const int runs = 5;
    qint64 quarryTriangles = 0, assimpTriangles = 0;
    const Timing quarry = best(runs, [&] {
        const ReadResult r = readModelFile(path);
        quarryTriangles = r.ok() ? r.model.triangleCount() : -1;
    });
    const Timing assimp = best(runs, [&] {
        Assimp::Importer importer;
        const aiScene *scene = importer.ReadFile(path.toStdString(), 0);
        assimpTriangles = 0;
        for (unsigned m = 0; scene && m < scene->mNumMeshes; ++m)
            assimpTriangles += scene->mMeshes[m]->mNumFaces;
    });

    std::printf("bench_iqm: %s, %.1f MiB, %d meshes, %lld triangles (Quarry) / %lld (Assimp)\n", qPrintable(path),
                double(fileSize) / 1048576.0, int(source.model.meshes.size()) * copies,
                static_cast<long long>(quarryTriangles), static_cast<long long>(assimpTriangles));
    std::printf("  load, best of %d: Quarry %.1f ms CPU (%.1f ms wall), Assimp %.1f ms CPU (%.1f ms wall)\n", runs,
                quarry.cpu * 1e3, quarry.wall * 1e3, assimp.cpu * 1e3, assimp.wall * 1e3);
    std::printf("  speed ratio (Assimp / Quarry): %.2fx CPU, %.2fx wall (target >= 3x)\n", assimp.cpu / quarry.cpu,
                assimp.wall / quarry.wall);

    const QList<qint64> q = childMeasure(QStringLiteral("quarry"), path);
    const QList<qint64> a = childMeasure(QStringLiteral("assimp"), path);
    if (q[0] < 0) {
        std::printf("  memory: skipped: peak resident size cannot be reset here\n");
        return 0;
    }
    const double peakMiB = double(q[0]) / 1024.0, modelMiB = double(q[1]) / 1048576.0;
    std::printf("  memory: Quarry peak %.1f MiB while loading, model %.1f MiB: ratio %.2f (target <= 2); "
                "Assimp peak %.1f MiB\n",
                peakMiB, modelMiB, modelMiB > 0 ? peakMiB / modelMiB : 0.0, double(a[0]) / 1024.0);
    return 0;
}
