// The Weights draw mode as drawn: the current joint's weight on a
// perceptual ramp (dark at 0, bright yellow at 1), unweighted vertices in
// grey stripes, weights that miss a sum of one striped red.
#include "views/viewport/OffscreenRenderer.h"

#include <QGuiApplication>
#include <QTest>

using namespace quarry;

namespace {

// A square in the XZ plane (the side view) from x0 to x0 + 1.
Mesh square(float x0)
{
    Mesh mesh;
    mesh.name = QStringLiteral("square");
    mesh.positions = {{x0, 0, 0}, {x0 + 1, 0, 0}, {x0 + 1, 0, 1}, {x0, 0, 1}};
    mesh.normals = QList<QVector3D>(4, QVector3D(0, -1, 0));
    mesh.triangles = {{0, 2, 1}, {0, 3, 2}};
    return mesh;
}

Mesh weighted(float x0, quint32 joint, float weight)
{
    Mesh mesh = square(x0);
    mesh.influencesPerVertex = 1;
    mesh.blendIndexes = QList<quint32>(4, joint);
    mesh.blendWeights = QList<float>(4, weight);
    return mesh;
}

// The centres of the runs of non-background pixels along the middle row.
QList<int> squareCentres(const QImage &image)
{
    const int y = image.height() / 2;
    const QRgb background = image.pixel(0, 0);
    QList<int> centres;
    int start = -1;
    for (int x = 0; x <= image.width(); ++x) {
        const bool covered = x < image.width() && image.pixel(x, y) != background;
        if (covered && start < 0)
            start = x;
        if (!covered && start >= 0) {
            centres.append((start + x) / 2);
            start = -1;
        }
    }
    return centres;
}

} // namespace

class TestWeightsView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void weightsModeColoursTheCurrentJointsWeights()
    {
        Model model;
        Joint a, b;
        a.name = QStringLiteral("a");
        b.name = QStringLiteral("b");
        b.parent = 0;
        model.skeleton.joints = {a, b};
        // Left to right: joint a at 1, joint b at 1 (a's weight 0), no
        // weights, joint a at 0.5 alone (a sum of one half).
        model.meshes = {weighted(-2.2f, 0, 1.0f), weighted(-1.1f, 1, 1.0f), square(0.0f), weighted(1.1f, 0, 0.5f)};
        OffscreenRenderRequest request;
        request.size = QSize(400, 200);
        request.view = Camera::View::Side;
        request.settings.mode = qEnvironmentVariableIsSet("QUARRY_SHADED") ? DrawMode::Shaded : DrawMode::Weights;
        request.settings.grid = false;
        request.settings.bones = false;
        request.weightJoint = 0;
        QString error;
        const QImage image = renderModelImage(model, request, &error);
        if (image.isNull())
            QSKIP(qPrintable(error));
        if (qEnvironmentVariableIsSet("QUARRY_SAVE_IMAGES"))
            image.save(QStringLiteral("weights_view.png"));
        const QList<int> x = squareCentres(image);
        QCOMPARE(x.size(), 4);
        const int y = image.height() / 2;
        const QColor full = image.pixelColor(x[0], y), none = image.pixelColor(x[1], y);
        // Weight 1: bright yellow; weight 0: dark blue-purple.
        QVERIFY2(full.red() > 150 && full.green() > 150 && full.blue() < 100, qPrintable(full.name()));
        QVERIFY2(none.blue() > none.green() && none.red() < 120 && none.green() < 60, qPrintable(none.name()));
        // Unweighted: grey stripes, neither colour of the ramp.
        QSet<QRgb> greys;
        for (int dx = -8; dx < 8; ++dx) {
            const QColor c = image.pixelColor(x[2] + dx, y);
            QVERIFY2(std::abs(c.red() - c.green()) < 8 && std::abs(c.green() - c.blue()) < 8, qPrintable(c.name()));
            greys.insert(c.rgb());
        }
        QVERIFY(greys.size() >= 2);
        // A sum of one half: red stripes over the ramp's middle.
        int reddish = 0;
        for (int dx = -8; dx < 8; ++dx) {
            const QColor c = image.pixelColor(x[3] + dx, y);
            reddish += c.red() > c.green() + 60;
        }
        QVERIFY(reddish >= 4);

        // Another joint current: the colours follow it.
        request.weightJoint = 1;
        const QImage other = renderModelImage(model, request, &error);
        QCOMPARE(other.pixelColor(x[0], y), none);
        QCOMPARE(other.pixelColor(x[1], y), full);
    }
};

QTEST_MAIN(TestWeightsView)
#include "tst_weights_view.moc"
