// The yquake2 target's player in Yamagi Quake II, whose renderers draw an
// MD2 from its GL commands alone (the strips and fans Quarry makes,
// io/md2/Md2GlCommands). Opt in: QUARRY_YQUAKE2 names the client binary
// (quake2, with ref_gl1.so beside it; ref_gl3.so is checked too where it
// is there) built beside the project (docs/contributing/testing.md says
// how); skipped without it. A figure (TargetModels.h biped with a ball on
// its head, standing and falling over) is exported as a player
// (players/figure/: tris.md2, weapon.md2, the PCX skin and its icon) into
// a game folder the test makes with no Quake II data (Quake2Game.h), and
// the client, under xvfb-run, opens its "Player Setup" menu, which draws
// the player turning, and takes five shots. Per renderer it runs four
// times: with the files as written; with both models' GL commands ended
// at once (the menu without the model: what the model is told from); and,
// the controls the checks must fail, with the player's commands naming the
// next vertex each, and with their s and t swapped. Checked: the client
// quits and says nothing failed; each shot differs from the model-less one
// only in the menu's model view; the menu draws the skin's icon texel for
// texel; in the model view the model's silhouette is that of
// Quarry's drawing of the tris.md2 and weapon.md2 read back at frame 0 (at
// the angle that fits best: the menu turns the model by the clock), and
// not of the frame least like it or upside down; the model shows its PCX
// skin's colours where Quarry's drawing has them (not mirrored); and the
// runs with the wrong commands fail those checks.
#include "Quake2Game.h"
#include "QuakeView.h"
#include "TargetModels.h"

#include "io/targets/EngineTarget.h"
#include "io/targets/TargetExport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace quarry;
using namespace quarry::test;

namespace {

const QString kXvfbRun = QStringLiteral("/usr/bin/xvfb-run");
const QString kPaladin = QStringLiteral(QUARRY_CORPUS_DIR "/real/cal3d/paladin/paladin.cfg");
const QSize kShotSize(640, 480);
// How long the client may run (coreutils' timeout ends it).
constexpr int kSeconds = 60;
// The shots of the turning model in each run.
constexpr int kShots = 5;
// How much of the client's silhouette and Quarry's drawing must overlap,
// and by how much more than a wrong drawing's.
constexpr double kFitted = 0.94, kMargin = 0.1;
// The paladin's: its fingers and strands of hair, a pixel or two wide at
// this size, are drawn a little differently by the client and by Quarry.
constexpr double kPaladinFitted = 0.9;
// How many of the model's pixels must have the hue of its skin there.
constexpr double kColoured = 0.7;
// The angles tried for the turning model.
constexpr int kYawStep = 1;

// The console lines with an error or warning (kFailing) that are not
// one: the generated folder has no configuration files; the driver's
// extensions listed by the OpenGL 3.2 renderer include GL_KHR_no_error.
const QList<QRegularExpression> kExpected{
    QRegularExpression(QStringLiteral("^couldn't exec (default|yq2|config|autoexec)\\.cfg$")),
    QRegularExpression(QStringLiteral("^GL_EXTENSIONS: ")),
};

// The figure of TargetModels.h (front red, back blue, sides green), with
// a ball on its head (a smooth surface: long strips, where the figure's
// boxes make fans of two triangles), standing still ("idle": Quake II's
// stand, frame 0) and falling over ("death").
Model figure()
{
    Model model = biped();
    Mesh ball = sphereModel(10, 16).meshes[0];
    ball.name = QStringLiteral("ball");
    ball.material = 0;
    ball.influencesPerVertex = 1;
    ball.texcoords = {{}};
    const quint32 head = quint32(model.skeleton.indexOf(QStringLiteral("Bip01 Head")));
    for (QVector3D &p : ball.positions) {
        ball.texcoords[0] << QVector2D(0.5f + 0.45f * p.x(), 0.5f); // red at -X, green at +X
        p = p * 5 + QVector3D(0, 0, 60);
        ball.blendIndexes << head;
        ball.blendWeights << 1.0f;
    }
    model.meshes << ball;
    for (const char *name : {"idle", "death"}) {
        Animation a;
        a.name = QLatin1String(name);
        a.fps = 10;
        a.duration = 1;
        JointTrack t;
        t.joint = 0;
        const bool falls = a.name == QLatin1String("death");
        t.rotations = {QuatKey{0.0f, QQuaternion()},
                       QuatKey{1.0f, falls ? QQuaternion::fromEulerAngles(80, 0, 0) : QQuaternion()}};
        a.tracks << t;
        model.animations << a;
    }
    return model;
}

// Of the pixels where the client drew the model (`shape`) and the drawing
// has a colour, the fraction whose strongest channel (red, green or
// blue) is the drawing's: the skin drawn is the PCX, dithered in Quake
// II's palette (the figure's red is red and grey texels), of which the
// client shows single texels where the drawing has their mean.
double dominantAgreement(const QImage &shot, const Silhouette &shape, const QImage &drawing)
{
    const auto strongest = [](QRgb c) {
        return qRed(c) >= qGreen(c) && qRed(c) >= qBlue(c) ? 0 : qGreen(c) >= qBlue(c) ? 1 : 2;
    };
    qsizetype both = 0, agree = 0;
    for (const QPoint &p : shape.pixels) {
        const QRgb a = shot.pixel(p), b = drawing.pixel(p);
        if (qRed(b) + qGreen(b) + qBlue(b) < 30)
            continue;
        ++both;
        agree += strongest(a) == strongest(b) ? 1 : 0;
    }
    return both == 0 ? 0 : double(agree) / double(both);
}

struct TurnFit
{
    double overlap = 0;
    int yaw = 0;
};

// Quarry's drawing of `model` at `frame`, white on black, of the triangles
// that face the camera only, as the client draws them: it culls the
// others, taking as the front the side from which a triangle's corners run
// clockwise (a one-sided cape shows from its front alone; the paladin's
// shots fit 0.83-0.95 where the drawing culls the other side, 0.96-0.99
// this way).
QImage frontMask(const Model &model, int frame, const QMatrix4x4 &placement, const ChaseView &camera)
{
    return drawFrame(model, frame, placement, camera, [&](qsizetype, qsizetype ti, const Mesh &posed) {
        const Triangle &t = posed.triangles[ti];
        const QVector3D a = placement.map(posed.positions[t[0]]), b = placement.map(posed.positions[t[1]]),
                        c = placement.map(posed.positions[t[2]]);
        const float facing = QVector3D::dotProduct(QVector3D::crossProduct(b - a, c - a), camera.eye - a);
        return facing < 0 ? QColor(Qt::white) : QColor(0, 0, 0, 0);
    });
}

// A player as the export wrote it, read back (tris.md2 with its skin, and
// weapon.md2), and Quarry's drawings of it in the menu's view.
struct MenuModel
{
    ShownModel player;
    Model weapon;
    int otherFrame = 0; // the frame least like frame 0 from the camera
    mutable QHash<int, QImage> masks; // by frame * 360 + yaw

