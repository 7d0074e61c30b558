// Drives the real TimelineView with the mouse and checks the key times in
// the document; measures the paint time of an avatar-sized animation.
#include "timeline/ReplaceKeysAnswer.h"
#include "timeline/SyntheticAnimation.h"

#include "model/Document.h"
#include "model/operations/Operation.h"
#include "model/ops/SampleModel.h"
#include "views/timeline/TimelineView.h"

#include <QAbstractButton>
#include <QApplication>
#include <QElapsedTimer>
#include <QMessageBox>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

#include <algorithm>
#include <ctime>
#include <memory>

using namespace quarry;
using namespace quarry::test;

namespace {

constexpr double kFps = 24.0; // the sample's rate

float frameTime(int frame)
{
    return float(frame / kFps);
}

bool hasKeyAt(const QList<QuatKey> &keys, float time, const QQuaternion *value = nullptr)
{
    for (const QuatKey &k : keys)
        if (std::abs(k.time - time) < 1e-4f)
            return !value || qFuzzyCompare(k.value, *value);
    return false;
}

} // namespace

class TestTimelineView : public QObject
{
    Q_OBJECT

    TimelineView *view() const { return m_view.get(); }
    QWidget *area() const { return m_view->viewport(); }
    const Animation &sway() const { return m_doc.model().animations[0]; }
    double pixelsPerFrame() const { return m_view->pixelsPerSecond() / kFps; }

    void drag(const QPoint &from, const QPoint &to, Qt::KeyboardModifiers mods = {})
    {
        QTest::mousePress(area(), Qt::LeftButton, mods, from);
        // Several steps, as a hand would: each pushes a command that merges.
        for (int i = 1; i <= 4; ++i)
            QTest::mouseMove(area(), from + (to - from) * i / 4);
        QTest::mouseRelease(area(), Qt::LeftButton, mods, to);
    }

private Q_SLOTS:
    void init()
    {
        m_doc.resetModel(makeSampleModel());
        m_view = std::make_unique<TimelineView>(&m_doc);
        // Fits the default 640x480 screen of xvfb-run.
        m_view->resize(620, 420);
        m_view->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
        QVERIFY2(pixelsPerFrame() > 14, qPrintable(QStringLiteral("%1 px/frame, viewport %2")
                                                       .arg(pixelsPerFrame())
                                                       .arg(area()->width()))); // fitted: the clip fills the width
    }

    void cleanup() { m_view.reset(); }

    void rowsInHierarchyOrder()
    {
        QCOMPARE(view()->rows().size(), 4);
        QCOMPARE(view()->rows().at(0).joint, -1);
        QCOMPARE(view()->rows().joints(), (QList<int>{0, 1, 2}));
        QCOMPARE(view()->rows().at(3).depth, 2);
        QCOMPARE(view()->rows().at(0).keys.size(), 25);
    }

    void clickSelectsWithShiftAndCtrl()
    {
        const QPoint a = view()->keyPosition(1, frameTime(3));
        const QPoint b = view()->keyPosition(2, frameTime(5));
        QTest::mouseClick(area(), Qt::LeftButton, {}, a);
        QCOMPARE(view()->keySelection().size(), 1);
        QVERIFY(view()->keySelection().contains(1, frameTime(3)));
        QTest::mouseClick(area(), Qt::LeftButton, Qt::ShiftModifier, b);
        QCOMPARE(view()->keySelection().size(), 2);
        QTest::mouseClick(area(), Qt::LeftButton, Qt::ControlModifier, a);
        QCOMPARE(view()->keySelection().size(), 1);
        QVERIFY(view()->keySelection().contains(2, frameTime(5)));
        // The summary row's key stands for every joint's key at that time.
        QTest::mouseClick(area(), Qt::LeftButton, {}, view()->keyPosition(-1, frameTime(7)));
        QCOMPARE(view()->keySelection().size(), 3);
        // A click on nothing clears.
        QTest::mouseClick(area(), Qt::LeftButton, {},
                          view()->keyPosition(1, frameTime(7)) + QPoint(pixelsPerFrame() / 2, 0));
        QVERIFY(view()->keySelection().isEmpty());
        QCOMPARE(m_doc.undoStack()->count(), 0); // selecting is no edit
    }

