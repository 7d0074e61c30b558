// The OpenGL viewport under a real (virtual) display: headless renders of
// frames, simplified drawing while orbiting, uploads limited to what
// changed, layouts and draw modes, the corpus model and a screenshot.
// Picking, gizmo drags and posing are tst_viewport_editing.
#include "ViewportTestSupport.h"

using namespace quarry;
using namespace quarry::viewporttest;

class TestViewport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("QuarryTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_viewport"));
    }

    void rendersOfTwoFramesDifferAndCoverTheModel()
    {
        const Model model = makeSampleModel();
        OffscreenRenderRequest request;
        request.animation = 0;
        request.size = QSize(240, 240);
        request.view = Camera::View::Front;
        request.settings.grid = false;
        request.settings.bones = false;
        QString error;
        request.time = 0.0;
        const QImage a = renderModelImage(model, request, &error);
        QVERIFY2(!a.isNull(), qPrintable(error));
        request.time = 6.0 / 24.0; // a quarter of the sway
        const QImage b = renderModelImage(model, request, &error);
        QVERIFY2(!b.isNull(), qPrintable(error));
        QCOMPARE(a.size(), QSize(240, 240));
        int changed = 0;
        for (int y = 0; y < a.height(); ++y)
            for (int x = 0; x < a.width(); ++x)
                changed += a.pixel(x, y) != b.pixel(x, y);
        QVERIFY2(changed > 500, qPrintable(QString::number(changed)));
        for (const auto &[image, time] : {std::pair{a, 0.0}, std::pair{b, 6.0 / 24.0}}) {
            int count = 0;
            const QRect got = coveredArea(image, &count);
            const QRect expected = expectedArea(model, 0, time, Camera::View::Front, request.size);
            // The drawn silhouette is where the skinned vertices project (a
            // pixel or two of rasterization and smoothing either way).
            QVERIFY2(std::abs(got.left() - expected.left()) <= 3 && std::abs(got.right() - expected.right()) <= 3
                         && std::abs(got.top() - expected.top()) <= 3
                         && std::abs(got.bottom() - expected.bottom()) <= 3,
                     qPrintable(QStringLiteral("drawn %1,%2 %3x%4, expected %5,%6 %7x%8")
                                    .arg(got.x())
                                    .arg(got.y())
                                    .arg(got.width())
                                    .arg(got.height())
                                    .arg(expected.x())
                                    .arg(expected.y())
                                    .arg(expected.width())
                                    .arg(expected.height())));
            // A filled silhouette, not an outline.
            QVERIFY2(count > got.width() * got.height() / 3, qPrintable(QString::number(count)));
        }
        if (qEnvironmentVariableIsSet("QUARRY_SAVE_RENDERS")) {
            a.save(QStringLiteral("/tmp/tst_viewport_a.png"));
            b.save(QStringLiteral("/tmp/tst_viewport_b.png"));
        }
    }

    void skeletonsBeyondTheUniformBlockUseATexture()
    {
        // 300 more joints; the head follows the last one, which the
        // animation moves sideways.
        Model model = makeSampleModel();
        for (int i = 0; i < 300; ++i) {
            Joint j;
            j.name = QStringLiteral("extra%1").arg(i);
            model.skeleton.joints.append(j);
        }
        const int last = int(model.skeleton.joints.size()) - 1;
        Mesh &head = model.meshes[1];
        for (qsizetype v = 0; v < head.vertexCount(); ++v) {
            head.blendIndexes[v * 2] = quint32(last);
            head.blendWeights[v * 2] = 1.0f;
            head.blendWeights[v * 2 + 1] = 0.0f;
        }
        JointTrack track;
        track.joint = last;
        track.translations = {{0.0f, QVector3D()}, {1.0f, QVector3D(3, 0, 0)}};
        model.animations[0].tracks.append(track);
        model.animations[0].duration = 1.0;
        OffscreenRenderRequest request;
        request.animation = 0;
        request.time = 1.0;
        request.size = QSize(240, 240);
        request.view = Camera::View::Side;
        request.settings.grid = false;
        request.settings.bones = false;
        QString error;
        const QImage image = renderModelImage(model, request, &error);
        QVERIFY2(!image.isNull(), qPrintable(error));
        int count = 0;
        const QRect got = coveredArea(image, &count);
        const QRect expected = expectedArea(model, 0, 1.0, Camera::View::Side, request.size);
        QVERIFY2(std::abs(got.left() - expected.left()) <= 3 && std::abs(got.right() - expected.right()) <= 3,
                 qPrintable(QStringLiteral("drawn x %1..%2, expected %3..%4")
                                .arg(got.left())
                                .arg(got.right())
                                .arg(expected.left())
                                .arg(expected.right())));
    }

    void simplifiedDrawingKeepsTheSilhouette()
    {
        const Model model = makeTiledSampleModel(60000);
        const qsizetype total = model.triangleCount();
        const QSize size(400, 300);
        OffscreenTarget target;
        QVERIFY(target.create(size));
        QOpenGLFramebufferObject &fbo = *target.fbo;
        SceneRenderer renderer;
        QString error;
        QVERIFY2(renderer.initialize(&error), qPrintable(error));
        RenderSettings settings;
        settings.grid = false;
        settings.bones = false;
        renderer.setSettings(settings);
        ScenePose pose;
        pose.update(model, 0, 0.25);
        renderer.syncModel(model, {});
        renderer.setPose(pose);
        const Bounds bounds = poseBounds(model, 0, 0.25);
        Camera camera;
        camera.setSceneRadius(bounds.radius());
        camera.frame(bounds);
        renderer.setSceneBounds(bounds);
        const QRect rect(QPoint(0, 0), size);

        renderer.render(camera, rect);
        const QImage full = fbo.toImage();
        QCOMPARE(renderer.totalTriangles(), total);
        QCOMPARE(renderer.drawnTriangles(), total);
        const qint64 uploaded = renderer.uploadedBytes();

        renderer.setReducedDetail(10000);
        renderer.render(camera, rect);
        const QImage reduced = fbo.toImage();
        QVERIFY(renderer.simplifiedInLastRender());
        const qsizetype drawn = renderer.drawnTriangles();
        QVERIFY2(drawn <= 11000 && drawn >= 2500, qPrintable(QString::number(drawn)));
        // Only the coarser index list went up, once.
        QCOMPARE(renderer.uploadedBytes() - uploaded, qint64(drawn) * 12);
        camera.orbit(20.0f, 5.0f);
        renderer.render(camera, rect);
        QVERIFY(!renderer.simplifiedInLastRender());
        QCOMPARE(renderer.uploadedBytes() - uploaded, qint64(drawn) * 12);
        camera.orbit(-20.0f, -5.0f);

        // The same figure: silhouette within a few pixels, similar coverage.
        int fullCount = 0, reducedCount = 0;
        const QRect fullArea = coveredArea(full, &fullCount);
        const QRect reducedArea = coveredArea(reduced, &reducedCount);
        QVERIFY2(std::abs(fullArea.left() - reducedArea.left()) <= 4
                     && std::abs(fullArea.right() - reducedArea.right()) <= 4
                     && std::abs(fullArea.top() - reducedArea.top()) <= 4
                     && std::abs(fullArea.bottom() - reducedArea.bottom()) <= 4,
                 qPrintable(QStringLiteral("full %1,%2 %3x%4, reduced %5,%6 %7x%8")
                                .arg(fullArea.x())
                                .arg(fullArea.y())
                                .arg(fullArea.width())
                                .arg(fullArea.height())
                                .arg(reducedArea.x())
                                .arg(reducedArea.y())
                                .arg(reducedArea.width())
                                .arg(reducedArea.height())));
        QVERIFY2(std::abs(fullCount - reducedCount) < fullCount / 10,
                 qPrintable(QStringLiteral("%1 vs %2 pixels").arg(fullCount).arg(reducedCount)));
        // Simplified frames are skinned like full ones: another pose moves them.
        ScenePose other;
        other.update(model, 0, 0.0);
        renderer.setPose(other);
        renderer.render(camera, rect);
        const QImage otherPose = fbo.toImage();
        int changed = 0;
        for (int y = 0; y < size.height(); ++y)
            for (int x = 0; x < size.width(); ++x)
                changed += otherPose.pixel(x, y) != reduced.pixel(x, y);
        QVERIFY2(changed > 1000, qPrintable(QString::number(changed)));

        renderer.setReducedDetail(0);
        renderer.render(camera, rect);
        QCOMPARE(renderer.drawnTriangles(), total);
        if (qEnvironmentVariableIsSet("QUARRY_SAVE_RENDERS")) {
            full.save(QStringLiteral("/tmp/tst_viewport_full.png"));
            reduced.save(QStringLiteral("/tmp/tst_viewport_reduced.png"));
        }
        renderer.release();
    }

    void closedMeshesLookTheSameWithBackFacesSkipped()
    {
        const QSize size(320, 240);
        OffscreenTarget target;
        QVERIFY(target.create(size));
        QOpenGLFramebufferObject &fbo = *target.fbo;
        const QRect rect(QPoint(0, 0), size);

        auto ballModel = [](bool inward) {
            Model model = test::sphereModel(24, 48);
            if (inward)
                for (Triangle &t : model.meshes[0].triangles)
                    std::swap(t[1], t[2]);
            return model;
        };
        int culled = -1;
        auto render = [&](const Model &model, bool cull, const Camera &camera) {
            SceneRenderer renderer;
            QString error;
            if (!renderer.initialize(&error))
                qFatal("%s", qPrintable(error));
            RenderSettings settings;
            settings.grid = false;
            settings.bones = false;
            settings.cullClosedBackFaces = cull;
            renderer.setSettings(settings);
            ScenePose pose;
            pose.update(model, -1, 0.0);
            renderer.syncModel(model, {});
            renderer.setPose(pose);
            renderer.setSceneBounds(poseBounds(model, -1, 0.0));
            renderer.render(camera, rect);
            culled = renderer.culledMeshCount();
            QImage image = fbo.toImage();
            renderer.release();
            return image;
        };
        const Bounds bounds = poseBounds(ballModel(false), -1, 0.0);
        Camera outside;
        outside.setSceneRadius(bounds.radius());
        outside.frame(bounds);
        outside.orbit(30.0f, 20.0f);
        QRgb background = 0;
        for (bool inward : {false, true}) {
            const Model model = ballModel(inward);
            const QImage all = render(model, false, outside);
            QCOMPARE(culled, 0);
            const QImage culledImage = render(model, true, outside);
            QCOMPARE(culled, 1);
            background = all.pixel(0, 0);
            int count = 0;
            coveredArea(all, &count);
            QVERIFY2(count > 5000, qPrintable(QString::number(count)));
            int differ = 0;
            for (int y = 0; y < size.height(); ++y)
                for (int x = 0; x < size.width(); ++x)
                    differ += all.pixel(x, y) != culledImage.pixel(x, y);
            // The same picture, give or take a few edge pixels.
            QVERIFY2(
                differ < count / 200,
                qPrintable(QStringLiteral("inward %1: %2 of %3 pixels differ").arg(inward).arg(differ).arg(count)));
        }
        // From inside, nothing is skipped: the inner faces fill the view.
        Camera inside = outside;
        inside.setTarget(bounds.center());
        inside.setDistance(0.05f);
        const QImage fromInside = render(ballModel(false), true, inside);
        QCOMPARE(culled, 0);
        int insideCount = 0;
        for (int y = 0; y < size.height(); ++y)
            for (int x = 0; x < size.width(); ++x)
                insideCount += fromInside.pixel(x, y) != background;
        QVERIFY2(insideCount > size.width() * size.height() * 9 / 10, qPrintable(QString::number(insideCount)));
    }

    void orbitingALargeModelDrawsItSimplifiedUntilRelease()
    {
        Window w;
        QVERIFY(openSample(w, makeTiledSampleModel(300000)));
        const qsizetype total = w.window.document()->model().triangleCount();
        w.view->setSingleView(Camera::View::Perspective);
        w.view->frameAll();
        auto nextFrame = [&w] {
            QSignalSpy swapped(w.view, &ViewportWidget::frameSwapped);
            w.view->redraw();
            return swapped.wait(20000);
        };
        // The first frame uploads; the second is measured.
        QVERIFY(nextFrame());
        QVERIFY(nextFrame());
        QCOMPARE(w.view->drawnTriangles(), total);
        QVERIFY(w.view->fullDetailFrameMilliseconds() > 0);
        if (w.view->fullDetailFrameMilliseconds() <= 1000.0 / ViewportWidget::kTargetFramesPerSecond)
            QSKIP("full-detail frames of this model already meet the frame-time goal on this renderer");
        QVERIFY(w.view->reducedDetailBudget() > 0 && w.view->reducedDetailBudget() < total);
        // The simplified copy is made in the background while the view
        // rests, so the first orbit frame need not make it.
        QTRY_VERIFY_WITH_TIMEOUT(!w.view->isSimplifying(), 20000);

        // Orbit with the right button, one frame per mouse move.
        const QVector3D eye = w.view->camera(0).eye();
        QPoint p = w.view->viewRect(0).center();
        QSignalSpy swapped(w.view, &ViewportWidget::frameSwapped);
        QTest::mousePress(w.view, Qt::RightButton, {}, p);
        for (int i = 0; i < 5; ++i) {
            p += QPoint(15, 2);
            const int before = int(swapped.count());
            QTest::mouseMove(w.view, p);
            QVERIFY(w.view->isNavigating());
            QTRY_VERIFY_WITH_TIMEOUT(swapped.count() > before, 20000);
            QVERIFY2(w.view->drawnTriangles() < total && w.view->drawnTriangles() > 0,
                     qPrintable(QString::number(w.view->drawnTriangles())));
            if (i == 0)
                QVERIFY(!w.view->lastFrameMadeSimplified());
        }
        QVERIFY((w.view->camera(0).eye() - eye).length() > 1e-3f);
        QVERIFY(w.view->reducedFrameMilliseconds() > 0);
        // Letting go draws everything again.
        const int before = int(swapped.count());
        QTest::mouseRelease(w.view, Qt::RightButton, {}, p);
        QVERIFY(!w.view->isNavigating());
        QTRY_VERIFY_WITH_TIMEOUT(swapped.count() > before, 20000);
        QCOMPARE(w.view->drawnTriangles(), total);

        // Switched off, navigation keeps full detail.
        RenderSettings settings = w.view->settings();
        settings.fastNavigation = false;
        w.view->setSettings(settings);
        QTest::mousePress(w.view, Qt::RightButton, {}, p);
        const int beforeOff = int(swapped.count());
        QTest::mouseMove(w.view, p + QPoint(20, 0));
        QTRY_VERIFY_WITH_TIMEOUT(swapped.count() > beforeOff, 20000);
        QCOMPARE(w.view->drawnTriangles(), total);
        QTest::mouseRelease(w.view, Qt::RightButton, {}, p + QPoint(20, 0));
    }

    void animationUploadsNoVertexData()
    {
        Window w;
        QVERIFY(openSample(w));
        Document *doc = w.window.document();
        w.view->grabFramebuffer(); // one paint: everything uploaded
        const qint64 initial = w.view->uploadedBytes();
        QVERIFY(initial > 0);
        for (int f = 1; f < 10; ++f) {
            doc->setCurrentTime(f / 24.0);
            w.view->grabFramebuffer();
        }
        QCOMPARE(w.view->uploadedBytes(), initial);
        // A move of vertices re-uploads that mesh's positions only (a pure
        // translation leaves normals and tangents as they are).
        Selection s;
        s.mode = Selection::Mode::Vertices;
        s.vertices[1] = {0};
        doc->setSelection(s);
        w.view->grabFramebuffer();
        const qint64 afterSelection = w.view->uploadedBytes();
        w.view->setTool(TransformTool::Move);
        w.view->applyTypedTransform(QVector3D(0, 0, 0.1f));
        w.view->grabFramebuffer();
        const qint64 delta = w.view->uploadedBytes() - afterSelection;
        const qint64 positions = doc->model().meshes[1].vertexCount() * 12;
        QCOMPARE(delta, positions);
        doc->undoStack()->setClean();
    }

    void quadLayoutAndDrawModes()
    {
        Window w;
        QVERIFY(openSample(w));
        w.view->setQuadLayout(true);
        QCOMPARE(w.view->viewCount(), 4);
        for (DrawMode mode : {DrawMode::Shaded, DrawMode::Textured, DrawMode::WireframeOverShaded,
                              DrawMode::VertexColors, DrawMode::UvChecker}) {
            RenderSettings settings = w.view->settings();
            settings.mode = mode;
            settings.normals = true;
            settings.bounds = true;
            w.view->setSettings(settings);
            const QImage image = w.view->grabFramebuffer();
            QVERIFY(!image.isNull());
            // Each quarter shows something besides the background.
            for (int i = 0; i < 4; ++i) {
                const QRect r = w.view->viewRect(i);
                const QImage part = image.copy(
                    QRect(r.topLeft() * image.devicePixelRatio(), r.size() * image.devicePixelRatio()));
                int count = 0;
                coveredArea(part, &count);
                QVERIFY2(count > 200,
                         qPrintable(QStringLiteral("view %1 mode %2: %3").arg(i).arg(int(mode)).arg(count)));
            }
        }
        if (qEnvironmentVariableIsSet("QUARRY_SAVE_RENDERS"))
            w.window.grab().save(QStringLiteral("/tmp/tst_viewport_window.png"));
    }

    // However narrow the viewport, every control of its toolbars is on the
    // toolbar or in the toolbar's overflow menu, where it works; draw modes,
    // overlays and Bind Pose are in the View menu too.
    void screenshot()
    {
        const QString path = qEnvironmentVariable("QUARRY_SCREENSHOT");
        if (path.isEmpty())
            QSKIP("set QUARRY_SCREENSHOT=file.png to save the screenshot");
        Window w;
        QString model = qEnvironmentVariable("QUARRY_SCREENSHOT_MODEL");
        Model m = makeSampleModel();
        if (!model.isEmpty()) {
            const ReadResult read = readModelFile(model);
            QVERIFY2(read.ok(), qPrintable(model));
            m = read.model;
        }
        QVERIFY(openSample(w, m));
        w.window.resize(1100, 720);
        w.view->setQuadLayout(true);
        Document *doc = w.window.document();
        doc->setCurrentTime(0.3);
        Selection s;
        s.mode = Selection::Mode::Joints;
        s.joints = {int(m.skeleton.joints.size() / 3)};
        doc->setSelection(s);
        w.view->setTool(TransformTool::Rotate);
        RenderSettings settings = w.view->settings();
        settings.mode = DrawMode::WireframeOverShaded;
        w.view->setSettings(settings);
        w.view->frameAll();
        QTest::qWait(200);
        // The window's widgets, with the scene from the viewport's own
        // window (which a widget grab does not see) where it shows.
        QImage image = w.window.grab().toImage();
        QVERIFY(!image.isNull());
        const QImage scene = w.view->grabFramebuffer();
        QVERIFY(!scene.isNull());
        {
            QPainter painter(&image);
            painter.drawImage(QRectF(w.view->mapTo(&w.window, QPoint(0, 0)), w.view->size()), scene);
        }
        QVERIFY(image.save(path));
    }

    void corpusModelRenders()
    {
        const QString path = QStringLiteral(QUARRY_CORPUS_DIR "/iqm/mrfixit.iqm");
        if (!QFileInfo::exists(path))
            QSKIP("corpus absent: mrfixit.iqm not found");
        const ReadResult read = readModelFile(path);
        QVERIFY2(read.ok(), read.ok() ? "" : qPrintable(read.error->toString()));
        const Model &model = read.model;
        QVERIFY(!model.animations.isEmpty());
        OffscreenRenderRequest request;
        request.animation = 0;
        request.size = QSize(256, 256);
        request.view = Camera::View::Front;
        request.settings.grid = false;
        request.settings.bones = false;
        QString error;
        const QImage a = renderModelImage(model, request, &error);
        request.time = 50.0 / model.animations[0].fps;
        const QImage b = renderModelImage(model, request, &error);
        QVERIFY2(!a.isNull() && !b.isNull(), qPrintable(error));
        QVERIFY(a != b);
        for (const auto &[image, time] : {std::pair{a, 0.0}, std::pair{b, request.time}}) {
            int count = 0;
            const QRect got = coveredArea(image, &count);
            const QRect expected = expectedArea(model, 0, time, Camera::View::Front, request.size);
            QVERIFY2(std::abs(got.left() - expected.left()) <= 3 && std::abs(got.right() - expected.right()) <= 3
                         && std::abs(got.top() - expected.top()) <= 3
                         && std::abs(got.bottom() - expected.bottom()) <= 3,
                     qPrintable(QStringLiteral("drawn %1,%2 %3x%4, expected %5,%6 %7x%8")
                                    .arg(got.x())
                                    .arg(got.y())
                                    .arg(got.width())
                                    .arg(got.height())
                                    .arg(expected.x())
                                    .arg(expected.y())
                                    .arg(expected.width())
                                    .arg(expected.height())));
        }
    }
};

QTEST_MAIN(TestViewport)
#include "tst_viewport.moc"
