// File > Open, Save As and Export as a user meets them: the unsaved-changes
// question before the file dialog, Save As's name following the chosen
// format, Export unavailable with nothing to export.
#include "GuiHelpers.h"

#include "editor/DocumentFiles.h"
#include "editor/MainWindow.h"
#include "editor/ModelOperations.h"
#include "editor/SaveAsDialog.h"
#include "io/Formats.h"
#include "model/Document.h"
#include "model/ops/SampleModel.h"

#include <QAction>
#include <QComboBox>
#include <QFileDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include <functional>
#include <memory>

using namespace quarry;
using quarry::test::onNextModal;

class TestFileActions : public QObject
{
    Q_OBJECT

    std::unique_ptr<MainWindow> m_window;
    Document *doc() { return m_window->document(); }
    QAction *fileAction(const char *name) { return m_window->findChild<QAction *>(QLatin1String(name)); }

    // The name typed in a file dialog's name field.
    static QString typedName(QWidget *dialog)
    {
        auto *edit = dialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
        return edit ? edit->text() : QString();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("QuarryTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_file_actions"));
        QCoreApplication::setAttribute(Qt::AA_DontUseNativeDialogs);
        QSettings().clear();
    }

    void init()
    {
        m_window = std::make_unique<MainWindow>();
        m_window->setAttribute(Qt::WA_DeleteOnClose, false);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    void cleanup()
    {
        doc()->undoStack()->setClean();
        m_window.reset();
    }

    void unsavedChangesAskedBeforeTheOpenDialog()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("other.iqe"));
        Model other = makeSampleModel();
        other.meshes[0].name = QStringLiteral("other");
        QVERIFY(writeModelFile(other, path, QStringLiteral("iqe")).ok());
        doc()->resetModel(makeSampleModel(), dir.filePath(QStringLiteral("sample.iqe")), QStringLiteral("iqe"));
        m_window->modelOperations()->action(QStringLiteral("flipNormals"))->trigger();
        QVERIFY(doc()->isModified());

        // Cancel at the question: no file dialog at all.
        QStringList seen;
        onNextModal([&seen](QWidget *modal) {
            seen << QString::fromLatin1(modal->metaObject()->className());
            if (auto *box = qobject_cast<QMessageBox *>(modal))
                QTest::mouseClick(box->button(QMessageBox::Cancel), Qt::LeftButton);
            else
                qobject_cast<QDialog *>(modal)->reject();
        });
        fileAction("open")->trigger();
        QCOMPARE(seen, QStringList{QStringLiteral("QMessageBox")});
        QVERIFY(doc()->isModified());

        // Discard, then the files are chosen, and no second question after
        // that: the chooser stands in for the file dialog and notes when it
        // is asked, next to the modal widgets seen.
        seen.clear();
        m_window->files()->setOpenChooser([&seen, path] {
            seen << QStringLiteral("chooser");
            return QStringList{path};
        });
        onNextModal([&seen](QWidget *modal) {
            seen << QString::fromLatin1(modal->metaObject()->className());
            auto *box = qobject_cast<QMessageBox *>(modal);
            QVERIFY(box);
            QTest::mouseClick(box->button(QMessageBox::Discard), Qt::LeftButton);
        });
        fileAction("open")->trigger();
        m_window->files()->setOpenChooser({});
        QCOMPARE(seen, (QStringList{QStringLiteral("QMessageBox"), QStringLiteral("chooser")}));
        QCOMPARE(doc()->model().meshes[0].name, QStringLiteral("other"));
        QVERIFY(!doc()->isModified());
    }

    void saveAsNameFollowsTheFormat()
    {
        doc()->resetModel(makeSampleModel(), QStringLiteral("/tmp/quarry-test/robot.glb"), QStringLiteral("assimp"));
        QString first, afterChange, formatAfter;
        onNextModal([&](QWidget *modal) {
            auto *dialog = qobject_cast<SaveAsDialog *>(modal);
            QVERIFY(dialog);
            first = typedName(dialog);
            // Another format chosen in the file type box, as a user does.
            auto *types = dialog->findChild<QComboBox *>(QStringLiteral("fileTypeCombo"));
            QVERIFY(types);
            const int iqm = int(
                dialog->nameFilters().indexOf(dialog->nameFilters().filter(QStringLiteral("*.iqm")).value(0)));
            QVERIFY(iqm >= 0);
            types->setFocus();
            while (types->currentIndex() != iqm) {
                const int was = types->currentIndex();
                QTest::keyClick(types, types->currentIndex() < iqm ? Qt::Key_Down : Qt::Key_Up);
                QVERIFY(types->currentIndex() != was);
            }
            afterChange = typedName(dialog);
            formatAfter = dialog->format();
            dialog->reject();
        });
        m_window->saveAs();
        // A format Quarry does not write: the first writable format's extension, not .glb.
        const FormatHandler *firstWritable = nullptr;
        for (const FormatHandler &h : formatHandlers())
            if (h.write && !firstWritable)
                firstWritable = &h;
        QCOMPARE(first, QStringLiteral("robot.") + firstWritable->extensions.first());
        QCOMPARE(afterChange, QStringLiteral("robot.iqm"));
        QCOMPARE(formatAfter, QStringLiteral("iqm"));
    }

    void saveAsStartsWithTheDocumentsFormat()
    {
        doc()->resetModel(makeSampleModel(), QStringLiteral("/tmp/quarry-test/hero.xmf"), QStringLiteral("xmf"));
        QString first, filter;
        onNextModal([&](QWidget *modal) {
            auto *dialog = qobject_cast<SaveAsDialog *>(modal);
            QVERIFY(dialog);
            first = typedName(dialog);
            filter = dialog->selectedNameFilter();
            dialog->reject();
        });
        m_window->saveAs();
        QCOMPARE(first, QStringLiteral("hero.xmf"));
        QVERIFY2(filter.contains(QLatin1String("*.xmf")), qPrintable(filter));
    }

    void exportNeedsSomethingToExport()
    {
        doc()->resetModel(Model{});
        QVERIFY(!fileAction("export")->isEnabled());
        doc()->resetModel(makeSampleModel());
        QVERIFY(fileAction("export")->isEnabled());
        // Deleting the only mesh through the editor disables it again; undo brings it back.
        Model one;
        Mesh triangle;
        triangle.name = QStringLiteral("triangle");
        triangle.positions = {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}};
        triangle.triangles = {{0, 1, 2}};
        one.meshes = {triangle};
        doc()->resetModel(one);
        QVERIFY(fileAction("export")->isEnabled());
        Selection mesh;
        mesh.meshes = {0};
        doc()->setSelection(mesh);
        m_window->modelOperations()->action(QStringLiteral("delete"))->trigger();
        QVERIFY(doc()->model().isEmpty());
        QVERIFY(!fileAction("export")->isEnabled());
        doc()->undoStack()->undo();
        QVERIFY(fileAction("export")->isEnabled());
    }
};

QTEST_MAIN(TestFileActions)
#include "tst_file_actions.moc"
