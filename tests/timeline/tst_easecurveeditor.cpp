// The ease curve editor of the Retime Range dialog: a knob dragged with the
// mouse writes the handles field, and the retime run on accepting plays the
// dragged curve; a preset moves the knobs; a typed field moves them too.
#include "model/Document.h"
#include "model/operations/Operation.h"
#include "model/ops/SampleModel.h"
#include "model/ops/Timing.h"
#include "views/timeline/EaseCurveEditor.h"
#include "views/timeline/TimingActions.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QMouseEvent>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

#include <cmath>
#include <functional>

using namespace quarry;

namespace {

void drag(QWidget *widget, QPoint from, QPoint to)
{
    QTest::mousePress(widget, Qt::LeftButton, {}, from);
    for (int i = 1; i <= 4; ++i)
        QTest::mouseMove(widget, from + (to - from) * i / 4);
    QTest::mouseRelease(widget, Qt::LeftButton, {}, to);
}

bool near(QPointF a, QPointF b, double tolerance = 1.0)
{
    return std::hypot(a.x() - b.x(), a.y() - b.y()) <= tolerance;
}

} // namespace

class TestEaseCurveEditor : public QObject
{
    Q_OBJECT

private:
    // Opens Retime Range with Ease…, calls `check` with the dialog while it
    // is open; `check` closes it.
    void withRetimeDialog(Document &doc, const std::function<void(QDialog *)> &check)
    {
        TimingActions actions(&doc, nullptr);
        bool called = false;
        QTimer::singleShot(0, this, [&] {
            auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
            if (dialog && QTest::qWaitForWindowExposed(dialog)) {
                called = true;
                check(dialog);
            }
            if (dialog && dialog->isVisible())
                dialog->reject();
        });
        QVERIFY(actions.retimeRangeAction->isEnabled());
        actions.retimeRangeAction->trigger();
        QVERIFY(called);
    }

private Q_SLOTS:
    void dragClampsAndSignals()
    {
        EaseCurveEditor editor;
        editor.resize(220, 280);
        editor.setCurve(EaseCurve::slowInOut());
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        QSignalSpy edited(&editor, &EaseCurveEditor::curveEdited);
        // Knob 0 to (0.25, 0.9).
        const QPoint to = editor.widgetPosition({0.25, 0.9}).toPoint();
        drag(&editor, editor.handlePosition(0).toPoint(), to);
        QVERIFY(edited.count() > 0);
        const QPointF c = editor.curvePointAt(to);
        QVERIFY(std::abs(editor.curve().x1 - c.x()) < 1e-9 && std::abs(editor.curve().y1 - c.y()) < 1e-9);
        QCOMPARE(editor.curve().x2, 0.58); // the other knob stays
        // Knob 1 dragged far right and up: x stops at 1, y at 1.5.
        drag(&editor, editor.handlePosition(1).toPoint(), editor.widgetPosition({1.6, 3.0}).toPoint());
        QCOMPARE(editor.curve().x2, 1.0);
        QCOMPARE(editor.curve().y2, 1.5);
        // A press away from both knobs drags nothing.
        const EaseCurve before = editor.curve();
        edited.clear();
        drag(&editor, editor.widgetPosition({0.7, 0.1}).toPoint(), editor.widgetPosition({0.5, 0.5}).toPoint());
        QCOMPARE(edited.count(), 0);
        QVERIFY(editor.curve() == before);
        // Over a knob the pointer offers to grab it.
        // (Sent straight to the widget: a button-less QTest::mouseMove may
        // not arrive before the assertion.)
        const auto hover = [&editor](QPointF at) {
            QMouseEvent move(QEvent::MouseMove, at, editor.mapToGlobal(at), Qt::NoButton, Qt::NoButton, Qt::NoModifier);
            QCoreApplication::sendEvent(&editor, &move);
        };
        hover(editor.widgetPosition({0.7, 0.1}));
        QCOMPARE(editor.cursor().shape(), Qt::ArrowCursor);
        hover(editor.handlePosition(0));
        QCOMPARE(editor.cursor().shape(), Qt::OpenHandCursor);
        hover(editor.widgetPosition({0.7, 0.1}));
        QCOMPARE(editor.cursor().shape(), Qt::ArrowCursor);
    }

