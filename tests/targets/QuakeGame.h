// A Quake game folder made from nothing, for Debian's quakespasm (which
// ships no Quake data) and darkplaces to load and draw models: every file
// the engines need is written here and none of id Software's is used.
// QuakeSpasm 0.95 (Quake/ in its source) needs, before it plays anything:
// - gfx.wad, a WAD2 (wad.c W_LoadWadFile) whose "conchars" lump, the
//   128 x 128 console font, must be there (gl_draw.c Draw_LoadPics); other
//   lumps it only reports missing (wad.c W_GetLumpinfo). Here the font is
//   all index 0, which the engine draws transparent: no text on the shots;
// - gfx/palette.lmp (gl_texmgr.c TexMgr_LoadPalette): Quake's palette,
//   which Quarry keeps (io/quake/QuakeTables), or a game's own; loose, or
//   in id1/pak0.pak as games ship it (common.c COM_AddGameDirectory adds
//   pak0.pak, pak1.pak, ... over the folder's loose files);
// - gfx/colormap.lmp (host.c Host_Init), 64 light levels of 256 indices;
// - gfx/conback.lmp, the console's background (gl_draw.c Draw_CachePic);
// - gfx/pop.lmp, the marker of a registered copy (common.c
//   COM_CheckRegistered): without it the engine reads no loose file
//   inside a folder (common.c COM_FindFile: "if not a registered version,
//   don't ever go beyond base"), and a pak other than id's own stops it
//   ("You must have the registered version to use modified games"). The
//   marker is the engine's own table `pop`, read here from the installed
//   engine's binary so that no copy of it is in Quarry;
// - quake.rc, which runs the command line's +commands (stuffcmds).
// A model is drawn by the client only in a level, so the folder has a
// level of one empty leaf (maps/quarry.bsp, BSP version 29 with no faces,
// no textures and no lighting: the engine then lights models fully,
// gl_rlight.c R_LightPoint), and a recorded game (a demo, quarry.dem)
// that the client plays: the server info naming the level and the model,
// the sign-on, then ten messages a second that place the viewer and the
// model, set its frame and, at set times, stuff commands into the console
// (screenshot, quit). No QuakeC is needed: a demo is played without a
// server. DarkPlaces plays the same folder (it has its own palette and
// font, and refuses a node whose two sides are one leaf).
#pragma once

#include "io/quake/LittleEndian.h"
#include "io/quake/QuakeTables.h"

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QList>
#include <QProcess>
#include <QRegularExpression>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QVector3D>

#include <cmath>
#include <cstring>
#include <utility>

