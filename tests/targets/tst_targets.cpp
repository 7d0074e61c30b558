// Engine targets: for each engine, a model breaking each of its limits in
// turn gets the finding, and after export the file meets the limit (read
// back with Quarry's reader and field by field from the IQM records); the
// fixes themselves (a split draws the same triangles, a merge moves the
// weights to the parent); the check's speed on the corpus avatar.
#include "TargetModels.h"

#include "io/Formats.h"
#include "io/targets/EngineTarget.h"
#include "io/targets/TargetExport.h"
#include "model/Pose.h"
#include "model/ops/TargetFixes.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QtTest>

#include <optional>
#include <tuple>

using namespace quarry;
using namespace quarry::test;
using Kind = TargetFinding::Kind;

namespace {

// A model breaking `kind` of the limits, or none when the target has no such limit.
std::optional<Model> breaking(Kind kind, const TargetLimits &l)
{
    Model model = riggedSphere(8, 8, 3);
    model.animations.append(swayAnimation(3));
    switch (kind) {
    case Kind::MeshVertices: {
        if (l.maxMeshVertices <= 0)
            return std::nullopt;
        Model big = riggedSphere(l.maxMeshVertices / 64 + 4, 64, 3);
        big.animations.append(swayAnimation(3));
        return big;
    }
    case Kind::MeshTriangles: {
        if (l.maxMeshTriangles <= 0)
            return std::nullopt;
        Mesh &mesh = model.meshes[0];
        const QList<Triangle> once = mesh.triangles;
        while (mesh.triangles.size() <= l.maxMeshTriangles)
            mesh.triangles << once;
        return model;
    }
    case Kind::TotalVertices: {
        if (l.maxTotalVertices <= 0)
            return std::nullopt;
        return riggedSphere(l.maxTotalVertices / 256 + 3, 256, 3);
    }
    case Kind::TotalTriangles: {
        if (l.maxTotalTriangles <= 0)
            return std::nullopt;
        Mesh &mesh = model.meshes[0];
        const QList<Triangle> once = mesh.triangles;
        while (mesh.triangles.size() <= l.maxTotalTriangles)
            mesh.triangles << once;
        return model;
    }
    case Kind::Joints: {
        if (l.maxJoints <= 0)
            return std::nullopt;
        Model many = riggedSphere(30, 30, l.maxJoints + 5);
        many.animations.append(swayAnimation(l.maxJoints + 5));
        return many;
    }
    case Kind::Influences: {
        if (l.maxInfluences <= 0)
            return std::nullopt; // dhewm3 takes any number
        Mesh &mesh = model.meshes[0];
        QList<quint32> indexes;
        QList<float> weights;
        // Six influences, the largest on the vertex's own joint (so that
        // ioquake3's player still splits into three parts with triangles).
        const int before = mesh.influencesPerVertex;
        for (qsizetype v = 0; v < mesh.vertexCount(); ++v)
            for (int k = 0; k < 6; ++k) {
                indexes << (k == 0 ? mesh.blendIndexes[v * before] : quint32(k % 3));
                weights << (k == 0 ? 0.25f : 0.15f);
            }
        mesh.influencesPerVertex = 6;
        mesh.blendIndexes = indexes;
        mesh.blendWeights = weights;
        return model;
    }
    case Kind::CustomArray: {
        if (l.maxCustomComponents <= 0)
            return std::nullopt;
        CustomAttribute wide;
        wide.name = QStringLiteral("wide");
        wide.components = 8;
        wide.values = QList<double>(model.meshes[0].vertexCount() * 8, 0.5);
        model.meshes[0].customs.append(wide);
        return model;
    }
    case Kind::JointScale:
        if (l.jointScale == JointScaleRule::Supported)
            return std::nullopt;
        model.skeleton.joints[1].bind.scale = QVector3D(1, 2, 1);
        return model;
    case Kind::Poses:
    case Kind::Bounds:
        if ((kind == Kind::Poses && !l.needsPoses) || (kind == Kind::Bounds && !l.needsBounds))
            return std::nullopt;
        model.animations.clear();
        return model;
    case Kind::Animation: {
        if (!l.needsAnimation)
            return std::nullopt;
        return sphereModel(8, 8); // no joints either: a root joint comes with the animation
    }
    case Kind::FileSize: {
        if (l.maxFileBytes <= 0)
            return std::nullopt;
        model.animations = {swayAnimation(3, l.maxFileBytes / 10.0)};
        return model;
    }
    case Kind::Frames: {
        if (l.maxFrames <= 0)
            return std::nullopt;
        // 1,101 frames at 10 a second (a Quake III player's parts hold it
        // twice), more where the engine takes more (vkQuake's 2,048 poses).
        model.animations = {swayAnimation(3, std::max(110.0, l.maxFrames / 10.0 + 1))};
        return model;
    }
    case Kind::NoLoader: return std::nullopt;
    // The game's conventions, not a loader's limit (tst_target_conventions).
    case Kind::PlayerSize:
    case Kind::PlayerFacing:
    case Kind::PlayerFloor:
    case Kind::AnimationSlots:
    case Kind::FaceWinding:
    case Kind::PlayerMemory: return std::nullopt; // tst_target_player_memory
    }
    return std::nullopt;
}

bool hasKind(const QList<TargetFinding> &findings, Kind kind)
{
    return std::any_of(findings.cbegin(), findings.cend(), [kind](const TargetFinding &f) { return f.kind == kind; });
}

// An MD5 mesh against the target's table, from its text: the weights a vertex names.
void checkMd5Fields(const QString &path, const EngineTarget &target)
{
    QFile file(path);
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
    const QByteArray text = file.readAll();
    QVERIFY(text.startsWith("MD5Version 10\n"));
    int most = 0;
    for (const QByteArray &line : text.split('\n'))
        if (line.trimmed().startsWith("vert "))
            most = std::max(most, line.trimmed().split(' ').last().toInt());
    QVERIFY(most >= 1);
    if (target.limits.maxInfluences > 0)
        QVERIFY(most <= target.limits.maxInfluences);
}

// The written file against the target's table, from the raw IQM records.
void checkFileFields(const QString &path, const EngineTarget &target)
{
    if (target.format != QLatin1String("iqm"))
        return checkMd5Fields(path, target);
    IqmFile file;
    QVERIFY2(file.load(path), qPrintable(path));
    const TargetLimits &l = target.limits;
    QCOMPARE(file.field(iqm::Version), 2u);
    QCOMPARE(qsizetype(file.field(iqm::FileSize)), file.bytes.size());
    quint32 total = 0;
    for (quint32 m = 0; m < file.field(iqm::NumMeshes); ++m) {
        total += file.meshVertices(m);
        if (l.maxMeshVertices > 0)
            QVERIFY(file.meshVertices(m) <= quint32(l.maxMeshVertices));
        if (l.maxMeshTriangles > 0)
            QVERIFY(file.meshTriangles(m) <= quint32(l.maxMeshTriangles));
    }
    QCOMPARE(total, file.field(iqm::NumVertexes));
    if (l.maxTotalVertices > 0)
        QVERIFY(total <= quint32(l.maxTotalVertices));
    if (l.maxJoints > 0)
        QVERIFY(file.field(iqm::NumJoints) <= quint32(l.maxJoints));
    if (l.needsPoses && file.field(iqm::NumJoints) > 0)
        QCOMPARE(file.field(iqm::NumPoses), file.field(iqm::NumJoints));
    if (l.needsBounds) {
        QVERIFY(file.field(iqm::NumFrames) >= 1);
        QVERIFY(file.field(iqm::OfsBounds) != 0);
    }
    if (l.needsAnimation) {
        QVERIFY(file.field(iqm::NumAnims) >= 1);
        QVERIFY(file.field(iqm::NumFrames) >= 1);
    }
    if (l.maxFileBytes > 0)
        QVERIFY(file.bytes.size() <= l.maxFileBytes);
    for (quint32 a = 0; a < file.field(iqm::NumVertexArrays); ++a) {
        const quint32 type = file.arrayField(a, 0), format = file.arrayField(a, 2), size = file.arrayField(a, 3);
        QVERIFY2(type < iqm::Custom, "a custom array was written");
        if (type == iqm::BlendIndexes || type == iqm::BlendWeights) {
            QCOMPARE(format, quint32(iqm::UByte));
            QCOMPARE(size, 4u);
        }
        if (l.maxCustomComponents > 0) {
            QVERIFY(size >= 1 && size <= 4);
            QVERIFY(format == iqm::Byte || format == iqm::UByte || format == iqm::Int || format == iqm::UInt
                    || format == iqm::Float);
        }
    }
}

QString triangleKey(const QList<QVector3D> &positions, const Triangle &t)
{
    // The same triangle whichever corner is listed first.
    int first = 0;
    for (int c = 1; c < 3; ++c) {
        const QVector3D &a = positions[t[c]], &b = positions[t[first]];
        if (std::make_tuple(a.x(), a.y(), a.z()) < std::make_tuple(b.x(), b.y(), b.z()))
            first = c;
    }
    QString key;
    for (int c = 0; c < 3; ++c) {
        const QVector3D &p = positions[t[(first + c) % 3]];
        key += QStringLiteral("%1,%2,%3;").arg(p.x()).arg(p.y()).arg(p.z());
    }
    return key;
}

} // namespace

