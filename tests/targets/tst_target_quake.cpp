// The Quake targets (quakespasm, ironwail, vkquake, quake-rerelease):
// progs/NAME.mdl read back by Quarry, Assimp and DarkPlaces with the
// counts written; the NAME.qc fragment numbering the .mdl's frames; the
// enhanced MD5 pair frame for frame the .mdl's, with its skins named as
// the re-release's convention names them; the engines' numbers checked
// with the number and refused or warned about as each engine does; and
// the command line (targets, check, convert --target).
#include "../io/DarkPlacesCheck.h"
#include "CliRunner.h"
#include "TargetModels.h"
#include "io/Formats.h"
#include "io/TgaImage.h"
#include "io/md5/Md5AnimFile.h"
#include "io/mdl/MdlFormat.h"
#include "io/quake/LittleEndian.h"
#include "io/quake/QuakeTables.h"
#include "io/quake/SkinImages.h"
#include "io/targets/EngineTarget.h"
#include "io/targets/QuakeFrames.h"
#include "io/targets/TargetExport.h"
#include "model/MorphWeights.h"
#include "model/Pose.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <climits>
#include <cmath>

using namespace quarry;
using namespace quarry::test;

namespace {

// A textured sphere on three joints with two animations: "run" (1 s, 11
// frames at 10 a second) and "wave" (0.5 s, 6 frames).
Model quakeBall(int rings = 8, int segments = 16)
{
    Model model = riggedSphere(rings, segments, 3);
    model.materials[0].maps = {TextureMap{QStringLiteral("diffuse"), QStringLiteral("ball.png")}};
    Animation run = swayAnimation(3, 1.0);
    for (JointTrack &t : run.tracks)
        t.rotations.last().value = QQuaternion::fromEulerAngles(0, 25, 0);
    Animation wave = swayAnimation(3, 0.5);
    wave.name = QStringLiteral("wave");
    for (JointTrack &t : wave.tracks)
        t.rotations.last().value = QQuaternion::fromEulerAngles(30, 0, 0);
    model.animations = {run, wave};
    return model;
}

// The source model's folder with the texture beside it.
QString writeTexture(const QTemporaryDir &dir)
{
    QImage image(64, 32, QImage::Format_RGB32);
    for (int y = 0; y < 32; ++y)
        for (int x = 0; x < 64; ++x)
            image.setPixel(x, y, qRgb(x * 4, y * 8, 128));
    image.save(dir.filePath(QStringLiteral("ball.png")));
    return dir.filePath(QStringLiteral("ball.iqe"));
}

TargetExportResult exportQuake(const QString &target, const Model &model, const QString &source, const QString &out)
{
    TargetExportOptions options;
    options.outputDirectory = out;
    options.name = QStringLiteral("ball");
    options.sourcePath = source;
    options.singleModel = true;
    return exportForTarget(model, *findEngineTarget(target), options);
}

QByteArray fileBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Every frame of a model as QuakeC numbers them at 10 a second: each
// vertex's position, every mesh after the other.
QList<QList<QVector3D>> framePositions(const Model &model)
{
    QList<QList<QVector3D>> out;
    for (const QuakeFrame &frame : quakeFrames(model, 10.0)) {
        QList<QVector3D> positions;
        MorphWeights weights;
        if (frame.animation >= 0)
            weights = animationMorphWeights(model, model.animations[frame.animation], float(frame.time));
        QList<QMatrix4x4> skinning;
        if (!model.skeleton.isEmpty())
            skinning = skinningMatrices(model.skeleton,
                                        worldMatrices(model.skeleton, localPose(model, frame.animation, frame.time)));
        for (int m = 0; m < model.meshes.size(); ++m) {
            const Mesh &mesh = model.meshes[m];
            Mesh posed = mesh;
            if (weights.contains(m))
                posed.positions = morphedPositions(mesh, weights.value(m));
            if (mesh.isSkinned() && !skinning.isEmpty())
                posed.positions = skinMesh(posed, skinning).positions;
            positions << posed.positions;
        }
        out.append(positions);
    }
    return out;
}

// The largest distance from a point of `a` to the nearest point of `b`.
float farthest(const QList<QVector3D> &a, const QList<QVector3D> &b)
{
    float worst = 0;
    for (const QVector3D &p : a) {
        float best = 1e30f;
        for (const QVector3D &q : b)
            best = std::min(best, (p - q).lengthSquared());
        worst = std::max(worst, std::sqrt(best));
    }
    return worst;
}

// The frame numbers the .qc's comments give each animation, and the names
// of its $frame lines in order.
struct QcFrames
{
    QMap<QString, std::pair<int, int>> ranges;
    QStringList names;
};

QcFrames readQc(const QByteArray &text)
{
    QcFrames qc;
    const QRegularExpression range(QStringLiteral("^// (.+): frames (\\d+)-(\\d+)$"));
    for (const QString &line : QString::fromUtf8(text).split(QLatin1Char('\n'))) {
        if (const QRegularExpressionMatch m = range.match(line); m.hasMatch())
            qc.ranges.insert(m.captured(1), {m.captured(2).toInt(), m.captured(3).toInt()});
        else if (line.startsWith(QLatin1String("$frame ")))
            qc.names << line.mid(7).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    }
    return qc;
}

} // namespace