    // An error, or empty.
    QString read(const QString &folder)
    {
        if (const QString error = player.read(folder + QStringLiteral("/tris.md2")); !error.isEmpty())
            return error;
        const ReadResult back = readModelFile(folder + QStringLiteral("/weapon.md2")); // its shape only
        if (!back.ok())
            return back.error->message;
        weapon = back.model;
        player.placement = quake2game::menuPlacement(0);
        const auto [other, least] = player.leastLikeFirst(quake2game::menuCamera());
        otherFrame = other;
        if (least >= kFitted - kMargin)
            return QStringLiteral("no frame of %1 differs enough from its first (%2)").arg(folder).arg(least);
        return {};
    }

    // Quarry's drawing of the player and its weapon at `frame`, turned
    // `yaw` degrees, from the menu's camera, white on black.
    const QImage &mask(int frame, int yaw) const
    {
        QImage &both = masks[frame * 360 + yaw];
        if (!both.isNull())
            return both;
        const ChaseView camera = quake2game::menuCamera();
        const QMatrix4x4 placement = quake2game::menuPlacement(yaw);
        both = frontMask(player.model, frame, placement, camera);
        const QImage held = frontMask(weapon, frame, placement, camera);
        for (int y = 0; y < both.height(); ++y)
            for (int x = 0; x < both.width(); ++x)
                if (qGray(held.pixel(x, y)) > 127)
                    both.setPixel(x, y, qRgb(255, 255, 255));
        return both;
    }

    // The angle at which `shape` overlaps the drawing of `frame` most, and
    // how much.
    TurnFit bestFit(const Silhouette &shape, int frame, bool upsideDown = false) const
    {
        const QRect all(QPoint(0, 0), quake2game::menuCamera().size);
        TurnFit best;
        for (int yaw = 0; yaw < 360; yaw += kYawStep) {
            const QImage &drawn = mask(frame, yaw);
            const double o = overlap(shape, upsideDown ? drawn.mirrored(false, true) : drawn, all);
            if (o > best.overlap)
                best = {o, yaw};
        }
        return best;
    }
};

} // namespace

