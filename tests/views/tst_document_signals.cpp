// What one command tells the views: a split or merge of meshes is one
// reset of the mesh list (the outliner rebuilds once, not twice per mesh),
// renaming joints is one signal per renamed joint (no rebuild at all).
#include "UndoCheck.h"
#include "model/Document.h"
#include "model/commands/MergeMeshesCommand.h"
#include "model/commands/RenameJointsCommand.h"
#include "model/commands/SplitMeshCommand.h"
#include "model/ops/SampleModel.h"
#include "views/OutlinerView.h"

#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>

using namespace quarry;

class TestDocumentSignals : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void splitAndMergeRebuildTheOutlinerOnce()
    {
        Document doc;
        doc.resetModel(makeSampleModel());
        const qsizetype meshes = doc.model().meshes.size();
        QVERIFY(meshes >= 2);
        OutlinerView outliner(&doc);
        // The outliner clears its tree (a model reset) on every rebuild.
        QSignalSpy rebuilds(outliner.model(), &QAbstractItemModel::modelReset);
        QSignalSpy resets(&doc, &Document::meshesReset);
        QSignalSpy selections(&doc, &Document::selectionChanged);

        auto *split = new SplitMeshCommand(&doc, 0, SplitMeshCommand::Mode::SelectedFaces, {0, 1});
        QVERIFY(test::checkUndoRedo(doc, split)); // redo, undo, redo
        QCOMPARE(doc.model().meshes.size(), meshes + 1);
        QCOMPARE(resets.count(), 3);
        QCOMPARE(rebuilds.count(), 3);
        QCOMPARE(outliner.groupItem(ObjectKind::Mesh)->childCount(), meshes + 1);
        QVERIFY(selections.count() <= 3);

        rebuilds.clear();
        doc.undoStack()->push(new MergeMeshesCommand(&doc, {0, 1}));
        QCOMPARE(doc.model().meshes.size(), meshes);
        QCOMPARE(rebuilds.count(), 1);
        QCOMPARE(outliner.groupItem(ObjectKind::Mesh)->childCount(), meshes);
        doc.undoStack()->undo();
        QCOMPARE(rebuilds.count(), 2);
        QCOMPARE(outliner.groupItem(ObjectKind::Mesh)->childCount(), meshes + 1);
    }

    void renamingJointsTellsEachJoint()
    {
        Document doc;
        doc.resetModel(makeSampleModel());
        const Skeleton &skeleton = doc.model().skeleton;
        QVERIFY(skeleton.size() >= 2);
        OutlinerView outliner(&doc);
        QSignalSpy rebuilds(outliner.model(), &QAbstractItemModel::modelReset);
        QSignalSpy skeletonSpy(&doc, &Document::skeletonChanged);
        QSignalSpy jointSpy(&doc, &Document::jointChanged);

        // Rename the first joint only.
        const QString first = skeleton.joints[0].name;
        const QRegularExpression pattern(QStringLiteral("^%1$").arg(QRegularExpression::escape(first)));
        QVERIFY(test::checkUndoRedo(doc, new RenameJointsCommand(&doc, pattern, QStringLiteral("renamed"))));
        QCOMPARE(doc.model().skeleton.joints[0].name, QStringLiteral("renamed"));
        QCOMPARE(skeletonSpy.count(), 0);
        QCOMPARE(jointSpy.count(), 3); // redo, undo, redo: joint 0 each time
        for (const QList<QVariant> &args : std::as_const(jointSpy))
            QCOMPARE(args.at(0).toInt(), 0);
        QCOMPARE(rebuilds.count(), 0);
        QCOMPARE(outliner.itemFor(ObjectKind::Joint, 0)->text(0), QStringLiteral("renamed"));

        // Every joint: one signal each.
        jointSpy.clear();
        doc.undoStack()->push(
            new RenameJointsCommand(&doc, QRegularExpression(QStringLiteral("^")), QStringLiteral("x_")));
        QCOMPARE(jointSpy.count(), int(skeleton.size()));
        QCOMPARE(skeletonSpy.count(), 0);
        QCOMPARE(rebuilds.count(), 0);
    }
};

QTEST_MAIN(TestDocumentSignals)
#include "tst_document_signals.moc"
