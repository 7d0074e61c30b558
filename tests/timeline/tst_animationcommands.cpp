#include "UndoCheck.h"

#include "model/commands/AddAnimationCommand.h"
#include "model/commands/ChangeFrameRateCommand.h"
#include "model/commands/DeleteKeysCommand.h"
#include "model/commands/InsertKeysCommand.h"
#include "model/commands/JoinAnimationsCommand.h"
#include "model/commands/MakeLoopSeamlessCommand.h"
#include "model/commands/PasteKeysCommand.h"
#include "model/commands/RemoveAnimationCommand.h"
#include "model/commands/RenameCommand.h"
#include "model/commands/RetimeKeysCommand.h"
#include "model/commands/ReverseRangeCommand.h"
#include "model/commands/SplitAnimationCommand.h"
#include "model/commands/TrimAnimationCommand.h"
#include "model/ops/Clips.h"
#include "model/ops/SampleModel.h"

#include <QSignalSpy>

using namespace quarry;
using quarry::test::checkUndoRedo;

class TestAnimationCommands : public QObject
{
    Q_OBJECT

    const Animation &sway() const { return m_doc.model().animations[0]; }

private Q_SLOTS:
    void init() { m_doc.resetModel(makeSampleModel()); }

    void retimeKeys()
    {
        KeySelection s;
        s.insert(1, 0.5f);
        TimeMap map;
        map.offset = 0.01;
        QVERIFY(checkUndoRedo(m_doc, new RetimeKeysCommand(&m_doc, 0, s, map)));
        QVERIFY(sway().tracks[1].rotations[12].time > 0.509f);
        QCOMPARE(m_doc.undoStack()->text(m_doc.undoStack()->count() - 1), QStringLiteral("Move Keys"));
        map.offset = 0;
        map.scale = 2;
        QVERIFY(checkUndoRedo(m_doc, new RetimeKeysCommand(&m_doc, 0, allKeys(sway()), map)));
        QCOMPARE(sway().duration, 2.0);
    }

    void retimeDragMergesIntoOneStep()
    {
        const Model before = m_doc.model();
        const Animation source = sway();
        KeySelection s;
        s.insert(0, 0.5f);
        s.insert(1, 0.5f);
        TimeMap map;
        // The drag passes over the key at 0.5417 and ends at 0.5 + 0.1.
        for (double dx : {0.02, 1.0 / 24.0, 0.06, 0.1}) {
            map.offset = dx;
            m_doc.undoStack()->push(new RetimeKeysCommand(&m_doc, 0, s, map, 0.0, 7, &source));
        }
        QCOMPARE(m_doc.undoStack()->count(), 1);
        // The key passed over is still there.
        QCOMPARE(sway().tracks[1].rotations.size(), 25);
        QVERIFY(std::abs(sway().tracks[1].rotations[14].time - 0.6f) < 1e-5f);
        // Another drag is another step.
        map.offset = 0.2;
        m_doc.undoStack()->push(
            new RetimeKeysCommand(&m_doc, 0, retimedSelection(s, {0.1, 1, 0}), map, 0.0, 8, nullptr));
        QCOMPARE(m_doc.undoStack()->count(), 2);
        m_doc.undoStack()->undo();
        m_doc.undoStack()->undo();
        QCOMPARE(m_doc.model(), before);
    }

    void emptyOrInvalidDoNothing()
    {
        m_doc.undoStack()->push(new RetimeKeysCommand(&m_doc, 0, {}, {0.5, 1, 0}));
        m_doc.undoStack()->push(new DeleteKeysCommand(&m_doc, 3, allKeys(sway())));
        m_doc.undoStack()->push(new SplitAnimationCommand(&m_doc, 0, 5.0));
        m_doc.undoStack()->push(new JoinAnimationsCommand(&m_doc, 0, 0));
        m_doc.undoStack()->push(new RemoveAnimationCommand(&m_doc, 4));
        m_doc.undoStack()->push(new ChangeFrameRateCommand(&m_doc, 0, -5, ChangeFrameRateCommand::Mode::KeepFrames));
        QCOMPARE(m_doc.undoStack()->count(), 0);
        QCOMPARE(m_doc.model(), makeSampleModel());
    }

