// Drives the curve view with the mouse: a key dragged in time and value
// lands where the pointer says, in one undo step.
#include "UndoCheck.h"

#include "model/Document.h"
#include "model/commands/MoveCurveKeyCommand.h"
#include "model/ops/SampleModel.h"
#include "views/timeline/CurveView.h"
#include "views/timeline/TimelineRows.h"
#include "views/timeline/TimingActions.h"

#include <QAction>

#include <QTest>

#include <cmath>
#include <memory>

using namespace quarry;

class TestCurveView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        m_doc = std::make_unique<Document>();
        m_doc->resetModel(makeSampleModel());
        m_view = std::make_unique<CurveView>(m_doc.get());
        m_view->resize(800, 300);
        m_view->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
    }

    void cleanup()
    {
        m_view.reset();
        m_doc.reset();
    }

    void dragsAKeyInTimeAndValue()
    {
        m_view->setGroup(CurveView::Group::Rotation);
        const int joint = m_view->shownJoint();
        QVERIFY(joint >= 0);
        // A key lifted off the others first (where the curves cross, a press
        // picks one of them).
        const CurveChannel channel = CurveChannel::RotationX;
        const qsizetype index = 6;
        m_doc->undoStack()->push(
            new MoveCurveKeyCommand(m_doc.get(), 0, joint, channel, index,
                                    curveKeys(*m_doc->model().animations[0].track(joint), channel)[index].time, 30.0f));
        const JointTrack before = *m_doc->model().animations[0].track(joint);
        for (int o = 1; o < 3; ++o) {
            const QPointF d = m_view->keyPosition(CurveChannel(int(channel) + o), index)
                              - m_view->keyPosition(channel, index);
            QVERIFY(std::hypot(d.x(), d.y()) > 20);
        }
        const QList<CurvePoint> keys = curveKeys(before, channel);
        const QPoint from = m_view->keyPosition(channel, index).toPoint();
        // Up 40 pixels and a little later (not past the next key).
        const double nextX = m_view->keyPosition(channel, index + 1).x();
        const QPoint to = from + QPoint(std::max(1, int((nextX - from.x()) / 2)), -40);
        const double expectedValue = m_view->valueAt(to.y());
        const double expectedTime = m_view->timeAt(to.x());
        const int steps = m_doc->undoStack()->count();
        QTest::mousePress(m_view.get(), Qt::LeftButton, {}, from);
        for (int i = 1; i <= 4; ++i)
            QTest::mouseMove(m_view.get(), from + (to - from) * i / 4);
        QTest::mouseRelease(m_view.get(), Qt::LeftButton, {}, to);
        QCOMPARE(m_doc->undoStack()->count(), steps + 1);
        const QList<CurvePoint> after = curveKeys(*m_doc->model().animations[0].track(joint), channel);
        QVERIFY2(std::abs(after[index].value - expectedValue) < 1e-2,
                 qPrintable(QStringLiteral("%1 vs %2").arg(after[index].value).arg(expectedValue)));
        QVERIFY(std::abs(after[index].value - keys[index].value) > 0.5);
        QVERIFY2(std::abs(after[index].time - expectedTime) < 1e-4,
                 qPrintable(QStringLiteral("%1 vs %2").arg(after[index].time).arg(expectedTime)));
        m_doc->undoStack()->undo();
        QVERIFY(*m_doc->model().animations[0].track(joint) == before);
    }

    void translationKeyValue()
    {
        // A model key command on its own: redo, undo, redo.
        Document &doc = *m_doc;
        const int joint = m_view->shownJoint();
        QVERIFY(quarry::test::checkUndoRedo(
            doc, new MoveCurveKeyCommand(&doc, 0, joint, CurveChannel::RotationZ, 2, 0.09f, 12.5f)));
        const QList<CurvePoint> keys = curveKeys(*doc.model().animations[0].track(joint), CurveChannel::RotationZ);
        QVERIFY(std::abs(keys[2].value - 12.5f) < 1e-3f);
    }

    void interpolationActionsSetTheSelectedKeys()
    {
        TimingActions actions(m_doc.get(), nullptr);
        QVERIFY(!actions.constantAction->isEnabled()); // nothing selected
        KeySelection keys;
        keys.insert(1, float(5 / 24.0));
        keys.insert(1, float(6 / 24.0));
        m_doc->setKeySelection(keys);
        QVERIFY(actions.constantAction->isEnabled());
        actions.constantAction->trigger();
        const JointTrack &track = *m_doc->model().animations[0].track(1);
        int constant = 0;
        for (const QuatKey &k : track.rotations)
            constant += k.interpolation == Interpolation::Constant ? 1 : 0;
        QCOMPARE(constant, 2);
        // The timeline's row marks them, square; the others stay plain.
        const QList<float> times = keyTimes(track);
        const QList<Interpolation> modes = keyModes(track, times);
        QCOMPARE(modes.size(), times.size());
        QCOMPARE(modes[5], Interpolation::Constant);
        QCOMPARE(modes[4], Interpolation::Linear);
        actions.smoothAction->trigger();
        QCOMPARE(keyModes(*m_doc->model().animations[0].track(1), times)[6], Interpolation::Smooth);
        actions.linearAction->trigger();
        QVERIFY(keyModes(*m_doc->model().animations[0].track(1), times).isEmpty());
    }

private:
    std::unique_ptr<Document> m_doc;
    std::unique_ptr<CurveView> m_view;
};

QTEST_MAIN(TestCurveView)
#include "tst_curveview.moc"
