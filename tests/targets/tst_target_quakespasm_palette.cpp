// The quakespasm target's skins in the real engine with a game's own
// palette and with fullbright texels: Debian's quakespasm, run once under
// xvfb-run on a game folder made by the test (QuakeGame.h) whose
// id1/pak0.pak holds a palette that is not Quake's (its colour rows moved
// to other indices, the greys, the player colours and the fullbrights
// where Quake has them) and whose level has lighting data, so that a model
// is drawn unlit (black) but for its fullbright texels unless r_fullbright
// is set. The sample model, in one skin of four bands of colour, is
// converted by `quarry convert --target quakespasm` as a user does: with
// `--palette` naming the game folder, without it (Quake's palette), and
// with a _glow texture beside its texture lighting one band. Checked: the
// engine plays the demo through without complaint; with r_fullbright 1
// the model converted with --palette shows the texture's colours where
// Quarry's drawing of it has them, and the one converted without
// --palette does not (the engine's palette is the one the check sees);
// unlit, the glowing band is drawn bright where the rest of the model is
// black, and the same model without the _glow texture is black there too.
// Skipped where quakespasm or xvfb-run is not installed.
#include "CliRunner.h"
#include "QuakeGame.h"
#include "QuakeView.h"

#include "io/Formats.h"
#include "io/quake/QuakeTables.h"
#include "model/ops/SampleModel.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace quarry;
using namespace quarry::test;

namespace {

const QString kEngine = QStringLiteral("/usr/games/quakespasm");
const QString kXvfbRun = QStringLiteral("/usr/bin/xvfb-run");
const QSize kShotSize(640, 480);
constexpr int kSeconds = 60;

// How many of the model's pixels must have the texture's hue there, and
// how many fewer the model in the wrong palette may have.
constexpr double kColoured = 0.7, kWrongMargin = 0.4;
// A pixel drawn bright: its brightest channel at least this; how many of
// a glowing band's pixels must be, and how many of an unlit part may be.
constexpr int kBright = 64;
constexpr double kGlowing = 0.8, kUnlit = 0.05;

// The palette's rows of 16 that the game's palette moves: all but the
// greys (0), the player colours (1 and 6) and the fullbrights (14, 15).
constexpr std::array<int, 11> kMovedRows{2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 13};
constexpr int kShift = 5;

// The texture's four bands from its top, in colours of Quake's palette
// (blue, red, yellow, pink: each moved to a row of another hue and
// brightness), and the band the _glow texture lights, in a colour near
// Quake's fullbright yellows.
constexpr std::array<int, 4> kBandIndices{211, 79, 192, 144};
constexpr int kGlowBand = 1;
const QRgb kGlowColour = qRgb(255, 200, 50);
constexpr int kTextureSize = 64;

// The console lines the generated data causes (as tst_target_quakespasm).
const QList<QRegularExpression> kExpected{
    QRegularExpression(QStringLiteral("^W_GetLumpinfo: \\w+ not found$")),
    QRegularExpression(QStringLiteral("^Couldn't load 'localization/loc_english.txt'$")),
    QRegularExpression(QStringLiteral("^Mod_LoadTextures: no textures in bsp file$")),
    QRegularExpression(QStringLiteral("Warning: vertical sync not supported")),
};

// Quake's palette with the colours of each moved row in the row kShift
// places further on among them.
QByteArray gamePalette()
{
    const auto &quake = quake::quakePalette();
    QByteArray palette(reinterpret_cast<const char *>(quake.data()), 768);
    for (qsizetype i = 0; i < qsizetype(kMovedRows.size()); ++i) {
        const int to = kMovedRows[size_t(i)], from = kMovedRows[size_t(i + kShift) % kMovedRows.size()];
        std::memcpy(palette.data() + to * 48, quake.data() + from * 48, 48);
    }
    return palette;
}

// A texture of four horizontal bands, one colour each (`colours`). The
// engine fills the texels joined to the skin's top left one in its colour
// with colour 0 (gl_model.c Mod_FloodFillSkin, meant for a skin's
// background), unless it is colour 0: the MDL writer makes that one texel
// colour 0, or the whole top band would be drawn black.
QImage bands(const std::array<QRgb, 4> &colours)
{
    QImage image(kTextureSize, kTextureSize, QImage::Format_RGB32);
    for (int y = 0; y < kTextureSize; ++y)
        for (int x = 0; x < kTextureSize; ++x)
            image.setPixel(x, y, colours[size_t(y * 4 / kTextureSize)]);
    return image;
}

QImage texture()
{
    const QList<QRgb> quake = quake::quakeColorTable();
    return bands({quake[kBandIndices[0]], quake[kBandIndices[1]], quake[kBandIndices[2]], quake[kBandIndices[3]]});
}

// The _glow texture, or (`glow`, `other`) a map of which band glows.
QImage glowMap(QRgb glow = kGlowColour, QRgb other = qRgb(0, 0, 0))
{
    std::array<QRgb, 4> colours{other, other, other, other};
    colours[kGlowBand] = glow;
    return bands(colours);
}

// The sample model in one material, its head in the top band (the tubes'
// rings each in one band of the texture).
Model oneSkinSample()
{
    Model model = makeSampleModel();
    model.materials.resize(1);
    for (Mesh &mesh : model.meshes) {
        if (mesh.material != 0)
            for (QVector2D &uv : mesh.texcoords[0])
                uv.setY(uv.y() / 8);
        mesh.material = 0;
    }
    return model;
}

// Of `pixels`, the share `shot` draws bright.
double brightShare(const QImage &shot, const QList<QPoint> &pixels)
{
    qsizetype bright = 0;
    for (const QPoint &p : pixels) {
        const QRgb c = shot.pixel(p);
        bright += std::max({qRed(c), qGreen(c), qBlue(c)}) >= kBright ? 1 : 0;
    }
    return pixels.isEmpty() ? 0 : double(bright) / double(pixels.size());
}

} // namespace

