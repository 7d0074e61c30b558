#include "editor/cli/QuakeOptions.h"

#include "io/quake/GamePalette.h"
#include "model/Translate.h"

#include <QCommandLineParser>

namespace quarry {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

void addQuakeConvertOptions(QCommandLineParser &parser)
{
    parser.addOption(
        {QStringLiteral("quake-fps"), tr("MDL, MD2: sample the animations at this frame rate (default 10)."), tr("N")});
    parser.addOption({QStringLiteral("mdl-groups"), tr("MDL: write every animation as one frame group.")});
    parser.addOption({QStringLiteral("mdl-all-flags"), tr("MDL: keep the flags past bit 7.")});
    parser.addOption({QStringLiteral("mdl-onseam"),
                      tr("MDL: store a skin laid out in a front and a back half with onseam, as Quake's tools do.")});
    parser.addOption(
        {QStringLiteral("mdl-fullbrights"), tr("MDL: let skin colours match the fullbright colours (224-255).")});
    parser.addOption({QStringLiteral("mdl-player-colours"),
                      tr("MDL: let skin colours match the shirt and pants colours (16-31, 96-111).")});
    parser.addOption({QStringLiteral("colormap"),
                      tr("MDL: the skin may use the shirt and pants colours (16-31, 96-111) the game recolours per "
                         "player (the same as --mdl-player-colours).")});
    parser.addOption({QStringLiteral("palette"),
                      tr("MDL, MD2: the game's palette for skins: a palette.lmp (or Quake II's colormap.pcx), or a "
                         ".pak, .pk3 or game folder holding gfx/palette.lmp (pics/colormap.pcx); default: the "
                         "game's standard palette."),
                      tr("file")});
    parser.addOption({QStringLiteral("md2-skin-path"),
                      tr("MD2: the game folder the skin names start with (e.g. models/monsters/tank/)."),
                      tr("folder")});
    parser.addOption({QStringLiteral("no-quake-limits"),
                      tr("MDL, MD2: write past the engines' vertex, triangle, frame and skin limits.")});
}

bool quakeWriterOptions(const QCommandLineParser &parser, QVariantMap &options, QString *error)
{
    if (parser.isSet(QStringLiteral("quake-fps"))) {
        bool ok = false;
        const double fps = parser.value(QStringLiteral("quake-fps")).toDouble(&ok);
        if (!ok || !(fps > 0)) {
            *error = tr("--quake-fps: \"%1\" is not a positive number").arg(parser.value(QStringLiteral("quake-fps")));
            return false;
        }
        options.insert(QStringLiteral("mdl.fps"), fps);
        options.insert(QStringLiteral("md2.fps"), fps);
    }
    if (parser.isSet(QStringLiteral("mdl-groups")))
        options.insert(QStringLiteral("mdl.groups"), true);
    if (parser.isSet(QStringLiteral("mdl-all-flags")))
        options.insert(QStringLiteral("mdl.allFlags"), true);
    if (parser.isSet(QStringLiteral("mdl-onseam")))
        options.insert(QStringLiteral("mdl.onseam"), true);
    if (parser.isSet(QStringLiteral("mdl-fullbrights")))
        options.insert(QStringLiteral("mdl.fullbrights"), true);
    if (parser.isSet(QStringLiteral("mdl-player-colours")) || parser.isSet(QStringLiteral("colormap")))
        options.insert(QStringLiteral("mdl.playerColours"), true);
    if (parser.isSet(QStringLiteral("palette"))) {
        if (QString why; !quake::paletteOptions(parser.value(QStringLiteral("palette")), options, &why)) {
            *error = tr("--palette: %1").arg(why);
            return false;
        }
    }
    if (parser.isSet(QStringLiteral("md2-skin-path"))) {
        QString folder = parser.value(QStringLiteral("md2-skin-path"));
        if (!folder.isEmpty() && !folder.endsWith(QLatin1Char('/')))
            folder += QLatin1Char('/');
        options.insert(QStringLiteral("md2.skinPath"), folder);
    }
    if (parser.isSet(QStringLiteral("no-quake-limits"))) {
        options.insert(QStringLiteral("mdl.limits"), false);
        options.insert(QStringLiteral("md2.limits"), false);
    }
    return true;
}

void quakeReadOptions(const QVariantMap &writerOptions, QVariantMap &readOptions)
{
    for (const char *name : {"mdl.palette", "mdl.paletteSource"})
        if (writerOptions.contains(QLatin1String(name)))
            readOptions.insert(QLatin1String(name), writerOptions.value(QLatin1String(name)));
}

} // namespace quarry
