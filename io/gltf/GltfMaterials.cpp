#include "io/gltf/GltfMaterials.h"

#include <algorithm>

namespace quarry::gltf {

namespace {

bool isDataUri(const std::string &uri)
{
    return uri.compare(0, 5, "data:") == 0;
}

QString texturePath(const tinygltf::Model &model, const QList<int> &embedded, int texture)
{
    if (texture < 0 || size_t(texture) >= model.textures.size())
        return {};
    const int source = model.textures[size_t(texture)].source;
    if (source < 0 || size_t(source) >= model.images.size())
        return {};
    if (embedded[source] >= 0)
        return QStringLiteral("*%1").arg(embedded[source]);
    return QString::fromStdString(model.images[size_t(source)].uri);
}

QVector4D color(const std::vector<double> &v, float alpha = 1.0f)
{
    return QVector4D(v.size() > 0 ? float(v[0]) : 0.0f, v.size() > 1 ? float(v[1]) : 0.0f,
                     v.size() > 2 ? float(v[2]) : 0.0f, v.size() > 3 ? float(v[3]) : alpha);
}

Material importMaterial(const tinygltf::Model &model, const QList<int> &embedded, const tinygltf::Material &source)
{
    Material material;
    material.name = QString::fromStdString(source.name);
    const tinygltf::PbrMetallicRoughness &pbr = source.pbrMetallicRoughness;
    // In the order the Assimp import lists texture types.
    const std::pair<int, const char *> maps[] = {
        {pbr.baseColorTexture.index, "diffuse"},         {source.emissiveTexture.index, "emissive"},
        {source.normalTexture.index, "normal"},          {source.occlusionTexture.index, "lightmap"},
        {pbr.metallicRoughnessTexture.index, "unknown"},
    };
    for (const auto &[texture, type] : maps) {
        const QString path = texturePath(model, embedded, texture);
        if (path.isEmpty())
            continue;
        const TextureMap map{QLatin1String(type), path};
        if (std::find(material.maps.begin(), material.maps.end(), map) == material.maps.end())
            material.maps.append(map);
    }
    QVector4D diffuse = color(pbr.baseColorFactor);
    if (diffuse.w() < 1)
        diffuse.setW(diffuse.w() * diffuse.w());
    material.diffuse = diffuse;
    const float smooth = 1.0f - float(pbr.roughnessFactor);
    material.shininess = smooth * smooth * 1000.0f;
    if (const QVector4D emissive = color(source.emissiveFactor); emissive.toVector3D() != QVector3D())
        material.extras.insert(QStringLiteral("assimp.emissive"), emissive);
    return material;
}

} // namespace

QList<int> embeddedImageIndexes(const tinygltf::Model &model)
{
    QList<int> result;
    int next = 0;
    for (const tinygltf::Image &image : model.images)
        result.append(image.bufferView >= 0 || isDataUri(image.uri) || image.uri.empty() ? next++ : -1);
    return result;
}

QList<Material> importMaterials(const tinygltf::Model &model)
{
    const QList<int> embedded = embeddedImageIndexes(model);
    QList<Material> result;
    for (const tinygltf::Material &material : model.materials)
        result.append(importMaterial(model, embedded, material));
    // For primitives that name no material, as the Assimp import has it.
    result.append(importMaterial(model, embedded, tinygltf::Material()));
    return result;
}

QVariantMap importEmbeddedTextures(const tinygltf::Model &model)
{
    QVariantMap result;
    const QList<int> embedded = embeddedImageIndexes(model);
    for (size_t i = 0; i < model.images.size(); ++i) {
        const tinygltf::Image &image = model.images[i];
        if (embedded[qsizetype(i)] < 0 || image.image.empty())
            continue;
        QString format;
        if (const size_t slash = image.mimeType.find('/'); slash != std::string::npos)
            format = QString::fromStdString(image.mimeType.substr(slash + 1)).toLower();
        if (format == QLatin1String("jpeg"))
            format = QStringLiteral("jpg");
        else if (format == QLatin1String("ktx2"))
            format = QStringLiteral("kx2");
        else if (format == QLatin1String("basis"))
            format = QStringLiteral("bu");
        if (format.isEmpty() || format.size() > 3)
            format = QStringLiteral("bin");
        const QByteArray data(reinterpret_cast<const char *>(image.image.data()), qsizetype(image.image.size()));
        const QVariantMap entry{{QStringLiteral("data"), data}, {QStringLiteral("format"), format}};
        result.insert(QStringLiteral("*%1").arg(embedded[qsizetype(i)]), entry);
        const QString name = QString::fromStdString(image.name);
        if (!name.isEmpty() && !result.contains(name))
            result.insert(name, entry);
    }
    return result;
}

} // namespace quarry::gltf