class TestTargetQuake : public QObject
{
    Q_OBJECT

private slots:
    void listed()
    {
        for (const char *id : {"quakespasm", "ironwail", "vkquake", "quake-rerelease"}) {
            const EngineTarget *t = findEngineTarget(QLatin1String(id));
            QVERIFY2(t, id);
            QCOMPARE(t->format, QStringLiteral("mdl"));
            QVERIFY(t->quakeModel);
            QCOMPARE(targetModelPath(*t, QStringLiteral("ogre")), QStringLiteral("progs/ogre.mdl"));
        }
        // The engines that load MDL and MD2 say so.
        for (const char *id : {"darkplaces", "fteqw"}) {
            const QString loads = findEngineTarget(QLatin1String(id))->loads;
            QVERIFY2(loads.contains(QLatin1String("MDL")) && loads.contains(QLatin1String("MD2")), id);
        }
        QCOMPARE(findEngineTarget(QStringLiteral("quakespasm"))->limits.maxTotalVertices, 2000);
        QCOMPARE(findEngineTarget(QStringLiteral("quakespasm"))->limits.maxTotalTriangles, 4096);
        QCOMPARE(findEngineTarget(QStringLiteral("quakespasm"))->limits.maxFrames, 1024);
        QCOMPARE(findEngineTarget(QStringLiteral("vkquake"))->limits.maxFrames, 2048);
    }

    void exports_data()
    {
        QTest::addColumn<QString>("target");
        QTest::addColumn<QString>("skin"); // the enhanced model's skin file, empty: none
        QTest::newRow("quakespasm") << QStringLiteral("quakespasm") << QString();
        QTest::newRow("ironwail") << QStringLiteral("ironwail") << QStringLiteral("progs/ball_00_00.tga");
        QTest::newRow("vkquake") << QStringLiteral("vkquake") << QStringLiteral("progs/ball_00_00.tga");
        QTest::newRow("quake-rerelease") << QStringLiteral("quake-rerelease") << QStringLiteral("progs/ball_00_00.lmp");
    }

