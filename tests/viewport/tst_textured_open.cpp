// A textured model opens textured: the Cal3D paladin (20 maps naming 17
// uncompressed 24-bit TGA files without a valid TGA 2.0 footer, which Qt's
// own TGA reader refuses) drawn with its textures in the viewport and by
// `quarry render`, with no checkerboard anywhere; a texture that cannot be
// decoded is drawn as the checkerboard and said so, with the decoder's
// reason, by `render`, the Materials dock and Validate.
#include "CliRunner.h"
#include "ViewportTestSupport.h"

#include "model/operations/Operation.h"
#include "views/MaterialsView.h"

#include <QBuffer>
#include <QDir>
#include <QDockWidget>
#include <QLabel>
#include <QListWidget>
#include <QTableWidget>
#include <QTemporaryDir>

using namespace quarry;
using namespace quarry::viewporttest;

namespace {

QString paladinDir()
{
    return QStringLiteral(QUARRY_CORPUS_DIR "/real/cal3d/paladin");
}

// The checkerboard's magenta squares (230, 60, 200) under any lighting.
bool isCheckerMagenta(QRgb c)
{
    return qRed(c) > 50 && qBlue(c) > 40 && qRed(c) > 2 * qGreen(c) && qBlue(c) > 2 * qGreen(c);
}

int count(const QImage &image, bool (*test)(QRgb))
{
    int n = 0;
    const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
    for (int y = 0; y < rgb.height(); ++y)
        for (int x = 0; x < rgb.width(); ++x)
            n += test(rgb.pixel(x, y));
    return n;
}

// Away from grey: a texture's colour (the paladin's lavender armour, skin,
// hair), not the grey (0.72, 0.72, 0.74) of a surface without one.
bool isColoured(QRgb c)
{
    return std::max({qRed(c), qGreen(c), qBlue(c)}) - std::min({qRed(c), qGreen(c), qBlue(c)}) > 20;
}

// The paladin's folder copied, one texture cut short.
bool copyWithBrokenTexture(const QString &to, const QString &broken)
{
    const QDir from(paladinDir());
    for (const QString &name : from.entryList(QDir::Files)) {
        if (!QFile::copy(from.filePath(name), to + QLatin1Char('/') + name))
            return false;
    }
    QFile f(to + QLatin1Char('/') + broken);
    if (!f.open(QIODevice::ReadWrite))
        return false;
    return f.resize(f.size() / 2);
}

} // namespace