class TestTargetYquake2 : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_engine;
    MenuModel m_figure, m_paladin;
    bool m_hasPaladin = false;
    // The runs with one renderer.
    struct Runs
    {
        QString renderer;
        quake2game::MenuRun drawn, empty, wrong, swapped;
        quake2game::MenuRun paladin; // where the corpus is there
    };
    QList<Runs> m_runs;

    // A game folder with the exported player `player`, its models changed
    // by `change` (the file's name and bytes in, the bytes out), run once.
    template<typename Change>
    quake2game::MenuRun run(const QString &player, const QString &name, const QString &renderer, Change change)
    {
        const QString data = m_dir.filePath(renderer + QLatin1Char('-') + name);
        const QString made = quake2game::writeGameData(data);
        if (!made.isEmpty())
            return {{}, {}, made};
        const QString players = QStringLiteral("players/") + player + QLatin1Char('/');
        const QDir out(m_dir.filePath(QStringLiteral("out/") + players));
        for (const QString &file : out.entryList(QDir::Files)) {
            QFile in(out.filePath(file));
            if (!in.open(QIODevice::ReadOnly)
                || !quakegame::writeFile(data + QStringLiteral("/baseq2/") + players + file,
                                         change(file, in.readAll())))
                return {{}, {}, QStringLiteral("cannot copy %1").arg(file)};
        }
        return quake2game::runPlayerMenu(kXvfbRun, m_engine, renderer, data, kShots, kSeconds);
    }

    // The model in a shot's model view: where it differs from the shot of
    // the run without it.
    static Silhouette shapeIn(const QImage &shot, const QImage &empty)
    {
        const QRect view = quake2game::modelView(kShotSize);
        return silhouette(shot.copy(view), empty.copy(view), QRect(QPoint(0, 0), view.size()), kFaint);
    }

    // How well a shot's model shows the skin's colours: the best agreement
    // over the angles whose drawing fits its silhouette, with the skin
    // as it is and mirrored.
    struct Colours
    {
        double right = 0, mirrored = 0;
        int yaw = -1;
    };
    Colours colours(const QImage &shot, const QImage &empty) const
    {
        const QRect view = quake2game::modelView(kShotSize);
        const QImage model = shot.copy(view);
        const Silhouette shape = shapeIn(shot, empty);
        const QRect all(QPoint(0, 0), view.size());
        const ChaseView camera = quake2game::menuCamera();
        Colours c;
        for (int yaw = 0; yaw < 360; yaw += kYawStep) {
            if (overlap(shape, m_figure.mask(0, yaw), all) < kFitted)
                continue;
            const QMatrix4x4 placement = quake2game::menuPlacement(yaw);
            const double r = dominantAgreement(
                model, shape, frameColours(m_figure.player.model, m_figure.player.skin, 0, placement, camera));
            if (r > c.right)
                c = {r, c.mirrored, yaw};
            c.mirrored = std::max(c.mirrored,
                                  dominantAgreement(model, shape,
                                                    frameColours(m_figure.player.model, m_figure.player.skin, 0,
                                                                 placement, camera, true)));
        }
        return c;
    }

    // Each test once for each renderer.
    void rows()
    {
        QTest::addColumn<int>("index");
        for (int i = 0; i < m_runs.size(); ++i)
            QTest::newRow(qPrintable(m_runs[i].renderer)) << i;
    }

