#pragma once

#include <QList>
#include <QString>
#include <QVariantMap>
#include <QVector4D>

#include <optional>

namespace quarry {

struct TextureMap
{
    QString type; // "diffuse" unless a format says otherwise (XRF map types, Assimp texture types)
    QString path; // as the file wrote it: relative paths are relative to the model file

    bool operator==(const TextureMap &) const = default;
};

struct Material
{
    QString name;
    QList<TextureMap> maps;
    // Colors are RGBA in 0..1; absent where the source did not say.
    std::optional<QVector4D> ambient;
    std::optional<QVector4D> diffuse;
    std::optional<QVector4D> specular;
    std::optional<float> shininess;
    // QuickModel surface characteristics.
    std::optional<float> diffusion;
    std::optional<float> specularity;
    QVariantMap extras;

    bool operator==(const Material &) const = default;

    // The first diffuse map's path, else the first map's, else empty.
    QString texturePath() const;
};

} // namespace quarry
