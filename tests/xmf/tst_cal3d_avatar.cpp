// Whole Cal3D avatars: a .cfg list and several meshes given together open
// as one model holding what libcal3d's CalCoreModel holds for the same
// files (scaled as CalCoreModel::scale scales), convert to one IQM that
// skins like libcal3d, and save back as a .cfg with every file it names.
#include "Cal3dCfgReference.h"
#include "CalAvatarFixture.h"
#include "CliRunner.h"

#include "io/Formats.h"
#include "io/xmf/CalAvatar.h"
#include "io/xmf/CalCfgFormat.h"
#include "io/xmf/CalMorphAnimation.h"
#include "model/Pose.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace quarry;
using namespace quarry::test;

namespace {

const QString kDokuro = QStringLiteral(QUARRY_CORPUS_DIR "/xmf/dokuro");

QString errorText(const ReadResult &r)
{
    return r.error ? r.error->toString() : QString();
}

// Every mesh's vertices, in order.
QList<QVector3D> allPositions(const Model &model)
{
    QList<QVector3D> out;
    for (const Mesh &m : model.meshes)
        out << m.positions;
    return out;
}

// The largest distance between Quarry's skinned vertices (all meshes in
// order) and the reference positions; infinite when the counts differ.
float largestDistance(const Model &model, int animation, double time, const QList<QVector3D> &reference)
{
    const QList<QMatrix4x4> skin = skinningMatrices(model.skeleton,
                                                    worldMatrices(model.skeleton, localPose(model, animation, time)));
    float worst = 0;
    qsizetype i = 0;
    for (const Mesh &mesh : model.meshes)
        for (const QVector3D &p : skinMesh(mesh, skin).positions) {
            if (i >= reference.size())
                return INFINITY;
            worst = std::max(worst, (p - reference[i++]).length());
        }
    return i == reference.size() ? worst : INFINITY;
}

float largestExtent(const Model &model)
{
    const Bounds b = modelBounds(model);
    return std::max({b.size().x(), b.size().y(), b.size().z()});
}

bool hasMessage(const QList<Diagnostic> &list, const QString &part)
{
    return std::any_of(list.cbegin(), list.cend(), [&](const Diagnostic &d) { return d.message.contains(part); });
}

// The model against libcal3d's for the same list: counts, names, material
// ids, every vertex (after the scale) and every bone's translation.
void compareWithCal3d(const Model &m, const Cal3dAvatar &ref)
{
    QVERIFY2(ref.error.isEmpty(), qPrintable(ref.error));
    QCOMPARE(m.skeleton.size(), ref.bones.size());
    QCOMPARE(m.meshes.size(), ref.submeshVertices.size());
    QCOMPARE(m.vertexCount(), ref.vertexCount());
    QCOMPARE(m.triangleCount(), ref.faceCount());
    // libcal3d 0.11 has no morph animations: the joint animations only.
    const qsizetype jointAnimations = std::count_if(m.animations.cbegin(), m.animations.cend(), [](const Animation &a) {
        return !a.extras.value(QLatin1String(kCalMorphAnimation)).toBool();
    });
    QCOMPARE(jointAnimations, ref.durations.size());
    QCOMPARE(m.materials.size(), ref.materialCount);
    for (int i = 0; i < ref.bones.size(); ++i) {
        QCOMPARE(m.skeleton.joints[i].name, ref.bones[i].name);
        QVERIFY((m.skeleton.joints[i].bind.translation - ref.bones[i].translation).length() < 1e-5f);
    }
    for (int s = 0; s < ref.submeshVertices.size(); ++s) {
        QCOMPARE(m.meshes[s].material, ref.submeshMaterials[s]);
        QCOMPARE(m.meshes[s].positions.size(), ref.submeshVertices[s].size());
        for (int v = 0; v < ref.submeshVertices[s].size(); ++v) {
            const float d = (m.meshes[s].positions[v] - ref.submeshVertices[s][v].position).length();
            QVERIFY2(d <= 1e-5f * std::max(1.0f, ref.submeshVertices[s][v].position.length()),
                     qPrintable(QStringLiteral("submesh %1 vertex %2 off by %3").arg(s).arg(v).arg(d)));
        }
    }
    int keys = 0;
    for (const Animation &a : m.animations)
        for (const JointTrack &t : a.tracks)
            keys += int(t.rotations.size());
    QCOMPARE(keys, ref.keyCount());
}

// DokuroChan.xmf's submeshes split into two files by their text: [0, at) and [at, end).
bool splitDokuro(const QString &first, const QString &second, int at)
{
    QFile f(kDokuro + QStringLiteral("/DokuroChan.xmf"));
    if (!f.open(QIODevice::ReadOnly))
        return false;
    const QByteArray text = f.readAll();
    QList<QByteArray> submeshes;
    for (qsizetype from = text.indexOf("<SUBMESH"); from >= 0; from = text.indexOf("<SUBMESH", from + 1)) {
        const qsizetype end = text.indexOf("</SUBMESH>", from) + qsizetype(strlen("</SUBMESH>"));
        submeshes << text.mid(from, end - from) + '\n';
    }
    auto mesh = [&](qsizetype from, qsizetype to) {
        QByteArray out = "<MESH VERSION=\"1100\" NUMSUBMESH=\"" + QByteArray::number(to - from) + "\">\n";
        for (qsizetype i = from; i < to; ++i)
            out += submeshes[i];
        return out + "</MESH>\n";
    };
    return submeshes.size() == 11 && putFile(first, mesh(0, at)) && putFile(second, mesh(at, submeshes.size()));
}

} // namespace

