// Morph tracks play in what is drawn: the offscreen renderer (the
// viewport's drawing code, `quarry render`) at two times of a clip keying a
// target's weight, the preview weights added on top, and the skinned
// positions that picking and framing use.
#include "MorphModel.h"

#include "model/Document.h"
#include "model/MorphPlayback.h"
#include "model/ops/MorphTracks.h"
#include "views/timeline/CurveView.h"
#include "views/timeline/TimelineRows.h"
#include "views/viewport/OffscreenRenderer.h"
#include "views/viewport/ScenePose.h"

#include <QMouseEvent>
#include <QTest>

using namespace quarry;
using namespace quarry::test;

namespace {

// A unit box whose target "tall" lifts the top four corners by 2.
Model stretchingBox()
{
    Mesh box;
    box.name = QStringLiteral("box");
    for (int i = 0; i < 8; ++i)
        box.positions.append(QVector3D(i & 1, (i >> 1) & 1, (i >> 2) & 1));
    box.triangles = {{0, 2, 1}, {1, 2, 3}, {4, 5, 6}, {5, 7, 6}, {0, 1, 4}, {1, 5, 4},
                     {2, 6, 3}, {3, 6, 7}, {0, 4, 2}, {2, 4, 6}, {1, 3, 5}, {3, 7, 5}};
    MorphTarget tall;
    tall.name = QStringLiteral("tall");
    for (quint32 v = 4; v < 8; ++v) {
        tall.vertices.append(v);
        tall.positions.append(box.positions[v] + QVector3D(0, 0, 2));
    }
    box.morphs = {tall};
    Model model;
    model.meshes = {box};
    Animation grow;
    grow.name = QStringLiteral("grow");
    grow.duration = 1;
    grow.morphTracks = {morphTrack(0, 0, {{0, 0}, {1, 1}})};
    model.animations = {grow};
    return model;
}

qsizetype differingPixels(const QImage &a, const QImage &b)
{
    if (a.size() != b.size())
        return -1;
    qsizetype n = 0;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x)
            n += a.pixel(x, y) != b.pixel(x, y);
    return n;
}

} // namespace

class TestMorphRender : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void keyedWeightChangesPixels()
    {
        const Model model = stretchingBox();
        OffscreenRenderRequest request;
        request.animation = 0;
        request.size = QSize(160, 120);
        QString error;
        const QList<QImage> frames = renderModelImages(model, request, {0.0, 1.0}, &error);
        if (frames.isEmpty())
            QSKIP(qPrintable(QStringLiteral("no OpenGL here: ") + error));
        QCOMPARE(frames.size(), 2);
        const qsizetype changed = differingPixels(frames[0], frames[1]);
        QVERIFY2(changed > 500, qPrintable(QString::number(changed)));
        // The same clip with its track removed draws the same at both times.
        Model still = model;
        still.animations[0].morphTracks.clear();
        still.animations[0].duration = 1;
        const QList<QImage> same = renderModelImages(still, request, {0.0, 1.0}, &error);
        QCOMPARE(differingPixels(same[0], same[1]), 0);
        // The preview weight adds to the clip's: at 0 with a preview of 1 it
        // draws what the clip draws at 1.
        request.morphWeights.insert(0, {1.0f});
        const QList<QImage> previewed = renderModelImages(model, request, {0.0, 1.0}, &error);
        QCOMPARE(previewed.size(), 2);
        QVERIFY(differingPixels(previewed[0], frames[0]) > 500);
    }

    void pickingFollowsTheWeights()
    {
        const Model model = stretchingBox();
        ScenePose pose;
        pose.update(model, 0, 0.5);
        QCOMPARE(pose.skinnedMeshes(model)[0].positions[7].z(), 2.0f);
        QCOMPARE(pose.bounds(model).max.z(), 2.0f);
        pose.update(model, 0, 1.0, {}, MorphWeights{{0, {0.5f}}});
        QCOMPARE(pose.skinnedMeshes(model)[0].positions[7].z(), 4.0f);
        QCOMPARE(pose.morphWeights().value(0), QList<float>{1.5f});
        pose.update(model, -1, 1.0);
        QCOMPARE(pose.skinnedMeshes(model)[0].positions[7].z(), 1.0f);
    }

    void timelineRowPerTarget()
    {
        const Model model = morphModel();
        TimelineRows rows;
        rows.rebuild(model.skeleton, &model.animations[0], {}, {}, model.meshes);
        QCOMPARE(rows.size(), 4); // the summary, then a/a_t0, b/b_t0, c/c_t1
        QCOMPARE(rows.at(1).name, QStringLiteral("a / a_t0"));
        QCOMPARE(rows.at(3).name, QStringLiteral("c / c_t1"));
        QCOMPARE(rows.at(3).joint, morphRow(2, 1));
        QCOMPARE(rows.at(3).keys, (QList<float>{0.2f, 0.8f}));
        QCOMPARE(rows.keyCount(), 6);
        QCOMPARE(rows.at(0).keys, (QList<float>{0.0f, 0.2f, 0.5f, 0.8f, 1.0f}));
        QCOMPARE(rows.rowOf(morphRow(1, 0)), 2);
    }

    void curveViewDragsAWeight()
    {
        Document doc;
        doc.resetModel(morphModel());
        doc.setCurrentAnimation(0);
        CurvePanel panel(&doc);
        panel.resize(600, 240);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        CurveView *view = panel.view();
        // With no joints, the first morph track is shown.
        QCOMPARE(view->shownJoint(), morphRow(0, 0));
        view->setJoint(morphRow(1, 0));
        const QPointF key = view->keyPosition(CurveChannel::TranslationX, 1);
        QVERIFY(!key.isNull());
        const QPoint from = key.toPoint();
        const QPoint to = from + QPoint(0, -20);
        QTest::mousePress(view, Qt::LeftButton, {}, from);
        QMouseEvent move(QEvent::MouseMove, QPointF(to), view->mapToGlobal(QPointF(to)), Qt::NoButton, Qt::LeftButton,
                         Qt::NoModifier);
        QCoreApplication::sendEvent(view, &move);
        QTest::mouseRelease(view, Qt::LeftButton, {}, to);
        const FloatKey moved = doc.model().animations[0].morphTrack(1, 0)->weights[1];
        QVERIFY2(moved.value > 0.0f, qPrintable(QString::number(moved.value)));
        QCOMPARE(doc.undoStack()->count(), 1);
        doc.undoStack()->undo();
        QCOMPARE(doc.model(), morphModel());
    }
};

QTEST_MAIN(TestMorphRender)
#include "tst_morphrender.moc"
