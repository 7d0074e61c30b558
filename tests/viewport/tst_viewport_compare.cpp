// The compared model in the viewport, pixel-checked under a (virtual)
// display: File > Compare With… draws B as a ghost where it differs from
// the open model and nowhere else, View > Comparison Ghost hides it, the
// ghost follows the timeline, and the Deviation draw mode colours the
// moved vertex with the scale's top and the rest with its zero.
#include "ComparisonPixels.h"
#include "ViewportTestSupport.h"
#include "editor/AnimationRender.h"
#include "editor/GuiHelpers.h"
#include "editor/RenderAnimationDialog.h"
#include "model/ops/ModelTransform.h"
#include "views/CompareView.h"
#include "views/ComparedModel.h"
#include "views/viewport/DeviationScale.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>

using namespace quarry;
using namespace quarry::viewporttest;
using namespace quarry::test;

namespace {

// A square of 20 x 20 cells in the XZ plane (2 units wide, centred at 0),
// its front facing -Y: the side view sees it face on.
Model makeGrid()
{
    Model model;
    Mesh mesh;
    mesh.name = QStringLiteral("grid");
    const int n = 21;
    for (int j = 0; j < n; ++j)
        for (int i = 0; i < n; ++i) {
            mesh.positions.append(QVector3D(-1.0f + 0.1f * float(i), 0.0f, -1.0f + 0.1f * float(j)));
            mesh.normals.append(QVector3D(0, -1, 0));
        }
    for (int j = 0; j + 1 < n; ++j)
        for (int i = 0; i + 1 < n; ++i) {
            const quint32 a = quint32(j * n + i), b = a + 1, c = a + quint32(n), d = c + 1;
            for (Triangle t : {Triangle{a, b, d}, Triangle{a, d, c}}) {
                // Quarry's front: (c - a) x (b - a); turned to -Y.
                const QVector3D normal = QVector3D::crossProduct(mesh.positions[t[2]] - mesh.positions[t[0]],
                                                                 mesh.positions[t[1]] - mesh.positions[t[0]]);
                if (normal.y() > 0)
                    std::swap(t[1], t[2]);
                mesh.triangles.append(t);
            }
        }
    model.meshes.append(mesh);
    return model;
}

constexpr int kCenter = 10 * 21 + 10;

// Pixels of the first view matching `test`; their bounding box.
QList<QPoint> pixels(const QImage &image, const QRect &view, bool (*test)(QRgb), QRect *box = nullptr)
{
    QList<QPoint> found;
    const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
    const qreal dpr = image.devicePixelRatio();
    for (int y = view.top(); y <= view.bottom(); ++y)
        for (int x = view.left(); x <= view.right(); ++x)
            if (test(rgb.pixel(qRound(x * dpr), qRound(y * dpr)))) {
                found.append(QPoint(x, y));
                if (box)
                    *box |= QRect(x, y, 1, 1);
            }
    return found;
}

// Whether some pixel within `radius` of `at` passes `test`.
bool near(const QImage &image, QPoint at, int radius, bool (*test)(QRgb))
{
    const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
    const qreal dpr = image.devicePixelRatio();
    for (int dy = -radius; dy <= radius; ++dy)
        for (int dx = -radius; dx <= radius; ++dx)
            if (test(rgb.pixel(qRound((at.x() + dx) * dpr), qRound((at.y() + dy) * dpr))))
                return true;
    return false;
}

// File > Compare With… through its menu action and file dialog.
void compareThroughMenu(MainWindow &window, const QString &path)
{
    QAction *action = window.findChild<QAction *>(QStringLiteral("compareWith"));
    QVERIFY(action);
    bool answered = false;
    test::onNextModal([&](QWidget *modal) {
        auto *dialog = qobject_cast<QFileDialog *>(modal);
        QVERIFY(dialog);
        auto *edit = dialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
        QVERIFY(edit);
        edit->setText(path);
        auto *box = dialog->findChild<QDialogButtonBox *>();
        QVERIFY(box && box->button(QDialogButtonBox::Open));
        QTest::mouseClick(box->button(QDialogButtonBox::Open), Qt::LeftButton);
        answered = true;
    });
    action->trigger();
    QVERIFY(answered);
}

void setOverlay(MainWindow &window, const char *name, bool on)
{
    auto *action = window.findChild<QAction *>(QLatin1String(name));
    QVERIFY(action);
    if (action->isChecked() != on)
        action->trigger();
}

} // namespace

