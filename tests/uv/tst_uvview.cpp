// The UV dock driven as a user would: a drag moves the selected faces' UVs
// by what the mouse moved (one undo step), clicks select faces in the
// document, the layout is drawn over the material's texture, the set
// picker switches sets, and File > Export UV Layout writes the image.
#include "editor/ExportUvLayoutDialog.h"
#include "editor/MainWindow.h"
#include "model/Document.h"
#include "model/operations/Operation.h"
#include "model/ops/SampleModel.h"
#include "views/uv/UvDock.h"
#include "views/uv/UvView.h"

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QImage>
#include <QMenu>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <cmath>
#include <memory>

using namespace quarry;

namespace {

// Two triangles sharing the edge 1-2: the unit square in XY and in UV.
Model squareModel()
{
    Mesh m;
    m.name = QStringLiteral("square");
    m.positions = {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {1, 1, 0}};
    m.texcoords = {{{0, 0}, {1, 0}, {0, 1}, {1, 1}}};
    m.triangles = {{0, 1, 2}, {2, 1, 3}};
    Model model;
    model.meshes.append(m);
    return model;
}

QPoint at(const UvView *view, QPointF uv)
{
    return view->toWidget(uv).toPoint();
}

// Drags with the left button from `from` to `to` in steps, as a hand does.
void drag(QWidget *w, QPoint from, QPoint to)
{
    QTest::mousePress(w, Qt::LeftButton, {}, from);
    for (int i = 1; i <= 5; ++i)
        QTest::mouseMove(w, from + (to - from) * i / 5);
    QTest::mouseRelease(w, Qt::LeftButton, {}, to);
}

bool near(QVector2D a, QVector2D b, float eps = 1e-4f)
{
    return (a - b).length() < eps;
}

} // namespace

class TestUvView : public QObject
{
    Q_OBJECT

