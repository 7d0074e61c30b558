// A Quake II game folder made from nothing, for Yamagi Quake II's client to
// draw a player model in its multiplayer "Player Setup" menu with no level
// and none of id Software's data. The client (src/ in its source), before
// it shows a menu, needs:
// - baseq2/pics/colormap.pcx, an 8-bit PCX whose palette the renderers
//   take (files/pcx.c GetPCXPalette); here Quake II's palette, which
//   Quarry keeps (io/quake/Quake2Palette);
// - baseq2/pics/conchars.pcx, the console font (gl1_draw.c Draw_InitLocal):
//   all index 255, which the renderers draw transparent: no text drawn;
// - baseq2/pics/conback.pcx, the console's background, drawn behind the
//   menu while no game runs: black here.
// The menu (menu/menu.c M_Menu_PlayerConfig_f, console command
// menu_playerconfig) lists each players/NAME/ with a tris.md2 and a skin
// with its NAME_i.pcx icon, and draws the chosen one (cvar skin; the first
// where that is not there) with its weapon.md2 through the renderer's own
// MD2 code (RDF_NOWORLDMODEL), fully lit, turning once every 3 s (the
// angle from the clock), at the frame cl_model_preview_start (-1: frame 0).
// The client refuses to run as root (unix/main.c); as root it is run in a
// user namespace of its own (util-linux's unshare --user), where it is not.
#pragma once

#include "DarkplacesView.h"
#include "QuakeGame.h"

#include "io/quake/LittleEndian.h"
#include "io/quake/PcxImage.h"
#include "io/quake/Quake2Palette.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QMatrix4x4>
#include <QPoint>
#include <QRect>
#include <QString>
#include <QStringList>

#include <cmath>
#include <unistd.h>

namespace quarry::test::quake2game {

// A PCX of one palette index.
inline QByteArray flatPcx(int width, int height, quint8 index)
{
    return quarry::quake::encodePcx(QByteArray(width * height, char(index)), width, height,
                                    quarry::quake::quake2Palette());
}

// The pictures above in `data`/baseq2; an error, or empty.
inline QString writeGameData(const QString &data)
{
    QByteArray colormap; // rows of every index, as Quake's colormap
    for (int row = 0; row < 64; ++row)
        for (int i = 0; i < 256; ++i)
            colormap += char(i);
    const QList<std::pair<QString, QByteArray>> files{
        {QStringLiteral("pics/colormap.pcx"),
         quarry::quake::encodePcx(colormap, 256, 64, quarry::quake::quake2Palette())},
        {QStringLiteral("pics/conchars.pcx"), flatPcx(128, 128, quarry::quake::kQuake2Transparent)},
        {QStringLiteral("pics/conback.pcx"), flatPcx(8, 8, 0)}};
    for (const auto &[name, bytes] : files)
        if (!quakegame::writeFile(data + QStringLiteral("/baseq2/") + name, bytes))
            return QStringLiteral("cannot write %1").arg(name);
    return {};
}

// A PCX as Quake II reads it (files/pcx.c LoadPCX: version 5, 8 bits, run
// length encoded rows, the palette after the pixels): the image, index 255
// transparent; null where it is not one.
inline QImage decodePcx(const QByteArray &pcx)
{
    if (pcx.size() < 128 + 769 || pcx[0] != 0x0A || pcx[3] != 8)
        return {};
    const auto u16 = [&](int at) { return int(quint8(pcx[at])) | int(quint8(pcx[at + 1])) << 8; };
    const int width = u16(8) - u16(4) + 1, height = u16(10) - u16(6) + 1, line = u16(66);
    if (width <= 0 || height <= 0 || line < width || width > 4096 || height > 4096)
        return {};
    const char *palette = pcx.constData() + pcx.size() - 768;
    QImage image(width, height, QImage::Format_ARGB32);
    qsizetype at = 128;
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < line;) {
            if (at >= pcx.size() - 769)
                return {};
            int run = 1;
            quint8 value = quint8(pcx[at++]);
            if ((value & 0xC0) == 0xC0) {
                run = value & 0x3F;
                value = quint8(pcx[at++]);
            }
            for (; run > 0 && x < line; --run, ++x)
                if (x < width)
                    image.setPixel(x, y,
                                   value == quarry::quake::kQuake2Transparent
                                       ? qRgba(0, 0, 0, 0)
                                       : qRgb(quint8(palette[3 * value]), quint8(palette[3 * value + 1]),
                                              quint8(palette[3 * value + 2])));
        }
    return image;
}

