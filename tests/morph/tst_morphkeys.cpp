// The key edits on morph tracks: the pure operations, their undo commands
// (redo then undo leaves the model as it was, redo again the same) and the
// registry's key operations with morph targets (setKey morph=, morphs=).
#include "MorphModel.h"
#include "UndoCheck.h"

#include "model/commands/DeleteKeysCommand.h"
#include "model/commands/InsertKeysCommand.h"
#include "model/commands/MakeLoopSeamlessCommand.h"
#include "model/commands/MoveCurveKeyCommand.h"
#include "model/commands/PasteKeysCommand.h"
#include "model/commands/RetimeKeysCommand.h"
#include "model/commands/ReverseRangeCommand.h"
#include "model/commands/SetInterpolationCommand.h"
#include "model/commands/SetMorphKeyCommand.h"
#include "model/operations/KeyEdits.h"
#include "model/operations/Operation.h"
#include "model/ops/MorphTracks.h"

#include <QTest>

using namespace quarry;
using namespace quarry::test;

namespace {

QList<float> times(const MorphTrack *track)
{
    QList<float> out;
    if (track)
        for (const FloatKey &k : track->weights)
            out.append(k.time);
    return out;
}

KeySelection morphKeys(int mesh, int target, QList<float> at)
{
    KeySelection keys;
    for (float t : at)
        keys.insert(morphRow(mesh, target), t);
    return keys;
}

} // namespace