class TestTargets : public QObject
{
    Q_OBJECT

private slots:
    void listsEveryEngine()
    {
        QStringList ids;
        for (const EngineTarget &t : engineTargets())
            ids << t.id;
        QCOMPARE(ids, (QStringList{"darkplaces", "xonotic", "fteqw", "ioquake3", "quakespasm-spiked", "warsow",
                                   "warfork", "unvanquished", "vkquake", "ironwail", "dhewm3", "rbdoom3", "quakespasm",
                                   "quake-rerelease", "yquake2", "q2pro"}));
        QCOMPARE(findEngineTarget(QStringLiteral("Warsow"))->limits.maxJoints, 48);
        QCOMPARE(findEngineTarget(QStringLiteral("ioquake3"))->limits.maxMeshVertices, 999);
        QVERIFY(!findEngineTarget(QStringLiteral("quake")));
    }

    void noIqmLoader()
    {
        // Every engine listed gets a format Quarry writes; an engine with no
        // such loader would get this finding, and nothing written.
        for (const EngineTarget &listed : engineTargets())
            QVERIFY2(listed.limits.loadsIqm && formatHandler(listed.format) && formatHandler(listed.format)->write,
                     qPrintable(listed.id));
        EngineTarget noLoader = *findEngineTarget(QStringLiteral("darkplaces"));
        noLoader.limits.loadsIqm = false;
        {
            const EngineTarget *t = &noLoader;
            const QList<TargetFinding> findings = checkTarget(riggedSphere(4, 4, 2), t->limits);
            QCOMPARE(findings.size(), 1);
            QCOMPARE(findings[0].kind, Kind::NoLoader);
            QVERIFY(hasUnfixable(findings));
            // Quarry writes MD3 and MD5 too: the finding does not say it cannot.
            QVERIFY2(!findings[0].message.contains(QLatin1String("cannot write")), qPrintable(findings[0].message));
            QVERIFY2(findings[0].message.contains(QLatin1String("IQM, MD3, MD5")), qPrintable(findings[0].message));
            QTemporaryDir dir;
            TargetExportOptions options;
            options.outputDirectory = dir.path();
            options.name = QStringLiteral("ball");
            const TargetExportResult refused = exportForTarget(riggedSphere(4, 4, 2), *t, options);
            QVERIFY(!refused.ok());
            QVERIFY2(!refused.error.contains(QLatin1String("cannot write")), qPrintable(refused.error));
            QVERIFY(QDir(dir.path()).isEmpty());
        }
    }

