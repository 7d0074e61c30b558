// A comparison in rendered frames (File > Render Animation…, `quarry render
// --compare B [--deviation]`), pixel-checked as the viewport's are
// (tst_viewport_compare): B's ghost posed at each frame's time, hidden
// where B coincides with the model; the Deviation colours and the scale in
// the corner.
#include "CliRunner.h"
#include "ComparisonPixels.h"

#include "editor/AnimationRender.h"
#include "editor/RenderAnimationDialog.h"
#include "io/Formats.h"
#include "model/Document.h"
#include "model/Pose.h"
#include "model/ops/ModelTransform.h"
#include "model/ops/SampleModel.h"
#include "views/ComparedModel.h"

#include <QCheckBox>
#include <QImage>
#include <QLineEdit>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

using namespace quarry;
using namespace quarry::test;

namespace {

qsizetype count(const QImage &image, const QRect &area, bool (*test)(QRgb))
{
    qsizetype n = 0;
    const QRect r = area.intersected(image.rect());
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x)
            n += test(image.pixel(x, y)) ? 1 : 0;
    return n;
}

// The sample moved sideways by half its width: its ghost stands out.
Model offsetSample()
{
    Model offset = makeSampleModel();
    Similarity move;
    move.translation = QVector3D(modelBounds(offset).size().x() * 0.5f + 0.05f, 0, 0);
    transformModel(offset, move);
    return offset;
}

// The sample with its top third moved sideways: out of tolerance there,
// within it below.
Model bumpedSample()
{
    Model bumped = makeSampleModel();
    const Bounds bounds = modelBounds(bumped);
    const float above = bounds.min.z() + 0.66f * bounds.size().z();
    for (Mesh &mesh : bumped.meshes)
        for (QVector3D &p : mesh.positions)
            if (p.z() > above)
                p += QVector3D(0.2f, 0, 0);
    return bumped;
}

// Red with red around it (two pixels each way): a patch, not the grid's
// one-pixel red axis.
bool isTopPatch(const QImage &image, int x, int y)
{
    for (const QPoint d : {QPoint(0, 0), QPoint(2, 0), QPoint(-2, 0), QPoint(0, 2), QPoint(0, -2)})
        if (!image.rect().contains(x + d.x(), y + d.y()) || !isTop(image.pixel(x + d.x(), y + d.y())))
            return false;
    return true;
}

qsizetype countTopPatch(const QImage &image, const QRect &area)
{
    qsizetype n = 0;
    const QRect r = area.intersected(image.rect());
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x)
            n += isTopPatch(image, x, y) ? 1 : 0;
    return n;
}

// The scale's corner (bottom right) and the rest.
QRect scaleCorner(const QImage &image)
{
    return QRect(image.width() * 3 / 5, image.height() / 3, image.width() * 2 / 5, image.height() * 2 / 3);
}
QRect leftPart(const QImage &image)
{
    return QRect(0, 0, image.width() * 3 / 5, image.height());
}

} // namespace

