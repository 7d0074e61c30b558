// What the viewport shows of winding and framing, under a real (virtual)
// display: back faces tinted on request (so Flip Winding shows), a pure
// wireframe mode, Frame All leaving hidden bones out, and the view framing
// the model again after an edit takes it out of sight.
#include "editor/MainWindow.h"
#include "editor/ScriptDock.h"
#include "model/Document.h"
#include "model/commands/ReloadModelCommand.h"
#include "model/operations/Operation.h"
#include "model/ops/SampleModel.h"
#include "views/viewport/Viewport.h"
#include "views/viewport/ViewportActions.h"
#include "views/viewport/ViewportWidget.h"

#include <QAction>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace quarry;

namespace {

// Pixels that differ from the background colour of the top-left corner.
int coveredPixels(const QImage &image)
{
    const QRgb background = image.pixel(0, 0);
    int count = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            count += image.pixel(x, y) != background;
    return count;
}

// Pixels of the back-face tint: strongly red, unlike the sample's orange
// body and blue head.
int tintedPixels(const QImage &image)
{
    int count = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            // The back-face tint (red) or the flipped-normal tint (violet) over it.
            const bool red = c.red() > 2 * c.blue();
            const bool violet = c.blue() > 80 && c.blue() > 2 * c.green();
            count += c.red() > 80 && c.red() > 2 * c.green() && (red || violet);
        }
    return count;
}

// QUARRY_SCREENSHOT_DIR set: the image is saved there for a look.
void keep(const QImage &image, const char *name)
{
    const QByteArray dir = qgetenv("QUARRY_SCREENSHOT_DIR");
    if (!dir.isEmpty())
        image.save(QString::fromLocal8Bit(dir) + QLatin1Char('/') + QLatin1String(name));
}

} // namespace

class TestViewportDisplay : public QObject
{
    Q_OBJECT

    struct Window
    {
        MainWindow window;
        Viewport *viewport = nullptr;
        ViewportWidget *view = nullptr;
        Document *doc() { return window.document(); }
    };

    // The sample (or `model`) in one perspective view.
    static bool open(Window &w, const Model &model = makeSampleModel())
    {
        w.window.resize(900, 700);
        w.window.show();
        if (!QTest::qWaitForWindowExposed(&w.window))
            return false;
        w.viewport = w.window.findChild<Viewport *>();
        if (!w.viewport || !w.viewport->hasOpenGL())
            return false;
        w.view = w.viewport->view();
        w.doc()->resetModel(model);
        w.view->setSingleView(Camera::View::Perspective);
        w.view->frameAll();
        QTest::qWait(50);
        return true;
    }