namespace quarry::test::quakegame {

// The first 32 bytes of the engine's marker table (128 shorts, the
// first ten zero, then 0x6600): where the table starts in the binary.
inline QByteArray markerStart()
{
    QByteArray start(32, '\0');
    start[21] = 0x66;
    start[29] = 0x66;
    return start;
}

// gfx/pop.lmp as the engine checks it (its 128 shorts big-endian), taken
// from the engine's binary; empty where the table is not found once.
inline QByteArray registrationMarker(const QString &engine)
{
    QFile file(engine);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QByteArray binary = file.readAll();
    const QByteArray start = markerStart();
    const qsizetype at = binary.indexOf(start);
    if (at < 0 || binary.indexOf(start, at + 1) >= 0 || at + 256 > binary.size())
        return {};
    QByteArray marker(256, '\0');
    for (int i = 0; i < 256; i += 2) {
        marker[i] = binary[at + i + 1];
        marker[i + 1] = binary[at + i];
    }
    return marker;
}

// gfx.wad: a WAD2 of one lump, conchars (type 'D', raw 128 x 128), all
// index 0.
inline QByteArray gfxWad()
{
    using namespace quarry::quake;
    const QByteArray font(128 * 128, '\0');
    QByteArray wad("WAD2");
    appendI32(wad, 1);
    appendI32(wad, 12 + int(font.size())); // the directory after the lump
    wad += font;
    appendI32(wad, 12); // filepos
    appendI32(wad, int(font.size())); // disksize
    appendI32(wad, int(font.size())); // size
    wad += char(0x44); // type: raw
    wad += QByteArray(3, '\0'); // compression, padding
    QByteArray name("conchars");
    name.resize(16, '\0');
    wad += name;
    return wad;
}

// gfx/colormap.lmp: 64 light levels each leaving every index as it is,
// then the count of fullbright colours (32: 224-255).
inline QByteArray colormap()
{
    QByteArray map;
    for (int level = 0; level < 64; ++level)
        for (int i = 0; i < 256; ++i)
            map += char(i);
    map += char(32);
    return map;
}

// A qpic (width, height, indices) of one colour.
inline QByteArray flatPicture(int width, int height, quint8 index)
{
    QByteArray pic;
    quarry::quake::appendI32(pic, width);
    quarry::quake::appendI32(pic, height);
    pic += QByteArray(width * height, char(index));
    return pic;
}

// maps/quarry.bsp: BSP 29 of one plane (z = 0), one node splitting an
// 8192-unit box into two empty leaves (1 above, 2 below; DarkPlaces
// refuses a node whose sides are one leaf), the solid leaf 0 every BSP
// has, no faces, and the world model spanning it. Where `dark`, the level
// has lighting data (four dark texels no face uses): QuakeSpasm then
// lights models from the faces below them (gl_rlight.c R_LightPoint),
// here none, so a model is black but for its fullbright texels, unless
// r_fullbright is set (gl_rmain.c R_SetupView draws models unlit then).
// With `unseenFace`, one triangle in the faces lump that no node, leaf or
// model lists, so never drawn: vkQuake makes a buffer of one entry per
// face, and one of size 0 crashes Mesa's lavapipe (r_brush.c
// GL_AllocateSurfaceSubmodelsBuffer).
inline QByteArray emptyLevel(bool dark = false, bool unseenFace = false)
{
    using namespace quarry::quake;
    const QByteArray entities = QByteArrayLiteral("{\n\"classname\" \"worldspawn\"\n}\n") + '\0';
    QByteArray planes;
    for (float f : {0.0f, 0.0f, 1.0f, 0.0f})
        appendF32(planes, f);
    appendI32(planes, 2); // PLANE_Z
    const auto box = [](QByteArray &out, qint16 half, qint16 bottom, qint16 top) {
        appendI16(out, qint16(-half));
        appendI16(out, qint16(-half));
        appendI16(out, bottom);
        appendI16(out, half);
        appendI16(out, half);
        appendI16(out, top);
    };
    QByteArray nodes;
    appendI32(nodes, 0); // plane
    appendI16(nodes, -2); // front: leaf 1
    appendI16(nodes, -3); // back: leaf 2
    box(nodes, 4096, -4096, 4096);
    appendI16(nodes, 0); // first face
    appendI16(nodes, 0); // faces
    QByteArray leafs;
    for (const int leaf : {0, 1, 2}) {
        appendI32(leafs, leaf == 0 ? -2 : -1); // CONTENTS_SOLID, CONTENTS_EMPTY
        appendI32(leafs, -1); // no visibility data: every leaf seen
        if (leaf == 0)
            box(leafs, 0, 0, 0);
        else
            box(leafs, 4096, leaf == 1 ? 0 : -4096, leaf == 1 ? 4096 : 0);
        appendI16(leafs, 0); // first mark surface
        appendI16(leafs, 0); // mark surfaces
        leafs += QByteArray(4, '\0'); // ambient sound levels
    }
    QByteArray models;
    for (float f : {-4096.0f, -4096.0f, -4096.0f, 4096.0f, 4096.0f, 4096.0f, 0.0f, 0.0f, 0.0f})
        appendF32(models, f);
    for (int i : {0, 0, 0, 0, 2, 0, 0}) // head nodes of the 4 hulls, visleafs, first face, faces
        appendI32(models, i);
    // Lumps in the file's order: entities, planes, textures, vertices,
    // visibility, nodes, texinfo, faces, lighting, clipnodes, leafs,
    // marksurfaces, edges, surfedges, models.
    const QByteArray lighting = dark ? QByteArray(4, '\0') : QByteArray();
    QByteArray vertices, texinfo, faces, edges, surfedges;
    if (unseenFace) {
        for (float f : {0.0f, 0.0f, -4000.0f, 16.0f, 0.0f, -4000.0f, 0.0f, 16.0f, -4000.0f})
            appendF32(vertices, f);
        for (qint16 v : {0, 0, 0, 1, 1, 2, 2, 0}) // edge 0 is never used
            appendI16(edges, v);
        for (int e : {1, 2, 3})
            appendI32(surfedges, e);
        for (float f : {1.0f, 0.0f, 0.0f, 0.0f, 0.0f, 1.0f, 0.0f, 0.0f})
            appendF32(texinfo, f);
        appendI32(texinfo, 0); // miptex
        appendI32(texinfo, 0); // flags
        appendI16(faces, 0); // plane
        appendI16(faces, 0); // side
        appendI32(faces, 0); // first surfedge
        appendI16(faces, 3); // surfedges
        appendI16(faces, 0); // texinfo
        faces += QByteArray(4, char(255)); // no light styles
        appendI32(faces, -1); // no lighting
    }
    const QList<QByteArray> lumps{entities, planes, {},    vertices, {},    nodes,     texinfo, faces,
                                  lighting, {},     leafs, {},       edges, surfedges, models};
    QByteArray bsp;
    appendI32(bsp, 29);
    bsp += QByteArray(int(lumps.size()) * 8, '\0');
    for (int i = 0; i < lumps.size(); ++i) {
        while (bsp.size() % 4)
            bsp += '\0';
        writeI32(bsp.data() + 4 + i * 8, int(bsp.size()));
        writeI32(bsp.data() + 8 + i * 8, int(lumps[i].size()));
        bsp += lumps[i];
    }
    return bsp;
}

// Where a model is: the viewer's entity (1) stands at the origin looking
// along +X (yaw 0, the eye 22 units up, Quake's default view height); the
// model (entity 2) at `origin`, turned `yaw` degrees.
struct Placement
{
    QVector3D origin;
    float yaw = 180;
};

// What the demo shows for a while: a model at a frame, or none.
struct Stage
{
    int model = 0; // 1-based into the demo's models; 0: none drawn
    int frame = 0;
    Placement placement;
    QString commands; // stuffed into the console as the stage starts
    QString shot; // the screenshot command
};

inline constexpr int kMessagesPerStage = 30; // 3 s at ten a second
inline constexpr int kShotMessage = 25; // the screenshot 2.5 s into each stage

// quarry.dem precaching `models` (progs/NAME.mdl, ...) after the level:
// protocol 15 (NetQuake), one client; each stage lasts kMessagesPerStage
// messages, its shot at kShotMessage; then the `quit` commands (Ironwail,
// as QuakeSpasm, asks whether to quit unless the console is down:
// host_cmd.c Host_Quit_f, and its question needs menu pictures the folder
// lacks).
inline QByteArray demo(const QStringList &models, const QList<Stage> &stages,
                       const QString &quit = QStringLiteral("quit"))
{
    using namespace quarry::quake;
    const auto string = [](const QString &s) { return s.toLatin1() + '\0'; };
    const auto coord = [](QByteArray &out, float v) { appendI16(out, qint16(std::lround(v * 8))); };
    const auto angle = [](QByteArray &out, float degrees) {
        out += char(quint8(std::lround(degrees * 256 / 360) & 255));
    };
    QList<QByteArray> messages;
    QByteArray signon;
    signon += char(11); // svc_serverinfo
    appendI32(signon, 15);
    signon += char(1); // maxclients
    signon += char(0); // coop
    signon += string(QStringLiteral("quarry"));
    signon += string(QStringLiteral("maps/quarry.bsp")); // model 1, the world
    for (const QString &model : models)
        signon += string(model); // models 2, 3, ...
    signon += string({}); // end of models
    signon += string({}); // no sounds
    signon += char(5); // svc_setview
    appendI16(signon, 1);
    // Baselines: an entity has none otherwise, and its scale stays 0.
    for (const int entity : {1, 2}) {
        signon += char(22); // svc_spawnbaseline
        appendI16(signon, qint16(entity));
        signon += QByteArray(4, '\0'); // model, frame, colormap, skin
        for (int i = 0; i < 3; ++i) {
            coord(signon, 0);
            angle(signon, 0);
        }
    }
    for (const int step : {1, 2, 3}) {
        signon += char(25); // svc_signonnum; the first entity update is the 4th
        signon += char(step);
    }
    messages << signon;
    int count = 0;
    for (qsizetype s = 0; s <= stages.size(); ++s)
        for (int m = 0; m < (s < stages.size() ? kMessagesPerStage : 1); ++m) {
            QByteArray message;
            message += char(7); // svc_time
            appendF32(message, float(++count) * 0.1f);
            message += char(15); // svc_clientdata: no bits
            appendI16(message, 0);
            appendI32(message, 0); // items
            appendI16(message, 100); // health
            message += QByteArray(6, '\0'); // ammo, shells, nails, rockets, cells, weapon
            message += char(0x80 | 2 | 4 | 8); // the viewer: U_ORIGIN1-3
            message += char(1);
            for (int i = 0; i < 3; ++i)
                coord(message, 0);
            if (s < stages.size() && stages[s].model > 0) {
                const Stage &stage = stages[s];
                // U_MOREBITS, U_ORIGIN1-3, U_ANGLE2, U_FRAME | U_MODEL
                const int bits = 1 | 2 | 4 | 8 | 16 | 64 | 1 << 10;
                message += char(0x80 | (bits & 0x7f));
                message += char(bits >> 8);
                message += char(2); // entity
                message += char(stage.model + 1); // after the world
                message += char(stage.frame);
                coord(message, stage.placement.origin.x());
                coord(message, stage.placement.origin.y());
                angle(message, stage.placement.yaw);
                coord(message, stage.placement.origin.z());
            }
            QString commands;
            if (s == stages.size())
                commands = quit;
            else if (m == 0)
                commands = stages[s].commands;
            else if (m == kShotMessage)
                commands = stages[s].shot;
            if (!commands.isEmpty()) {
                message += char(9); // svc_stufftext
                message += string(commands + QLatin1Char('\n'));
            }
            messages << message;
        }
    QByteArray out("-1\n"); // no CD track
    for (const QByteArray &message : std::as_const(messages)) {
        appendI32(out, int(message.size()));
        for (int i = 0; i < 3; ++i)
            appendF32(out, 0); // the view angles
        out += message;
    }
    return out;
}

// What an engine run under xvfb-run printed and how it ended.
struct EngineRun
{
    QString log;
    int exitCode = -1; // -1: crashed or killed; 124: `timeout` ended it
    bool finished = false;
};

// Runs `engine` with `arguments` under `xvfbRun` (a 640 x 480 screen) and
// coreutils' `timeout` of `seconds` (xvfb-run leaves the engine running
// when it is killed), the console merged into the log.
inline EngineRun runEngine(const QString &xvfbRun, const QString &engine, const QStringList &arguments, int seconds)
{
    QProcess game;
    game.setProcessChannelMode(QProcess::MergedChannels);
    game.start(xvfbRun, QStringList{QStringLiteral("-a"), QStringLiteral("-s"), QStringLiteral("-screen 0 640x480x24"),
                                    QStringLiteral("timeout"), QStringLiteral("-k"), QStringLiteral("5"),
                                    QString::number(seconds), engine}
                            + arguments);
    EngineRun run;
    if (!game.waitForStarted(20000)) {
        run.log = game.errorString();
        return run;
    }
    run.finished = game.waitForFinished((seconds + 30) * 1000);
    if (!run.finished) {
        game.kill();
        game.waitForFinished(5000);
    }
    run.log = QString::fromLocal8Bit(game.readAll());
    run.exitCode = run.finished && game.exitStatus() == QProcess::NormalExit ? game.exitCode() : -1;
    return run;
}

// The screenshots an engine wrote into its folder `gameDir`, in the order
// its console says it wrote them ("Wrote NAME.png"); the folder removed
// after unless `keep`.
inline QList<QImage> takeShots(const QString &log, const QString &gameDir, bool keep)
{
    static const QRegularExpression wrote(QStringLiteral("^Wrote (\\S+\\.png)"), QRegularExpression::MultilineOption);
    QDir dir(gameDir);
    QList<QImage> shots;
    for (auto it = wrote.globalMatch(log); it.hasNext();)
        shots << QImage(dir.filePath(it.next().captured(1)));
    if (keep)
        qInfo("the engine's shots kept in %s", qPrintable(dir.path()));
    else
        dir.removeRecursively();
    return shots;
}

// QuakeSpasm (`engine`) under `xvfbRun` playing `base`'s id1/quarry.dem as
// the game `gameName` (its screenshots go to ~/.quakespasm/gameName), in a
// window of `shotSize`, with developer 1; the screenshots it wrote
// (spasmNNNN.png, in the console's order), the folder removed unless
// QUARRY_GAME_SHOTS is set. `failure` says why the run is not one to
// check: it did not quit in time, or wrote other than `shots` shots of
// that size.
struct QuakeSpasmRun
{
    EngineRun run;
    QList<QImage> shots; // RGB32
    QString failure;
};

inline QuakeSpasmRun runQuakeSpasm(const QString &xvfbRun, const QString &engine, const QString &base,
                                   const QString &gameName, QSize shotSize, int shots, int seconds)
{
    QuakeSpasmRun result;
    result.run = runEngine(xvfbRun, engine,
                           {QStringLiteral("-basedir"), base, QStringLiteral("-game"), gameName,
                            QStringLiteral("-nosound"), QStringLiteral("-window"), QStringLiteral("-width"),
                            QString::number(shotSize.width()), QStringLiteral("-height"),
                            QString::number(shotSize.height()), QStringLiteral("+developer"), QStringLiteral("1"),
                            QStringLiteral("+playdemo"), QStringLiteral("quarry")},
                           seconds);
    const QString &log = result.run.log;
    for (const QImage &shot : takeShots(log, QDir::homePath() + QStringLiteral("/.quakespasm/") + gameName,
                                        !qEnvironmentVariableIsEmpty("QUARRY_GAME_SHOTS")))
        result.shots << shot.convertToFormat(QImage::Format_RGB32);
    if (!result.run.finished || result.run.exitCode == 124)
        result.failure =
            QStringLiteral("the engine did not quit within %1 s; the console:\n%2").arg(seconds).arg(log.right(3000));
    else if (result.shots.size() != shots)
        result.failure = QStringLiteral("%1 shots written, not %2; the console:\n%3")
                             .arg(result.shots.size())
                             .arg(shots)
                             .arg(log.right(3000));
    for (const QImage &shot : std::as_const(result.shots))
        if (result.failure.isEmpty() && shot.size() != shotSize)
            result.failure = QStringLiteral("a shot of %1 x %2, not %3 x %4")
                                 .arg(shot.width())
                                 .arg(shot.height())
                                 .arg(shotSize.width())
                                 .arg(shotSize.height());
    return result;
}

// A PACK archive (pak0.pak) of `entries` (name, bytes), as Quake's tools
// lay one out: the header, the data, then the directory of 64-byte
// entries (a 56-byte name, offset, size).
inline QByteArray pak(const QList<std::pair<QByteArray, QByteArray>> &entries)
{
    QByteArray data(12, '\0');
    QByteArray directory;
    for (const auto &[name, bytes] : entries) {
        directory += name.leftJustified(56, '\0', true);
        quarry::quake::appendI32(directory, qint32(data.size()));
        quarry::quake::appendI32(directory, qint32(bytes.size()));
        data += bytes;
    }
    std::memcpy(data.data(), "PACK", 4);
    quarry::quake::writeI32(data.data() + 4, qint32(data.size()));
    quarry::quake::writeI32(data.data() + 8, qint32(directory.size()));
    return data + directory;
}

// Why a suite cannot run `engine` (Debian's package `package`) under
// `xvfbRun` (a game that cannot start fails the suite), or empty; the
// suite's folder `dir` is kept (and said so) where QUARRY_GAME_SHOTS is set.
inline QString engineMissing(const QString &engine, const QString &package, const QString &xvfbRun, QTemporaryDir &dir)
{
    if (!QFileInfo::exists(engine))
        return QStringLiteral("%1 is not installed (Debian package %1; ./build.sh test installs it): a game that "
                              "cannot start fails the suite")
            .arg(package);
    if (!QFileInfo::exists(xvfbRun))
        return QStringLiteral("xvfb-run is not installed (Debian package xvfb)");
    if (!dir.isValid())
        return QStringLiteral("no temporary folder: %1").arg(dir.errorString());
    if (!qEnvironmentVariableIsEmpty("QUARRY_GAME_SHOTS")) {
        dir.setAutoRemove(false);
        qInfo("game folder kept in %s", qPrintable(dir.path()));
    }
    return {};
}

inline bool writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

// How the game folder differs from the plain one.
struct GameData
{
    QByteArray palette; // gfx/palette.lmp, 768 bytes; empty: Quake's
    bool packed = false; // the palette and colormap in id1/pak0.pak, as a game ships them
    bool dark = false; // the level has lighting data (emptyLevel)
    // For the QuakeSpasm forks Ironwail and vkQuake: id1/pak0.pak also
    // holds quake.rc (they take a folder without one for no Quake folder,
    // common.c COM_SetBaseDir, and ignore an empty pack with a warning);
    // the menu pictures they compare their own with (without them Ironwail
    // closes a file it never opened and crashes: menu.c M_CheckCustomGfx),
    // the loading plaque vkQuake draws at start (gl_screen.c
    // SCR_DrawLoadingPic) and a level with an unseen face.
    bool fork = false;
};

// The game folder `base`/id1 with everything but the models and the demo,
// and the registration marker read from `engine` (none where it is empty:
// DarkPlaces does not ask for it); an error, or empty.
inline QString writeGameData(const QString &base, const QString &engine, const GameData &data = {})
{
    const QDir id1(base + QStringLiteral("/id1"));
    const auto &quake = quarry::quake::quakePalette();
    const QByteArray palette = data.palette.isEmpty()
                                   ? QByteArray(reinterpret_cast<const char *>(quake.data()), qsizetype(quake.size()))
                                   : data.palette;
    QList<std::pair<QString, QByteArray>> files{{QStringLiteral("gfx.wad"), gfxWad()},
                                                {QStringLiteral("gfx/conback.lmp"), flatPicture(8, 8, 0)},
                                                {QStringLiteral("quake.rc"), QByteArrayLiteral("stuffcmds\n")},
                                                {QStringLiteral("maps/quarry.bsp"), emptyLevel(data.dark, data.fork)}};
    QList<std::pair<QByteArray, QByteArray>> packed;
    if (data.packed)
        packed += {{"gfx/palette.lmp", palette}, {"gfx/colormap.lmp", colormap()}};
    else
        files += {{QStringLiteral("gfx/palette.lmp"), palette}, {QStringLiteral("gfx/colormap.lmp"), colormap()}};
    if (data.fork) {
        packed += {"quake.rc", QByteArrayLiteral("stuffcmds\n")};
        for (const char *menu : {"mainmenu", "sp_menu", "ttl_sgl", "loading"})
            files.append({QStringLiteral("gfx/%1.lmp").arg(QLatin1String(menu)), flatPicture(8, 8, 0)});
    }
    if (!packed.isEmpty())
        files.append({QStringLiteral("pak0.pak"), pak(packed)});
    if (!engine.isEmpty()) {
        const QByteArray marker = registrationMarker(engine);
        if (marker.isEmpty())
            return QStringLiteral("the registration marker (common.c pop) is not found once in %1").arg(engine);
        files.append({QStringLiteral("gfx/pop.lmp"), marker});
    }
    for (const auto &[name, bytes] : files)
        if (!writeFile(id1.filePath(name), bytes))
            return QStringLiteral("cannot write %1").arg(id1.filePath(name));
    return {};
}

} // namespace quarry::test::quakegame
