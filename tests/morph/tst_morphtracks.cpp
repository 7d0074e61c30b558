// Morph tracks follow the meshes and targets they name through every edit
// that removes, inserts, merges or splits meshes, and through the clip
// operations that resample, retime, cut and join animations.
#include "MorphModel.h"
#include "UndoCheck.h"

#include "model/MorphPlayback.h"
#include "model/commands/DeleteObjectsCommand.h"
#include "model/commands/DuplicateFacesCommand.h"
#include "model/commands/ImportModelCommand.h"
#include "model/commands/MergeMeshesCommand.h"
#include "model/commands/SplitMeshCommand.h"
#include "model/ops/BakeInterpolation.h"
#include "model/ops/Clips.h"
#include "model/ops/ModelMerge.h"
#include "model/ops/MorphTracks.h"
#include "model/ops/Resample.h"
#include "model/ops/TargetFixes.h"
#include "model/ops/Timing.h"

#include <QTest>

using namespace quarry;
using namespace quarry::test;

namespace {

// (mesh, target) of every morph track of the first clip, in order.
QList<std::pair<int, int>> trackTargets(const Model &model)
{
    QList<std::pair<int, int>> out;
    for (const MorphTrack &t : model.animations.value(0).morphTracks)
        out.append({t.mesh, t.target});
    return out;
}

// Two separate triangles with one target moving a vertex of each.
Mesh twoParts()
{
    Mesh mesh;
    mesh.name = QStringLiteral("pair");
    mesh.positions = {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {5, 0, 0}, {6, 0, 0}, {5, 1, 0}};
    mesh.triangles = {{0, 1, 2}, {3, 4, 5}};
    MorphTarget morph;
    morph.name = QStringLiteral("lift");
    morph.vertices = {2, 5};
    morph.positions = {{0, 1, 1}, {5, 1, 1}};
    mesh.morphs = {morph};
    return mesh;
}

} // namespace