// Where the menu draws the player's icon (menu.c PlayerConfig_MenuInit:
// x = (width - 95) / 2 - 87, y = height / 2 - 72, at menu scale 1).
inline QPoint iconAt(const QSize &screen)
{
    return QPoint(int((screen.width() - 95) / 2.0 - 87), screen.height() / 2 - 72);
}

// An MD2's GL commands (qfiles.h dmdl_t: num_xyz, num_glcmds, ofs_glcmds)
// changed by `change` (the vertex count, then each command vertex's s, t
// and vertex index in turn, by reference), or ended at once (`end`); the
// file unchanged where its commands do not fit in it.
template<typename Change>
QByteArray changeCommands(QByteArray md2, bool end, Change change)
{
    using quarry::quake::readF32;
    using quarry::quake::readI32;
    if (md2.size() < 68)
        return md2;
    const int vertices = readI32(md2.constData() + 24), words = readI32(md2.constData() + 36);
    const qint64 at = readI32(md2.constData() + 60);
    if (words < 1 || at < 68 || at + qint64(words) * 4 > md2.size())
        return md2;
    char *commands = md2.data() + at;
    if (end) {
        quarry::quake::writeI32(commands, 0);
        return md2;
    }
    for (int w = 0; w < words;) {
        const int count = std::abs(readI32(commands + 4 * w));
        if (count == 0 || w + 1 + 3 * count > words)
            break;
        for (int v = 0; v < count; ++v) {
            char *vertex = commands + 4 * (w + 1 + 3 * v);
            float s = readF32(vertex), t = readF32(vertex + 4);
            int i = readI32(vertex + 8);
            change(vertices, s, t, i);
            quarry::quake::writeF32(vertex, s);
            quarry::quake::writeF32(vertex + 4, t);
            quarry::quake::writeI32(vertex + 8, i);
        }
        w += 1 + 3 * count;
    }
    return md2;
}

// Where the menu draws the model on a `screen` of 640 x 480 at menu scale
// 1 (menu.c PlayerConfig_ModelDraw): 144 x 168 pixels right of the middle,
// 4 rows more below.
inline QRect modelView(const QSize &screen)
{
    return QRect(screen.width() / 2, screen.height() / 2 - 72, 144, 172);
}

// The menu's camera in that rectangle: at the origin looking along +X,
// fov_x 40 over 144 x 168 (cl_view.c CalcFov), the projection's aspect
// that of 144 x 172 (gl1_main.c R_SetPerspective).
inline ChaseView menuCamera()
{
    ChaseView v;
    v.forward = QVector3D(1, 0, 0);
    v.right = QVector3D(0, -1, 0);
    v.up = QVector3D(0, 0, 1);
    v.tanY = 168.0 / 144.0 * std::tan(qDegreesToRadians(20.0));
    v.tanX = v.tanY * 144.0 / 172.0;
    v.size = QSize(144, 172);
    return v;
}

// The model 80 units ahead of the camera, turned `yaw` degrees.
inline QMatrix4x4 menuPlacement(double yaw)
{
    QMatrix4x4 m;
    m.translate(80, 0, 0);
    m.rotate(float(yaw), 0, 0, 1);
    return m;
}

// What one run of the client printed, and its shots of the menu.
struct MenuRun
{
    quakegame::EngineRun run;
    QList<QImage> shots; // RGB32
    QString failure; // why the run is not one to check; empty
};