class TestTexturedOpen : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        if (!QFileInfo::exists(paladinDir()))
            QSKIP("../shared/corpus is absent");
    }

    void paladinOpensTexturedInTheViewport()
    {
        Window w;
        QVERIFY(openSample(w));
        QCOMPARE(w.view->settings().mode, DrawMode::Shaded); // the sample has no texture
        QVERIFY(w.window.openFile(paladinDir() + QStringLiteral("/paladin.cfg")));
        QCOMPARE(w.view->settings().mode, DrawMode::Textured);
        RenderSettings settings = w.view->settings();
        settings.grid = false;
        settings.bones = false;
        w.view->setSettings(settings);
        w.view->setSingleView(Camera::View::Front);
        w.view->frameAll();
        const QImage image = w.view->grabFramebuffer().copy(w.view->viewRect(0));
        int covered = 0;
        coveredArea(image, &covered);
        QVERIFY2(covered > 2000, qPrintable(QString::number(covered)));
        QCOMPARE(count(image, isCheckerMagenta), 0);
        QVERIFY2(count(image, isColoured) > covered / 8, qPrintable(QString::number(count(image, isColoured))));

        // The Materials dock shows each map's file and size.
        auto *materials = w.window.findChild<MaterialsView *>();
        QVERIFY(materials);
        auto *list = materials->findChild<QListWidget *>(QStringLiteral("materialList"));
        auto *status = materials->findChild<QLabel *>(QStringLiteral("mapStatus"));
        QVERIFY(list && status);
        for (int row = 0; row < list->count(); ++row) {
            list->setCurrentRow(row);
            QVERIFY2(status->text().contains(QStringLiteral(".tga, ")), qPrintable(status->text()));
        }

        // A model with no texture goes back to Shaded.
        w.window.document()->resetModel(makeSampleModel());
        QCOMPARE(w.view->settings().mode, DrawMode::Shaded);
    }

    void unreadableTextureIsSaidWhereTheUserLooks()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QVERIFY(copyWithBrokenTexture(dir.path(), QStringLiteral("paladin_head.tga")));
        Window w;
        QVERIFY(openSample(w));
        QVERIFY(w.window.openFile(dir.filePath(QStringLiteral("paladin.cfg"))));
        QCOMPARE(w.view->settings().mode, DrawMode::Textured);
        w.view->setSingleView(Camera::View::Front);
        w.view->frameAll();
        QVERIFY(count(w.view->grabFramebuffer(), isCheckerMagenta) > 0);

        const Model &model = w.window.document()->model();
        int head = -1;
        for (int i = 0; i < model.materials.size(); ++i)
            for (const TextureMap &map : model.materials[i].maps)
                if (map.path.endsWith(QLatin1String("paladin_head.tga")))
                    head = i;
        QVERIFY(head >= 0);
        auto *materials = w.window.findChild<MaterialsView *>();
        auto *list = materials->findChild<QListWidget *>(QStringLiteral("materialList"));
        auto *status = materials->findChild<QLabel *>(QStringLiteral("mapStatus"));
        list->setCurrentRow(head);
        QVERIFY2(status->text().contains(QLatin1String("cannot be read"))
                     && status->text().contains(QLatin1String("truncated")),
                 qPrintable(status->text()));
        const QByteArray shots = qgetenv("QUARRY_SCREENSHOT_DIR");
        if (!shots.isEmpty()) {
            w.window.resize(1400, 1000);
            if (auto *dock = w.window.findChild<QDockWidget *>(QStringLiteral("MaterialsDock"))) {
                dock->show();
                dock->raise();
                QApplication::processEvents();
            }
            w.window.grab().save(QString::fromLocal8Bit(shots) + QStringLiteral("/materials-unreadable.png"));
        }

        // Validate: a finding with the decoder's reason.
        const OperationResult result = runOperation(*w.window.document(), QStringLiteral("validate"));
        QVERIFY(result.ok);
        bool found = false;
        for (const QVariant &v : result.value.toList()) {
            const QVariantMap f = v.toMap();
            if (f.value(QStringLiteral("check")) == QLatin1String("unreadable_texture")
                && f.value(QStringLiteral("message")).toString().contains(QLatin1String("truncated")))
                found = true;
        }
        QVERIFY2(found, qPrintable(result.message));
    }

    void renderDrawsThePaladinTextured()
    {
        QTemporaryDir out;
        QVERIFY(out.isValid());
        const QString png = out.filePath(QStringLiteral("paladin.png"));
        const test::CliRun r = test::runQuarry(
            {QStringLiteral("render"), paladinDir() + QStringLiteral("/paladin.cfg"), QStringLiteral("-o"), png,
             QStringLiteral("--size"), QStringLiteral("320x320"), QStringLiteral("--view"), QStringLiteral("front"),
             QStringLiteral("--no-grid"), QStringLiteral("--no-bones")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(!r.err.contains(QLatin1String("texture")), qPrintable(r.err));
        const QImage image(png);
        QVERIFY(!image.isNull());
        int covered = 0;
        coveredArea(image, &covered);
        QVERIFY2(covered > 2000, qPrintable(QString::number(covered)));
        QCOMPARE(count(image, isCheckerMagenta), 0);
        QVERIFY2(count(image, isColoured) > covered / 8, qPrintable(QString::number(count(image, isColoured))));
    }

    void renderSaysWhichTextureItCouldNotRead()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QVERIFY(copyWithBrokenTexture(dir.path(), QStringLiteral("paladin_head.tga")));
        const QString png = dir.filePath(QStringLiteral("out.png"));
        const test::CliRun r = test::runQuarry(
            {QStringLiteral("render"), dir.filePath(QStringLiteral("paladin.cfg")), QStringLiteral("-o"), png,
             QStringLiteral("--size"), QStringLiteral("320x320"), QStringLiteral("--view"), QStringLiteral("front"),
             QStringLiteral("--no-grid"), QStringLiteral("--no-bones")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.err.contains(QLatin1String("paladin_head.tga")) && r.err.contains(QLatin1String("truncated")),
                 qPrintable(r.err));
        QVERIFY(count(QImage(png), isCheckerMagenta) > 0);
    }

    // An image embedded in a glTF file (a data URI, "*0" once Assimp read
    // it) is drawn, not the checkerboard.
    void renderDrawsAnEmbeddedTexture()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QImage green(4, 4, QImage::Format_RGB32);
        green.fill(qRgb(0, 200, 0));
        QByteArray png;
        QBuffer pngBuffer(&png);
        pngBuffer.open(QIODevice::WriteOnly);
        QVERIFY(green.save(&pngBuffer, "PNG"));
        // A unit square: positions, texture coordinates, two triangles.
        QByteArray data;
        const float positions[] = {0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 1, 0};
        const float uvs[] = {0, 0, 1, 0, 0, 1, 1, 1};
        const quint16 indexes[] = {0, 1, 2, 2, 1, 3};
        data.append(reinterpret_cast<const char *>(positions), sizeof positions);
        data.append(reinterpret_cast<const char *>(uvs), sizeof uvs);
        data.append(reinterpret_cast<const char *>(indexes), sizeof indexes);
        const QString gltf = QStringLiteral(R"({"asset": {"version": "2.0"},
 "scenes": [{"nodes": [0]}], "scene": 0, "nodes": [{"mesh": 0}],
 "meshes": [{"primitives": [{"attributes": {"POSITION": 0, "TEXCOORD_0": 1}, "indices": 2, "material": 0}]}],
 "materials": [{"name": "green", "pbrMetallicRoughness": {"baseColorTexture": {"index": 0}}}],
 "textures": [{"source": 0}],
 "images": [{"uri": "data:image/png;base64,%1"}],
 "buffers": [{"byteLength": %2, "uri": "data:application/octet-stream;base64,%3"}],
 "bufferViews": [{"buffer": 0, "byteOffset": 0, "byteLength": 48}, {"buffer": 0, "byteOffset": 48, "byteLength": 32},
                 {"buffer": 0, "byteOffset": 80, "byteLength": 12}],
 "accessors": [{"bufferView": 0, "componentType": 5126, "count": 4, "type": "VEC3", "min": [0, 0, 0], "max": [1, 1, 0]},
               {"bufferView": 1, "componentType": 5126, "count": 4, "type": "VEC2"},
               {"bufferView": 2, "componentType": 5123, "count": 6, "type": "SCALAR"}]})")
                                 .arg(QString::fromLatin1(png.toBase64()))
                                 .arg(data.size())
                                 .arg(QString::fromLatin1(data.toBase64()));
        const QString model = dir.filePath(QStringLiteral("square.gltf"));
        QFile f(model);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(gltf.toUtf8());
        f.close();
        const QString out = dir.filePath(QStringLiteral("square.png"));
        const test::CliRun r = test::runQuarry({QStringLiteral("render"), model, QStringLiteral("-o"), out,
                                                QStringLiteral("--size"), QStringLiteral("200x200"),
                                                QStringLiteral("--no-grid"), QStringLiteral("--no-bones")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(!r.err.contains(QLatin1String("texture")), qPrintable(r.err));
        const QImage image(out);
        int covered = 0;
        coveredArea(image, &covered);
        QVERIFY2(covered > 1000, qPrintable(QString::number(covered)));
        QCOMPARE(count(image, isCheckerMagenta), 0);
        const int greenPixels = count(
            image, [](QRgb c) { return qGreen(c) > 60 && qGreen(c) > 2 * qRed(c) && qGreen(c) > 2 * qBlue(c); });
        QVERIFY2(greenPixels > covered / 2, qPrintable(QStringLiteral("%1 of %2").arg(greenPixels).arg(covered)));
    }
};

QTEST_MAIN(TestTexturedOpen)
#include "tst_textured_open.moc"
