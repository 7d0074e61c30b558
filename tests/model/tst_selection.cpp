#include "model/Selection.h"

#include <QTest>

using namespace quarry;

class TestSelection : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void removalShiftsIndexes()
    {
        Selection s;
        s.meshes = {0, 2, 3};
        s.vertices = {{2, {1, 2}}, {3, {4}}};
        s.adjustForRemoval(ObjectKind::Mesh, 2);
        QCOMPARE(s.meshes, (QList<int>{0, 2}));
        QCOMPARE(s.vertices.keys(), QList<int>{2});
        QCOMPARE(s.vertices.value(2), QList<quint32>{4});
    }

    void insertionShiftsIndexes()
    {
        Selection s;
        s.joints = {1, 4};
        s.adjustForInsertion(ObjectKind::Joint, 2);
        QCOMPARE(s.joints, (QList<int>{1, 5}));
        QCOMPARE(s.vertexCount(), 0);
    }
};

QTEST_APPLESS_MAIN(TestSelection)
#include "tst_selection.moc"