    void exports()
    {
        QFETCH(QString, target);
        QFETCH(QString, skin);
        QTemporaryDir dir;
        const Model model = quakeBall();
        const QString out = dir.filePath(QStringLiteral("out"));
        const TargetExportResult result = exportQuake(target, model, writeTexture(dir), out);
        QVERIFY2(result.ok(), qPrintable(result.error));
        for (const QString &w : result.warnings)
            QVERIFY2(!w.contains(QLatin1String("must be in the game")), qPrintable(w));
        const QDir game(out);
        QVERIFY(QFileInfo::exists(game.filePath(QStringLiteral("progs/ball.mdl"))));
        QVERIFY(QFileInfo::exists(game.filePath(QStringLiteral("progs/ball.qc"))));
        const bool enhanced = !skin.isEmpty();
        QCOMPARE(QFileInfo::exists(game.filePath(QStringLiteral("progs/ball.md5mesh"))), enhanced);
        QCOMPARE(QFileInfo::exists(game.filePath(QStringLiteral("progs/ball.md5anim"))), enhanced);
        if (enhanced)
            QVERIFY2(QFileInfo::exists(game.filePath(skin)), qPrintable(result.files.join(QLatin1Char(' '))));
        // Nothing but the .mdl's pair: no texture copies the MDL holds inside.
        QVERIFY(!QFileInfo::exists(game.filePath(QStringLiteral("progs/ball.tga"))));

        // The .mdl: 17 frames (11 of "run", 6 of "wave"), as Quarry reads it.
        const QString mdlPath = game.filePath(QStringLiteral("progs/ball.mdl"));
        QCOMPARE(detectFormat(mdlPath), QStringLiteral("mdl"));
        const QByteArray mdl = fileBytes(mdlPath);
        QCOMPARE(quake::readI32(mdl.constData() + mdl::HeaderNumFrames), 17);
        QCOMPARE(quake::readI32(mdl.constData() + mdl::HeaderNumTris), qint32(model.meshes[0].triangles.size()));
        QCOMPARE(quake::readI32(mdl.constData() + mdl::HeaderNumSkins), 1);
        // The skin holds the texture's colours, not a blank one.
        const qint32 skinBytes = quake::readI32(mdl.constData() + mdl::HeaderSkinWidth)
                                 * quake::readI32(mdl.constData() + mdl::HeaderSkinHeight);
        const QByteArray skinIndices = mdl.mid(mdl::kHeaderSize + 4, skinBytes);
        QVERIFY(skinIndices.count('\0') < skinIndices.size() / 2);
        const ReadResult back = readModelFile(mdlPath);
        QVERIFY2(back.ok(), back.ok() ? "" : qPrintable(back.error->toString()));

        // The .qc numbers the same frames.
        const QcFrames qc = readQc(fileBytes(game.filePath(QStringLiteral("progs/ball.qc"))));
        QCOMPARE(qc.names.size(), 17);
        QCOMPARE(qc.ranges.value(QStringLiteral("run")), std::make_pair(0, 10));
        QCOMPARE(qc.ranges.value(QStringLiteral("wave")), std::make_pair(11, 16));
        QCOMPARE(qc.names.first(), QStringLiteral("run1"));
        QCOMPARE(qc.names[11], QStringLiteral("wave1"));
        // The frame names are the .mdl's own: the first pose's name.
        const qint64 frames = mdl::kHeaderSize + 4 + skinBytes
                              + quake::readI32(mdl.constData() + mdl::HeaderNumVerts) * mdl::kStVertSize
                              + quake::readI32(mdl.constData() + mdl::HeaderNumTris) * mdl::kTriangleSize;
        QCOMPARE(QByteArray(mdl.constData() + frames + 4 + 8), QByteArray("run1"));

        // The .mdl frame for frame as the source shows it, within its quantisation.
        const QList<QList<QVector3D>> source = framePositions(model);
        const QList<QList<QVector3D>> mdlFrames = framePositions(back.model);
        QCOMPARE(mdlFrames.size(), 17);
        float step = 0;
        for (int k = 0; k < 3; ++k)
            step = std::max(step, quake::readF32(mdl.constData() + mdl::HeaderScale + 4 * k));
        const float tolerance = step * 0.9f + 1e-4f; // half a step on each axis
        for (int f = 0; f < 17; ++f)
            QVERIFY2(farthest(mdlFrames[f], source[f]) <= tolerance, qPrintable(QString::number(f)));

        if (!enhanced)
            return;
        // The MD5 pair: one animation of the .mdl's 17 frames at 10 a
        // second, frame for frame the .mdl's.
        ReadOptions read;
        read.companions = {game.filePath(QStringLiteral("progs/ball.md5anim"))};
        const ReadResult md5 = readModelFile(game.filePath(QStringLiteral("progs/ball.md5mesh")), read);
        QVERIFY2(md5.ok(), md5.ok() ? "" : qPrintable(md5.error->toString()));
        QCOMPARE(md5.model.animations.size(), 1);
        QCOMPARE(md5.model.animations[0].frameCount(), 17);
        QCOMPARE(md5.model.animations[0].fps, 10.0);
        const QList<QList<QVector3D>> md5Frames = framePositions(md5.model);
        QCOMPARE(md5Frames.size(), 17);
        for (int f = 0; f < 17; ++f) {
            QVERIFY2(farthest(mdlFrames[f], md5Frames[f]) <= tolerance + 1e-3f, qPrintable(QString::number(f)));
            QVERIFY2(farthest(md5Frames[f], mdlFrames[f]) <= tolerance + 1e-3f, qPrintable(QString::number(f)));
        }
        // Every channel of every joint in each frame: Ironwail's loader
        // reads no baseframe (gl_model.c MD5Anim_Load), so a channel left to
        // it would be 0 there.
        md5::AnimFile anim;
        Diagnostic animError;
        QVERIFY(md5::parseAnim(QStringLiteral("ball.md5anim"),
                               fileBytes(game.filePath(QStringLiteral("progs/ball.md5anim"))), anim, &animError));
        QCOMPARE(anim.components, 6 * int(anim.joints.size()));
        for (const md5::AnimJoint &joint : std::as_const(anim.joints))
            QCOMPARE(joint.flags, md5::Tx | md5::Ty | md5::Tz | md5::Qx | md5::Qy | md5::Qz);
        // A frame the .mdl does not hold twice: the frames differ (the test can fail).
        QVERIFY(farthest(mdlFrames[16], md5Frames[0]) > tolerance * 4);
        // The mesh's skin is the convention's bare name: progs/ball_00_00.
        QVERIFY(fileBytes(game.filePath(QStringLiteral("progs/ball.md5mesh"))).contains("shader \"ball\""));
        if (skin.endsWith(QLatin1String(".lmp"))) {
            const QByteArray lmp = fileBytes(game.filePath(skin));
            QCOMPARE(quake::readI32(lmp.constData()), 64);
            QCOMPARE(quake::readI32(lmp.constData() + 4), 32);
            QCOMPARE(lmp.size(), 8 + 64 * 32);
        } else {
            QCOMPARE(QImage(game.filePath(skin)).size(), QSize(64, 32));
        }
    }

