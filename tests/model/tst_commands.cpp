#include "UndoCheck.h"

#include "model/commands/DeleteObjectsCommand.h"
#include "model/commands/RenameCommand.h"
#include "model/commands/SetMeshMaterialCommand.h"
#include "model/commands/TransformVerticesCommand.h"
#include "model/ops/SampleModel.h"

#include <QSignalSpy>

using namespace quarry;
using quarry::test::checkUndoRedo;

class TestCommands : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init() { m_doc.resetModel(makeSampleModel()); }

    void renameEachKind_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("index");
        QTest::newRow("mesh") << int(ObjectKind::Mesh) << 1;
        QTest::newRow("material") << int(ObjectKind::Material) << 0;
        QTest::newRow("joint") << int(ObjectKind::Joint) << 2;
        QTest::newRow("animation") << int(ObjectKind::Animation) << 0;
    }
    void renameEachKind()
    {
        QFETCH(int, kind);
        QFETCH(int, index);
        QVERIFY(checkUndoRedo(m_doc, new RenameCommand(&m_doc, ObjectKind(kind), index, QStringLiteral("renamed"))));
        const Model &m = m_doc.model();
        const QString name = kind == int(ObjectKind::Mesh)       ? m.meshes[index].name
                             : kind == int(ObjectKind::Material) ? m.materials[index].name
                             : kind == int(ObjectKind::Joint)    ? m.skeleton.joints[index].name
                                                                 : m.animations[index].name;
        QCOMPARE(name, QStringLiteral("renamed"));
    }

    void renameEmitsChange()
    {
        QSignalSpy spy(&m_doc, &Document::jointChanged);
        m_doc.undoStack()->push(new RenameCommand(&m_doc, ObjectKind::Joint, 1, QStringLiteral("chest")));
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.first().first().toInt(), 1);
        QVERIFY(m_doc.isModified());
    }

    void renameMissingObjectDoesNothing()
    {
        const Model before = m_doc.model();
        m_doc.undoStack()->push(new RenameCommand(&m_doc, ObjectKind::Mesh, 7, QStringLiteral("x")));
        QCOMPARE(m_doc.model(), before);
        QCOMPARE(m_doc.undoStack()->count(), 0); // obsolete commands are dropped
    }

    void setMeshMaterial()
    {
        QVERIFY(checkUndoRedo(m_doc, new SetMeshMaterialCommand(&m_doc, {0, 1}, 1)));
        QCOMPARE(m_doc.model().meshes[0].material, 1);
        QCOMPARE(m_doc.model().meshes[1].material, 1);
        m_doc.undoStack()->undo();
        QCOMPARE(m_doc.model().meshes[0].material, 0);
    }

    void setMeshMaterialNone()
    {
        QVERIFY(checkUndoRedo(m_doc, new SetMeshMaterialCommand(&m_doc, {1}, -1)));
        QCOMPARE(m_doc.model().meshes[1].material, -1);
    }

    void transformVertices()
    {
        QMatrix4x4 m;
        m.translate(1, 2, 3);
        m.rotate(90, 0, 0, 1);
        TransformVerticesCommand::VertexSet set{{0, {0, 1, 5}}};
        const QVector3D p0 = m_doc.model().meshes[0].positions[0];
        QVERIFY(checkUndoRedo(m_doc, new TransformVerticesCommand(&m_doc, set, m)));
        const Mesh &mesh = m_doc.model().meshes[0];
        QVERIFY(qFuzzyCompare(mesh.positions[0], m.map(p0)));
        QCOMPARE(mesh.positions[2], makeSampleModel().meshes[0].positions[2]); // untouched
        QVERIFY(qFuzzyCompare(mesh.normals[0].length(), 1.0f));
    }

    void transformDragMergesIntoOneStep()
    {
        TransformVerticesCommand::VertexSet set = TransformVerticesCommand::allVertices(m_doc.model(), {1});
        const Model before = m_doc.model();
        for (int i = 0; i < 5; ++i) {
            QMatrix4x4 step;
            step.translate(0.1f, 0, 0);
            m_doc.undoStack()->push(new TransformVerticesCommand(&m_doc, set, step, true));
        }
        QCOMPARE(m_doc.undoStack()->count(), 1);
        const QVector3D moved = m_doc.model().meshes[1].positions[3];
        const QVector3D original = before.meshes[1].positions[3];
        QVERIFY(qAbs(moved.x() - original.x() - 0.5f) < 1e-5f);
        m_doc.undoStack()->undo();
        QCOMPARE(m_doc.model(), before);
    }

    void deleteMesh()
    {
        Selection sel;
        sel.meshes = {0, 1};
        m_doc.setSelection(sel);
        Selection first;
        first.meshes = {0};
        QVERIFY(checkUndoRedo(m_doc, new DeleteObjectsCommand(&m_doc, first)));
        QCOMPARE(m_doc.model().meshes.size(), 1);
        QCOMPARE(m_doc.model().meshes[0].name, QStringLiteral("head"));
        QVERIFY(m_doc.selection().meshes.isEmpty()); // a new mesh list: nothing of the old one stays selected
        m_doc.undoStack()->undo();
        QCOMPARE(m_doc.model().meshes[0].name, QStringLiteral("column"));
    }

    void resetClearsHistory()
    {
        Selection first;
        first.meshes = {0};
        m_doc.undoStack()->push(new DeleteObjectsCommand(&m_doc, first));
        QVERIFY(m_doc.isModified());
        m_doc.resetModel(makeSampleModel(), QStringLiteral("/tmp/x.iqe"), QStringLiteral("iqe"));
        QVERIFY(!m_doc.isModified());
        QCOMPARE(m_doc.undoStack()->count(), 0);
        QCOMPARE(m_doc.currentAnimation(), 0);
    }

private:
    Document m_doc;
};

QTEST_GUILESS_MAIN(TestCommands)
#include "tst_commands.moc"
