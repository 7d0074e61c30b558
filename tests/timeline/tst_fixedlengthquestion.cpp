// A clip whose length the game fixes (Quake III's TORSO_ATTACK ...): the
// timeline's edits that would change its length ask before they are made
// (Cancel: the document as it was, nothing to undo; Apply Anyway: the
// edit), while the registry's operations, as scripts run them, apply the
// edit with a warning.
#include "model/Document.h"
#include "model/operations/FixedLengths.h"
#include "model/operations/Operation.h"
#include "model/ops/SampleModel.h"
#include "views/timeline/Playback.h"
#include "views/timeline/TimelineActions.h"
#include "views/timeline/TimelineView.h"

#include <QAbstractButton>
#include <QApplication>
#include <QMessageBox>
#include <QTest>
#include <QTimer>

#include <functional>

using namespace quarry;

Q_DECLARE_METATYPE(std::function<void(TimelineActions &)>)

namespace {

using Edit = std::function<void(TimelineActions &)>;

Model fixedSample(int *frames)
{
    Model model = makeSampleModel();
    *frames = model.animations[0].frameCount();
    model.animations[0].extras.insert(QLatin1String(kAnimationFixedFrameCount), *frames);
    return model;
}

} // namespace

class TestFixedLengthQuestion : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void editsOfTheLengthAskFirst_data()
    {
        QTest::addColumn<Edit>("edit");
        QTest::addColumn<bool>("changesLength");
        QTest::newRow("trim") << Edit([](TimelineActions &a) { a.trimTo(0.0, 0.5); }) << true;
        QTest::newRow("set frame rate, keep timing")
            << Edit([](TimelineActions &a) { a.setFrameRate(48.0, ChangeFrameRateCommand::Mode::KeepTiming); }) << true;
        QTest::newRow("set frame rate, keep frames")
            << Edit([](TimelineActions &a) { a.setFrameRate(48.0, ChangeFrameRateCommand::Mode::KeepFrames); })
            << false;
    }

    void editsOfTheLengthAskFirst()
    {
        QFETCH(Edit, edit);
        QFETCH(bool, changesLength);
        for (const bool apply : {false, true}) {
            Document doc;
            int frames = 0;
            doc.resetModel(fixedSample(&frames));
            const Model before = doc.model();
            TimelineView view(&doc);
            Playback playback(&doc);
            TimelineActions actions(&doc, &view, &playback, &view);
            view.show();
            QVERIFY(QTest::qWaitForWindowExposed(&view));
            int asked = 0;
            bool unchangedWhenAsked = false;
            QString text;
            QTimer timer;
            timer.setInterval(10);
            QObject::connect(&timer, &QTimer::timeout, [&] {
                auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
                if (!box || box->objectName() != QLatin1String("fixedLengthQuestion"))
                    return;
                ++asked;
                text = box->text();
                unchangedWhenAsked = doc.model() == before && doc.undoStack()->count() == 0;
                if (auto *button = box->findChild<QAbstractButton *>(apply ? QStringLiteral("applyFixedLength")
                                                                           : QStringLiteral("cancelFixedLength")))
                    button->click();
                else
                    box->reject();
            });
            timer.start();
            edit(actions);
            timer.stop();
            if (!changesLength) {
                QCOMPARE(asked, 0);
                QCOMPARE(doc.undoStack()->count(), 1);
                QCOMPARE(doc.model().animations[0].frameCount(), frames);
                return;
            }
            QCOMPARE(asked, 1);
            QVERIFY2(unchangedWhenAsked, "the edit was made before the question");
            QVERIFY2(text.contains(QStringLiteral("the game requires %1").arg(frames)), qPrintable(text));
            if (apply) {
                QCOMPARE(doc.undoStack()->count(), 1);
                QVERIFY(doc.model().animations[0].frameCount() != frames);
            } else {
                QVERIFY(doc.model() == before);
                QCOMPARE(doc.undoStack()->count(), 0);
                QVERIFY(!doc.isModified());
            }
        }
    }

    // A drag shows the keys moving as it goes: on release, a drag that
    // made the clip longer asks; Cancel takes the whole drag back.
    void dragPastTheEndAsksOnRelease()
    {
        for (const bool apply : {false, true}) {
            Document doc;
            int frames = 0;
            doc.resetModel(fixedSample(&frames));
            const Model before = doc.model();
            TimelineView view(&doc);
            view.resize(620, 420);
            view.show();
            QVERIFY(QTest::qWaitForWindowExposed(&view));
            const Animation &clip = doc.model().animations[0];
            const double last = clip.duration;
            const QPoint from = view.keyPosition(1, float(last));
            QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, from);
            QVERIFY(!view.keySelection().isEmpty());
            int asked = 0;
            QTimer timer;
            timer.setInterval(10);
            QObject::connect(&timer, &QTimer::timeout, [&] {
                auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
                if (!box || box->objectName() != QLatin1String("fixedLengthQuestion"))
                    return;
                ++asked;
                box->findChild<QAbstractButton *>(apply ? QStringLiteral("applyFixedLength")
                                                        : QStringLiteral("cancelFixedLength"))
                    ->click();
            });
            timer.start();
            const QPoint to = from + QPoint(int(3.3 * view.pixelsPerSecond() / clip.fps), 0);
            QTest::mousePress(view.viewport(), Qt::LeftButton, {}, from);
            for (int i = 1; i <= 4; ++i)
                QTest::mouseMove(view.viewport(), from + (to - from) * i / 4);
            QTest::mouseRelease(view.viewport(), Qt::LeftButton, {}, to);
            timer.stop();
            QCOMPARE(asked, 1);
            if (apply) {
                QCOMPARE(doc.undoStack()->count(), 1);
                QCOMPARE(doc.model().animations[0].frameCount(), frames + 3);
            } else {
                QVERIFY(doc.model() == before);
                QCOMPARE(doc.undoStack()->count(), 0);
            }
        }
    }

    // The preview runs on a scratch copy: the document is not touched.
    void warningsBeforeLeaveTheDocumentAlone()
    {
        Document doc;
        int frames = 0;
        doc.resetModel(fixedSample(&frames));
        const Model before = doc.model();
        const QStringList warnings = fixedLengthWarningsBefore(doc, [](Document &d) {
            runOperation(d, QStringLiteral("trimClip"),
                         {{QStringLiteral("animation"), 0},
                          {QStringLiteral("first_frame"), 0},
                          {QStringLiteral("last_frame"), 5}});
        });
        QCOMPARE(warnings.size(), 1);
        QVERIFY(doc.model() == before);
        QCOMPARE(doc.undoStack()->count(), 0);
        // Without a clip of a fixed length nothing is run.
        Document plain;
        plain.resetModel(makeSampleModel());
        bool ran = false;
        QVERIFY(fixedLengthWarningsBefore(plain, [&](Document &) { ran = true; }).isEmpty());
        QVERIFY(!ran);
    }

    // Scripts are not asked: the edit is made, with the warning.
    void operationsApplyWithTheWarning()
    {
        Document doc;
        int frames = 0;
        doc.resetModel(fixedSample(&frames));
        const OperationResult result = runOperation(
            doc, QStringLiteral("trimClip"),
            {{QStringLiteral("animation"), 0}, {QStringLiteral("first_frame"), 0}, {QStringLiteral("last_frame"), 5}});
        QVERIFY2(result.ok, qPrintable(result.message));
        QCOMPARE(doc.model().animations[0].frameCount(), 6);
        QCOMPARE(result.warnings.size(), 1);
        QVERIFY2(result.warnings[0].contains(QStringLiteral("the game requires %1").arg(frames)),
                 qPrintable(result.warnings[0]));
    }
};

QTEST_MAIN(TestFixedLengthQuestion)
#include "tst_fixedlengthquestion.moc"
