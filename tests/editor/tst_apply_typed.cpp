// An Apply takes what the fields show, even while a field is still being
// edited (typed into, no Enter, the focus still in it): the UV dock's move,
// rotate and scale, the viewport's typed move, the Joints dock's weight.
#include "editor/MainWindow.h"
#include "io/Formats.h"
#include "io/Md3Fixture.h"
#include "model/Document.h"
#include "model/ops/SampleModel.h"
#include "model/ops/WeightEdit.h"
#include "views/JointsView.h"
#include "views/WeightEditor.h"
#include "views/uv/UvDock.h"
#include "views/viewport/Viewport.h"
#include "views/viewport/ViewportWidget.h"

#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>
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

// Clicks into the field, selects its number and types over it, as a user
// does; no Enter, the field keeps the focus.
void typeInto(QAbstractSpinBox *box, const QString &text)
{
    box->setFocus();
    QTest::mouseClick(box->findChild<QLineEdit *>(), Qt::LeftButton);
    box->selectAll();
    QTest::keyClicks(box, text);
}

bool near(QVector2D a, QVector2D b)
{
    return (a - b).length() < 1e-4f;
}
QString show(QVector2D v)
{
    return QStringLiteral("(%1, %2)").arg(v.x()).arg(v.y());
}

} // namespace

class TestApplyTyped : public QObject
{
    Q_OBJECT

    std::unique_ptr<Document> m_doc;
    std::unique_ptr<UvDock> m_dock;

