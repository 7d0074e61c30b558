// A vertex's blended skinning matrix and edits carried from the posed model
// back to the bind pose: the posed selection moves rigidly, whatever the
// mix of joints each vertex follows.
#include "model/Document.h"
#include "model/Pose.h"
#include "model/VertexSkinning.h"
#include "model/commands/TransformVerticesCommand.h"
#include "model/ops/SampleModel.h"

#include "UndoCheck.h"

#include <QTest>

using namespace quarry;
using quarry::test::checkUndoRedo;

namespace {

QList<QMatrix4x4> skinningAt(const Model &model, int animation, double time)
{
    return skinningMatrices(model.skeleton, worldMatrices(model.skeleton, localPose(model, animation, time)));
}

QList<QVector3D> posedPositions(const Model &model, int mesh, const QList<QMatrix4x4> &skinning)
{
    return skinMesh(model.meshes[mesh], skinning).positions;
}

// Vertices of mesh 0 weighted to more than one joint, and some to one.
QList<quint32> mixedVertices(const Mesh &mesh, int *blended)
{
    QList<quint32> out;
    *blended = 0;
    const int k = mesh.influencesPerVertex;
    for (qsizetype v = 0; v < mesh.vertexCount(); ++v) {
        int influences = 0;
        for (int j = 0; j < k; ++j)
            influences += mesh.blendWeights[v * k + j] > 0;
        if (influences > 1)
            ++*blended;
        out.append(quint32(v));
    }
    return out;
}

} // namespace

class TestVertexSkinning : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void matrixMapsBindToSkinnedPosition()
    {
        const Model model = makeSampleModel();
        QVERIFY(!model.animations.isEmpty());
        const QList<QMatrix4x4> skin = skinningAt(model, 0, 0.3);
        for (int m = 0; m < model.meshes.size(); ++m) {
            const Mesh &mesh = model.meshes[m];
            const QList<QVector3D> posed = posedPositions(model, m, skin);
            for (qsizetype v = 0; v < mesh.vertexCount(); ++v) {
                const QVector3D mapped = vertexSkinningMatrix(mesh, v, skin).map(mesh.positions[v]);
                QVERIFY2((mapped - posed[v]).length() < 1e-5f,
                         qPrintable(QStringLiteral("mesh %1 vertex %2").arg(m).arg(v)));
            }
        }
        // The bind pose, an unskinned mesh and an index out of range: the identity.
        QCOMPARE(vertexSkinningMatrix(model.meshes[0], 0, skinningAt(model, -1, 0)), QMatrix4x4());
        Mesh plain = model.meshes[0];
        plain.blendIndexes.clear();
        plain.blendWeights.clear();
        plain.influencesPerVertex = 0;
        QCOMPARE(vertexSkinningMatrix(plain, 0, skin), QMatrix4x4());
        QCOMPARE(vertexSkinningMatrix(model.meshes[0], model.meshes[0].vertexCount(), skin), QMatrix4x4());
    }

    void bindSpaceEditMovesThePosedPosition()
    {
        QMatrix4x4 skin;
        skin.translate(1, 2, 3);
        skin.rotate(40, 0.3f, 1, 0.2f);
        skin.scale(1.5f);
        QMatrix4x4 posed;
        posed.translate(0, 0, 2);
        posed.rotate(25, 0, 0, 1);
        const QVector3D bind(0.5f, -1, 2);
        const QVector3D moved = skin.map(bindSpaceEdit(skin, posed).map(bind));
        QVERIFY((moved - posed.map(skin.map(bind))).length() < 1e-5f);
        // Not invertible: the edit as given.
        QMatrix4x4 flat;
        flat.scale(1, 0, 1);
        QCOMPARE(bindSpaceEdit(flat, posed), posed);
    }

    // The whole mesh, with vertices blended between joints, moved in a posed
    // view: every posed position moves by the same vector.
    void posedMoveIsRigid()
    {
        Document doc;
        doc.resetModel(makeSampleModel());
        const Model before = doc.model();
        const QList<QMatrix4x4> skin = skinningAt(before, 0, 0.3);
        int blended = 0;
        const QList<quint32> vertices = mixedVertices(before.meshes[0], &blended);
        QVERIFY(blended > 0);
        const TransformVerticesCommand::VertexSet set{{0, vertices}};
        const VertexMatrices spaces = vertexSkinningMatrices(before.meshes, set, skin);
        QCOMPARE(spaces.value(0).size(), vertices.size());
        const QVector3D delta(0, 0, 0.75f);
        QMatrix4x4 move;
        move.translate(delta);
        // A drag: several steps merged into one.
        for (int i = 0; i < 3; ++i) {
            QMatrix4x4 step;
            step.translate(delta / 3);
            doc.undoStack()->push(new TransformVerticesCommand(&doc, set, spaces, step, true));
        }
        QCOMPARE(doc.undoStack()->count(), 1);
        const QList<QVector3D> was = posedPositions(before, 0, skin);
        const QList<QVector3D> now = posedPositions(doc.model(), 0, skin);
        for (quint32 v : vertices)
            QVERIFY2((now[v] - was[v] - delta).length() < 1e-4f,
                     qPrintable(QStringLiteral("vertex %1 moved by (%2, %3, %4)")
                                    .arg(v)
                                    .arg(now[v].x() - was[v].x())
                                    .arg(now[v].y() - was[v].y())
                                    .arg(now[v].z() - was[v].z())));
        doc.undoStack()->undo();
        QCOMPARE(doc.model(), before);
        QVERIFY(checkUndoRedo(doc, new TransformVerticesCommand(&doc, set, spaces, move)));
    }

    void posedRotationIsRigid()
    {
        Document doc;
        doc.resetModel(makeSampleModel());
        const Model before = doc.model();
        const QList<QMatrix4x4> skin = skinningAt(before, 0, 0.6);
        int blended = 0;
        const TransformVerticesCommand::VertexSet set{{0, mixedVertices(before.meshes[0], &blended)}};
        const VertexMatrices spaces = vertexSkinningMatrices(before.meshes, set, skin);
        QMatrix4x4 rotate;
        rotate.translate(0, 0, 1);
        rotate.rotate(30, 1, 0, 0);
        rotate.translate(0, 0, -1);
        QVERIFY(checkUndoRedo(doc, new TransformVerticesCommand(&doc, set, spaces, rotate)));
        const QList<QVector3D> was = posedPositions(before, 0, skin);
        const QList<QVector3D> now = posedPositions(doc.model(), 0, skin);
        for (quint32 v : set.value(0))
            QVERIFY((now[v] - rotate.map(was[v])).length() < 1e-4f);
    }
};

QTEST_GUILESS_MAIN(TestVertexSkinning)
#include "tst_vertexskinning.moc"
