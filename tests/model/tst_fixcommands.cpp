// The hand-fixing commands: each through the redo/undo/redo check, and each
// with an assertion on what it did.
#include "UndoCheck.h"

#include "model/Pose.h"
#include "model/commands/AddMaterialCommand.h"
#include "model/commands/DeleteObjectsCommand.h"
#include "model/commands/FixTexturePathsCommand.h"
#include "model/commands/FlipNormalsCommand.h"
#include "model/commands/FlipWindingCommand.h"
#include "model/commands/ImportModelCommand.h"
#include "model/commands/LimitInfluencesCommand.h"
#include "model/commands/MergeMeshesCommand.h"
#include "model/commands/NormalizeWeightsCommand.h"
#include "model/commands/RecomputeNormalsCommand.h"
#include "model/commands/RemoveJointsCommand.h"
#include "model/commands/RenameJointsCommand.h"
#include "model/commands/ReparentJointCommand.h"
#include "model/commands/SetAnimationSettingsCommand.h"
#include "model/commands/SetJointCommand.h"
#include "model/commands/SetMaterialCommand.h"
#include "model/commands/SplitMeshCommand.h"
#include "model/commands/TransformModelCommand.h"
#include "model/commands/UnweldVerticesCommand.h"
#include "model/commands/WeldVerticesCommand.h"
#include "model/operations/Operation.h"
#include "model/ops/Placement.h"
#include "model/ops/SampleModel.h"
#include "model/ops/SkeletonEdit.h"

using namespace quarry;
using quarry::test::checkUndoRedo;

class TestFixCommands : public QObject
{
    Q_OBJECT

    Document m_doc;
    const Model &model() { return m_doc.model(); }

    // The skinned positions of every mesh at a time of the first animation
    // (a negative time: the bind pose).
    QList<QVector3D> skinnedPositions(const Model &m, double time)
    {
        const QList<Transform> local = time < 0 ? localPose(m, -1, 0.0) : localPose(m, 0, time);
        const QList<QMatrix4x4> skin = skinningMatrices(m.skeleton, worldMatrices(m.skeleton, local));
        QList<QVector3D> all;
        for (const Mesh &mesh : m.meshes)
            all.append(skinMesh(mesh, skin).positions);
        return all;
    }

private Q_SLOTS:
    void init() { m_doc.resetModel(makeSampleModel()); }

    void flipWinding()
    {
        const Triangle t = model().meshes[1].triangles[0];
        QVERIFY(checkUndoRedo(m_doc, new FlipWindingCommand(&m_doc, {1})));
        QCOMPARE(model().meshes[1].triangles[0], (Triangle{t[0], t[2], t[1]}));
        QCOMPARE(model().meshes[0], makeSampleModel().meshes[0]); // only the chosen mesh
    }

    void flipNormals()
    {
        const QVector3D n = model().meshes[0].normals[5];
        QVERIFY(checkUndoRedo(m_doc, new FlipNormalsCommand(&m_doc, {})));
        QCOMPARE(model().meshes[0].normals[5], -n);
    }

    void recomputeNormals()
    {
        // Faceted: every corner of a tube gets its face's normal, so the
        // vertices are split and no normal is radial any more.
        Model m = makeSampleModel();
        for (Mesh &mesh : m.meshes)
            for (QVector3D &n : mesh.normals)
                n = QVector3D(0, 0, 1); // wrong on purpose
        m_doc.resetModel(m);
        QVERIFY(checkUndoRedo(
            m_doc, new RecomputeNormalsCommand(&m_doc, {0}, RecomputeNormalsCommand::Mode::ByAngle, 180.0f)));
        const Mesh &column = model().meshes[0];
        // Smoothed all round: normals are horizontal and point away from the axis.
        for (qsizetype v = 0; v < column.vertexCount(); v += 7) {
            const QVector3D n = column.normals[v];
            const QVector3D p = column.positions[v];
            if (p.z() <= 0.0f || p.z() >= 2.0f)
                continue; // the rims, where the open ends bend the average
            QVERIFY(QVector3D::dotProduct(n, QVector3D(p.x(), p.y(), 0).normalized()) > 0.9f);
        }
        QCOMPARE(model().meshes[1].normals[0], QVector3D(0, 0, 1)); // not chosen
        QVERIFY(checkUndoRedo(
            m_doc, new RecomputeNormalsCommand(&m_doc, {}, RecomputeNormalsCommand::Mode::BySmoothingGroups)));
        QVERIFY(model().meshes[1].normals[0] != QVector3D(0, 0, 1));
    }

