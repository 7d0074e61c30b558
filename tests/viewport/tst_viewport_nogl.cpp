// Where no OpenGL context can be made (Qt's offscreen platform here), the
// viewport shows a message in its place and the editor keeps working.
#include "editor/MainWindow.h"
#include "model/Document.h"
#include "model/commands/RenameCommand.h"
#include "model/ops/SampleModel.h"
#include "views/viewport/SurfaceFormat.h"
#include "views/viewport/Viewport.h"

#include <QLabel>
#include <QTest>

using namespace quarry;

class TestViewportNoGL : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("QuarryTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_viewport_nogl"));
        if (QGuiApplication::platformName() != QLatin1String("offscreen"))
            QSKIP("needs QT_QPA_PLATFORM=offscreen (no OpenGL)");
    }

    void mainWindowShowsMessageInsteadOfView()
    {
        QVERIFY(!canCreateViewportContext());
        MainWindow w;
        w.show();
        auto *viewport = w.findChild<Viewport *>();
        QVERIFY(viewport);
        QVERIFY(!viewport->hasOpenGL());
        QVERIFY(!viewport->view());
        auto *message = viewport->findChild<QLabel *>(QStringLiteral("ViewportMessage"));
        QVERIFY(message);
        QVERIFY(message->isVisible());
        QVERIFY(message->text().contains(QLatin1String("OpenGL")));
        // The rest works: load, edit, undo.
        Document *doc = w.document();
        doc->resetModel(makeSampleModel());
        doc->undoStack()->push(new RenameCommand(doc, ObjectKind::Mesh, 0, QStringLiteral("trunk")));
        QCOMPARE(doc->model().meshes[0].name, QStringLiteral("trunk"));
        doc->undoStack()->undo();
        QCOMPARE(doc->model().meshes[0].name, QStringLiteral("column"));
        doc->setCurrentTime(0.5);
        QTest::qWait(20);
        QVERIFY(message->isVisible());
        doc->undoStack()->setClean();
    }
};

QTEST_MAIN(TestViewportNoGL)
#include "tst_viewport_nogl.moc"
