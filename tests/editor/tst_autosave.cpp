// Autosave and recovery with the real editor: snapshots written while there
// are unsaved changes and removed by a save; an editor killed with SIGKILL
// after an autosave is offered again at the next start, and restoring gives
// the document as it was, marked modified.
#include "GuiHelpers.h"

#include "editor/Autosave.h"
#include "editor/MainWindow.h"
#include "editor/RecoveryDialog.h"
#include "io/Formats.h"
#include "io/recovery/RecoverySnapshot.h"
#include "model/Document.h"
#include "model/operations/Operation.h"
#include "model/ops/SampleModel.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>
#include <QUndoStack>

#include <memory>

using namespace quarry;
using quarry::test::onNextModal;

namespace {

QTemporaryDir *home()
{
    static QTemporaryDir dir;
    return &dir;
}

QStringList snapshots()
{
    return QDir(Autosave::directory()).entryList({QStringLiteral("*.quarry-recovery")}, QDir::Files);
}

ReadResult readSnapshot(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return ReadResult::failure(path, file.errorString());
    return decodeRecoverySnapshot(file.readAll(), path);
}

} // namespace

class TestAutosave : public QObject
{
    Q_OBJECT

    std::unique_ptr<MainWindow> m_window;
    Document *doc() { return m_window->document(); }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(home()->isValid());
        QVERIFY(Autosave::directory().startsWith(home()->path()));
        QVERIFY(snapshots().isEmpty());
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
        QVERIFY(snapshots().isEmpty());
    }

    void snapshotHoldsTheEditsAndSavingRemovesIt()
    {
        const QString path = home()->filePath(QStringLiteral("sample.iqe"));
        QVERIFY(writeModelFile(makeSampleModel(), path, QStringLiteral("iqe")).ok());
        QVERIFY(m_window->openFile(path));
        Autosave *autosave = m_window->autosave();
        autosave->saveNow();
        QVERIFY2(snapshots().isEmpty(), "a clean document is not autosaved");

        QVERIFY(runOperation(*doc(), QStringLiteral("flipWinding")).ok);
        autosave->saveNow();
        QTRY_VERIFY(!autosave->isWriting());
        QCOMPARE(snapshots().size(), 1);
        const ReadResult back = readSnapshot(autosave->snapshotPath());
        QVERIFY(back.ok());
        QVERIFY(back.model == doc()->model());
        QVERIFY(!(back.model == makeSampleModel()));

        // The user's file is untouched by autosave; a save removes the snapshot.
        QCOMPARE(readModelFile(path).model.meshes[0].triangles, makeSampleModel().meshes[0].triangles);
        QVERIFY(m_window->save());
        QTRY_VERIFY(snapshots().isEmpty());
    }

    void aBurstOfEditsIsAutosavedWhenEditingPauses()
    {
        doc()->resetModel(makeSampleModel(), home()->filePath(QStringLiteral("burst.iqe")), QStringLiteral("iqe"));
        m_window->autosave()->setInterval(3600);
        for (int i = 0; i < Autosave::kBurstEdits; ++i)
            QVERIFY(runOperation(*doc(), QStringLiteral("flipNormals")).ok);
        QTRY_VERIFY_WITH_TIMEOUT(snapshots().size() == 1, 10000);
        QTRY_VERIFY(!m_window->autosave()->isWriting());
        // Undoing back to the file's state removes it.
        while (doc()->undoStack()->canUndo())
            doc()->undoStack()->undo();
        QTRY_VERIFY(snapshots().isEmpty());
    }

    void aMillionTrianglesDoNotStallTheWindow()
    {
        doc()->resetModel(makeTiledSampleModel(1'000'000), home()->filePath(QStringLiteral("big.iqm")),
                          QStringLiteral("iqm"));
        QVERIFY(doc()->model().triangleCount() >= 1'000'000);
        QVERIFY(runOperation(*doc(), QStringLiteral("flipWinding")).ok);
        QElapsedTimer gui;
        gui.start();
        m_window->autosave()->saveNow();
        const qint64 blocked = gui.elapsed();
        QVERIFY(m_window->autosave()->isWriting());
        QElapsedTimer whole;
        whole.start();
        QTRY_VERIFY_WITH_TIMEOUT(!m_window->autosave()->isWriting(), 60000);
        qInfo("autosave of %lld triangles: %lld ms on the GUI thread, %lld ms in all", doc()->model().triangleCount(),
              blocked, blocked + whole.elapsed());
        QVERIFY2(blocked <= 30, qPrintable(QString::number(blocked)));
        const ReadResult back = readSnapshot(m_window->autosave()->snapshotPath());
        QVERIFY(back.ok());
        QVERIFY(back.model == doc()->model());
    }

    void killedEditorIsOfferedAgain_data()
    {
        QTest::addColumn<QString>("button");
        QTest::newRow("restore") << QStringLiteral("restore");
        QTest::newRow("discard") << QStringLiteral("discard");
    }

    void killedEditorIsOfferedAgain()
    {
        QFETCH(QString, button);
        m_window.reset();
        m_window = std::make_unique<MainWindow>(); // for cleanup(); not shown
        const QString path = home()->filePath(QStringLiteral("killed.iqe"));
        QVERIFY(writeModelFile(makeSampleModel(), path, QStringLiteral("iqe")).ok());
        const QString script = home()->filePath(QStringLiteral("edit.py"));
        QFile s(script);
        QVERIFY(s.open(QIODevice::WriteOnly));
        s.write("doc.run('flipWinding')\ndoc.run('scaleToHeight', height=3.0)\n");
        s.close();

        // The editor itself, autosaving every second, edited by a script and
        // killed once its snapshot is on disk.
        QProcess editor;
        editor.setProcessChannelMode(QProcess::ForwardedChannels);
        editor.start(QStringLiteral(QUARRY_BINARY), {path, QStringLiteral("--script"), script});
        QVERIFY(editor.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(QDir(Autosave::directory()).entryList({QStringLiteral("*.json")}).size() == 1, 30000);
        QVERIFY(Autosave::recoverable().isEmpty()); // its run still holds it
        editor.kill();
        QVERIFY(editor.waitForFinished());

        const QList<RecoveryEntry> entries = Autosave::recoverable();
        QCOMPARE(entries.size(), 1);
        QCOMPARE(entries[0].sourcePath, QFileInfo(path).absoluteFilePath());
        QVERIFY(entries[0].time.secsTo(QDateTime::currentDateTimeUtc()) < 60);

        // What the script made, here.
        Document expected;
        expected.resetModel(readModelFile(path).model);
        QVERIFY(runOperation(expected, QStringLiteral("flipWinding")).ok);
        QVERIFY(runOperation(expected, QStringLiteral("scaleToHeight"), {{QStringLiteral("height"), 3.0}}).ok);

        QStringList offered;
        onNextModal([&offered, button](QWidget *modal) {
            auto *dialog = qobject_cast<RecoveryDialog *>(modal);
            QVERIFY(dialog);
            auto *list = dialog->findChild<QTreeWidget *>(QStringLiteral("recoveryList"));
            for (int i = 0; list && i < list->topLevelItemCount(); ++i)
                offered << list->topLevelItem(i)->text(2);
            QTest::mouseClick(dialog->findChild<QPushButton *>(button), Qt::LeftButton);
        });
        const QList<MainWindow *> windows = offerRecovery();
        QCOMPARE(offered, QStringList{QFileInfo(path).absoluteFilePath()});
        if (button == QLatin1String("discard")) {
            QVERIFY(windows.isEmpty());
        } else {
            QCOMPARE(windows.size(), 1);
            Document *restored = windows[0]->document();
            QVERIFY(restored->model() == expected.model());
            QVERIFY(restored->isModified());
            QCOMPARE(restored->filePath(), QFileInfo(path).absoluteFilePath());
            QCOMPARE(restored->format(), QStringLiteral("iqe"));
            // Kept by the new window's own autosave.
            QTRY_VERIFY(!windows[0]->autosave()->isWriting());
            QVERIFY(QFileInfo::exists(windows[0]->autosave()->snapshotPath()));
            restored->undoStack()->setClean();
            windows[0]->close();
        }
        QTRY_VERIFY(Autosave::recoverable().isEmpty());
        QTRY_VERIFY(snapshots().isEmpty());
        // The user's file was never written.
        QCOMPARE(readModelFile(path).model.meshes[0].positions, makeSampleModel().meshes[0].positions);
    }
};

int main(int argc, char **argv)
{
    // The editor started by the test and this one share a data and a
    // settings folder of their own: autosave every second there.
    qputenv("XDG_DATA_HOME", QFile::encodeName(home()->filePath(QStringLiteral("data"))));
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(home()->filePath(QStringLiteral("config"))));
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("Quarry"));
    QCoreApplication::setApplicationName(QStringLiteral("Quarry"));
    QCoreApplication::setAttribute(Qt::AA_DontUseNativeDialogs);
    QSettings().setValue(QStringLiteral("preferences/autosaveSeconds"), 1);
    QSettings().sync();
    TestAutosave test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_autosave.moc"