class TestMorphTracks : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void deleteMeshDropsAndRenumbers()
    {
        Document doc;
        doc.resetModel(morphModel());
        Selection s;
        s.meshes = {1};
        QVERIFY(checkUndoRedo(doc, new DeleteObjectsCommand(&doc, s)));
        // b's track is gone, c's is renumbered from 2 to 1.
        QCOMPARE(trackTargets(doc.model()), (QList<std::pair<int, int>>{{0, 0}, {1, 1}}));
        QCOMPARE(doc.model().animations[0].morphTracks[1].weights, morphModel().animations[0].morphTracks[2].weights);
        doc.undoStack()->undo();
        QCOMPARE(doc.model(), morphModel());
    }

    void mergeOffsetsTargets()
    {
        Document doc;
        doc.resetModel(morphModel());
        QVERIFY(checkUndoRedo(doc, new MergeMeshesCommand(&doc, {0, 2})));
        // c's targets follow a's two in the merged mesh; b moves to 1.
        QCOMPARE(doc.model().meshes.size(), 2);
        QCOMPARE(doc.model().meshes[0].morphs.size(), 4);
        QCOMPARE(trackTargets(doc.model()), (QList<std::pair<int, int>>{{0, 0}, {0, 3}, {1, 0}}));
        // The merged mesh plays c's target 1 (now 3) as c did.
        const MorphWeights w = playedMorphWeights(doc.model(), 0, 0.8);
        QCOMPARE(w.value(0).value(3), 0.25f);
    }

    void splitCopiesTracksToPieces()
    {
        Model model;
        model.meshes = {morphMesh(QStringLiteral("a"), 0, 1), twoParts()};
        Animation clip;
        clip.duration = 1;
        clip.morphTracks = {morphTrack(0, 0, {{0, 1}}), morphTrack(1, 0, {{0, 0}, {1, 1}})};
        model.animations = {clip};
        model.meshes.append(morphMesh(QStringLiteral("z"), 9, 1));
        model.animations[0].morphTracks.append(morphTrack(2, 0, {{0, 0.5f}}));
        Document doc;
        doc.resetModel(model);
        QVERIFY(checkUndoRedo(doc, new SplitMeshCommand(&doc, 1, SplitMeshCommand::Mode::LooseParts)));
        QCOMPARE(doc.model().meshes.size(), 4);
        // The piece at 2 animates as its mesh; z moved from 2 to 3.
        QCOMPARE(trackTargets(doc.model()), (QList<std::pair<int, int>>{{0, 0}, {1, 0}, {2, 0}, {3, 0}}));
        QCOMPARE(doc.model().animations[0].morphTracks[2].weights, clip.morphTracks[1].weights);
        QCOMPARE(doc.model().animations[0].morphTracks[3].weights[0].value, 0.5f);
        // Both pieces lift their vertex at t = 1 as the whole mesh did.
        QCOMPARE(posedPositions(doc.model(), 1, 0, 1.0).value(2).z(), 1.0f);
        QCOMPARE(posedPositions(doc.model(), 2, 0, 1.0).value(2).z(), 1.0f);
    }

    void duplicateCopiesTracks()
    {
        Document doc;
        doc.resetModel(morphModel());
        QVERIFY(checkUndoRedo(doc, new DuplicateFacesCommand(&doc, {{2, {}}})));
        QCOMPARE(trackTargets(doc.model()), (QList<std::pair<int, int>>{{0, 0}, {1, 0}, {2, 1}, {3, 1}}));
    }

    void importOffsetsMeshes()
    {
        Document doc;
        doc.resetModel(morphModel());
        QVERIFY(checkUndoRedo(doc, new ImportModelCommand(&doc, morphModel(), QStringLiteral("more"))));
        QCOMPARE(doc.model().meshes.size(), 6);
        QCOMPARE(doc.model().animations.size(), 2);
        QList<std::pair<int, int>> imported;
        for (const MorphTrack &t : doc.model().animations[1].morphTracks)
            imported.append({t.mesh, t.target});
        QCOMPARE(imported, (QList<std::pair<int, int>>{{3, 0}, {4, 0}, {5, 1}}));
    }

    void splitAtCapCopiesTracks()
    {
        Model model;
        model.meshes = {twoParts(), morphMesh(QStringLiteral("b"), 9, 1)};
        Animation clip;
        clip.morphTracks = {morphTrack(0, 0, {{0, 1}}), morphTrack(1, 0, {{0, 0.5f}})};
        model.animations = {clip};
        QCOMPARE(splitMeshesAtCap(model, 0, 1), 1);
        QCOMPARE(trackTargets(model), (QList<std::pair<int, int>>{{0, 0}, {1, 0}, {2, 0}}));
        QCOMPARE(model.animations[0].morphTracks[2].weights[0].value, 0.5f);
    }

    void pruneDropsStrays()
    {
        Model model = morphModel();
        model.animations[0].morphTracks.append(morphTrack(1, 5, {{0, 1}}));
        model.animations[0].morphTracks.append(morphTrack(7, 0, {{0, 1}}));
        pruneMorphTracks(model);
        QCOMPARE(model, morphModel());
    }

    void resampleKeysEveryFrame()
    {
        const Animation clip = morphModel().animations[0];
        QVERIFY(!isFixedRate(clip));
        const Animation out = resampleAnimation(clip, 10);
        QVERIFY(isFixedRate(out));
        QCOMPARE(out.morphTracks.size(), 3);
        QCOMPARE(out.morphTracks[0].weights.size(), 11);
        QCOMPARE(out.morphTracks[0].weights[5].value, 0.5f);
        QCOMPARE(out.morphTracks[2].weights[5].value, sampleChannel(clip.morphTracks[2].weights, 0.5f, 0));
        // Played twice as fast: the same frames at half the times.
        const Animation faster = changeFrameRateKeepingFrames(clip, 20);
        QCOMPARE(faster.morphTracks[0].weights[1].time, 0.5f);
        QCOMPARE(faster.duration, 0.5);
    }

    void cutSplitJoin()
    {
        const Model model = morphModel();
        const Animation clip = model.animations[0];
        const Animation cut = cutRange(clip, 0.5, 1.0);
        QCOMPARE(cut.morphTracks[0].weights.first().value, 0.5f);
        QCOMPARE(cut.morphTracks[0].weights.last().time, 0.5f);
        QCOMPARE(cut.morphTracks[0].weights.last().value, 1.0f);
        Animation first, second;
        QVERIFY(splitAnimation(clip, 0.5, first, second));
        const Animation joined = joinAnimations(model.skeleton, first, second);
        // Every frame plays as it did.
        for (int f = 0; f <= 10; ++f)
            for (const MorphTrack &t : clip.morphTracks) {
                const float was = sampleChannel(t.weights, f / 10.0f, 0);
                const float is = sampleChannel(joined.morphTrack(t.mesh, t.target)->weights, f / 10.0f, 0);
                QVERIFY2(qAbs(was - is) < 1e-5f, qPrintable(QStringLiteral("frame %1").arg(f)));
            }
        // A target keyed in one part only holds 0 in the other.
        Animation onlyFirst = first;
        Animation none = second;
        none.morphTracks.clear();
        const Animation j2 = joinAnimations(model.skeleton, onlyFirst, none);
        QCOMPARE(sampleChannel(j2.morphTrack(0, 0)->weights, 0.9f, 1), 0.0f);
    }

    void timingAndBake()
    {
        Animation clip = morphModel().animations[0];
        KeySelection keys;
        keys.insert(morphRow(0, 0), 0.0f);
        const Animation smooth = setInterpolation(clip, keys, Interpolation::Smooth);
        QCOMPARE(smooth.morphTracks[0].weights[0].interpolation, Interpolation::Smooth);
        QCOMPARE(smooth.morphTracks[1].weights[0].interpolation, Interpolation::Linear);
        const Animation baked = bakeInterpolation(smooth, 1e-3f);
        QVERIFY(!baked.hasCurvedKeys());
        QVERIFY(baked.morphTracks[0].weights.size() > 2);
        QVERIFY(qAbs(sampleChannel(baked.morphTracks[0].weights, 0.25f, 0)
                     - sampleChannel(smooth.morphTracks[0].weights, 0.25f, 0))
                < 2e-3f);
        // Range retiming stretches morph keys as joint keys.
        const Animation slow = retimeRange(clip, 0.0f, 1.0f, 2.0f, EaseCurve::linear());
        QCOMPARE(slow.morphTracks[0].weights.last().time, 2.0f);
        // b's keys inside the range play at twice their times, to the range's new end.
        QCOMPARE(slow.morphTracks[1].weights.last().time, 2.0f);
        QCOMPARE(sampleChannel(slow.morphTracks[1].weights, 0.5f, -1), 0.5f);
        QCOMPARE(sampleChannel(slow.morphTracks[1].weights, 1.0f, -1), 0.0f);
    }

    void rowsEncodeMeshAndTarget()
    {
        for (const auto &[m, t] : QList<std::pair<int, int>>{{0, 0}, {3, 7}, {1000, 65535}}) {
            const int row = morphRow(m, t);
            QVERIFY(isMorphRow(row));
            QCOMPARE(morphRowMesh(row), m);
            QCOMPARE(morphRowTarget(row), t);
        }
        const Model model = morphModel();
        QCOMPARE(morphRowLabel(model, morphRow(2, 1)), QStringLiteral("c / c_t1"));
        QCOMPARE(morphRowsNamed(model, QStringLiteral("b_t0, c/c_t1")), (QList<int>{morphRow(1, 0), morphRow(2, 1)}));
        QStringList unknown;
        QVERIFY(morphRowsNamed(model, QStringLiteral("nope"), -1, &unknown).isEmpty());
        QCOMPARE(unknown, QStringList{QStringLiteral("nope")});
    }

    void playbackLayersPreview()
    {
        const Model model = morphModel();
        MorphWeights preview;
        preview.insert(0, {0.0f, 0.5f});
        const MorphWeights w = playedMorphWeights(model, 0, 0.5, preview);
        QCOMPARE(w.value(0), (QList<float>{0.5f, 0.5f}));
        QCOMPARE(w.value(1), (QList<float>{0.0f}));
        // Vertex 2 of mesh a: lifted by target 0 (z 1) at 0.5 and target 1 (z 2) at 0.5.
        QCOMPARE(posedPositions(model, 0, 0, 1.0).value(2).z(), 1.0f);
        QCOMPARE(posedPositions(model, 0, 0, 0.5).value(2).z(), 0.5f);
        QCOMPARE(posedPositions(model, 0, -1, 0.5).value(2).z(), 0.0f);
        // The bounds of a pose hold the morphed vertices.
        QCOMPARE(poseBounds(model, 0, 1.0).max.z(), 1.0f);
        QCOMPARE(poseBounds(model, -1, 1.0).max.z(), 0.0f);
    }
};

QTEST_GUILESS_MAIN(TestMorphTracks)
#include "tst_morphtracks.moc"