    QToolButton *applyButton() { return m_dock->findChild<QToolButton *>(QStringLiteral("applyTransform")); }
    QDoubleSpinBox *field(const char *name) { return m_dock->findChild<QDoubleSpinBox *>(QLatin1String(name)); }

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("QuarryTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_apply_typed"));
    }

    void init()
    {
        m_doc = std::make_unique<Document>();
        m_doc->resetModel(squareModel());
        m_dock = std::make_unique<UvDock>(m_doc.get());
        m_dock->resize(520, 560);
        m_dock->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_dock.get()));
        m_dock->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_dock.get()));
    }

    void cleanup()
    {
        m_dock.reset();
        m_doc.reset();
    }

    void uvRotateTakesTheAngleBeingTyped()
    {
        QDoubleSpinBox *rotate = field("rotate");
        QVERIFY(rotate && applyButton());
        typeInto(rotate, QStringLiteral("90"));
        QVERIFY(rotate->hasFocus());
        QTest::mouseClick(applyButton(), Qt::LeftButton);
        QCOMPARE(m_doc->undoStack()->count(), 1);
        // 90 degrees about the centre (0.5, 0.5): the corners go round.
        const QList<QVector2D> &uv = m_doc->model().meshes[0].texcoords[0];
        QVERIFY2(near(uv[0], {1, 0}), qPrintable(show(uv[0])));
        QVERIFY2(near(uv[3], {0, 1}), qPrintable(show(uv[3])));
        QCOMPARE(rotate->value(), 90.0);
        m_doc->undoStack()->undo();
        QCOMPARE(m_doc->model(), squareModel());
    }

    void uvScaleTakesBothFactors()
    {
        QDoubleSpinBox *scaleU = field("scaleU"), *scaleV = field("scaleV");
        QVERIFY(scaleU && scaleV);
        // U typed and finished with Enter, V still being typed in.
        typeInto(scaleU, QStringLiteral("0.5"));
        QTest::keyClick(scaleU, Qt::Key_Return);
        typeInto(scaleV, QStringLiteral("0.5"));
        QTest::mouseClick(applyButton(), Qt::LeftButton);
        QCOMPARE(m_doc->undoStack()->count(), 1);
        const QList<QVector2D> &uv = m_doc->model().meshes[0].texcoords[0];
        QVERIFY2(near(uv[0], {0.25f, 0.25f}), qPrintable(show(uv[0])));
        QVERIFY2(near(uv[3], {0.75f, 0.75f}), qPrintable(show(uv[3])));
    }

    void uvMoveTakesAFractionBeingTyped()
    {
        QDoubleSpinBox *moveU = field("moveU");
        QVERIFY(moveU);
        typeInto(moveU, QStringLiteral("0.25"));
        QTest::mouseClick(applyButton(), Qt::LeftButton);
        const QList<QVector2D> &uv = m_doc->model().meshes[0].texcoords[0];
        QVERIFY2(near(uv[0], {0.25f, 0}), qPrintable(show(uv[0])));
    }

    // The tool options' Frames choice: which frames of a vertex-animated
    // model a move reaches, shown for the pose shown and chosen by the user.
    void viewportFramesChoice()
    {
        cleanup();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("frames.md3"));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(quarry::test::md3Fixture(3));
        }
        ReadResult read = readModelFile(path);
        QVERIFY(read.ok());
        QVERIFY(!read.model.meshes[0].morphs.isEmpty());
        MainWindow window;
        window.resize(1500, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *viewport = window.findChild<Viewport *>();
        if (!viewport || !viewport->hasOpenGL())
            QSKIP("no OpenGL");
        Document *doc = window.document();
        doc->resetModel(read.model, path, QStringLiteral("md3"));
        doc->setCurrentAnimation(-1);
        auto *menu = window.findChild<QMenu *>(QStringLiteral("vertexFramesMenu"));
        QVERIFY(menu);
        QCOMPARE(menu->menuAction()->iconText(), QStringLiteral("Frames: Automatic: Every Frame"));
        doc->setCurrentAnimation(0);
        doc->setCurrentTime(0.0);
        QCOMPARE(menu->menuAction()->iconText(), QStringLiteral("Frames: Automatic: Frame Shown"));
        QAction *every = window.findChild<QAction *>(QStringLiteral("vertexFramesEvery"));
        QVERIFY(every);
        every->trigger();
        QCOMPARE(menu->menuAction()->iconText(), QStringLiteral("Frames: Every Frame"));
        QCOMPARE(viewport->view()->vertexFrames(), VertexFrames::Every);

        Selection s;
        s.mode = Selection::Mode::Vertices;
        s.vertices.insert(0, {0});
        doc->setSelection(s);
        viewport->view()->setTool(TransformTool::Move);
        const Model before = doc->model();
        viewport->view()->applyTypedTransform(QVector3D(2, 0, 0));
        QCOMPARE(doc->undoStack()->count(), 1);
        const Mesh &mesh = doc->model().meshes[0];
        QCOMPARE(mesh.positions[0], before.meshes[0].positions[0] + QVector3D(2, 0, 0));
        for (int t = 0; t < mesh.morphs.size(); ++t) {
            const qsizetype at = before.meshes[0].morphs[t].vertices.indexOf(0);
            QVERIFY(at >= 0);
            QCOMPARE(mesh.morphs[t].positions[at], before.meshes[0].morphs[t].positions[at] + QVector3D(2, 0, 0));
        }
        doc->undoStack()->undo();
        QCOMPARE(doc->model(), before);
        doc->undoStack()->setClean();
    }

    void viewportApplyTakesTheTypedMove()
    {
        cleanup();
        MainWindow window;
        window.resize(1500, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *viewport = window.findChild<Viewport *>();
        if (!viewport || !viewport->hasOpenGL())
            QSKIP("no OpenGL");
        Document *doc = window.document();
        doc->resetModel(makeSampleModel());
        doc->setCurrentAnimation(-1);
        Selection s;
        s.meshes = {1};
        doc->setSelection(s);
        viewport->view()->setTool(TransformTool::Move);
        const Model before = doc->model();
        auto *x = window.findChild<QDoubleSpinBox *>(QStringLiteral("typedX"));
        QVERIFY(x && x->isVisible());
        QAction *applyAction = nullptr;
        QToolButton *apply = nullptr;
        for (QToolBar *bar : window.findChildren<QToolBar *>())
            for (QAction *a : bar->actions())
                if (a->objectName() == QLatin1String("applyTyped")) {
                    applyAction = a;
                    apply = qobject_cast<QToolButton *>(bar->widgetForAction(a));
                }
        QVERIFY(applyAction);
        // A fraction: each keystroke's value must not rewrite the text
        // being typed ("1.5" read as 15).
        typeInto(x, QStringLiteral("1.5"));
        // The button, or where the toolbar is too narrow for it, its action
        // from the overflow (neither takes the focus).
        if (apply && apply->isVisible())
            QTest::mouseClick(apply, Qt::LeftButton);
        else
            applyAction->trigger();
        QVERIFY(x->hasFocus() || !window.isActiveWindow());
        QCOMPARE(doc->undoStack()->count(), 1);
        const QVector3D moved = doc->model().meshes[1].positions[0] - before.meshes[1].positions[0];
        QVERIFY2(std::abs(moved.x() - 1.5f) < 1e-4f && std::abs(moved.y()) < 1e-4f,
                 qPrintable(QStringLiteral("%1 %2 %3").arg(moved.x()).arg(moved.y()).arg(moved.z())));
        QCOMPARE(doc->model().meshes[0].positions, before.meshes[0].positions);
        doc->undoStack()->undo();
        QCOMPARE(doc->model(), before);
        doc->undoStack()->setClean();
    }

    void jointsDockAssignTakesTheWeightBeingTyped()
    {
        cleanup();
        MainWindow window;
        window.resize(1500, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        Document *doc = window.document();
        doc->resetModel(makeSampleModel());
        Selection s;
        s.mode = Selection::Mode::Vertices;
        s.joints = {2};
        s.vertices = {{0, {4, 5}}};
        doc->setSelection(s);
        WeightEditor *editor = window.findChild<JointsView *>()->weightEditor();
        auto *weight = editor->findChild<QDoubleSpinBox *>(QStringLiteral("assignWeight"));
        auto *assign = editor->findChild<QPushButton *>(QStringLiteral("assignButton"));
        QVERIFY(weight && assign);
        QTRY_VERIFY(assign->isEnabled());
        typeInto(weight, QStringLiteral("0.25"));
        QTest::mouseClick(assign, Qt::LeftButton);
        QCOMPARE(doc->undoStack()->count(), 1);
        QCOMPARE(jointWeight(doc->model().meshes[0], 4, 2), 0.25f);
        doc->undoStack()->undo();
        doc->undoStack()->setClean();
    }
};

QTEST_MAIN(TestApplyTyped)
#include "tst_apply_typed.moc"