    void weldAndUnweld()
    {
        // The sample's tubes repeat the seam column (u = 0 and u = 1), which differ in texcoords:
        // drop texcoords so the seam welds.
        Model m = makeSampleModel();
        for (Mesh &mesh : m.meshes)
            mesh.texcoords.clear();
        m_doc.resetModel(m);
        const qsizetype before = model().meshes[0].vertexCount();
        auto *weld = new WeldVerticesCommand(&m_doc, {0});
        QVERIFY(checkUndoRedo(m_doc, weld));
        QCOMPARE(model().meshes[0].vertexCount(), before - 9); // one seam vertex per ring of 9
        QVERIFY(model().meshes[0].validate().isEmpty());

        auto *unweld = new UnweldVerticesCommand(&m_doc, {1});
        QVERIFY(checkUndoRedo(m_doc, unweld));
        QCOMPARE(model().meshes[1].vertexCount(), model().meshes[1].triangles.size() * 3);
        QVERIFY(model().meshes[1].validate().isEmpty());
    }

    void weldByPositionOnly()
    {
        // The sample's tube seams repeat positions with other texture
        // coordinates: a plain weld keeps them apart and says why; by
        // position only they merge.
        const Model sample = makeSampleModel();
        auto *plain = new WeldVerticesCommand(&m_doc, {0});
        QVERIFY(!plain->changesModel());
        QVERIFY(plain->stats().keptApart >= 9);
        QVERIFY(plain->stats().apartBy[size_t(WeldAttribute::TextureCoordinates)] >= 9);
        delete plain;

        auto *weld = new WeldVerticesCommand(&m_doc, {0}, 1e-5f, true);
        QVERIFY(weld->count() >= 9);
        const qsizetype removed = weld->count();
        QVERIFY(checkUndoRedo(m_doc, weld));
        const Mesh &mesh = model().meshes[0];
        QCOMPARE(mesh.vertexCount(), sample.meshes[0].vertexCount() - removed);
        QVERIFY(mesh.validate().isEmpty());
        // No two vertices left at one position.
        for (qsizetype a = 0; a < mesh.vertexCount(); ++a)
            for (qsizetype b = a + 1; b < mesh.vertexCount(); ++b)
                QVERIFY(mesh.positions[a].distanceToPoint(mesh.positions[b]) > 1e-5f);
        QCOMPARE(model().meshes[1], sample.meshes[1]); // only the chosen mesh
    }

    void weldOperationByPositionOnly()
    {
        // The operation the menu and scripts run, with its option by name;
        // it works on the selection alone.
        QVERIFY(!runOperation(m_doc, QStringLiteral("weld")).ok);
        QCOMPARE(m_doc.undoStack()->count(), 0);
        Selection all;
        for (int i = 0; i < model().meshes.size(); ++i)
            all.meshes.append(i);
        m_doc.setSelection(all);
        const OperationResult plain = runOperation(m_doc, QStringLiteral("weld"));
        QVERIFY(plain.ok);
        QCOMPARE(m_doc.undoStack()->count(), 0);
        QVERIFY2(plain.message.contains(QLatin1String("texture coordinates")), qPrintable(plain.message));
        QVERIFY2(plain.message.contains(QLatin1String("position only")), qPrintable(plain.message));

        const qsizetype before = model().meshes[0].vertexCount();
        const OperationResult welded = runOperation(m_doc, QStringLiteral("weld"),
                                                    {{QStringLiteral("position_only"), true}});
        QVERIFY2(welded.ok, qPrintable(welded.message));
        QCOMPARE(m_doc.undoStack()->count(), 1);
        QVERIFY(model().meshes[0].vertexCount() < before);
        m_doc.undoStack()->undo();
        QCOMPARE(model(), makeSampleModel());

        const OperationResult wrong = runOperation(m_doc, QStringLiteral("weld"),
                                                   {{QStringLiteral("position_only"), QStringLiteral("yes")}});
        QVERIFY(!wrong.ok);
        QVERIFY(wrong.message.contains(QLatin1String("position_only")));
    }