    void dragMovesKeysSnappedToFrames()
    {
        const Animation before = sway();
        const QPoint p = view()->keyPosition(1, frameTime(12));
        QTest::mouseClick(area(), Qt::LeftButton, {}, p);
        // Three frames and a bit to the right: snapping lands on frame 15.
        QSignalSpy messages(view(), &TimelineView::statusMessage);
        ReplaceAnswer answer(true);
        drag(p, p + QPoint(int(3.3 * pixelsPerFrame()), 2));
        QCOMPARE(answer.asked, 1);
        QVERIFY2(answer.text.startsWith(QLatin1String("1 key")), qPrintable(answer.text));
        QCOMPARE(messages.size(), 1);
        QVERIFY2(plural(QStringLiteral("^Moved 1 key#; 1 key# on the same frames and channels replaced$"))
                     .match(messages[0][0].toString())
                     .hasMatch(),
                 qPrintable(messages[0][0].toString()));
        QCOMPARE(m_doc.undoStack()->count(), 1);
        const JointTrack &t = sway().tracks[1];
        QVERIFY(hasKeyAt(t.rotations, frameTime(15), &before.tracks[1].rotations[12].value));
        QVERIFY(!hasKeyAt(t.rotations, frameTime(12)));
        // The keys it passed over are kept; the one it landed on is replaced.
        QVERIFY(hasKeyAt(t.rotations, frameTime(13), &before.tracks[1].rotations[13].value));
        QVERIFY(hasKeyAt(t.rotations, frameTime(14), &before.tracks[1].rotations[14].value));
        QCOMPARE(t.rotations.size(), 24);
        QCOMPARE(sway().tracks[0], before.tracks[0]);
        QVERIFY(view()->keySelection().contains(1, frameTime(15)));
        m_doc.undoStack()->undo();
        QCOMPARE(sway(), before);
    }

    void boxSelectAndDragWithoutSnapping()
    {
        view()->setSnapToFrames(false);
        const Animation before = sway();
        const QPoint from = view()->keyPosition(1, frameTime(2)) - QPoint(int(pixelsPerFrame() / 3), 6);
        const QPoint to = view()->keyPosition(2, frameTime(4)) + QPoint(int(pixelsPerFrame() / 3), 6);
        drag(from, to);
        QCOMPARE(view()->keySelection().size(), 6);
        QCOMPARE(m_doc.undoStack()->count(), 0);
        const QPoint p = view()->keyPosition(2, frameTime(3));
        const int dx = 17;
        drag(p, p + QPoint(dx, 0));
        QCOMPARE(m_doc.undoStack()->count(), 1);
        const double offset = dx / view()->pixelsPerSecond();
        for (int joint : {1, 2})
            for (int f : {2, 3, 4})
                QVERIFY2(hasKeyAt(sway().tracks[joint].rotations, float(frameTime(f) + offset),
                                  &before.tracks[joint].rotations[f].value),
                         qPrintable(QStringLiteral("joint %1 frame %2").arg(joint).arg(f)));
        QCOMPARE(sway().tracks[1].rotations.size(), 25);
    }

