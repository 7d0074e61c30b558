// What the surface modes show: the Weights mode keeps the Joints dock's
// joint while vertices are selected, Textured draws a material without a
// texture in its colour (the checkerboard only for a texture not found),
// and Shaded tells back faces and flipped normals from the right ones.
#include "editor/MainWindow.h"
#include "model/Document.h"
#include "model/ops/SampleModel.h"
#include "views/viewport/OffscreenRenderer.h"
#include "views/viewport/Viewport.h"
#include "views/viewport/ViewportWidget.h"

#include <QComboBox>
#include <QTest>

using namespace quarry;

namespace {

// A square in the XZ plane from x0 to x0 + 1, facing -Y (the side view's
// eye): front faces towards the eye, normals too.
Mesh square(float x0)
{
    Mesh mesh;
    mesh.name = QStringLiteral("square");
    mesh.positions = {{x0, 0, 0}, {x0 + 1, 0, 0}, {x0 + 1, 0, 1}, {x0, 0, 1}};
    mesh.normals = QList<QVector3D>(4, QVector3D(0, -1, 0));
    mesh.texcoords = {{{0, 1}, {1, 1}, {1, 0}, {0, 0}}};
    mesh.triangles = {{0, 2, 1}, {0, 3, 2}};
    return mesh;
}

// The colour at the centre of each square of the middle row, left to right.
QList<QColor> centres(const QImage &image)
{
    const int y = image.height() / 2;
    const QRgb background = image.pixel(0, 0);
    QList<QColor> out;
    int start = -1;
    for (int x = 0; x <= image.width(); ++x) {
        const bool covered = x < image.width() && image.pixel(x, y) != background;
        if (covered && start < 0)
            start = x;
        if (!covered && start >= 0) {
            if (x - start > 4)
                out.append(image.pixelColor((start + x) / 2, y));
            start = -1;
        }
    }
    return out;
}

OffscreenRenderRequest sideView(DrawMode mode)
{
    OffscreenRenderRequest request;
    request.size = QSize(480, 160);
    request.view = Camera::View::Side;
    request.settings.mode = mode;
    request.settings.grid = false;
    request.settings.bones = false;
    return request;
}

// Pixels of the weight ramp's upper end (weight near 1: yellow-green).
int heavyPixels(const QImage &image)
{
    int n = 0;
    for (int y = 0; y < image.height(); y += 2)
        for (int x = 0; x < image.width(); x += 2) {
            const QColor c = image.pixelColor(x, y);
            n += c.green() > 140 && c.red() > 110 && c.blue() < 110;
        }
    return n;
}

} // namespace

