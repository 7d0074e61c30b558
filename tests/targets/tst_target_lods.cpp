// Engine targets beyond the model itself: levels of detail where the game
// draws them (--lods), the shader script a texture with alpha needs,
// animations under the names a game looks them up by (Unvanquished), and a
// DarkPlaces engine loading the packed model from a game folder.
#include "CliRunner.h"
#include "TargetModels.h"

#include "io/Formats.h"
#include "io/iqm/IqmFormat.h"
#include "io/targets/TargetExport.h"
#include "model/Pose.h"
#include "model/ops/Lods.h"

#include <QDir>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <tuple>

using namespace quarry;
using namespace quarry::test;

namespace {

Model texturedModel(const QString &texture)
{
    Model model = riggedSphere(24, 32, 4);
    Animation run = swayAnimation(4, 1.0);
    model.animations = {run};
    model.materials[0].maps = {TextureMap{QStringLiteral("diffuse"), texture}};
    return model;
}

TargetExportResult exportFor(const char *target, const Model &model, const QString &source, const QString &out,
                             int lods = 0, bool pack = false)
{
    TargetExportOptions options;
    options.outputDirectory = out;
    options.name = QStringLiteral("ball");
    options.sourcePath = source;
    options.lods = lods;
    options.pack = pack;
    return exportForTarget(model, *findEngineTarget(QLatin1String(target)), options);
}

// Every vertex of `lod` is one of `full`'s, with its position, texture
// coordinates and skin weights (the simplification only drops vertices).
bool verticesComeFrom(const Mesh &lod, const Mesh &full)
{
    QMap<std::tuple<float, float, float, float, float>, qsizetype> index;
    for (qsizetype v = 0; v < full.vertexCount(); ++v) {
        const QVector3D &p = full.positions[v];
        const QVector2D &t = full.texcoords[0][v];
        index.insert({p.x(), p.y(), p.z(), t.x(), t.y()}, v);
    }
    const int n = lod.influencesPerVertex;
    if (n != full.influencesPerVertex)
        return false;
    for (qsizetype v = 0; v < lod.vertexCount(); ++v) {
        const QVector3D &p = lod.positions[v];
        const QVector2D &t = lod.texcoords[0][v];
        const auto it = index.constFind({p.x(), p.y(), p.z(), t.x(), t.y()});
        if (it == index.constEnd())
            return false;
        for (int i = 0; i < n; ++i)
            if (lod.blendIndexes[v * n + i] != full.blendIndexes[*it * n + i]
                || lod.blendWeights[v * n + i] != full.blendWeights[*it * n + i])
                return false;
    }
    return true;
}

// The animation part of an IQM file's bytes: its poses, frames and bounds.
QByteArray animationPart(const QByteArray &file)
{
    auto field = [&](int f) { return qFromLittleEndian<quint32>(file.constData() + iqm::headerFieldOffset(f)); };
    const quint32 frames = field(iqm::NumFrames), joints = field(iqm::NumPoses);
    return file.mid(field(iqm::OfsPoses), joints * iqm::kPoseSize)
           + file.mid(field(iqm::OfsFrames), qsizetype(frames) * field(iqm::NumFrameChannels) * 2)
           + file.mid(field(iqm::OfsBounds), qsizetype(frames) * iqm::kBoundsSize);
}

// An IQM file's per-frame bounds: eight floats a frame.
QList<float> bounds(const QByteArray &file)
{
    auto field = [&](int f) { return qFromLittleEndian<quint32>(file.constData() + iqm::headerFieldOffset(f)); };
    QList<float> values(qsizetype(field(iqm::NumFrames)) * 8);
    qFromLittleEndian<float>(file.constData() + field(iqm::OfsBounds), values.size(), values.data());
    return values;
}

QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestTargetLods : public QObject
{
    Q_OBJECT

private slots:
    void simplifiedModelHalvesTheTriangles()
    {
        const Model full = texturedModel(QStringLiteral("ball.png"));
        const qsizetype triangles = full.triangleCount();
        for (int level = 1; level <= 2; ++level) {
            const Model lod = simplifiedModel(full, lodRatio(level));
            QVERIFY(lod.meshes[0].validate().isEmpty());
            const double want = triangles * lodRatio(level);
            QVERIFY2(lod.triangleCount() <= qsizetype(want * 1.1) + 1,
                     qPrintable(QStringLiteral("%1 of %2").arg(lod.triangleCount()).arg(triangles)));
            QVERIFY(lod.triangleCount() >= qsizetype(want * 0.5));
            QVERIFY(lod.meshes[0].vertexCount() < full.meshes[0].vertexCount());
            QVERIFY(verticesComeFrom(lod.meshes[0], full.meshes[0]));
            QCOMPARE(lod.skeleton, full.skeleton);
            QCOMPARE(lod.animations, full.animations);
        }
    }

    void xonoticGetsLevelsOfDetail()
    {
        QTemporaryDir dir;
        const Model model = texturedModel(QStringLiteral("none.png"));
        const TargetExportResult result = exportFor("xonotic", model, dir.filePath(QStringLiteral("ball.iqe")),
                                                    dir.path(), 2);
        QVERIFY2(result.ok(), qPrintable(result.error));
        QVERIFY(result.files.contains(QStringLiteral("models/player/ball_lod1.iqm")));
        QVERIFY(result.files.contains(QStringLiteral("models/player/ball_lod2.iqm")));
        const ReadResult full = readModelFile(dir.filePath(QStringLiteral("models/player/ball.iqm")));
        QVERIFY(full.ok());
        qsizetype previous = full.model.triangleCount();
        for (int level = 1; level <= 2; ++level) {
            const ReadResult lod = readModelFile(
                dir.filePath(QStringLiteral("models/player/ball_lod%1.iqm").arg(level)));
            QVERIFY2(lod.ok(), lod.ok() ? "" : qPrintable(lod.error->toString()));
            QVERIFY(lod.model.triangleCount() < previous);
            QVERIFY(lod.model.triangleCount() * 2 <= qsizetype(previous * 1.1) + 1);
            previous = lod.model.triangleCount();
            // The same joints and animations as the full model: the game
            // swaps the model keeping the animation state.
            QCOMPARE(lod.model.skeleton.joints.size(), full.model.skeleton.joints.size());
            QCOMPARE(lod.model.animations.size(), full.model.animations.size());
            QCOMPARE(lod.model.animations[0].frameCount(), full.model.animations[0].frameCount());
            QVERIFY(verticesComeFrom(lod.model.meshes[0], full.model.meshes[0]));
        }
        QVERIFY(std::any_of(result.fixes.cbegin(), result.fixes.cend(),
                            [](const QString &f) { return f.contains(QLatin1String("ball_lod2.iqm")); }));
    }

    // The levels of detail carry the full model's animation part, encoded
    // once: poses, frames and the frames' bounds (which hold the levels'
    // vertices, all of them the full model's) are the same bytes.
    void levelsOfDetailShareTheAnimation()
    {
        QTemporaryDir dir;
        Model model = texturedModel(QStringLiteral("none.png"));
        model.animations.append(swayAnimation(7, 2.0));
        model.animations[1].name = QStringLiteral("wave");
        const TargetExportResult result = exportFor("xonotic", model, dir.filePath(QStringLiteral("ball.iqe")),
                                                    dir.path(), 2);
        QVERIFY2(result.ok(), qPrintable(result.error));
        const QByteArray full = fileBytes(dir.filePath(QStringLiteral("models/player/ball.iqm")));
        const QByteArray part = animationPart(full);
        QVERIFY(part.size() > 1000);
        for (int level = 1; level <= 2; ++level) {
            const QByteArray lod = fileBytes(dir.filePath(QStringLiteral("models/player/ball_lod%1.iqm").arg(level)));
            QVERIFY(lod.size() < full.size());
            QCOMPARE(animationPart(lod), part);
        }
        // Written alone, the coarsest level gets bounds of its own, not the
        // same (so the bytes above are the full model's, not a coincidence);
        // the full model's hold the level's skinned vertices at every frame
        // of its first animation.
        const QString coarsest = dir.filePath(QStringLiteral("models/player/ball_lod2.iqm"));
        ReadResult read = readModelFile(coarsest);
        QVERIFY(read.ok());
        read.model.extras.remove(QStringLiteral("iqm.bounds"));
        read.model.extras.remove(QStringLiteral("iqm.boundsKey"));
        const WriteResult alone = writeModelFile(read.model, dir.filePath(QStringLiteral("alone.iqm")),
                                                 QStringLiteral("iqm"));
        QVERIFY(alone.ok());
        const QList<float> own = bounds(fileBytes(dir.filePath(QStringLiteral("alone.iqm"))));
        const QList<float> shared = bounds(full);
        QCOMPARE(own.size(), shared.size());
        QVERIFY(own != shared);
        const Animation &first = read.model.animations[0];
        for (int f = 0; f < first.frameCount(); ++f) {
            const Bounds b = poseBounds(read.model, 0, f / first.fps);
            QVERIFY(b.isValid());
            for (int c = 0; c < 3; ++c) {
                QVERIFY(b.min[c] >= shared[f * 8 + c] - 1e-4f);
                QVERIFY(b.max[c] <= shared[f * 8 + 3 + c] + 1e-4f);
            }
        }
    }

    void targetsWithoutLevelsOfDetailSaySo()
    {
        QTemporaryDir dir;
        const TargetExportResult result = exportFor("warsow", texturedModel(QStringLiteral("none.png")),
                                                    dir.filePath(QStringLiteral("ball.iqe")), dir.path(), 1);
        QVERIFY2(result.ok(), qPrintable(result.error));
        QCOMPARE(result.warnings.filter(QStringLiteral("levels of detail")).size(), 1);
        for (const QString &f : result.files)
            QVERIFY2(!f.contains(QLatin1String("_1.")) && !f.contains(QLatin1String("lod")), qPrintable(f));
    }

    void textureWithAlphaGetsAShader()
    {
        QTemporaryDir dir;
        QImage cutout(4, 4, QImage::Format_ARGB32);
        cutout.fill(qRgba(0, 255, 0, 0));
        QVERIFY(cutout.save(dir.filePath(QStringLiteral("hair.png"))));
        QImage opaque(4, 4, QImage::Format_RGB32);
        opaque.fill(Qt::blue);
        QVERIFY(opaque.save(dir.filePath(QStringLiteral("body.png"))));
        const QString source = dir.filePath(QStringLiteral("ball.iqe"));

        QTemporaryDir withAlpha;
        TargetExportResult result = exportFor("darkplaces", texturedModel(QStringLiteral("hair.png")), source,
                                              withAlpha.path());
        QVERIFY2(result.ok(), qPrintable(result.error));
        QVERIFY(result.files.contains(QStringLiteral("scripts/ball.shader")));
        QFile script(withAlpha.filePath(QStringLiteral("scripts/ball.shader")));
        QVERIFY(script.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(script.readAll());
        QVERIFY2(text.contains(QLatin1String("\nmodels/hair\n{")), qPrintable(text));
        QVERIFY(text.contains(QLatin1String("map models/hair.png")));
        QVERIFY(text.contains(QLatin1String("alphaFunc GE128")));
        QVERIFY(text.contains(QLatin1String("cull none")));

        QTemporaryDir opaqueOut;
        result = exportFor("darkplaces", texturedModel(QStringLiteral("body.png")), source, opaqueOut.path());
        QVERIFY2(result.ok(), qPrintable(result.error));
        QVERIFY(!result.files.contains(QStringLiteral("scripts/ball.shader")));

        // QuakeSpasm-Spiked reads no shader scripts.
        QTemporaryDir qss;
        result = exportFor("quakespasm-spiked", texturedModel(QStringLiteral("hair.png")), source, qss.path());
        QVERIFY2(result.ok(), qPrintable(result.error));
        for (const QString &f : result.files)
            QVERIFY2(!f.endsWith(QLatin1String(".shader")), qPrintable(f));
    }

    void unvanquishedFindsAnimationsByItsNames()
    {
        Model model = texturedModel(QStringLiteral("none.png"));
        const Animation base = model.animations[0];
        model.animations.clear();
        for (const char *name : {"Walk", "stand", "dance", "death", "wave"}) {
            Animation a = base;
            a.name = QLatin1String(name);
            model.animations.append(a);
        }
        model.animations[1].duration = 0.5; // tell the copies apart
        QTemporaryDir dir;
        TargetExportResult result = exportFor("unvanquished", model, dir.filePath(QStringLiteral("ball.iqe")),
                                              dir.path());
        QVERIFY2(result.ok(), qPrintable(result.error));
        const ReadResult back = readModelFile(dir.filePath(QStringLiteral("models/players/ball/ball.iqm")));
        QVERIFY(back.ok());
        QStringList names;
        for (const Animation &a : back.model.animations)
            names << a.name;
        // The game's order of lookups first (stand plays idle too), then
        // what maps to no name of the game's.
        QCOMPARE(names, (QStringList{QStringLiteral("idle"), QStringLiteral("die"), QStringLiteral("gesture"),
                                     QStringLiteral("stand"), QStringLiteral("walk"), QStringLiteral("dance")}));
        QCOMPARE(back.model.animations[0].frameCount(), model.animations[1].frameCount());
        QVERIFY(result.fixes.contains(QStringLiteral("animation \"stand\" is written as idle")));

        // Nothing for idle, which the game cannot do without: the first plays it.
        model.animations = {model.animations[2]};
        QTemporaryDir other;
        result = exportFor("unvanquished", model, other.filePath(QStringLiteral("ball.iqe")), other.path());
        QVERIFY2(result.ok(), qPrintable(result.error));
        QCOMPARE(result.warnings.filter(QStringLiteral("\"dance\" plays it")).size(), 1);
        const ReadResult idle = readModelFile(other.filePath(QStringLiteral("models/players/ball/ball.iqm")));
        QVERIFY(idle.ok());
        QCOMPARE(idle.model.animations.size(), 1);
        QCOMPARE(idle.model.animations[0].name, QStringLiteral("idle"));
    }

    // `convert --target` finds a Cal3D mesh's companions beside it, as a
    // plain conversion does: the avatar keeps its skeleton and animation.
    void targetConversionFindsCompanions()
    {
        const QString xmf = QStringLiteral(QUARRY_CORPUS_DIR "/xmf/dokuro/DokuroChan.xmf");
        if (!QFileInfo::exists(xmf))
            QSKIP("the corpus (../shared/corpus) is not there");
        QTemporaryDir dir;
        const CliRun run = runQuarry({QStringLiteral("convert"), xmf, QStringLiteral("--target"),
                                      QStringLiteral("xonotic"), QStringLiteral("--out-dir"), dir.path()});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const ReadResult back = readModelFile(dir.filePath(QStringLiteral("models/player/DokuroChan.iqm")));
        QVERIFY(back.ok());
        QVERIFY(!back.model.skeleton.joints.isEmpty());
        QVERIFY(back.model.animations.size() >= 1);
        QVERIFY(back.model.animations[0].frameCount() > 100);
    }

    // DarkPlaces' dedicated server mounts the archive from a game folder,
    // loads the model through its own IQM loader and decompiles it: the
    // counts it reports are those of the model written.
    void darkplacesLoadsThePackedModel()
    {
        const QString server = QStringLiteral("/usr/games/darkplaces-server");
        if (!QFileInfo::exists(server))
            QSKIP("darkplaces-server is not installed (Debian package darkplaces-server)");
        QTemporaryDir dir;
        const Model model = texturedModel(QStringLiteral("none.png"));
        const TargetExportResult result = exportFor("xonotic", model, dir.filePath(QStringLiteral("ball.iqe")),
                                                    dir.filePath(QStringLiteral("out")), 1, true);
        QVERIFY2(result.ok(), qPrintable(result.error));
        const ReadResult written = readModelFile(dir.filePath(QStringLiteral("out/models/player/ball.iqm")));
        QVERIFY(written.ok());

        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("game/id1")));
        QVERIFY(QFile::copy(result.archive, dir.filePath(QStringLiteral("game/id1/zzball.pk3"))));
        QProcess process;
        process.setWorkingDirectory(dir.path());
        process.start(server,
                      {QStringLiteral("-basedir"), dir.filePath(QStringLiteral("game")), QStringLiteral("-userdir"),
                       dir.filePath(QStringLiteral("user")), QStringLiteral("+modeldecompile"),
                       QStringLiteral("models/player/ball.iqm"), QStringLiteral("+modeldecompile"),
                       QStringLiteral("models/player/ball_lod1.iqm"), QStringLiteral("+quit")});
        QVERIFY(process.waitForFinished(60000));
        const QString log = QString::fromUtf8(process.readAllStandardOutput() + process.readAllStandardError());
        const QRegularExpression obj(QStringLiteral(
            R"(Wrote models/player/(\w+)_decompiled\.obj \(\d+ bytes, (\d+) vertices, (\d+) faces, (\d+) surfaces)"));
        QMap<QString, QList<int>> counts;
        for (auto it = obj.globalMatch(log); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            counts.insert(m.captured(1), {m.captured(2).toInt(), m.captured(3).toInt(), m.captured(4).toInt()});
        }
        QVERIFY2(counts.contains(QStringLiteral("ball")), qPrintable(log));
        QCOMPARE(counts[QStringLiteral("ball")],
                 (QList<int>{int(written.model.vertexCount()), int(written.model.triangleCount()),
                             int(written.model.meshes.size())}));
        QVERIFY2(counts.contains(QStringLiteral("ball_lod1")), qPrintable(log));
        QVERIFY(counts[QStringLiteral("ball_lod1")][1] < int(written.model.triangleCount()));
        // The animation as the framegroups file splits it: one .smd per group.
        const QRegularExpression smd(
            QStringLiteral(R"(Wrote models/player/ball_decompiled/\S+\.smd \(\d+ bytes, (\d+) nodes, (\d+) frames)"));
        int groups = 0;
        for (auto it = smd.globalMatch(log); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            QCOMPARE(m.captured(1).toInt(), int(written.model.skeleton.joints.size()));
            ++groups;
        }
        QVERIFY2(groups > 1, qPrintable(log)); // the reference pose and the framegroups
    }
};

QTEST_MAIN(TestTargetLods)
#include "tst_target_lods.moc"
