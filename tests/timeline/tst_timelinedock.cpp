// The Timeline dock in the main window: playback, the clip and key actions,
// the Animation menu.
#include "timeline/ReplaceKeysAnswer.h"

#include "editor/MainWindow.h"
#include "model/Document.h"
#include "model/GameSlots.h"
#include "model/ops/Retime.h"
#include "model/ops/SampleModel.h"
#include "views/timeline/Playback.h"
#include "views/timeline/TimelineActions.h"
#include "views/timeline/TimelineDock.h"
#include "views/timeline/TimelineView.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QInputDialog>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTest>
#include <QTimer>
#include <QToolButton>

using namespace quarry;
using namespace quarry::test;

class TestTimelineDock : public QObject
{
    Q_OBJECT

    Document *doc() const { return m_window->document(); }
    const QList<Animation> &clips() const { return doc()->model().animations; }

private Q_SLOTS:
    void initTestCase() { QCoreApplication::setOrganizationName(QStringLiteral("QuarryTest")); }

    void init()
    {
        m_window = new MainWindow;
        m_window->setAttribute(Qt::WA_DeleteOnClose, false);
        m_dock = m_window->findChild<TimelineDock *>(QStringLiteral("TimelineDock"));
        QVERIFY(m_dock);
        m_actions = m_dock->actions();
        doc()->resetModel(makeSampleModel());
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window));
    }

    void cleanup()
    {
        doc()->resetModel({}); // nothing to save
        delete m_window;
    }

    // Each Set Frame Rate dialog says whether it keeps the timing or the
    // frames, and does what it says.
    void setFrameRateDialogsSayWhatTheyKeep_data()
    {
        QTest::addColumn<bool>("keepTiming");
        QTest::newRow("keep timing") << true;
        QTest::newRow("keep frames") << false;
    }

    void setFrameRateDialogsSayWhatTheyKeep()
    {
        QFETCH(bool, keepTiming);
        doc()->setCurrentAnimation(0);
        const Animation before = clips()[0];
        QString label, title;
        QTimer::singleShot(0, this, [&] {
            auto *dialog = qobject_cast<QInputDialog *>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            label = dialog->labelText();
            title = dialog->windowTitle();
            dialog->setDoubleValue(before.fps * 2);
            dialog->accept();
        });
        (keepTiming ? m_actions->resampleAction : m_actions->changeSpeedAction)->trigger();
        QVERIFY2(
            label.contains(keepTiming ? QStringLiteral("keeping the timing") : QStringLiteral("keeping the frames")),
            qPrintable(label));
        QVERIFY2(title.contains(keepTiming ? QStringLiteral("Keep Timing") : QStringLiteral("Keep Frames")),
                 qPrintable(title));
        const Animation &after = clips()[0];
        QCOMPARE(after.fps, before.fps * 2);
        if (keepTiming) {
            QVERIFY(std::abs(after.duration - before.duration) < 1e-6);
        } else {
            QCOMPARE(after.frameCount(), before.frameCount());
            QVERIFY(std::abs(after.duration - before.duration / 2) < 1e-6);
        }
    }

    void animationMenuIsInTheMenuBar()
    {
        QMenu *menu = m_window->animationMenu();
        QVERIFY(menu);
        QVERIFY(menu->actions().contains(m_actions->playAction));
        QVERIFY(menu->actions().contains(m_actions->insertKeysAction));
        QVERIFY(m_dock->isVisible());
        QCOMPARE(m_dock->clipBox()->count(), 2); // the bind pose and the clip
    }

    void playbackFollowsTheClock()
    {
        Playback *p = m_dock->playback();
        QVERIFY(p->loops()); // the sample clip loops
        p->setSpeed(2.0);
        p->advance(0.1);
        QVERIFY(std::abs(doc()->currentTime() - 0.2) < 1e-9);
        p->advance(0.45); // 0.2 + 0.9 = 1.1, wraps past the end (1.0)
        QVERIFY(std::abs(doc()->currentTime() - 0.1) < 1e-9);
        p->setLoop(false);
        p->play();
        QVERIFY(p->isPlaying());
        QVERIFY(m_actions->playAction->isChecked());
        p->advance(1.0);
        QCOMPARE(doc()->currentTime(), 1.0);
        QVERIFY(!p->isPlaying()); // stopped at the end
        // Real time: playing from the end starts over and the clock moves the cursor.
        p->setSpeed(1.0);
        m_actions->playAction->trigger();
        QVERIFY(p->isPlaying());
        QTRY_VERIFY(doc()->currentTime() > 0.05);
        m_actions->playAction->trigger();
        QVERIFY(!p->isPlaying());
        // The speed box sets the speed.
        m_dock->speedBox()->setCurrentIndex(2);
        Q_EMIT m_dock->speedBox()->activated(2);
        QCOMPARE(p->speed(), 0.5);
    }

    void stepAndJump()
    {
        doc()->setCurrentTime(0.3);
        m_actions->stepForwardAction->trigger();
        QCOMPARE(doc()->currentTime(), 8 / 24.0);
        m_actions->stepBackAction->trigger();
        m_actions->stepBackAction->trigger();
        QCOMPARE(doc()->currentTime(), 6 / 24.0);
        m_actions->endAction->trigger();
        QCOMPARE(doc()->currentTime(), 1.0);
        m_actions->startAction->trigger();
        QCOMPARE(doc()->currentTime(), 0.0);
        // Looping: one step back from the start goes to the last frame.
        m_actions->stepBackAction->trigger();
        QCOMPARE(doc()->currentTime(), 1.0);
    }

    void keyboardShortcutsInTheView()
    {
        TimelineView *v = m_dock->view();
        m_window->activateWindow();
        v->setFocus();
        QVERIFY(QTest::qWaitForWindowActive(m_window));
        QTest::mouseClick(v->viewport(), Qt::LeftButton, {}, v->keyPosition(1, 0.5f));
        QCOMPARE(v->keySelection().size(), 1);
        QTest::keyClick(v, Qt::Key_Delete);
        QCOMPARE(clips()[0].tracks[1].rotations.size(), 24);
        QTest::keyClick(v, Qt::Key_A, Qt::ControlModifier);
        QCOMPARE(v->keySelection().size(), 3 * 25 - 1);
        QTest::keyClick(v, Qt::Key_Escape);
        QVERIFY(v->keySelection().isEmpty());
    }

    // The status bar counts the selected keys with the rest of the selection,
    // and says how many keys a drop onto other keys replaced.
    void statusBarCountsKeysAndReplacements()
    {
        TimelineView *v = m_dock->view();
        auto *label = m_window->findChild<QLabel *>(QStringLiteral("selectionStatus"));
        QVERIFY(label);
        QCOMPARE(label->text(), QStringLiteral("Nothing selected"));
        // The summary row's key at frame 7: every joint's key there.
        const double fps = clips()[0].fps;
        QTest::mouseClick(v->viewport(), Qt::LeftButton, {}, v->keyPosition(-1, float(7 / fps)));
        QCOMPARE(v->keySelection().size(), 3);
        QVERIFY2(plural(QStringLiteral("^Selected: 3 key#$")).match(label->text()).hasMatch(),
                 qPrintable(label->text()));
        Selection s;
        s.mode = Selection::Mode::Objects;
        s.meshes = {0};
        doc()->setSelection(s);
        QVERIFY2(label->text().contains(QLatin1String("1 mesh"))
                     && plural(QStringLiteral("3 key#")).match(label->text()).hasMatch(),
                 qPrintable(label->text()));
        // Two frames right, onto frame 9's keys of the same three joints.
        const QPoint from = v->keyPosition(-1, float(7 / fps));
        const QPoint to = v->keyPosition(-1, float(9 / fps));
        const Animation before = clips()[0];
        {
            ReplaceAnswer answer(true);
            QTest::mousePress(v->viewport(), Qt::LeftButton, {}, from);
            QTest::mouseMove(v->viewport(), (from + to) / 2);
            QTest::mouseMove(v->viewport(), to);
            QTest::mouseRelease(v->viewport(), Qt::LeftButton, {}, to);
            QCOMPARE(answer.asked, 1);
        }
        QCOMPARE(before.keyCount() - clips()[0].keyCount(), 3 * 3); // three channels of three joints
        const QString message = m_window->statusBar()->currentMessage();
        QVERIFY2(plural(QStringLiteral("^Moved 3 key#; 3 key# on the same frames and channels replaced$"))
                     .match(message)
                     .hasMatch(),
                 qPrintable(message));
        QVERIFY2(plural(QStringLiteral("3 key#")).match(label->text()).hasMatch(), qPrintable(label->text()));
        QTest::keyClick(v, Qt::Key_Escape);
        QVERIFY2(!label->text().contains(QLatin1String("key")), qPrintable(label->text()));
    }

    void clipActions()
    {
        QUndoStack *stack = doc()->undoStack();
        m_actions->addClip();
        QCOMPARE(clips().size(), 2);
        QCOMPARE(doc()->currentAnimation(), 1);
        QCOMPARE(m_dock->clipBox()->count(), 3);
        QCOMPARE(m_dock->clipBox()->currentData().toInt(), 1);
        m_actions->deleteClip();
        QCOMPARE(clips().size(), 1);
        doc()->setCurrentAnimation(0);
        m_actions->renameClip(QStringLiteral("walk"));
        QCOMPARE(clips()[0].name, QStringLiteral("walk"));
        m_actions->duplicateClip();
        QCOMPARE(clips().size(), 2);
        QCOMPARE(clips()[1].name, QStringLiteral("walk_2"));
        QCOMPARE(clips()[1].tracks, clips()[0].tracks);
        m_actions->setClipLoops(false);
        QVERIFY(!clips()[1].loop);
        QVERIFY(!m_actions->clipLoopsAction->isChecked());
        m_actions->setFrameRate(12, ChangeFrameRateCommand::Mode::KeepTiming);
        QCOMPARE(clips()[1].frameCount(), 13);
        m_actions->setFrameRate(24, ChangeFrameRateCommand::Mode::KeepFrames);
        QCOMPARE(clips()[1].duration, 0.5);
        const int steps = stack->count();
        QCOMPARE(steps, 7);
        for (int i = 0; i < steps; ++i)
            stack->undo();
        QCOMPARE(doc()->model(), makeSampleModel());
    }

    void cutAndCombineClips()
    {
        doc()->setCurrentTime(0.5);
        m_actions->splitAtCursor();
        QCOMPARE(clips().size(), 2);
        QCOMPARE(clips()[0].frameCount() + clips()[1].frameCount(), 25);
        doc()->setCurrentAnimation(0);
        m_actions->joinWith(1);
        QCOMPARE(clips().size(), 1);
        QCOMPARE(clips()[0].frameCount(), 25);
        m_actions->extractRange(0.25, 0.5);
        QCOMPARE(clips().size(), 2);
        QCOMPARE(clips()[1].frameCount(), 7);
        QCOMPARE(doc()->currentAnimation(), 1);
        m_actions->trimTo(0.0, 0.125);
        QCOMPARE(clips()[1].frameCount(), 4);
        doc()->setCurrentAnimation(0);
        m_actions->reverseRange(0.0, 1.0);
        QCOMPARE(clips()[0].tracks[1].rotations.first().value,
                 makeSampleModel().animations[0].tracks[1].rotations.last().value);
        m_actions->makeSeamless();
        QCOMPARE(clips()[0].tracks[1].rotations.last().value, clips()[0].tracks[1].rotations.first().value);
        QVERIFY(doc()->undoStack()->count() >= 5);
        while (doc()->undoStack()->canUndo())
            doc()->undoStack()->undo();
        QCOMPARE(doc()->model(), makeSampleModel());
    }

    // A clip the game plays as its own slots (an Unvanquished MD5 player's)
    // says so, and whether the game loops it, in the clip list's tooltip.
    void clipBoxSaysTheGamesSlots()
    {
        Model model = makeSampleModel();
        model.animations[0].extras.insert(QLatin1String(kAnimationGameSlots), QStringLiteral("LEGS_RUN"));
        model.animations[0].extras.insert(QLatin1String(kAnimationGameLoop), true);
        doc()->resetModel(model);
        QComboBox *box = m_dock->clipBox();
        const QString tip = box->itemData(box->findData(0), Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QLatin1String("LEGS_RUN and loops it")), qPrintable(tip));
    }

    void bindPoseKeepsTheClipsInView()
    {
        // Animation > Current Animation > Bind Pose.
        QMenu *current = nullptr;
        for (QAction *a : m_window->animationMenu()->actions())
            if (a->menu() && a->text().contains(QLatin1String("Current")))
                current = a->menu();
        QVERIFY(current);
        QAction *bind = current->actions().value(0);
        QVERIFY(bind && bind->text().contains(QLatin1String("Bind Pose")));
        bind->trigger();
        QCOMPARE(doc()->currentAnimation(), -1);
        QComboBox *box = m_dock->clipBox();
        QVERIFY(box->isEnabled());
        QCOMPARE(box->count(), 1 + clips().size());
        QCOMPARE(box->currentText(), QStringLiteral("Bind Pose"));
        const QString text = m_dock->view()->placeholderText();
        QVERIFY2(!text.contains(QLatin1String("No animation")), qPrintable(text));
        QVERIFY2(text.contains(clips()[0].name), qPrintable(text));
        // Choosing the clip in the box goes back to it.
        box->setFocus();
        QTest::keyClick(box, Qt::Key_Down);
        QCOMPARE(doc()->currentAnimation(), 0);
        QVERIFY(m_dock->view()->placeholderText().isEmpty());
        // With no clips at all the view says so.
        doc()->resetModel(Model{});
        QVERIFY(m_dock->view()->placeholderText().contains(QLatin1String("No animation")));
        QVERIFY(!box->isEnabled());
    }

    void loopButtonOffLooksOff()
    {
        QToolButton *button = nullptr;
        for (QToolButton *b : m_dock->findChildren<QToolButton *>())
            if (b->defaultAction() == m_actions->loopAction)
                button = b;
        QVERIFY(button);
        m_actions->loopAction->setChecked(true);
        QCoreApplication::processEvents();
        const QImage on = button->grab().toImage().convertToFormat(QImage::Format_RGB32);
        m_actions->loopAction->setChecked(false);
        QCoreApplication::processEvents();
        const QImage off = button->grab().toImage().convertToFormat(QImage::Format_RGB32);
        QCOMPARE(on.size(), off.size());
        // The icon itself changes, not only the button's faint sunken frame:
        // a good share of the icon's pixels differ strongly.
        const QRect icon = QRect(QPoint(0, 0), button->iconSize())
                               .translated((on.width() - button->iconSize().width()) / 2,
                                           (on.height() - button->iconSize().height()) / 2);
        int strong = 0;
        for (int y = icon.top(); y <= icon.bottom(); ++y)
            for (int x = icon.left(); x <= icon.right(); ++x) {
                const QColor a = on.pixelColor(x, y), b = off.pixelColor(x, y);
                if (std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) + std::abs(a.blue() - b.blue()) > 90)
                    ++strong;
            }
        QVERIFY2(strong > icon.width() * icon.height() / 10, qPrintable(QString::number(strong)));
        QVERIFY(m_actions->loopAction->toolTip().contains(QLatin1String("off")));
    }

    void screenshotShowsKeysAndCursor()
    {
        // QUARRY_SCREENSHOT_DIR set: the picture for the documentation is saved there.
        m_dock->setFloating(true);
        m_dock->resize(980, 250);
        QCoreApplication::processEvents();
        TimelineView *v = m_dock->view();
        v->zoomToFit();
        doc()->setCurrentTime(9 / 24.0);
        v->setKeySelection(keysInRange(clips()[0], 0.25f, 0.5f, {1, 2}));
        const QImage image = m_dock->grab().toImage();
        QVERIFY(!image.isNull());
        // The selected keys' colour and the cursor's are on screen.
        const QPoint key = v->keyPosition(1, 8 / 24.0f);
        const QPoint inDock = v->viewport()->mapTo(m_dock, key);
        QCOMPARE(image.pixelColor(inDock).rgb(), QColor(0xff, 0xa5, 0x1f).rgb());
        // Unselected keys on either side of the selection, and the summary row's marks.
        for (float t : {2 / 24.0f, 20 / 24.0f})
            QCOMPARE(image.pixelColor(v->viewport()->mapTo(m_dock, v->keyPosition(1, t))).rgb(),
                     QColor(0x8c, 0x9d, 0xb5).rgb());
        QCOMPARE(image.pixelColor(v->viewport()->mapTo(m_dock, v->keyPosition(0, 0.0f))).rgb(),
                 QColor(0x8c, 0x9d, 0xb5).rgb());
        QCOMPARE(image.pixelColor(v->viewport()->mapTo(m_dock, v->keyPosition(-1, 2 / 24.0f))).rgb(),
                 QColor(0xc8, 0xc8, 0xc8).rgb());
        const QPoint cursor = v->viewport()->mapTo(m_dock,
                                                   QPoint(int(std::lround(v->timeToX(9 / 24.0))), v->rowTop(3) + 2));
        QCOMPARE(image.pixelColor(cursor).rgb(), QColor(0xe0, 0x3c, 0x31).rgb());
        const QByteArray dir = qgetenv("QUARRY_SCREENSHOT_DIR");
        if (!dir.isEmpty())
            QVERIFY(image.save(QString::fromLocal8Bit(dir) + QStringLiteral("/timeline.png")));
    }

private:
    MainWindow *m_window = nullptr;
    TimelineDock *m_dock = nullptr;
    TimelineActions *m_actions = nullptr;
};

QTEST_MAIN(TestTimelineDock)
#include "tst_timelinedock.moc"