class TestViewportCompare : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("QuarryTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_viewport_compare"));
    }

    void deviationColorsRunFromBlueToRed()
    {
        QCOMPARE(deviationColor(0.0f, 0.005f), QVector4D(0.10f, 0.25f, 0.95f, 1.0f));
        QCOMPARE(deviationColor(0.005f, 0.005f), QVector4D(0.95f, 0.12f, 0.08f, 1.0f));
        QCOMPARE(deviationColor(0.5f, 0.005f), deviationColor(0.005f, 0.005f)); // beyond the top: the top
        QCOMPARE(deviationColor(-1.0f, 0.005f), kUnmatchedColor);
        const QVector4D middle = deviationColor(0.0025f, 0.005f);
        QVERIFY(middle.y() > middle.x() && middle.y() > middle.z()); // green half way
    }

    void ghostShowsWhereTheComparedModelDiffers()
    {
        QTemporaryDir dir;
        Model moved = makeGrid();
        moved.meshes[0].positions[kCenter] += QVector3D(0, -0.3f, 0); // towards the eye
        const QString path = dir.filePath(QStringLiteral("moved.iqe"));
        QVERIFY(writeModelFile(moved, path, QStringLiteral("iqe")).ok());

        Window w;
        if (!openSample(w, makeGrid()))
            QSKIP("No OpenGL 3.3 view here");
        setOverlay(w.window, "showGrid", false);
        auto *actions = w.viewport->actions();
        QAction *deviation = actions->drawModeAction(DrawMode::Deviation);
        QVERIFY(deviation && !deviation->isEnabled());
        QVERIFY(!actions->compareGhostAction()->isEnabled());
        QVERIFY(pixels(w.view->grabFramebuffer(), w.view->viewRect(0), isGhost).isEmpty());

        compareThroughMenu(w.window, path);
        // The Compare dock took some of the window: the view is framed again.
        QTest::qWait(50);
        w.view->frameAll();
        const QRect view = w.view->viewRect(0);
        QVERIFY(deviation->isEnabled());
        QVERIFY(actions->compareGhostAction()->isEnabled() && actions->compareGhostAction()->isChecked());
        const QImage ghosted = w.view->grabFramebuffer();
        const QPoint center = screenPoint(w.view, makeGrid().meshes[0].positions[kCenter]);
        const QPoint cell = screenPoint(w.view, QVector3D(0.1f, 0, 0.1f)) - screenPoint(w.view, QVector3D());
        const int cellPixels = std::max(std::abs(cell.x()), std::abs(cell.y()));
        QVERIFY2(cellPixels >= 8, qPrintable(QString::number(cellPixels)));
        QRect ghostBox;
        const QList<QPoint> ghost = pixels(ghosted, view, isGhost, &ghostBox);
        // The ghost covers the cells around the moved vertex, and nothing
        // beyond them: where B coincides with A, A alone shows.
        QVERIFY2(ghost.size() > cellPixels * cellPixels / 2, qPrintable(QString::number(ghost.size())));
        QVERIFY(near(ghosted, center, 2, isGhost));
        const QRect bump(center - QPoint(cellPixels + 2, cellPixels + 2),
                         center + QPoint(cellPixels + 2, cellPixels + 2));
        QVERIFY2(bump.contains(ghostBox), qPrintable(QStringLiteral("ghost %1,%2 %3x%4 around %5,%6")
                                                         .arg(ghostBox.x())
                                                         .arg(ghostBox.y())
                                                         .arg(ghostBox.width())
                                                         .arg(ghostBox.height())
                                                         .arg(center.x())
                                                         .arg(center.y())));

        // View > Comparison Ghost hides it, and the dock's box shows it again.
        actions->compareGhostAction()->trigger();
        QVERIFY(pixels(w.view->grabFramebuffer(), view, isGhost).isEmpty());
        auto *box = w.window.findChild<QCheckBox *>(QStringLiteral("compareGhostBox"));
        QVERIFY(box && !box->isChecked());
        box->click();
        QVERIFY(actions->compareGhostAction()->isChecked());
        QCOMPARE(pixels(w.view->grabFramebuffer(), view, isGhost).size(), ghost.size());

        // Deviation (ghost hidden): the moved vertex has the scale's top,
        // the far corners its zero, and only the cells around the vertex
        // reach the top.
        actions->compareGhostAction()->trigger();
        deviation->trigger();
        QCOMPARE(w.view->settings().mode, DrawMode::Deviation);
        const QImage colored = w.view->grabFramebuffer();
        if (qEnvironmentVariableIsSet("QUARRY_SAVE_SHOTS"))
            colored.save(QStringLiteral("/tmp/deviation.png"));
        QVERIFY(near(colored, center, 1, isTop));
        for (const QVector3D &corner : {QVector3D(-0.95f, 0, -0.95f), QVector3D(0.95f, 0, 0.95f),
                                        QVector3D(-0.95f, 0, 0.95f), QVector3D(-0.55f, 0, -0.55f)})
            QVERIFY2(
                isZero(colored.pixel(screenPoint(w.view, corner) * colored.devicePixelRatio())),
                qPrintable(QColor(colored.pixel(screenPoint(w.view, corner) * colored.devicePixelRatio())).name()));
        // (Left of the scale, which is drawn at the bottom right.)
        QRect topBox;
        QVERIFY(!pixels(colored, view.adjusted(0, 0, -view.width() * 2 / 5, 0), isTop, &topBox).isEmpty());
        QVERIFY(bump.contains(topBox));
        QVERIFY(std::abs(w.view->largestDeviation() - 0.3 / 2.0) < 1e-6); // 0.3 units of a 2-unit height

        // Without the comparison the mode is off again.
        ComparedModel::of(w.window.document())->clear();
        QVERIFY(!deviation->isEnabled());
        QCOMPARE(w.view->settings().mode, DrawMode::Shaded);
        QVERIFY(pixels(w.view->grabFramebuffer(), view, isGhost).isEmpty());
    }

    // Opening another file (and New, and Revert) replaces the model B was
    // compared with: the report, the ghost and the Deviation mode go, the
    // mode shown before Deviation comes back, until a new comparison.
    void openingAnotherModelClearsTheComparison()
    {
        QTemporaryDir dir;
        Model moved = makeGrid();
        moved.meshes[0].positions[kCenter] += QVector3D(0, -0.3f, 0);
        const QString path = dir.filePath(QStringLiteral("moved.iqe"));
        const QString other = dir.filePath(QStringLiteral("other.iqe"));
        QVERIFY(writeModelFile(moved, path, QStringLiteral("iqe")).ok());
        QVERIFY(writeModelFile(makeGrid(), other, QStringLiteral("iqe")).ok());

        Window w;
        if (!openSample(w, makeGrid()))
            QSKIP("No OpenGL 3.3 view here");
        setOverlay(w.window, "showGrid", false);
        auto *actions = w.viewport->actions();
        QAction *deviation = actions->drawModeAction(DrawMode::Deviation);
        QAction *ghostAction = actions->compareGhostAction();
        actions->drawModeAction(DrawMode::Wireframe)->trigger();
        compareThroughMenu(w.window, path);
        QTest::qWait(50);
        w.view->frameAll();
        const QRect view = w.view->viewRect(0);
        auto *dock = w.window.findChild<CompareView *>();
        QVERIFY(dock);
        auto *list = dock->findChild<QListWidget *>(QStringLiteral("compareList"));
        auto *ghostBox = dock->findChild<QCheckBox *>(QStringLiteral("compareGhostBox"));
        QVERIFY(list && ghostBox);
        QVERIFY(list->count() > 0 && !dock->report().withinTolerance());
        QVERIFY(ghostAction->isChecked() && ghostBox->isChecked());
        deviation->trigger();
        QCOMPARE(w.view->settings().mode, DrawMode::Deviation);
        QVERIFY(!pixels(w.view->grabFramebuffer(), view, isTop).isEmpty());

        QVERIFY(w.window.openFile(other));
        QCOMPARE(w.window.document()->filePath(), QFileInfo(other).absoluteFilePath());
        QVERIFY(!ComparedModel::of(w.window.document())->isLoaded());
        QVERIFY(!dock->hasComparison());
        QCOMPARE(list->count(), 0);
        QCOMPARE(dock->report().surface.largest, 0.0);
        QVERIFY(dock->report().animations.isEmpty());
        QVERIFY(!ghostAction->isEnabled() && !ghostAction->isChecked());
        QVERIFY(!ghostBox->isEnabled() && !ghostBox->isChecked());
        QVERIFY(!deviation->isEnabled());
        QCOMPARE(w.view->settings().mode, DrawMode::Wireframe); // the mode before Deviation
        w.view->frameAll();
        const QImage after = w.view->grabFramebuffer();
        QVERIFY(pixels(after, view, isGhost).isEmpty());
        QVERIFY(pixels(after, view, isTop).isEmpty());

        // A new comparison: the ghost is back as it was chosen.
        compareThroughMenu(w.window, path);
        QVERIFY(dock->hasComparison() && list->count() > 0);
        QVERIFY(ghostAction->isEnabled() && ghostAction->isChecked() && ghostBox->isChecked());
        QVERIFY(deviation->isEnabled());
        // File > New clears it too.
        QAction *newFile = w.window.findChild<QAction *>(QStringLiteral("new"));
        QVERIFY(newFile);
        newFile->trigger();
        QVERIFY(!dock->hasComparison());
        QCOMPARE(list->count(), 0);
        QVERIFY(!ghostAction->isEnabled() && !ghostAction->isChecked());
    }

    // File > Render Animation from the window: the dialog's comparison
    // boxes follow the view (ghost shown, Deviation mode), and the frames
    // show the Deviation colours and the scale.
    void renderAnimationFollowsTheView()
    {
        QTemporaryDir dir;
        Model moved = makeSampleModel();
        moved.meshes[0].positions[30] += QVector3D(0.2f, 0, 0);
        const QString path = dir.filePath(QStringLiteral("moved.iqe"));
        QVERIFY(writeModelFile(moved, path, QStringLiteral("iqe")).ok());
        Window w;
        if (!openSample(w))
            QSKIP("No OpenGL 3.3 view here");
        compareThroughMenu(w.window, path);
        auto *actions = w.viewport->actions();
        actions->compareGhostAction()->trigger(); // the ghost hidden
        actions->drawModeAction(DrawMode::Deviation)->trigger();
        const QString pattern = dir.filePath(QStringLiteral("frame_%04d.png"));
        bool seen = false;
        test::onNextModal([&](QWidget *modal) {
            auto *dialog = qobject_cast<RenderAnimationDialog *>(modal);
            QVERIFY(dialog);
            seen = true;
            QVERIFY(!dialog->comparedGhostCheck()->isChecked());
            QVERIFY(dialog->deviationCheck()->isChecked());
            dialog->findChild<QSpinBox *>(QStringLiteral("renderLastFrame"))->setValue(1);
            dialog->findChild<QLineEdit *>(QStringLiteral("renderOutput"))->setText(pattern);
            dialog->accept();
        });
        QAction *render = w.window.findChild<QAction *>(QStringLiteral("renderAnimation"));
        QVERIFY(render && render->isEnabled());
        render->trigger();
        QVERIFY(seen);
        for (int f = 0; f <= 1; ++f) {
            const QImage frame(framePath(pattern, f));
            QVERIFY(!frame.isNull());
            // Blue (the scale's zero) over most of the model and in the scale,
            // no ghost.
            QVERIFY(pixels(frame, frame.rect().adjusted(0, 0, -frame.width() / 2, 0), isZero).size() > 500);
            QVERIFY(!pixels(frame, frame.rect().adjusted(frame.width() * 3 / 5, frame.height() / 3, 0, 0), isTop)
                         .isEmpty());
            QVERIFY(pixels(frame, frame.rect(), isGhost).size() < 50);
        }
    }

    void ghostFollowsTheTimeline()
    {
        QTemporaryDir dir;
        // B: the sample moved sideways by more than its width, so its
        // ghost stands beside A.
        Model offset = makeSampleModel();
        const Bounds bounds = modelBounds(offset);
        const float shift = bounds.size().x() * 1.5f + 0.2f;
        Similarity move;
        move.translation = QVector3D(shift, 0, 0);
        transformModel(offset, move);
        const QString path = dir.filePath(QStringLiteral("offset.iqe"));
        QVERIFY(writeModelFile(offset, path, QStringLiteral("iqe")).ok());
        QVERIFY(!offset.animations.isEmpty());

        Window w;
        if (!openSample(w))
            QSKIP("No OpenGL 3.3 view here");
        setOverlay(w.window, "showGrid", false);
        setOverlay(w.window, "showBones", false);
        Document *doc = w.window.document();
        compareThroughMenu(w.window, path);
        QTest::qWait(50);
        // Frame both.
        w.view->camera(0).frame([&] {
            Bounds both = bounds;
            both.add(bounds.max + QVector3D(shift, 0, 0));
            return both;
        }());
        doc->setCurrentAnimation(0);
        const double duration = doc->model().animations[0].duration;
        QVERIFY(duration > 0);
        const QRect view = w.view->viewRect(0);
        doc->setCurrentTime(0.0);
        QRect box0;
        const QList<QPoint> at0 = pixels(w.view->grabFramebuffer(), view, isGhost, &box0);
        doc->setCurrentTime(duration * 0.25);
        QRect box1;
        const QList<QPoint> at1 = pixels(w.view->grabFramebuffer(), view, isGhost, &box1);
        QVERIFY(at0.size() > 100 && at1.size() > 100);
        // The ghost stands to the right of A's centre, and moved.
        const QPoint aCenter = screenPoint(w.view, bounds.center());
        QVERIFY(box0.left() > aCenter.x());
        QVERIFY2(at0 != at1, "the ghost did not move with the timeline");
        doc->setCurrentTime(0.0);
        QCOMPARE(pixels(w.view->grabFramebuffer(), view, isGhost), at0);
    }
};

QTEST_MAIN(TestViewportCompare)
#include "tst_viewport_compare.moc"