class TestRenderCompare : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    // Frames `first` to `last` of the sample's first clip through the
    // dialog, with `b` compared (none: nothing compared).
    QList<QImage> renderDialog(const Model *b, bool ghost, bool deviation, int first, int last, const QString &name,
                               QString *skip)
    {
        Document document;
        document.resetModel(makeSampleModel());
        document.setCurrentAnimation(0);
        if (b)
            ComparedModel::of(&document)->setModel(*b, QStringLiteral("b"), 0.005);
        RenderAnimationDialog dialog(&document);
        if (!b) {
            [&] { QVERIFY(dialog.comparedGhostCheck()->isHidden() && dialog.deviationCheck()->isHidden()); }();
            dialog.setDeviation(true);
            [&] { QVERIFY(!dialog.job().request.compared); }();
            [&] { QVERIFY(dialog.job().request.settings.mode != DrawMode::Deviation); }();
        } else {
            [&] { QVERIFY(!dialog.comparedGhostCheck()->isHidden() && !dialog.deviationCheck()->isHidden()); }();
            [&] { QVERIFY(dialog.comparedGhostCheck()->isChecked()); }(); // the ghost shown in the view
            [&] { QVERIFY(!dialog.deviationCheck()->isChecked()); }();
            dialog.comparedGhostCheck()->setChecked(ghost);
            dialog.setDeviation(deviation);
        }
        dialog.findChild<QSpinBox *>(QStringLiteral("renderFirstFrame"))->setValue(first);
        dialog.findChild<QSpinBox *>(QStringLiteral("renderLastFrame"))->setValue(last);
        dialog.findChild<QLineEdit *>(QStringLiteral("renderOutput"))->setText(m_dir.filePath(name + "_%04d.png"));
        QString error;
        if (dialog.render(&error).isEmpty()) {
            *skip = error;
            return {};
        }
        QList<QImage> images;
        for (int f = first; f <= last; ++f)
            images << QImage(m_dir.filePath(name + QStringLiteral("_%1.png").arg(f, 4, 10, QLatin1Char('0'))));
        return images;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_dir.setAutoRemove(!qEnvironmentVariableIsSet("QUARRY_KEEP_RENDERS"));
    }

    void theGhostIsPosedAtEachFrame()
    {
        const int last = std::min(8, makeSampleModel().animations[0].frameCount() - 1);
        QVERIFY(last >= 4);
        QString skip;
        const QList<QImage> plain = renderDialog(nullptr, false, false, 0, last, QStringLiteral("plain"), &skip);
        if (plain.isEmpty() && skip.contains(QLatin1String("OpenGL")))
            QSKIP(qPrintable(skip));
        QCOMPARE(plain.size(), last + 1);
        for (const QImage &image : plain)
            QCOMPARE(count(image, image.rect(), isGhost), 0);

        // B beside A: its ghost shows in every frame and moves with the clip.
        const Model offset = offsetSample();
        const QList<QImage> ghosted = renderDialog(&offset, true, false, 0, last, QStringLiteral("ghost"), &skip);
        QCOMPARE(ghosted.size(), last + 1);
        for (const QImage &image : ghosted)
            QVERIFY2(count(image, image.rect(), isGhost) > 200,
                     qPrintable(QString::number(count(image, image.rect(), isGhost))));
        QVERIFY(ghosted.first() != ghosted.last());
        // The same B with the ghost box off: none.
        const QList<QImage> off = renderDialog(&offset, false, false, 0, last, QStringLiteral("off"), &skip);
        QCOMPARE(off.size(), last + 1);
        QCOMPARE(count(off.last(), off.last().rect(), isGhost), 0);

        // B the same as A: posed at each frame's time, it coincides with A
        // in every frame, and hardly any of it shows (posed otherwise, say
        // in the bind pose, it would stand out where the clip moves A).
        const Model same = makeSampleModel();
        const QList<QImage> coincide = renderDialog(&same, true, false, 0, last, QStringLiteral("same"), &skip);
        QCOMPARE(coincide.size(), last + 1);
        for (qsizetype i = 0; i < coincide.size(); ++i)
            QVERIFY2(
                count(coincide[i], coincide[i].rect(), isGhost) * 20 < count(ghosted[i], ghosted[i].rect(), isGhost),
                qPrintable(QStringLiteral("frame %1: %2").arg(i).arg(count(coincide[i], coincide[i].rect(), isGhost))));
    }

    void deviationColoursAndTheScale()
    {
        QString skip;
        const Model bumped = bumpedSample();
        const QList<QImage> frames = renderDialog(&bumped, false, true, 0, 2, QStringLiteral("deviation"), &skip);
        if (frames.isEmpty() && skip.contains(QLatin1String("OpenGL")))
            QSKIP(qPrintable(skip));
        QCOMPARE(frames.size(), 3);
        for (const QImage &image : frames) {
            // The model: mostly at the scale's zero (blue), red around the moved vertex.
            QVERIFY2(count(image, leftPart(image), isZero) > 500,
                     qPrintable(QString::number(count(image, leftPart(image), isZero))));
            QVERIFY2(countTopPatch(image, leftPart(image)) > 100,
                     qPrintable(QString::number(countTopPatch(image, leftPart(image)))));
            // The scale in the corner: its bar runs from blue to red.
            QVERIFY(countTopPatch(image, scaleCorner(image)) > 20);
            QVERIFY(count(image, scaleCorner(image), isZero) > 20);
            // No ghost (its box off): purple only in the band of triangles
            // between the moved top and the still bottom, where red meets
            // blue (vertices are paired by index: the whole top is red).
            QVERIFY2(count(image, image.rect(), isGhost) < 400,
                     qPrintable(QString::number(count(image, image.rect(), isGhost))));
        }
        // Nothing compared: neither.
        const QList<QImage> plain = renderDialog(nullptr, false, false, 0, 0, QStringLiteral("plaindev"), &skip);
        QCOMPARE(plain.size(), 1);
        QCOMPARE(count(plain[0], plain[0].rect(), isZero), 0);
        QCOMPARE(countTopPatch(plain[0], plain[0].rect()), 0);
    }

    void commandLine()
    {
        const QString a = m_dir.filePath(QStringLiteral("a.iqe")),
                      bumped = m_dir.filePath(QStringLiteral("bumped.iqe"));
        const QString offset = m_dir.filePath(QStringLiteral("offset.iqe"));
        QVERIFY(writeModelFile(makeSampleModel(), a, QStringLiteral("iqe")).ok());
        QVERIFY(writeModelFile(bumpedSample(), bumped, QStringLiteral("iqe")).ok());
        QVERIFY(writeModelFile(offsetSample(), offset, QStringLiteral("iqe")).ok());
        const QString pattern = m_dir.filePath(QStringLiteral("cli_%04d.png"));
        CliRun run = runQuarry({QStringLiteral("render"), a, QStringLiteral("--compare"), bumped,
                                QStringLiteral("--deviation"), QStringLiteral("--frames"), QStringLiteral("0-1"),
                                QStringLiteral("-o"), pattern});
        if (run.exitCode != 0 && run.err.contains(QLatin1String("OpenGL")))
            QSKIP(qPrintable(run.err));
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        for (int f = 0; f <= 1; ++f) {
            const QImage image(framePath(pattern, f));
            QVERIFY(!image.isNull());
            QVERIFY(count(image, leftPart(image), isZero) > 500);
            // The ghost too, as in the view: B's top stands beside A's.
            QVERIFY(count(image, leftPart(image), isGhost) > 200);
            QVERIFY(countTopPatch(image, scaleCorner(image)) > 20);
        }
        // One picture, the ghost alone.
        const QString one = m_dir.filePath(QStringLiteral("one.png"));
        run = runQuarry({QStringLiteral("render"), a, QStringLiteral("--compare"), offset, QStringLiteral("--frame"),
                         QStringLiteral("3"), QStringLiteral("-o"), one});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QImage ghosted(one);
        QVERIFY(count(ghosted, ghosted.rect(), isGhost) > 200);
        QCOMPARE(count(ghosted, ghosted.rect(), isZero), 0);
        // Misused: said, nothing written.
        run = runQuarry({QStringLiteral("render"), a, QStringLiteral("--deviation"), QStringLiteral("-o"),
                         m_dir.filePath(QStringLiteral("no.png"))});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(QLatin1String("--compare")), qPrintable(run.err));
        run = runQuarry({QStringLiteral("render"), a, QStringLiteral("--compare"),
                         m_dir.filePath(QStringLiteral("missing.iqe")), QStringLiteral("-o"),
                         m_dir.filePath(QStringLiteral("no.png"))});
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.err.contains(QLatin1String("missing.iqe")));
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("no.png"))));
    }
};

QTEST_MAIN(TestRenderCompare)
#include "tst_render_compare.moc"
