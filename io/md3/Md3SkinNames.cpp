#include "io/md3/Md3SkinNames.h"

#include "io/md3/Md3PlayerRenderer.h"
#include "model/Translate.h"

#include <QSet>

#include <algorithm>

namespace quarry {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

namespace {

QString readableName(const QString &name)
{
    QString out = name;
    for (QChar &c : out)
        if (c.unicode() <= 32 || c.unicode() >= 127 || c == QLatin1Char(',') || c == QLatin1Char('"')
            || c == QLatin1Char('/'))
            c = QLatin1Char('_');
    // The skin reader skips a line naming "tag_" (the tags' lines).
    for (qsizetype at = out.indexOf(QLatin1String("tag_"), 0, Qt::CaseInsensitive); at >= 0;
         at = out.indexOf(QLatin1String("tag_"), at, Qt::CaseInsensitive))
        out[at + 3] = QLatin1Char('-');
    // R_LoadMD3 cuts a trailing "_1", "_x" off.
    if (out.size() > 2 && out[out.size() - 2] == QLatin1Char('_'))
        out[out.size() - 2] = QLatin1Char('-');
    return out.isEmpty() ? QStringLiteral("surface") : out;
}

} // namespace

QString quake3SkinSurfaceName(const QString &name)
{
    // The end of the name tells meshes apart more often than its start
    // (an exporter's prefix, then "_mesh.020_submesh2").
    return readableName(name).right(kQuake3SurfaceNameLength);
}

QString quake3PlayerName(const QString &name)
{
    QString out = name;
    for (QChar &c : out)
        if (c.unicode() <= 32 || c.unicode() >= 127 || c == QLatin1Char(',') || c == QLatin1Char('"')
            || c == QLatin1Char('/') || c == QLatin1Char('\\') || c == QLatin1Char(';'))
            c = QLatin1Char('_');
    const bool dots = std::all_of(out.cbegin(), out.cend(), [](QChar c) { return c == QLatin1Char('.'); });
    return dots ? QString() : out;
}

QStringList quake3SkinSurfaceNames(Model &model)
{
    // Names that need no change keep them (the first of a name that two
    // meshes share); the others are kept apart from them.
    QSet<QString> taken;
    QList<bool> kept(model.meshes.size(), false);
    for (qsizetype m = 0; m < model.meshes.size(); ++m) {
        const QString &name = model.meshes[m].name;
        if (quake3SkinSurfaceName(name) == name && !taken.contains(name.toLower())) {
            taken.insert(name.toLower());
            kept[m] = true;
        }
    }
    int renamed = 0, cut = 0;
    QString example;
    for (qsizetype m = 0; m < model.meshes.size(); ++m) {
        if (kept[m])
            continue;
        Mesh &mesh = model.meshes[m];
        const QString readable = readableName(mesh.name);
        QString name = readable.right(kQuake3SurfaceNameLength);
        for (int n = 2; taken.contains(name.toLower()); ++n) {
            const QString suffix = QStringLiteral("~%1").arg(n);
            name = readable.right(kQuake3SurfaceNameLength - int(suffix.size())) + suffix;
        }
        taken.insert(name.toLower());
        if (readable.size() > kQuake3SurfaceNameLength)
            ++cut;
        if (readable != mesh.name || name != readable.right(kQuake3SurfaceNameLength))
            if (renamed++ == 0)
                example = QStringLiteral("\"%1\" as \"%2\"").arg(mesh.name, name);
        mesh.name = name;
    }
    QStringList fixes;
    if (renamed > 0)
        fixes << tr("%n surface name(s) written as the game's .skin reader reads them (no spaces, commas, quotes, "
                    "slashes, \"tag_\", characters past ASCII or a '_' before the last character), e.g. %1",
                    nullptr, renamed)
                     .arg(example);
    if (cut > 0)
        fixes << tr("%n surface name(s) cut to their last %1 characters: ioquake3's OpenGL 2 renderer, its default, "
                    "ends the map on a longer one (R_CreateVao)",
                    nullptr, cut)
                     .arg(kQuake3SurfaceNameLength);
    return fixes;
}

} // namespace quarry
