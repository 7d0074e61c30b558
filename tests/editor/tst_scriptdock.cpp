// The Script dock driven as a user drives it: lines typed into the console,
// Up and Down through the history, a script run as one undo step, a failing
// script and a cancelled one leaving the document as it was.
#include "editor/MainWindow.h"
#include "editor/ScriptDock.h"
#include "model/Document.h"
#include "model/ops/SampleModel.h"

#include <QApplication>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <memory>

using namespace quarry;

class TestScriptDock : public QObject
{
    Q_OBJECT

    std::unique_ptr<MainWindow> m_window;
    QTemporaryDir m_dir;

    Document *doc() { return m_window->document(); }
    ScriptDock *dock() { return m_window->scriptDock(); }
    QLineEdit *input() { return dock()->findChild<QLineEdit *>(QStringLiteral("scriptInput")); }

    void type(const QString &line)
    {
        input()->setFocus();
        QTest::keyClicks(input(), line);
        QTest::keyClick(input(), Qt::Key_Return);
    }

    QString writeScript(const char *name, const char *text)
    {
        const QString path = m_dir.filePath(QLatin1String(name));
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            return {};
        file.write(text);
        return path;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("QuarryTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_scriptdock"));
        QSettings().clear();
        QVERIFY(m_dir.isValid());
    }

    void init()
    {
        m_window = std::make_unique<MainWindow>();
        m_window->setAttribute(Qt::WA_DeleteOnClose, false);
        m_window->resize(1200, 800);
        m_window->show();
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        doc()->resetModel(makeSampleModel(), QStringLiteral("/tmp/quarry-test/sample.iqm"), QString());
        auto *scriptDock = m_window->findChild<QDockWidget *>(QStringLiteral("ScriptDock"));
        QVERIFY(scriptDock);
        scriptDock->show();
        scriptDock->raise();
        QApplication::processEvents();
    }

    void cleanup()
    {
        if (m_window)
            doc()->undoStack()->setClean();
        m_window.reset();
    }

    void consoleReadsAndEditsTheDocument()
    {
        const Model original = doc()->model();
        type(QStringLiteral("[m.name for m in doc.meshes]"));
        QVERIFY2(dock()->output().contains(QStringLiteral("['column', 'head']")), qPrintable(dock()->output()));
        QCOMPARE(doc()->undoStack()->count(), 0); // reading is no step

        type(QStringLiteral("doc.run(\"flipWinding\")"));
        QVERIFY(!(doc()->model() == original));
        QCOMPARE(doc()->undoStack()->count(), 1);
        QCOMPARE(doc()->undoStack()->text(0), QStringLiteral("Script: doc.run(\"flipWinding\")"));
        doc()->undoStack()->undo();
        QVERIFY(doc()->model() == original);
    }

    // A line that changes nothing, typed after an Undo, leaves Redo as it was;
    // one that changes the model replaces it, as any edit does.
    void aLineThatChangesNothingKeepsRedo()
    {
        const Model original = doc()->model();
        type(QStringLiteral("doc.run(\"flipWinding\")"));
        const Model flipped = doc()->model();
        doc()->undoStack()->undo();
        QVERIFY(doc()->undoStack()->canRedo());
        type(QStringLiteral("len(doc.meshes)"));
        type(QStringLiteral("doc.run(\"scaleBy\", factor=1)")); // changes nothing: pushes nothing
        type(QStringLiteral("doc.run(\"weld\", tolerance=\"far\")")); // fails
        QVERIFY(doc()->model() == original);
        QCOMPARE(doc()->undoStack()->count(), 1);
        QVERIFY(doc()->undoStack()->canRedo());
        doc()->undoStack()->redo();
        QVERIFY(doc()->model() == flipped);
        doc()->undoStack()->undo();
        type(QStringLiteral("doc.run(\"scaleBy\", factor=2)"));
        QCOMPARE(doc()->undoStack()->count(), 1);
        QVERIFY(!doc()->undoStack()->canRedo());
        QCOMPARE(doc()->undoStack()->text(0), QStringLiteral("Script: doc.run(\"scaleBy\", factor=2)"));
    }

    void errorsPrintAndChangeNothing()
    {
        const Model original = doc()->model();
        type(QStringLiteral("doc.run(\"weld\", tolerance=\"far\")"));
        QVERIFY2(dock()->output().contains(QStringLiteral("quarry.Error: weld: option \"tolerance\" expects a number")),
                 qPrintable(dock()->output()));
        QVERIFY(doc()->model() == original);
        QCOMPARE(doc()->undoStack()->count(), 0);
    }

    void historyWithUpAndDown()
    {
        type(QStringLiteral("x = 1"));
        type(QStringLiteral("y = x + 1"));
        QTest::keyClicks(input(), QStringLiteral("partial"));
        QTest::keyClick(input(), Qt::Key_Up);
        QCOMPARE(input()->text(), QStringLiteral("y = x + 1"));
        QTest::keyClick(input(), Qt::Key_Up);
        QCOMPARE(input()->text(), QStringLiteral("x = 1"));
        QTest::keyClick(input(), Qt::Key_Up);
        QCOMPARE(input()->text(), QStringLiteral("x = 1"));
        QTest::keyClick(input(), Qt::Key_Down);
        QCOMPARE(input()->text(), QStringLiteral("y = x + 1"));
        QTest::keyClick(input(), Qt::Key_Down);
        QCOMPARE(input()->text(), QStringLiteral("partial"));
        input()->clear();
        type(QStringLiteral("print(y * 10)"));
        QVERIFY2(dock()->output().contains(QStringLiteral("\n20\n")), qPrintable(dock()->output()));
    }

    void blocksContinueOnTheNextLine()
    {
        auto *prompt = dock()->findChild<QLabel *>();
        type(QStringLiteral("def triangles():"));
        QCOMPARE(prompt->text(), QStringLiteral("..."));
        type(QStringLiteral("    return sum(m.triangle_count for m in doc.meshes)"));
        type(QString());
        QCOMPARE(prompt->text(), QStringLiteral(">>>"));
        type(QStringLiteral("triangles()"));
        QVERIFY2(dock()->output().contains(QStringLiteral("\n%1\n").arg(doc()->model().triangleCount())),
                 qPrintable(dock()->output()));
    }

    void scriptIsOneUndoStep()
    {
        const Model original = doc()->model();
        const QString script = writeScript("three.py", "doc.run('flipWinding')\n"
                                                       "doc.run('scaleBy', factor=2.0)\n"
                                                       "doc.run('renameJoints', pattern='^', replacement='x_')\n"
                                                       "print('done', len(doc.joints))\n");
        QVERIFY(dock()->runFile(script));
        QVERIFY2(dock()->output().contains(QStringLiteral("done 3")), qPrintable(dock()->output()));
        QCOMPARE(doc()->model().skeleton.joints[0].name, QStringLiteral("x_root"));
        QCOMPARE(doc()->undoStack()->count(), 1);
        QCOMPARE(doc()->undoStack()->text(0), QStringLiteral("Run Script three.py"));
        doc()->undoStack()->undo();
        QVERIFY(doc()->model() == original);
        doc()->undoStack()->redo();
        QCOMPARE(doc()->model().skeleton.joints[0].name, QStringLiteral("x_root"));
    }

    void undoInsideARunRaisesAndTheRunStaysOneStep()
    {
        const Model original = doc()->model();
        const QString script = writeScript("undoes.py", "doc.run('flipWinding')\n"
                                                        "try:\n"
                                                        "    doc.undo()\n"
                                                        "except quarry.Error as error:\n"
                                                        "    print('refused:', error)\n"
                                                        "try:\n"
                                                        "    doc.redo()\n"
                                                        "except quarry.Error as error:\n"
                                                        "    print('refused:', error)\n"
                                                        "doc.run('scaleBy', factor=2.0)\n");
        QVERIFY(dock()->runFile(script));
        QCOMPARE(dock()->output().count(QStringLiteral("refused: doc.")), 2);
        QVERIFY2(dock()->output().contains(QStringLiteral("doc.undo(): a script run in the editor is one undo step")),
                 qPrintable(dock()->output()));
        QVERIFY(dock()->output().contains(QStringLiteral("doc.redo(): ")));
        // Both operations ran and stay one step; Edit > Undo takes them back.
        QCOMPARE(doc()->undoStack()->count(), 1);
        const Model after = doc()->model();
        QVERIFY(!(after == original));
        doc()->undoStack()->undo();
        QVERIFY(doc()->model() == original);

        // In the console, uncaught: the traceback names quarry.Error, and the
        // entry before it stays done.
        type(QStringLiteral("doc.run(\"flipWinding\")"));
        QCOMPARE(doc()->undoStack()->index(), 1);
        type(QStringLiteral("doc.undo()"));
        QVERIFY2(dock()->output().contains(QStringLiteral("quarry.Error: doc.undo()")), qPrintable(dock()->output()));
        QCOMPARE(doc()->undoStack()->index(), 1);
        QVERIFY(!(doc()->model() == original));
    }

    void failingScriptIsTakenBack()
    {
        const Model original = doc()->model();
        const QString script = writeScript("fails.py", "doc.run('flipWinding')\n"
                                                       "doc.run('scaleBy', factor=2.0)\n"
                                                       "raise RuntimeError('half way')\n");
        QVERIFY(!dock()->runFile(script));
        QVERIFY2(dock()->output().contains(QStringLiteral("line 3")), qPrintable(dock()->output()));
        QVERIFY(dock()->output().contains(QStringLiteral("RuntimeError: half way")));
        QVERIFY(doc()->model() == original);
        QCOMPARE(doc()->undoStack()->count(), 0);
    }

    void cancelStopsTheScriptAndTakesItBack()
    {
        const Model original = doc()->model();
        const QString script = writeScript("forever.py", "doc.run('flipWinding')\n"
                                                         "while True:\n"
                                                         "    pass\n");
        auto *cancel = dock()->findChild<QPushButton *>(QStringLiteral("cancelScript"));
        QVERIFY(cancel && !cancel->isEnabled());
        bool wasEnabled = false;
        QTimer::singleShot(300, cancel, [cancel, &wasEnabled] {
            wasEnabled = cancel->isEnabled();
            QTest::mouseClick(cancel, Qt::LeftButton);
        });
        QVERIFY(!dock()->runFile(script));
        QVERIFY(wasEnabled);
        QVERIFY(!cancel->isEnabled());
        QVERIFY2(dock()->output().contains(QStringLiteral("Cancelled")), qPrintable(dock()->output()));
        QVERIFY(doc()->model() == original);
        QCOMPARE(doc()->undoStack()->count(), 0);
    }
};

QTEST_MAIN(TestScriptDock)
#include "tst_scriptdock.moc"