class TestTargetQuakeSpasmPalette : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_log;
    int m_exitCode = -1;
    ShownModel m_shown; // the .mdl converted with --palette, read back (its shape and place)
    QImage m_palette, m_quake, m_glowing, m_unglowing, m_empty;

    // Converts `source` for QuakeSpasm into `out` (with `--palette`
    // `palette` unless empty); the .mdl written, or empty (a failure).
    QString convert(const QString &source, const QString &out, const QString &palette)
    {
        QStringList arguments{QStringLiteral("convert"),   source,
                              QStringLiteral("--target"),  QStringLiteral("quakespasm"),
                              QStringLiteral("--height"),  QStringLiteral("56"),
                              QStringLiteral("--out-dir"), out};
        if (!palette.isEmpty())
            arguments << QStringLiteral("--palette") << palette;
        const CliRun run = runQuarry(arguments);
        if (run.exitCode != 0) {
            qWarning("%s", qPrintable(run.err + run.out));
            return {};
        }
        return QDir(out).filePath(QStringLiteral("progs/%1.mdl").arg(QFileInfo(source).completeBaseName()));
    }

    // Where the models are (all three alike, at the same place): the
    // model unlit and without a glow, black on the grey background, in
    // whichever palette and colours.
    Silhouette modelShape() const { return silhouette(m_unglowing, m_empty, QRect(QPoint(0, 0), kShotSize)); }

