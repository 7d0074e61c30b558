// Clips rendered to pictures (`quarry render --frames`, --gif, --apng,
// --transparent) and onion skinning in the rendered image.
#include "CliRunner.h"

#include "editor/AnimatedImage.h"
#include "editor/AnimationRender.h"
#include "editor/RenderAnimationDialog.h"
#include "model/Document.h"
#include "model/ops/SampleModel.h"
#include "views/viewport/OffscreenRenderer.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QImage>
#include <QImageReader>
#include <QLineEdit>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

using namespace quarry;
using namespace quarry::test;

namespace {

QString sample()
{
    return QStringLiteral(QUARRY_SOURCE_DIR "/resources/sample/sample.iqe");
}

qsizetype differingPixels(const QImage &a, const QImage &b)
{
    if (a.size() != b.size())
        return -1;
    qsizetype n = 0;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x)
            n += a.pixel(x, y) != b.pixel(x, y);
    return n;
}

// The chunk types of a PNG file in order.
QList<QByteArray> pngChunks(const QByteArray &png)
{
    QList<QByteArray> types;
    for (qsizetype at = 8; at + 12 <= png.size();) {
        const quint32 length = qFromBigEndian<quint32>(png.constData() + at);
        types << png.mid(at + 4, 4);
        at += 12 + qsizetype(length);
    }
    return types;
}

} // namespace

