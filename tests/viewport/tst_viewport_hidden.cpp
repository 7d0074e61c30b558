// Hidden faces in the real viewport under a (virtual) display: a click
// picks through them to what is behind, a box selects nothing of them, and
// they are not drawn.
#include "editor/MainWindow.h"
#include "model/Document.h"
#include "model/operations/Operation.h"
#include "views/viewport/Viewport.h"
#include "views/viewport/ViewportWidget.h"

#include <QTest>

using namespace quarry;

namespace {

// Two squares of two triangles each, facing the side view's camera (which
// looks along +Y): the front one at y = -1 (faces 0, 1; vertices 0..3),
// the back one at y = 1 (faces 2, 3; vertices 4..7).
Model twoSquares()
{
    Mesh mesh;
    mesh.name = QStringLiteral("squares");
    for (float y : {-1.0f, 1.0f}) {
        mesh.positions << QVector3D(-1, y, -1) << QVector3D(1, y, -1) << QVector3D(1, y, 1) << QVector3D(-1, y, 1);
        for (int i = 0; i < 4; ++i)
            mesh.normals << QVector3D(0, -1, 0);
    }
    for (quint32 base : {0u, 4u}) {
        mesh.triangles.append({base, base + 1, base + 2});
        mesh.triangles.append({base, base + 2, base + 3});
    }
    Model model;
    model.meshes.append(mesh);
    return model;
}

} // namespace

class TestViewportHidden : public QObject
{
    Q_OBJECT

    MainWindow *m_window = nullptr;
    ViewportWidget *m_view = nullptr;
    Document *m_doc = nullptr;

    QPoint screenPoint(const QVector3D &world) const
    {
        QVector3D s;
        m_view->camera(0).project(world, m_view->viewRect(0).size(), &s);
        return QPoint(qRound(s.x()), qRound(s.y())) + m_view->viewRect(0).topLeft();
    }

    void click(const QPoint &at) { QTest::mouseClick(m_view, Qt::LeftButton, {}, at); }

    void box(const QPoint &from, const QPoint &to)
    {
        QTest::mousePress(m_view, Qt::LeftButton, {}, from);
        QTest::mouseMove(m_view, (from + to) / 2);
        QTest::mouseMove(m_view, to);
        QTest::mouseRelease(m_view, Qt::LeftButton, {}, to);
    }