    // Assimp's MDL importer reads the .mdl a target writes: its faces and
    // vertices are the file's.
    void assimpReadsTheMdl()
    {
        const QString assimp = QStandardPaths::findExecutable(QStringLiteral("assimp"));
        if (assimp.isEmpty())
            QSKIP("assimp (assimp-utils) not installed");
        QTemporaryDir dir;
        const TargetExportResult result = exportQuake(QStringLiteral("quakespasm"), quakeBall(), writeTexture(dir),
                                                      dir.filePath(QStringLiteral("out")));
        QVERIFY2(result.ok(), qPrintable(result.error));
        const QString path = dir.filePath(QStringLiteral("out/progs/ball.mdl"));
        QProcess p;
        p.start(assimp, {QStringLiteral("info"), path});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        const QString info = QString::fromLocal8Bit(p.readAllStandardOutput());
        const QByteArray mdl = fileBytes(path);
        const QRegularExpressionMatch faces = QRegularExpression(QStringLiteral("Faces:\\s+(\\d+)")).match(info);
        QVERIFY2(faces.hasMatch(), qPrintable(info));
        QCOMPARE(faces.captured(1).toInt(), quake::readI32(mdl.constData() + mdl::HeaderNumTris));
        const QRegularExpressionMatch vertices = QRegularExpression(QStringLiteral("Vertices:\\s+(\\d+)")).match(info);
        QVERIFY2(vertices.hasMatch(), qPrintable(info));
        // Assimp keeps the file's vertices apart where its normals or frames differ:
        // at least the file's, at most a vertex per triangle corner.
        QVERIFY(vertices.captured(1).toInt() >= quake::readI32(mdl.constData() + mdl::HeaderNumVerts));
        QVERIFY(vertices.captured(1).toInt() <= 3 * quake::readI32(mdl.constData() + mdl::HeaderNumTris));
    }

