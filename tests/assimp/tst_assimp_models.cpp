// Import through Assimp of models made by other tools, and conversion of
// an imported model to IQM from the command line, checked against Assimp's
// own node transforms and skinning.
#include "AssimpChecks.h"
#include "AssimpScenes.h"
#include "CliRunner.h"

#include "io/Formats.h"
#include "io/assimp/AssimpImporter.h"
#include "model/Pose.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <assimp/Importer.hpp>

using namespace quarry;
using namespace quarry::test;

class TestAssimpModels : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    // Models made by other tools, from a folder given in
    // QUARRY_ASSIMP_MODELS: the same totals as Assimp's, and joints that
    // move as Assimp moves their nodes.
    void foreignModelsMatchAssimp()
    {
        const QString dir = qEnvironmentVariable("QUARRY_ASSIMP_MODELS");
        if (dir.isEmpty())
            QSKIP("set QUARRY_ASSIMP_MODELS to a folder of models Assimp reads");
        const QStringList extensions = assimpExtensions();
        int files = 0;
        for (const QFileInfo &info : QDir(dir).entryInfoList(QDir::Files, QDir::Name)) {
            if (!extensions.contains(info.suffix().toLower()))
                continue;
            const QString path = info.absoluteFilePath();
            Assimp::Importer importer;
            const aiScene *scene = importer.ReadFile(QFile::encodeName(path).toStdString(), kImportFlags);
            const ReadResult r = readModelFile(path);
            if (!scene) {
                QVERIFY2(!r.ok(), qPrintable(path));
                continue;
            }
            QVERIFY2(r.ok(), qPrintable(errorText(r)));
            ++files;
            // Every mesh once per node that shows it (skinned meshes once),
            // meshes no node shows once, meshes without triangles not at all.
            QList<int> shows(int(scene->mNumMeshes), 0);
            QList<const aiNode *> stack{scene->mRootNode};
            while (!stack.isEmpty()) {
                const aiNode *node = stack.takeLast();
                for (unsigned i = 0; i < node->mNumMeshes; ++i)
                    ++shows[int(node->mMeshes[i])];
                for (unsigned i = 0; i < node->mNumChildren; ++i)
                    stack << node->mChildren[i];
            }
            qsizetype meshes = 0, vertices = 0, triangles = 0;
            for (unsigned m = 0; m < scene->mNumMeshes; ++m) {
                const aiMesh *mesh = scene->mMeshes[m];
                qsizetype tris = 0;
                for (unsigned f = 0; f < mesh->mNumFaces; ++f)
                    tris += mesh->mFaces[f].mNumIndices == 3 ? 1 : 0;
                if (tris == 0)
                    continue;
                const int copies = shows[int(m)] == 0 || mesh->mNumBones > 0 ? 1 : shows[int(m)];
                meshes += copies;
                vertices += copies * qsizetype(mesh->mNumVertices);
                triangles += copies * tris;
            }
            QCOMPARE(r.model.meshes.size(), meshes);
            QCOMPARE(r.model.vertexCount(), vertices);
            QCOMPARE(r.model.triangleCount(), triangles);
            QCOMPARE(r.model.animations.size(), qsizetype(scene->mNumAnimations));
            for (const QString &bone : boneNames(*scene))
                QVERIFY2(r.model.skeleton.indexOf(bone) >= 0, qPrintable(path + QLatin1Char(' ') + bone));
            QVERIFY(r.model.skeleton.isTopologicallyOrdered());
            // Skinned meshes by name and size, for the vertex check below.
            QList<std::pair<const Mesh *, const aiMesh *>> skinned;
            QSet<const aiMesh *> paired;
            for (const Mesh &mesh : r.model.meshes) {
                if (!mesh.isSkinned())
                    continue;
                for (unsigned m = 0; m < scene->mNumMeshes; ++m) {
                    const aiMesh *source = scene->mMeshes[m];
                    if (source->mNumBones > 0 && !paired.contains(source) && source->mNumVertices == mesh.vertexCount()
                        && QString::fromUtf8(source->mName.C_Str()) == mesh.name) {
                        skinned.append({&mesh, source});
                        paired.insert(source);
                        break;
                    }
                }
            }
            for (int a = -1; a < int(scene->mNumAnimations); ++a) {
                const aiAnimation *anim = a >= 0 ? scene->mAnimations[a] : nullptr;
                const double duration = a >= 0 ? r.model.animations[a].duration : 0.0;
                for (double f : {0.0, 0.3, 0.61, 1.0}) {
                    const double t = f * duration;
                    const QList<QMatrix4x4> world = worldMatrices(r.model.skeleton, localPose(r.model, a, t));
                    // Vertices land where Assimp's bones put them: the sum of
                    // weight * bone node transform * offset matrix * vertex.
                    const QList<QMatrix4x4> skinning = skinningMatrices(r.model.skeleton, world);
                    for (const auto &[mesh, source] : a >= 0 ? skinned : decltype(skinned)()) {
                        const SkinnedMesh posed = skinMesh(*mesh, skinning);
                        QList<QVector3D> sum(source->mNumVertices);
                        QList<float> total(source->mNumVertices, 0.0f);
                        for (unsigned b = 0; b < source->mNumBones; ++b) {
                            const aiBone *bone = source->mBones[b];
                            const aiNode *node = scene->mRootNode->FindNode(bone->mName);
                            if (!node)
                                continue;
                            const QMatrix4x4 m = assimpNodeWorld(*scene, node, anim, t) * toQt(bone->mOffsetMatrix);
                            for (unsigned w = 0; w < bone->mNumWeights; ++w) {
                                const aiVertexWeight &vw = bone->mWeights[w];
                                const aiVector3D &v = source->mVertices[vw.mVertexId];
                                sum[vw.mVertexId] += m.map(QVector3D(v.x, v.y, v.z)) * vw.mWeight;
                                total[vw.mVertexId] += vw.mWeight;
                            }
                        }
                        for (unsigned v = 0; v < source->mNumVertices; ++v) {
                            if (total[v] <= 0)
                                continue;
                            const QVector3D want = sum[v] / total[v];
                            const float size = std::max(1.0f, want.length());
                            QVERIFY2((posed.positions[v] - want).length() <= 2e-3f * size,
                                     qPrintable(QStringLiteral("%1: mesh %2 vertex %3 at %4 s: off by %5")
                                                    .arg(info.fileName(), mesh->name)
                                                    .arg(v)
                                                    .arg(t)
                                                    .arg((posed.positions[v] - want).length())));
                        }
                    }
                    for (qsizetype j = 0; j < r.model.skeleton.joints.size(); ++j) {
                        const aiNode *node = scene->mRootNode->FindNode(
                            r.model.skeleton.joints[j].name.toUtf8().constData());
                        if (!node || a < 0)
                            continue; // the bind pose comes from offsets, not from the nodes
                        const QMatrix4x4 expected = assimpNodeWorld(*scene, node, anim, t);
                        const float size = std::max(1.0f, expected.column(3).toVector3D().length());
                        const QVector3D got = world[j].column(3).toVector3D();
                        QVERIFY2((got - expected.column(3).toVector3D()).length() <= 1e-3f * size,
                                 qPrintable(QStringLiteral("%1: joint %2 at %3 s")
                                                .arg(info.fileName(), r.model.skeleton.joints[j].name)
                                                .arg(t)));
                    }
                }
            }
        }
        QVERIFY2(files > 0, "no model in the folder could be read");
    }

    // `quarry info --join-vertices` passes the import option on.
    void commandLineJoinsVerticesOnRequest()
    {
        const auto cube = makeCubeScene();
        const QString path = exportScene(*cube, m_dir.path(), "obj", QStringLiteral("cli-cube.obj"));
        auto info = [&path](const QStringList &extra) {
            const CliRun r = runQuarry(QStringList{QStringLiteral("info"), path} + extra,
                                       CliOptions().withoutDisplay());
            return r.exitCode == 0 ? r.out : QString();
        };
        const QString plain = info({});
        QVERIFY2(plain.contains(QLatin1String("36 vertices")), qPrintable(plain));
        const QString joined = info({QStringLiteral("--join-vertices")});
        QVERIFY2(joined.contains(QLatin1String("8 vertices")), qPrintable(joined));
    }

    // `quarry check` reads what `info` and `convert` read: a GLB and an OBJ
    // go to quarry-editor, which reads them through Assimp.
    void checkReadsAssimpFormats()
    {
        const auto source = makeSkinnedScene();
        const QString glb = exportScene(*source, m_dir.path(), "glb2", QStringLiteral("check.glb"));
        const auto cube = makeCubeScene();
        const QString obj = exportScene(*cube, m_dir.path(), "obj", QStringLiteral("check-cube.obj"));
        for (const QString &file : {glb, obj}) {
            const CliRun run = runQuarry({QStringLiteral("check"), file, QStringLiteral("--target"),
                                          QStringLiteral("ioquake3"), QStringLiteral("--single-model"),
                                          QStringLiteral("--json")},
                                         CliOptions().withoutDisplay());
            QVERIFY2(!run.err.contains(QLatin1String("unknown or unsupported")), qPrintable(run.err));
            const QJsonObject report = QJsonDocument::fromJson(run.out.toUtf8()).object();
            QVERIFY2(report.value(QStringLiteral("file")).toString() == file, qPrintable(run.out + run.err));
            QCOMPARE(report.value(QStringLiteral("target")).toString(), QStringLiteral("ioquake3"));
            QCOMPARE(run.exitCode, report.value(QStringLiteral("ok")).toBool() ? 0 : 1);
        }
        const CliRun text = runQuarry(
            {QStringLiteral("check"), obj, QStringLiteral("--target"), QStringLiteral("xonotic")},
            CliOptions().withoutDisplay());
        QVERIFY2(text.out.contains(obj + QLatin1Char(':')), qPrintable(text.out + text.err));
    }

    // `quarry convert some.glb out.iqm`: the animations survive, and the
    // joints stand where Assimp puts the nodes at each frame.
    void glbConvertedToIqmKeepsAnimation()
    {
        const FormatHandler *iqm = formatHandler(QStringLiteral("iqm"));
        QVERIFY2(iqm && iqm->write && iqm->read, "the format table has an IQM reader and writer");
        SkinnedSceneOptions options;
        aiMatrix4x4::RotationX(-0.7f, options.armature);
        const auto source = makeSkinnedScene(options);
        const QString glb = exportScene(*source, m_dir.path(), "glb2", QStringLiteral("convert.glb"));
        const QString out = m_dir.filePath(QStringLiteral("convert.iqm"));
        const CliRun run = runQuarry({QStringLiteral("convert"), glb, out}, CliOptions().withoutDisplay());
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));

        Assimp::Importer importer;
        const aiScene *scene = importer.ReadFile(QFile::encodeName(glb).toStdString(), kImportFlags);
        QVERIFY2(scene, importer.GetErrorString());
        const ReadResult r = readModelFile(out);
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        QCOMPARE(r.model.animations.size(), qsizetype(scene->mNumAnimations));
        QCOMPARE(r.model.skeleton.size(), 3);
        QVERIFY2(run.err.contains(QLatin1String("turned Z up")), qPrintable(run.err));
        // glTF is Y up: the IQM is what Assimp reads, turned Z up.
        QMatrix4x4 turn;
        turn.rotate(90.0f, 1, 0, 0);
        for (unsigned a = 0; a < scene->mNumAnimations; ++a) {
            const Animation &anim = r.model.animations[int(a)];
            QVERIFY(anim.fps > 0);
            const int frames = anim.frameCount();
            QVERIFY(frames > 1);
            for (int frame : {0, frames / 3, frames / 2, frames - 1})
                compareJointWorlds(r.model, int(a), *scene, scene->mAnimations[a], frame / anim.fps, 2e-3f, false,
                                   turn);
        }
    }
};

QTEST_GUILESS_MAIN(TestAssimpModels)
#include "tst_assimp_models.moc"
