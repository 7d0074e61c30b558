// Export through Assimp's writers (glTF 2 binary and text, Collada, OBJ),
// read back twice: by Assimp's own command-line tool (`assimp info`, from
// assimp-utils) and by Quarry. Counts agree, and every joint's world
// position agrees within 1e-4 at several times of every animation.
#include "io/Export.h"
#include "io/Formats.h"
#include "io/assimp/AssimpExporter.h"
#include "model/Pose.h"
#include "model/ops/ModelTransform.h"
#include "model/ops/SampleModel.h"

#include "CliRunner.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <assimp/scene.h>

using namespace quarry;
using namespace quarry::test;

namespace {

// "Meshes:   2" and the like from `assimp info -r` (the file as read, no
// post-processing).
QHash<QString, qint64> assimpInfo(const QString &path, QString *output)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(QStringLiteral("assimp"), {QStringLiteral("info"), path, QStringLiteral("-r")});
    p.waitForFinished(120000);
    *output = QString::fromUtf8(p.readAll());
    QHash<QString, qint64> values;
    static const QRegularExpression line(
        QStringLiteral("^(Nodes|Meshes|Animations|Vertices|Faces|Bones|Materials):\\s+(\\d+)\\s*$"),
        QRegularExpression::MultilineOption);
    for (auto it = line.globalMatch(*output); it.hasNext();) {
        const auto m = it.next();
        values.insert(m.captured(1), m.captured(2).toLongLong());
    }
    return values;
}

qsizetype triangles(const Model &m)
{
    qsizetype n = 0;
    for (const Mesh &mesh : m.meshes)
        n += mesh.triangles.size();
    return n;
}

qsizetype vertices(const Model &m)
{
    qsizetype n = 0;
    for (const Mesh &mesh : m.meshes)
        n += mesh.vertexCount();
    return n;
}

// Per mesh, the joints that carry weight.
qsizetype usedJoints(const Model &m)
{
    qsizetype n = 0;
    for (const Mesh &mesh : m.meshes) {
        QSet<quint32> used;
        for (qsizetype i = 0; i < mesh.blendWeights.size(); ++i)
            if (mesh.blendWeights[i] > 0)
                used.insert(mesh.blendIndexes[i]);
        n += used.size();
    }
    return n;
}

qsizetype skinnedMeshes(const Model &m)
{
    qsizetype n = 0;
    for (const Mesh &mesh : m.meshes)
        n += mesh.isSkinned() ? 1 : 0;
    return n;
}

Model corpusModel()
{
    const QString path = QStringLiteral(QUARRY_CORPUS_DIR "/iqm/mrfixit.iqm");
    if (!QFileInfo::exists(path))
        return {};
    ReadResult r = readModelFile(path);
    return r.ok() ? r.model : Model();
}

} // namespace

