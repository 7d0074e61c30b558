// Loading the binary corpus avatar through its .cfg list (skeleton,
// animation, the 21 meshes and 32 materials, scaled): Quarry's .cfg reader
// against libcal3d's CalCoreModel loading the same files and scaling them,
// in one run. Debian's libcal3d 0.11 reads no version 1300 mesh, so the
// corpus meshes are written once as version 1100 CMFs (their morph targets,
// which 1100 cannot hold, left out) beside a copy of the list; the
// skeleton, animation and materials are the corpus's own files.
#include "io/Formats.h"
#include "io/MappedFile.h"
#include "io/cal3d/CmfMesh.h"
#include "io/cal3d/CsfSkeleton.h"

#include <cal3d/cal3d.h>

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

namespace {

struct List
{
    double scale = 1;
    QString skeleton;
    QStringList animations, meshes, materials;
};

// The list's lines, read here without Quarry's parser.
List readList(const QString &path)
{
    List list;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return list;
    const QDir dir = QFileInfo(path).absoluteDir();
    for (const QByteArray &raw : f.readAll().split('\n')) {
        const QString line = QString::fromUtf8(raw).trimmed();
        const qsizetype eq = line.indexOf(QLatin1Char('='));
        if (line.startsWith(QLatin1Char('#')) || eq < 0)
            continue;
        const QString key = line.left(eq).trimmed(), value = dir.absoluteFilePath(line.mid(eq + 1).trimmed());
        if (key == QLatin1String("scale"))
            list.scale = line.mid(eq + 1).toDouble();
        else if (key == QLatin1String("skeleton"))
            list.skeleton = value;
        else if (key == QLatin1String("animation"))
            list.animations << value;
        else if (key == QLatin1String("mesh"))
            list.meshes << value;
        else if (key == QLatin1String("material"))
            list.materials << value;
    }
    return list;
}

bool loadWithCal3d(const List &list)
{
    CalCoreModel core("bench");
    if (!core.loadCoreSkeleton(list.skeleton.toStdString()))
        return false;
    for (const QString &a : list.animations)
        if (core.loadCoreAnimation(a.toStdString()) < 0)
            return false;
    for (const QString &m : list.meshes)
        if (core.loadCoreMesh(m.toStdString()) < 0)
            return false;
    for (const QString &m : list.materials)
        if (core.loadCoreMaterial(m.toStdString()) < 0)
            return false;
    core.scale(float(list.scale));
    return true;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QString corpus = QStringLiteral(QUARRY_CORPUS_DIR "/cal3d/");
    const List original = readList(corpus + QStringLiteral("DokuroChan.cfg"));
    if (original.skeleton.isEmpty()) {
        std::printf("bench_cal3d_avatar: skipped: corpus not found at %s\n", qPrintable(corpus));
        return 0;
    }
    // The list beside the meshes written as version 1100, naming the
    // corpus's skeleton, animation and materials where they are.
    QTemporaryDir temp;
    QByteArray text = "scale=" + QByteArray::number(original.scale) + "\nskeleton=" + original.skeleton.toUtf8() + '\n';
    for (const QString &a : original.animations)
        text += "animation=" + a.toUtf8() + '\n';
    {
        MappedFile skeleton;
        QString error;
        QList<int> map;
        if (!skeleton.open(original.skeleton, error)
            || !readCsfSkeleton(original.skeleton, skeleton.bytes(), &map).ok()) {
            std::printf("bench_cal3d_avatar: cannot read the skeleton\n");
            return 1;
        }
        for (const QString &m : original.meshes) {
            MappedFile mesh;
            ReadResult r = mesh.open(m, error) ? readCmfMesh(m, mesh.bytes(), &map) : ReadResult::failure(m, error);
            if (!r.ok()) {
                std::printf("bench_cal3d_avatar: cannot read %s\n", qPrintable(m));
                return 1;
            }
            r.model.extras.remove(QStringLiteral("cmf.version"));
            for (Mesh &each : r.model.meshes)
                each.morphs.clear();
            const QString out = temp.filePath(QFileInfo(m).fileName());
            const WriteResult w = writeCmfMesh(r.model, out);
            QFile f(out);
            if (!w.ok() || !f.open(QIODevice::WriteOnly) || f.write(w.data) != w.data.size()) {
                std::printf("bench_cal3d_avatar: cannot write %s\n", qPrintable(out));
                return 1;
            }
            text += "mesh=" + QFileInfo(m).fileName().toUtf8() + '\n';
        }
    }
    for (const QString &m : original.materials)
        text += "material=" + m.toUtf8() + '\n';
    const QString cfg = temp.filePath(QStringLiteral("DokuroChan.cfg"));
    {
        QFile f(cfg);
        if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size())
            return 1;
    }
    const List list = readList(cfg);
    qint64 bytes = QFileInfo(list.skeleton).size();
    for (const QStringList *files : {&list.animations, &list.meshes, &list.materials})
        for (const QString &f : *files)
            bytes += QFileInfo(f).size();
    const int rounds = 9;
    QList<double> quarryMs, cal3dMs;
    double quarryCpu = 0, cal3dCpu = 0;
    for (int i = 0; i < rounds; ++i) {
        QElapsedTimer t;
        t.start();
        std::clock_t c0 = std::clock();
        const ReadResult r = readModelFile(cfg);
        quarryCpu += double(std::clock() - c0) / CLOCKS_PER_SEC;
        quarryMs << t.nsecsElapsed() / 1e6;
        if (!r.ok() || r.model.animations.size() != 1 || r.model.materials.size() != list.materials.size()) {
            std::printf("bench_cal3d_avatar: Quarry failed: %s\n", r.error ? qPrintable(r.error->toString()) : "");
            return 1;
        }
        t.restart();
        c0 = std::clock();
        const bool ok = loadWithCal3d(list);
        cal3dCpu += double(std::clock() - c0) / CLOCKS_PER_SEC;
        cal3dMs << t.nsecsElapsed() / 1e6;
        if (!ok) {
            std::printf("bench_cal3d_avatar: libcal3d failed to load the avatar\n");
            return 1;
        }
    }
    std::sort(quarryMs.begin(), quarryMs.end());
    std::sort(cal3dMs.begin(), cal3dMs.end());
    const double q = quarryMs[rounds / 2], c = cal3dMs[rounds / 2];
    std::printf("bench_cal3d_avatar: load DokuroChan.cfg (CSF + CAF + %lld CMF + %lld XRF, %.1f MB, scaled), median of "
                "%d: Quarry %.1f ms, libcal3d %.1f ms: Quarry is %.2fx as fast (target >= 2x)\n",
                qlonglong(list.meshes.size()), qlonglong(list.materials.size()), double(bytes) / 1e6, rounds, q, c,
                c / q);
    std::printf("bench_cal3d_avatar: CPU time (all threads), mean: Quarry %.1f ms, libcal3d %.1f ms: ratio %.2f\n",
                quarryCpu * 1000 / rounds, cal3dCpu * 1000 / rounds, cal3dCpu / quarryCpu);
    // The corpus's own list (version 1300 meshes and the facial XPF), Quarry alone.
    QElapsedTimer t;
    t.start();
    const ReadResult own = readModelFile(corpus + QStringLiteral("DokuroChan.cfg"));
    std::printf("bench_cal3d_avatar: Quarry opens the corpus's own DokuroChan.cfg (version 1300 meshes, "
                "the XPF morph animation) in %.1f ms%s\n",
                t.nsecsElapsed() / 1e6, own.ok() ? "" : " (failed)");
    return own.ok() ? 0 : 1;
}
