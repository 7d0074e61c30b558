// ioquake3's player split into lower, upper and head by the joints' roles:
// the legs (from the hips down, found by their feet) go in lower.md3
// wherever the rig hangs them, the torso from the waist up in upper.md3.
// A 3ds Max Biped hangs its thighs on Bip01 Spine, the torso joint.
#include "TargetModels.h"

#include "io/Formats.h"
#include "io/md3/Md3Player.h"
#include "io/targets/EngineTarget.h"
#include "io/targets/TargetExport.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QtTest>

using namespace quarry;
using namespace quarry::test;

namespace {

struct Parts
{
    Model lower, upper, head;
    QString error;
};

// The model exported for ioquake3 (torso joint `torso`, empty: found), its
// three parts read back with every frame.
Parts exportParts(const Model &model, const QString &torso, const QString &source = {})
{
    Parts parts;
    QTemporaryDir dir;
    TargetExportOptions options;
    options.outputDirectory = dir.path();
    options.name = QStringLiteral("split");
    options.torsoJoint = torso;
    options.sourcePath = source;
    const TargetExportResult result = exportForTarget(model, *findEngineTarget(QStringLiteral("ioquake3")), options);
    if (!result.ok()) {
        parts.error = result.error;
        return parts;
    }
    ReadOptions allFrames;
    allFrames.options.insert(QStringLiteral("md3.sidecar"), false);
    const QDir folder(dir.filePath(QStringLiteral("models/players/split")));
    parts.lower = readModelFile(folder.filePath(QStringLiteral("lower.md3")), allFrames).model;
    parts.upper = readModelFile(folder.filePath(QStringLiteral("upper.md3")), allFrames).model;
    parts.head = readModelFile(folder.filePath(QStringLiteral("head.md3")), allFrames).model;
    return parts;
}

qsizetype trianglesOf(const Model &part, const QString &mesh)
{
    for (const Mesh &m : part.meshes)
        if (m.name == mesh)
            return m.triangles.size();
    return 0;
}

} // namespace

class TestTargetPlayerSplit : public QObject
{
    Q_OBJECT

private slots:
    // The figure's thighs hang on Bip01 Spine: with the torso there (found
    // by name, or given), or at the root, the legs stay in lower.md3.
    void legsGoLowerWhereverTheyHang()
    {
        const Model model = biped();
        QString error;
        const Quake3PlayerJoints joints = findQuake3PlayerJoints(model, {}, &error);
        QVERIFY(error.isEmpty());
        QCOMPARE(model.skeleton.joints[joints.torso].name, QStringLiteral("Bip01 Spine"));
        QStringList legs;
        for (int j : joints.legs)
            legs << model.skeleton.joints[j].name;
        QCOMPARE(legs, QStringList({QStringLiteral("Bip01 L Thigh"), QStringLiteral("Bip01 R Thigh")}));
        const QList<int> parts = quake3PlayerJointParts(model, joints);
        for (const char *name : {"Bip01 L Thigh", "Bip01 R Calf", "Bip01 L Foot", "Bip01 R Toe0", "Bip01 Pelvis"})
            QVERIFY2(parts[model.skeleton.indexOf(QLatin1String(name))] == 0, name);
        for (const char *name : {"Bip01 Spine", "Bip01 Spine1", "Bip01 R Hand"})
            QVERIFY2(parts[model.skeleton.indexOf(QLatin1String(name))] == 1, name);
        QCOMPARE(parts[model.skeleton.indexOf(QStringLiteral("Bip01 Head"))], 2);

        // 12 triangles a box: six of the legs and the pelvis below, the
        // chest and four of the arms above, the head.
        for (const QString &torso : {QString(), QStringLiteral("Bip01 Spine"), QStringLiteral("Bip01")}) {
            const Parts split = exportParts(model, torso);
            QVERIFY2(split.error.isEmpty(), qPrintable(split.error));
            const bool pelvisUp = torso == QLatin1String("Bip01");
            QCOMPARE(split.lower.triangleCount(), pelvisUp ? 72 : 84);
            QCOMPARE(split.upper.triangleCount(), pelvisUp ? 72 : 60);
            QCOMPARE(split.head.triangleCount(), 12);
            // Nothing of the legs (below Z = 24 as modelled, the feet at
            // the game's floor of -24 once placed) above: upper.md3 is in
            // tag_torso's space, so compare through lower's tag.
            float lowest = INFINITY;
            for (const Mesh &m : split.lower.meshes)
                for (const QVector3D &p : m.positions)
                    lowest = std::min(lowest, p.z());
            QVERIFY2(std::abs(lowest - kQuake3PlayerFloor) < 0.05f, qPrintable(QString::number(lowest)));
        }
    }

