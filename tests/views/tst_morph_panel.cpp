// Morph targets in the Properties dock and the viewport: the list of the
// selected mesh's targets, weight sliders and spin boxes that set the
// Document's preview weights (never an edit: no undo step, not modified),
// the GPU blend that changes the drawn image where the target moves and
// nowhere else, and the XMF round trip of the fixture's targets.
#include "MorphFixture.h"
#include "editor/MainWindow.h"
#include "io/xmf/XmfMesh.h"
#include "model/Document.h"
#include "model/MorphWeights.h"
#include "model/operations/Operation.h"
#include "views/ElidedLabel.h"
#include "views/MorphTargetsPanel.h"
#include "views/viewport/OffscreenRenderer.h"
#include "views/viewport/Viewport.h"
#include "views/viewport/ViewportWidget.h"

#include <QDoubleSpinBox>
#include <QLabel>
#include <QPushButton>
#include <QSlider>
#include <QTest>

using namespace quarry;

namespace {

Model fixtureModel()
{
    const ReadResult read = readXmfMesh(QStringLiteral("morphs.xmf"), morphfixture::xmf());
    return read.ok() ? read.model : Model();
}

// Pixels that differ by more than a little in any channel, and their bounds.
struct Difference
{
    int count = 0;
    QRect bounds;
};

Difference difference(const QImage &a, const QImage &b)
{
    Difference d;
    const QImage x = a.convertToFormat(QImage::Format_RGB32), y = b.convertToFormat(QImage::Format_RGB32);
    for (int row = 0; row < x.height(); ++row)
        for (int col = 0; col < x.width(); ++col) {
            const QRgb p = x.pixel(col, row), q = y.pixel(col, row);
            if (std::abs(qRed(p) - qRed(q)) > 8 || std::abs(qGreen(p) - qGreen(q)) > 8
                || std::abs(qBlue(p) - qBlue(q)) > 8) {
                ++d.count;
                d.bounds |= QRect(col, row, 1, 1);
            }
        }
    return d;
}

} // namespace

class TestMorphPanel : public QObject
{
    Q_OBJECT

    MainWindow *m_window = nullptr;
    Document *m_doc = nullptr;
    ViewportWidget *m_view = nullptr;
    MorphTargetsPanel *m_panel = nullptr;

    void selectMesh(int mesh)
    {
        Selection s;
        s.meshes = {mesh};
        m_doc->setSelection(s);
        QTest::qWait(10); // the panel rebuilds after the signals
    }

    QList<QSlider *> sliders() const { return m_panel->findChildren<QSlider *>(QStringLiteral("morphSlider")); }
    QList<QDoubleSpinBox *> spins() const
    {
        return m_panel->findChildren<QDoubleSpinBox *>(QStringLiteral("morphSpin"));
    }

    QImage grab()
    {
        QTest::qWait(50);
        return m_view ? m_view->grabFramebuffer() : QImage();
    }