    std::unique_ptr<Document> m_doc;
    std::unique_ptr<UvDock> m_dock;
    UvView *view() { return m_dock->view(); }

private Q_SLOTS:
    void init()
    {
        m_doc = std::make_unique<Document>();
        m_doc->resetModel(squareModel());
        m_dock = std::make_unique<UvDock>(m_doc.get());
        m_dock->resize(520, 560);
        m_dock->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_dock.get()));
        view()->frameUnitSquare();
    }

    void cleanup()
    {
        m_dock.reset();
        m_doc.reset();
    }

    void dragMovesTheSelectedFace()
    {
        Selection s;
        s.mode = Selection::Mode::Faces;
        s.faces.insert(0, {0});
        m_doc->setSelection(s);
        const QPoint from = at(view(), {0.2, 0.2}); // inside face 0 (u + v < 1)
        const QPoint to = from + QPoint(40, -24);
        drag(view(), from, to);
        QCOMPARE(m_doc->undoStack()->count(), 1);
        const QVector2D d(40.0f / float(view()->zoom()), -24.0f / float(view()->zoom()));
        const Mesh &m = m_doc->model().meshes[0];
        const QVector2D before[3] = {{0, 0}, {1, 0}, {0, 1}};
        for (int c = 0; c < 3; ++c)
            QVERIFY2(near(m.texcoords[0][m.triangles[0][c]], before[c] + d),
                     qPrintable(QStringLiteral("%1 %2")
                                    .arg(m.texcoords[0][m.triangles[0][c]].x())
                                    .arg(m.texcoords[0][m.triangles[0][c]].y())));
        // The other face stays where it was: the shared corners were split.
        QCOMPARE(m.texcoords[0][m.triangles[1][0]], QVector2D(0, 1));
        QCOMPARE(m.texcoords[0][m.triangles[1][1]], QVector2D(1, 0));
        m_doc->undoStack()->undo();
        QCOMPARE(m_doc->model(), squareModel());
    }

    void dragSnapsToTexturePixels()
    {
        Selection s;
        s.mode = Selection::Mode::Faces;
        s.faces.insert(0, {0, 1});
        m_doc->setSelection(s);
        view()->setSnapToPixels(true);
        const QSize texels = view()->snapSize();
        const QPoint from = at(view(), {0.5, 0.5});
        drag(view(), from, from + QPoint(23, 9));
        const double du = std::round(23.0 / view()->zoom() * texels.width()) / texels.width();
        const double dv = std::round(9.0 / view()->zoom() * texels.height()) / texels.height();
        QVERIFY(du != 0);
        const Mesh &m = m_doc->model().meshes[0];
        QVERIFY(near(m.texcoords[0][3], QVector2D(float(1 + du), float(1 + dv))));
        QCOMPARE(m.vertexCount(), qsizetype(4)); // the whole mesh moved: nothing to split
    }

    void boxSelectsFacesWhollyInside()
    {
        // Short of (1, 1): neither face is wholly inside.
        drag(view(), at(view(), {-0.1, -0.1}), at(view(), {1.05, 0.9}));
        QVERIFY(m_doc->selection().faces.isEmpty());
        drag(view(), at(view(), {-0.1, -0.1}), at(view(), {1.05, 1.05}));
        QCOMPARE(m_doc->selection().mode, Selection::Mode::Faces);
        QCOMPARE(m_doc->selection().faces.value(0), (QList<quint32>{0, 1}));
        QCOMPARE(m_doc->undoStack()->count(), 0);
        view()->setPickVertices(true);
        drag(view(), at(view(), {1.1, 1.1}), at(view(), {0.9, 0.9})); // from outside the selected faces
        QCOMPARE(m_doc->selection().mode, Selection::Mode::Vertices);
        QCOMPARE(m_doc->selection().vertices.value(0), (QList<quint32>{3}));
    }

    void ctrlDragRotatesAndCtrlShiftDragScales()
    {
        Selection s;
        s.mode = Selection::Mode::Faces;
        s.faces.insert(0, {0, 1});
        m_doc->setSelection(s);
        // From right of the centre to below it: a quarter turn clockwise on the screen.
        const QPoint c = at(view(), {0.5, 0.5});
        const QPoint from = c + QPoint(60, 0), to = c + QPoint(0, 60);
        QTest::mousePress(view(), Qt::LeftButton, Qt::ControlModifier, from);
        for (int i = 1; i <= 6; ++i) {
            const double a = i * M_PI / 12;
            QTest::mouseMove(view(),
                             c + QPoint(int(std::lround(60 * std::cos(a))), int(std::lround(60 * std::sin(a)))));
        }
        QTest::mouseRelease(view(), Qt::LeftButton, Qt::ControlModifier, to);
        QCOMPARE(m_doc->undoStack()->count(), 1);
        const Mesh &m = m_doc->model().meshes[0];
        // Within what the mouse's whole pixels allow (the centre lies between pixels).
        QVERIFY2(near(m.texcoords[0][0], QVector2D(1, 0), 0.02f),
                 qPrintable(QStringLiteral("%1 %2").arg(m.texcoords[0][0].x()).arg(m.texcoords[0][0].y())));
        QVERIFY(near(m.texcoords[0][3], QVector2D(0, 1), 0.02f));

        // Twice as far from the centre: twice the size.
        QTest::mousePress(view(), Qt::LeftButton, Qt::ControlModifier | Qt::ShiftModifier, c + QPoint(40, 0));
        QTest::mouseMove(view(), c + QPoint(60, 0));
        QTest::mouseMove(view(), c + QPoint(80, 0));
        QTest::mouseRelease(view(), Qt::LeftButton, Qt::ControlModifier | Qt::ShiftModifier, c + QPoint(80, 0));
        QCOMPARE(m_doc->undoStack()->count(), 2);
        QVERIFY(near(m_doc->model().meshes[0].texcoords[0][0], QVector2D(1.5f, -0.5f), 0.03f));
    }

    void projectAlongTheViewDirection()
    {
        // A view looking down -Z: the square's own layout, v running down y.
        m_dock->setViewDirection([] { return QVector3D(0, 0, -1); });
        QComboBox *picker = m_dock->projectionPicker();
        const int i = picker->findData(QStringList{QStringLiteral("planar"), QStringLiteral("view")});
        QVERIFY(i >= 0);
        picker->setCurrentIndex(i);
        m_dock->project();
        QCOMPARE(m_doc->undoStack()->count(), 1);
        const Mesh &m = m_doc->model().meshes[0];
        // right = d x Y = (1, 0, 0) (d x Z is nothing), up = right x d = (0, 1, 0): as planar along Z.
        for (qsizetype v = 0; v < m.vertexCount(); ++v)
            QVERIFY(near(m.texcoords[0][v], QVector2D(m.positions[v].x(), 1 - m.positions[v].y())));
    }

    void alignMenuPutsVerticesOnALine()
    {
        Selection s;
        s.mode = Selection::Mode::Vertices;
        s.vertices.insert(0, {0, 2});
        m_doc->setSelection(s);
        auto *align = m_dock->findChild<QToolButton *>(QStringLiteral("align"));
        QVERIFY(align && align->menu());
        const QList<QAction *> actions = align->menu()->actions();
        QCOMPARE(actions.size(), 6);
        actions[2]->trigger(); // right: both already sit at the largest u (0), nothing changes
        QCOMPARE(m_doc->undoStack()->count(), 0);
        actions[4]->trigger(); // middle in v: (0, 0) and (0, 1) meet at v = 0.5
        QCOMPARE(m_doc->undoStack()->count(), 1);
        QCOMPARE(m_doc->model().meshes[0].texcoords[0][0], QVector2D(0, 0.5f));
        QCOMPARE(m_doc->model().meshes[0].texcoords[0][2], QVector2D(0, 0.5f));
    }

    void clicksSelectFacesInTheDocument()
    {
        QTest::mouseClick(view(), Qt::LeftButton, {}, at(view(), {0.8, 0.8}));
        QCOMPARE(m_doc->selection().mode, Selection::Mode::Faces);
        QCOMPARE(m_doc->selection().faces.value(0), (QList<quint32>{1}));
        QTest::mouseClick(view(), Qt::LeftButton, Qt::ShiftModifier, at(view(), {0.2, 0.2}));
        QCOMPARE(m_doc->selection().faces.value(0), (QList<quint32>{0, 1}));
        // A selection made elsewhere (the viewport) shows here: the face is tinted.
        const QRgb plain = view()->grab().toImage().pixel(at(view(), {0.2, 0.2}));
        Selection none;
        m_doc->setSelection(none);
        const QRgb after = view()->grab().toImage().pixel(at(view(), {0.2, 0.2}));
        QVERIFY(plain != after);
    }

    void layoutIsDrawnOverTheTexture()
    {
        QTemporaryDir dir;
        QImage red(16, 16, QImage::Format_RGB32);
        red.fill(qRgb(200, 0, 0));
        QVERIFY(red.save(dir.filePath(QStringLiteral("skin.png"))));
        Model model = squareModel();
        Material material;
        material.name = QStringLiteral("skin");
        material.maps = {{QStringLiteral("diffuse"), QStringLiteral("skin.png")}};
        model.materials.append(material);
        model.meshes[0].material = 0;
        m_doc->resetModel(model, dir.filePath(QStringLiteral("square.iqe")), QStringLiteral("iqe"));
        QVERIFY(!view()->texture().isNull());
        QCOMPARE(view()->texture().pixel(0, 0), qRgb(200, 0, 0));

        const QImage shot = view()->grab().toImage();
        QVERIFY(!shot.isNull());
        // Inside a face, away from edges and texel borders: the texture.
        QCOMPARE(QColor(shot.pixel(at(view(), {4.5 / 16, 3.5 / 16}))), QColor(200, 0, 0));
        // At this zoom (a texel over 8 pixels wide) the pixel grid darkens texel borders.
        QVERIFY(view()->zoom() / 16 >= 8);
        const QColor border(shot.pixel(view()->toWidget({4.0 / 16, 3.5 / 16}).toPoint()));
        QVERIFY2(border.red() < 180 && border.red() > 60, qPrintable(border.name()));
        // Along the diagonal edge from (1, 0) to (0, 1): the edge's colour.
        int edgePixels = 0;
        for (double t = 0.2; t <= 0.8; t += 0.05) {
            const QPoint p = at(view(), {1 - t, t});
            for (int dx = -1; dx <= 1; ++dx)
                if (QColor(shot.pixel(p + QPoint(dx, 0))).red() > 220
                    && QColor(shot.pixel(p + QPoint(dx, 0))).green() > 220) {
                    ++edgePixels;
                    break;
                }
        }
        QVERIFY2(edgePixels >= 12, qPrintable(QString::number(edgePixels)));
        // Outside the unit square: neither texture nor edges.
        QVERIFY(QColor(shot.pixel(at(view(), {1.02, 0.5}))).red() < 100);
    }

    void panAndZoomKeepThePointUnderTheCursor()
    {
        const QPoint p = at(view(), {0.3, 0.6});
        const double zoom = view()->zoom();
        QWheelEvent wheel(QPointF(p), view()->mapToGlobal(QPointF(p)), {}, QPoint(0, 240), Qt::NoButton, {},
                          Qt::NoScrollPhase, false);
        QApplication::sendEvent(view(), &wheel);
        QVERIFY(view()->zoom() > zoom * 1.5);
        QVERIFY((view()->toUv(QPointF(p)) - QPointF(0.3, 0.6)).manhattanLength() < 1e-2);
        const QPointF before = view()->toWidget({0, 0});
        QTest::mousePress(view(), Qt::MiddleButton, {}, p);
        QTest::mouseMove(view(), p + QPoint(30, 10));
        QTest::mouseRelease(view(), Qt::MiddleButton, {}, p + QPoint(30, 10));
        QCOMPARE(view()->toWidget({0, 0}), before + QPointF(30, 10));
        QCOMPARE(m_doc->undoStack()->count(), 0);
    }

    void setPickerShowsEverySet()
    {
        Model model = squareModel();
        model.meshes[0].texcoords.append({{0.5f, 0.5f}, {1, 0.5f}, {0.5f, 1}, {1, 1}});
        m_doc->resetModel(model);
        QCOMPARE(m_dock->setPicker()->count(), 2);
        m_dock->setPicker()->setCurrentIndex(1);
        QCOMPARE(view()->uvSet(), 1);
        // A click now picks by set 1's coordinates: (0.3, 0.3) is off every face.
        QTest::mouseClick(view(), Qt::LeftButton, {}, at(view(), {0.3, 0.3}));
        QVERIFY(m_doc->selection().faces.isEmpty());
        QTest::mouseClick(view(), Qt::LeftButton, {}, at(view(), {0.6, 0.6}));
        QCOMPARE(m_doc->selection().faces.value(0), (QList<quint32>{0}));
    }

    void exportUvLayoutWritesTheImage()
    {
        QTemporaryDir dir;
        ExportUvLayoutDialog dialog(m_doc.get());
        dialog.setPath(dir.filePath(QStringLiteral("layout.png")));
        dialog.setImageSize(128);
        dialog.setTextureBehind(false);
        bool ok = false;
        const QString text = dialog.exportLayout(&ok);
        QVERIFY2(ok, qPrintable(text));
        const QImage image(dir.filePath(QStringLiteral("layout.png")));
        QCOMPARE(image.size(), QSize(128, 128));
        QCOMPARE(qAlpha(image.pixel(30, 30)), 0);
    }

    void mainWindowHasTheDockAndTheMenuEntry()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("QuarryTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_uvview"));
        QSettings().clear();
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *dock = window.findChild<QDockWidget *>(QStringLiteral("UvDock"));
        QVERIFY(dock);
        QVERIFY(dock->findChild<UvDock *>());
        auto *action = window.findChild<QAction *>(QStringLiteral("exportUVLayout"));
        QVERIFY(action);
        QVERIFY(!action->isEnabled()); // an empty model has no coordinates
        window.document()->resetModel(makeSampleModel());
        QVERIFY(action->isEnabled());
        dock->show();
        dock->raise();
        QTest::qWait(50);
        // The dock fits the narrow right-hand area beside the viewport, every control inside it.
        QVERIFY2(dock->width() <= 420, qPrintable(QString::number(dock->width())));
        for (QWidget *w : dock->widget()->findChildren<QWidget *>())
            if (w->isVisible() && !w->isWindow())
                QVERIFY2(w->mapTo(dock, QPoint(w->width(), 0)).x() <= dock->width() + 1, w->metaObject()->className());
        const QByteArray dir = qgetenv("QUARRY_SCREENSHOT_DIR");
        if (!dir.isEmpty()) {
            // A cylindrical projection (seams where it wraps) and some faces selected.
            QVERIFY(runOperation(*window.document(), QStringLiteral("projectUVs"),
                                 {{QStringLiteral("mode"), QStringLiteral("cylindrical")}})
                        .ok);
            Selection faces;
            faces.mode = Selection::Mode::Faces;
            faces.faces.insert(0, {0, 1, 2, 3, 4, 5, 6, 7});
            window.document()->setSelection(faces);
            QTest::qWait(50);
            window.grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/uv-dock-1280x800.png"));
        }
    }
};

QTEST_MAIN(TestUvView)
#include "tst_uvview.moc"
