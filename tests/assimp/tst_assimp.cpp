// Import through Assimp, checked against Assimp itself: fixtures are scenes
// built in code, written with Assimp's exporters (glTF, GLB, Collada, OBJ)
// into a temporary folder and read back by both.
#include "AssimpChecks.h"
#include "AssimpScenes.h"

#include "io/Formats.h"
#include "io/assimp/AssimpImporter.h"
#include "model/Pose.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <assimp/Exporter.hpp>
#include <assimp/Importer.hpp>
#include <assimp/postprocess.h>

using namespace quarry;
using namespace quarry::test;

class TestAssimp : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void registeredLastForForeignExtensions()
    {
        const FormatHandler *h = formatHandler(QStringLiteral("assimp"));
        QVERIFY(h);
        QVERIFY(h->read);
        QVERIFY(!h->write);
        QVERIFY(h->readsPath);
        QCOMPARE(formatHandlers().last().id, QStringLiteral("assimp"));
        for (const char *ext : {"obj", "gltf", "glb", "fbx", "dae", "smd", "3ds", "ms3d"})
            QVERIFY2(h->extensions.contains(QLatin1String(ext)), ext);
        for (const char *ext : {"iqm", "iqe", "qm", "xmf", "md5mesh", "md5anim"})
            QVERIFY2(!h->extensions.contains(QLatin1String(ext)), ext);
        // Assimp's own list still has iqm: it is left out on purpose.
        std::string all;
        Assimp::Importer().GetExtensionList(all);
        QVERIFY(QString::fromStdString(all).contains(QLatin1String("*.iqm")));
    }

    void countsMatchAssimp_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("file");
        QTest::addColumn<bool>("skinned");
        QTest::newRow("gltf") << "gltf2"
                              << "column.gltf" << true;
        QTest::newRow("glb") << "glb2"
                             << "column.glb" << true;
        QTest::newRow("dae") << "collada"
                             << "column.dae" << true;
        QTest::newRow("obj") << "obj"
                             << "column.obj" << false;
    }

    void countsMatchAssimp()
    {
        QFETCH(QString, format);
        QFETCH(QString, file);
        QFETCH(bool, skinned);
        const auto source = makeSkinnedScene();
        const QString path = exportScene(*source, m_dir.path(), format.toLatin1().constData(), file);
        QVERIFY(QFile::exists(path));

        Assimp::Importer importer;
        const aiScene *scene = importer.ReadFile(QFile::encodeName(path).toStdString(), kImportFlags);
        QVERIFY2(scene, importer.GetErrorString());
        // glTF has a reader of its own (io/gltf), which makes the same model.
        QCOMPARE(detectFormat(path),
                 file.startsWith(QLatin1String("column.gl")) ? QStringLiteral("gltf2") : QStringLiteral("assimp"));
        const ReadResult r = readModelFile(path);
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        const Model &m = r.model;

        qsizetype vertices = 0, faces = 0;
        for (unsigned i = 0; i < scene->mNumMeshes; ++i) {
            vertices += scene->mMeshes[i]->mNumVertices;
            faces += scene->mMeshes[i]->mNumFaces;
        }
        QCOMPARE(m.meshes.size(), qsizetype(scene->mNumMeshes));
        QCOMPARE(m.vertexCount(), vertices);
        QCOMPARE(m.triangleCount(), faces);
        QCOMPARE(m.materials.size(), qsizetype(scene->mNumMaterials));
        QCOMPARE(m.animations.size(), qsizetype(scene->mNumAnimations));
        const QSet<QString> bones = boneNames(*scene);
        for (const QString &bone : bones)
            QVERIFY2(m.skeleton.indexOf(bone) >= 0, qPrintable(bone));
        QVERIFY(m.skeleton.isTopologicallyOrdered());
        for (const Mesh &mesh : m.meshes)
            QVERIFY2(mesh.validate().isEmpty(), qPrintable(mesh.validate()));

        // What went in is what the fixture holds.
        QCOMPARE(m.triangleCount(), 24 + 2);
        if (skinned) {
            QCOMPARE(bones.size(), 3);
            QCOMPARE(m.animations.size(), 2);
            qsizetype skinnedMeshes = 0;
            for (const Mesh &mesh : m.meshes)
                skinnedMeshes += mesh.isSkinned() ? 1 : 0;
            QCOMPARE(skinnedMeshes, 1);
        } else {
            QVERIFY(m.skeleton.isEmpty());
            QVERIFY(m.animations.isEmpty());
        }
    }

    void gltfKeepsStreamsMaterialAndWeights()
    {
        const auto source = makeSkinnedScene();
        const QString path = exportScene(*source, m_dir.path(), "gltf2", QStringLiteral("streams.gltf"));
        const ReadResult r = readAsStored(path);
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        const Model &m = r.model;
        QCOMPARE(m.skeleton.size(), 3);
        const Mesh *body = nullptr;
        for (const Mesh &mesh : m.meshes)
            if (mesh.isSkinned())
                body = &mesh;
        QVERIFY(body);
        QCOMPARE(body->name, QStringLiteral("Body"));
        QCOMPARE(body->vertexCount(), 16);
        QCOMPARE(body->normals.size(), 16);
        QCOMPARE(body->texcoords.size(), 1);
        QCOMPARE(body->influencesPerVertex, 2);
        // Each vertex's weights sum to one and name the fixture's bones by
        // the level the vertex sits on.
        const int hip = m.skeleton.indexOf(QStringLiteral("Hip"));
        const int head = m.skeleton.indexOf(QStringLiteral("Head"));
        for (qsizetype v = 0; v < 16; ++v) {
            const float sum = body->blendWeights[v * 2] + body->blendWeights[v * 2 + 1];
            QVERIFY(qAbs(sum - 1.0f) < 1e-4f);
            const float z = body->positions[v].z();
            if (qFuzzyIsNull(z))
                QCOMPARE(int(body->blendIndexes[v * 2]), hip);
            if (qFuzzyCompare(z, 3.0f))
                QCOMPARE(int(body->blendIndexes[v * 2]), head);
        }
        QVERIFY(body->material >= 0);
        const Material &skin = m.materials[body->material];
        QCOMPARE(skin.name, QStringLiteral("Skin"));
        QCOMPARE(skin.texturePath(), QStringLiteral("skin.png"));
        QVERIFY(skin.diffuse.has_value());
        QVERIFY(qAbs(skin.diffuse->x() - 0.8f) < 1e-4f);
        // Texture coordinates come with their origin at the top left.
        bool found = false;
        for (qsizetype v = 0; v < 16; ++v)
            if (qFuzzyIsNull(body->positions[v].z())) {
                QVERIFY(qAbs(body->texcoords[0][v].y() - 1.0f) < 1e-5f);
                found = true;
            }
        QVERIFY(found);
    }

    // Bind world matrices are the inverses of Assimp's offset matrices (the
    // fixture's mesh sits at the origin: model space is mesh space).
    void bindPoseMatchesOffsetMatrices_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("file");
        QTest::newRow("gltf") << "gltf2"
                              << "bind.gltf";
        QTest::newRow("dae") << "collada"
                             << "bind.dae";
    }

    void bindPoseMatchesOffsetMatrices()
    {
        QFETCH(QString, format);
        QFETCH(QString, file);
        SkinnedSceneOptions options;
        aiMatrix4x4::RotationX(0.3f, options.armature);
        options.armature.a4 = 0.25f;
        const auto source = makeSkinnedScene(options);
        const QString path = exportScene(*source, m_dir.path(), format.toLatin1().constData(), file);
        Assimp::Importer importer;
        const aiScene *scene = importer.ReadFile(QFile::encodeName(path).toStdString(), kImportFlags);
        QVERIFY2(scene, importer.GetErrorString());
        const ReadResult r = readAsStored(path);
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        const QList<QMatrix4x4> bind = r.model.skeleton.bindWorldMatrices();
        int checked = 0;
        for (unsigned m = 0; m < scene->mNumMeshes; ++m) {
            const aiMesh *mesh = scene->mMeshes[m];
            for (unsigned b = 0; b < mesh->mNumBones; ++b) {
                const int joint = r.model.skeleton.indexOf(QString::fromUtf8(mesh->mBones[b]->mName.C_Str()));
                QVERIFY(joint >= 0);
                // Offsets map mesh space to bone space: the inverse, taken
                // into model space by the node that shows the mesh.
                const aiNode *shownBy = nodeShowing(scene->mRootNode, m);
                QVERIFY(shownBy);
                const QMatrix4x4 meshSpace = assimpNodeWorld(*scene, shownBy, nullptr, 0);
                const QMatrix4x4 expected = meshSpace * toQt(mesh->mBones[b]->mOffsetMatrix).inverted();
                QVERIFY2(fuzzyMatrix(bind[joint], expected),
                         qPrintable(
                             QStringLiteral("%1: %2 vs %3")
                                 .arg(r.model.skeleton.joints[joint].name, describe(bind[joint]), describe(expected))));
                ++checked;
            }
        }
        QCOMPARE(checked, 3);
        const QString problem = skeletonAgainstNodes(r.model, *scene);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    // Keys land at their own times, and the joints move as Assimp moves the
    // nodes, with the non-bone node above the bones folded into the root.
    void animationMatchesAssimpNodeTransforms_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("file");
        QTest::addColumn<double>("ticksPerSecond");
        QTest::addColumn<int>("animations");
        QTest::newRow("glb") << "glb2"
                             << "anim.glb" << 24.0 << 2;
        // Assimp's Collada writer takes ticks for seconds and names the
        // sources of different animations alike: one animation, one tick
        // per second.
        QTest::newRow("dae") << "collada"
                             << "anim.dae" << 1.0 << 1;
    }

    void animationMatchesAssimpNodeTransforms()
    {
        QFETCH(QString, format);
        QFETCH(QString, file);
        QFETCH(double, ticksPerSecond);
        QFETCH(int, animations);
        SkinnedSceneOptions options;
        options.ticksPerSecond = ticksPerSecond;
        options.animations = animations;
        aiMatrix4x4::RotationZ(0.5f, options.armature);
        options.armature.c4 = 0.5f;
        const auto source = makeSkinnedScene(options);
        const QString path = exportScene(*source, m_dir.path(), format.toLatin1().constData(), file);
        Assimp::Importer importer;
        const aiScene *scene = importer.ReadFile(QFile::encodeName(path).toStdString(), kImportFlags);
        QVERIFY2(scene, importer.GetErrorString());
        const ReadResult r = readAsStored(path);
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        QCOMPARE(r.model.animations.size(), qsizetype(scene->mNumAnimations));
        QCOMPARE(int(scene->mNumAnimations), animations);
        const QString problem = skeletonAgainstNodes(r.model, *scene);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        for (unsigned a = 0; a < scene->mNumAnimations; ++a) {
            const aiAnimation *anim = scene->mAnimations[a];
            const Animation &imported = r.model.animations[int(a)];
            const double tps = anim->mTicksPerSecond > 0 ? anim->mTicksPerSecond : 25.0;
            QVERIFY(qAbs(imported.duration - anim->mDuration / tps) < 1e-4);
            // The fixture's keys sit on frames of 24 per second.
            QCOMPARE(imported.fps, 24.0);
            for (double f : {0.0, 0.17, 0.41, 0.5, 0.77, 1.0, 1.3})
                compareJointWorlds(r.model, int(a), *scene, anim, f * imported.duration, 1e-3f, true);
        }
    }

    // The same straight from a scene in memory, with ticks per second of
    // 0 (Assimp's "unknown": 25) and a key channel left empty.
    void ticksDefaultAndEmptyChannels()
    {
        SkinnedSceneOptions options;
        options.ticksPerSecond = 0;
        options.armature.b4 = -1.0f;
        auto scene = makeSkinnedScene(options);
        // Spine's rotation channel holds its rest value; so does any
        // channel the file leaves out. Make Spine's rest differ from bind.
        aiNode *spine = scene->mRootNode->FindNode("Spine");
        aiMatrix4x4 tilt;
        aiMatrix4x4::RotationY(0.4f, tilt);
        spine->mTransformation = spine->mTransformation * tilt;
        // Nod leaves Spine out entirely; Bend gives Spine no rotation keys.
        aiNodeAnim *channel = scene->mAnimations[0]->mChannels[1];
        QCOMPARE(QString::fromUtf8(channel->mNodeName.C_Str()), QStringLiteral("Spine"));
        delete[] channel->mRotationKeys;
        channel->mRotationKeys = nullptr;
        channel->mNumRotationKeys = 0;
        // Bind pose from offsets computed for the untilted spine, so bind
        // and rest differ.
        const ReadResult r = importAssimpScene(*scene, QStringLiteral("memory.scene"));
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        QCOMPARE(r.model.skeleton.size(), 3);
        QCOMPARE(r.model.animations.size(), 2);
        const Animation &bend = r.model.animations[0];
        QVERIFY(qAbs(bend.duration - 24.0 / 24.0) < 1e-5);
        const JointTrack *hip = bend.track(r.model.skeleton.indexOf(QStringLiteral("Hip")));
        QVERIFY(hip);
        QCOMPARE(hip->translations.size(), 3);
        // 10 frames of 24 fps were written as ticks at 25 per second.
        QVERIFY(qAbs(hip->translations[1].time - 10.0 / 24.0) < 1e-5);
        for (unsigned a = 0; a < 2; ++a)
            for (double t : {0.0, 0.2, 0.33, 0.5})
                compareJointWorlds(r.model, int(a), *scene, scene->mAnimations[a], t, 1e-4f, true);
    }

    // A skinned mesh whose node is moved (offsets then map from that node's
    // space) and a rigid mesh on an animated node: vertices land where
    // Assimp puts them, in the bind pose and through the animation.
    void meshNodesMovedAndAnimated()
    {
        SkinnedSceneOptions options;
        aiMatrix4x4::RotationY(0.6f, options.body);
        options.body.a4 = 3.0f;
        options.armature.c4 = -0.5f;
        auto scene = makeSkinnedScene(options);
        // "Base" spins about Z under the animation "Nod".
        aiAnimation *nod = scene->mAnimations[1];
        aiNodeAnim *spin = makeChannel("Base", 0, 2, 0);
        spin->mRotationKeys[0] = aiQuatKey(0, aiQuaternion());
        spin->mRotationKeys[1] = aiQuatKey(12 * 24.0 / 24.0, aiQuaternion(aiVector3D(0, 0, 1), 1.2f));
        auto **channels = new aiNodeAnim *[nod->mNumChannels + 1];
        std::copy(nod->mChannels, nod->mChannels + nod->mNumChannels, channels);
        channels[nod->mNumChannels] = spin;
        delete[] nod->mChannels;
        nod->mChannels = channels;
        ++nod->mNumChannels;

        const ReadResult r = importAssimpScene(*scene, QStringLiteral("memory.scene"));
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        const Model &m = r.model;
        QCOMPARE(m.meshes.size(), 2);
        const aiNode *baseNode = scene->mRootNode->FindNode("Base");
        const aiNode *bodyNode = scene->mRootNode->FindNode("Body");
        const int baseJoint = m.skeleton.indexOf(QStringLiteral("Base"));
        QVERIFY(baseJoint >= 0);
        for (int a = -1; a < 2; ++a) {
            const aiAnimation *anim = a >= 0 ? scene->mAnimations[a] : nullptr;
            for (double t : {0.0, 0.2, 0.45}) {
                const QList<QMatrix4x4> world = worldMatrices(m.skeleton, localPose(m, a, t));
                const QList<QMatrix4x4> skinning = skinningMatrices(m.skeleton, world);
                for (const Mesh &mesh : m.meshes) {
                    const SkinnedMesh posed = skinMesh(mesh, skinning);
                    const aiMesh *source = scene->mMeshes[mesh.name == QLatin1String("Body") ? 0 : 1];
                    QCOMPARE(mesh.vertexCount(), qsizetype(source->mNumVertices));
                    for (unsigned v = 0; v < source->mNumVertices; ++v) {
                        const QVector3D p(source->mVertices[v].x, source->mVertices[v].y, source->mVertices[v].z);
                        QVector3D want;
                        if (source->mNumBones == 0) {
                            QCOMPARE(mesh.influencesPerVertex, 1);
                            QCOMPARE(int(mesh.blendIndexes[v]), baseJoint);
                            want = assimpNodeWorld(*scene, baseNode, anim, t).map(p);
                        } else if (a < 0) {
                            // The bind pose: where the mesh's node puts it.
                            want = assimpNodeWorld(*scene, bodyNode, nullptr, 0).map(p);
                        } else {
                            float total = 0;
                            for (unsigned b = 0; b < source->mNumBones; ++b) {
                                const aiBone *bone = source->mBones[b];
                                const QMatrix4x4 bm = assimpNodeWorld(*scene, scene->mRootNode->FindNode(bone->mName),
                                                                      anim, t)
                                                      * toQt(bone->mOffsetMatrix);
                                for (unsigned w = 0; w < bone->mNumWeights; ++w)
                                    if (bone->mWeights[w].mVertexId == v) {
                                        want += bm.map(p) * bone->mWeights[w].mWeight;
                                        total += bone->mWeights[w].mWeight;
                                    }
                            }
                            want /= total;
                        }
                        QVERIFY2((posed.positions[v] - want).length() < 1e-4f,
                                 qPrintable(QStringLiteral("%1 vertex %2, animation %3 at %4 s")
                                                .arg(mesh.name)
                                                .arg(v)
                                                .arg(a)
                                                .arg(t)));
                    }
                }
            }
        }
    }

    // Nodes between bones and their common ancestor stay as joints; other
    // nodes above are folded into the roots; more than four influences
    // are kept.
    void intermediateNodesAndManyInfluences()
    {
        auto scene = std::make_unique<aiScene>();
        aiMatrix4x4 lift;
        aiMatrix4x4::Translation(aiVector3D(0, 0, 2), lift);
        aiNode *root = addNode(nullptr, "Root", lift);
        scene->mRootNode = root;
        aiNode *a = addNode(root, "A");
        aiMatrix4x4 step;
        aiMatrix4x4::Translation(aiVector3D(1, 0, 0), step);
        aiNode *between = addNode(a, "Between", step);
        aiNode *b = addNode(between, "B", step);
        QList<aiNode *> fingers;
        for (int i = 0; i < 5; ++i)
            fingers << addNode(b, QStringLiteral("F%1").arg(i).toUtf8().constData(), step);
        aiNode *meshNode = addNode(root, "Mesh");
        meshNode->mNumMeshes = 1;
        meshNode->mMeshes = new unsigned[1]{0};
        auto *mesh = new aiMesh;
        mesh->mNumVertices = 3;
        mesh->mVertices = new aiVector3D[3]{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}};
        mesh->mNumFaces = 1;
        mesh->mFaces = new aiFace[1];
        mesh->mFaces[0].mNumIndices = 3;
        mesh->mFaces[0].mIndices = new unsigned[3]{0, 1, 2};
        mesh->mPrimitiveTypes = aiPrimitiveType_TRIANGLE;
        QList<aiNode *> boneNodes = {a, b};
        boneNodes << fingers;
        mesh->mNumBones = unsigned(boneNodes.size());
        mesh->mBones = new aiBone *[boneNodes.size()];
        for (qsizetype i = 0; i < boneNodes.size(); ++i) {
            auto *bone = new aiBone;
            bone->mName = boneNodes[i]->mName;
            bone->mNumWeights = 1;
            bone->mWeights = new aiVertexWeight[1]{
                aiVertexWeight(0, 1.0f / float(boneNodes.size()) * (i == 0 ? 2 : 1))};
            // Mesh space to bone space, as Assimp defines offset matrices.
            aiMatrix4x4 world;
            for (const aiNode *n = boneNodes[i]; n; n = n->mParent)
                world = n->mTransformation * world;
            bone->mOffsetMatrix = world.Inverse() * meshNode->mTransformation * root->mTransformation;
            mesh->mBones[i] = bone;
        }
        scene->mNumMeshes = 1;
        scene->mMeshes = new aiMesh *[1] { mesh };
        scene->mNumMaterials = 1;
        scene->mMaterials = new aiMaterial *[1] { new aiMaterial };

        const ReadResult r = importAssimpScene(*scene, QStringLiteral("memory.scene"));
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        const Skeleton &s = r.model.skeleton;
        QCOMPARE(s.size(), 8); // A, Between, B, F0..F4; Root is folded in
        QCOMPARE(s.indexOf(QStringLiteral("Root")), -1);
        const int betweenJoint = s.indexOf(QStringLiteral("Between"));
        QVERIFY(betweenJoint >= 0);
        QCOMPARE(s.joints[s.indexOf(QStringLiteral("B"))].parent, betweenJoint);
        QCOMPARE(s.joints[betweenJoint].parent, s.indexOf(QStringLiteral("A")));
        QVERIFY(s.isTopologicallyOrdered());
        compareJointWorlds(r.model, -1, *scene, nullptr, 0, 1e-5f, true);

        const Mesh &m = r.model.meshes.first();
        QCOMPARE(m.influencesPerVertex, 7);
        QCOMPARE(m.blendIndexes[0], quint32(s.indexOf(QStringLiteral("A")))); // heaviest first
        float sum = 0;
        for (int i = 0; i < 7; ++i)
            sum += m.blendWeights[i];
        QVERIFY(qAbs(sum - 8.0f / 7.0f) < 1e-5f);
        QCOMPARE(m.blendWeights[7], 0.0f); // vertex 1 has no weights
    }

    // Morph targets (glTF "targets") come through, as absolute positions of
    // the vertices they move.
    void morphTargets()
    {
        auto scene = makeCubeScene();
        aiMesh *mesh = scene->mMeshes[0];
        mesh->mNumAnimMeshes = 1;
        mesh->mAnimMeshes = new aiAnimMesh *[1];
        auto *morph = new aiAnimMesh;
        morph->mName = aiString("Bulge");
        morph->mNumVertices = mesh->mNumVertices;
        morph->mVertices = new aiVector3D[mesh->mNumVertices];
        std::copy(mesh->mVertices, mesh->mVertices + mesh->mNumVertices, morph->mVertices);
        morph->mVertices[7] = aiVector3D(2, 2, 2);
        mesh->mAnimMeshes[0] = morph;
        const QString path = exportScene(*scene, m_dir.path(), "gltf2", QStringLiteral("morph.gltf"));
        Assimp::Importer importer;
        const aiScene *read = importer.ReadFile(QFile::encodeName(path).toStdString(), kImportFlags);
        QVERIFY2(read, importer.GetErrorString());
        QCOMPARE(read->mMeshes[0]->mNumAnimMeshes, 1u);

        const ReadResult r = readAsStored(path);
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        QCOMPARE(r.model.meshes.size(), 1);
        const Mesh &m = r.model.meshes.first();
        QCOMPARE(m.morphs.size(), 1);
        const MorphTarget &target = m.morphs.first();
        QVERIFY(!target.vertices.isEmpty());
        for (qsizetype i = 0; i < target.vertices.size(); ++i) {
            QCOMPARE(target.positions[i], QVector3D(2, 2, 2));
            QCOMPARE(m.positions[target.vertices[i]], QVector3D(1, 1, 1));
        }
    }

    void joinVerticesIsAnOption()
    {
        const auto cube = makeCubeScene();
        const QString path = exportScene(*cube, m_dir.path(), "obj", QStringLiteral("cube.obj"));
        Assimp::Importer importer;
        const aiScene *plain = importer.ReadFile(QFile::encodeName(path).toStdString(), kImportFlags);
        QVERIFY2(plain, importer.GetErrorString());
        const unsigned plainVertices = plain->mMeshes[0]->mNumVertices;
        Assimp::Importer joiner;
        const aiScene *joined = joiner.ReadFile(QFile::encodeName(path).toStdString(),
                                                kImportFlags | aiProcess_JoinIdenticalVertices);
        QVERIFY2(joined, joiner.GetErrorString());

        const ReadResult byDefault = readModelFile(path);
        QVERIFY2(byDefault.ok(), qPrintable(errorText(byDefault)));
        QCOMPARE(byDefault.model.vertexCount(), qsizetype(plainVertices));
        QCOMPARE(byDefault.model.vertexCount(), 36); // OBJ's reader gives every corner its own vertex
        ReadOptions options;
        options.options.insert(QStringLiteral("assimp.joinVertices"), true);
        const ReadResult merged = readModelFile(path, options);
        QVERIFY2(merged.ok(), qPrintable(errorText(merged)));
        QCOMPARE(merged.model.vertexCount(), qsizetype(joined->mMeshes[0]->mNumVertices));
        QCOMPARE(merged.model.vertexCount(), 8);
        QCOMPARE(merged.model.triangleCount(), 12);
    }
};

QTEST_GUILESS_MAIN(TestAssimp)
#include "tst_assimp.moc"