    void scaleToHeightOperationSaysTheWholeModelScaled()
    {
        const OperationResult r = runOperation(m_doc, QStringLiteral("scaleToHeight"),
                                               {{QStringLiteral("height"), 10.0}});
        QVERIFY2(r.ok, qPrintable(r.message));
        QVERIFY2(r.message.contains(QLatin1String("whole model")), qPrintable(r.message));
    }

    void weldWithNothingToWeldIsObsolete()
    {
        auto *weld = new WeldVerticesCommand(&m_doc, {0});
        QVERIFY(!weld->changesModel());
        QVERIFY(checkUndoRedo(m_doc, weld, false));
        QCOMPARE(m_doc.undoStack()->count(), 0);
    }

    void mergeMeshes()
    {
        const qsizetype vertices = model().vertexCount();
        const qsizetype triangles = model().triangleCount();
        QVERIFY(checkUndoRedo(m_doc, new MergeMeshesCommand(&m_doc, {1, 0})));
        QCOMPARE(model().meshes.size(), 1);
        QCOMPARE(model().meshes[0].name, QStringLiteral("column"));
        QCOMPARE(model().vertexCount(), vertices);
        QCOMPARE(model().triangleCount(), triangles);
        QVERIFY(model().meshes[0].validate().isEmpty());
    }

    void splitBySelectedFaces()
    {
        const qsizetype triangles = model().meshes[0].triangles.size();
        QVERIFY(
            checkUndoRedo(m_doc, new SplitMeshCommand(&m_doc, 0, SplitMeshCommand::Mode::SelectedFaces, {0, 1, 2})));
        QCOMPARE(model().meshes.size(), 3);
        QCOMPARE(model().meshes[1].triangles.size(), 3);
        QCOMPARE(model().meshes[0].triangles.size(), triangles - 3);
        QCOMPARE(model().meshes[1].material, 0);
        QVERIFY(model().meshes[0].validate().isEmpty());
        QVERIFY(model().meshes[1].validate().isEmpty());
    }

    void splitLooseParts()
    {
        // Merge the two tubes (not connected), then split them apart again.
        m_doc.undoStack()->push(new MergeMeshesCommand(&m_doc, {0, 1}));
        QCOMPARE(model().meshes.size(), 1);
        QVERIFY(checkUndoRedo(m_doc, new SplitMeshCommand(&m_doc, 0, SplitMeshCommand::Mode::LooseParts)));
        QCOMPARE(model().meshes.size(), 2);
        const Model sample = makeSampleModel();
        QCOMPARE(model().meshes[0].triangles, sample.meshes[0].triangles);
        QCOMPARE(model().meshes[1].positions, sample.meshes[1].positions);
    }

    void scaleKeepsSkinningConsistent()
    {
        const QList<QVector3D> posed = skinnedPositions(model(), 0.3);
        Similarity s;
        s.scale = 2.0f;
        QVERIFY(checkUndoRedo(m_doc, new TransformModelCommand(&m_doc, s, QStringLiteral("Scale"))));
        const QList<QVector3D> scaled = skinnedPositions(model(), 0.3);
        for (qsizetype i = 0; i < posed.size(); i += 17)
            QVERIFY((scaled[i] - posed[i] * 2.0f).length() < 1e-4f);
    }