    void dragScaleHandleScalesAroundFirstKey()
    {
        const Animation before = sway();
        // Frames 0..12 of joint 1.
        const QPoint from = view()->keyPosition(1, frameTime(0)) - QPoint(8, 6);
        const QPoint to = view()->keyPosition(1, frameTime(12)) + QPoint(8, 6);
        drag(from, to);
        QCOMPARE(view()->keySelection().size(), 13);
        const QPoint handle = view()->scaleHandlePosition(true);
        // Twelve frames further: the selection doubles its length.
        {
            ReplaceAnswer answer(true);
            drag(handle, handle + QPoint(int(std::lround(12 * pixelsPerFrame())), 0));
            QCOMPARE(answer.asked, 1);
        }
        QCOMPARE(m_doc.undoStack()->count(), 1);
        const JointTrack &t = sway().tracks[1];
        for (int f = 0; f <= 12; ++f)
            QVERIFY2(hasKeyAt(t.rotations, frameTime(2 * f), &before.tracks[1].rotations[f].value),
                     qPrintable(QString::number(f)));
        // Unselected keys on odd frames stay; those on even frames were replaced.
        for (int f = 13; f < 25; f += 2)
            QVERIFY(hasKeyAt(t.rotations, frameTime(f), &before.tracks[1].rotations[f].value));
        QCOMPARE(t.rotations.size(), 13 + 6);
        QCOMPARE(sway().duration, 1.0);
        QCOMPARE(view()->keySelection().lastTime(), 1.0f);
        // Typing a factor: half again, one more undo step.
        view()->scaleSelection(0.5);
        QCOMPARE(m_doc.undoStack()->count(), 2);
        QVERIFY(hasKeyAt(sway().tracks[1].rotations, frameTime(12), &before.tracks[1].rotations[12].value));
        m_doc.undoStack()->undo();
        m_doc.undoStack()->undo();
        QCOMPARE(sway(), before);
    }

    // Dropping keys onto keys of the same channel asks; declining leaves the
    // clip as it was, accepting replaces exactly those keys and says how many.
    void dropOntoKeysAsksBeforeReplacing()
    {
        const Animation before = sway();
        // Box-select frames 3..5 of joints 1 and 2, drag them two frames right onto frames 5..7.
        const QPoint from = view()->keyPosition(1, frameTime(3)) - QPoint(int(pixelsPerFrame() / 3), 6);
        const QPoint to = view()->keyPosition(2, frameTime(5)) + QPoint(int(pixelsPerFrame() / 3), 6);
        drag(from, to);
        QCOMPARE(view()->keySelection().size(), 6);
        const QPoint p = view()->keyPosition(1, frameTime(4));
        const QPoint target = p + QPoint(int(std::lround(2 * pixelsPerFrame())), 0);
        QSignalSpy messages(view(), &TimelineView::statusMessage);
        const int steps = m_doc.undoStack()->count();
        {
            ReplaceAnswer answer(false);
            drag(p, target);
            QCOMPARE(answer.asked, 1);
            // Frames 6 and 7 of both joints are unselected keys under moved ones; frame 5 moves away itself.
            QVERIFY2(plural(QStringLiteral("^4 key# already")).match(answer.text).hasMatch(), qPrintable(answer.text));
        }
        QCOMPARE(sway(), before);
        // Declined: no step left behind, not even one to redo.
        QCOMPARE(m_doc.undoStack()->count(), steps);
        QVERIFY2(!m_doc.undoStack()->canRedo(), qPrintable(m_doc.undoStack()->redoText()));
        QCOMPARE(view()->keySelection().size(), 6);
        QVERIFY(view()->keySelection().contains(1, frameTime(3)));
        QCOMPARE(messages.size(), 1);
        QVERIFY2(plural(QStringLiteral("4 key#")).match(messages[0][0].toString()).hasMatch(),
                 qPrintable(messages[0][0].toString()));
        {
            ReplaceAnswer answer(true);
            drag(p, target);
            QCOMPARE(answer.asked, 1);
        }
        QCOMPARE(before.keyCount() - sway().keyCount(), 4 * 3); // translation, rotation and scale keys
        QCOMPARE(messages.size(), 2);
        QVERIFY2(plural(QStringLiteral("^Moved 6 key#; 4 key# on the same frames and channels replaced$"))
                     .match(messages[1][0].toString())
                     .hasMatch(),
                 qPrintable(messages[1][0].toString()));
        for (int joint : {1, 2})
            for (int f : {3, 4, 5})
                QVERIFY(hasKeyAt(sway().tracks[joint].rotations, frameTime(f + 2),
                                 &before.tracks[joint].rotations[f].value));
        // A drop onto free frames asks nothing and says nothing was replaced.
        view()->setSnapToFrames(false);
        const QPoint q = view()->keyPosition(1, frameTime(6));
        {
            ReplaceAnswer answer(true);
            drag(q, q + QPoint(int(pixelsPerFrame() / 3), 0));
            QCOMPARE(answer.asked, 0);
        }
        QCOMPARE(before.keyCount() - sway().keyCount(), 4 * 3); // translation, rotation and scale keys
        QVERIFY2(
            plural(QStringLiteral("^Moved 6 key#; no keys replaced$")).match(messages.last()[0].toString()).hasMatch(),
            qPrintable(messages.last()[0].toString()));
    }