    void setMode(Selection::Mode mode)
    {
        Selection s;
        s.mode = mode;
        m_doc->setSelection(s);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("QuarryTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_viewport_hidden"));
        m_window = new MainWindow;
        m_window->resize(900, 700);
        m_window->show();
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window));
        auto *viewport = m_window->findChild<Viewport *>();
        QVERIFY(viewport);
        if (!viewport->hasOpenGL())
            QSKIP("no OpenGL 3.3 context on this display");
        m_view = viewport->view();
        m_doc = m_window->document();
    }

    void init()
    {
        m_doc->resetModel(twoSquares());
        m_view->setSingleView(Camera::View::Side);
        m_view->frameAll();
        QTest::qWait(30);
    }

    void cleanupTestCase()
    {
        m_doc->undoStack()->setClean();
        delete m_window;
    }

    void clickPicksThroughHiddenFaces()
    {
        setMode(Selection::Mode::Faces);
        const QPoint centre = screenPoint(QVector3D(0.3f, 0, 0.1f));
        click(centre);
        const QList<quint32> front = m_doc->selection().faces.value(0);
        QCOMPARE(front.size(), 1);
        QVERIFY(front[0] <= 1);
        // H hides the selected faces (the front square's picked triangle,
        // then the other one too).
        m_doc->setSelection([] {
            Selection s;
            s.mode = Selection::Mode::Faces;
            s.faces.insert(0, {0, 1});
            return s;
        }());
        QTest::keyClick(m_window, Qt::Key_H);
        QCOMPARE(m_doc->hiddenFaces(), (HiddenFaces{{0, {0, 1}}}));
        QVERIFY(m_doc->selection().faces.isEmpty());
        click(centre);
        const QList<quint32> back = m_doc->selection().faces.value(0);
        QCOMPARE(back.size(), 1);
        QVERIFY2(back[0] >= 2, "the hidden front face was picked");
        // Alt+H shows it again: the click hits the front once more.
        QTest::keyClick(m_window, Qt::Key_H, Qt::AltModifier);
        QVERIFY(m_doc->hiddenFaces().isEmpty());
        click(centre);
        QVERIFY(m_doc->selection().faces.value(0).value(0) <= 1);
    }

    void boxSelectionSkipsHiddenFaces()
    {
        const QPoint from = screenPoint(QVector3D(-1.2f, 0, 1.2f));
        const QPoint to = screenPoint(QVector3D(1.2f, 0, -1.2f));
        // Shown: only the front square (the back one is behind it).
        setMode(Selection::Mode::Faces);
        box(from, to);
        QCOMPARE(m_doc->selection().faces.value(0), (QList<quint32>{0, 1}));
        QVERIFY(runOperation(*m_doc, QStringLiteral("hide")).ok);
        // Hidden front: the box takes the back square and none of the front.
        setMode(Selection::Mode::Faces);
        box(from, to);
        QCOMPARE(m_doc->selection().faces.value(0), (QList<quint32>{2, 3}));
        setMode(Selection::Mode::Vertices);
        box(from, to);
        QList<quint32> vertices = m_doc->selection().vertices.value(0);
        std::sort(vertices.begin(), vertices.end());
        QCOMPARE(vertices, (QList<quint32>{4, 5, 6, 7}));
        // Undo brings the front back (hiding is an undo step).
        m_doc->undoStack()->undo();
        QVERIFY(m_doc->hiddenFaces().isEmpty());
        setMode(Selection::Mode::Faces);
        box(from, to);
        QCOMPARE(m_doc->selection().faces.value(0), (QList<quint32>{0, 1}));
    }

    void hiddenFacesAreNotDrawn()
    {
        // What the view shows of the same vertices with no triangles at all:
        // the same bounds, so the same framing and grid.
        Model bare = twoSquares();
        bare.meshes[0].triangles.clear();
        auto grab = [this] {
            m_view->frameAll();
            QTest::qWait(50);
            return m_view->grabFramebuffer();
        };
        m_doc->resetModel(bare);
        const QImage reference = grab();
        m_doc->resetModel(twoSquares());
        const QImage shown = grab();
        Selection all;
        all.mode = Selection::Mode::Objects;
        all.meshes = {0};
        m_doc->setSelection(all);
        QVERIFY(runOperation(*m_doc, QStringLiteral("hide")).ok);
        m_doc->clearSelection();
        const QImage hidden = grab();
        QVERIFY(!reference.isNull() && !shown.isNull() && !hidden.isNull());
        QCOMPARE(hidden.size(), shown.size());
        const qreal dpr = shown.devicePixelRatio();
        // Points inside the squares, off the grid line at z = 0.
        for (const QVector3D &world :
             {QVector3D(0.3f, 0, 0.3f), QVector3D(-0.5f, 0, 0.6f), QVector3D(0.6f, 0, -0.4f)}) {
            const QPoint at = screenPoint(world) - m_view->viewRect(0).topLeft();
            const QPoint pixel(qRound(at.x() * dpr), qRound(at.y() * dpr));
            QVERIFY(QRect(QPoint(0, 0), shown.size()).contains(pixel));
            QVERIFY(shown.pixelColor(pixel) != reference.pixelColor(pixel)); // the square is drawn
            QCOMPARE(hidden.pixelColor(pixel), reference.pixelColor(pixel)); // nothing where it was
        }
    }
};

QTEST_MAIN(TestViewportHidden)
#include "tst_viewport_hidden.moc"
