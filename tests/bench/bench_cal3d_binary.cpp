// Loading the binary corpus avatar (CSF + CMF + CAF): Quarry against
// libcal3d, in one run. The corpus meshes are version 1300, past what
// Debian's libcal3d 0.11 reads, so the mesh timed is the same avatar's XML
// mesh (corpus/xmf/dokuro) written as a version 1100 CMF; the skeleton and
// animation are the corpus's own binary files.
#include "Cal3dReference.h"

#include "io/Formats.h"
#include "io/MappedFile.h"
#include "io/cal3d/CmfMesh.h"
#include "io/cal3d/CsfSkeleton.h"
#include "io/xmf/XmfMesh.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <ctime>

using namespace quarry;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QString dir = QStringLiteral(QUARRY_CORPUS_DIR "/cal3d/");
    const QString csf = dir + QStringLiteral("DokuroChan.csf");
    const QString caf = dir + QStringLiteral("DokuroChan_test_bone.caf");
    const QString xml = QStringLiteral(QUARRY_CORPUS_DIR "/xmf/dokuro/DokuroChan.xmf");
    if (!QFileInfo::exists(csf) || !QFileInfo::exists(xml)) {
        std::printf("bench_cal3d_binary: skipped: corpus not found at %s\n", qPrintable(dir));
        return 0;
    }
    // The mesh, as a CMF libcal3d 0.11 reads.
    QTemporaryDir temp;
    const QString cmf = temp.filePath(QStringLiteral("DokuroChan.cmf"));
    {
        MappedFile skeleton, mesh;
        QString error;
        QList<int> map;
        const bool opened = skeleton.open(csf, error) && mesh.open(xml, error);
        const bool read = opened && readCsfSkeleton(csf, skeleton.bytes(), &map).ok();
        const ReadResult r = read ? readXmfMesh(xml, mesh.bytes(), &map) : ReadResult::failure(xml, error);
        const WriteResult w = r.ok() ? writeCmfMesh(r.model, cmf) : WriteResult::failure(xml, QString());
        QFile out(cmf);
        if (!w.ok() || !out.open(QIODevice::WriteOnly) || out.write(w.data) != w.data.size()) {
            std::printf("bench_cal3d_binary: could not write the CMF\n");
            return 1;
        }
    }
    const double megabytes = double(QFileInfo(csf).size() + QFileInfo(cmf).size() + QFileInfo(caf).size()) / 1e6;
    ReadOptions options;
    options.companions << csf << caf;
    const int rounds = 9;
    QList<double> quarryMs, cal3dMs;
    double quarryCpu = 0, cal3dCpu = 0; // process CPU time, all threads, seconds
    for (int i = 0; i < rounds; ++i) {
        QElapsedTimer t;
        t.start();
        std::clock_t c0 = std::clock();
        const ReadResult r = readModelFile(cmf, options);
        quarryCpu += double(std::clock() - c0) / CLOCKS_PER_SEC;
        quarryMs << t.nsecsElapsed() / 1e6;
        if (!r.ok() || r.model.animations.size() != 1) {
            std::printf("bench_cal3d_binary: Quarry failed: %s\n", r.error ? qPrintable(r.error->toString()) : "");
            return 1;
        }
        t.restart();
        c0 = std::clock();
        const bool ok = loadOnlyWithCal3d(csf, cmf, caf);
        cal3dCpu += double(std::clock() - c0) / CLOCKS_PER_SEC;
        cal3dMs << t.nsecsElapsed() / 1e6;
        if (!ok) {
            std::printf("bench_cal3d_binary: libcal3d failed to load the avatar\n");
            return 1;
        }
    }
    std::sort(quarryMs.begin(), quarryMs.end());
    std::sort(cal3dMs.begin(), cal3dMs.end());
    const double q = quarryMs[rounds / 2];
    const double c = cal3dMs[rounds / 2];
    std::printf("bench_cal3d_binary: load DokuroChan (CSF + CMF + CAF, %.1f MB), median of %d: Quarry %.1f ms, "
                "libcal3d %.1f ms: Quarry is %.2fx as fast (target >= 2x)\n",
                megabytes, rounds, q, c, c / q);
    std::printf("bench_cal3d_binary: CPU time (all threads), mean: Quarry %.1f ms, libcal3d %.1f ms: ratio %.2f\n",
                quarryCpu * 1000 / rounds, cal3dCpu * 1000 / rounds, cal3dCpu / quarryCpu);
    // The corpus's own version 1300 meshes (libcal3d 0.11 cannot read them): Quarry alone.
    QElapsedTimer t;
    t.start();
    qint64 bytes = 0;
    for (const QString &name : QDir(dir).entryList({QStringLiteral("*.cmf")}, QDir::Files)) {
        MappedFile file;
        QString error;
        if (!file.open(dir + name, error) || !readCmfMesh(name, file.bytes()).ok()) {
            std::printf("bench_cal3d_binary: Quarry failed on %s\n", qPrintable(name));
            return 1;
        }
        bytes += file.bytes().size();
    }
    std::printf("bench_cal3d_binary: Quarry reads the 21 corpus meshes (version 1300, %.1f MB) in %.1f ms\n",
                double(bytes) / 1e6, t.nsecsElapsed() / 1e6);
    return 0;
}