    // A clip whose length the game fixes: a scale that changes it asks
    // before it is applied; Cancel leaves the document as it was with
    // nothing on the undo stack, Apply Anyway makes the edit.
    void scaleOfFixedLengthClipAsks()
    {
        m_doc.undoStack()->clear();
        Model model = m_doc.model();
        const int frames = model.animations[0].frameCount();
        model.animations[0].extras.insert(QLatin1String(kAnimationFixedFrameCount), frames);
        m_doc.resetModel(model);
        const Animation before = sway();
        view()->selectAll();
        QVERIFY(!view()->keySelection().isEmpty());
        for (const bool apply : {false, true}) {
            int asked = 0;
            QString text;
            bool unchangedWhenAsked = false;
            QTimer timer;
            timer.setInterval(10);
            QObject::connect(&timer, &QTimer::timeout, [&] {
                auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
                if (box && box->objectName() == QLatin1String("replaceKeysQuestion")) {
                    box->findChild<QAbstractButton *>(QStringLiteral("replaceKeys"))->click();
                    return;
                }
                if (!box || box->objectName() != QLatin1String("fixedLengthQuestion"))
                    return;
                ++asked;
                text = box->text();
                unchangedWhenAsked = sway() == before && m_doc.undoStack()->count() == 0;
                if (auto *button = box->findChild<QAbstractButton *>(apply ? QStringLiteral("applyFixedLength")
                                                                           : QStringLiteral("cancelFixedLength")))
                    button->click();
                else
                    box->reject();
            });
            timer.start();
            view()->scaleSelection(2.0);
            QCOMPARE(asked, 1);
            QVERIFY2(unchangedWhenAsked, "the edit was made before the question");
            QVERIFY2(text.contains(QStringLiteral("the game requires %1").arg(frames)), qPrintable(text));
            if (!apply) {
                QCOMPARE(sway(), before);
                QCOMPARE(m_doc.undoStack()->count(), 0);
                QVERIFY(!m_doc.isModified());
            } else {
                QVERIFY(sway().frameCount() > frames);
                QCOMPARE(m_doc.undoStack()->count(), 1);
            }
        }
        // A scale that keeps the length asks nothing.
        m_doc.undoStack()->undo();
        view()->selectAll();
        int asked = 0;
        QTimer timer;
        timer.setInterval(10);
        QObject::connect(&timer, &QTimer::timeout, [&] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                ++asked;
                box->reject();
            }
        });
        timer.start();
        view()->scaleSelection(1.0);
        QCOMPARE(asked, 0);
    }

    void scaleAroundCursorWithLeftHandle()
    {
        view()->setScalePivot(TimelineView::ScalePivot::Cursor);
        m_doc.setCurrentTime(frameTime(20));
        const QPoint from = view()->keyPosition(2, frameTime(10)) - QPoint(8, 6);
        const QPoint to = view()->keyPosition(2, frameTime(16)) + QPoint(8, 6);
        drag(from, to);
        QCOMPARE(view()->keySelection().size(), 7);
        const Animation before = sway();
        const QPoint handle = view()->scaleHandlePosition(false);
        // Left edge from frame 10 to frame 0, around frame 20: factor 2.
        ReplaceAnswer answer(true);
        drag(handle, handle - QPoint(int(std::lround(10 * pixelsPerFrame())), 0));
        QCOMPARE(answer.asked, 1);
        QVERIFY(hasKeyAt(sway().tracks[2].rotations, frameTime(0), &before.tracks[2].rotations[10].value));
        QVERIFY(hasKeyAt(sway().tracks[2].rotations, frameTime(12), &before.tracks[2].rotations[16].value));
    }

    void scrubInRulerAndOnCursor()
    {
        const int y = TimelineView::kRulerHeight / 2;
        QTest::mousePress(area(), Qt::LeftButton, {}, QPoint(int(view()->timeToX(0.25)), y));
        QCOMPARE(m_doc.currentTime(), 6 / kFps);
        QTest::mouseMove(area(), QPoint(int(view()->timeToX(0.5)) + 2, y));
        QCOMPARE(m_doc.currentTime(), 12 / kFps);
        QTest::mouseRelease(area(), Qt::LeftButton, {}, QPoint(int(view()->timeToX(0.5)) + 2, y));
        // Grab the cursor line between keys and drag it.
        m_doc.setCurrentTime(12.5 / kFps);
        const QPoint onCursor(int(std::lround(view()->timeToX(12.5 / kFps))), view()->rowTop(2) + 1);
        QTest::mousePress(area(), Qt::LeftButton, {}, onCursor);
        QTest::mouseMove(area(), QPoint(int(view()->timeToX(0.75)), onCursor.y()));
        QTest::mouseRelease(area(), Qt::LeftButton, {}, QPoint(int(view()->timeToX(0.75)), onCursor.y()));
        QCOMPARE(m_doc.currentTime(), 18 / kFps);
        QCOMPARE(m_doc.undoStack()->count(), 0);
    }

    void collapseAndFilterRows()
    {
        // The disclosure triangle of the root collapses its subtree.
        QTest::mouseClick(area(), Qt::LeftButton, {}, QPoint(4 + 6, view()->rowTop(1) + TimelineView::kRowHeight / 2));
        QVERIFY(view()->isCollapsed(0));
        QCOMPARE(view()->rows().size(), 2);
        view()->setCollapsed(0, false);
        QCOMPARE(view()->rows().size(), 4);
        Selection s;
        s.mode = Selection::Mode::Joints;
        s.joints = {2};
        m_doc.setSelection(s);
        view()->setShowSelectedJointsOnly(true);
        QCOMPARE(view()->rows().joints(), QList<int>{2});
        s.joints = {0, 1};
        m_doc.setSelection(s);
        QCOMPARE(view()->rows().joints(), (QList<int>{0, 1}));
    }

    // Select All Keys selects as many keys as the header counts: a joint at
    // a time, whatever channels it keys there; collapsed rows included.
    void selectAllMatchesTheHeaderCount()
    {
        qsizetype expected = 0;
        for (const JointTrack &t : sway().tracks) {
            QList<float> times;
            for (const auto &k : t.translations)
                times.append(k.time);
            for (const auto &k : t.rotations)
                times.append(k.time);
            for (const auto &k : t.scales)
                times.append(k.time);
            std::sort(times.begin(), times.end());
            expected += std::unique(times.begin(), times.end()) - times.begin();
        }
        QVERIFY(expected < sway().keyCount()); // channels share times: the two counts differ
        QCOMPARE(view()->rows().keyCount(), expected);
        view()->selectAll();
        QCOMPARE(view()->keySelection().size(), expected);
        view()->setCollapsed(0, true);
        QCOMPARE(view()->rows().keyCount(), expected);
        view()->selectAll();
        QCOMPARE(view()->keySelection().size(), expected);
    }

    // Undo selects the keys where they were before the edit, redo where
    // the edit put them: never the keys that happen to lie at the other times.
    void undoKeepsTheSelectionOfTheKeysEdited()
    {
        view()->selectAll();
        const KeySelection all = view()->keySelection();
        {
            ReplaceAnswer answer(true); // nothing to replace: every key moves
            view()->scaleSelection(0.5);
        }
        const KeySelection scaled = view()->keySelection();
        QVERIFY(!(scaled == all));
        m_doc.undoStack()->undo();
        QCOMPARE(view()->keySelection(), all);
        QCOMPARE(m_doc.keySelection(), all);
        m_doc.undoStack()->redo();
        QCOMPARE(view()->keySelection(), scaled);
    }

    void editsOfTheSelection()
    {
        QTest::mouseClick(area(), Qt::LeftButton, {}, view()->keyPosition(-1, frameTime(4)));
        view()->copySelection();
        QVERIFY(view()->hasClipboard());
        view()->deleteSelection();
        QCOMPARE(sway().tracks[0].rotations.size(), 24);
        m_doc.setCurrentTime(frameTime(5));
        view()->pasteAtCursor();
        QCOMPARE(view()->keySelection().size(), 3);
        m_doc.setCurrentTime(frameTime(4));
        view()->insertKeysAtCursor();
        QCOMPARE(sway().tracks[2].rotations.size(), 25);
        // Onto the keys just inserted at frame 4: asked, and refused.
        {
            ReplaceAnswer answer(false);
            view()->moveSelection(-1 / kFps);
            QCOMPARE(answer.asked, 1);
        }
        QCOMPARE(m_doc.undoStack()->count(), 3);
        {
            ReplaceAnswer answer(true);
            view()->moveSelection(-1 / kFps);
            QCOMPARE(answer.asked, 1);
        }
        QCOMPARE(m_doc.undoStack()->count(), 4);
    }

    void keysCopiedByHandPasteByTheOperation()
    {
        // The view's copy fills the clipboard that the operation pasteKeys
        // reads, and the operation's copy the one the view pastes from.
        QTest::mouseClick(area(), Qt::LeftButton, {}, view()->keyPosition(-1, frameTime(4)));
        QCOMPARE(view()->keySelection().size(), 3);
        const QQuaternion atFour = sway().tracks[1].rotations[4].value;
        view()->copySelection();
        const int steps = m_doc.undoStack()->count();
        QVERIFY(runOperation(m_doc, QStringLiteral("pasteKeys"), {{QStringLiteral("time"), frameTime(10)}}).ok);
        QCOMPARE(m_doc.undoStack()->count(), steps + 1);
        QVERIFY(hasKeyAt(sway().tracks[1].rotations, frameTime(10), &atFour));

        QVERIFY(runOperation(m_doc, QStringLiteral("copyKeys"),
                             {{QStringLiteral("joints"), QVariantList{2}},
                              {QStringLiteral("start"), frameTime(7)},
                              {QStringLiteral("end"), frameTime(7)}})
                    .ok);
        const QQuaternion sevenOfTwo = sway().tracks[2].rotations[7].value;
        m_doc.setCurrentTime(frameTime(12));
        view()->pasteAtCursor();
        QCOMPARE(view()->keySelection().size(), 1);
        QVERIFY(view()->keySelection().contains(2, frameTime(12)));
        QVERIFY(hasKeyAt(sway().tracks[2].rotations, frameTime(12), &sevenOfTwo));
        QCOMPARE(m_doc.undoStack()->count(), steps + 2);
    }

    void paintAvatarSizedAnimationWithinBudget()
    {
        m_doc.resetModel(test::makeAvatarLikeModel());
        QCOMPARE(m_doc.model().animations[0].keyCount(), 28218);
        QCOMPARE(m_doc.model().animations[0].tracks.size(), 97);
        // Tall enough for every row, wide as a desktop screen: larger than the
        // test display, so not on screen.
        m_view.reset();
        m_view = std::make_unique<TimelineView>(&m_doc);
        m_view->setAttribute(Qt::WA_DontShowOnScreen);
        m_view->resize(1600, TimelineView::kHeaderHeight + 98 * TimelineView::kRowHeight + 40);
        m_view->show();
        QCoreApplication::processEvents();
        QVERIFY(area()->width() > 1500);
        view()->zoomToFit();
        QVERIFY(view()->timeToX(m_doc.model().animations[0].duration) < area()->width());
        QCOMPARE(view()->verticalScrollBar()->maximum(), 0);
        view()->selectAll();
        QCOMPARE(view()->keySelection().size(), 28218);
        // Half the keys selected: both colours drawn.
        KeySelection half;
        for (auto it = view()->keySelection().times.cbegin(); it != view()->keySelection().times.cend(); ++it)
            if (it.key() % 2)
                half.times.insert(it.key(), *it);
        view()->setKeySelection(half);
        QImage image(area()->size(), QImage::Format_ARGB32_Premultiplied);
        area()->render(&image); // warm up
        // Every row is drawn: the first and last key of the first and last
        // rows show a mark (plain or selected).
        const QList<QRgb> marks = {QColor(0x8c, 0x9d, 0xb5).rgb(), QColor(0xff, 0xa5, 0x1f).rgb()};
        for (int joint : {0, 1, 95, 96})
            for (float t : {view()->rows().at(view()->rows().rowOf(joint)).keys.first(),
                            view()->rows().at(view()->rows().rowOf(joint)).keys.last()})
                // One pixel right of the centre: the cursor line at time 0 covers the centre.
                QVERIFY2(marks.contains(image.pixel(view()->keyPosition(joint, t) + QPoint(1, 0))),
                         qPrintable(QStringLiteral("joint %1 at %2").arg(joint).arg(t)));
        // The budget is one frame at 60 Hz. On a shared machine the wall clock
        // also counts waiting for a core, so the paint's own cost is its
        // thread's CPU time; the wall clock gets twice the budget. The median
        // paint of a round of 30, not the mean (on a virtual machine a run of a
        // few paints now and then takes half as long again: host work counted
        // as the thread's), and the best of up to three rounds (a busy host
        // slows whole rounds: 7 ms on a quiet one, 12-13 ms on the same one
        // busy, whatever the paint).
        QList<double> ms;
        double medianCpu = 0;
        for (int round = 0; round < 3; ++round) {
            QList<double> wall, cpuMs;
            for (int i = 0; i < 30; ++i) {
                QElapsedTimer timer;
                timespec cpu0, cpu1;
                clock_gettime(CLOCK_THREAD_CPUTIME_ID, &cpu0);
                timer.start();
                area()->render(&image);
                wall.append(timer.nsecsElapsed() / 1e6);
                clock_gettime(CLOCK_THREAD_CPUTIME_ID, &cpu1);
                cpuMs.append((cpu1.tv_sec - cpu0.tv_sec) * 1e3 + (cpu1.tv_nsec - cpu0.tv_nsec) / 1e6);
            }
            std::sort(wall.begin(), wall.end());
            std::sort(cpuMs.begin(), cpuMs.end());
            qInfo("timeline paint, 97 rows, 28218 keys, 1600 px: median %.2f ms, best %.2f ms, median CPU time %.2f ms",
                  wall[wall.size() / 2], wall.first(), cpuMs[cpuMs.size() / 2]);
            if (round == 0 || cpuMs[cpuMs.size() / 2] < medianCpu) {
                medianCpu = cpuMs[cpuMs.size() / 2];
                ms = wall;
            }
            if (medianCpu < 16.0)
                break;
        }
        QVERIFY2(medianCpu < 16.0, qPrintable(QStringLiteral("paint CPU time %1 ms").arg(medianCpu)));
        QVERIFY2(ms.first() < 2 * 16.0, qPrintable(QStringLiteral("best paint %1 ms").arg(ms.first())));
    }

private:
    Document m_doc;
    std::unique_ptr<TimelineView> m_view;
};

QTEST_MAIN(TestTimelineView)
#include "tst_timelineview.moc"
