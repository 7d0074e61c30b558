#include "model/MaterialNames.h"

#include <algorithm>

namespace quarry {

QString materialReference(const Material &material)
{
    const QString texture = material.texturePath();
    if (!texture.isEmpty() && (material.name.isEmpty() || looksLikeFileName(material.name)))
        return texture;
    return material.name.isEmpty() ? texture : material.name;
}

QList<TextureMap> writtenTextureMaps(const Material &material)
{
    if (material.maps.isEmpty() && looksLikeFileName(material.name))
        return {TextureMap{QStringLiteral("diffuse"), material.name}};
    return material.maps;
}

bool looksLikeFileName(const QString &name)
{
    const qsizetype slash = std::max(name.lastIndexOf(QLatin1Char('/')), name.lastIndexOf(QLatin1Char('\\')));
    const qsizetype dot = name.lastIndexOf(QLatin1Char('.'));
    if (dot <= slash + 1 || dot + 1 >= name.size() || name.size() - dot - 1 > 5)
        return false;
    bool letter = false;
    for (qsizetype i = dot + 1; i < name.size(); ++i) {
        if (!name[i].isLetterOrNumber())
            return false;
        letter = letter || name[i].isLetter();
    }
    return letter;
}

} // namespace quarry