private slots:
    void initTestCase()
    {
        if (const QString missing = quakegame::engineMissing(kEngine, QStringLiteral("quakespasm"), kXvfbRun, m_dir);
            !missing.isEmpty())
            QFAIL(qPrintable(missing));

        // The game folder: the game's palette only in id1/pak0.pak.
        const QString base = m_dir.filePath(QStringLiteral("base"));
        const QString made = quakegame::writeGameData(base, kEngine, {gamePalette(), true, true});
        QVERIFY2(made.isEmpty(), qPrintable(made));
        QVERIFY(!QFileInfo::exists(base + QStringLiteral("/id1/gfx/palette.lmp")));

        // The sources: the model beside its texture, and again with a
        // _glow texture too.
        const Model model = oneSkinSample();
        for (const QString &name : {QStringLiteral("sample"), QStringLiteral("glowing")}) {
            const QDir folder(m_dir.filePath(name));
            QVERIFY(QDir().mkpath(folder.path()));
            QVERIFY(writeModelFile(model, folder.filePath(name + QStringLiteral(".iqm")), QStringLiteral("iqm")).ok());
            QVERIFY(texture().save(folder.filePath(QStringLiteral("body.png"))));
        }
        QVERIFY(glowMap().save(m_dir.filePath(QStringLiteral("glowing/body_glow.png"))));

        const QString sample = m_dir.filePath(QStringLiteral("sample/sample.iqm"));
        const QString inPalette = convert(sample, m_dir.filePath(QStringLiteral("palette")), base);
        const QString inQuake = convert(sample, m_dir.filePath(QStringLiteral("quake")), {});
        const QString glowing = convert(m_dir.filePath(QStringLiteral("glowing/glowing.iqm")),
                                        m_dir.filePath(QStringLiteral("glow")), base);
        QVERIFY(!inPalette.isEmpty() && !inQuake.isEmpty() && !glowing.isEmpty());
        const QStringList models{QStringLiteral("progs/sample.mdl"), QStringLiteral("progs/quake.mdl"),
                                 QStringLiteral("progs/glowing.mdl")};
        int m = 0;
        for (const QString &written : {inPalette, inQuake, glowing}) {
            QFile file(written);
            QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(written));
            QVERIFY(quakegame::writeFile(base + QStringLiteral("/id1/") + models[m++], file.readAll()));
        }
        const QString read = m_shown.read(inPalette);
        QVERIFY2(read.isEmpty(), qPrintable(read));

        // The demo: the three models lit (r_fullbright 1), the glowing one
        // and the one without the _glow texture unlit, then none.
        const QString settings = QStringLiteral("viewsize 120; fov 90; r_lerpmodels 0; r_lerpmove 0; crosshair 0; "
                                                "r_fullbright 1; path");
        const QString shot = QStringLiteral("screenshot png");
        const quakegame::Placement at = m_shown.sent;
        const QByteArray demo = quakegame::demo(models, {{1, 0, at, settings, shot},
                                                         {2, 0, at, {}, shot},
                                                         {3, 0, at, QStringLiteral("r_fullbright 0"), shot},
                                                         {1, 0, at, {}, shot},
                                                         {0, 0, {}, {}, shot}});
        QVERIFY(quakegame::writeFile(base + QStringLiteral("/id1/quarry.dem"), demo));
        const QString gameName = QStringLiteral("quarrypalette%1").arg(QCoreApplication::applicationPid());
        const quakegame::QuakeSpasmRun run = quakegame::runQuakeSpasm(kXvfbRun, kEngine, base, gameName, kShotSize, 5,
                                                                      kSeconds);
        m_log = run.run.log;
        m_exitCode = run.run.exitCode;
        QVERIFY2(run.failure.isEmpty(), qPrintable(run.failure));
        const QList<QImage> &shots = run.shots;
        m_palette = shots[0];
        m_quake = shots[1];
        m_glowing = shots[2];
        m_unglowing = shots[3];
        m_empty = shots[4];
    }

    // The engine read the palette from the pak and played the demo through
    // without an error or warning of its own.
    void loadsWithoutComplaint()
    {
        QCOMPARE(m_exitCode, 0);
        // The console command path lists the pak and its two files.
        QVERIFY2(m_log.contains(QLatin1String("id1/pak0.pak (2 files)")), "the engine did not add id1/pak0.pak");
        QVERIFY2(m_log.contains(QLatin1String("CL_SignonReply: 4")), "the demo never reached the game");
        const QStringList failures = unexpectedFailures(m_log, kExpected);
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
    }

    // Converted with --palette, the model shows the texture's colours in
    // the game's palette; converted in Quake's palette, other colours.
    void drawsTheTextureInTheGamePalette()
    {
        const ChaseView camera = quakeView(kShotSize);
        const QImage drawing = frameColours(m_shown.model, texture(), 0, m_shown.placement, camera);
        const Silhouette shape = modelShape();
        QVERIFY2(shape.pixels.size() > 1000,
                 qPrintable(QStringLiteral("%1 pixels of the model drawn").arg(shape.pixels.size())));
        const double right = colourAgreement(m_palette, shape, drawing);
        const double wrong = colourAgreement(m_quake, shape, drawing);
        qInfo("colours agree in %.3f of the pixels with --palette, %.3f in Quake's palette", right, wrong);
        QVERIFY2(right >= kColoured, qPrintable(QString::number(right)));
        QVERIFY2(wrong < right - kWrongMargin, qPrintable(QString::number(wrong)));
    }

    // Unlit, the band the _glow texture lights is drawn bright and the
    // rest black; without the _glow texture the band is black too.
    void glowsWhereTheGlowTextureSays()
    {
        const ChaseView camera = quakeView(kShotSize);
        const QImage roles = frameColours(m_shown.model, glowMap(qRgb(255, 255, 255), qRgb(128, 128, 128)), 0,
                                          m_shown.placement, camera);
        const Silhouette shape = modelShape();
        QList<QPoint> glow, rest;
        for (const QPoint &p : shape.pixels) {
            const int grey = qGray(roles.pixel(p));
            if (grey > 200)
                glow << p;
            else if (grey > 100 && grey < 160)
                rest << p;
        }
        QVERIFY2(
            glow.size() > 200 && rest.size() > 200,
            qPrintable(
                QStringLiteral("%1 pixels of the glowing band, %2 of the rest").arg(glow.size()).arg(rest.size())));
        const double glowing = brightShare(m_glowing, glow), dark = brightShare(m_glowing, rest);
        const double without = brightShare(m_unglowing, glow), lit = brightShare(m_palette, rest);
        qInfo("unlit, bright: %.3f of the glowing band, %.3f of the rest (lit: %.3f); without the _glow texture %.3f "
              "of the band",
              glowing, dark, lit, without);
        QVERIFY2(glowing >= kGlowing, qPrintable(QString::number(glowing)));
        QVERIFY2(lit >= kGlowing, qPrintable(QString::number(lit)));
        QVERIFY2(dark <= kUnlit, qPrintable(QString::number(dark)));
        QVERIFY2(without <= kUnlit, qPrintable(QString::number(without)));
    }
};

QTEST_GUILESS_MAIN(TestTargetQuakeSpasmPalette)
#include "tst_target_quakespasm_palette.moc"