    void draggedCurveRetimesTheRange()
    {
        Document doc;
        doc.resetModel(makeSampleModel());
        Document copy;
        copy.resetModel(makeSampleModel());
        const Animation original = doc.model().animations[0];
        QString handlesText;
        double start = 0, end = 0, newEnd = 0;
        withRetimeDialog(doc, [&](QDialog *dialog) {
            auto *editor = dialog->findChild<EaseCurveEditor *>();
            auto *handles = dialog->findChild<QLineEdit *>(QStringLiteral("handles"));
            auto *ease = dialog->findChild<QComboBox *>(QStringLiteral("ease"));
            QVERIFY(editor && handles && ease);
            QCOMPARE(handles->text(), QStringLiteral("0.42 0 0.58 1"));
            dialog->findChild<QDoubleSpinBox *>(QStringLiteral("newEnd"))
                ->setValue(dialog->findChild<QDoubleSpinBox *>(QStringLiteral("end"))->value() * 1.5);
            // Knob 0 up to a strong ease-out start, knob 1 to the right.
            drag(editor, editor->handlePosition(0).toPoint(), editor->widgetPosition({0.1, 0.8}).toPoint());
            drag(editor, editor->handlePosition(1).toPoint(), editor->widgetPosition({0.9, 0.95}).toPoint());
            QCOMPARE(ease->currentData().toString(), QStringLiteral("curve"));
            QVERIFY(handles->isEnabled());
            handlesText = handles->text();
            const QStringList parts = handlesText.split(QLatin1Char(' '));
            QCOMPARE(parts.size(), 4);
            const QPointF k0 = editor->curvePointAt(editor->widgetPosition({0.1, 0.8}).toPoint());
            const QPointF k1 = editor->curvePointAt(editor->widgetPosition({0.9, 0.95}).toPoint());
            QVERIFY2(std::abs(parts[0].toDouble() - k0.x()) < 1e-3 && std::abs(parts[1].toDouble() - k0.y()) < 1e-3
                         && std::abs(parts[2].toDouble() - k1.x()) < 1e-3
                         && std::abs(parts[3].toDouble() - k1.y()) < 1e-3,
                     qPrintable(handlesText));
            // The drawing shows the field's curve (one source of truth).
            QCOMPARE(editor->curve().x1, parts[0].toDouble());
            QCOMPARE(editor->curve().y2, parts[3].toDouble());
            start = dialog->findChild<QDoubleSpinBox *>(QStringLiteral("start"))->value();
            end = dialog->findChild<QDoubleSpinBox *>(QStringLiteral("end"))->value();
            newEnd = dialog->findChild<QDoubleSpinBox *>(QStringLiteral("newEnd"))->value();
            dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
        });
        QVERIFY(!handlesText.isEmpty());
        QVERIFY(doc.model().animations[0] != original);
        QVERIFY(runOperation(copy, QStringLiteral("retimeRange"),
                             {{QStringLiteral("start"), start},
                              {QStringLiteral("end"), end},
                              {QStringLiteral("new_end"), newEnd},
                              {QStringLiteral("ease"), QStringLiteral("curve")},
                              {QStringLiteral("handles"), handlesText}})
                    .ok);
        QVERIFY(doc.model().animations[0] == copy.model().animations[0]);
        // And not what the default slow in and out would have made.
        Document slow;
        slow.resetModel(makeSampleModel());
        QVERIFY(runOperation(slow, QStringLiteral("retimeRange"),
                             {{QStringLiteral("start"), start},
                              {QStringLiteral("end"), end},
                              {QStringLiteral("new_end"), newEnd},
                              {QStringLiteral("ease"), QStringLiteral("slow_in_out")}})
                    .ok);
        QVERIFY(doc.model().animations[0] != slow.model().animations[0]);
    }

    void presetAndTypedHandlesMoveTheKnobs()
    {
        Document doc;
        doc.resetModel(makeSampleModel());
        const Animation original = doc.model().animations[0];
        withRetimeDialog(doc, [&](QDialog *dialog) {
            auto *editor = dialog->findChild<EaseCurveEditor *>();
            auto *handles = dialog->findChild<QLineEdit *>(QStringLiteral("handles"));
            auto *ease = dialog->findChild<QComboBox *>(QStringLiteral("ease"));
            QVERIFY(editor && handles && ease);
            const QPointF before = editor->handlePosition(0);
            ease->setCurrentIndex(ease->findData(QStringLiteral("slow_out")));
            QVERIFY(editor->curve() == EaseCurve::slowOut());
            QCOMPARE(handles->text(), QStringLiteral("0 0 0.58 1"));
            QVERIFY(near(editor->handlePosition(0), editor->widgetPosition({0, 0})));
            QVERIFY(!near(editor->handlePosition(0), before));
            ease->setCurrentIndex(ease->findData(QStringLiteral("linear")));
            QVERIFY(near(editor->handlePosition(1), editor->widgetPosition({1, 1})));
            ease->setCurrentIndex(ease->findData(QStringLiteral("curve")));
            handles->selectAll();
            QTest::keyClicks(handles, QStringLiteral("0.2 -0.3 0.6 1.2"));
            QCOMPARE(editor->curve(), (EaseCurve{0.2, -0.3, 0.6, 1.2}));
            QVERIFY(near(editor->handlePosition(0), editor->widgetPosition({0.2, -0.3})));
            // Typed handles beyond the dragging range still show.
            handles->setText(QStringLiteral("0.3 2.5 0.7 -1"));
            QVERIFY(editor->rect().contains(editor->handlePosition(0).toPoint()));
            QVERIFY(editor->rect().contains(editor->handlePosition(1).toPoint()));
            QVERIFY(near(editor->curvePointAt(editor->handlePosition(0)), {0.3, 2.5}, 1e-9));
            handles->setText(QStringLiteral("0.2 -0.3 0.6 1.2"));
            // Half typed or out of range: the knobs stay.
            QTest::keyClicks(handles, QStringLiteral(" 5"));
            QCOMPARE(editor->curve(), (EaseCurve{0.2, -0.3, 0.6, 1.2}));
            dialog->reject();
        });
        QVERIFY(doc.model().animations[0] == original); // cancelled
    }
};

QTEST_MAIN(TestEaseCurveEditor)
#include "tst_easecurveeditor.moc"