    void placement()
    {
        const auto height = scaleToHeight(model(), 5.2f);
        QVERIFY(height);
        QVERIFY(checkUndoRedo(m_doc, new TransformModelCommand(&m_doc, *height, QStringLiteral("Scale to Height"))));
        QVERIFY(qAbs(poseBounds(model(), -1, 0).size().z() - 5.2f) < 1e-4f);

        Similarity up;
        up.translation = QVector3D(3, 4, 5);
        m_doc.undoStack()->push(new TransformModelCommand(&m_doc, up, QStringLiteral("Move")));
        QVERIFY(
            checkUndoRedo(m_doc, new TransformModelCommand(&m_doc, *dropToGround(model()), QStringLiteral("Drop"))));
        QVERIFY(qAbs(poseBounds(model(), -1, 0).min.z()) < 1e-4f);
        QVERIFY(checkUndoRedo(m_doc,
                              new TransformModelCommand(&m_doc, *centreOnOrigin(model()), QStringLiteral("Centre"))));
        const QVector3D c = poseBounds(model(), -1, 0).center();
        QVERIFY(qAbs(c.x()) < 1e-4f && qAbs(c.y()) < 1e-4f);
    }

    void axisConversion()
    {
        Similarity s;
        s.rotation = yUpToZUp();
        QVERIFY(checkUndoRedo(m_doc, new TransformModelCommand(&m_doc, s, QStringLiteral("Y-up to Z-up"))));
        // The sample stands along +Z; a Y-up source read as such turns to stand along -Y.
        const Bounds b = poseBounds(model(), -1, 0);
        QVERIFY(b.size().y() > 2.5f);
        QVERIFY(b.size().z() < 1.0f);
    }

    void normalizeWeights()
    {
        Model m = makeSampleModel();
        m.meshes[0].blendWeights[0] = 0.25f; // vertex 0: 0.25 + 0 (was 1 + 0)
        m.meshes[0].blendWeights[2] = 0.2f;
        m.meshes[0].blendWeights[3] = 0.2f; // vertex 1: 0.4
        m_doc.resetModel(m);
        auto *cmd = new NormalizeWeightsCommand(&m_doc, {});
        QCOMPARE(cmd->count(), 2);
        QVERIFY(checkUndoRedo(m_doc, cmd));
        QCOMPARE(model().meshes[0].blendWeights[0], 1.0f);
        QCOMPARE(model().meshes[0].blendWeights[2], 0.5f);
    }

    void limitInfluences()
    {
        auto *cmd = new LimitInfluencesCommand(&m_doc, {0}, 1);
        QVERIFY(cmd->count() > 0);
        QVERIFY(checkUndoRedo(m_doc, cmd));
        QCOMPARE(model().meshes[0].influencesPerVertex, 1);
        for (float w : model().meshes[0].blendWeights)
            QVERIFY(w == 1.0f || w == 0.0f);
    }

    void removeUnusedJoints()
    {
        Model m = makeSampleModel();
        Joint extra;
        extra.name = QStringLiteral("tip");
        extra.parent = 2;
        m.skeleton.joints.append(extra);
        m_doc.resetModel(m);
        QCOMPARE(unusedJoints(model()), QList<int>{3});
        auto *cmd = new RemoveJointsCommand(&m_doc, unusedJoints(model()));
        QCOMPARE(cmd->count(), 1);
        QVERIFY(checkUndoRedo(m_doc, cmd));
        QCOMPARE(model().skeleton.joints.size(), 3);
        QCOMPARE(model(), makeSampleModel());
    }

    void removeUsedJointMovesWeightsToParent()
    {
        const QList<QVector3D> bind = skinnedPositions(model(), -1);
        QVERIFY(checkUndoRedo(m_doc, new RemoveJointsCommand(&m_doc, {1})));
        QCOMPARE(model().skeleton.joints.size(), 2);
        QCOMPARE(model().skeleton.joints[1].name, QStringLiteral("neck"));
        QCOMPARE(model().skeleton.joints[1].parent, 0);
        // The neck stays where it was in the bind pose: translation composed.
        QCOMPARE(model().skeleton.joints[1].bind.translation, QVector3D(0, 0, 2));
        for (quint32 i : model().meshes[0].blendIndexes)
            QVERIFY(i <= 1);
        QCOMPARE(model().animations[0].tracks.size(), 2);
        // In the bind pose nothing moved.
        const QList<QVector3D> after = skinnedPositions(model(), -1);
        for (qsizetype i = 0; i < bind.size(); ++i)
            QVERIFY((after[i] - bind[i]).length() < 1e-4f);
    }

