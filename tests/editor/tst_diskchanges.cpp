// The open file changed on disk by another program: the window's bar offers
// Reload (one undo step) or Ignore; the editor's own saves raise nothing.
#include "editor/DiskChanges.h"
#include "editor/MainWindow.h"
#include "io/Formats.h"
#include "model/Document.h"
#include "model/operations/Operation.h"
#include "model/ops/SampleModel.h"

#include <QAction>
#include <QLabel>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>
#include <QUndoStack>

#include <memory>

using namespace quarry;

class TestDiskChanges : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_path;
    std::unique_ptr<MainWindow> m_window;
    Document *doc() { return m_window->document(); }
    QToolBar *bar() { return m_window->findChild<QToolBar *>(QStringLiteral("diskChangeBar")); }
    void clickBar(const char *action)
    {
        QAction *a = bar()->findChild<QAction *>(QLatin1String(action));
        QVERIFY(a);
        QTest::mouseClick(bar()->widgetForAction(a), Qt::LeftButton);
    }

    // Another program rewrites the file: one more mesh, renamed.
    Model rewriteFromOutside()
    {
        Model other = makeSampleModel();
        other.meshes[0].name = QStringLiteral("changed outside");
        // A later modification time for certain, whatever the file system's resolution.
        QTest::qWait(20);
        [&] { QVERIFY(writeModelFile(other, m_path, QStringLiteral("iqe")).ok()); }();
        return readModelFile(m_path).model;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("QuarryTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_diskchanges"));
        QSettings().clear();
        QSettings().setValue(QStringLiteral("preferences/autosaveSeconds"), 0);
    }

    void init()
    {
        m_path = m_dir.filePath(QStringLiteral("model.iqe"));
        QVERIFY(writeModelFile(makeSampleModel(), m_path, QStringLiteral("iqe")).ok());
        m_window = std::make_unique<MainWindow>();
        m_window->setAttribute(Qt::WA_DeleteOnClose, false);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QVERIFY(m_window->openFile(m_path));
        QVERIFY(bar());
        QVERIFY(!bar()->isVisible());
    }

    void cleanup()
    {
        doc()->undoStack()->setClean();
        m_window.reset();
    }

    void reloadIsOneUndoStep()
    {
        QVERIFY(runOperation(*doc(), QStringLiteral("flipWinding")).ok);
        const Model edited = doc()->model();
        const Model outside = rewriteFromOutside();
        QTRY_VERIFY_WITH_TIMEOUT(bar()->isVisible(), 5000);
        QVERIFY(
            bar()->findChild<QLabel *>(QStringLiteral("diskChangeText"))->text().contains(QStringLiteral("model.iqe")));
        clickBar("reloadFromDisk");
        QVERIFY(!bar()->isVisible());
        QVERIFY(doc()->model() == outside);
        QVERIFY(!doc()->isModified());
        doc()->undoStack()->undo();
        QVERIFY(doc()->model() == edited);
        doc()->undoStack()->redo();
        QVERIFY(doc()->model() == outside);
    }

    void ignoreKeepsTheModel()
    {
        const Model before = doc()->model();
        rewriteFromOutside();
        QTRY_VERIFY_WITH_TIMEOUT(bar()->isVisible(), 5000);
        clickBar("ignoreDiskChange");
        QVERIFY(!bar()->isVisible());
        QVERIFY(doc()->model() == before);
        // The same change is not offered again.
        m_window->diskChanges()->check();
        QVERIFY(!bar()->isVisible());
    }

    void ownSavesRaiseNothing()
    {
        QVERIFY(runOperation(*doc(), QStringLiteral("flipNormals")).ok);
        QTest::qWait(20);
        QVERIFY(m_window->save());
        QTest::qWait(800); // the watcher's settle time and more
        m_window->diskChanges()->check();
        QVERIFY(!bar()->isVisible());
    }

    void aRemovedFileIsSaidAndCannotBeReloaded()
    {
        QVERIFY(QFile::remove(m_path));
        QTRY_VERIFY_WITH_TIMEOUT(bar()->isVisible(), 5000);
        QVERIFY(
            bar()->findChild<QLabel *>(QStringLiteral("diskChangeText"))->text().contains(QStringLiteral("removed")));
        QVERIFY(!bar()->findChild<QAction *>(QStringLiteral("reloadFromDisk"))->isEnabled());
    }
};

QTEST_MAIN(TestDiskChanges)
#include "tst_diskchanges.moc"
