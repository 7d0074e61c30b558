// The main window and files, driven as a user does: unsaved changes, open,
// edit, save and reopen, drops, export, missing files, background tasks,
// Cal3D companions, preferences, shortcuts, layout and a screenshot.
#include "EditorWindowTestSupport.h"

using namespace quarry;
using namespace quarry::editortest;

class TestEditorWindowFiles : public QObject, private EditorWindowFixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("QuarryTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_editorwindow_files"));
        QSettings().clear();
    }

    void init() { open(); }
    void cleanup() { close(); }

    void unsavedChangesPromptOnClose()
    {
        m_window->modelOperations()->action(QStringLiteral("flipNormals"))->trigger();
        QVERIFY(doc()->isModified());
        // Cancel keeps the window and the changes.
        onNextModal([](QWidget *modal) { clickMessageBoxButton(modal, QMessageBox::Cancel); });
        QVERIFY(!m_window->close());
        QVERIFY(m_window->isVisible());
        QVERIFY(doc()->isModified());
        // Discard closes.
        onNextModal([](QWidget *modal) { clickMessageBoxButton(modal, QMessageBox::Discard); });
        QVERIFY(m_window->close());
    }

    // A file opened, edited through the widgets, saved with the shortcut and
    // opened again: the saved file holds the edits.
    void openEditSaveReopen()
    {
        const FormatHandler *iqe = formatHandler(QStringLiteral("iqe"));
        QVERIFY2(iqe && iqe->write && iqe->read, "the format table has an IQE reader and writer");
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("sample.iqe"));
        QVERIFY(writeModelFile(makeSampleModel(), path, QStringLiteral("iqe")).ok());
        QVERIFY(m_window->openFile(path));
        QCOMPARE(doc()->filePath(), QFileInfo(path).absoluteFilePath());
        QCOMPARE(model().meshes.size(), 2);
        QVERIFY(!m_window->isWindowModified());

        OutlinerView *view = outliner();
        clickItem(view->itemFor(ObjectKind::Mesh, 1));
        view->setFocus();
        QTest::keyClick(view, Qt::Key_F2);
        auto *editor = view->findChild<QLineEdit *>();
        QVERIFY(editor);
        editor->selectAll();
        QTest::keyClicks(editor, QStringLiteral("helmet"));
        QTest::keyClick(editor, Qt::Key_Return);
        QTRY_COMPARE(model().meshes[1].name, QStringLiteral("helmet"));
        const Triangle before = model().meshes[1].triangles[0];
        m_window->modelOperations()->action(QStringLiteral("flipWinding"))->trigger();
        QTest::keySequence(m_window.get(), QKeySequence::Undo);
        QCOMPARE(model().meshes[1].triangles[0], before);
        QTest::keySequence(m_window.get(), QKeySequence::Redo);
        const Triangle flipped{before[0], before[2], before[1]};
        QCOMPARE(model().meshes[1].triangles[0], flipped);
        QVERIFY(m_window->isWindowModified());

        QTest::keySequence(m_window.get(), QKeySequence::Save);
        QVERIFY(!m_window->isWindowModified());
        const ReadResult saved = readModelFile(path);
        QVERIFY2(saved.ok(), saved.ok() ? "" : qPrintable(saved.error->toString()));
        QCOMPARE(saved.model.meshes[1].name, QStringLiteral("helmet"));
        QCOMPARE(saved.model.meshes[1].triangles, model().meshes[1].triangles);

        // Reopened in a fresh window, from the recent files.
        m_window = std::make_unique<MainWindow>();
        m_window->setAttribute(Qt::WA_DeleteOnClose, false);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QAction *recent = nullptr;
        for (QAction *a : m_window->findChildren<QAction *>())
            if (a->text() == QLatin1String("sample.iqe"))
                recent = a;
        QVERIFY(recent);
        recent->trigger();
        QCOMPARE(model().meshes[1].name, QStringLiteral("helmet"));
        QCOMPARE(model().meshes[1].triangles[0], flipped);
    }

    // A file another tool wrote, opened and saved with no edit: the window
    // is not modified, the file on disk keeps its bytes and its
    // modification time. After an edit, only what it touched is new.
    void plainSaveLeavesTheFileAlone()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("other.iqe"));
        const QByteArray text = "# Inter-Quake Export\n# from another tool\n\nmesh\tbody\nmaterial skin.tga\n"
                                "vp 0.000000 0.000000 0.000000\nvp 1.000000 0.000000 0.000000\n"
                                "vp 0.000000 1.000000 0.000000\nfm 0 1 2\n";
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QCOMPARE(f.write(text), text.size());
        }
        // An hour back, so that a rewrite cannot keep the same time.
        const QDateTime before = QDateTime::currentDateTime().addSecs(-3600);
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadWrite));
            QVERIFY(f.setFileTime(before, QFileDevice::FileModificationTime));
        }
        const QDateTime stamped = QFileInfo(path).lastModified();
        QVERIFY(m_window->openFile(path));
        QVERIFY(!m_window->isWindowModified());
        QTest::keySequence(m_window.get(), QKeySequence::Save);
        QVERIFY(!m_window->isWindowModified());
        QVERIFY(!doc()->isModified());
        QCOMPARE(QFileInfo(path).lastModified(), stamped);
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), text);
        f.close();
        QVERIFY2(!m_window->statusBar()->currentMessage().contains(QLatin1String("anew")),
                 qPrintable(m_window->statusBar()->currentMessage()));

        // An edit of the mesh: its block is written anew, the rest of the
        // file (the other tool's comment) stays, and nothing else is said.
        m_window->modelOperations()->action(QStringLiteral("flipWinding"))->trigger();
        QVERIFY(m_window->isWindowModified());
        QTest::keySequence(m_window.get(), QKeySequence::Save);
        QVERIFY(!m_window->isWindowModified());
        QVERIFY(QFileInfo(path).lastModified() != stamped);
        QFile edited(path);
        QVERIFY(edited.open(QIODevice::ReadOnly));
        const QByteArray after = edited.readAll();
        QVERIFY(after != text);
        QVERIFY2(after.startsWith("# Inter-Quake Export\n# from another tool\n\n"), after.constData());
        const QString message = m_window->statusBar()->currentMessage();
        QVERIFY2(!message.contains(QLatin1String("anew")), qPrintable(message));
    }

    void dropAFileOnTheWindow()
    {
        const FormatHandler *iqe = formatHandler(QStringLiteral("iqe"));
        QVERIFY2(iqe && iqe->write && iqe->read, "the format table has an IQE reader and writer");
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("dropped.iqe"));
        Model m = makeSampleModel();
        m.meshes[0].name = QStringLiteral("dropped");
        QVERIFY(writeModelFile(m, path, QStringLiteral("iqe")).ok());
        auto *mime = new QMimeData;
        mime->setUrls({QUrl::fromLocalFile(path)});
        const QPoint at = m_window->rect().center();
        QDragEnterEvent enter(at, Qt::CopyAction, mime, Qt::LeftButton, {});
        QApplication::sendEvent(m_window.get(), &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(at), Qt::CopyAction, mime, Qt::LeftButton, {});
        QApplication::sendEvent(m_window.get(), &drop);
        QCOMPARE(model().meshes[0].name, QStringLiteral("dropped"));
        QCOMPARE(doc()->filePath(), QFileInfo(path).absoluteFilePath());
        delete mime;
    }

    void exportWritesAConvertedCopy()
    {
        const FormatHandler *iqm = formatHandler(QStringLiteral("iqm"));
        QVERIFY2(iqm && iqm->write && iqm->read, "the format table has an IQM reader and writer");
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("out.iqm"));
        // Through the dialog's own widgets.
        onNextModal([&path](QWidget *modal) {
            auto *dialog = qobject_cast<ExportDialog *>(modal);
            QVERIFY(dialog);
            dialog->pathEdit()->setText(path);
            dialog->sizeModeCombo()->setCurrentIndex(2);
            dialog->sizeSpin()->setValue(52.0);
            dialog->influencesSpin()->setValue(1);
            dialog->dropToGroundCheck()->setChecked(true);
            dialog->accept();
        });
        m_window->findChild<QAction *>(QStringLiteral("export"))->trigger();
        QCOMPARE(model(), makeSampleModel()); // the document is untouched
        QVERIFY(!doc()->isModified());
        const ReadResult written = readModelFile(path);
        QVERIFY2(written.ok(), written.ok() ? "" : qPrintable(written.error->toString()));
        const Bounds b = poseBounds(written.model, -1, 0);
        QVERIFY(qAbs(b.size().z() - 52.0f) < 1e-2f);
        QVERIFY(qAbs(b.min.z()) < 1e-3f);
        // IQM stores four slots per vertex; only one may carry weight.
        for (const Mesh &mesh : written.model.meshes)
            QCOMPARE(maxUsedInfluences(mesh), 1);
    }

    void openingAMissingFileSaysWhy()
    {
        QString text;
        onNextModal([&text](QWidget *modal) {
            text = static_cast<QMessageBox *>(modal)->text();
            clickMessageBoxButton(modal, QMessageBox::Ok);
        });
        QVERIFY(!m_window->openFile(QStringLiteral("/nonexistent/model.iqm")));
        QVERIFY2(text.contains(QLatin1String("/nonexistent/model.iqm")), qPrintable(text));
        QCOMPARE(model(), makeSampleModel()); // what was open stays
    }

    void backgroundTaskCancelDiscards()
    {
        BackgroundTask *task = m_window->backgroundTask();
        auto *cancel = m_window->findChild<QPushButton *>(QStringLiteral("taskCancel"));
        QVERIFY(cancel);
        bool sawCancelled = false;
        // Click Cancel from the GUI while the job runs: the window keeps processing events.
        connect(
            task, &BackgroundTask::started, this,
            [cancel] { QTimer::singleShot(50, cancel, [cancel] { QTest::mouseClick(cancel, Qt::LeftButton); }); },
            Qt::SingleShotConnection);
        const bool finished = task->run(QStringLiteral("test"), [&sawCancelled](const ProgressFn &progress) {
            for (int i = 0; i < 1000; ++i) {
                if (!progress(i / 1000.0)) {
                    sawCancelled = true;
                    return;
                }
                QThread::msleep(5);
            }
        });
        QVERIFY(!finished);
        QVERIFY(sawCancelled);
        QVERIFY(!cancel->isVisible());
        QVERIFY(m_window->menuBar()->isEnabled());
        QVERIFY(m_window->modelOperations()->action(QStringLiteral("flipWinding"))->isEnabled());
        // A job that runs to the end reports success.
        int ran = 0;
        QVERIFY(task->run(QStringLiteral("test"), [&ran](const ProgressFn &progress) { ran = progress(1.0) ? 1 : 2; }));
        QCOMPARE(ran, 1);
    }

    void skeletonBesideAnXmfIsOffered()
    {
        QTemporaryDir dir;
        const QString mesh = dir.filePath(QStringLiteral("hero.xmf"));
        const QString skeleton = dir.filePath(QStringLiteral("hero.xsf"));
        for (const QString &path : {mesh, skeleton}) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("not really a Cal3D file\n");
        }
        QString offered;
        m_window->setSkeletonPrompt([&offered](const QString &path) {
            offered = path;
            return true;
        });
        // The files are not valid, so the open fails after the offer: say why, keep what was open.
        QString error;
        onNextModal([&error](QWidget *modal) {
            error = static_cast<QMessageBox *>(modal)->text();
            clickMessageBoxButton(modal, QMessageBox::Ok);
        });
        QVERIFY(!m_window->openFile(mesh));
        QCOMPARE(offered, skeleton);
        QVERIFY2(error.contains(QLatin1String("hero.")), qPrintable(error));
        QCOMPARE(model(), makeSampleModel());

        // With companions given (several files opened at once) nothing is asked.
        offered.clear();
        onNextModal([](QWidget *modal) { clickMessageBoxButton(modal, QMessageBox::Ok); });
        QVERIFY(!m_window->openFiles({skeleton, mesh}));
        QVERIFY(offered.isEmpty());
    }

    void corpusAvatarOpensWithItsCompanions()
    {
        const QString dir = QStringLiteral(QUARRY_CORPUS_DIR "/xmf/dokuro");
        if (!QFileInfo::exists(dir + QStringLiteral("/DokuroChan.xmf")))
            QSKIP("corpus not present (../shared/corpus)");
        QString offered;
        m_window->setSkeletonPrompt([&offered](const QString &path) {
            offered = path;
            return true;
        });
        QVERIFY(m_window->openFile(dir + QStringLiteral("/DokuroChan.xmf")));
        QCOMPARE(QFileInfo(offered).fileName(), QStringLiteral("DokuroChan.xsf"));
        // Taking the skeleton brings the animation and the 32 materials found beside it.
        QCOMPARE(model().skeleton.joints.size(), 99);
        QCOMPARE(model().meshes.size(), 11);
        QCOMPARE(model().vertexCount(), 6861);
        QCOMPARE(model().animations.size(), 1);
        QCOMPARE(model().materials.size(), 32);
    }

    // Every file of the avatar chosen at once, in an order where _18 is not
    // 18th: the mesh asking for material 18 still gets DokuroChan_18.xrf, and
    // the status bar says the ids came from the file names.
    void corpusAvatarMaterialsInAnyOrder()
    {
        const QString dir = QStringLiteral(QUARRY_CORPUS_DIR "/xmf/dokuro");
        if (!QFileInfo::exists(dir + QStringLiteral("/DokuroChan.xmf")))
            QSKIP("corpus not present (../shared/corpus)");
        QStringList files;
        for (int n = 31; n >= 0; --n)
            files << dir + QStringLiteral("/DokuroChan_%1.xrf").arg(n);
        files << dir + QStringLiteral("/DokuroChan.xsf") << dir + QStringLiteral("/DokuroChan.xmf");
        QVERIFY(m_window->openFiles(files));
        QCOMPARE(model().materials.size(), 32);
        QCOMPARE(model().meshes[0].material, 18);
        QCOMPARE(model().materials[18], readModelFile(dir + QStringLiteral("/DokuroChan_18.xrf")).model.materials[0]);
        const QString message = m_window->statusBar()->currentMessage();
        QVERIFY2(message.contains(QLatin1String("material ids taken from the numbers in the material file names")),
                 qPrintable(message));
    }

    void companionFilesAreGrouped()
    {
        const FileGroup g = groupFiles({QStringLiteral("a/walk.xaf"), QStringLiteral("a/hero.xmf"),
                                        QStringLiteral("a/hero.xsf"), QStringLiteral("a/skin.xrf")});
        QCOMPARE(g.model, QStringLiteral("a/hero.xmf"));
        QCOMPARE(g.companions, (QStringList{"a/walk.xaf", "a/hero.xsf", "a/skin.xrf"}));
        QTemporaryDir dir;
        QFile mesh(dir.filePath(QStringLiteral("hero.xmf")));
        QVERIFY(mesh.open(QIODevice::WriteOnly));
        mesh.close();
        QCOMPARE(skeletonBeside(mesh.fileName()), QString());
        QFile skeleton(dir.filePath(QStringLiteral("hero.xsf")));
        QVERIFY(skeleton.open(QIODevice::WriteOnly));
        skeleton.close();
        QCOMPARE(skeletonBeside(mesh.fileName()), skeleton.fileName());
        QCOMPARE(skeletonBeside(dir.filePath(QStringLiteral("hero.iqm"))), QString());
    }

    void preferencesPersist()
    {
        onNextModal([](QWidget *modal) {
            auto *recent = modal->findChild<QSpinBox *>(QStringLiteral("maxRecentFiles"));
            QVERIFY(recent);
            recent->setValue(3);
            auto *skeleton = modal->findChild<QComboBox *>(QStringLiteral("skeletonBeside"));
            skeleton->setCurrentIndex(2);
            static_cast<QDialog *>(modal)->accept();
        });
        QAction *prefs = m_window->findChild<QAction *>(QStringLiteral("preferences"));
        QVERIFY(prefs);
        prefs->trigger();
        QSettings settings;
        QCOMPARE(settings.value(QStringLiteral("preferences/maxRecentFiles")).toInt(), 3);
        QCOMPARE(settings.value(QStringLiteral("preferences/skeletonBeside")).toInt(), 2);
        settings.remove(QStringLiteral("preferences"));
    }

    void keyboardShortcutsDialogListsCommands()
    {
        int rows = 0;
        onNextModal([&rows](QWidget *modal) {
            auto *tree = modal->findChild<QTreeWidget *>();
            QVERIFY(tree);
            for (QTreeWidgetItemIterator it(tree); *it; ++it)
                rows += (*it)->text(1) == QKeySequence(QKeySequence::Save).toString(QKeySequence::NativeText);
            static_cast<QDialog *>(modal)->reject();
        });
        m_window->findChild<QAction *>(QStringLiteral("shortcuts"))->trigger();
        QCOMPARE(rows, 1);
    }

    // The window as a user first sees it with a model open; saved where
    // QUARRY_SCREENSHOT says (for the README).
    void screenshotOfTheSample()
    {
        m_window->resize(1280, 800);
        doc()->resetModel(makeSampleModel(), QStringLiteral("/home/modder/models/sample.iqm"), QStringLiteral("iqm"));
        clickItem(outliner()->itemFor(ObjectKind::Joint, 1));
        raiseDock("PropertiesDock");
        QTest::qWait(100);
        QImage shot = m_window->grab().toImage();
        QVERIFY(!shot.isNull());
        // The 3D view draws in a window of its own, which a widget grab
        // does not see: its scene goes where it shows.
        if (auto *view = m_window->findChild<ViewportWidget *>(); view && view->isVisible()) {
            const QImage scene = view->grabFramebuffer();
            QVERIFY(!scene.isNull());
            QPainter painter(&shot);
            painter.drawImage(QRectF(view->mapTo(m_window.get(), QPoint(0, 0)), view->size()), scene);
        }
        QCOMPARE(shot.size(), m_window->size() * m_window->devicePixelRatio());
        const QByteArray path = qgetenv("QUARRY_SCREENSHOT");
        if (!path.isEmpty())
            QVERIFY(shot.save(QString::fromLocal8Bit(path)));
    }

    void layoutAndGeometryPersist()
    {
        auto *joints = m_window->findChild<QDockWidget *>(QStringLiteral("JointsDock"));
        joints->hide();
        m_window->resize(620, 440);
        QTest::qWait(20);
        const QSize size = m_window->size(); // what the window took of the request
        m_window->close();
        m_window = std::make_unique<MainWindow>();
        m_window->setAttribute(Qt::WA_DeleteOnClose, false);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QVERIFY(!m_window->findChild<QDockWidget *>(QStringLiteral("JointsDock"))->toggleViewAction()->isChecked());
        QCOMPARE(m_window->size(), size);
        m_window->resetLayout();
        QVERIFY(m_window->findChild<QDockWidget *>(QStringLiteral("JointsDock"))->toggleViewAction()->isChecked());
    }
};

QTEST_MAIN(TestEditorWindowFiles)
#include "tst_editorwindow_files.moc"
