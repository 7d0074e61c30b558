#include "model/ops/TextureLookup.h"

#include <QDir>
#include <QFileInfo>

namespace quarry {

namespace {

const QStringList kExtensions = {QStringLiteral("png"),  QStringLiteral("tga"), QStringLiteral("jpg"),
                                 QStringLiteral("jpeg"), QStringLiteral("PNG"), QStringLiteral("TGA"),
                                 QStringLiteral("JPG")};

void addWithExtensions(QStringList &out, const QString &path)
{
    out << path;
    const QFileInfo info(path);
    const QString stem = info.path() + QLatin1Char('/') + info.completeBaseName();
    for (const QString &ext : kExtensions) {
        const QString candidate = stem + QLatin1Char('.') + ext;
        if (candidate != path)
            out << candidate;
    }
}

} // namespace

QStringList textureCandidates(const Material &material, const QString &modelPath)
{
    const QDir dir = modelPath.isEmpty() ? QDir::current() : QFileInfo(modelPath).absoluteDir();
    QStringList paths;
    for (const TextureMap &map : material.maps)
        if (map.type.startsWith(QLatin1String("diffuse"), Qt::CaseInsensitive)) // "Diffuse Color" in IMVU's XRF
            paths << map.path;
    // An opacity map (IMVU) is the texture's alpha, not its colours: last.
    for (const TextureMap &map : material.maps)
        if (!paths.contains(map.path) && !map.type.contains(QLatin1String("opacity"), Qt::CaseInsensitive))
            paths << map.path;
    for (const TextureMap &map : material.maps)
        if (!paths.contains(map.path))
            paths << map.path;
    if (!material.name.isEmpty())
        paths << material.name;

    QStringList out;
    for (QString path : std::as_const(paths)) {
        path.replace(QLatin1Char('\\'), QLatin1Char('/'));
        if (path.isEmpty())
            continue;
        if (QFileInfo(path).isAbsolute())
            addWithExtensions(out, path);
        else
            addWithExtensions(out, dir.filePath(path));
        addWithExtensions(out, dir.filePath(QFileInfo(path).fileName()));
    }
    out.removeDuplicates();
    return out;
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
                                       QStringLiteral("webp"), QStringLiteral("pcx")};
    return images.contains(QFileInfo(material.name).suffix().toLower());
}

} // namespace quarry
