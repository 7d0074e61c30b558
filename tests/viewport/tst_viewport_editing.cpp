// Editing in the OpenGL viewport under a real (virtual) display: picking
// with the mouse, box selection, gizmo drags as single undo steps, posed
// drags, typed values, joint keys, and the controls of a narrow viewport.
#include "ViewportTestSupport.h"

using namespace quarry;
using namespace quarry::viewporttest;

class TestViewportEditing : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("QuarryTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_viewport_editing"));
    }

    void clickPicksTheVertexUnderTheCursor()
    {
        Window w;
        QVERIFY(openSample(w));
        Document *doc = w.window.document();
        doc->setCurrentTime(0.25);
        Selection vertices;
        vertices.mode = Selection::Mode::Vertices;
        doc->setSelection(vertices);
        const QVector3D skinned = w.view->pose().skinnedMeshes(doc->model())[0].positions[61];
        QTest::mouseClick(w.view, Qt::LeftButton, {}, screenPoint(w.view, skinned) + QPoint(1, 1));
        QCOMPARE(doc->selection().vertices.value(0), QList<quint32>{61});
        // Shift adds a second vertex; a click on empty space clears.
        const QVector3D other = w.view->pose().skinnedMeshes(doc->model())[0].positions[61 + 13];
        QTest::mouseClick(w.view, Qt::LeftButton, Qt::ShiftModifier, screenPoint(w.view, other));
        QCOMPARE(doc->selection().vertices.value(0), (QList<quint32>{61, 74}));
        QTest::mouseClick(w.view, Qt::LeftButton, {}, QPoint(5, w.view->height() - 5));
        QVERIFY(doc->selection().isEmpty());
        QCOMPARE(doc->selection().mode, Selection::Mode::Vertices);
        // A box drag over the head selects its vertices only.
        const QPoint from = screenPoint(w.view, QVector3D(-0.6f, 0, 2.7f));
        const QPoint to = screenPoint(w.view, QVector3D(0.6f, 0, 2.3f));
        QTest::mousePress(w.view, Qt::LeftButton, {}, from);
        QTest::mouseMove(w.view, (from + to) / 2);
        QTest::mouseMove(w.view, to);
        QTest::mouseRelease(w.view, Qt::LeftButton, {}, to);
        QVERIFY(doc->selection().vertices.contains(1));
        QVERIFY(!doc->selection().vertices.contains(0) || doc->selection().vertices.value(0).size() < 20);
    }

    void boxSelectsOnlyWhatTheViewShows()
    {
        Window w;
        QVERIFY(openSample(w));
        Document *doc = w.window.document();
        doc->setCurrentTime(0.25);
        Selection vertices;
        vertices.mode = Selection::Mode::Vertices;
        doc->setSelection(vertices);
        QTest::qWait(20);
        // The column's rings 2 to 5 in the side view (looking along +Y): the
        // sides 7..11 face the camera (y < 0), the sides 1..5 are behind them.
        const QList<QVector3D> &p = w.view->pose().skinnedMeshes(doc->model())[0].positions;
        auto vertex = [](int ring, int side) { return quint32(ring * 13 + side); };
        QRect box;
        for (int ring = 2; ring <= 5; ++ring)
            for (int side = 0; side <= 12; ++side)
                box |= QRect(screenPoint(w.view, p[vertex(ring, side)]), QSize(1, 1));
        box.adjust(-3, -3, 3, 3);
        auto drag = [&] {
            QTest::mousePress(w.view, Qt::LeftButton, {}, box.topLeft());
            QTest::mouseMove(w.view, box.center());
            QTest::mouseMove(w.view, box.bottomRight());
            QTest::mouseRelease(w.view, Qt::LeftButton, {}, box.bottomRight());
        };
        drag();
        QList<quint32> picked = doc->selection().vertices.value(0);
        for (int ring = 3; ring <= 4; ++ring) {
            for (int side = 8; side <= 10; ++side)
                QVERIFY2(picked.contains(vertex(ring, side)),
                         qPrintable(QStringLiteral("front %1/%2").arg(ring).arg(side)));
            for (int side = 2; side <= 4; ++side)
                QVERIFY2(!picked.contains(vertex(ring, side)),
                         qPrintable(QStringLiteral("back %1/%2").arg(ring).arg(side)));
        }
        QVERIFY(!doc->selection().vertices.contains(1)); // the head is outside the box
        // "Select Through" on the toolbar: the same box takes the back too.
        QAction *through = w.viewport->findChild<QAction *>(QStringLiteral("selectThrough"));
        QVERIFY(through);
        QVERIFY(through->isCheckable() && !through->isChecked());
        QWidget *button = nullptr;
        for (QToolBar *bar : w.viewport->findChildren<QToolBar *>())
            if (QWidget *b = bar->widgetForAction(through))
                button = b;
        QVERIFY(button && button->isVisible());
        QTest::mouseClick(button, Qt::LeftButton);
        QVERIFY(through->isChecked());
        QVERIFY(w.view->selectThrough());
        drag();
        picked = doc->selection().vertices.value(0);
        for (int ring = 3; ring <= 4; ++ring)
            for (int side = 1; side <= 11; ++side)
                QVERIFY2(picked.contains(vertex(ring, side)), qPrintable(QStringLiteral("%1/%2").arg(ring).arg(side)));
        // Off again: hidden vertices are left out again.
        QTest::mouseClick(button, Qt::LeftButton);
        QVERIFY(!w.view->selectThrough());
        drag();
        QVERIFY(!doc->selection().vertices.value(0).contains(vertex(4, 3)));
        QVERIFY(doc->selection().vertices.value(0).contains(vertex(4, 9)));
    }

    void movingWithTheGizmoIsOneUndoStep()
    {
        Window w;
        QVERIFY(openSample(w));
        Document *doc = w.window.document();
        doc->setCurrentTime(0.25); // posed: the edit goes through the skinning
        Selection s;
        s.mode = Selection::Mode::Vertices;
        s.vertices[0] = {61};
        doc->setSelection(s);
        w.view->setTool(TransformTool::Move);
        QVERIFY(w.view->hasGizmo());
        const Model before = doc->model();
        const QVector3D start = w.view->pose().skinnedMeshes(doc->model())[0].positions[61];
        const QPoint grab = w.view->gizmoHandlePosition(0, GizmoHandle::X).toPoint();
        const float pixel = w.view->camera(0).pixelSize(w.view->viewRect(0).height());
        const int undoCount = doc->undoStack()->count();
        QTest::mousePress(w.view, Qt::LeftButton, {}, grab);
        for (int dx = 10; dx <= 60; dx += 10)
            QTest::mouseMove(w.view, grab + QPoint(dx, 3)); // off-axis wobble is ignored
        QTest::mouseRelease(w.view, Qt::LeftButton, {}, grab + QPoint(60, 3));
        QCOMPARE(doc->undoStack()->count(), undoCount + 1);
        const QVector3D end = w.view->pose().skinnedMeshes(doc->model())[0].positions[61];
        const QVector3D moved = end - start;
        const float expected = 60.0f * pixel;
        QVERIFY2(std::abs(moved.x() - expected) < expected * 0.02f && std::abs(moved.y()) < 1e-3f
                     && std::abs(moved.z()) < 1e-3f,
                 qPrintable(QStringLiteral("moved %1 %2 %3, expected %4 along x")
                                .arg(moved.x())
                                .arg(moved.y())
                                .arg(moved.z())
                                .arg(expected)));
        // Other vertices stay.
        QCOMPARE(doc->model().meshes[0].positions[60], before.meshes[0].positions[60]);
        doc->undoStack()->undo();
        QVERIFY(doc->model() == before);
        // Snapping: steps of the snap size.
        w.view->setSnapping(true);
        w.view->setMoveSnap(0.25f);
        QTest::mousePress(w.view, Qt::LeftButton, {}, grab);
        QTest::mouseMove(w.view, grab + QPoint(qRound(0.3f / pixel), 0));
        QTest::mouseRelease(w.view, Qt::LeftButton, {}, grab + QPoint(qRound(0.3f / pixel), 0));
        const QVector3D snapped = w.view->pose().skinnedMeshes(doc->model())[0].positions[61] - start;
        QVERIFY2(std::abs(snapped.x() - 0.25f) < 1e-3f, qPrintable(QString::number(snapped.x())));
        doc->undoStack()->setClean();
    }

    // A gizmo drag in a posed view moves the selection rigidly on screen,
    // however its vertices are weighted: every posed position moves by the
    // same vector. The same drag in the bind pose moves the bind positions so.
    void posedGizmoDragMovesTheSelectionRigidly()
    {
        Window w;
        QVERIFY(openSample(w));
        Document *doc = w.window.document();
        auto drag = [&w](GizmoHandle handle, const QPoint &by) {
            const QPoint grab = w.view->gizmoHandlePosition(0, handle).toPoint();
            QTest::mousePress(w.view, Qt::LeftButton, {}, grab);
            for (int i = 1; i <= 5; ++i)
                QTest::mouseMove(w.view, grab + by * i / 5);
            QTest::mouseRelease(w.view, Qt::LeftButton, {}, grab + by);
        };
        // Every vertex of the first mesh: some follow one joint, some are blended between two.
        const Mesh &mesh = doc->model().meshes[0];
        Selection s;
        s.mode = Selection::Mode::Vertices;
        for (qsizetype v = 0; v < mesh.vertexCount(); ++v)
            s.vertices[0].append(quint32(v));
        doc->setCurrentAnimation(0);
        doc->setCurrentTime(0.3);
        doc->setSelection(s);
        w.view->setTool(TransformTool::Move);
        QVERIFY(w.view->hasGizmo());
        const Model before = doc->model();
        const QList<QVector3D> start = w.view->pose().skinnedMeshes(before)[0].positions;
        drag(GizmoHandle::Z, QPoint(0, -45)); // up the screen, along +Z in the side view
        QCOMPARE(doc->undoStack()->count(), 1);
        const QList<QVector3D> end = w.view->pose().skinnedMeshes(doc->model())[0].positions;
        const QVector3D moved = end[0] - start[0];
        QVERIFY2(moved.z() > 0.1f && std::abs(moved.x()) < 1e-3f && std::abs(moved.y()) < 1e-3f,
                 qPrintable(QStringLiteral("moved %1 %2 %3").arg(moved.x()).arg(moved.y()).arg(moved.z())));
        float worst = 0;
        for (qsizetype v = 0; v < end.size(); ++v)
            worst = std::max(worst, (end[v] - start[v] - moved).length());
        QVERIFY2(worst < 1e-3f * moved.length(),
                 qPrintable(QStringLiteral("a vertex strays %1 from the common move").arg(worst)));
        // The edit is of the bind pose; other meshes stay.
        QVERIFY(doc->model().meshes[0].positions != before.meshes[0].positions);
        QCOMPARE(doc->model().meshes[1].positions, before.meshes[1].positions);
        doc->undoStack()->undo();
        QVERIFY(doc->model() == before);

        // In the bind pose the drag moves the bind positions themselves.
        doc->setCurrentAnimation(-1);
        doc->setSelection(s);
        drag(GizmoHandle::Z, QPoint(0, -45));
        const Mesh &after = doc->model().meshes[0];
        const QVector3D bindMoved = after.positions[0] - before.meshes[0].positions[0];
        QVERIFY2(bindMoved.z() > 0.1f && std::abs(bindMoved.x()) < 1e-5f && std::abs(bindMoved.y()) < 1e-5f,
                 qPrintable(QStringLiteral("moved %1 %2 %3").arg(bindMoved.x()).arg(bindMoved.y()).arg(bindMoved.z())));
        for (qsizetype v = 0; v < after.vertexCount(); ++v)
            QVERIFY((after.positions[v] - before.meshes[0].positions[v] - bindMoved).length() < 1e-5f);
        doc->undoStack()->undo();
        QVERIFY(doc->model() == before);
        doc->undoStack()->setClean();
    }

    // The case on the corpus: mrfixit's "idle" at frame 0, the
    // vertices of a forearm dragged up; each keeps its place relative to the others.
    void corpusPosedForearmMovesRigidly()
    {
        const QString path = QStringLiteral(QUARRY_CORPUS_DIR "/iqm/mrfixit.iqm");
        if (!QFileInfo::exists(path))
            QSKIP("corpus not found (QUARRY_CORPUS_DIR): iqm/mrfixit.iqm");
        const ReadResult read = readModelFile(path);
        QVERIFY(read.ok());
        Window w;
        QVERIFY(openSample(w, read.model));
        Document *doc = w.window.document();
        const Model &model = doc->model();
        int animation = -1;
        for (int a = 0; a < model.animations.size(); ++a)
            if (model.animations[a].name.compare(QLatin1String("idle"), Qt::CaseInsensitive) == 0)
                animation = a;
        QVERIFY(animation >= 0);
        doc->setCurrentAnimation(animation);
        doc->setCurrentTime(0);
        // Vertices weighted to the left forearm, with the neighbours they blend with.
        QList<int> forearm;
        for (int j = 0; j < model.skeleton.joints.size(); ++j)
            if (model.skeleton.joints[j].name == QLatin1String("LowerArm.L"))
                forearm.append(j);
        QVERIFY(!forearm.isEmpty());
        Selection s;
        s.mode = Selection::Mode::Vertices;
        int blended = 0;
        for (int m = 0; m < model.meshes.size(); ++m) {
            const Mesh &mesh = model.meshes[m];
            const int k = mesh.influencesPerVertex;
            for (qsizetype v = 0; v < mesh.vertexCount() && k > 0; ++v) {
                bool onForearm = false;
                int influences = 0;
                for (int i = 0; i < k; ++i) {
                    influences += mesh.blendWeights[v * k + i] > 0;
                    onForearm = onForearm
                                || (mesh.blendWeights[v * k + i] > 0
                                    && forearm.contains(int(mesh.blendIndexes[v * k + i])));
                }
                if (onForearm) {
                    s.vertices[m].append(quint32(v));
                    blended += influences > 1;
                }
            }
        }
        QVERIFY(blended > 0);
        doc->setSelection(s);
        w.view->setTool(TransformTool::Move);
        QVERIFY(w.view->hasGizmo());
        const Model before = doc->model();
        const QList<SkinnedMesh> start = w.view->pose().skinnedMeshes(before);
        const QPoint grab = w.view->gizmoHandlePosition(0, GizmoHandle::Z).toPoint();
        QTest::mousePress(w.view, Qt::LeftButton, {}, grab);
        for (int i = 1; i <= 5; ++i)
            QTest::mouseMove(w.view, grab - QPoint(0, 9 * i));
        QTest::mouseRelease(w.view, Qt::LeftButton, {}, grab - QPoint(0, 45));
        const QList<SkinnedMesh> end = w.view->pose().skinnedMeshes(doc->model());
        const int firstMesh = s.vertices.firstKey();
        const quint32 first = s.vertices.first().first();
        const QVector3D moved = end[firstMesh].positions[first] - start[firstMesh].positions[first];
        QVERIFY2(moved.length() > 0.5f, qPrintable(QString::number(moved.length())));
        float worst = 0;
        for (auto it = s.vertices.cbegin(); it != s.vertices.cend(); ++it)
            for (quint32 v : it.value())
                worst = std::max(worst, (end[it.key()].positions[v] - start[it.key()].positions[v] - moved).length());
        QVERIFY2(
            worst < 1e-3f * moved.length(),
            qPrintable(QStringLiteral("a vertex strays %1 from the common move %2").arg(worst).arg(moved.length())));
        doc->undoStack()->undo();
        QVERIFY(doc->model() == before);
        doc->undoStack()->setClean();
    }

    void typedValuesMoveRotateScale()
    {
        Window w;
        QVERIFY(openSample(w));
        Document *doc = w.window.document();
        doc->setCurrentAnimation(-1);
        Selection s;
        s.mode = Selection::Mode::Objects;
        s.meshes = {1};
        doc->setSelection(s);
        const Model before = doc->model();
        w.view->setTool(TransformTool::Move);
        w.view->applyTypedTransform(QVector3D(1, 2, 3));
        QCOMPARE(doc->model().meshes[1].positions[0], before.meshes[1].positions[0] + QVector3D(1, 2, 3));
        QCOMPARE(doc->model().meshes[0].positions[0], before.meshes[0].positions[0]);
        w.view->setTool(TransformTool::Scale);
        w.view->applyTypedTransform(QVector3D(2, 2, 2));
        QCOMPARE(doc->undoStack()->count(), 2);
        doc->undoStack()->undo();
        doc->undoStack()->undo();
        QVERIFY(doc->model() == before);
    }

    void rotatingAJointSetsAKeyAtTheCurrentTime()
    {
        Window w;
        QVERIFY(openSample(w));
        Document *doc = w.window.document();
        const double time = 3.5 / 24.0; // between frames: a new key
        doc->setCurrentTime(time);
        Selection s;
        s.mode = Selection::Mode::Joints;
        s.joints = {1};
        doc->setSelection(s);
        w.view->setTool(TransformTool::Rotate);
        const Model before = doc->model();
        const int keys = before.animations[0].track(1)->rotations.size();
        // Grab the ring about Y (the side view's depth axis) and turn it.
        const QPoint grab = w.view->gizmoHandlePosition(0, GizmoHandle::Y).toPoint();
        const QPoint center = w.view->gizmoHandlePosition(0, GizmoHandle::Center).toPoint();
        QTest::mousePress(w.view, Qt::LeftButton, {}, grab);
        const QPoint arm = grab - center;
        for (int i = 1; i <= 4; ++i) {
            const double a = qDegreesToRadians(10.0 * i);
            QTest::mouseMove(w.view, center
                                         + QPoint(qRound(arm.x() * std::cos(a) - arm.y() * std::sin(a)),
                                                  qRound(arm.x() * std::sin(a) + arm.y() * std::cos(a))));
        }
        QTest::mouseRelease(w.view, Qt::LeftButton, {}, w.view->mapFromGlobal(QCursor::pos()));
        QCOMPARE(doc->undoStack()->count(), 1);
        const JointTrack *track = doc->model().animations[0].track(1);
        QCOMPARE(track->rotations.size(), keys + 1);
        const Transform posed = localPose(doc->model(), 0, time)[1];
        const Transform original = localPose(before, 0, time)[1];
        const float angle = 2.0f
                            * qRadiansToDegrees(std::acos(
                                std::min(1.0f, std::abs(QQuaternion::dotProduct(posed.rotation, original.rotation)))));
        QVERIFY2(angle > 20.0f && angle < 60.0f, qPrintable(QString::number(angle)));
        doc->undoStack()->undo();
        QVERIFY(doc->model() == before);
    }

    void narrowViewportKeepsEveryControlReachable()
    {
        Window w;
        QVERIFY(openSample(w));
        w.window.resize(640, 700);
        w.viewport->setMaximumWidth(320);
        QTRY_VERIFY(w.viewport->width() <= 320);
        QVERIFY(w.viewport->width() < 530);
        QApplication::processEvents();
        int overflowed = 0;
        for (const char *name : {"ViewportToolBar", "ViewportTransformBar"}) {
            auto *bar = w.viewport->findChild<QToolBar *>(QLatin1String(name));
            QVERIFY(bar);
            auto *extension = bar->findChild<QToolButton *>(QStringLiteral("qt_toolbar_ext_button"));
            QVERIFY(extension);
            // What the overflow menu holds, read while it is open.
            QList<QAction *> inMenu;
            QList<QWidget *> menuWidgets;
            if (extension->isVisible()) {
                QTimer::singleShot(200, [&inMenu, &menuWidgets] {
                    if (auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget())) {
                        inMenu = menu->actions();
                        for (QWidget *child : menu->findChildren<QWidget *>(Qt::FindDirectChildrenOnly))
                            if (child->isVisible())
                                menuWidgets.append(child);
                        menu->close();
                    }
                });
                QTest::mouseClick(extension, Qt::LeftButton);
                QTRY_VERIFY(!inMenu.isEmpty());
            }
            for (QAction *a : bar->actions()) {
                if (a->isSeparator())
                    continue;
                QWidget *shown = bar->widgetForAction(a);
                const bool onBar = shown && shown->isVisible() && bar->rect().contains(shown->geometry());
                const bool inOverflow = inMenu.contains(a);
                QVERIFY2(onBar || inOverflow,
                         qPrintable(QStringLiteral("%1: %2 is neither on the bar nor in its overflow menu")
                                        .arg(QLatin1String(name), a->objectName())));
                overflowed += !onBar;
                // A number in the overflow menu is a spin box there.
                if (!onBar && qobject_cast<QWidgetAction *>(a)) {
                    bool found = false;
                    for (QWidget *created : std::as_const(menuWidgets))
                        found = found || created->objectName() == a->objectName();
                    QVERIFY2(found, qPrintable(a->objectName()));
                }
            }
        }
        QVERIFY2(overflowed > 5, qPrintable(QString::number(overflowed))); // the width did hide controls

        // The draw mode chosen from the overflow menu.
        auto *bar = w.viewport->findChild<QToolBar *>(QStringLiteral("ViewportToolBar"));
        ViewportActions *actions = w.viewport->actions();
        QAction *drawMenu = actions->drawModeMenu()->menuAction();
        QVERIFY(!bar->widgetForAction(drawMenu)->isVisible());
        QAction *uv = actions->drawModeAction(DrawMode::UvChecker);
        QTimer::singleShot(200, [drawMenu] {
            if (auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget()))
                QTest::mouseClick(menu, Qt::LeftButton, {}, menu->actionGeometry(drawMenu).center());
        });
        QTimer::singleShot(700, [uv] {
            if (auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget()))
                QTest::mouseClick(menu, Qt::LeftButton, {}, menu->actionGeometry(uv).center());
        });
        QTest::mouseClick(bar->findChild<QToolButton *>(QStringLiteral("qt_toolbar_ext_button")), Qt::LeftButton);
        QTRY_COMPARE(w.view->settings().mode, DrawMode::UvChecker);

        // The View menu: the same draw modes, overlays and Bind Pose, clicked.
        auto *viewDraw = w.window.viewMenu()->findChild<QMenu *>(QStringLiteral("viewMenuDrawMode"));
        auto *viewOverlays = w.window.viewMenu()->findChild<QMenu *>(QStringLiteral("viewMenuOverlays"));
        QVERIFY(viewDraw && viewOverlays);
        QCOMPARE(viewDraw->actions(), actions->drawModeMenu()->actions());
        QCOMPARE(viewDraw->actions().size(), ViewportActions::drawModeList().size());
        QCOMPARE(viewOverlays->actions(), actions->overlayActions());
        QVERIFY(w.window.viewMenu()->actions().contains(actions->bindPoseAction()));
        auto clickIn = [](QMenu *menu, QAction *action) {
            menu->popup(QPoint(100, 100));
            QVERIFY(QTest::qWaitForWindowExposed(menu));
            QTest::mouseClick(menu, Qt::LeftButton, {}, menu->actionGeometry(action).center());
        };
        clickIn(viewDraw, actions->drawModeAction(DrawMode::VertexColors));
        QCOMPARE(w.view->settings().mode, DrawMode::VertexColors);
        QVERIFY(actions->drawModeAction(DrawMode::VertexColors)->isChecked());
        QAction *showNormals = nullptr;
        for (QAction *a : actions->overlayActions())
            if (a->objectName() == QLatin1String("showNormals"))
                showNormals = a;
        QVERIFY(showNormals);
        const bool normals = w.view->settings().normals;
        clickIn(viewOverlays, showNormals);
        QCOMPARE(w.view->settings().normals, !normals);
        Document *doc = w.window.document();
        doc->setCurrentAnimation(0);
        clickIn(w.window.viewMenu(), actions->bindPoseAction());
        QCOMPARE(doc->currentAnimation(), -1);
        clickIn(w.window.viewMenu(), actions->bindPoseAction());
        QCOMPARE(doc->currentAnimation(), 0);
    }

    // The documentation's screenshot: QUARRY_SCREENSHOT=file.png saves it.
};

QTEST_MAIN(TestViewportEditing)
#include "tst_viewport_editing.moc"
