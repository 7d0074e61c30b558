// Reading an MD5 of the corpus avatar (DokuroChan written as .md5mesh and
// .md5anim by Quarry): Quarry against Assimp's MD5 importer, in one run.
#include "io/Formats.h"
#include "io/ModelCompanions.h"
#include "io/xmf/XmfAvatar.h"

#include <assimp/Importer.hpp>
#include <assimp/scene.h>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <ctime>

using namespace quarry;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QString xmf = QStringLiteral(QUARRY_CORPUS_DIR "/xmf/dokuro/DokuroChan.xmf");
    if (!QFileInfo::exists(xmf)) {
        std::printf("bench_md5: skipped: corpus not found at %s\n", qPrintable(xmf));
        return 0;
    }
    ReadOptions avatarOptions;
    avatarOptions.companions = findAvatarCompanions(xmf).toCompanions();
    ReadResult avatar = readModelFile(xmf, avatarOptions);
    if (!avatar.ok() || avatar.model.animations.isEmpty()) {
        std::printf("bench_md5: cannot read the corpus avatar\n");
        return 1;
    }
    // Assimp's importer takes the animation named as the mesh: <base>.md5anim.
    avatar.model.animations = {avatar.model.animations[0]};
    avatar.model.animations[0].name = QStringLiteral("DokuroChan");
    QTemporaryDir dir;
    const QString mesh = dir.filePath(QStringLiteral("DokuroChan.md5mesh"));
    if (const WriteResult w = writeModelFile(avatar.model, mesh, QStringLiteral("md5")); !w.ok()) {
        std::printf("bench_md5: %s\n", qPrintable(w.error->toString()));
        return 1;
    }
    const qint64 bytes = QFileInfo(mesh).size() + QFileInfo(dir.filePath(QStringLiteral("DokuroChan.md5anim"))).size();
    ReadOptions options;
    options.companions = companionsBeside(mesh);
    const int rounds = 5;
    QList<double> quarryMs, assimpMs, quarryCpu, assimpCpu;
    for (int i = 0; i < rounds; ++i) {
        QElapsedTimer t;
        t.start();
        std::clock_t c = std::clock();
        const ReadResult r = readModelFile(mesh, options);
        quarryMs << t.nsecsElapsed() / 1e6;
        quarryCpu << double(std::clock() - c) * 1e3 / CLOCKS_PER_SEC;
        if (!r.ok() || r.model.animations.size() != 1) {
            std::printf("bench_md5: Quarry failed\n");
            return 1;
        }
        t.restart();
        c = std::clock();
        Assimp::Importer importer;
        const aiScene *scene = importer.ReadFile(QFile::encodeName(mesh).toStdString(), 0);
        assimpMs << t.nsecsElapsed() / 1e6;
        assimpCpu << double(std::clock() - c) * 1e3 / CLOCKS_PER_SEC;
        if (!scene || scene->mNumAnimations != 1) {
            std::printf("bench_md5: Assimp failed: %s\n", importer.GetErrorString());
            return 1;
        }
    }
    std::sort(quarryMs.begin(), quarryMs.end());
    std::sort(assimpMs.begin(), assimpMs.end());
    std::sort(quarryCpu.begin(), quarryCpu.end());
    std::sort(assimpCpu.begin(), assimpCpu.end());
    const double q = quarryMs[rounds / 2], a = assimpMs[rounds / 2];
    std::printf("bench_md5: read DokuroChan as MD5 (.md5mesh + .md5anim, %.1f MB), median of %d: Quarry %.1f ms, "
                "Assimp %.1f ms: Quarry is %.2fx as fast (target >= 2x)\n",
                double(bytes) / 1e6, rounds, q, a, a / q);
    // On a shared machine the processor time (all threads) says more.
    std::printf("  processor time, median: Quarry %.1f ms, Assimp %.1f ms (%.2fx)\n", quarryCpu[rounds / 2],
                assimpCpu[rounds / 2], assimpCpu[rounds / 2] / quarryCpu[rounds / 2]);
    return 0;
}
