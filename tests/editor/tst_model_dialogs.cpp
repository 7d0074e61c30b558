// The Model menu's Weld Vertices and Scale to Height dialogs, driven as a
// user drives them, with assertions on the Document and the status bar.
#include "GuiHelpers.h"

#include "editor/MainWindow.h"
#include "editor/ModelOperations.h"
#include "model/Document.h"
#include "model/Pose.h"
#include "model/ops/SampleModel.h"

#include <QCheckBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QTest>

#include <memory>

using namespace quarry;
using quarry::test::onNextModal;

class TestModelDialogs : public QObject
{
    Q_OBJECT

    std::unique_ptr<MainWindow> m_window;
    Document *doc() { return m_window->document(); }
    // Weld works on the selection: the whole model takes every mesh selected.
    void selectAllMeshes()
    {
        Selection s;
        for (int i = 0; i < doc()->model().meshes.size(); ++i)
            s.meshes.append(i);
        doc()->setSelection(s);
    }
    const Model &model() { return m_window->document()->model(); }
    QString status() { return m_window->statusBar()->currentMessage(); }

    static void setSpin(QDoubleSpinBox *spin, const QString &text)
    {
        spin->setFocus();
        spin->selectAll();
        QTest::keyClicks(spin, text);
    }

    static void clickOk(QWidget *dialog)
    {
        auto *buttons = dialog->findChild<QDialogButtonBox *>();
        QVERIFY(buttons);
        QTest::mouseClick(buttons->button(QDialogButtonBox::Ok), Qt::LeftButton);
    }

    qsizetype vertexCount()
    {
        qsizetype n = 0;
        for (const Mesh &m : model().meshes)
            n += m.vertexCount();
        return n;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("QuarryTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_model_dialogs"));
        QSettings().clear();
    }

    void init()
    {
        m_window = std::make_unique<MainWindow>();
        m_window->setAttribute(Qt::WA_DeleteOnClose, false);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        doc()->resetModel(makeSampleModel(), QStringLiteral("/tmp/quarry-test/sample.iqm"), QString());
    }

    void cleanup()
    {
        doc()->undoStack()->setClean();
        m_window.reset();
    }

    void weldSaysWhatKeptVerticesApart()
    {
        // The sample's seams repeat positions with other texture
        // coordinates; even a wide tolerance welds nothing, and says why.
        const qsizetype before = vertexCount();
        onNextModal([](QWidget *dialog) {
            auto *tolerance = dialog->findChild<QDoubleSpinBox *>(QStringLiteral("tolerance"));
            QVERIFY(tolerance);
            setSpin(tolerance, QStringLiteral("0.001"));
            QVERIFY(!dialog->findChild<QCheckBox *>(QStringLiteral("positionOnly"))->isChecked());
            clickOk(dialog);
        });
        selectAllMeshes();
        m_window->modelOperations()->action(QStringLiteral("weld"))->trigger();
        QCOMPARE(vertexCount(), before);
        QCOMPARE(doc()->undoStack()->count(), 0);
        QVERIFY2(status().contains(QLatin1String("No vertices to weld")), qPrintable(status()));
        QVERIFY2(status().contains(QLatin1String("texture coordinates")), qPrintable(status()));
        QVERIFY2(status().contains(QLatin1String("position only")), qPrintable(status()));
    }

    void weldByPositionOnlyFromTheDialog()
    {
        const qsizetype before = vertexCount();
        onNextModal([](QWidget *dialog) {
            auto *positionOnly = dialog->findChild<QCheckBox *>(QStringLiteral("positionOnly"));
            QVERIFY(positionOnly);
            QTest::mouseClick(positionOnly, Qt::LeftButton, {}, QPoint(8, positionOnly->height() / 2));
            QVERIFY(positionOnly->isChecked());
            clickOk(dialog);
        });
        selectAllMeshes();
        m_window->modelOperations()->action(QStringLiteral("weld"))->trigger();
        QVERIFY(vertexCount() < before);
        QCOMPARE(doc()->undoStack()->count(), 1);
        QVERIFY2(status().contains(QLatin1String("Welded")), qPrintable(status()));
        doc()->undoStack()->undo();
        QCOMPARE(model(), makeSampleModel());
    }

    void scaleToHeightShowsTheHeightAndTheScope()
    {
        const Bounds b = poseBounds(model(), -1, 0.0);
        const double height = b.max.z() - b.min.z();
        // One mesh selected: the dialog says the whole model is scaled.
        Selection s;
        s.meshes = {1};
        doc()->setSelection(s);
        QString shownHeight, scope;
        onNextModal([&](QWidget *dialog) {
            auto *current = dialog->findChild<QLabel *>(QStringLiteral("currentHeight"));
            QVERIFY(current);
            shownHeight = current->text();
            auto *note = dialog->findChild<QLabel *>(QStringLiteral("scope"));
            QVERIFY(note);
            scope = note->text();
            setSpin(dialog->findChild<QDoubleSpinBox *>(QStringLiteral("height")), QStringLiteral("10"));
            clickOk(dialog);
        });
        m_window->modelOperations()->action(QStringLiteral("scaleToHeight"))->trigger();
        QVERIFY2(qAbs(QLocale().toDouble(shownHeight) - height) < 1e-4, qPrintable(shownHeight));
        QVERIFY2(scope.contains(QLatin1String("whole model")), qPrintable(scope));
        const Bounds after = poseBounds(model(), -1, 0.0);
        QVERIFY(qAbs(after.max.z() - after.min.z() - 10.0f) < 1e-4f);
        // Mesh 0, not selected, was scaled too, as the dialog said.
        QVERIFY(model().meshes[0].positions != makeSampleModel().meshes[0].positions);
        QVERIFY2(status().contains(QLatin1String("whole model")), qPrintable(status()));

        // Nothing selected: no note about the scope.
        doc()->clearSelection();
        bool noted = true;
        onNextModal([&](QWidget *dialog) {
            noted = dialog->findChild<QLabel *>(QStringLiteral("scope")) != nullptr;
            qobject_cast<QDialog *>(dialog)->reject();
        });
        m_window->modelOperations()->action(QStringLiteral("scaleToHeight"))->trigger();
        QVERIFY(!noted);
    }
};

QTEST_MAIN(TestModelDialogs)
#include "tst_model_dialogs.moc"
