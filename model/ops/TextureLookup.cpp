#include "model/ops/TextureLookup.h"

#include "io/textures/TextureImage.h"
#include "model/Translate.h"
#include "model/ops/OpacityMap.h"

#include <QDir>
#include <QFileInfo>

namespace quarry {

namespace {

// Tried after the path as written, in the order Quake III's renderer
// tries its image loaders (tga, jpg; then the rest).
const QStringList kExtensions = {QStringLiteral("tga"),  QStringLiteral("jpg"), QStringLiteral("jpeg"),
                                 QStringLiteral("png"),  QStringLiteral("TGA"), QStringLiteral("JPG"),
                                 QStringLiteral("JPEG"), QStringLiteral("PNG")};

// Folders above the model tried as the game folder's root: enough for
// baseq3/models/players/NAME/ and deeper trees.
constexpr int kRootLevels = 8;

bool hasImageSuffix(const QString &path)
{
    static const QStringList images = [] {
        QStringList s = textureImageSuffixes();
        s << QStringLiteral("dds") << QStringLiteral("pcx") << QStringLiteral("tif") << QStringLiteral("tiff");
        return s;
    }();
    return images.contains(QFileInfo(path).suffix().toLower());
}

void addWithExtensions(QStringList &out, const QString &path)
{
    out << path;
    // The engines strip whatever follows the last dot of the file name
    // and try their extensions; a name whose "extension" is no image's
    // ("skin.v2", "Material.001") is tried whole with them as well.
    const QString suffix = QFileInfo(path).suffix();
    const QString stripped = suffix.isEmpty() ? path : path.left(path.size() - suffix.size() - 1);
    for (const QString &stem : {stripped, hasImageSuffix(path) ? stripped : path})
        for (const QString &ext : kExtensions) {
            const QString candidate = stem + QLatin1Char('.') + ext;
            if (candidate != path)
                out << candidate;
        }
}

QString cleanPath(const QString &path)
{
    QString p = path.trimmed();
    p.replace(QLatin1Char('\\'), QLatin1Char('/'));
    return p;
}

QDir modelDir(const QString &modelPath)
{
    return modelPath.isEmpty() ? QDir::current() : QFileInfo(modelPath).absoluteDir();
}

// Every path the material names, in the order they are tried: diffuse
// maps ("Diffuse Color" in IMVU's XRF), the other maps but opacity (the
// texture's alpha, not its colours), opacity maps, the material's name.
QStringList namedPaths(const Material &material)
{
    QStringList paths;
    for (const TextureMap &map : material.maps)
        if (map.type.startsWith(QLatin1String("diffuse"), Qt::CaseInsensitive))
            paths << map.path;
    for (const TextureMap &map : material.maps)
        if (!paths.contains(map.path) && !map.type.contains(QLatin1String("opacity"), Qt::CaseInsensitive))
            paths << map.path;
    for (const TextureMap &map : material.maps)
        if (!paths.contains(map.path))
            paths << map.path;
    if (!material.name.isEmpty())
        paths << material.name;
    paths.removeAll(QString());
    return paths;
}

bool namesEmbedded(const QString &path, const QVariantMap &embedded)
{
    return !path.isEmpty() && embedded.contains(path);
}

TextureImage decodeEmbedded(const QString &path, const QVariantMap &embedded)
{
    const QVariantMap entry = embedded.value(path).toMap();
    return decodeTextureImage(entry.value(QStringLiteral("data")).toByteArray(),
                              entry.value(QStringLiteral("format")).toString());
}

// Tries the candidates of `paths` in order; the first that decodes wins.
// `keepImage` false: whether it decodes only (remembered per file), no image.
MaterialTexture loadFirst(const QStringList &paths, const QString &modelPath, const QVariantMap &embedded,
                          bool keepImage = true)
{
    MaterialTexture result;
    result.named = paths.value(0);
    for (const QString &path : paths) {
        if (!namesEmbedded(path, embedded))
            continue;
        TextureImage image = decodeEmbedded(path, embedded);
        if (image.ok()) {
            result.status = MaterialTexture::Status::Loaded;
            result.image = image.image;
            result.file = path;
            return result;
        }
        if (result.status != MaterialTexture::Status::Unreadable) {
            result.status = MaterialTexture::Status::Unreadable;
            result.file = path;
            result.problem = tr("embedded image: %1").arg(image.error);
        }
    }
    QStringList candidates;
    for (const QString &path : paths)
        candidates << textureFileCandidates(path, modelPath);
    candidates.removeDuplicates();
    for (const QString &candidate : std::as_const(candidates)) {
        if (!QFileInfo(candidate).isFile())
            continue;
        TextureImage image;
        if (keepImage)
            image = readTextureImage(candidate);
        else
            image.error = textureFileProblem(candidate);
        if (image.ok() || (!keepImage && image.error.isEmpty())) {
            result.status = MaterialTexture::Status::Loaded;
            result.image = image.image;
            result.file = candidate;
            result.problem.clear();
            return result;
        }
        if (result.status != MaterialTexture::Status::Unreadable) {
            result.status = MaterialTexture::Status::Unreadable;
            result.file = candidate;
            result.problem = image.error;
        }
    }
    if (result.status == MaterialTexture::Status::None && !paths.isEmpty()) {
        result.status = MaterialTexture::Status::Missing;
        result.problem = tr("not found");
    }
    return result;
}

} // namespace

QStringList textureFileCandidates(const QString &named, const QString &modelPath)
{
    const QString path = cleanPath(named);
    if (path.isEmpty())
        return {};
    const QDir dir = modelDir(modelPath);
    QStringList out;
    if (QFileInfo(path).isAbsolute()) {
        addWithExtensions(out, path);
    } else {
        addWithExtensions(out, QDir::cleanPath(dir.filePath(path)));
        // A path with folders may be relative to the game's root, some
        // folders above the model.
        if (path.contains(QLatin1Char('/'))) {
            QDir up = dir;
            for (int level = 0; level < kRootLevels && up.cdUp(); ++level)
                addWithExtensions(out, QDir::cleanPath(up.filePath(path)));
        }
    }
    addWithExtensions(out, dir.filePath(QFileInfo(path).fileName()));
    out.removeDuplicates();
    return out;
}

QStringList textureCandidates(const Material &material, const QString &modelPath)
{
    QStringList out;
    for (const QString &path : namedPaths(material))
        out << textureFileCandidates(path, modelPath);
    out.removeDuplicates();
    return out;
}

QString findTextureFile(const QString &path, const QString &modelPath)
{
    for (const QString &candidate : textureFileCandidates(path, modelPath))
        if (QFileInfo(candidate).isFile())
            return candidate;
    return {};
}

QString findTexture(const Material &material, const QString &modelPath)
{
    for (const QString &candidate : textureCandidates(material, modelPath))
        if (QFileInfo(candidate).isFile())
            return candidate;
    return {};
}

bool refersToTexture(const Material &material)
{
    for (const TextureMap &map : material.maps)
        if (!map.path.trimmed().isEmpty())
            return true;
    static const QStringList images = {QStringLiteral("png"),  QStringLiteral("tga"), QStringLiteral("jpg"),
                                       QStringLiteral("jpeg"), QStringLiteral("bmp"), QStringLiteral("dds"),
                                       QStringLiteral("gif"),  QStringLiteral("tif"), QStringLiteral("tiff"),
                                       QStringLiteral("webp"), QStringLiteral("pcx"), QStringLiteral("psd"),
                                       QStringLiteral("hdr")};
    return images.contains(QFileInfo(material.name).suffix().toLower());
}

MaterialTexture loadMaterialTexture(const Material &material, const QString &modelPath, const QVariantMap &embedded)
{
    MaterialTexture result = loadFirst(namedPaths(material), modelPath, embedded);
    if (!result.loaded()) {
        // Found by the material's name alone, a texture is drawn even where
        // nothing names it as one; not found, it is no texture.
        if (!refersToTexture(material))
            return {};
        result.named = material.texturePath().isEmpty() ? material.name : material.texturePath();
        return result;
    }
    // IMVU materials keep their transparency in a separate map.
    if (const QString mask = opacityMapPath(material); !mask.isEmpty()) {
        const MaterialTexture opacity = loadFirst({mask}, modelPath, embedded);
        if (opacity.loaded()) {
            result.image = mergeOpacityIntoAlpha(result.image, opacity.image);
            result.opacityMerged = true;
        } else {
            result.opacityProblem = textureProblemText(opacity);
        }
    }
    return result;
}

MaterialTexture loadTextureFile(const QString &path, const QString &modelPath, const QVariantMap &embedded)
{
    return loadFirst(path.trimmed().isEmpty() ? QStringList() : QStringList{path}, modelPath, embedded);
}

MaterialTexture checkTextureFile(const QString &path, const QString &modelPath, const QVariantMap &embedded)
{
    return loadFirst(path.trimmed().isEmpty() ? QStringList() : QStringList{path}, modelPath, embedded, false);
}

QString textureProblemText(const MaterialTexture &texture)
{
    switch (texture.status) {
    case MaterialTexture::Status::None:
    case MaterialTexture::Status::Loaded: return {};
    case MaterialTexture::Status::Missing: return tr("%1: not found").arg(texture.named);
    case MaterialTexture::Status::Unreadable:
        return tr("%1: cannot be read (%2)").arg(QDir::toNativeSeparators(texture.file), texture.problem);
    }
    return {};
}

bool hasTextureToDraw(const QList<Material> &materials, const QString &modelPath, const QVariantMap &embedded)
{
    for (const Material &material : materials) {
        for (const TextureMap &map : material.maps)
            if (namesEmbedded(map.path, embedded))
                return true;
        if (refersToTexture(material) && !findTexture(material, modelPath).isEmpty())
            return true;
    }
    return false;
}

} // namespace quarry