    // A vertex goes with the part whose joints weigh most on it in sum: half
    // on the thigh and half on the pelvis (both lower) beats 0.45 on the
    // spine, though the spine is the heaviest single joint.
    void vertexGoesWithThePartWeighingMost()
    {
        Model model = biped();
        Mesh &mesh = model.meshes[0];
        const quint32 spine = quint32(model.skeleton.indexOf(QStringLiteral("Bip01 Spine")));
        const quint32 pelvis = quint32(model.skeleton.indexOf(QStringLiteral("Bip01 Pelvis")));
        const quint32 thigh = quint32(model.skeleton.indexOf(QStringLiteral("Bip01 L Thigh")));
        Mesh one;
        one.influencesPerVertex = 3;
        one.positions << QVector3D();
        one.blendIndexes << spine << pelvis << thigh;
        one.blendWeights << 0.45f << 0.25f << 0.30f;
        mesh = one;
        QString error;
        const Quake3PlayerJoints joints = findQuake3PlayerJoints(model, {}, &error);
        const QList<QList<int>> parts = quake3PlayerVertexParts(model, quake3PlayerJointParts(model, joints));
        QCOMPARE(parts.value(0).value(0, -1), 0);
        model.meshes[0].blendWeights = {0.55f, 0.15f, 0.30f};
        QCOMPARE(quake3PlayerVertexParts(model, quake3PlayerJointParts(model, joints)).value(0).value(0, -1), 1);
    }

    // The Cal3D paladin, a 3ds Max Biped with its thighs on Bip01 Spine: its
    // leggings, leg guards and shoes whole in lower.md3 and none of them in
    // upper.md3; the cape's top with the torso, its hem (weighted on the
    // pelvis and thighs) with the legs.
    void paladinLegsInLower()
    {
        const QString cfg = QStringLiteral(QUARRY_CORPUS_DIR "/real/cal3d/paladin/paladin.cfg");
        if (!QFileInfo::exists(cfg))
            QSKIP("the corpus (../shared/corpus) is not there");
        const ReadResult read = readModelFile(cfg);
        QVERIFY(read.ok());
        const Parts split = exportParts(read.model, {}, cfg);
        QVERIFY2(split.error.isEmpty(), qPrintable(split.error));
        for (int m = 11; m <= 15; ++m) { // leggings, leg guards, shoes
            const QString name = QStringLiteral("paladin_body_submesh%1").arg(m);
            QCOMPARE(trianglesOf(split.lower, name), read.model.meshes[m].triangles.size());
            QCOMPARE(trianglesOf(split.upper, name), 0);
        }
        // The leg plates hang from the belt: all but their top row below.
        for (int m : {9, 10}) {
            const QString name = QStringLiteral("paladin_body_submesh%1").arg(m);
            QVERIFY2(trianglesOf(split.lower, name) * 10 >= read.model.meshes[m].triangles.size() * 9,
                     qPrintable(name));
        }
        // The chest and arms above, the head in head.md3.
        QCOMPARE(trianglesOf(split.upper, QStringLiteral("paladin_body_submesh4")), 129);
        QCOMPARE(trianglesOf(split.upper, QStringLiteral("paladin_body_submesh6")), 1687);
        QVERIFY(trianglesOf(split.head, QStringLiteral("paladin_body_submesh1")) >= 220);
        // The cape hangs from the shoulders: most of it with the torso,
        // its hem (weighted on the pelvis and thighs) with the legs.
        const QString cape = QStringLiteral("paladin_cape_submesh0");
        QVERIFY(trianglesOf(split.upper, cape) > trianglesOf(split.lower, cape));
        QCOMPARE(trianglesOf(split.upper, cape) + trianglesOf(split.lower, cape), 32);
    }
};

QTEST_GUILESS_MAIN(TestTargetPlayerSplit)
#include "tst_target_player_split.moc"