    void reparentJointReorders()
    {
        // Hang the root under the neck? A cycle: refused.
        auto *cycle = new ReparentJointCommand(&m_doc, 0, 2);
        QVERIFY(!cycle->changesModel());
        delete cycle;
        // Make the neck a root, then hang the spine under it: needs reordering.
        QVERIFY(checkUndoRedo(m_doc, new ReparentJointCommand(&m_doc, 2, -1)));
        QCOMPARE(model().skeleton.joints[2].parent, -1);
        QCOMPARE(model().skeleton.joints[2].bind.translation, QVector3D(0, 0, 2));
        QVERIFY(checkUndoRedo(m_doc, new ReparentJointCommand(&m_doc, 1, 2)));
        const Skeleton &s = model().skeleton;
        QVERIFY(s.isTopologicallyOrdered());
        QCOMPARE(s.joints[1].name, QStringLiteral("neck"));
        QCOMPARE(s.joints[2].name, QStringLiteral("spine"));
        QCOMPARE(s.joints[2].parent, 1);
        // World bind positions are kept.
        const QList<QMatrix4x4> world = s.bindWorldMatrices();
        QVERIFY((world[2].map(QVector3D()) - QVector3D(0, 0, 1)).length() < 1e-5f);
        // Weights follow the joints: what was on the spine (old index 1) is now on index 2.
        const Model sampleModel = makeSampleModel();
        const Mesh &sample = sampleModel.meshes[0];
        for (qsizetype i = 0; i < sample.blendIndexes.size(); ++i)
            if (sample.blendWeights[i] > 0 && sample.blendIndexes[i] == 1)
                QCOMPARE(model().meshes[0].blendIndexes[i], 2u);
    }

    void renameJointsByPattern()
    {
        auto *cmd = new RenameJointsCommand(&m_doc, QRegularExpression(QStringLiteral("^(s|n)")),
                                            QStringLiteral("Bip_\\1"));
        QCOMPARE(cmd->count(), 2);
        QVERIFY(checkUndoRedo(m_doc, cmd));
        QCOMPARE(model().skeleton.joints[1].name, QStringLiteral("Bip_spine"));
        QCOMPARE(model().skeleton.joints[2].name, QStringLiteral("Bip_neck"));
        QCOMPARE(model().skeleton.joints[0].name, QStringLiteral("root"));
    }

    void fixTexturePaths()
    {
        Model m = makeSampleModel();
        m.materials[0].maps[0].path = QStringLiteral("C:\\art\\skins\\body.tga");
        m.materials[1].maps[0].path = QStringLiteral("textures/head.tga");
        m_doc.resetModel(m);
        TexturePathFix fix;
        fix.stripDirectories = true;
        fix.extension = QStringLiteral("png");
        auto *cmd = new FixTexturePathsCommand(&m_doc, fix);
        QCOMPARE(cmd->count(), 2);
        QVERIFY(checkUndoRedo(m_doc, cmd));
        QCOMPARE(model().materials[0].maps[0].path, QStringLiteral("body.png"));
        QCOMPARE(model().materials[1].maps[0].path, QStringLiteral("head.png"));
    }

    void deleteObjects()
    {
        Selection s;
        s.materials = {0};
        s.animations = {0};
        QVERIFY(checkUndoRedo(m_doc, new DeleteObjectsCommand(&m_doc, s)));
        QCOMPARE(model().materials.size(), 1);
        QCOMPARE(model().materials[0].name, QStringLiteral("head"));
        QCOMPARE(model().meshes[0].material, -1); // used the deleted one
        QCOMPARE(model().meshes[1].material, 0); // index followed
        QVERIFY(model().animations.isEmpty());
    }