// Runs `engine` (its renderer `renderer`, ref_RENDERER.so, beside it) under
// `xvfbRun` on `data`/baseq2, in a 640 x 480 window, with `data`/home as
// its home (what it writes: home/quarry/baseq2): it opens the player menu,
// lets it draw, takes `shots` PNG shots ten frames apart (the model
// turned further in each) and quits. Skins are the PCX files, not the
// truecolour ones beside them (r_retexturing 0). The textures keep their
// colours (gl1_intensity, gl3_intensity and gl3_intensity_2D 1: the
// defaults, 2 and 1.5, brighten them all).
inline MenuRun runPlayerMenu(const QString &xvfbRun, const QString &engine, const QString &renderer,
                             const QString &data, int shots, int seconds)
{
    MenuRun result;
    const QString home = data + QStringLiteral("/home");
    QStringList script{QStringLiteral("menu_playerconfig")};
    for (int i = 0; i < 20; ++i)
        script << QStringLiteral("wait");
    for (int shot = 0; shot < shots; ++shot) {
        script << QStringLiteral("screenshot png");
        for (int i = 0; i < 10; ++i)
            script << QStringLiteral("wait");
    }
    script << QStringLiteral("quit");
    if (!QDir().mkpath(home)
        || !quakegame::writeFile(data + QStringLiteral("/baseq2/quarry.cfg"),
                                 script.join(QLatin1Char('\n')).toLatin1() + '\n')) {
        result.failure = QStringLiteral("cannot write the game folder %1").arg(data);
        return result;
    }
    QStringList arguments{QStringLiteral("HOME=") + home};
    if (::getuid() == 0)
        arguments << QStringLiteral("unshare") << QStringLiteral("--user");
    arguments << engine << QStringLiteral("-datadir") << data << QStringLiteral("-cfgdir") << QStringLiteral("quarry");
    const QList<std::pair<const char *, QString>> settings{{"vid_renderer", renderer},
                                                           {"vid_fullscreen", QStringLiteral("0")},
                                                           {"r_mode", QStringLiteral("-1")},
                                                           {"r_customwidth", QStringLiteral("640")},
                                                           {"r_customheight", QStringLiteral("480")},
                                                           {"r_menuscale", QStringLiteral("1")},
                                                           {"s_initsound", QStringLiteral("0")},
                                                           {"cl_model_preview_start", QStringLiteral("-1")},
                                                           {"gl1_intensity", QStringLiteral("1")},
                                                           {"gl3_intensity", QStringLiteral("1")},
                                                           {"gl3_intensity_2D", QStringLiteral("1")},
                                                           {"r_retexturing", QStringLiteral("0")}};
    for (const auto &[name, value] : settings)
        arguments << QStringLiteral("+set") << QLatin1String(name) << value;
    arguments << QStringLiteral("+exec") << QStringLiteral("quarry.cfg");
    result.run = quakegame::runEngine(xvfbRun, QStringLiteral("/usr/bin/env"), arguments, seconds);
    const QDir written(home + QStringLiteral("/quarry/baseq2/scrnshot"));
    for (int shot = 0; shot < shots; ++shot) {
        const QImage image(written.filePath(QStringLiteral("q2_%1.png").arg(shot, 4, 10, QLatin1Char('0'))));
        if (!image.isNull())
            result.shots << image.convertToFormat(QImage::Format_RGB32);
    }
    const QString tail = result.run.log.right(3000);
    if (!result.run.finished || result.run.exitCode == 124)
        result.failure = QStringLiteral("the client did not quit within %1 s; the console:\n%2").arg(seconds).arg(tail);
    else if (result.shots.size() != shots)
        result.failure = QStringLiteral("%1 shots in %2, not %3; the console:\n%4")
                             .arg(result.shots.size())
                             .arg(written.path())
                             .arg(shots)
                             .arg(tail);
    for (const QImage &image : std::as_const(result.shots))
        if (result.failure.isEmpty() && image.size() != QSize(640, 480))
            result.failure = QStringLiteral("a shot of %1 x %2, not 640 x 480").arg(image.width()).arg(image.height());
    return result;
}

} // namespace quarry::test::quake2game