class TestMorphKeys : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void selectionListsMorphRows()
    {
        const Animation clip = morphModel().animations[0];
        const KeySelection all = allKeys(clip);
        QCOMPARE(all.size(), 6);
        QCOMPARE(all.times.value(morphRow(2, 1)), (QList<float>{0.2f, 0.8f}));
        const KeySelection some = keysInRange(clip, 0.4f, 1.0f, {morphRow(0, 0), morphRow(1, 0)});
        QCOMPARE(some.size(), 2);
        QVERIFY(some.contains(morphRow(1, 0), 0.5f));
    }

    void retimeMovesMorphKeys()
    {
        Document doc;
        doc.resetModel(morphModel());
        TimeMap map;
        map.offset = 0.1;
        QVERIFY(checkUndoRedo(doc, new RetimeKeysCommand(&doc, 0, morphKeys(1, 0, {0.5f}), map)));
        QCOMPARE(times(doc.model().animations[0].morphTrack(1, 0)), (QList<float>{0.0f, 0.6f}));
        QCOMPARE(times(doc.model().animations[0].morphTrack(0, 0)), (QList<float>{0.0f, 1.0f}));
        // Scaling about 0 by 2 stretches the keys and the clip.
        TimeMap scale;
        scale.scale = 2;
        const Animation stretched = retimeKeys(morphModel().animations[0], allKeys(morphModel().animations[0]), scale);
        QCOMPARE(times(stretched.morphTrack(0, 0)), (QList<float>{0.0f, 2.0f}));
        QCOMPARE(stretched.duration, 2.0);
        // A key moved onto another replaces it.
        TimeMap onto;
        onto.offset = 0.5;
        QCOMPARE(replacedKeyCount(morphModel().animations[0], morphKeys(1, 0, {0.0f}), onto), 1);
    }

    void deleteDropsEmptyTracks()
    {
        Document doc;
        doc.resetModel(morphModel());
        QVERIFY(checkUndoRedo(doc, new DeleteKeysCommand(&doc, 0, morphKeys(1, 0, {0.0f, 0.5f}))));
        QVERIFY(!doc.model().animations[0].morphTrack(1, 0));
        QCOMPARE(doc.model().animations[0].morphTracks.size(), 2);
    }

    void insertKeysSampledWeight()
    {
        Document doc;
        doc.resetModel(morphModel());
        QVERIFY(checkUndoRedo(doc, new InsertKeysCommand(&doc, 0, {morphRow(0, 0), morphRow(0, 1)}, 0.25f)));
        const MorphTrack *a0 = doc.model().animations[0].morphTrack(0, 0);
        QCOMPARE(times(a0), (QList<float>{0.0f, 0.25f, 1.0f}));
        QCOMPARE(a0->weights[1].value, 0.25f);
        // A target without a track gets one keyed at 0, the weight it had.
        QCOMPARE(times(doc.model().animations[0].morphTrack(0, 1)), (QList<float>{0.25f}));
        QCOMPARE(doc.model().animations[0].morphTrack(0, 1)->weights[0].value, 0.0f);
        // Rows naming no target of the model are left out.
        const Model before = doc.model();
        doc.undoStack()->push(new InsertKeysCommand(&doc, 0, {morphRow(1, 4)}, 0.25f));
        QCOMPARE(doc.model(), before);
    }

    void copyPasteMorphKeys()
    {
        Document doc;
        doc.resetModel(morphModel());
        const KeyClipboard clip = copyKeys(doc.model().animations[0], morphKeys(2, 1, {0.2f, 0.8f}));
        QCOMPARE(clip.tracks.keys(), QList<int>{morphRow(2, 1)});
        QVERIFY(!clip.isEmpty());
        QVERIFY(checkUndoRedo(doc, new PasteKeysCommand(&doc, 0, clip, 1.0f)));
        const MorphTrack *c1 = doc.model().animations[0].morphTrack(2, 1);
        QCOMPARE(times(c1), (QList<float>{0.2f, 0.8f, 1.0f, 1.6f}));
        QCOMPARE(c1->weights[3].value, 0.25f);
        QVERIFY(qAbs(doc.model().animations[0].duration - 1.6) < 1e-6);
        QCOMPARE(pastedSelection(clip, 1.0f), morphKeys(2, 1, {1.0f, 1.6f}));
    }

    void reverseLoopInterpolation()
    {
        Document doc;
        doc.resetModel(morphModel());
        QVERIFY(checkUndoRedo(doc, new ReverseRangeCommand(&doc, 0, 0.0f, 1.0f)));
        QCOMPARE(sampleChannel(doc.model().animations[0].morphTrack(0, 0)->weights, 0.0f, -1), 1.0f);
        doc.resetModel(morphModel());
        QVERIFY(checkUndoRedo(doc, new MakeLoopSeamlessCommand(&doc, 0)));
        QCOMPARE(doc.model().animations[0].morphTrack(0, 0)->weights.last().value, 0.0f);
        doc.resetModel(morphModel());
        QVERIFY(
            checkUndoRedo(doc, new SetInterpolationCommand(&doc, 0, morphKeys(0, 0, {0.0f}), Interpolation::Constant)));
        QCOMPARE(sampleChannel(doc.model().animations[0].morphTrack(0, 0)->weights, 0.9f, -1), 0.0f);
    }

    void curveDragMovesWeight()
    {
        Document doc;
        doc.resetModel(morphModel());
        QVERIFY(checkUndoRedo(
            doc, new MoveCurveKeyCommand(&doc, 0, morphRow(1, 0), CurveChannel::TranslationX, 1, 0.4f, 0.75f)));
        const FloatKey k = doc.model().animations[0].morphTrack(1, 0)->weights[1];
        QCOMPARE(k.time, 0.4f);
        QCOMPARE(k.value, 0.75f);
    }

    void setMorphKeyCommand()
    {
        Document doc;
        doc.resetModel(morphModel());
        QVERIFY(checkUndoRedo(doc, new SetMorphKeyCommand(&doc, 0, {morphRow(1, 0)}, 0.5f, 0.3f)));
        QCOMPARE(doc.model().animations[0].morphTrack(1, 0)->weights[1].value, 0.3f);
        QVERIFY(checkUndoRedo(doc, new SetMorphKeyCommand(&doc, 0, {morphRow(2, 0)}, 0.1f, 1.0f)));
        // The new track sits in (mesh, target) order.
        QCOMPARE(doc.model().animations[0].morphTracks[2].mesh, 2);
        QCOMPARE(doc.model().animations[0].morphTracks[2].target, 0);
    }

    void setKeyOperation()
    {
        Document doc;
        doc.resetModel(morphModel());
        OperationResult r = runOperation(doc, QStringLiteral("setKey"),
                                         {{QStringLiteral("morph"), QStringLiteral("a_t1")},
                                          {QStringLiteral("weight"), 0.4},
                                          {QStringLiteral("time"), 0.5}});
        QVERIFY2(r.ok, qPrintable(r.message));
        QCOMPARE(doc.model().animations[0].morphTrack(0, 1)->weights, (QList<FloatKey>{{0.5f, 0.4f}}));
        r = runOperation(doc, QStringLiteral("setKey"), {{QStringLiteral("morph"), QStringLiteral("nothing")}});
        QVERIFY(!r.ok);
        QVERIFY(r.message.contains(QStringLiteral("nothing")));
        // Two meshes with a target of one name: mesh= chooses.
        Model twins = morphModel();
        twins.meshes[2].morphs[0].name = QStringLiteral("b_t0");
        doc.resetModel(twins);
        r = runOperation(doc, QStringLiteral("setKey"), {{QStringLiteral("morph"), QStringLiteral("b_t0")}});
        QVERIFY(!r.ok);
        r = runOperation(doc, QStringLiteral("setKey"),
                         {{QStringLiteral("morph"), QStringLiteral("b_t0")},
                          {QStringLiteral("mesh"), QStringLiteral("c")},
                          {QStringLiteral("weight"), 0.5},
                          {QStringLiteral("time"), 0.0}});
        QVERIFY2(r.ok, qPrintable(r.message));
        QCOMPARE(doc.model().animations[0].morphTrack(2, 0)->weights, (QList<FloatKey>{{0.0f, 0.5f}}));
        doc.undoStack()->undo();
        QCOMPARE(doc.model(), twins);
    }

    void selectKeysMatchesMorphsLikeJoints()
    {
        Document doc;
        doc.resetModel(morphModel());
        // Exact names and "MESH / TARGET" labels.
        OperationResult r = runOperation(doc, QStringLiteral("selectKeys"),
                                         {{QStringLiteral("morphs"), QStringLiteral("c / c_t1")}});
        QVERIFY2(r.ok, qPrintable(r.message));
        QCOMPARE(doc.keySelection(), morphKeys(2, 1, {0.2f, 0.8f}));
        // Words matching part of a name, as joints are matched: a_t0 and b_t0.
        r = runOperation(doc, QStringLiteral("selectKeys"), {{QStringLiteral("morphs"), QStringLiteral("T0")}});
        QVERIFY2(r.ok, qPrintable(r.message));
        KeySelection expected = morphKeys(0, 0, {0.0f, 1.0f});
        expected.insert(morphRow(1, 0), 0.0f);
        expected.insert(morphRow(1, 0), 0.5f);
        QCOMPARE(doc.keySelection(), expected);
        QCOMPARE(r.value.toInt(), 4);
        // Wildcards, and the time range.
        r = runOperation(doc, QStringLiteral("selectKeys"),
                         {{QStringLiteral("morphs"), QStringLiteral("?_t1, b*")},
                          {QStringLiteral("start"), 0.1},
                          {QStringLiteral("end"), 0.6}});
        QVERIFY2(r.ok, qPrintable(r.message));
        expected = morphKeys(2, 1, {0.2f});
        expected.insert(morphRow(1, 0), 0.5f);
        QCOMPARE(doc.keySelection(), expected);
        // Nothing matching selects nothing, not every key.
        r = runOperation(doc, QStringLiteral("selectKeys"), {{QStringLiteral("morphs"), QStringLiteral("zzz*")}});
        QVERIFY(r.ok);
        QVERIFY(doc.keySelection().isEmpty());
    }

    void keyOperationsTakeMorphs()
    {
        Document doc;
        doc.resetModel(morphModel());
        OperationResult r = runOperation(
            doc, QStringLiteral("deleteKeys"),
            {{QStringLiteral("morphs"), QStringLiteral("c / c_t1")}, {QStringLiteral("start"), 0.5}});
        QVERIFY2(r.ok, qPrintable(r.message));
        QCOMPARE(times(doc.model().animations[0].morphTrack(2, 1)), (QList<float>{0.2f}));
        QCOMPARE(doc.model().animations[0].keyCount(), 5);
        // Names of no target pick nothing (not every key).
        r = runOperation(doc, QStringLiteral("deleteKeys"), {{QStringLiteral("morphs"), QStringLiteral("zzz")}});
        QVERIFY(r.ok);
        QCOMPARE(doc.model().animations[0].keyCount(), 5);
        r = runOperation(doc, QStringLiteral("moveKeys"),
                         {{QStringLiteral("morphs"), QStringLiteral("a_t0")}, {QStringLiteral("offset"), 0.5}});
        QVERIFY2(r.ok, qPrintable(r.message));
        QCOMPARE(times(doc.model().animations[0].morphTrack(0, 0)), (QList<float>{0.5f, 1.5f}));
        r = runOperation(doc, QStringLiteral("insertKeys"), {{QStringLiteral("time"), 0.25}});
        QVERIFY2(r.ok, qPrintable(r.message));
        QCOMPARE(times(doc.model().animations[0].morphTrack(1, 0)), (QList<float>{0.0f, 0.25f, 0.5f}));
        r = runOperation(doc, QStringLiteral("selectKeys"), {{QStringLiteral("morphs"), QStringLiteral("b_t0")}});
        QCOMPARE(doc.keySelection(), morphKeys(1, 0, {0.0f, 0.25f, 0.5f}));
        r = runOperation(doc, QStringLiteral("copyKeys"), {{QStringLiteral("morphs"), QStringLiteral("b_t0")}});
        QVERIFY(r.ok);
        QCOMPARE(key_edits::clipboard().tracks.keys(), QList<int>{morphRow(1, 0)});
        r = runOperation(doc, QStringLiteral("pasteKeys"), {{QStringLiteral("time"), 2.0}});
        QVERIFY2(r.ok, qPrintable(r.message));
        QCOMPARE(times(doc.model().animations[0].morphTrack(1, 0)),
                 (QList<float>{0.0f, 0.25f, 0.5f, 2.0f, 2.25f, 2.5f}));
        r = runOperation(
            doc, QStringLiteral("setInterpolation"),
            {{QStringLiteral("morphs"), QStringLiteral("b_t0")}, {QStringLiteral("mode"), QStringLiteral("smooth")}});
        QVERIFY2(r.ok, qPrintable(r.message));
        QCOMPARE(doc.model().animations[0].morphTrack(1, 0)->weights[0].interpolation, Interpolation::Smooth);
        QCOMPARE(doc.model().animations[0].morphTrack(0, 0)->weights[0].interpolation, Interpolation::Linear);
        // Every step undoes back to the model as it was.
        while (doc.undoStack()->canUndo())
            doc.undoStack()->undo();
        QCOMPARE(doc.model(), morphModel());
    }
};

QTEST_GUILESS_MAIN(TestMorphKeys)
#include "tst_morphkeys.moc"