    void deleteFaces()
    {
        Selection s;
        s.mode = Selection::Mode::Faces;
        s.faces.insert(1, {0, 1});
        const qsizetype triangles = model().meshes[1].triangles.size();
        QVERIFY(checkUndoRedo(m_doc, new DeleteObjectsCommand(&m_doc, s)));
        QCOMPARE(model().meshes[1].triangles.size(), triangles - 2);
        QVERIFY(model().meshes[1].validate().isEmpty());
    }

    void setMaterialMergesOneGesture()
    {
        Material m = model().materials[0];
        m.diffuse = QVector4D(1, 0, 0, 1);
        QVERIFY(checkUndoRedo(m_doc, new SetMaterialCommand(&m_doc, 0, m, QStringLiteral("drag"))));
        m.diffuse = QVector4D(0, 1, 0, 1);
        m_doc.undoStack()->push(new SetMaterialCommand(&m_doc, 0, m, QStringLiteral("drag")));
        QCOMPARE(m_doc.undoStack()->count(), 1);
        QCOMPARE(model().materials[0].diffuse, QVector4D(0, 1, 0, 1));
        m_doc.undoStack()->undo();
        QCOMPARE(model().materials[0], makeSampleModel().materials[0]);
    }

    void setJoint()
    {
        Transform bind = model().skeleton.joints[1].bind;
        bind.translation = QVector3D(0, 0, 1.5f);
        QVERIFY(checkUndoRedo(m_doc, new SetJointCommand(&m_doc, 1, QStringLiteral("waist"), bind)));
        QCOMPARE(model().skeleton.joints[1].name, QStringLiteral("waist"));
        QCOMPARE(model().skeleton.joints[1].bind.translation, QVector3D(0, 0, 1.5f));
    }

    void setAnimationSettings()
    {
        QVERIFY(checkUndoRedo(m_doc, new SetAnimationSettingsCommand(&m_doc, 0, QStringLiteral("idle"), 30.0, false)));
        QCOMPARE(model().animations[0].name, QStringLiteral("idle"));
        QCOMPARE(model().animations[0].fps, 30.0);
        QCOMPARE(model().animations[0].loop, false);
    }

    void addMaterial()
    {
        Material m;
        m.name = QStringLiteral("new");
        QVERIFY(checkUndoRedo(m_doc, new AddMaterialCommand(&m_doc, m)));
        QCOMPARE(model().materials.size(), 3);
        QCOMPARE(model().materials[2].name, QStringLiteral("new"));
    }

    void importModelMatchesJointsByName()
    {
        Model other = makeSampleModel();
        other.meshes.removeFirst();
        other.meshes[0].name = QStringLiteral("hat");
        Joint tip;
        tip.name = QStringLiteral("tip");
        tip.parent = 2;
        other.skeleton.joints.append(tip);
        other.meshes[0].blendIndexes[0] = 3; // a weight on the new joint
        QVERIFY(checkUndoRedo(m_doc, new ImportModelCommand(&m_doc, other, QStringLiteral("hat.iqm"))));
        QCOMPARE(model().meshes.size(), 3);
        QCOMPARE(model().meshes[2].name, QStringLiteral("hat"));
        QCOMPARE(model().meshes[2].material, 3); // second of the two appended materials
        QCOMPARE(model().skeleton.joints.size(), 4);
        QCOMPARE(model().skeleton.joints[3].parent, 2);
        QCOMPARE(model().meshes[2].blendIndexes[0], 3u);
        QCOMPARE(model().animations.size(), 2);
    }

    void selectionStaysValidAfterUndoOfSplit()
    {
        m_doc.undoStack()->push(new SplitMeshCommand(&m_doc, 0, SplitMeshCommand::Mode::SelectedFaces, {0}));
        Selection s;
        s.meshes = {2};
        m_doc.setSelection(s);
        m_doc.undoStack()->undo();
        for (int i : m_doc.selection().meshes)
            QVERIFY(i < model().meshes.size());
    }
};

QTEST_GUILESS_MAIN(TestFixCommands)
#include "tst_fixcommands.moc"
