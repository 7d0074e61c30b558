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

namespace {

struct Renamed
{
    int renamed = 0, cut = 0;
    QString example;
};

// Every mesh named with `readable`, then `fit` (which keeps the end of a
// name within the reader's length, `reserve` characters left for a
// suffix), kept apart from the others (compared lower-cased where
// `foldCase`) by a "~N" suffix. Names that need no change keep them (the
// first of a name that two meshes share).
template<typename Readable, typename Fit>
Renamed renameSurfaces(Model &model, Readable readable, Fit fit, bool foldCase)
{
    auto key = [foldCase](const QString &name) { return foldCase ? name.toLower() : name; };
    QSet<QString> taken;
    QList<bool> kept(model.meshes.size(), false);
    for (qsizetype m = 0; m < model.meshes.size(); ++m) {
        const QString &name = model.meshes[m].name;
        if (fit(readable(name), 0) == name && !taken.contains(key(name))) {
            taken.insert(key(name));
            kept[m] = true;
        }
    }
    Renamed out;
    for (qsizetype m = 0; m < model.meshes.size(); ++m) {
        if (kept[m])
            continue;
        Mesh &mesh = model.meshes[m];
        const QString whole = readable(mesh.name);
        QString name = fit(whole, 0);
        for (int n = 2; taken.contains(key(name)); ++n) {
            const QString suffix = QStringLiteral("~%1").arg(n);
            name = fit(whole, int(suffix.size())) + suffix;
        }
        taken.insert(key(name));
        if (fit(whole, 0) != whole)
            ++out.cut;
        if (whole != mesh.name || name != fit(whole, 0))
            if (out.renamed++ == 0)
                out.example = QStringLiteral("\"%1\" as \"%2\"").arg(mesh.name, name);
        mesh.name = name;
    }
    return out;
}

// DarkPlaces' reading of a name (model_shared.c Mod_LoadSkinFiles with
// COM_ParseToken_QuakeC): whitespace and control bytes end a word, as do
// { } ( ) [ ] : , ; (each a word of its own); a quote starts a quoted
// string and "//" or "/*" a comment; a line whose first word starts with
// "tag_" is skipped, and one whose first word is "replace" is a command.
// Characters past ASCII are read as they are.
QString darkplacesReadable(const QString &name)
{
    static const QString breaking = QStringLiteral("{}()[]:,;\"'/");
    QString out = name;
    for (QChar &c : out)
        if (c.unicode() <= 32 || c.unicode() == 127 || breaking.contains(c))
            c = QLatin1Char('_');
    if (out.startsWith(QLatin1String("tag_")))
        out[3] = QLatin1Char('-');
    if (out == QLatin1String("replace"))
        out = QStringLiteral("replace-");
    return out.isEmpty() ? QStringLiteral("surface") : out;
}

// The end of `name` within DarkPlaces' MAX_QPATH (64 bytes with the
// terminating zero, in UTF-8), `reserve` characters left free.
QString darkplacesFit(const QString &name, int reserve)
{
    QString out = name;
    while (out.toUtf8().size() + reserve > kDarkplacesSurfaceNameBytes)
        out.remove(0, out.at(0).isHighSurrogate() ? 2 : 1);
    return out;
}

} // namespace

QStringList darkplacesSkinSurfaceNames(Model &model)
{
    const Renamed r = renameSurfaces(model, darkplacesReadable, darkplacesFit, false);
    QStringList fixes;
    if (r.renamed > 0)
        fixes << tr("%n mesh name(s) written as DarkPlaces' .skin reader reads them (no spaces, commas, colons, "
                    "semicolons, brackets, quotes or slashes, no \"tag_\" at the start, at most %1 bytes), e.g. %2",
                    nullptr, r.renamed)
                     .arg(kDarkplacesSurfaceNameBytes)
                     .arg(r.example);
    return fixes;
}

QStringList quake3SkinSurfaceNames(Model &model)
{
    const Renamed r = renameSurfaces(
        model, readableName,
        [](const QString &name, int reserve) { return name.right(kQuake3SurfaceNameLength - reserve); }, true);
    QStringList fixes;
    if (r.renamed > 0)
        fixes << tr("%n surface name(s) written as the game's .skin reader reads them (no spaces, commas, quotes, "
                    "slashes, \"tag_\", characters past ASCII or a '_' before the last character), e.g. %1",
                    nullptr, r.renamed)
                     .arg(r.example);
    if (r.cut > 0)
        fixes << tr("%n surface name(s) cut to their last %1 characters: ioquake3's OpenGL 2 renderer, its default, "
                    "ends the map on a longer one (R_CreateVao)",
                    nullptr, r.cut)
                     .arg(kQuake3SurfaceNameLength);
    return fixes;
}

} // namespace quarry