class TestCal3dAvatar : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fixtureCfgOpensAsOneModel()
    {
        QTemporaryDir dir;
        const QString cfg = writeCalAvatar(QDir(dir.path()));
        QVERIFY(!cfg.isEmpty());
        QCOMPARE(detectFormat(cfg), QStringLiteral("cfg"));
        const ReadResult r = readModelFile(cfg);
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        const Model &m = r.model;
        QCOMPARE(m.meshes.size(), 3);
        QCOMPARE(m.meshes[0].name, QStringLiteral("body_submesh0"));
        QCOMPARE(m.meshes[1].name, QStringLiteral("head part_submesh0"));
        QCOMPARE(m.meshes[2].name, QStringLiteral("head part_submesh1"));
        QCOMPARE(m.meshes[0].material, 0);
        QCOMPARE(m.meshes[1].material, 1);
        QCOMPARE(m.animations.size(), 2);
        QCOMPARE(m.animations[0].name, QStringLiteral("walk"));
        // The morph animation (no tracks in the fixture) after the joint ones.
        QCOMPARE(m.animations[1].name, QStringLiteral("face"));
        QVERIFY(m.animations[1].extras.value(QLatin1String(kCalMorphAnimation)).toBool());
        QCOMPARE(m.materials[1].name, QStringLiteral("hair.png"));
        compareWithCal3d(m, loadCfgWithCal3d(cfg));
        QVERIFY(hasMessage(r.notes, QStringLiteral("scaled by 2")));
    }

    // scale=2 scales as CalCoreModel::scale does: the model with the
    // scale is the one without it, twice as large, and skins like libcal3d.
    void scaleAsCal3dScales()
    {
        QTemporaryDir one, two;
        const ReadResult unscaled = readModelFile(writeCalAvatar(QDir(one.path()), "scale=1"));
        const QString cfg = writeCalAvatar(QDir(two.path()), "scale=2");
        const ReadResult scaled = readModelFile(cfg);
        QVERIFY(unscaled.ok() && scaled.ok());
        QVERIFY(!hasMessage(unscaled.notes, QStringLiteral("scaled by")));
        const QList<QVector3D> a = allPositions(unscaled.model), b = allPositions(scaled.model);
        QCOMPARE(a.size(), b.size());
        for (qsizetype i = 0; i < a.size(); ++i)
            QVERIFY((a[i] * 2 - b[i]).length() < 1e-5f);
        QCOMPARE(scaled.model.skeleton.joints[2].bind.translation, QVector3D(0, 0, 2));
        QCOMPARE(scaled.model.animations[0].tracks.size(), unscaled.model.animations[0].tracks.size());
        const QList<float> times{0.0f, 0.4f, 1.0f};
        const QList<QList<QVector3D>> ref = skinCfgWithCal3d(cfg, times);
        QCOMPARE(ref.size(), times.size());
        for (int i = 0; i < times.size(); ++i)
            QVERIFY2(largestDistance(scaled.model, 0, times[i], ref[i]) < 1e-4f, qPrintable(QString::number(i)));
        // The pose moves: the comparison can fail.
        QVERIFY(largestDistance(scaled.model, -1, 0, ref[2]) > 0.1f);
    }

    void unknownBoneIsAnErrorNamingTheMesh()
    {
        QTemporaryDir dir;
        const QString cfg = writeCalAvatar(QDir(dir.path()), "scale=1", "mesh=bad.xmf\n");
        QVERIFY(putFile(dir.filePath(QStringLiteral("bad.xmf")),
                        "<MESH VERSION=\"1100\" NUMSUBMESH=\"1\">\n" + calSubmesh(0, 1, 7, 0) + "</MESH>\n"));
        const ReadResult r = readModelFile(cfg);
        QVERIFY(!r.ok());
        QCOMPARE(QFileInfo(r.error->file).fileName(), QStringLiteral("bad.xmf"));
        QVERIFY2(r.error->message.contains(QStringLiteral("7")), qPrintable(r.error->toString()));
        // The same through several meshes given together.
        ReadOptions options;
        options.companions << dir.filePath(QStringLiteral("skel.xsf")) << dir.filePath(QStringLiteral("bad.xmf"));
        const ReadResult joined = readModelFile(dir.filePath(QStringLiteral("body.xmf")), options);
        QVERIFY(!joined.ok());
        QCOMPARE(QFileInfo(joined.error->file).fileName(), QStringLiteral("bad.xmf"));
    }

    void saveAsCfgWritesEveryFile()
    {
        QTemporaryDir dir, out;
        const QString cfg = writeCalAvatar(QDir(dir.path()));
        const ReadResult r = readModelFile(cfg);
        QVERIFY(r.ok());
        const QString copy = out.filePath(QStringLiteral("copy.cfg"));
        const WriteResult w = writeModelFile(r.model, copy, QStringLiteral("cfg"));
        QVERIFY2(w.ok(), qPrintable(w.error ? w.error->toString() : QString()));
        const QStringList expected{QStringLiteral("copy.cfg"), QStringLiteral("skel.xsf"),
                                   QStringLiteral("body.xmf"), QStringLiteral("head part.xmf"),
                                   QStringLiteral("walk.xaf"), QStringLiteral("face.xpf"),
                                   QStringLiteral("skin.xrf"), QStringLiteral("hair.xrf")};
        QStringList written = QDir(out.path()).entryList(QDir::Files);
        written.sort();
        QStringList sorted = expected;
        sorted.sort();
        QCOMPARE(written, sorted);
        QFile text(copy), read(cfg);
        QVERIFY(text.open(QIODevice::ReadOnly) && read.open(QIODevice::ReadOnly));
        // Saved unchanged: the list as it was read.
        QCOMPARE(text.readAll(), read.readAll());
        // Written anew (a model with no kept files), the lines in Cal3D's
        // order, the comment kept.
        Model anew = r.model;
        anew.extras.remove(QLatin1String(kCalKeptFiles));
        const QByteArray list = encodeModelFile(anew, copy, QStringLiteral("cfg")).data;
        QVERIFY2(list.startsWith("# a test avatar\n#\nscale=2\nskeleton=skel.xsf\nanimation=walk.xaf\n"
                                 "morphanim=face.xpf\nmesh=body.xmf\nmesh=head part.xmf\n"
                                 "material=skin.xrf\nmaterial=hair.xrf\n"),
                 list.constData());
        // The morph animation written back: the bytes read.
        QFile face(out.filePath(QStringLiteral("face.xpf"))), original(dir.filePath(QStringLiteral("face.xpf")));
        QVERIFY(face.open(QIODevice::ReadOnly) && original.open(QIODevice::ReadOnly));
        QCOMPARE(face.readAll(), original.readAll());
        // libcal3d loads the copy as it loads the original (files unscaled, scale=2 in the list).
        const Cal3dAvatar a = loadCfgWithCal3d(cfg), b = loadCfgWithCal3d(copy);
        QVERIFY2(b.error.isEmpty(), qPrintable(b.error));
        QCOMPARE(b.vertexCount(), a.vertexCount());
        for (int s = 0; s < a.submeshVertices.size(); ++s)
            for (int v = 0; v < a.submeshVertices[s].size(); ++v)
                QVERIFY((b.submeshVertices[s][v].position - a.submeshVertices[s][v].position).length() < 1e-5f);
        QCOMPARE(b.submeshMaterials, a.submeshMaterials);
        QCOMPARE(b.keyCount(), a.keyCount());
        // And Quarry reads it back to the same avatar.
        const ReadResult again = readModelFile(copy);
        QVERIFY2(again.ok(), qPrintable(errorText(again)));
        QCOMPARE(again.model.meshes.size(), r.model.meshes.size());
        for (qsizetype i = 0; i < r.model.meshes.size(); ++i)
            QCOMPARE(again.model.meshes[i].name, r.model.meshes[i].name);
    }

    // A Cal3D animation needs its skeleton: a model with clips and no
    // joints is listed without them (with a warning) and opens again.
    void cfgWithoutSkeletonLeavesOutItsClips()
    {
        QTemporaryDir dir, out;
        const ReadResult r = readModelFile(writeCalAvatar(QDir(dir.path())));
        QVERIFY(r.ok());
        Model model = r.model;
        QVERIFY(!model.animations.isEmpty());
        model.skeleton = Skeleton();
        for (Mesh &mesh : model.meshes) {
            mesh.influencesPerVertex = 0;
            mesh.blendIndexes.clear();
            mesh.blendWeights.clear();
        }
        for (Animation &a : model.animations)
            a.tracks.clear();
        model.extras.remove(QLatin1String(kCalKeptFiles));
        const QString copy = out.filePath(QStringLiteral("bare.cfg"));
        const WriteResult w = writeModelFile(model, copy, QStringLiteral("cfg"));
        QVERIFY2(w.ok(), qPrintable(w.error ? w.error->toString() : QString()));
        QVERIFY(std::any_of(w.warnings.cbegin(), w.warnings.cend(),
                            [](const Diagnostic &d) { return d.message.contains(QLatin1String("no skeleton")); }));
        QFile list(copy);
        QVERIFY(list.open(QIODevice::ReadOnly));
        const QByteArray text = list.readAll();
        QVERIFY2(!text.contains("animation=") && text.contains("morphanim=face.xpf"), text.constData());
        const ReadResult again = readModelFile(copy);
        QVERIFY2(again.ok(), qPrintable(errorText(again)));
        QCOMPARE(again.model.meshes.size(), model.meshes.size());
    }

    // quarry convert MESH MESH OUTPUT --skeleton --animation, and --mesh.
    void severalMeshesJoinOnTheCommandLine()
    {
        QTemporaryDir dir;
        QVERIFY(!writeCalAvatar(QDir(dir.path()), "scale=1").isEmpty());
        const QString iqm = dir.filePath(QStringLiteral("joined.iqm"));
        CliRun run = runQuarry({QStringLiteral("convert"), dir.filePath(QStringLiteral("body.xmf")),
                                dir.filePath(QStringLiteral("head part.xmf")), iqm, QStringLiteral("--skeleton"),
                                dir.filePath(QStringLiteral("skel.xsf")), QStringLiteral("--animation"),
                                dir.filePath(QStringLiteral("walk.xaf")), QStringLiteral("--fps"),
                                QStringLiteral("100")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const ReadResult r = readModelFile(iqm);
        QVERIFY(r.ok());
        QCOMPARE(r.model.meshes.size(), 3);
        const QList<float> times{0.0f, 0.5f, 1.0f};
        const QList<QList<QVector3D>> ref = skinCfgWithCal3d(dir.filePath(QStringLiteral("hero.cfg")), times);
        QCOMPARE(ref.size(), 3);
        for (int i = 0; i < times.size(); ++i)
            QVERIFY(largestDistance(r.model, 0, times[i], ref[i]) <= 0.005f * largestExtent(r.model));

        const QString iqe = dir.filePath(QStringLiteral("joined.iqe"));
        run = runQuarry({QStringLiteral("convert"), dir.filePath(QStringLiteral("body.xmf")), iqe,
                         QStringLiteral("--skeleton"), dir.filePath(QStringLiteral("skel.xsf")),
                         QStringLiteral("--mesh"), dir.filePath(QStringLiteral("head part.xmf"))});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(readModelFile(iqe).model.meshes.size(), 3);

        // Inputs that are not meshes: batch conversion needs --out-dir.
        run = runQuarry({QStringLiteral("convert"), iqm, iqe, dir.filePath(QStringLiteral("x.iqm"))});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(QStringLiteral("--out-dir")), qPrintable(run.err));
    }

    // The same avatar as binary files (.csf, .cmf, .caf, .crf at version
    // 1100, which libcal3d 0.11 reads), and mixed with the XML ones: the
    // .cfg opens as the model CalCoreModel holds, saves back in the form
    // each file was read in, and converts to an IQM that skins like libcal3d.
    void binaryCfgMatchesLibcal3d()
    {
        QTemporaryDir dir;
        const ReadResult xml = readModelFile(writeCalAvatar(QDir(dir.path()), "scale=2"));
        QVERIFY2(xml.ok(), qPrintable(errorText(xml)));
        // The names the list gives its files: binary ones.
        Model m = xml.model;
        m.extras.insert(QLatin1String(kCalSkeletonFile), QStringLiteral("skel.csf"));
        m.extras.insert(QLatin1String(kCalMeshFiles),
                        QStringList{QStringLiteral("body.cmf"), QStringLiteral("head part.cmf")});
        for (Mesh &mesh : m.meshes)
            mesh.extras.insert(QLatin1String(kCalMeshFile), mesh.name.startsWith(QLatin1String("body"))
                                                                ? QStringLiteral("body.cmf")
                                                                : QStringLiteral("head part.cmf"));
        for (Animation &a : m.animations)
            if (a.name == QLatin1String("walk"))
                a.extras.insert(QLatin1String(kCalFile), QStringLiteral("walk.caf"));
        m.materials[0].extras.insert(QLatin1String(kCalFile), QStringLiteral("skin.crf"));
        m.materials[1].extras.insert(QLatin1String(kCalFile), QStringLiteral("hair.crf"));
        QTemporaryDir out;
        const QString cfg = QDir(out.path()).filePath(QStringLiteral("hero.cfg"));
        const WriteResult w = writeModelFile(m, cfg, QStringLiteral("cfg"));
        QVERIFY2(w.ok(), w.error ? qPrintable(w.error->toString()) : "");
        for (const char *name : {"skel.csf", "body.cmf", "head part.cmf", "walk.caf", "skin.crf", "hair.crf"})
            QCOMPARE(detectFormat(QDir(out.path()).filePath(QLatin1String(name))),
                     QString::fromLatin1(name).section(QLatin1Char('.'), -1));
        const ReadResult binary = readModelFile(cfg);
        QVERIFY2(binary.ok(), qPrintable(errorText(binary)));
        QCOMPARE(binary.model.meshes.size(), 3);
        compareWithCal3d(binary.model, loadCfgWithCal3d(cfg));
        // Saved again as a .cfg: every file in the form it was read in, the same bytes.
        QTemporaryDir again;
        const QString copy = QDir(again.path()).filePath(QStringLiteral("hero.cfg"));
        QVERIFY(writeModelFile(binary.model, copy, QStringLiteral("cfg")).ok());
        for (const char *name : {"skel.csf", "body.cmf", "head part.cmf", "walk.caf", "skin.crf", "hair.crf"}) {
            QFile a(QDir(out.path()).filePath(QLatin1String(name))),
                b(QDir(again.path()).filePath(QLatin1String(name)));
            QVERIFY2(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly), name);
            QVERIFY2(a.readAll() == b.readAll(), name);
        }
        // Mixed: a binary skeleton and animation with the XML meshes and materials.
        QVERIFY(QFile::copy(QDir(out.path()).filePath(QStringLiteral("skel.csf")),
                            dir.filePath(QStringLiteral("skel.csf"))));
        QVERIFY(QFile::copy(QDir(out.path()).filePath(QStringLiteral("walk.caf")),
                            dir.filePath(QStringLiteral("walk.caf"))));
        const QString mixed = dir.filePath(QStringLiteral("mixed.cfg"));
        QVERIFY(putFile(mixed, "scale=2\nskeleton=skel.csf\nanimation=walk.caf\nmesh=body.xmf\nmesh=head part.xmf\n"
                               "material=skin.xrf\nmaterial=hair.xrf\n"));
        const ReadResult mixedRead = readModelFile(mixed);
        QVERIFY2(mixedRead.ok(), qPrintable(errorText(mixedRead)));
        compareWithCal3d(mixedRead.model, loadCfgWithCal3d(mixed));
        // One IQM from the binary avatar, skinned like libcal3d within 0.5% of its size.
        const QString iqm = QDir(out.path()).filePath(QStringLiteral("hero.iqm"));
        const CliRun run = runQuarry(
            {QStringLiteral("convert"), cfg, iqm, QStringLiteral("--fps"), QStringLiteral("100")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const ReadResult converted = readModelFile(iqm);
        QVERIFY(converted.ok());
        QCOMPARE(converted.model.meshes.size(), 3);
        const QList<float> times{0.0f, 0.5f, 1.0f};
        const QList<QList<QVector3D>> ref = skinCfgWithCal3d(cfg, times);
        QCOMPARE(ref.size(), times.size());
        for (int i = 0; i < times.size(); ++i)
            QVERIFY(largestDistance(converted.model, 0, times[i], ref[i]) <= 0.005f * largestExtent(converted.model));
        // Binary meshes joined on the command line: convert a.cmf b.cmf out --skeleton x.csf, and --mesh.
        const QString joined = QDir(out.path()).filePath(QStringLiteral("joined.iqm"));
        const CliRun join = runQuarry(
            {QStringLiteral("convert"), QDir(out.path()).filePath(QStringLiteral("body.cmf")),
             QDir(out.path()).filePath(QStringLiteral("head part.cmf")), joined, QStringLiteral("--skeleton"),
             QDir(out.path()).filePath(QStringLiteral("skel.csf")), QStringLiteral("--animation"),
             QDir(out.path()).filePath(QStringLiteral("walk.caf"))});
        QVERIFY2(join.exitCode == 0, qPrintable(join.err));
        QCOMPARE(readModelFile(joined).model.meshes.size(), 3);
        const QString withMesh = QDir(out.path()).filePath(QStringLiteral("with-mesh.iqe"));
        const CliRun meshOption = runQuarry(
            {QStringLiteral("convert"), QDir(out.path()).filePath(QStringLiteral("body.cmf")), withMesh,
             QStringLiteral("--skeleton"), QDir(out.path()).filePath(QStringLiteral("skel.csf")),
             QStringLiteral("--mesh"), QDir(out.path()).filePath(QStringLiteral("head part.cmf"))});
        QVERIFY2(meshOption.exitCode == 0, qPrintable(meshOption.err));
        QCOMPARE(readModelFile(withMesh).model.meshes.size(), 3);
        // What `quarry hero.cmf hero.csf walk.caf *.crf` and File > Open read:
        // the first mesh with the other files as its companions.
        ReadOptions companions;
        companions.companions = {QDir(out.path()).filePath(QStringLiteral("skel.csf")),
                                 QDir(out.path()).filePath(QStringLiteral("walk.caf")),
                                 QDir(out.path()).filePath(QStringLiteral("head part.cmf")),
                                 QDir(out.path()).filePath(QStringLiteral("skin.crf")),
                                 QDir(out.path()).filePath(QStringLiteral("hair.crf"))};
        const ReadResult opened = readModelFile(QDir(out.path()).filePath(QStringLiteral("body.cmf")), companions);
        QVERIFY2(opened.ok(), qPrintable(errorText(opened)));
        QCOMPARE(opened.model.meshes.size(), 3);
        QCOMPARE(opened.model.animations.size(), 1);
        QCOMPARE(opened.model.materials.size(), 2);
        QCOMPARE(opened.model.meshes[1].name, QStringLiteral("head part_submesh0"));
        // Batch conversion finds a .cmf's binary skeleton beside it (the folder's only one).
        QTemporaryDir batch;
        const CliRun each = runQuarry({QStringLiteral("convert"), QDir(out.path()).filePath(QStringLiteral("body.cmf")),
                                       QStringLiteral("--out-dir"), batch.path(), QStringLiteral("--to"),
                                       QStringLiteral("iqm")});
        QVERIFY2(each.exitCode == 0, qPrintable(each.err));
        const ReadResult body = readModelFile(QDir(batch.path()).filePath(QStringLiteral("body.iqm")));
        QVERIFY2(body.ok(), qPrintable(errorText(body)));
        QCOMPARE(body.model.skeleton.size(), binary.model.skeleton.size());
    }

    // quarry info shows the bind pose's height; the IQM conversion of a
    // tall avatar suggests --height.
    void heightIsShownAndSuggested()
    {
        QTemporaryDir dir;
        const QString cfg = writeCalAvatar(QDir(dir.path()), "scale=400");
        CliRun run = runQuarry({QStringLiteral("info"), cfg});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        // The bind pose spans z 0.5 .. 3.0, times 400.
        QVERIFY2(run.out.contains(QStringLiteral("Height (bind pose, Z): 1000 model units")), qPrintable(run.out));
        run = runQuarry({QStringLiteral("convert"), cfg, dir.filePath(QStringLiteral("tall.iqm"))});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.err.contains(QStringLiteral("--height 56")), qPrintable(run.err));
        QVERIFY2(run.err.contains(QStringLiteral("scaled by 400")), qPrintable(run.err));
        run = runQuarry({QStringLiteral("convert"), cfg, dir.filePath(QStringLiteral("small.iqm")),
                         QStringLiteral("--height"), QStringLiteral("56")});
        QVERIFY2(run.exitCode == 0 && !run.err.contains(QStringLiteral("--height 56")), qPrintable(run.err));
    }

    // A .cfg in a folder of its own naming the corpus XML files (and the
    // corpus mesh split into two files) against libcal3d, and its IQM.
    void corpusCfgMatchesLibcal3d()
    {
        if (!QFileInfo::exists(kDokuro + QStringLiteral("/DokuroChan.xmf")))
            QSKIP("corpus not found (QUARRY_CORPUS_DIR): this test needs ../shared/corpus/xmf");
        QTemporaryDir dir;
        QVERIFY(
            splitDokuro(dir.filePath(QStringLiteral("upper part.xmf")), dir.filePath(QStringLiteral("lower.xmf")), 4));
        QByteArray list = "scale=0.5\nskeleton=" + (kDokuro + QStringLiteral("/DokuroChan.xsf")).toUtf8()
                          + "\nanimation=" + (kDokuro + QStringLiteral("/DokuroChan_test_bone.xaf")).toUtf8()
                          + "\nmesh=upper part.xmf\nmesh=lower.xmf\n";
        for (int i = 0; i < 32; ++i)
            list += "material=" + (kDokuro + QStringLiteral("/DokuroChan_%1.xrf").arg(i)).toUtf8() + '\n';
        const QString cfg = dir.filePath(QStringLiteral("dokuro.cfg"));
        QVERIFY(putFile(cfg, list));
        const ReadResult r = readModelFile(cfg);
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        QCOMPARE(r.model.meshes.size(), 11);
        QCOMPARE(r.model.skeleton.size(), 99);
        QCOMPARE(r.model.meshes[4].name, QStringLiteral("lower_submesh0"));
        compareWithCal3d(r.model, loadCfgWithCal3d(cfg));

        const QString iqm = dir.filePath(QStringLiteral("dokuro.iqm"));
        const CliRun run = runQuarry({QStringLiteral("convert"), cfg, iqm}, CliOptions().withTimeout(120000));
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const ReadResult converted = readModelFile(iqm);
        QVERIFY(converted.ok());
        QCOMPARE(converted.model.meshes.size(), 11);
        const QList<float> times{0.5f, 57.3f, 140.05f};
        const QList<QList<QVector3D>> ref = skinCfgWithCal3d(cfg, times);
        QCOMPARE(ref.size(), times.size());
        const float height = largestExtent(converted.model);
        for (int i = 0; i < times.size(); ++i) {
            const float worst = largestDistance(converted.model, 0, times[i], ref[i]);
            qInfo("IQM at %g s: largest distance %g, height %g", double(times[i]), double(worst), double(height));
            QVERIFY2(worst <= 0.005f * height,
                     qPrintable(QStringLiteral("worst %1 of height %2").arg(worst).arg(height)));
        }
    }
};

QTEST_GUILESS_MAIN(TestCal3dAvatar)
#include "tst_cal3d_avatar.moc"