    void deleteKeys()
    {
        QVERIFY(checkUndoRedo(m_doc, new DeleteKeysCommand(&m_doc, 0, keysInRange(sway(), 0.1f, 0.5f, {2}))));
        QCOMPARE(sway().tracks[2].rotations.size(), 25 - 10);
    }

    void insertKeys()
    {
        QVERIFY(checkUndoRedo(m_doc, new InsertKeysCommand(&m_doc, 0, {1, 2}, 0.51f)));
        QCOMPARE(sway().tracks[1].rotations.size(), 26);
        QCOMPARE(sway().tracks[0].rotations.size(), 25);
    }

    void pasteKeys()
    {
        KeySelection s = keysInRange(sway(), 0.0f, 0.2f);
        const KeyClipboard clip = copyKeys(sway(), s);
        QVERIFY(checkUndoRedo(m_doc, new PasteKeysCommand(&m_doc, 0, clip, 1.5f)));
        QVERIFY(std::abs(sway().duration - (1.5 + clip.length)) < 1e-6);
        // Into another clip.
        Animation empty;
        empty.name = QStringLiteral("empty");
        empty.fps = 24;
        m_doc.undoStack()->push(new AddAnimationCommand(&m_doc, empty));
        QVERIFY(checkUndoRedo(m_doc, new PasteKeysCommand(&m_doc, 1, clip, 0.0f)));
        QCOMPARE(m_doc.model().animations[1].tracks.size(), 3);
    }

    void reverseRange() { QVERIFY(checkUndoRedo(m_doc, new ReverseRangeCommand(&m_doc, 0, 0.2f, 0.6f))); }

    void makeLoopSeamless()
    {
        m_doc.undoStack()->push(new DeleteKeysCommand(&m_doc, 0, keysInRange(sway(), 0.9f, 1.0f)));
        QVERIFY(checkUndoRedo(m_doc, new MakeLoopSeamlessCommand(&m_doc, 0)));
        QCOMPARE(sway().tracks[1].rotations.last().value, sway().tracks[1].rotations.first().value);
        QCOMPARE(sway().tracks[1].rotations.last().time, 1.0f);
        // Seamless already: a second time does nothing.
        const int steps = m_doc.undoStack()->count();
        m_doc.undoStack()->push(new MakeLoopSeamlessCommand(&m_doc, 0));
        QCOMPARE(m_doc.undoStack()->count(), steps);
    }

    void trim()
    {
        QVERIFY(checkUndoRedo(m_doc, new TrimAnimationCommand(&m_doc, 0, 0.25, 0.75)));
        QCOMPARE(sway().frameCount(), 13);
    }

    void changeFrameRate()
    {
        QVERIFY(
            checkUndoRedo(m_doc, new ChangeFrameRateCommand(&m_doc, 0, 12, ChangeFrameRateCommand::Mode::KeepTiming)));
        QCOMPARE(sway().frameCount(), 13);
        QCOMPARE(sway().duration, 1.0);
        QVERIFY(
            checkUndoRedo(m_doc, new ChangeFrameRateCommand(&m_doc, 0, 6, ChangeFrameRateCommand::Mode::KeepFrames)));
        QCOMPARE(sway().frameCount(), 13);
        QCOMPARE(sway().duration, 2.0);
    }

    void renameClip()
    {
        QVERIFY(checkUndoRedo(m_doc, new RenameCommand(&m_doc, ObjectKind::Animation, 0, QStringLiteral("walk"))));
        QCOMPARE(sway().name, QStringLiteral("walk"));
    }

    void addDuplicateRemove()
    {
        QSignalSpy inserted(&m_doc, &Document::animationInserted);
        Animation copy = sway();
        copy.name = uniqueAnimationName(m_doc.model(), copy.name);
        QVERIFY(checkUndoRedo(m_doc, new AddAnimationCommand(&m_doc, copy, 0)));
        QCOMPARE(m_doc.model().animations.size(), 2);
        QCOMPARE(m_doc.model().animations[0].name, QStringLiteral("sway_2"));
        QVERIFY(inserted.count() >= 2);
        QVERIFY(checkUndoRedo(m_doc, new RemoveAnimationCommand(&m_doc, 1)));
        QCOMPARE(m_doc.model().animations.size(), 1);
        QCOMPARE(m_doc.model().animations[0].name, QStringLiteral("sway_2"));
    }

