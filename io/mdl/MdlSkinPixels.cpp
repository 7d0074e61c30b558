#include "io/mdl/MdlFormat.h"
#include "io/mdl/MdlSkins.h"
#include "io/quake/QuakeTables.h"
#include "io/quake/SkinImages.h"
#include "model/Translate.h"

#include <QDir>
#include <QFileInfo>

#include <array>
#include <climits>
#include <cmath>

namespace quarry::mdl {

// lupdate files tr() calls made in this namespace under its name; the
// lookup must use the same one.
QUARRY_NAMESPACE_TR("quarry::mdl")

quake::SkinMapping skinMapping(const WriteOptions &options, QString *paletteSource)
{
    quake::SkinMapping mapping;
    mapping.fullbrights = options.options.value(QStringLiteral("mdl.fullbrights"), false).toBool();
    mapping.playerColours = options.options.value(QStringLiteral("mdl.playerColours"), false).toBool();
    paletteSource->clear();
    const std::optional<std::array<quint8, 768>> palette = quake::paletteFromBytes(
        options.options.value(QStringLiteral("mdl.palette")).toByteArray());
    if (!palette)
        return mapping;
    mapping.palette = quake::colorTable(*palette);
    *paletteSource = options.options.value(QStringLiteral("mdl.paletteSource")).toString();
    if (paletteSource->isEmpty())
        *paletteSource = QStringLiteral("mdl.palette");
    return mapping;
}

QString skinTextureDirectory(const QString &path, const WriteOptions &options)
{
    const QString folder = options.options.value(QStringLiteral("textureDirectory")).toString();
    return folder.isEmpty() ? QFileInfo(path).absolutePath() : folder;
}

SkinSet indexSkins(const Model &model, const QString &path, const WriteOptions &options, const QImage &packed,
                   const QImage &packedGlow)
{
    SkinSet set;
    auto warn = [&](const QString &message) { set.warnings.append(message); };
    set.slotList = skinSlots(model);
    const QString base = skinTextureDirectory(path, options);
    QList<QList<QImage>> images, glows;
    bool sized = false;
    for (const SkinSlot &slot : std::as_const(set.slotList)) {
        QList<QImage> list, glowList;
        for (int m : slot.materials) {
            QString why;
            const QImage image = packed.isNull() ? quake::materialImage(model, model.materials[m], base, &why) : packed;
            if (image.isNull() && !why.isEmpty())
                warn(tr("material \"%1\": %2; its skin is left blank").arg(model.materials[m].name, why));
            QImage glow = packedGlow;
            if (packed.isNull() && m >= 0 && !image.isNull()) {
                QString file;
                why.clear();
                glow = quake::materialGlow(model, model.materials[m], base, &file, &why);
                if (!why.isEmpty())
                    warn(tr("material \"%1\": %2; it is drawn without fullbright texels")
                             .arg(model.materials[m].name, why));
            }
            glowList.append(glow);
            if (!image.isNull() && !sized) {
                sized = true;
                set.imageWidth = image.width();
                set.imageHeight = image.height();
            }
            list.append(image);
        }
        images.append(list);
        glows.append(glowList);
    }
    if (set.slotList.isEmpty()) {
        set.slotList.append(SkinSlot{{-1}, {}});
        images.append(QList<QImage>{QImage()});
        glows.append(QList<QImage>{QImage()});
        warn(tr("the model has no texture: the MDL gets a blank skin of 64 × 64 texels"));
    }
    if (set.imageHeight > kMaxSkinHeight) {
        set.imageWidth = std::max(1, int(std::lround(double(set.imageWidth) * kMaxSkinHeight / set.imageHeight)));
        warn(tr("the skin is %1 texels high: scaled to %2 × %3 (Quake loads at most %4)")
                 .arg(set.imageHeight)
                 .arg(set.imageWidth)
                 .arg(kMaxSkinHeight)
                 .arg(kMaxSkinHeight));
        set.imageHeight = kMaxSkinHeight;
    }
    set.width = (set.imageWidth + 3) / 4 * 4;
    set.height = set.imageHeight;
    QString paletteSource;
    const quake::SkinMapping mapping = skinMapping(options, &paletteSource);
    int remapped = 0, cornered = 0;
    qsizetype glowing = 0;
    // The index the engines fill with: 0, whatever the palette (their
    // search for an "opaque black" compares a packed RGBA value with a
    // transparent red, which no palette entry is: gl_model.c).
    constexpr int black = 0;
    const QList<QRgb> palette = mapping.colours();
    for (qsizetype s = 0; s < images.size(); ++s) {
        QList<QByteArray> pixels;
        for (qsizetype i = 0; i < images[s].size(); ++i) {
            quake::IndexedSkin skin = quake::indexSkin(images[s][i], set.width, set.height, set.imageWidth,
                                                       set.imageHeight, mapping, glows[s].value(i));
            remapped += skin.remapped ? 1 : 0;
            glowing += skin.glowing;
            // The engines' fill from the top left texel (Mod_FloodFillSkin)
            // does nothing where that texel is already the colour it fills with.
            if (skin.remapped && !skin.indices.isEmpty() && quint8(skin.indices[0]) != black
                && quint8(skin.indices[0]) != 255) {
                const bool same = (palette[quint8(skin.indices[0])] & 0xffffff) == (palette[black] & 0xffffff);
                skin.indices[0] = char(black);
                cornered += same ? 0 : 1;
            }
            pixels.append(skin.indices);
        }
        set.pixels.append(pixels);
    }
    if (remapped > 0 && paletteSource.isEmpty())
        warn(tr("%n skin image(s) mapped to Quake's palette (dithered)", nullptr, remapped));
    else if (remapped > 0)
        warn(tr("%n skin image(s) mapped to the palette of %1 (dithered)", nullptr, remapped)
                 .arg(QDir::toNativeSeparators(paletteSource)));
    if (cornered > 0)
        warn(tr("the top left texel of %n skin image(s) made colour 0: Quake's engines paint the area of its colour "
                "joined to it in colour 0 (black), taking it for the background",
                nullptr, cornered));
    if (glowing > 0)
        warn(tr("%n texel(s) lit by a glow texture take Quake's fullbright colours (224-254)", nullptr,
                int(std::min<qsizetype>(glowing, INT_MAX))));
    return set;
}

} // namespace quarry::mdl