class TestAssimpExport : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    // Exports with the pipeline of `convert` and File > Export.
    Model exported(const Model &model, const QString &name, ExportResult *result = nullptr)
    {
        const QString path = m_dir.filePath(name);
        ExportOptions options;
        options.format = formatForWriting(path);
        [&] { QVERIFY2(!options.format.isEmpty(), qPrintable(name)); }();
        const ExportResult r = exportModel(model, path, options);
        if (result)
            *result = r;
        [&] { QVERIFY2(r.ok(), r.error ? qPrintable(r.error->toString()) : "conversion"); }();
        ReadResult back = readModelFile(path);
        [&] { QVERIFY2(back.ok(), back.error ? qPrintable(back.error->toString()) : ""); }();
        return back.model;
    }

    static void compareJointWorlds(const Model &original, const Model &back, bool sameClipNames)
    {
        QCOMPARE(back.animations.size(), original.animations.size());
        int compared = 0;
        double worst = 0;
        for (qsizetype a = 0; a < original.animations.size(); ++a) {
            const Animation &anim = original.animations[a];
            // The same order; glTF keeps the names too (Collada's reader
            // makes "NAME_NAME" of them).
            const qsizetype b = a;
            if (sameClipNames)
                QCOMPARE(back.animations[b].name, anim.name);
            else
                QVERIFY2(back.animations[b].name.contains(anim.name), qPrintable(back.animations[b].name));
            const int frames = std::max(1, anim.frameCount());
            for (int step = 0; step <= 4; ++step) {
                // Frames 0, a quarter, ... the last: on frames and between keys alike.
                const double t = anim.duration * step / 4.0 + (step == 2 && frames > 2 ? 0.5 / anim.fps : 0.0);
                const QList<QMatrix4x4> w0 = worldMatrices(original.skeleton, localPose(original, int(a), t));
                const QList<QMatrix4x4> w1 = worldMatrices(back.skeleton, localPose(back, int(b), t));
                for (qsizetype j = 0; j < original.skeleton.size(); ++j) {
                    const int k = back.skeleton.indexOf(original.skeleton.joints[j].name);
                    QVERIFY2(k >= 0, qPrintable(original.skeleton.joints[j].name));
                    const float d = (w0[j].column(3).toVector3D() - w1[k].column(3).toVector3D()).length();
                    worst = std::max(worst, double(d));
                    QVERIFY2(d <= 1e-4, qPrintable(QStringLiteral("%1 at %2 s in %3: %4 apart")
                                                       .arg(original.skeleton.joints[j].name)
                                                       .arg(t)
                                                       .arg(anim.name)
                                                       .arg(d)));
                    ++compared;
                }
            }
        }
        qInfo("%d joint positions compared, largest difference %.3g", compared, worst);
        QVERIFY(compared > 0);
    }

    void checkWithAssimpTool(const Model &original, const QString &name, bool skeleton)
    {
        if (QStandardPaths::findExecutable(QStringLiteral("assimp")).isEmpty())
            QSKIP("assimp (Debian package assimp-utils) is not installed");
        QString output;
        const QHash<QString, qint64> info = assimpInfo(m_dir.filePath(name), &output);
        QVERIFY2(info.contains(QStringLiteral("Meshes")), qPrintable(output));
        QCOMPARE(info.value(QStringLiteral("Meshes")), qint64(original.meshes.size()));
        QCOMPARE(info.value(QStringLiteral("Faces")), qint64(triangles(original)));
        QCOMPARE(info.value(QStringLiteral("Animations")), skeleton ? qint64(original.animations.size()) : 0);
        // OBJ and Collada index positions, normals and texture coordinates
        // each on its own: Assimp's readers make a vertex of every corner.
        const bool gltf = name.endsWith(QLatin1String(".glb")) || name.endsWith(QLatin1String(".gltf"));
        QCOMPARE(info.value(QStringLiteral("Vertices")),
                 gltf ? qint64(vertices(original)) : 3 * qint64(triangles(original)));
        // The skin holds the whole skeleton, and Assimp's glTF reader gives
        // every skinned mesh all of its joints as bones; Collada's reader
        // keeps the bones that weigh on the mesh.
        const qint64 bonesRead = info.value(QStringLiteral("Bones"));
        if (!skeleton)
            QCOMPARE(bonesRead, 0);
        else if (gltf)
            QCOMPARE(bonesRead, qint64(skinnedMeshes(original) * original.skeleton.size()));
        else
            QCOMPARE(bonesRead, qint64(usedJoints(original)));
        // A node per joint and per mesh, and the scene root.
        if (skeleton)
            QCOMPARE(info.value(QStringLiteral("Nodes")),
                     qint64(original.skeleton.size() + original.meshes.size() + 1));
    }

    void roundTrip(const Model &original, const QString &name)
    {
        ExportResult result;
        const Model back = exported(original, name, &result);
        if (QTest::currentTestFailed())
            return;
        const bool skeleton = !name.endsWith(QLatin1String(".obj"));
        checkWithAssimpTool(original, name, skeleton);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(back.meshes.size(), original.meshes.size());
        QCOMPARE(triangles(back), triangles(original));
        // Quarry reads OBJ and Collada one vertex per triangle corner (as the
        // files index them) unless asked to join them.
        const bool gltf = name.endsWith(QLatin1String(".glb")) || name.endsWith(QLatin1String(".gltf"));
        if (gltf)
            QCOMPARE(vertices(back), vertices(original));
        if (!skeleton) {
            QVERIFY(back.skeleton.isEmpty());
            QVERIFY(back.animations.isEmpty());
            // Said to the user, not silently dropped.
            bool warned = false;
            for (const Diagnostic &d : result.warnings)
                warned = warned || d.message.contains(QLatin1String("bind pose"));
            QVERIFY(warned);
            return;
        }
        // Every joint, by its name, under the same parent: the skin holds
        // the whole skeleton, and Quarry takes bones that weigh on nothing
        // too (Assimp's Collada reader leaves them out unless asked).
        QCOMPARE(back.skeleton.size(), original.skeleton.size());
        for (const Joint &joint : original.skeleton.joints) {
            const int k = back.skeleton.indexOf(joint.name);
            QVERIFY2(k >= 0, qPrintable(joint.name));
            const int parent = back.skeleton.joints[k].parent;
            QCOMPARE(parent < 0 ? QString() : back.skeleton.joints[parent].name,
                     joint.parent < 0 ? QString() : original.skeleton.joints[joint.parent].name);
        }
        for (qsizetype m = 0; m < original.meshes.size(); ++m)
            QCOMPARE(back.meshes[m].isSkinned(), original.meshes[m].isSkinned());
        compareJointWorlds(original, back, gltf);
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void formatsRegistered()
    {
        QCOMPARE(assimpExportExtensions(), (QStringList{QStringLiteral("glb"), QStringLiteral("gltf"),
                                                        QStringLiteral("obj"), QStringLiteral("dae")}));
        for (const QString &ext : assimpExportExtensions()) {
            QCOMPARE(formatForWriting(QStringLiteral("a.") + ext), ext);
            QVERIFY(formatHandler(ext)->write);
            QVERIFY(!formatHandler(ext)->read); // read through the Assimp entry
        }
        QVERIFY(writeFilters().join(QLatin1Char(' ')).contains(QStringLiteral("*.glb")));
        // glTF as Assimp writes it holds 4 influences per vertex.
        ConversionSettings settings;
        applyFormatLimits(QStringLiteral("glb"), settings);
        QCOMPARE(settings.maxInfluences, 4);
    }

    void sample_data()
    {
        QTest::addColumn<QString>("name");
        for (const char *ext : {"glb", "gltf", "dae", "obj"})
            QTest::newRow(ext) << QStringLiteral("sample.") + QLatin1String(ext);
    }

    void sample()
    {
        QFETCH(QString, name);
        roundTrip(makeSampleModel(), name);
    }

    // Assimp's glTF writer takes a node whose matrix is within 0.01 of the
    // identity for the identity and writes no transform: a model a
    // thousandth the size (a Cal3D avatar scaled to metres) must still keep
    // every joint's bind pose, and move as before.
    void smallModel_data()
    {
        QTest::addColumn<QString>("name");
        for (const char *ext : {"glb", "gltf", "dae"})
            QTest::newRow(ext) << QStringLiteral("small.") + QLatin1String(ext);
    }

    void smallModel()
    {
        QFETCH(QString, name);
        Model small = makeSampleModel();
        Similarity shrink;
        shrink.scale = 0.001f;
        transformModel(small, shrink);
        // Joints whose matrix is that near the identity (unturned, a few
        // thousandths of a unit from their parents) and unanimated, so that
        // the file's node transform is their only pose while the rest move.
        QSet<int> nearIdentity;
        for (int j = 0; j < small.skeleton.size(); ++j) {
            Joint &joint = small.skeleton.joints[j];
            if (joint.parent >= 0 && !joint.bind.translation.isNull() && joint.bind.translation.length() < 0.005f) {
                joint.bind.rotation = QQuaternion();
                nearIdentity.insert(j);
            }
        }
        QVERIFY(!nearIdentity.isEmpty());
        for (Animation &animation : small.animations)
            animation.tracks.removeIf([&](const JointTrack &t) { return nearIdentity.contains(t.joint); });
        QVERIFY(!small.animations.isEmpty() && !small.animations[0].tracks.isEmpty());
        const Model back = exported(small, name);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(back.skeleton.size(), small.skeleton.size());
        for (const Joint &joint : small.skeleton.joints) {
            const int k = back.skeleton.indexOf(joint.name);
            QVERIFY2(k >= 0, qPrintable(joint.name));
            const float d = (back.skeleton.joints[k].bind.translation - joint.bind.translation).length();
            QVERIFY2(d <= 1e-7f, qPrintable(QStringLiteral("%1: bind %2 apart").arg(joint.name).arg(d)));
        }
        QCOMPARE(back.animations.size(), small.animations.size());
        for (qsizetype a = 0; a < small.animations.size(); ++a)
            for (int step = 0; step <= 4; ++step) {
                const double t = small.animations[a].duration * step / 4.0;
                const QList<QMatrix4x4> w0 = worldMatrices(small.skeleton, localPose(small, int(a), t));
                const QList<QMatrix4x4> w1 = worldMatrices(back.skeleton, localPose(back, int(a), t));
                for (qsizetype j = 0; j < small.skeleton.size(); ++j) {
                    const int k = back.skeleton.indexOf(small.skeleton.joints[j].name);
                    const float d = (w0[j].column(3).toVector3D() - w1[k].column(3).toVector3D()).length();
                    QVERIFY2(
                        d <= 1e-7f,
                        qPrintable(
                            QStringLiteral("%1 at %2 s: %3 apart").arg(small.skeleton.joints[j].name).arg(t).arg(d)));
                }
            }
    }

    void mrfixit_data() { sample_data(); }

    void mrfixit()
    {
        QFETCH(QString, name);
        const Model model = corpusModel();
        if (model.meshes.isEmpty())
            QSKIP("corpus iqm/mrfixit.iqm is absent");
        roundTrip(model, name.replace(QStringLiteral("sample"), QStringLiteral("mrfixit")));
    }

    // Assimp's Collada reader drops animation targets with two '.' in the
    // node id ("Finger.L.001/matrix"), and bones that weigh on nothing:
    // such joints are written with ids of '_' and read back by their names,
    // animated, and an unweighted leaf joint is read back too. "Spine_L_001"
    // is a name of its own, so the id of "Spine.L.001" takes a number.
    void colladaDottedNamesAndUnweightedJoints()
    {
        Model model = makeSampleModel();
        QCOMPARE(model.skeleton.size(), 3);
        model.skeleton.joints[1].name = QStringLiteral("Spine.L.001");
        model.skeleton.joints[2].name = QStringLiteral("Spine_L_001");
        Joint tip;
        tip.name = QStringLiteral("Tip.L.002");
        tip.parent = 2;
        tip.bind.translation = QVector3D(0, 0.5f, 0.25f);
        model.skeleton.joints.append(tip);
        // Keyed at times of its own: out and back.
        JointTrack track;
        track.joint = 3;
        track.translations = {{0.0f, tip.bind.translation},
                              {0.5f, tip.bind.translation + QVector3D(0.5f, 0, 0)},
                              {float(model.animations[0].duration), tip.bind.translation}};
        model.animations[0].tracks.append(track);
        roundTrip(model, QStringLiteral("dots.dae"));
        if (QTest::currentTestFailed())
            return;
        QFile file(m_dir.filePath(QStringLiteral("dots.dae")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray dae = file.readAll();
        QVERIFY(dae.contains("id=\"Spine_L_001_2\" sid=\"Spine_L_001_2\" name=\"Spine.L.001\""));
        QVERIFY(dae.contains("id=\"Tip_L_002\" sid=\"Tip_L_002\" name=\"Tip.L.002\""));
        QVERIFY(dae.contains("target=\"Tip_L_002/matrix\""));
    }

    // .gltf keeps its buffers in a .bin beside it, .obj its materials in a
    // .mtl, both referred to by the file's own name.
    void companionFilesBeside()
    {
        const Model model = makeSampleModel();
        QDir dir(m_dir.filePath(QStringLiteral("companions")));
        QVERIFY(dir.mkpath(QStringLiteral(".")));
        for (const auto &[name, companion] : {std::pair{QStringLiteral("hero.gltf"), QStringLiteral("hero.bin")},
                                              std::pair{QStringLiteral("hero.obj"), QStringLiteral("hero.mtl")}}) {
            ExportOptions options;
            options.format = formatForWriting(name);
            const ExportResult r = exportModel(model, dir.filePath(name), options);
            QVERIFY(r.ok());
            QVERIFY2(QFileInfo(dir.filePath(companion)).size() > 0, qPrintable(companion));
            QFile main(dir.filePath(name));
            QVERIFY(main.open(QIODevice::ReadOnly));
            QVERIFY(main.readAll().contains(companion.toUtf8()));
        }
        // Nothing but what was asked for.
        QCOMPARE(dir.entryList(QDir::Files).size(), 4);
    }

    void influencesLimitedForGltf()
    {
        Model model = makeSampleModel();
        // Six influences of equal weight on every vertex of the first mesh.
        Mesh &mesh = model.meshes[0];
        QList<quint32> indexes;
        QList<float> weights;
        for (qsizetype v = 0; v < mesh.vertexCount(); ++v)
            for (int j = 0; j < 6; ++j) {
                indexes << quint32(j % model.skeleton.size());
                weights << 1.0f / 6;
            }
        QVERIFY(model.skeleton.size() >= 3);
        mesh.influencesPerVertex = 6;
        mesh.blendIndexes = indexes;
        mesh.blendWeights = weights;
        ExportResult result;
        const Model back = exported(model, QStringLiteral("six.glb"), &result);
        QVERIFY(!back.meshes.isEmpty());
        // The export pipeline limited them (and said so) before Assimp saw them.
        QVERIFY(!result.conversionMessages.isEmpty());
        QVERIFY(back.meshes[0].influencesPerVertex <= 4);
    }

    // Assimp's glTF writer names its data after an animation and a number,
    // and fails, saying nothing, where that meets another animation's name
    // ("sway" and "sway_2", as Duplicate Clip names a copy, or two of one
    // name): such names are written with '-' before the number.
    void animationNamesThatAssimpWouldConfuse()
    {
        Model model = makeSampleModel();
        QCOMPARE(model.animations.size(), 1);
        const QString name = model.animations.first().name;
        model.animations.append(model.animations.first());
        model.animations.append(model.animations.first());
        model.animations.last().name = name + QStringLiteral("_2");
        ExportResult result;
        const Model back = exported(model, QStringLiteral("names.glb"), &result);
        QCOMPARE(back.animations.size(), 3);
        QCOMPARE(back.animations[0].name, name);
        QCOMPARE(back.animations[1].name, name + QStringLiteral("-2"));
        QCOMPARE(back.animations[2].name, name + QStringLiteral("-2-2"));
        int renamed = 0;
        for (const Diagnostic &d : result.warnings)
            renamed += d.message.contains(QLatin1String("animation names must be unique"));
        QCOMPARE(renamed, 2);
    }

    // The writer runs in a child process: one stopped for taking too long
    // (no time at all here) gives an error, this process carries on, and
    // no file is left behind.
    void writerStoppedInItsChild()
    {
        const QString path = m_dir.filePath(QStringLiteral("stopped.glb"));
        WriteOptions options;
        options.options.insert(QStringLiteral("assimp.timeoutSeconds"), 0);
        const WriteResult r = writeModelFile(makeSampleModel(), path, QStringLiteral("glb"), options);
        QVERIFY(!r.ok());
        QVERIFY2(r.error->message.contains(QLatin1String("longer than 0 seconds")), qPrintable(r.error->message));
        QVERIFY(!QFileInfo::exists(path));
        // And the next export is unaffected.
        QVERIFY(writeModelFile(makeSampleModel(), path, QStringLiteral("glb")).ok());
        QVERIFY(QFileInfo(path).size() > 0);
    }

    void nothingToWrite()
    {
        ExportOptions options;
        options.format = QStringLiteral("glb");
        const ExportResult r = exportModel(Model{}, m_dir.filePath(QStringLiteral("empty.glb")), options);
        QVERIFY(!r.ok());
        QVERIFY(r.error);
        QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("empty.glb"))));
    }

    // `quarry convert` writes them too, with no display.
    void convertOnTheCommandLine()
    {
        const QString input = QStringLiteral(QUARRY_SOURCE_DIR "/resources/sample/sample.iqe");
        for (const char *name : {"cli.glb", "cli.dae"}) {
            const QString out = m_dir.filePath(QLatin1String(name));
            const CliRun r = runQuarry({QStringLiteral("convert"), input, out}, CliOptions().withoutDisplay());
            QVERIFY2(r.exitCode == 0, qPrintable(r.err));
            ReadResult back = readModelFile(out);
            QVERIFY(back.ok());
            QCOMPARE(back.model.animations.size(), 1);
            QVERIFY(!back.model.skeleton.isEmpty());
        }
        const CliRun r = runQuarry({QStringLiteral("convert"), input, QStringLiteral("--out-dir"),
                                    m_dir.filePath(QStringLiteral("batch")), QStringLiteral("--to"),
                                    QStringLiteral("gltf")},
                                   CliOptions().withoutDisplay());
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(QFileInfo::exists(m_dir.filePath(QStringLiteral("batch/sample.gltf"))));
        QVERIFY(QFileInfo::exists(m_dir.filePath(QStringLiteral("batch/sample.bin"))));
    }
};

QTEST_GUILESS_MAIN(TestAssimpExport)
#include "tst_assimp_export.moc"