    // The device-pixel rectangle of the view that a world box in the XZ
    // plane covers.
    QRect screenRect(float x0, float z0, float x1, float z1) const
    {
        QRectF r;
        for (const QVector3D &w :
             {QVector3D(x0, 0, z0), QVector3D(x1, 0, z0), QVector3D(x0, 0, z1), QVector3D(x1, 0, z1)}) {
            QVector3D s;
            m_view->camera(0).project(w, m_view->viewRect(0).size(), &s);
            r |= QRectF(s.x(), s.y(), 0.001, 0.001);
        }
        const qreal dpr = m_view->devicePixelRatioF();
        return QRect(QPoint(qFloor(r.left() * dpr), qFloor(r.top() * dpr)),
                     QPoint(qCeil(r.right() * dpr), qCeil(r.bottom() * dpr)));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("QuarryTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_morph_panel"));
        QCOMPARE(fixtureModel().meshes.size(), 1);
        m_window = new MainWindow;
        m_window->resize(1100, 800);
        m_window->show();
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window));
        m_doc = m_window->document();
        m_panel = m_window->findChild<MorphTargetsPanel *>();
        QVERIFY(m_panel);
        auto *viewport = m_window->findChild<Viewport *>();
        if (viewport && viewport->hasOpenGL())
            m_view = viewport->view();
    }

    void init()
    {
        m_doc->resetModel(fixtureModel());
        if (m_view) {
            m_view->setSingleView(Camera::View::Side);
            m_view->frameAll();
        }
        selectMesh(0);
    }

    void cleanupTestCase()
    {
        m_doc->undoStack()->setClean();
        delete m_window;
    }

    void activeTargetsLargestFirst()
    {
        const QList<float> weights{0.1f, 0.0f, -0.9f, 0.5f, 0.2f, 0.3f, 0.4f, 0.6f, 0.7f, 0.8f, 0.05f};
        const QList<ActiveMorph> active = activeMorphs(weights);
        QCOMPARE(active.size(), kMaxActiveMorphs);
        QCOMPARE(active.first(), (ActiveMorph{2, -0.9f}));
        QCOMPARE(active.last(), (ActiveMorph{4, 0.2f}));
        QCOMPARE(weightedMorphCount(weights), 10);
        const Model model = fixtureModel();
        QCOMPARE(movedVertexCount(model.meshes[0], model.meshes[0].morphs[0]), 9);
        const QList<QVector3D> pulled = morphedPositions(model.meshes[0], {0.5f, 0.0f});
        QCOMPARE(pulled.last(), QVector3D(1.25f, 0, 1.25f));
        QCOMPARE(pulled.first(), model.meshes[0].positions.first());
    }

    void listShowsTargetsByName()
    {
        QVERIFY(m_panel->isVisible());
        QCOMPARE(sliders().size(), 2);
        QCOMPARE(spins().size(), 2);
        QStringList names;
        for (ElidedLabel *label : m_panel->findChildren<ElidedLabel *>(QStringLiteral("morphName")))
            names << label->fullText();
        names.sort();
        QCOMPARE(names, (QStringList{QStringLiteral("lift"), QStringLiteral("pull")}));
        QVERIFY(m_panel->findChildren<QLabel *>(QStringLiteral("morphEmpty")).isEmpty());

        // No mesh selected: the panel goes away; a mesh without targets says so.
        m_doc->clearSelection();
        QTest::qWait(10);
        QVERIFY(!m_panel->isVisible());
        Model plain = fixtureModel();
        plain.meshes[0].morphs.clear();
        m_doc->resetModel(plain);
        selectMesh(0);
        QVERIFY(m_panel->isVisible());
        QCOMPARE(m_panel->findChildren<QLabel *>(QStringLiteral("morphEmpty")).size(), 1);
        QVERIFY(sliders().isEmpty());
    }

    void sliderPreviewsOnTheGpu()
    {
        if (!m_view)
            QSKIP("no OpenGL 3.3 context on this display");
        const QImage before = grab();
        const qint64 uploaded = m_view->uploadedBytes();
        QSlider *pull = sliders().value(0);
        QVERIFY(pull);
        QCOMPARE(pull->property("target").toInt(), 0);
        const int undoCount = m_doc->undoStack()->count();

        // Keys on the slider: End takes it to 1.
        pull->setFocus();
        QTest::keyClick(pull, Qt::Key_End);
        QCOMPARE(m_doc->morphWeight(0, 0), 1.0f);
        QCOMPARE(spins().value(0)->value(), 1.0);
        QVERIFY(!m_doc->isModified());
        QCOMPARE(m_doc->undoStack()->count(), undoCount);
        const QImage morphed = grab();
        QCOMPARE(morphed.size(), before.size());
        // The deltas went up with the mesh: a weight moves no vertex data.
        QCOMPARE(m_view->uploadedBytes(), uploaded);
        const Difference d = difference(before, morphed);
        // The pulled corner covers x, z in 0.5..1.5 that the base leaves
        // empty; the triangles that reach the moved vertices start at 0.25.
        const QRect corner = screenRect(0.25f, 0.25f, 1.5f, 1.5f);
        qInfo("%d pixels changed in %d,%d %dx%d; corner %d,%d %dx%d", d.count, d.bounds.x(), d.bounds.y(),
              d.bounds.width(), d.bounds.height(), corner.x(), corner.y(), corner.width(), corner.height());
        QVERIFY2(d.count > corner.width() * corner.height() / 4, "the pulled corner is not drawn");
        QVERIFY2(corner.adjusted(-3, -3, 3, 3).contains(d.bounds), "pixels changed outside the morphed corner");

        // The page keys move it back down; Home to 0 gives the first image again.
        QTest::keyClick(pull, Qt::Key_PageDown);
        QCOMPARE(m_doc->morphWeight(0, 0), 0.9f);
        QTest::keyClick(pull, Qt::Key_Home);
        QCOMPARE(m_doc->morphWeight(0, 0), 0.0f);
        QVERIFY(m_doc->morphWeights().isEmpty());
        QCOMPARE(difference(before, grab()).count, 0);
        QVERIFY(!m_doc->isModified());
        QCOMPARE(m_doc->undoStack()->count(), undoCount);
    }

    void mouseDragOnSlider()
    {
        QSlider *pull = sliders().value(0);
        QVERIFY(pull);
        // A click on the groove's right end pages the value up.
        QTest::mouseClick(pull, Qt::LeftButton, {}, QPoint(pull->width() - 3, pull->height() / 2));
        QVERIFY(m_doc->morphWeight(0, 0) > 0.0f);
        QVERIFY(!m_doc->isModified());
    }

    void typedWeightsBeyondTheSlider()
    {
        QDoubleSpinBox *lift = spins().value(1);
        QVERIFY(lift);
        lift->setFocus();
        lift->selectAll();
        QTest::keyClicks(lift, QStringLiteral("1.5"));
        QTest::keyClick(lift, Qt::Key_Return);
        QCOMPARE(m_doc->morphWeight(0, 1), 1.5f);
        QCOMPARE(sliders().value(1)->value(), sliders().value(1)->maximum());
        lift->selectAll();
        QTest::keyClicks(lift, QStringLiteral("-1"));
        QTest::keyClick(lift, Qt::Key_Return);
        QCOMPARE(m_doc->morphWeight(0, 1), -1.0f);
        QCOMPARE(sliders().value(1)->value(), 0);

        // Reset All clears every weight; the document stays unmodified.
        auto *reset = m_panel->findChild<QPushButton *>(QStringLiteral("morphResetAll"));
        QVERIFY(reset && reset->isEnabled());
        QTest::mouseClick(reset, Qt::LeftButton);
        QVERIFY(m_doc->morphWeights().isEmpty());
        QCOMPARE(spins().value(1)->value(), 0.0);
        QVERIFY(!m_doc->isModified());
        QCOMPARE(m_doc->undoStack()->count(), 0);
    }

    void moreTargetsThanTheGpuBlends()
    {
        Model many = fixtureModel();
        for (int i = 0; i < 9; ++i) {
            MorphTarget t = many.meshes[0].morphs[1];
            t.name = QStringLiteral("extra%1").arg(i);
            many.meshes[0].morphs.append(t);
        }
        m_doc->resetModel(many);
        selectMesh(0);
        auto *note = m_panel->findChild<QLabel *>(QStringLiteral("morphLimitNote"));
        QVERIFY(note);
        for (int t = 0; t < 8; ++t)
            m_doc->setMorphWeight(0, t, 0.5f);
        QVERIFY(note->isHidden());
        m_doc->setMorphWeight(0, 8, 0.5f);
        QVERIFY(!note->isHidden());
        QVERIFY(note->text().contains(QStringLiteral("9")));
    }

    void weightsAreViewState()
    {
        m_doc->setMorphWeight(0, 0, 0.5f);
        m_doc->setMorphWeight(0, 7, 1.0f); // no such target: ignored
        m_doc->setMorphWeight(3, 0, 1.0f); // no such mesh: ignored
        QCOMPARE(m_doc->morphWeights(), (MorphWeights{{0, {0.5f, 0.0f}}}));
        QCOMPARE(m_doc->undoStack()->count(), 0);
        QVERIFY(!m_doc->isModified());
        // Opening another model clears them.
        m_doc->resetModel(fixtureModel());
        QVERIFY(m_doc->morphWeights().isEmpty());

        // An edit that keeps a mesh's targets (one per mesh) keeps its
        // weights; one that replaces the mesh list (delete, split, merge)
        // drops them all, and undo does not bring them back: they are no
        // part of any edit.
        Model two = fixtureModel();
        two.meshes.prepend(two.meshes[0]);
        two.meshes[0].morphs.clear();
        m_doc->resetModel(two);
        m_doc->setMorphWeight(1, 1, 0.75f);
        QVERIFY(runOperation(*m_doc, QStringLiteral("flipNormals")).ok);
        QCOMPARE(m_doc->morphWeights(), (MorphWeights{{1, {0.0f, 0.75f}}}));
        Selection first;
        first.meshes = {0};
        m_doc->setSelection(first);
        QVERIFY(runOperation(*m_doc, QStringLiteral("delete")).ok);
        QCOMPARE(m_doc->model().meshes.size(), 1);
        QVERIFY(m_doc->morphWeights().isEmpty());
        m_doc->undoStack()->undo();
        QCOMPARE(m_doc->model().meshes.size(), 2);
        QVERIFY(m_doc->morphWeights().isEmpty());
        m_doc->undoStack()->undo();
        QVERIFY(!m_doc->isModified());
    }

    void offscreenRenderHonoursWeights()
    {
        if (!m_view)
            QSKIP("no OpenGL 3.3 context on this display");
        OffscreenRenderRequest request;
        request.size = QSize(200, 160);
        request.view = Camera::View::Side;
        request.frameWholeAnimation = false;
        QString error;
        const QImage plain = renderModelImage(fixtureModel(), request, &error);
        QVERIFY2(!plain.isNull(), qPrintable(error));
        request.morphWeights.insert(0, {1.0f, 0.0f});
        const QImage pulled = renderModelImage(fixtureModel(), request, &error);
        QVERIFY(difference(plain, pulled).count > 50);
    }

    void morphBlendsBeforeSkinning()
    {
        if (!m_view)
            QSKIP("no OpenGL 3.3 context on this display");
        // The grid weighted to one joint that the clip turns half round Y
        // (x goes to -x): a target applied in bind space shows its pulled
        // corner on the -x side.
        Model model = fixtureModel();
        Joint root;
        root.name = QStringLiteral("root");
        model.skeleton.joints.append(root);
        Mesh &mesh = model.meshes[0];
        mesh.influencesPerVertex = 1;
        mesh.blendIndexes = QList<quint32>(mesh.vertexCount(), 0);
        mesh.blendWeights = QList<float>(mesh.vertexCount(), 1.0f);
        Animation turn;
        turn.name = QStringLiteral("turn");
        turn.duration = 1.0;
        JointTrack track;
        track.joint = 0;
        track.rotations.append({0.0f, QQuaternion::fromAxisAndAngle(0, 1, 0, 180)});
        turn.tracks.append(track);
        model.animations.append(turn);
        OffscreenRenderRequest request;
        request.size = QSize(200, 160);
        request.view = Camera::View::Side;
        request.animation = 0;
        request.frameWholeAnimation = false;
        QString error;
        const QImage plain = renderModelImage(model, request, &error);
        QVERIFY2(!plain.isNull(), qPrintable(error));
        request.morphWeights.insert(0, {1.0f, 0.0f});
        const Difference d = difference(plain, renderModelImage(model, request, &error));
        QVERIFY(d.count > 50);
        // The side view shows +x to the right: the change is on the left.
        QVERIFY2(d.bounds.right() < request.size.width() / 2 + 5, "the target was applied after skinning");
    }

    void morphsRoundTripThroughXmf()
    {
        const Model model = fixtureModel();
        QCOMPARE(model.meshes[0].morphs.size(), 2);
        QCOMPARE(model.meshes[0].morphs[0].name, QStringLiteral("pull"));
        QCOMPARE(model.meshes[0].morphs[0].vertices.size(), 9);
        const WriteResult written = writeXmfMesh(model, QStringLiteral("again.xmf"));
        QVERIFY(written.ok());
        const ReadResult again = readXmfMesh(QStringLiteral("again.xmf"), written.data);
        QVERIFY(again.ok());
        QCOMPARE(again.model.meshes[0].morphs, model.meshes[0].morphs);
    }
};

QTEST_MAIN(TestMorphPanel)
#include "tst_morph_panel.moc"