    void removeKeepsSelectionAndCurrentValid()
    {
        m_doc.undoStack()->push(new AddAnimationCommand(&m_doc, sway()));
        m_doc.setCurrentAnimation(1);
        Selection s;
        s.animations = {1};
        m_doc.setSelection(s);
        m_doc.undoStack()->push(new RemoveAnimationCommand(&m_doc, 0));
        QCOMPARE(m_doc.currentAnimation(), 0);
        QCOMPARE(m_doc.selection().animations, QList<int>{0});
        m_doc.undoStack()->push(new RemoveAnimationCommand(&m_doc, 0));
        QCOMPARE(m_doc.currentAnimation(), -1);
        QVERIFY(m_doc.selection().animations.isEmpty());
    }

    void extractRange()
    {
        Animation part = cutRange(sway(), 0.25, 0.5);
        part.name = QStringLiteral("part");
        QVERIFY(checkUndoRedo(m_doc, new AddAnimationCommand(&m_doc, part, -1, QStringLiteral("Extract Range"))));
        QCOMPARE(m_doc.model().animations.size(), 2);
        QCOMPARE(m_doc.model().animations[1].frameCount(), 7);
    }

    void splitAndJoin()
    {
        const Animation original = sway();
        QVERIFY(checkUndoRedo(m_doc, new SplitAnimationCommand(&m_doc, 0, 0.5)));
        QCOMPARE(m_doc.model().animations.size(), 2);
        QCOMPARE(m_doc.model().animations[0].name, QStringLiteral("sway"));
        QCOMPARE(m_doc.model().animations[1].name, QStringLiteral("sway_2"));
        QCOMPARE(m_doc.model().animations[0].frameCount(), 12);
        QCOMPARE(m_doc.model().animations[1].frameCount(), 13);
        QVERIFY(checkUndoRedo(m_doc, new JoinAnimationsCommand(&m_doc, 0, 1)));
        QCOMPARE(m_doc.model().animations.size(), 1);
        QCOMPARE(sway().frameCount(), original.frameCount());
        QCOMPARE(sway().name, QStringLiteral("sway"));
    }

    // After any clip edit the time cursor lies within the current clip.
    void currentTimeStaysInsideTheClip()
    {
        m_doc.setCurrentAnimation(0);
        m_doc.setCurrentTime(0.9);
        m_doc.undoStack()->push(new TrimAnimationCommand(&m_doc, 0, 0.25, 0.75));
        QCOMPARE(sway().duration, 0.5);
        QCOMPARE(m_doc.currentTime(), 0.5);
        m_doc.undoStack()->undo();
        QCOMPARE(sway().duration, 1.0);

        m_doc.setCurrentTime(0.9);
        m_doc.undoStack()->push(new SplitAnimationCommand(&m_doc, 0, 0.5));
        QCOMPARE(m_doc.currentAnimation(), 0);
        QVERIFY2(m_doc.currentTime() <= sway().duration,
                 qPrintable(QStringLiteral("%1 past %2").arg(m_doc.currentTime()).arg(sway().duration)));
        QCOMPARE(m_doc.currentTime(), sway().duration);
        m_doc.undoStack()->undo();

        // Faster playback of the same frames: a shorter clip.
        m_doc.setCurrentTime(0.9);
        m_doc.undoStack()->push(new ChangeFrameRateCommand(&m_doc, 0, 48, ChangeFrameRateCommand::Mode::KeepFrames));
        QCOMPARE(sway().duration, 0.5);
        QCOMPARE(m_doc.currentTime(), 0.5);
        // A time within the clip stays where it is.
        m_doc.setCurrentTime(0.25);
        m_doc.undoStack()->undo();
        QCOMPARE(m_doc.currentTime(), 0.25);
    }

    void joinInReverseOrder()
    {
        m_doc.undoStack()->push(new SplitAnimationCommand(&m_doc, 0, 0.5));
        QVERIFY(checkUndoRedo(m_doc, new JoinAnimationsCommand(&m_doc, 1, 0)));
        QCOMPARE(m_doc.model().animations.size(), 1);
        QCOMPARE(sway().name, QStringLiteral("sway_2"));
        QCOMPARE(sway().frameCount(), 25);
    }

private:
    Document m_doc;
};

QTEST_GUILESS_MAIN(TestAnimationCommands)
#include "tst_animationcommands.moc"