class TestRenderAnimation : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    int render(const QStringList &arguments, QString *out = nullptr)
    {
        const CliRun r = runQuarry(QStringList{QStringLiteral("render"), sample()} + arguments);
        if (out)
            *out = r.out + r.err;
        return r.exitCode;
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void framePathsFollowThePattern()
    {
        QCOMPARE(framePath(QStringLiteral("out_%04d.png"), 7), QStringLiteral("out_0007.png"));
        QCOMPARE(framePath(QStringLiteral("f%d.png"), 12), QStringLiteral("f12.png"));
        QCOMPARE(framePath(QStringLiteral("/tmp/shot.png"), 3), QStringLiteral("/tmp/shot_0003.png"));
    }

    // The check: the asked number of frames, and they differ.
    void aSequenceHasTheFramesAskedForAndTheyDiffer()
    {
        const QString pattern = m_dir.filePath(QStringLiteral("seq_%04d.png"));
        QString text;
        QCOMPARE(render({QStringLiteral("--animation"), QStringLiteral("sway"), QStringLiteral("--frames"),
                         QStringLiteral("2-7"), QStringLiteral("-o"), pattern, QStringLiteral("--size"),
                         QStringLiteral("160x120"), QStringLiteral("--view"), QStringLiteral("front")},
                        &text),
                 0);
        QList<QImage> frames;
        for (int f = 2; f <= 7; ++f) {
            const QImage image(framePath(pattern, f));
            QVERIFY2(!image.isNull(), qPrintable(framePath(pattern, f) + QLatin1Char('\n') + text));
            QCOMPARE(image.size(), QSize(160, 120));
            frames << image;
        }
        QVERIFY(!QFile::exists(framePath(pattern, 1)));
        QVERIFY(!QFile::exists(framePath(pattern, 8)));
        for (qsizetype i = 1; i < frames.size(); ++i)
            QVERIFY2(differingPixels(frames[i - 1], frames[i]) > 20,
                     qPrintable(QString::number(differingPixels(frames[i - 1], frames[i]))));
        // Frames past the clip are refused.
        QCOMPARE(render({QStringLiteral("--frames"), QStringLiteral("0-999"), QStringLiteral("-o"), pattern}, &text),
                 1);
        QVERIFY(text.contains(QLatin1String("frames 0 to")));
        QCOMPARE(render({QStringLiteral("--frames"), QStringLiteral("5-2"), QStringLiteral("-o"), pattern}), 2);
    }

    // Animation frames show the model alone unless --bones asks for the
    // joints; one picture shows them unless --no-bones.
    void animationFramesLeaveTheBonesOut()
    {
        const QStringList common{QStringLiteral("--size"), QStringLiteral("160x120"), QStringLiteral("--view"),
                                 QStringLiteral("front"), QStringLiteral("--no-grid")};
        const QString plain = m_dir.filePath(QStringLiteral("plain_%d.png"));
        const QString boned = m_dir.filePath(QStringLiteral("boned_%d.png"));
        const QString one = m_dir.filePath(QStringLiteral("one.png"));
        const QString oneBare = m_dir.filePath(QStringLiteral("one_bare.png"));
        QString text;
        QCOMPARE(
            render(common + QStringList{QStringLiteral("--frames"), QStringLiteral("0-0"), QStringLiteral("-o"), plain},
                   &text),
            0);
        QCOMPARE(render(common
                            + QStringList{QStringLiteral("--frames"), QStringLiteral("0-0"), QStringLiteral("--bones"),
                                          QStringLiteral("-o"), boned},
                        &text),
                 0);
        QCOMPARE(render(common + QStringList{QStringLiteral("-o"), one}, &text), 0);
        QCOMPARE(render(common + QStringList{QStringLiteral("--no-bones"), QStringLiteral("-o"), oneBare}, &text), 0);
        const QImage plainImage(framePath(plain, 0)), bonedImage(framePath(boned, 0));
        const QImage oneImage(one), bareImage(oneBare);
        QVERIFY2(!plainImage.isNull() && !bonedImage.isNull() && !oneImage.isNull() && !bareImage.isNull(),
                 qPrintable(text));
        QVERIFY(differingPixels(oneImage, bareImage) > 20); // the joints show in one picture
        QCOMPARE(differingPixels(plainImage, bareImage), 0); // and not in animation frames
        QCOMPARE(differingPixels(bonedImage, oneImage), 0); // unless asked for
        QCOMPARE(
            render(common
                   + QStringList{QStringLiteral("--bones"), QStringLiteral("--no-bones"), QStringLiteral("-o"), one}),
            2);
    }

    void aGifHoldsEveryFrame()
    {
        const QString gif = m_dir.filePath(QStringLiteral("sway.gif"));
        QCOMPARE(render({QStringLiteral("--frames"), QStringLiteral("0-5"), QStringLiteral("--gif"),
                         QStringLiteral("-o"), gif, QStringLiteral("--size"), QStringLiteral("120x90")}),
                 0);
        QImageReader reader(gif);
        if (!QImageReader::supportedImageFormats().contains("gif"))
            QSKIP("this Qt reads no GIF");
        QVERIFY2(reader.canRead(), qPrintable(reader.errorString()));
        QCOMPARE(reader.imageCount(), 6);
        QList<QImage> frames;
        for (int i = 0; i < 6; ++i) {
            QImage frame = reader.read();
            QVERIFY2(!frame.isNull(), qPrintable(reader.errorString()));
            QCOMPARE(frame.size(), QSize(120, 90));
            frames << frame.convertToFormat(QImage::Format_RGB32);
        }
        QVERIFY(differingPixels(frames[0], frames[3]) > 20);
        // The colours come through the 6x7x6 cube: the background grey
        // within a step of its level.
        const QColor corner = frames[0].pixelColor(0, 0);
        QVERIFY2(std::abs(corner.red() - 51) <= 51 && std::abs(corner.blue() - 59) <= 51, qPrintable(corner.name()));
    }

    void anAnimatedPngHoldsEveryFrame()
    {
        const QString apng = m_dir.filePath(QStringLiteral("sway_anim.png"));
        QCOMPARE(render({QStringLiteral("--frames"), QStringLiteral("0-4"), QStringLiteral("--apng"),
                         QStringLiteral("-o"), apng, QStringLiteral("--size"), QStringLiteral("120x90")}),
                 0);
        QFile file(apng);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray data = file.readAll();
        const QList<QByteArray> chunks = pngChunks(data);
        QCOMPARE(chunks.first(), QByteArray("IHDR"));
        QCOMPARE(chunks.last(), QByteArray("IEND"));
        QCOMPARE(chunks.count("acTL"), 1);
        QCOMPARE(chunks.count("fcTL"), 5);
        QVERIFY(chunks.count("fdAT") >= 4);
        // Readers without APNG show the first frame.
        const QImage first(apng);
        QCOMPARE(first.size(), QSize(120, 90));
    }

    void aTransparentBackgroundHasNoAlpha()
    {
        const QString out = m_dir.filePath(QStringLiteral("clear.png"));
        QCOMPARE(render({QStringLiteral("-o"), out, QStringLiteral("--transparent"), QStringLiteral("--no-grid"),
                         QStringLiteral("--size"), QStringLiteral("100x80")}),
                 0);
        const QImage image(out);
        QVERIFY(image.hasAlphaChannel());
        QCOMPARE(qAlpha(image.pixel(0, 0)), 0);
        QCOMPARE(qAlpha(image.pixel(50, 40)), 255);
    }

    void onionSkinningChangesTheRenderedImage()
    {
        const Model model = makeSampleModel();
        OffscreenRenderRequest request;
        request.animation = 0;
        request.time = 12 / model.animations[0].fps;
        request.size = QSize(200, 150);
        request.view = Camera::View::Front;
        request.settings.grid = false;
        QString error;
        const QImage plain = renderModelImage(model, request, &error);
        if (plain.isNull())
            QSKIP(qPrintable(error));
        request.settings.onion.enabled = true;
        const QImage ghosts = renderModelImage(model, request, &error);
        QVERIFY(!ghosts.isNull());
        const qsizetype changed = differingPixels(plain, ghosts);
        QVERIFY2(changed > 100, qPrintable(QString::number(changed)));
        request.settings.onion.bonesOnly = true;
        request.settings.bones = false;
        const QImage bones = renderModelImage(model, request, &error);
        request.settings.onion.enabled = false;
        const QImage plainNoBones = renderModelImage(model, request, &error);
        QVERIFY(differingPixels(bones, plainNoBones) > 20);
        // Off by default.
        QVERIFY(!RenderSettings().onion.enabled);
        // Bones-only ghosts are not the whole model's.
        QVERIFY(differingPixels(bones, ghosts) > 20);
        // The same through `quarry render --onion`.
        const QString a = m_dir.filePath(QStringLiteral("a.png")), b = m_dir.filePath(QStringLiteral("b.png"));
        QCOMPARE(render({QStringLiteral("--frame"), QStringLiteral("12"), QStringLiteral("-o"), a}), 0);
        QCOMPARE(render({QStringLiteral("--frame"), QStringLiteral("12"), QStringLiteral("--onion"),
                         QStringLiteral("2"), QStringLiteral("-o"), b}),
                 0);
        QVERIFY(differingPixels(QImage(a), QImage(b)) > 100);
    }

    // Meshes over 256 triangles draw their ghosts from coarser triangles:
    // the ghosts still show, in the ghost colours, beside the pose.
    void ghostsOfALargerMeshShow()
    {
        const Model model = makeTiledSampleModel(2000);
        QVERIFY(model.meshes[0].triangles.size() > 256);
        OffscreenRenderRequest request;
        request.animation = 0;
        request.time = 12 / model.animations[0].fps;
        request.size = QSize(240, 180);
        request.view = Camera::View::Front;
        request.settings.grid = false;
        request.settings.bones = false;
        QString error;
        const QImage plain = renderModelImage(model, request, &error);
        if (plain.isNull())
            QSKIP(qPrintable(error));
        request.settings.onion.enabled = true;
        request.settings.onion.before = 3;
        request.settings.onion.after = 3;
        const QImage ghosts = renderModelImage(model, request, &error);
        QVERIFY(!ghosts.isNull());
        qsizetype bluish = 0;
        for (int y = 0; y < plain.height(); ++y)
            for (int x = 0; x < plain.width(); ++x) {
                const QColor a = plain.pixelColor(x, y), b = ghosts.pixelColor(x, y);
                if (a != b && b.blue() > b.red() + 10)
                    ++bluish; // a "before" ghost over the background
            }
        QVERIFY2(bluish > 30, qPrintable(QString::number(bluish)));
    }

    void theDialogRendersTheChosenFrames()
    {
        Document document;
        document.resetModel(makeSampleModel());
        document.setCurrentAnimation(0);
        RenderAnimationDialog dialog(&document);
        auto *first = dialog.findChild<QSpinBox *>(QStringLiteral("renderFirstFrame"));
        auto *last = dialog.findChild<QSpinBox *>(QStringLiteral("renderLastFrame"));
        auto *output = dialog.findChild<QLineEdit *>(QStringLiteral("renderOutput"));
        auto *format = dialog.findChild<QComboBox *>(QStringLiteral("renderFormat"));
        QVERIFY(first && last && output && format);
        QCOMPARE(last->value(), document.model().animations[0].frameCount() - 1);
        first->setValue(3);
        last->setValue(5);
        output->setText(m_dir.filePath(QStringLiteral("dialog_%04d.png")));
        QString error;
        const QString done = dialog.render(&error);
        if (done.isEmpty() && error.contains(QLatin1String("OpenGL")))
            QSKIP(qPrintable(error));
        QVERIFY2(!done.isEmpty(), qPrintable(error));
        for (int f = 3; f <= 5; ++f)
            QVERIFY(!QImage(m_dir.filePath(QStringLiteral("dialog_%1.png").arg(f, 4, 10, QLatin1Char('0')))).isNull());
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("dialog_0006.png"))));
        // Said when done: how many frames, and the files.
        QVERIFY2(done.contains(QLatin1String("3")) && done.contains(m_dir.filePath(QStringLiteral("dialog_0003.png")))
                     && done.contains(m_dir.filePath(QStringLiteral("dialog_0005.png"))),
                 qPrintable(done));
        // No bone overlay unless asked for.
        QVERIFY(!dialog.job().request.settings.bones);
        auto *bones = dialog.findChild<QCheckBox *>(QStringLiteral("renderBones"));
        QVERIFY(bones);
        bones->setChecked(true);
        QVERIFY(dialog.job().request.settings.bones);
        bones->setChecked(false);
        // Choosing the GIF names one file.
        format->setCurrentIndex(format->findData(int(AnimationRenderJob::Format::Gif)));
        QVERIFY(output->text().endsWith(QLatin1String("dialog.gif")));
        QVERIFY2(!dialog.render(&error).isEmpty(), qPrintable(error));
        QVERIFY(QFile::exists(m_dir.filePath(QStringLiteral("dialog.gif"))));
    }

    void gifEncoderRoundTripsFlatColours()
    {
        if (!QImageReader::supportedImageFormats().contains("gif"))
            QSKIP("this Qt reads no GIF");
        // Large enough that the LZW table fills and starts again.
        QImage a(300, 200, QImage::Format_RGB32), b(300, 200, QImage::Format_RGB32);
        for (int y = 0; y < 200; ++y)
            for (int x = 0; x < 300; ++x) {
                a.setPixel(x, y, qRgb((x * 255) / 299, (y * 255) / 199, ((x ^ y) & 1) * 255));
                b.setPixel(x, y, qRgb(255, 0, 0));
            }
        const QString path = m_dir.filePath(QStringLiteral("codec.gif"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(encodeGif({a, b}, 10));
        file.close();
        QImageReader reader(path);
        QCOMPARE(reader.imageCount(), 2);
        const QImage first = reader.read().convertToFormat(QImage::Format_RGB32);
        const QImage second = reader.read().convertToFormat(QImage::Format_RGB32);
        QVERIFY(!first.isNull() && !second.isNull());
        // Dithered to the cube: each pixel within a level of the source.
        int worst = 0;
        for (int y = 0; y < 200; ++y)
            for (int x = 0; x < 300; ++x) {
                const QRgb s = a.pixel(x, y), d = first.pixel(x, y);
                worst = std::max({worst, std::abs(qRed(s) - qRed(d)), std::abs(qGreen(s) - qGreen(d)),
                                  std::abs(qBlue(s) - qBlue(d))});
            }
        QVERIFY2(worst <= 51, qPrintable(QString::number(worst)));
        QCOMPARE(second.pixel(150, 100), qRgb(255, 0, 0));
    }
};

QTEST_MAIN(TestRenderAnimation)
#include "tst_render_animation.moc"