    // DarkPlaces loads each target's .mdl (modeldecompile reports its faces).
    void darkPlacesLoadsTheMdl()
    {
        const QString server = darkPlacesServer();
        if (server.isEmpty())
            QSKIP("darkplaces-server not installed (Debian package darkplaces-server)");
        for (const char *target : {"quakespasm", "ironwail", "vkquake", "quake-rerelease"}) {
            QTemporaryDir dir;
            const TargetExportResult result = exportQuake(QLatin1String(target), quakeBall(), writeTexture(dir),
                                                          dir.filePath(QStringLiteral("out")));
            QVERIFY2(result.ok(), qPrintable(result.error));
            const QByteArray mdl = fileBytes(dir.filePath(QStringLiteral("out/progs/ball.mdl")));
            const DarkPlacesLoad load = loadInDarkPlaces(server, QStringLiteral("ball.mdl"), mdl);
            QVERIFY2(load.loaded, qPrintable(load.output));
            QCOMPARE(load.faces, quake::readI32(mdl.constData() + mdl::HeaderNumTris));
        }
    }

    // QuakeSpasm stops at 2,000 vertices: the check says so with the
    // number and the export writes nothing; Ironwail loads the same model
    // (up to 32,767) and the export warns that QuakeSpasm would not.
    void vertexLimit()
    {
        QTemporaryDir dir;
        const Model big = quakeBall(33, 64); // 32 x 64 + 2 = 2,050 vertices, 4,096 triangles
        const qint64 vertices = big.meshes[0].vertexCount();
        QVERIFY(vertices > 2000);
        QVERIFY(big.meshes[0].triangles.size() <= 4096);
        const EngineTarget &quakespasm = *findEngineTarget(QStringLiteral("quakespasm"));
        const QList<TargetFinding> findings = checkTarget(big, quakespasm.limits, {});
        QCOMPARE(findings.size(), 1);
        QCOMPARE(findings[0].kind, TargetFinding::Kind::TotalVertices);
        QCOMPARE(findings[0].allowed, 2000);
        QCOMPARE(findings[0].actual, vertices);
        QVERIFY(findings[0].message.contains(QString::number(vertices)));
        const QString source = writeTexture(dir);
        const TargetExportResult refused = exportQuake(QStringLiteral("quakespasm"), big, source,
                                                       dir.filePath(QStringLiteral("qs")));
        QVERIFY(!refused.ok());
        QVERIFY(refused.error.contains(QString::number(vertices)));
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("qs/progs/ball.mdl"))));

        const TargetExportResult ironwail = exportQuake(QStringLiteral("ironwail"), big, source,
                                                        dir.filePath(QStringLiteral("iw")));
        QVERIFY2(ironwail.ok(), qPrintable(ironwail.error));
        const QByteArray mdl = fileBytes(dir.filePath(QStringLiteral("iw/progs/ball.mdl")));
        const qint32 written = quake::readI32(mdl.constData() + mdl::HeaderNumVerts);
        QVERIFY(written > 2000);
        QVERIFY2(ironwail.warnings.join(QLatin1Char('\n')).contains(QStringLiteral("%1 vertices").arg(written)),
                 qPrintable(ironwail.warnings.join(QLatin1Char('\n'))));
    }

    // Frames past the poses an engine loads: counted at the .mdl's 10 a
    // second, refused with the number and the --fps that fits.
    void poseLimit()
    {
        QTemporaryDir dir;
        Model model = quakeBall();
        model.animations = {swayAnimation(3, 110.0)}; // 1,101 frames at 10 a second
        for (const char *id : {"quakespasm", "ironwail"}) {
            const EngineTarget &t = *findEngineTarget(QLatin1String(id));
            const QList<TargetFinding> findings = checkTarget(model, t.limits, {});
            QCOMPARE(findings.size(), 1);
            QCOMPARE(findings[0].kind, TargetFinding::Kind::Frames);
            QCOMPARE(findings[0].actual, 1101);
            QVERIFY2(findings[0].message.contains(QLatin1String("1024 frames per MDL file")),
                     qPrintable(findings[0].message));
            const TargetExportResult result = exportQuake(QLatin1String(id), model, writeTexture(dir),
                                                          dir.filePath(QLatin1String(id)));
            QVERIFY(!result.ok());
            QVERIFY(result.error.contains(QLatin1String("1101")));
            QVERIFY(result.error.contains(QLatin1String("--fps 9")));
        }
        // vkQuake takes 2,048.
        QVERIFY(checkTarget(model, findEngineTarget(QStringLiteral("vkquake"))->limits, {}).isEmpty());
        // At 9 frames a second it fits QuakeSpasm: 991 frames.
        TargetExportOptions options;
        options.outputDirectory = dir.filePath(QStringLiteral("fps"));
        options.name = QStringLiteral("ball");
        options.sourcePath = writeTexture(dir);
        options.singleModel = true;
        options.conversion.fps = 9;
        const TargetExportResult fits = exportForTarget(model, *findEngineTarget(QStringLiteral("quakespasm")),
                                                        options);
        QVERIFY2(fits.ok(), qPrintable(fits.error));
        const QByteArray mdl = fileBytes(dir.filePath(QStringLiteral("fps/progs/ball.mdl")));
        QCOMPARE(quake::readI32(mdl.constData() + mdl::HeaderNumFrames), 991);
    }

    // A model with no skeleton (an MDL's frames): vkQuake and Ironwail get
    // the MD3 in place of the .mdl, with the same frames.
    void morphModelGetsMd3()
    {
        QTemporaryDir dir;
        QTemporaryDir first;
        QVERIFY(exportQuake(QStringLiteral("quakespasm"), quakeBall(), writeTexture(first),
                            first.filePath(QStringLiteral("out")))
                    .ok());
        const ReadResult frames = readModelFile(first.filePath(QStringLiteral("out/progs/ball.mdl")));
        QVERIFY(frames.ok());
        QVERIFY(frames.model.skeleton.isEmpty());
        const TargetExportResult result = exportQuake(QStringLiteral("vkquake"), frames.model, writeTexture(dir),
                                                      dir.filePath(QStringLiteral("out")));
        QVERIFY2(result.ok(), qPrintable(result.error));
        const ReadResult md3 = readModelFile(dir.filePath(QStringLiteral("out/progs/ball.md3")));
        QVERIFY2(md3.ok(), md3.ok() ? "" : qPrintable(md3.error->toString()));
        QCOMPARE(md3.model.animations.size(), 1);
        QCOMPARE(md3.model.animations[0].frameCount(), 17);
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("out/progs/ball.md5mesh"))));
        // The skin the MDL held goes beside the MD3, named by its skin file.
        QCOMPARE(QImage(dir.filePath(QStringLiteral("out/progs/ball_0.tga"))).size(), QSize(64, 32));
        QVERIFY(fileBytes(dir.filePath(QStringLiteral("out/progs/ball.md3_0.skin"))).contains(",progs/ball_0"));
        for (const QString &w : result.warnings)
            QVERIFY2(!w.contains(QLatin1String("not copied")), qPrintable(w));
    }

    // A real Quake model for QuakeSpasm: written back byte for byte, its
    // frames numbered in the .qc.
    // A material of a colour and no texture: the .mdl's skin holds the
    // colour, and so does the enhanced model's skin file (an 8 × 8 image of
    // it), where the engines would otherwise draw the MD5 without one.
    void colourMaterialsGetSkins_data()
    {
        QTest::addColumn<QString>("target");
        QTest::addColumn<QString>("skin");
        QTest::newRow("ironwail") << QStringLiteral("ironwail") << QStringLiteral("progs/ball_00_00.tga");
        QTest::newRow("quake-rerelease") << QStringLiteral("quake-rerelease") << QStringLiteral("progs/ball_00_00.lmp");
    }

    void colourMaterialsGetSkins()
    {
        QFETCH(QString, target);
        QFETCH(QString, skin);
        QTemporaryDir dir;
        Model model = quakeBall();
        model.materials[0].maps.clear();
        const QRgb paletteColour = quake::quakeColorTable()[73]; // an ordinary colour of Quake's palette
        model.materials[0].diffuse = QVector4D(qRed(paletteColour) / 255.0f, qGreen(paletteColour) / 255.0f,
                                               qBlue(paletteColour) / 255.0f, 1);
        const QString out = dir.filePath(QStringLiteral("out"));
        const TargetExportResult result = exportQuake(target, model, dir.filePath(QStringLiteral("ball.iqe")), out);
        QVERIFY2(result.ok(), qPrintable(result.error));
        QVERIFY2(result.fixes.join(QLatin1Char('\n')).contains(QStringLiteral("8 × 8 texels of that colour")),
                 qPrintable(result.fixes.join(QLatin1Char('\n'))));
        const QByteArray bytes = fileBytes(QDir(out).filePath(skin));
        QVERIFY2(!bytes.isEmpty(), qPrintable(result.files.join(QLatin1Char(' '))));
        // The colour, read back from the file: a TGA, or a .lmp of Quake's
        // palette indices after its width and height.
        if (skin.endsWith(QLatin1String(".tga"))) {
            QCOMPARE(decodeImage(bytes).pixel(4, 4) & 0xffffff, paletteColour & 0xffffff);
        } else {
            QCOMPARE(quake::readI32(bytes.constData()), 8);
            QCOMPARE(bytes.mid(8), QByteArray(64, char(73)));
        }
    }

    void realMdlUnchanged()
    {
        const QString source = QStringLiteral(QUARRY_CORPUS_DIR "/real/mdl/block-quake/progs/dog.mdl");
        if (!QFileInfo::exists(source))
            QSKIP("the corpus (../shared/corpus) is not there");
        const ReadResult read = readModelFile(source);
        QVERIFY(read.ok());
        QTemporaryDir dir;
        const TargetExportResult result = exportQuake(QStringLiteral("quakespasm"), read.model, source, dir.path());
        QVERIFY2(result.ok(), qPrintable(result.error));
        const QByteArray written = fileBytes(dir.filePath(QStringLiteral("progs/ball.mdl")));
        QCOMPARE(written, fileBytes(source));
        const QcFrames qc = readQc(fileBytes(dir.filePath(QStringLiteral("progs/ball.qc"))));
        QCOMPARE(qc.names.size(), quake::readI32(written.constData() + mdl::HeaderNumFrames));
    }

    // A pixel with no error to carry takes an allowed colour of Quake's
    // palette as near as the nearest a search of every colour finds, but
    // for the cube its colour is looked up by; a colour of the palette its own.
    void skinColourIsTheNearest()
    {
        const QList<QRgb> palette = quake::quakeColorTable();
        auto searchAll = [&](QRgb c) {
            int best = 0, bestDistance = INT_MAX;
            for (int i = 0; i < quake::kFullbrightFirst; ++i) {
                if ((i >= quake::kShirtFirst && i <= quake::kShirtLast)
                    || (i >= quake::kPantsFirst && i <= quake::kPantsLast))
                    continue;
                const int dr = qRed(c) - qRed(palette[i]), dg = qGreen(c) - qGreen(palette[i]),
                          db = qBlue(c) - qBlue(palette[i]);
                if (dr * dr + dg * dg + db * db < bestDistance) {
                    bestDistance = dr * dr + dg * dg + db * db;
                    best = i;
                }
            }
            return best;
        };
        quint32 seed = 777;
        for (int k = 0; k < 3000; ++k) {
            seed = seed * 1664525u + 1013904223u;
            // Cube corners and middles as well as random colours.
            const QRgb colour = k < 125 ? qRgb((k % 5) * 255 / 4, (k / 5 % 5) * 255 / 4, (k / 25) * 255 / 4)
                                        : QRgb(seed >> 8) | 0xff000000u;
            QImage pixel(1, 1, QImage::Format_RGB32);
            pixel.setPixel(0, 0, colour);
            const quake::IndexedSkin skin = quake::indexSkin(pixel, 1, 1, 1, 1, {});
            const int got = quint8(skin.indices[0]);
            // The nearest colour to the middle of the pixel's 4 x 4 x 4 cube:
            // at most two half diagonals of the cube farther than the nearest.
            const int want = searchAll(colour);
            auto distance = [&](int i) {
                const int dr = qRed(colour) - qRed(palette[i]), dg = qGreen(colour) - qGreen(palette[i]),
                          db = qBlue(colour) - qBlue(palette[i]);
                return std::sqrt(double(dr * dr + dg * dg + db * db));
            };
            QVERIFY2(distance(got) <= distance(want) + std::sqrt(3.0) * 4 + 1e-9,
                     qPrintable(QStringLiteral("%1: %2 against %3").arg(colour, 0, 16).arg(got).arg(want)));
            QVERIFY(got < quake::kFullbrightFirst);
        }
        // A colour of the palette keeps its index.
        for (int i = 0; i < quake::kFullbrightFirst; ++i) {
            if ((i >= quake::kShirtFirst && i <= quake::kShirtLast)
                || (i >= quake::kPantsFirst && i <= quake::kPantsLast))
                continue;
            QImage pixel(1, 1, QImage::Format_RGB32);
            pixel.setPixel(0, 0, palette[i]);
            const int got = quint8(quake::indexSkin(pixel, 1, 1, 1, 1, {}).indices[0]);
            QCOMPARE(palette[got], palette[i]);
        }
    }

    // The command line: targets lists them, check reports a limit with the
    // number, convert --target writes the files.
    void commandLine()
    {
        const CliRun list = runQuarry({QStringLiteral("targets")});
        QCOMPARE(list.exitCode, 0);
        for (const char *id : {"quakespasm", "ironwail", "vkquake", "quake-rerelease"})
            QVERIFY2(list.out.contains(QLatin1String(id)), id);
        QTemporaryDir dir;
        writeTexture(dir);
        Model big = quakeBall(40, 64);
        const QString bigPath = dir.filePath(QStringLiteral("big.iqm"));
        QVERIFY(writeModelFile(big, bigPath, QStringLiteral("iqm")).error == std::nullopt);
        const CliRun check = runQuarry(
            {QStringLiteral("check"), bigPath, QStringLiteral("--target"), QStringLiteral("quakespasm")});
        QCOMPARE(check.exitCode, 1);
        QVERIFY2(check.out.contains(
                     QStringLiteral("%1 (QuakeSpasm allows 2000 vertices in all)").arg(big.meshes[0].vertexCount())),
                 qPrintable(check.out));
        const QString ballPath = dir.filePath(QStringLiteral("ball.iqm"));
        QVERIFY(writeModelFile(quakeBall(), ballPath, QStringLiteral("iqm")).error == std::nullopt);
        const CliRun convert = runQuarry({QStringLiteral("convert"), ballPath, QStringLiteral("--target"),
                                          QStringLiteral("ironwail"), QStringLiteral("--out-dir"),
                                          dir.filePath(QStringLiteral("out")), QStringLiteral("--single-model")});
        QVERIFY2(convert.exitCode == 0, qPrintable(convert.err));
        for (const char *file : {"progs/ball.mdl", "progs/ball.qc", "progs/ball.md5mesh", "progs/ball.md5anim"})
            QVERIFY2(QFileInfo::exists(dir.filePath(QStringLiteral("out/")) + QLatin1String(file)), file);
        // A batch: each model under its own name.
        const QString otherPath = dir.filePath(QStringLiteral("other.iqm"));
        QVERIFY(writeModelFile(quakeBall(6, 8), otherPath, QStringLiteral("iqm")).error == std::nullopt);
        const CliRun batch = runQuarry({QStringLiteral("convert"), ballPath, otherPath, QStringLiteral("--target"),
                                        QStringLiteral("quakespasm"), QStringLiteral("--out-dir"),
                                        dir.filePath(QStringLiteral("batch")), QStringLiteral("--single-model")});
        QVERIFY2(batch.exitCode == 0, qPrintable(batch.err + batch.out));
        for (const char *file : {"progs/ball.mdl", "progs/ball.qc", "progs/other.mdl", "progs/other.qc"})
            QVERIFY2(QFileInfo::exists(dir.filePath(QStringLiteral("batch/")) + QLatin1String(file)), file);
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("batch/progs/ball.md5mesh")))); // QuakeSpasm reads none
    }
};

QTEST_GUILESS_MAIN(TestTargetQuake)
#include "tst_target_quake.moc"