class TestViewportShading : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("QuarryTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_viewport_shading"));
    }

    void weightsModeKeepsTheJointWhileVerticesAreSelected()
    {
        MainWindow window;
        window.resize(1100, 760);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *viewport = window.findChild<Viewport *>();
        if (!viewport || !viewport->hasOpenGL())
            QSKIP("no OpenGL");
        ViewportWidget *view = viewport->view();
        Document *doc = window.document();
        doc->resetModel(makeSampleModel());
        doc->setCurrentAnimation(-1);
        view->setSingleView(Camera::View::Side);
        view->frameAll();
        RenderSettings settings = view->settings();
        settings.mode = DrawMode::Weights;
        settings.bones = false;
        view->setSettings(settings);
        // The joint chosen in the Joints dock.
        auto *joints = window.findChild<QComboBox *>(QStringLiteral("jointCombo"));
        QVERIFY(joints);
        joints->setCurrentIndex(1);
        QCOMPARE(doc->selection().joints, QList<int>{1});
        QCOMPARE(view->weightJoint(), 1);
        QTest::qWait(50);
        const int chosen = heavyPixels(view->grabFramebuffer());
        QVERIFY2(chosen > 50, qPrintable(QString::number(chosen)));

        // Vertices selected (to paint or assign): the dock still shows the
        // joint, and so does the view.
        Selection vertices;
        vertices.mode = Selection::Mode::Vertices;
        vertices.vertices.insert(0, {0, 1, 2});
        doc->setSelection(vertices);
        QVERIFY(doc->selection().joints.isEmpty());
        QCOMPARE(joints->currentIndex(), 1);
        QCOMPARE(view->weightJoint(), 1);
        QTest::qWait(50);
        const int kept = heavyPixels(view->grabFramebuffer());
        QVERIFY2(kept > chosen / 2, qPrintable(QStringLiteral("%1 of %2").arg(kept).arg(chosen)));

        // Another joint chosen in the dock while the vertices stay selected.
        joints->setCurrentIndex(0);
        doc->setSelection(vertices);
        QCOMPARE(view->weightJoint(), 0);
    }

    void texturedModeDrawsAMaterialWithoutTextureInItsColour()
    {
        Model model;
        Material plain;
        plain.name = QStringLiteral("plain");
        plain.diffuse = QVector4D(0.9f, 0.15f, 0.1f, 1.0f);
        Material missing;
        missing.name = QStringLiteral("missing");
        missing.maps = {TextureMap{QStringLiteral("diffuse"), QStringLiteral("no/such/texture.png")}};
        model.materials = {plain, missing};
        Mesh a = square(-1.2f), b = square(0.2f);
        a.material = 0;
        b.material = 1;
        model.meshes = {a, b};
        QString error;
        const QImage image = renderModelImage(model, sideView(DrawMode::Textured), &error);
        if (image.isNull())
            QSKIP(qPrintable(error));
        const QList<QColor> c = centres(image);
        QCOMPARE(c.size(), 2);
        // The diffuse colour, lit: red, not the checkerboard's magenta or dark grey.
        QVERIFY2(c[0].red() > 120 && c[0].green() < 60 && c[0].blue() < 60, qPrintable(c[0].name()));
        // A texture named but not found: the checkerboard (magenta and dark squares).
        int magenta = 0, dark = 0;
        const int y = image.height() / 2;
        for (int x = 0; x < image.width(); ++x) {
            const QColor p = image.pixelColor(x, y);
            if (x < image.width() / 2 + 10)
                continue;
            magenta += p.red() > 120 && p.blue() > 100 && p.green() < 90;
            dark += p.red() < 60 && p.green() < 60 && p.blue() < 60 && p != image.pixelColor(0, 0);
        }
        QVERIFY2(magenta > 5 && dark > 5, qPrintable(QStringLiteral("%1 %2").arg(magenta).arg(dark)));
    }

    void shadedModeShowsBackFacesAndFlippedNormals()
    {
        // Left to right: right; wound the other way round (normals with
        // it, an inside-out face); normals flipped against the winding.
        Mesh right = square(-1.8f), backward = square(-0.5f), flipped = square(0.8f);
        backward.triangles = {{0, 1, 2}, {0, 2, 3}};
        backward.normals = QList<QVector3D>(4, QVector3D(0, 1, 0));
        flipped.normals = QList<QVector3D>(4, QVector3D(0, 1, 0));
        Model model;
        model.meshes = {right, backward, flipped};
        QString error;
        const QImage image = renderModelImage(model, sideView(DrawMode::Shaded), &error);
        if (image.isNull())
            QSKIP(qPrintable(error));
        if (qEnvironmentVariableIsSet("QUARRY_SAVE_IMAGES"))
            image.save(QStringLiteral("shaded_faces.png"));
        const QList<QColor> c = centres(image);
        QCOMPARE(c.size(), 3);
        // The right face: grey.
        QVERIFY2(std::abs(c[0].red() - c[0].green()) < 12 && std::abs(c[0].green() - c[0].blue()) < 12,
                 qPrintable(c[0].name()));
        // Seen from behind: red.
        QVERIFY2(c[1].red() > c[1].green() + 50 && c[1].red() > c[1].blue() + 40, qPrintable(c[1].name()));
        // Normals against the winding: violet.
        QVERIFY2(c[2].blue() > c[2].green() + 50 && c[2].red() > c[2].green() + 20, qPrintable(c[2].name()));
    }
};

QTEST_MAIN(TestViewportShading)
#include "tst_viewport_shading.moc"
