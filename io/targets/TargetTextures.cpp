#include "io/targets/TargetTextures.h"

#include "io/TgaImage.h"
#include "io/textures/TextureImage.h"
#include "model/Translate.h"
#include "model/ops/OpacityMap.h"
#include "model/ops/TextureLookup.h"

#include <QBuffer>
#include <QColor>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QImage>

namespace quarry {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

QString gameTextureStem(const QString &fileName)
{
    static const QStringList images{QStringLiteral("bmp"), QStringLiteral("tga"),  QStringLiteral("png"),
                                    QStringLiteral("jpg"), QStringLiteral("jpeg"), QStringLiteral("dds"),
                                    QStringLiteral("tif"), QStringLiteral("tiff"), QStringLiteral("gif"),
                                    QStringLiteral("pcx"), QStringLiteral("webp")};
    QString stem = QFileInfo(fileName).completeBaseName();
    for (qsizetype dot = stem.lastIndexOf(QLatin1Char('.')); dot > 0 && images.contains(stem.mid(dot + 1).toLower());
         dot = stem.lastIndexOf(QLatin1Char('.')))
        stem.truncate(dot);
    for (QChar &c : stem)
        if (!(c.isLetterOrNumber() && c.unicode() < 127) && c != QLatin1Char('_') && c != QLatin1Char('-'))
            c = QLatin1Char('_');
    return stem.isEmpty() ? QStringLiteral("texture") : stem;
}

TargetTextures prepareTargetTextures(Model &model, const QString &sourcePath, const QString &gameFolder,
                                     const QStringList &formats)
{
    TargetTextures result;
    QStringList materialShader(model.materials.size());
    result.materialFiles = QList<qsizetype>(model.materials.size(), -1);
    QStringList taken;
    QHash<QString, qsizetype> written; // texture file and opacity map: the first material given it
    const QString base = QFileInfo(sourcePath).absolutePath();
    for (qsizetype i = 0; i < model.materials.size(); ++i) {
        Material &material = model.materials[i];
        if (material.texturePath().isEmpty() && material.name.isEmpty())
            continue;
        const QString found = findTexture(material, sourcePath);
        if (found.isEmpty()) {
            if (!material.texturePath().isEmpty())
                result.warnings << tr("texture %1 of material \"%2\" was not found; it is not copied")
                                       .arg(material.texturePath(), material.name);
            continue;
        }
        QString opacity = opacityMapPath(material);
        if (!opacity.isEmpty() && QFileInfo(opacity).isRelative())
            opacity = base + QLatin1Char('/') + opacity;
        // A texture two materials share is written once, both named after it.
        const QString key = QFileInfo(found).absoluteFilePath() + QLatin1Char('\n') + opacity;
        if (const auto same = written.constFind(key); same != written.cend()) {
            const Material &first = model.materials[*same];
            result.materialFiles[i] = result.materialFiles[*same];
            materialShader[i] = materialShader[*same];
            material.name = first.name;
            material.maps = first.maps;
            continue;
        }
        const QString suffix = QFileInfo(found).suffix().toLower();
        const QString kept = suffix == QLatin1String("jpeg") ? QStringLiteral("jpg") : suffix;
        const QString plain = gameTextureStem(found);
        QString stem = plain;
        for (int n = 1; taken.contains(stem.toLower()); ++n)
            stem = QStringLiteral("%1_%2").arg(plain).arg(n);
        taken << stem.toLower();
        QByteArray bytes;
        QString extension = kept;
        bool hasAlpha = false;
        if (!formats.contains(kept) || !opacity.isEmpty()) {
            const TextureImage read = readTextureImage(found);
            QImage image = read.image;
            if (image.isNull()) {
                result.warnings << tr("texture %1 cannot be read (%2); it is not copied").arg(found, read.error);
                continue;
            }
            if (!opacity.isEmpty()) {
                const TextureImage alpha = readTextureImage(opacity);
                if (!alpha.ok())
                    result.warnings << tr("opacity map %1 cannot be read (%2); the texture keeps its alpha")
                                           .arg(opacity, alpha.error);
                else
                    image = mergeOpacityIntoAlpha(image, alpha.image);
            }
            hasAlpha = image.hasAlphaChannel();
            QBuffer buffer(&bytes);
            buffer.open(QIODevice::WriteOnly);
            image.save(&buffer, "PNG");
            extension = QStringLiteral("png");
        } else {
            QFile file(found);
            if (!file.open(QIODevice::ReadOnly)) {
                result.warnings << tr("texture %1 cannot be read; it is not copied").arg(found);
                continue;
            }
            bytes = file.readAll();
            // Copied only where it decodes; its pixels say whether it has alpha.
            const TextureImage decoded = decodeTextureImage(bytes, found);
            if (!decoded.ok()) {
                result.warnings << tr("texture %1 cannot be read (%2); it is not copied").arg(found, decoded.error);
                continue;
            }
            hasAlpha = decoded.image.hasAlphaChannel();
            if (kept == QLatin1String("tga") && isTopDownTga(bytes)) {
                const QByteArray bottomUp = encodeBottomUpTga(decoded.image);
                if (bottomUp.isEmpty()) {
                    result.warnings << tr("texture %1 is stored top down and cannot be turned over: the game may "
                                          "show it upside down")
                                           .arg(found);
                } else {
                    bytes = bottomUp;
                    result.fixes << tr("texture %1 was stored top down: stored bottom-up, as the game reads it")
                                        .arg(QFileInfo(found).fileName());
                }
            }
        }
        const QString shader = gameFolder.isEmpty() ? stem : gameFolder + QLatin1Char('/') + stem;
        result.materialFiles[i] = result.files.size();
        result.files.append({shader + QLatin1Char('.') + extension, bytes});
        materialShader[i] = shader;
        if (hasAlpha)
            result.alphaTextures.append({shader, shader + QLatin1Char('.') + extension});
        material.name = shader;
        material.maps = {TextureMap{QStringLiteral("diffuse"), stem + QLatin1Char('.') + extension}};
        written.insert(key, i);
    }
    for (const Mesh &mesh : std::as_const(model.meshes))
        result.shaders << (mesh.material >= 0 && mesh.material < materialShader.size() ? materialShader[mesh.material]
                                                                                       : QString());
    return result;
}

QStringList addFlatColourTextures(Model &model, TargetTextures &textures, const QString &gameFolder)
{
    QList<bool> used(model.materials.size(), false);
    bool unmaterialled = false;
    for (const Mesh &mesh : std::as_const(model.meshes)) {
        if (mesh.material >= 0 && mesh.material < model.materials.size())
            used[mesh.material] = true;
        else
            unmaterialled = true;
    }
    if (unmaterialled) {
        Material grey;
        grey.name = QStringLiteral("untextured");
        model.materials.append(grey);
        used.append(true);
        for (Mesh &mesh : model.meshes)
            if (mesh.material < 0 || mesh.material >= model.materials.size() - 1)
                mesh.material = int(model.materials.size() - 1);
    }
    textures.materialFiles.resize(model.materials.size(), -1);
    QHash<QString, qsizetype> written; // by colour
    QStringList names;
    QStringList files;
    for (qsizetype i = 0; i < model.materials.size(); ++i) {
        if (!used[i] || textures.materialFiles[i] >= 0)
            continue;
        Material &material = model.materials[i];
        const QVector4D d = material.diffuse.value_or(QVector4D(0.8f, 0.8f, 0.8f, 1));
        const QColor colour = QColor::fromRgbF(std::clamp(d.x(), 0.0f, 1.0f), std::clamp(d.y(), 0.0f, 1.0f),
                                               std::clamp(d.z(), 0.0f, 1.0f));
        const QString stem = QStringLiteral("colour_") + colour.name(QColor::HexRgb).mid(1);
        const QString shader = gameFolder.isEmpty() ? stem : gameFolder + QLatin1Char('/') + stem;
        auto file = written.constFind(stem);
        if (file == written.cend()) {
            QImage image(8, 8, QImage::Format_RGB32);
            image.fill(colour);
            file = written.insert(stem, textures.files.size());
            textures.files.append({shader + QStringLiteral(".tga"), encodeBottomUpTga(image)});
            files << stem + QStringLiteral(".tga");
        }
        names << (material.name.isEmpty() ? QString::number(i) : material.name);
        textures.materialFiles[i] = *file;
        material.name = shader;
        material.maps = {TextureMap{QStringLiteral("diffuse"), stem + QStringLiteral(".tga")}};
    }
    textures.shaders.clear();
    for (const Mesh &mesh : std::as_const(model.meshes))
        textures.shaders << model.materials[mesh.material].name;
    if (names.isEmpty())
        return {};
    names.removeDuplicates();
    return {tr("%n material(s) without a texture written (%1) drawn in their diffuse colour: %2 written, so that "
               "the skins name no missing file",
               nullptr, int(names.size()))
                .arg(names.join(QStringLiteral(", ")), files.join(QStringLiteral(", ")))};
}

QByteArray alphaShaderScript(const TargetTextures &textures, const QString &modelName)
{
    if (textures.alphaTextures.isEmpty())
        return {};
    QByteArray text = "// " + modelName.toUtf8() + ": textures with alpha, alpha-tested and drawn from both sides\n";
    for (const auto &[shader, map] : textures.alphaTextures) {
        text += "\n" + shader.toUtf8() + "\n{\n\tcull none\n\t{\n\t\tmap " + map.toUtf8()
                + "\n\t\talphaFunc GE128\n\t\tdepthWrite\n\t\trgbGen lightingDiffuse\n\t}\n}\n";
    }
    return text;
}

} // namespace quarry