    // vkQuake and Ironwail: the .mdl and, read in its place, the MD5 pair
    // of a skeletal model, or an MD3 of one without a skeleton, its
    // surfaces split under the renderers' 999 vertices (tst_target_quake
    // checks the files' contents).
    void quakeEnhancedEnginesGetMdlAndReplacement()
    {
        for (const char *id : {"vkquake", "ironwail"}) {
            const EngineTarget *t = findEngineTarget(QLatin1String(id));
            QCOMPARE(t->format, QStringLiteral("mdl"));
            Model model = riggedSphere(40, 40, 3);
            model.animations.append(swayAnimation(2));
            QVERIFY(!hasUnfixable(checkTarget(model, t->limits)));
            QTemporaryDir dir;
            TargetExportOptions options;
            options.outputDirectory = dir.path();
            options.name = QStringLiteral("ball");
            options.singleModel = true;
            const TargetExportResult result = exportForTarget(model, *t, options);
            QVERIFY2(result.ok(), qPrintable(result.error));
            for (const char *file : {"progs/ball.mdl", "progs/ball.qc", "progs/ball.md5mesh", "progs/ball.md5anim"})
                QVERIFY2(result.files.contains(QLatin1String(file)), file);
            QVERIFY(!result.files.contains(QStringLiteral("progs/ball.md3")));
            QCOMPARE(detectFormat(dir.filePath(QStringLiteral("progs/ball.mdl"))), QStringLiteral("mdl"));

            const Model still = riggedSphere(40, 40, 0); // no skeleton: an MD3 in the .mdl's place
            QTemporaryDir other;
            options.outputDirectory = other.path();
            const TargetExportResult md3Result = exportForTarget(still, *t, options);
            QVERIFY2(md3Result.ok(), qPrintable(md3Result.error));
            QVERIFY(md3Result.files.contains(QStringLiteral("progs/ball.mdl")));
            const QString md3 = other.filePath(QStringLiteral("progs/ball.md3"));
            QCOMPARE(detectFormat(md3), QStringLiteral("md3"));
            const ReadResult back = readModelFile(md3);
            QVERIFY(back.ok());
            QVERIFY(back.model.meshes.size() > 1);
            for (const Mesh &mesh : back.model.meshes)
                QVERIFY(mesh.vertexCount() <= 999);
            QFile skin(md3 + QStringLiteral("_0.skin"));
            QVERIFY(skin.open(QIODevice::ReadOnly));
            const QStringList lines = QString::fromUtf8(skin.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
            QCOMPARE(lines.size(), back.model.meshes.size());
            for (qsizetype i = 0; i < lines.size(); ++i)
                QCOMPARE(lines[i].section(QLatin1Char(','), 0, 0), back.model.meshes[i].name);
        }
    }

    // The Doom 3 engines: an MD5 mesh under models/md5/NAME/, an animation
    // beside it, a .def declaring both; RBDOOM-3-BFG keeps 4 weights a vertex.
    void doom3Engines()
    {
        for (const char *id : {"dhewm3", "rbdoom3"}) {
            const EngineTarget *t = findEngineTarget(QLatin1String(id));
            QVERIFY(t);
            QCOMPARE(t->format, QStringLiteral("md5"));
            Model model = riggedSphere(8, 8, 3);
            model.animations.append(swayAnimation(3));
            QVERIFY(checkTarget(model, t->limits).isEmpty());
            QTemporaryDir dir;
            TargetExportOptions options;
            options.outputDirectory = dir.path();
            options.name = QStringLiteral("ball");
            const TargetExportResult result = exportForTarget(model, *t, options);
            QVERIFY2(result.ok(), qPrintable(result.error));
            const QString mesh = dir.filePath(QStringLiteral("models/md5/ball/ball.md5mesh"));
            const QString anim = dir.filePath(
                QStringLiteral("models/md5/ball/ball_%1.md5anim").arg(model.animations[0].name));
            QVERIFY(result.files.contains(QStringLiteral("models/md5/ball/ball.md5mesh")));
            QVERIFY2(QFileInfo::exists(anim), qPrintable(result.files.join(QLatin1Char(' '))));
            QFile def(dir.filePath(QStringLiteral("def/ball.def")));
            QVERIFY(def.open(QIODevice::ReadOnly));
            const QByteArray text = def.readAll();
            QVERIFY(text.contains("model ball {"));
            QVERIFY(text.contains("\tmesh\tmodels/md5/ball/ball.md5mesh\n"));
            QVERIFY(text.contains("models/md5/ball/ball_" + model.animations[0].name.toUtf8() + ".md5anim"));
            ReadOptions read;
            read.companions = {anim};
            const ReadResult back = readModelFile(mesh, read);
            QVERIFY2(back.ok(), back.ok() ? "" : qPrintable(back.error->toString()));
            QCOMPARE(back.model.animations.size(), 1);
            QCOMPARE(back.model.skeleton.size(), model.skeleton.size());
        }
    }

    void eachLimit_data()
    {
        QTest::addColumn<QString>("target");
        QTest::addColumn<int>("kind");
        for (const EngineTarget &t : engineTargets()) {
            if (!t.limits.loadsIqm)
                continue;
            for (int k = int(Kind::MeshVertices); k <= int(Kind::Frames); ++k)
                if (breaking(Kind(k), t.limits))
                    QTest::addRow("%s %s", qPrintable(t.id), qPrintable(targetFindingKindName(Kind(k)))) << t.id << k;
        }
    }

    void eachLimit()
    {
        QFETCH(QString, target);
        QFETCH(int, kind);
        const EngineTarget &t = *findEngineTarget(target);
        const Model model = *breaking(Kind(kind), t.limits);
        TargetCheckOptions check;
        check.engine = t.title;
        const QList<TargetFinding> findings = checkTarget(model, t.limits, check);
        QVERIFY2(hasKind(findings, Kind(kind)), "the finding is missing");
        const auto finding = *std::find_if(findings.cbegin(), findings.cend(),
                                           [kind](const TargetFinding &f) { return f.kind == Kind(kind); });
        QVERIFY(!finding.message.isEmpty());
        QVERIFY(finding.actual != 0 || Kind(kind) == Kind::Poses || Kind(kind) == Kind::Bounds
                || Kind(kind) == Kind::Animation);
        QTemporaryDir dir;
        TargetExportOptions options;
        options.outputDirectory = dir.path();
        options.name = QStringLiteral("ball");
        options.sourcePath = dir.filePath(QStringLiteral("ball.iqe"));
        if (t.quake3Player) { // ioquake3's player: split at the sphere's second and third joints
            options.torsoJoint = model.skeleton.joints.value(1).name;
            options.headJoint = model.skeleton.joints.value(2).name;
        }
        // Too many frames in a Quake III player's MD3 parts: the export
        // lowers the rate until they fit.
        const bool fixable = Kind(kind) != Kind::TotalVertices && Kind(kind) != Kind::TotalTriangles
                             && Kind(kind) != Kind::FileSize
                             && (Kind(kind) != Kind::Frames || t.limits.framesFitOnExport);
        if (Kind(kind) == Kind::Joints) {
            // Too many joints are an error unless merging is allowed.
            QVERIFY(!finding.fixable);
            QVERIFY(!exportForTarget(model, t, options).ok());
            options.maxJoints = t.limits.maxJoints;
            check.allowedJoints = t.limits.maxJoints;
            QVERIFY(!hasUnfixable(checkTarget(model, t.limits, check)));
        } else {
            QCOMPARE(finding.fixable, fixable);
        }
        const TargetExportResult result = exportForTarget(model, t, options);
        if (!fixable) {
            QVERIFY(!result.ok());
            QVERIFY(result.error.contains(QString::number(finding.actual)));
            if (Kind(kind) == Kind::Frames) // the --fps that fits
                QVERIFY2(result.error.contains(QLatin1String("--fps")), qPrintable(result.error));
            QVERIFY2(QDir(dir.path()).isEmpty(), "something was written");
            return;
        }
        QVERIFY2(result.ok(), qPrintable(result.error));
        QVERIFY(!result.fixes.isEmpty() || Kind(kind) == Kind::CustomArray);
        const QString path = dir.filePath(targetModelPath(t, QStringLiteral("ball")));
        if (t.format == QLatin1String("iqm"))
            checkFileFields(path, t);
        else
            QCOMPARE(detectFormat(path), t.format);
        const ReadResult back = readModelFile(path);
        QVERIFY2(back.ok(), back.ok() ? "" : qPrintable(back.error->toString()));
        const QList<TargetFinding> after = checkTarget(back.model, t.limits);
        for (const TargetFinding &f : after)
            qWarning("%s", qPrintable(f.message));
        QVERIFY(after.isEmpty());
        if (Kind(kind) == Kind::JointScale)
            for (const Joint &j : back.model.skeleton.joints)
                QVERIFY(qFuzzyCompare(j.bind.scale, QVector3D(1, 1, 1)));
        qsizetype meshes = back.model.meshes.size();
        if (t.quake3Player) // and the upper and head parts beside lower.md3, under the limits too
            for (const char *part : {"upper", "head"}) {
                const ReadResult other = readModelFile(
                    QFileInfo(path).dir().filePath(QLatin1String(part) + QStringLiteral(".md3")));
                QVERIFY(other.ok());
                QVERIFY(checkTarget(other.model, t.limits).isEmpty());
                meshes += other.model.meshes.size();
            }
        if (Kind(kind) == Kind::MeshVertices || Kind(kind) == Kind::MeshTriangles)
            QVERIFY(meshes > (t.quake3Player ? 3 : 1)); // split: more than one mesh a part
    }

    void splitDrawsTheSameTriangles()
    {
        const Model model = riggedSphere(40, 40, 3);
        const Mesh &mesh = model.meshes[0];
        const QList<Mesh> parts = splitMesh(mesh, 999, 1999);
        QVERIFY(parts.size() >= 2);
        QStringList before, after;
        for (const Triangle &t : mesh.triangles)
            before << triangleKey(mesh.positions, t);
        for (const Mesh &p : parts) {
            QVERIFY(p.vertexCount() <= 999);
            QVERIFY(p.triangles.size() <= 1999);
            QVERIFY(p.validate().isEmpty());
            QCOMPARE(p.material, mesh.material);
            for (const Triangle &t : p.triangles)
                after << triangleKey(p.positions, t);
            // Skinning and texture coordinates follow the vertices.
            for (qsizetype v = 0; v < p.vertexCount(); ++v) {
                const qsizetype source = mesh.positions.indexOf(p.positions[v]);
                QVERIFY(source >= 0);
                QCOMPARE(p.texcoords[0][v], mesh.texcoords[0][source]);
                QCOMPARE(p.blendIndexes[v * 2], mesh.blendIndexes[source * 2]);
            }
        }
        before.sort();
        after.sort();
        QCOMPARE(after, before);
        QCOMPARE(parts[1].name, QStringLiteral("sphere_1"));
    }

    void mergeMovesWeightsToTheParent()
    {
        Model model = riggedSphere(10, 10, 4);
        // joint3 is the least-used leaf: give it only a few vertices.
        Mesh &mesh = model.meshes[0];
        float onLeaf = 0, onParent = 0;
        for (qsizetype v = 0; v < mesh.vertexCount(); ++v)
            for (int k = 0; k < 2; ++k) {
                if (mesh.blendIndexes[v * 2 + k] == 3 && v % 3 != 0)
                    mesh.blendIndexes[v * 2 + k] = 1;
                onLeaf += mesh.blendIndexes[v * 2 + k] == 3 ? mesh.blendWeights[v * 2 + k] : 0;
                onParent += mesh.blendIndexes[v * 2 + k] == 2 ? mesh.blendWeights[v * 2 + k] : 0;
            }
        QVERIFY(onLeaf > 0);
        model.animations.append(swayAnimation(3)); // joint3 has no track: it does not move against its parent
        const QList<QMatrix4x4> skinBefore = skinningMatrices(model.skeleton,
                                                              worldMatrices(model.skeleton, localPose(model, 0, 0.5)));
        const SkinnedMesh posedBefore = skinMesh(mesh, skinBefore);
        Model merged = model;
        QCOMPARE(mergeJointsToCap(merged, 3), QStringList{QStringLiteral("joint3")});
        QCOMPARE(merged.skeleton.size(), 3);
        float onParentAfter = 0;
        const Mesh &m = merged.meshes[0];
        for (qsizetype i = 0; i < m.blendIndexes.size(); ++i) {
            QVERIFY(m.blendIndexes[i] < 3);
            onParentAfter += m.blendIndexes[i] == 2 ? m.blendWeights[i] : 0;
        }
        QVERIFY(qAbs(onParentAfter - (onParent + onLeaf)) < 1e-3f);
        const QList<QMatrix4x4> skinAfter = skinningMatrices(merged.skeleton,
                                                             worldMatrices(merged.skeleton, localPose(merged, 0, 0.5)));
        const SkinnedMesh posedAfter = skinMesh(m, skinAfter);
        for (qsizetype v = 0; v < m.vertexCount(); ++v)
            QVERIFY((posedAfter.positions[v] - posedBefore.positions[v]).length() < 1e-4f);
    }

    void bakedScaleKeepsTheBindPose()
    {
        Model model = riggedSphere(6, 6, 3);
        model.skeleton.joints[1].bind.scale = QVector3D(2, 2, 2);
        const QList<QMatrix4x4> before = model.skeleton.bindWorldMatrices();
        bakeJointScale(model);
        const QList<QMatrix4x4> after = model.skeleton.bindWorldMatrices();
        for (qsizetype j = 0; j < before.size(); ++j)
            QVERIFY((before[j].column(3) - after[j].column(3)).length() < 1e-4f);
        for (const Joint &j : model.skeleton.joints)
            QVERIFY(qFuzzyCompare(j.bind.scale, QVector3D(1, 1, 1)));
    }

    void checksTheAvatarQuickly()
    {
        const QString dokuro = QStringLiteral(QUARRY_CORPUS_DIR "/xmf/dokuro/");
        if (!QFileInfo::exists(dokuro + QStringLiteral("DokuroChan.xmf")))
            QSKIP("corpus xmf/dokuro not found");
        ReadOptions read;
        read.companions = {dokuro + QStringLiteral("DokuroChan.xsf"),
                           dokuro + QStringLiteral("DokuroChan_test_bone.xaf")};
        const ReadResult avatar = readModelFile(dokuro + QStringLiteral("DokuroChan.xmf"), read);
        QVERIFY(avatar.ok());
        qint64 best = std::numeric_limits<qint64>::max();
        qsizetype findings = 0;
        for (int run = 0; run < 5; ++run) {
            QElapsedTimer timer;
            timer.start();
            findings = 0;
            for (const EngineTarget &t : engineTargets())
                findings += checkTarget(avatar.model, t.limits).size();
            best = std::min(best, timer.nsecsElapsed());
        }
        qInfo("checking the avatar against %d targets: %.2f ms (best of 5), %d findings", int(engineTargets().size()),
              double(best) / 1e6, int(findings));
        QVERIFY(best < 50'000'000);
    }
};

QTEST_GUILESS_MAIN(TestTargets)
#include "tst_targets.moc"