    static void setMode(ViewportWidget *view, DrawMode mode, bool backFaces)
    {
        RenderSettings s = view->settings();
        s.mode = mode;
        s.backFaces = backFaces;
        s.bones = false;
        s.grid = false;
        view->setSettings(s);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("QuarryTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_viewport_display"));
    }

    void backFacesShowFlippedWinding()
    {
        Window w;
        if (!open(w))
            QSKIP("no OpenGL 3.3 here");
        // The toolbar toggle turns the setting on.
        QAction *toggle = w.viewport->findChild<QAction *>(QStringLiteral("showBackFaces"));
        QVERIFY(toggle);
        toggle->trigger();
        QVERIFY(w.view->settings().backFaces);
        setMode(w.view, DrawMode::Shaded, true);
        const int before = tintedPixels(w.view->grabFramebuffer());
        QVERIFY(runOperation(*w.doc(), QStringLiteral("flipWinding")).ok);
        const QImage flipped = w.view->grabFramebuffer();
        keep(flipped, "back-faces-flipped.png");
        const int after = tintedPixels(flipped);
        // The outside of every mesh now faces away: tinted, where it was not.
        QVERIFY2(after > 2000 && after > 4 * std::max(before, 1),
                 qPrintable(QStringLiteral("%1 -> %2").arg(before).arg(after)));
        QVERIFY2(after > coveredPixels(flipped) / 3, qPrintable(QString::number(after)));
        // Off: shaded mode still marks back faces and flipped normals, more lightly.
        setMode(w.view, DrawMode::Shaded, false);
        QVERIFY(tintedPixels(w.view->grabFramebuffer()) > 2000);
        // Back in place: the tint goes with it.
        w.doc()->undoStack()->undo();
        setMode(w.view, DrawMode::Shaded, true);
        QVERIFY(tintedPixels(w.view->grabFramebuffer()) < after / 4);
    }

    void wireframeDrawsEdgesOnly()
    {
        Window w;
        if (!open(w))
            QSKIP("no OpenGL 3.3 here");
        QAction *wireframe = w.viewport->actions()->drawModeAction(DrawMode::Wireframe);
        QVERIFY(wireframe);
        setMode(w.view, DrawMode::Shaded, false);
        const int shaded = coveredPixels(w.view->grabFramebuffer());
        wireframe->trigger();
        QCOMPARE(w.view->settings().mode, DrawMode::Wireframe);
        const QImage wireImage = w.view->grabFramebuffer();
        keep(wireImage, "wireframe.png");
        const int wire = coveredPixels(wireImage);
        setMode(w.view, DrawMode::WireframeOverShaded, false);
        const int over = coveredPixels(w.view->grabFramebuffer());
        // Edges alone cover far less than the filled surface, and something.
        QVERIFY2(wire > 300 && wire < shaded * 7 / 10,
                 qPrintable(QStringLiteral("wireframe %1, shaded %2").arg(wire).arg(shaded)));
        QVERIFY2(over >= shaded * 9 / 10, qPrintable(QStringLiteral("over %1, shaded %2").arg(over).arg(shaded)));
    }

    void frameAllLeavesHiddenBonesOut()
    {
        Model model = makeSampleModel();
        Joint antenna;
        antenna.name = QStringLiteral("antenna");
        antenna.parent = 0;
        antenna.bind.translation = QVector3D(0, 0, 60);
        model.skeleton.joints.append(antenna);
        Window w;
        if (!open(w, model))
            QSKIP("no OpenGL 3.3 here");
        RenderSettings s = w.view->settings();
        s.bones = true;
        w.view->setSettings(s);
        w.view->frameAll();
        const float withBones = w.view->camera(0).distance();
        s.bones = false;
        w.view->setSettings(s);
        w.view->frameAll();
        const float without = w.view->camera(0).distance();
        QVERIFY2(without < withBones / 4, qPrintable(QStringLiteral("%1 vs %2").arg(without).arg(withBones)));
    }

    void editThatTakesTheModelAwayReframes()
    {
        Window w;
        if (!open(w))
            QSKIP("no OpenGL 3.3 here");
        auto bounds = [&w] { return w.view->pose().bounds(w.doc()->model(), w.view->settings().bones); };
        const QSize size = w.view->viewRect(0).size();
        QVERIFY(w.view->camera(0).showsWell(bounds(), size));
        // A small change keeps the view as it is.
        const float distance = w.view->camera(0).distance();
        QVERIFY(runOperation(*w.doc(), QStringLiteral("scaleBy"), {{QStringLiteral("factor"), 1.1}}).ok);
        QCOMPARE(w.view->camera(0).distance(), distance);
        // Scaled far up, moved far off, scaled back down: framed each time.
        QVERIFY(runOperation(*w.doc(), QStringLiteral("scaleBy"), {{QStringLiteral("factor"), 1000.0}}).ok);
        QVERIFY(w.view->camera(0).showsWell(bounds(), size));
        QVERIFY(runOperation(*w.doc(), QStringLiteral("translate"),
                             {{QStringLiteral("offset"), QVariantList{0.0, 50000.0, 20000.0}}})
                    .ok);
        QVERIFY(w.view->camera(0).showsWell(bounds(), size));
        w.doc()->undoStack()->undo();
        w.doc()->undoStack()->undo();
        QVERIFY(w.view->camera(0).showsWell(bounds(), size));
    }

    // Whole-model changes that leave the model in view but many times
    // smaller or larger (a reload, a script's scale, a run taken back) frame
    // it again; the same change of a tenth does not move the camera.
    void wholeModelChangesReframe()
    {
        Window w;
        if (!open(w))
            QSKIP("no OpenGL 3.3 here");
        auto bounds = [&w] { return w.view->pose().bounds(w.doc()->model(), w.view->settings().bones); };
        auto distance = [&w] { return w.view->camera(0).distance(); };
        const QSize size = w.view->viewRect(0).size();
        const float framed = distance();

        // Reload from disk with the model ten times smaller.
        Model smaller = w.doc()->model();
        for (Mesh &mesh : smaller.meshes)
            for (QVector3D &p : mesh.positions)
                p *= 0.1f;
        for (Joint &j : smaller.skeleton.joints)
            j.bind.translation *= 0.1f;
        for (Animation &a : smaller.animations)
            for (JointTrack &t : a.tracks)
                for (auto &key : t.translations)
                    key.value *= 0.1f;
        w.doc()->undoStack()->push(new ReloadModelCommand(w.doc(), smaller));
        QVERIFY2(distance() < framed / 4, qPrintable(QStringLiteral("%1 then %2").arg(framed).arg(distance())));
        QVERIFY(w.view->camera(0).showsWell(bounds(), size));
        w.doc()->undoStack()->undo();
        QVERIFY2(qAbs(distance() - framed) < framed * 0.05f, qPrintable(QString::number(distance())));

        // A script scales the model down, then one that fails after scaling it up is taken back.
        QTemporaryDir dir;
        auto script = [&dir](const char *name, const char *text) {
            QFile file(dir.filePath(QLatin1String(name)));
            return file.open(QIODevice::WriteOnly) && file.write(text) > 0 ? file.fileName() : QString();
        };
        ScriptDock *scripts = w.window.scriptDock();
        if (!scripts->runFile(script("down.py", "doc.run('scaleBy', factor=0.1)\n")))
            QSKIP("no Python scripting in this build");
        QVERIFY2(distance() < framed / 4, qPrintable(QString::number(distance())));
        const float down = distance();
        QVERIFY(!scripts->runFile(script("fails.py", "doc.run('scaleBy', factor=100.0)\nraise RuntimeError('no')\n")));
        QVERIFY2(qAbs(distance() - down) < down * 0.05f,
                 qPrintable(QStringLiteral("%1 then %2").arg(down).arg(distance())));
        QVERIFY(w.view->camera(0).showsWell(bounds(), size));
        // A small change keeps the view.
        QVERIFY(runOperation(*w.doc(), QStringLiteral("scaleBy"), {{QStringLiteral("factor"), 1.5}}).ok);
        QCOMPARE(distance(), down);
    }
};

QTEST_MAIN(TestViewportDisplay)
#include "tst_viewport_display.moc"