private slots:
    void initTestCase()
    {
        m_engine = qEnvironmentVariable("QUARRY_YQUAKE2");
        if (m_engine.isEmpty())
            QSKIP("QUARRY_YQUAKE2 is not set: the Yamagi Quake II client built beside the project (its quake2 "
                  "binary, ref_gl1.so beside it; docs/contributing/testing.md)");
        QVERIFY2(QFileInfo(m_engine).isExecutable(), qPrintable(m_engine + QStringLiteral(" is not a program")));
        QVERIFY2(QFileInfo::exists(QFileInfo(m_engine).dir().filePath(QStringLiteral("ref_gl1.so"))),
                 "ref_gl1.so is not beside the client");
        if (!QFileInfo::exists(kXvfbRun))
            QFAIL("xvfb-run is not installed (Debian package xvfb)");
        QVERIFY(m_dir.isValid());
        if (!qEnvironmentVariableIsEmpty("QUARRY_GAME_SHOTS")) {
            m_dir.setAutoRemove(false);
            qInfo("game folders kept in %s", qPrintable(m_dir.path()));
        }

        TargetExportOptions options;
        options.outputDirectory = m_dir.filePath(QStringLiteral("out"));
        options.name = QStringLiteral("figure");
        options.sourcePath = m_dir.filePath(QStringLiteral("figure.iqe"));
        QVERIFY(writeFigureTexture(m_dir.filePath(QStringLiteral("figure.png"))));
        const TargetExportResult exported = exportForTarget(figure(), *findEngineTarget(QStringLiteral("yquake2")),
                                                            options);
        QVERIFY2(exported.ok(), qPrintable(exported.error));
        const QString read = m_figure.read(options.outputDirectory + QStringLiteral("/players/figure"));
        QVERIFY2(read.isEmpty(), qPrintable(read));

        // The Cal3D paladin of the corpus, where it is there: a real model,
        // its skin packed from 19 textures, long strips over its surfaces.
        m_hasPaladin = QFileInfo::exists(kPaladin);
        if (m_hasPaladin) {
            const ReadResult source = readModelFile(kPaladin);
            QVERIFY2(source.ok(), source.ok() ? "" : qPrintable(source.error->message));
            TargetExportOptions paladin;
            paladin.outputDirectory = options.outputDirectory;
            paladin.name = QStringLiteral("paladin");
            paladin.sourcePath = kPaladin;
            const TargetExportResult written = exportForTarget(source.model,
                                                               *findEngineTarget(QStringLiteral("yquake2")), paladin);
            QVERIFY2(written.ok(), qPrintable(written.error));
            const QString back = m_paladin.read(options.outputDirectory + QStringLiteral("/players/paladin"));
            QVERIFY2(back.isEmpty(), qPrintable(back));
        }

        const auto md2 = [](const QString &file) { return file.endsWith(QLatin1String(".md2")); };
        const auto player = [](auto change) {
            return [change](const QString &file, const QByteArray &bytes) {
                return file == QLatin1String("tris.md2") ? quake2game::changeCommands(bytes, false, change) : bytes;
            };
        };
        // OpenGL 1.4 always; OpenGL 3.2 where its renderer is built too.
        for (const QString &renderer : {QStringLiteral("gl1"), QStringLiteral("gl3")}) {
            if (!QFileInfo::exists(QFileInfo(m_engine).dir().filePath(QStringLiteral("ref_%1.so").arg(renderer))))
                continue;
            Runs r;
            r.renderer = renderer;
            r.drawn = run(QStringLiteral("figure"), QStringLiteral("drawn"), renderer,
                          [](const QString &, const QByteArray &bytes) { return bytes; });
            r.empty = run(QStringLiteral("figure"), QStringLiteral("empty"), renderer,
                          [&](const QString &file, const QByteArray &bytes) {
                              return md2(file)
                                         ? quake2game::changeCommands(bytes, true, [](int, float &, float &, int &) {})
                                         : bytes;
                          });
            r.wrong = run(QStringLiteral("figure"), QStringLiteral("wrong"), renderer,
                          player([](int count, float &, float &, int &i) { i = (i + 1) % count; }));
            r.swapped = run(QStringLiteral("figure"), QStringLiteral("swapped"), renderer,
                            player([](int, float &s, float &t, int &) { std::swap(s, t); }));
            if (m_hasPaladin) {
                r.paladin = run(QStringLiteral("paladin"), QStringLiteral("paladin"), renderer,
                                [](const QString &, const QByteArray &bytes) { return bytes; });
                QVERIFY2(r.paladin.failure.isEmpty(), qPrintable(renderer + QStringLiteral(": ") + r.paladin.failure));
            }
            for (const quake2game::MenuRun *m : {&r.drawn, &r.empty, &r.wrong, &r.swapped})
                QVERIFY2(m->failure.isEmpty(), qPrintable(renderer + QStringLiteral(": ") + m->failure));
            m_runs << r;
        }
    }

    // The client loaded the models and drew the menu without an error or
    // warning of its own.
    void loadsWithoutComplaint_data() { rows(); }
    void loadsWithoutComplaint()
    {
        QFETCH(int, index);
        const Runs &r = m_runs[index];
        for (const quake2game::MenuRun *m : {&r.drawn, &r.empty, &r.wrong, &r.swapped}) {
            QCOMPARE(m->run.exitCode, 0);
            const QStringList failures = unexpectedFailures(m->run.log, kExpected);
            QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
        }
    }

    // The shots differ from the one without the model only in the model
    // view: the menu is the same, the model is drawn in it.
    void drawsTheMenuAlike_data() { rows(); }
    void drawsTheMenuAlike()
    {
        QFETCH(int, index);
        const Runs &r = m_runs[index];
        const QRect view = quake2game::modelView(kShotSize);
        for (const QImage &shot : r.drawn.shots) {
            qsizetype outside = 0;
            for (int y = 0; y < kShotSize.height(); ++y)
                for (int x = 0; x < kShotSize.width(); ++x)
                    outside += !view.contains(x, y) && differs(shot.pixel(x, y), r.empty.shots[0].pixel(x, y)) ? 1 : 0;
            const qsizetype drawn = shapeIn(shot, r.empty.shots[0]).pixels.size();
            qInfo("%lld pixels of the model drawn, %lld differing outside the model view", qlonglong(drawn),
                  qlonglong(outside));
            QCOMPARE(outside, qsizetype(0));
            QVERIFY2(drawn > 1000, qPrintable(QString::number(drawn)));
        }
    }

    // The menu draws the skin's icon, grunt_i.pcx, where it draws it: its
    // opaque texels in their colours, the rest the background (black).
    void drawsTheIcon_data() { rows(); }
    void drawsTheIcon()
    {
        QFETCH(int, index);
        const Runs &r = m_runs[index];
        QFile file(m_dir.filePath(QStringLiteral("out/players/figure/grunt_i.pcx")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QImage icon = quake2game::decodePcx(file.readAll());
        QCOMPARE(icon.size(), QSize(32, 32));
        const QPoint at = quake2game::iconAt(kShotSize);
        // The texels of `image` that the shot shows (opaque ones) and
        // clear (the others).
        const auto count = [&](const QImage &image, qsizetype *shown, qsizetype *clear) {
            for (int y = 0; y < image.height(); ++y)
                for (int x = 0; x < image.width(); ++x) {
                    const QRgb want = image.pixel(x, y), got = r.drawn.shots[0].pixel(at + QPoint(x, y));
                    if (qAlpha(want) == 0)
                        *clear += differs(got, qRgb(0, 0, 0), kFaint) ? 0 : 1;
                    else
                        *shown += differs(got, want, kFaint) ? 0 : 1;
                }
        };
        qsizetype opaque = 0;
        for (int y = 0; y < icon.height(); ++y)
            for (int x = 0; x < icon.width(); ++x)
                opaque += qAlpha(icon.pixel(x, y)) > 0 ? 1 : 0;
        qsizetype shown = 0, clear = 0, flippedShown = 0, flippedClear = 0;
        count(icon, &shown, &clear);
        count(icon.mirrored(false, true), &flippedShown, &flippedClear);
        qInfo("%lld of the icon's %lld opaque texels shown as they are, %lld of %lld others clear (upside down: "
              "%lld shown)",
              qlonglong(shown), qlonglong(opaque), qlonglong(clear), qlonglong(32 * 32 - opaque),
              qlonglong(flippedShown));
        QVERIFY2(opaque > 50, qPrintable(QString::number(opaque)));
        QCOMPARE(shown, opaque);
        QVERIFY2(flippedShown < opaque * 9 / 10, qPrintable(QString::number(flippedShown)));
        QCOMPARE(clear, 32 * 32 - opaque);
    }

    // In each shot the model's silhouette is Quarry's drawing of frame 0 at
    // some angle, not of the frame least like it, nor upside down.
    void drawsTheModel_data() { rows(); }
    void drawsTheModel()
    {
        QFETCH(int, index);
        const Runs &r = m_runs[index];
        for (const QImage &shot : r.drawn.shots) {
            const Silhouette shape = shapeIn(shot, r.empty.shots[0]);
            const TurnFit right = m_figure.bestFit(shape, 0), other = m_figure.bestFit(shape, m_figure.otherFrame);
            const TurnFit flipped = m_figure.bestFit(shape, 0, true);
            qInfo("frame 0 fits %.3f at %d degrees (frame %d: %.3f, upside down: %.3f)", right.overlap, right.yaw,
                  m_figure.otherFrame, other.overlap, flipped.overlap);
            QVERIFY2(right.overlap >= kFitted, qPrintable(QString::number(right.overlap)));
            QVERIFY2(right.overlap > other.overlap + kMargin, qPrintable(QString::number(other.overlap)));
            QVERIFY2(right.overlap > flipped.overlap + kMargin, qPrintable(QString::number(flipped.overlap)));
        }
    }

    // The model is drawn in its skin's colours, where they are on it (the
    // GL commands' texture coordinates): at the angles whose drawing fits
    // the silhouette (the figure's front and back have one outline), the
    // colours agree at best, and more than with the skin mirrored.
    void drawsTheSkin_data() { rows(); }
    void drawsTheSkin()
    {
        QFETCH(int, index);
        const Runs &r = m_runs[index];
        for (const QImage &shot : r.drawn.shots) {
            const Colours c = colours(shot, r.empty.shots[0]);
            qInfo("colours agree in %.3f of the pixels at %d degrees (the skin mirrored: %.3f)", c.right, c.yaw,
                  c.mirrored);
            QVERIFY2(c.right >= kColoured, qPrintable(QString::number(c.right)));
            QVERIFY2(c.right > c.mirrored + kMargin, qPrintable(QString::number(c.mirrored)));
        }
    }

    // The paladin (where the corpus is there), loaded without complaint,
    // has in each shot the silhouette of Quarry's drawing of its frame 0,
    // not of the frame least like it, nor upside down.
    void drawsThePaladin_data() { rows(); }
    void drawsThePaladin()
    {
        QFETCH(int, index);
        const Runs &r = m_runs[index];
        if (!m_hasPaladin)
            QSKIP(qPrintable(QStringLiteral("the corpus is not there (%1)").arg(kPaladin)));
        QCOMPARE(r.paladin.run.exitCode, 0);
        const QStringList failures = unexpectedFailures(r.paladin.run.log, kExpected);
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
        for (const QImage &shot : r.paladin.shots) {
            const Silhouette shape = shapeIn(shot, r.empty.shots[0]);
            const TurnFit right = m_paladin.bestFit(shape, 0), other = m_paladin.bestFit(shape, m_paladin.otherFrame);
            const TurnFit flipped = m_paladin.bestFit(shape, 0, true);
            qInfo("%lld pixels; frame 0 fits %.3f at %d degrees (frame %d: %.3f, upside down: %.3f)",
                  qlonglong(shape.pixels.size()), right.overlap, right.yaw, m_paladin.otherFrame, other.overlap,
                  flipped.overlap);
            QVERIFY2(shape.pixels.size() > 1000, qPrintable(QString::number(shape.pixels.size())));
            QVERIFY2(right.overlap >= kPaladinFitted, qPrintable(QString::number(right.overlap)));
            QVERIFY2(right.overlap > other.overlap + kMargin, qPrintable(QString::number(other.overlap)));
            QVERIFY2(right.overlap > flipped.overlap + kMargin, qPrintable(QString::number(flipped.overlap)));
        }
    }

    // The checks fail where the GL commands are wrong: the shape where
    // they name the next vertex, the colours where s and t are swapped
    // (in some shot: a check passes only where every shot passes).
    void wrongCommandsFail_data() { rows(); }
    void wrongCommandsFail()
    {
        QFETCH(int, index);
        const Runs &r = m_runs[index];
        QStringList fits, agreements;
        double worstFit = 1, worstColours = 1;
        for (const QImage &shot : r.wrong.shots) {
            const double fit = m_figure.bestFit(shapeIn(shot, r.empty.shots[0]), 0).overlap;
            fits << QString::number(fit, 'f', 3);
            worstFit = std::min(worstFit, fit);
        }
        for (const QImage &shot : r.swapped.shots) {
            const double agree = colours(shot, r.empty.shots[0]).right;
            agreements << QString::number(agree, 'f', 3);
            worstColours = std::min(worstColours, agree);
        }
        qInfo("the next vertex: fits %s; s and t swapped: colours agree in %s", qPrintable(fits.join(QLatin1Char(' '))),
              qPrintable(agreements.join(QLatin1Char(' '))));
        QVERIFY2(worstFit < kFitted, qPrintable(QString::number(worstFit)));
        QVERIFY2(worstColours < kColoured, qPrintable(QString::number(worstColours)));
    }
};

QTEST_GUILESS_MAIN(TestTargetYquake2)
#include "tst_target_yquake2.moc"
