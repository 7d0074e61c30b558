#include "io/mdl/MdlSkins.h"

#include "io/mdl/MdlFormat.h"
#include "io/quake/SkinAtlas.h"
#include "io/quake/SkinImages.h"
#include "model/Translate.h"

#include <QSet>

#include <cmath>

namespace quarry::mdl {

// lupdate files tr() calls made in this namespace under its name; the
// lookup must use the same one.
QUARRY_NAMESPACE_TR("quarry::mdl")

QList<SkinSlot> skinSlots(const Model &model)
{
    QList<SkinSlot> found;
    int lastSlot = -1;
    for (int m = 0; m < model.materials.size(); ++m) {
        const QVariantMap &extras = model.materials[m].extras;
        if (!extras.contains(QStringLiteral("mdl.skin")))
            continue;
        const int slot = extras.value(QStringLiteral("mdl.skin")).toInt();
        const bool grouped = extras.contains(QStringLiteral("mdl.interval"));
        if (grouped && slot == lastSlot && !found.isEmpty() && !found.last().intervals.isEmpty()) {
            found.last().materials.append(m);
            found.last().intervals.append(extras.value(QStringLiteral("mdl.interval")).toFloat());
            continue;
        }
        SkinSlot s;
        s.materials.append(m);
        if (grouped)
            s.intervals.append(extras.value(QStringLiteral("mdl.interval")).toFloat());
        found.append(s);
        lastSlot = slot;
    }
    if (found.isEmpty())
        for (const Mesh &mesh : model.meshes)
            if (mesh.material >= 0 && mesh.material < model.materials.size()) {
                found.append(SkinSlot{{mesh.material}, {}});
                break;
            }
    return found;
}

std::optional<PackedSkin> packMaterials(const Model &model, const QString &baseDirectory)
{
    for (const Material &material : model.materials)
        if (material.extras.contains(QStringLiteral("mdl.skin")))
            return std::nullopt;
    QSet<int> used;
    for (const Mesh &mesh : model.meshes)
        if (!mesh.triangles.isEmpty())
            used.insert(mesh.material >= 0 && mesh.material < model.materials.size() ? mesh.material : -1);
    if (used.size() < 2)
        return std::nullopt;
    PackedSkin packed;
    QList<QImage> textures;
    for (const Material &material : model.materials) {
        QString why;
        textures.append(quake::materialImage(model, material, baseDirectory, &why));
        if (textures.last().isNull() && !why.isEmpty())
            packed.notes << tr("material \"%1\": %2; its part of the skin takes its colour").arg(material.name, why);
    }
    // Glow textures, packed the same way as the textures (the same sizes
    // and so the same places), black where a material has none.
    QList<QImage> glows;
    bool glowing = false;
    for (qsizetype m = 0; m < model.materials.size(); ++m) {
        QImage glow;
        if (!textures[m].isNull()) {
            QString file, why;
            glow = quake::materialGlow(model, model.materials[m], baseDirectory, &file, &why);
            if (!why.isEmpty())
                packed.notes << tr("material \"%1\": %2; it is drawn without fullbright texels")
                                    .arg(model.materials[m].name, why);
            glowing = glowing || !glow.isNull();
            if (glow.isNull()) {
                glow = QImage(textures[m].size(), QImage::Format_RGB32);
                glow.fill(Qt::black);
            } else {
                glow = glow.scaled(textures[m].size(), Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
            }
        }
        glows.append(glow);
    }
    if (glowing) {
        Model dark = model;
        for (Material &material : dark.materials)
            material.diffuse = QVector4D(0, 0, 0, 1);
        packed.glow = quake::packSkinAtlas(dark, glows, kMaxAtlasWidth, kMaxSkinHeight).image;
    }
    packed.model = model;
    const quake::SkinAtlas atlas = quake::packSkinAtlas(packed.model, textures, kMaxAtlasWidth, kMaxSkinHeight);
    Material skin;
    skin.name = QStringLiteral("skin");
    packed.model.materials = {skin};
    packed.image = atlas.image;
    packed.notes << tr("%1 materials' textures packed into one %2 × %3 skin (scaled to %4%): an MDL has one "
                       "texture space")
                        .arg(atlas.tiles)
                        .arg(atlas.image.width())
                        .arg(atlas.image.height())
                        .arg(std::lround(atlas.scale * 100));
    if (atlas.clamped > 0)
        packed.notes << tr("%1 texture coordinates spread over more than %2 repeats of their texture were clamped "
                           "into one: the packed skin holds a texture at most %2 times along each axis")
                            .arg(atlas.clamped)
                            .arg(quake::kAtlasMaxRepeats);
    return packed;
}

} // namespace quarry::mdl
