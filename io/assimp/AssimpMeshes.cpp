#include "io/assimp/AssimpMeshes.h"
#include "model/Translate.h"

#include <QCoreApplication>

#include <assimp/material.h>

#include <algorithm>

namespace quarry::assimp {

namespace {

// lupdate files tr() calls made in this namespace's free functions under
// the context "quarry::assimp"; the lookup must use the same one.
QUARRY_NAMESPACE_TR("quarry::assimp")

QVector3D toVector(const aiVector3D &v)
{
    return QVector3D(v.x, v.y, v.z);
}

// Where a mesh's vertices go and which joints move them.
struct Placement
{
    QMatrix4x4 matrix; // mesh space to model space
    int rigidJoint = -1; // unskinned mesh below a joint: follows it with weight 1
};

struct Influence
{
    quint32 joint;
    float weight;
};

class MeshConverter
{
    Q_DECLARE_TR_FUNCTIONS(AssimpImporter)

public:
    MeshConverter(const SkeletonImport &skeleton, const QString &path, QList<Diagnostic> &warnings)
        : m_skeleton(skeleton)
        , m_path(path)
        , m_warnings(warnings)
    { }

    std::optional<Mesh> convert(const aiMesh &source, const QString &fallbackName, const Placement &place) const;

private:
    void warn(const QString &message) const { m_warnings.append({m_path, -1, -1, message}); }
    void convertSkin(const aiMesh &source, Mesh &mesh) const;
    void convertMorphs(const aiMesh &source, const Placement &place, Mesh &mesh) const;

    const SkeletonImport &m_skeleton;
    QString m_path;
    QList<Diagnostic> &m_warnings;
};

std::optional<Mesh> MeshConverter::convert(const aiMesh &source, const QString &fallbackName,
                                           const Placement &place) const
{
    Mesh mesh;
    mesh.name = toString(source.mName);
    if (mesh.name.isEmpty())
        mesh.name = fallbackName;
    const quint32 n = source.mNumVertices;
    qsizetype dropped = 0;
    mesh.triangles.reserve(source.mNumFaces);
    for (unsigned f = 0; f < source.mNumFaces; ++f) {
        const aiFace &face = source.mFaces[f];
        if (face.mNumIndices != 3 || face.mIndices[0] >= n || face.mIndices[1] >= n || face.mIndices[2] >= n) {
            ++dropped;
            continue;
        }
        // Assimp gives every format's front faces counter-clockwise;
        // Quarry's (IQM's, MD3's) wind clockwise.
        mesh.triangles.append({face.mIndices[0], face.mIndices[2], face.mIndices[1]});
    }
    if (mesh.triangles.isEmpty() || !source.mVertices) {
        warn(tr("mesh \"%1\" holds no triangles and was skipped").arg(mesh.name));
        return std::nullopt;
    }
    if (dropped > 0)
        warn(tr("mesh \"%1\": %2 faces that are not triangles (points, lines) were skipped")
                 .arg(mesh.name)
                 .arg(dropped));
    mesh.material = int(source.mMaterialIndex);

    const bool identity = place.matrix.isIdentity();
    const QMatrix4x4 normalMatrix = place.matrix.inverted().transposed();
    mesh.positions.resize(n);
    for (quint32 v = 0; v < n; ++v)
        mesh.positions[v] = identity ? toVector(source.mVertices[v]) : place.matrix.map(toVector(source.mVertices[v]));
    if (source.mNormals) {
        mesh.normals.resize(n);
        for (quint32 v = 0; v < n; ++v) {
            const QVector3D normal = toVector(source.mNormals[v]);
            mesh.normals[v] = identity ? normal : normalMatrix.mapVector(normal).normalized();
        }
    }
    if (source.mTangents) {
        mesh.tangents.resize(n);
        for (quint32 v = 0; v < n; ++v) {
            QVector3D t = toVector(source.mTangents[v]);
            QVector3D b = source.mBitangents ? toVector(source.mBitangents[v]) : QVector3D();
            if (!identity) {
                t = place.matrix.mapVector(t).normalized();
                b = place.matrix.mapVector(b);
            }
            // The bitangent is kept as its handedness: which side of the
            // normal-tangent plane it points to.
            const QVector3D normal = mesh.normals.isEmpty() ? QVector3D() : mesh.normals[v];
            const float side = QVector3D::dotProduct(QVector3D::crossProduct(normal, t), b);
            mesh.tangents[v] = QVector4D(t, side < 0 ? -1.0f : 1.0f);
        }
    }
    for (unsigned set = 0; set < AI_MAX_NUMBER_OF_TEXTURECOORDS; ++set) {
        if (!source.mTextureCoords[set])
            continue;
        QList<QVector2D> uv(n);
        for (quint32 v = 0; v < n; ++v)
            uv[v] = QVector2D(source.mTextureCoords[set][v].x, source.mTextureCoords[set][v].y);
        mesh.texcoords.append(uv);
    }
    for (unsigned set = 0; set < AI_MAX_NUMBER_OF_COLOR_SETS; ++set) {
        const aiColor4D *colors = source.mColors[set];
        if (!colors)
            continue;
        if (mesh.colors.isEmpty()) {
            mesh.colors.resize(n);
            for (quint32 v = 0; v < n; ++v)
                mesh.colors[v] = QVector4D(colors[v].r, colors[v].g, colors[v].b, colors[v].a);
            continue;
        }
        // Further color sets have no stream of their own in Quarry.
        CustomAttribute extra;
        extra.name = QStringLiteral("color%1").arg(set);
        extra.components = 4;
        extra.values.reserve(qsizetype(n) * 4);
        for (quint32 v = 0; v < n; ++v)
            extra.values << colors[v].r << colors[v].g << colors[v].b << colors[v].a;
        mesh.customs.append(extra);
    }

    if (source.mNumBones > 0) {
        convertSkin(source, mesh);
    } else if (place.rigidJoint >= 0) {
        mesh.influencesPerVertex = 1;
        mesh.blendIndexes.fill(quint32(place.rigidJoint), n);
        mesh.blendWeights.fill(1.0f, n);
    }
    convertMorphs(source, place, mesh);
    return mesh;
}

void MeshConverter::convertSkin(const aiMesh &source, Mesh &mesh) const
{
    const quint32 n = source.mNumVertices;
    QList<QList<Influence>> influences(n);
    for (unsigned b = 0; b < source.mNumBones; ++b) {
        const aiBone *bone = source.mBones[b];
        const int joint = m_skeleton.boneJointOf.value(bone, -1);
        if (joint < 0)
            continue;
        for (unsigned w = 0; w < bone->mNumWeights; ++w) {
            const aiVertexWeight &weight = bone->mWeights[w];
            if (weight.mVertexId < n && weight.mWeight != 0)
                influences[weight.mVertexId].append({quint32(joint), weight.mWeight});
        }
    }
    qsizetype most = 0;
    for (const auto &list : std::as_const(influences))
        most = std::max(most, list.size());
    if (most == 0)
        return;
    const int k = int(most);
    mesh.influencesPerVertex = k;
    mesh.blendIndexes.fill(0, qsizetype(n) * k);
    mesh.blendWeights.fill(0.0f, qsizetype(n) * k);
    for (quint32 v = 0; v < n; ++v) {
        QList<Influence> &list = influences[v];
        std::stable_sort(list.begin(), list.end(),
                         [](const Influence &a, const Influence &b) { return a.weight > b.weight; });
        for (qsizetype i = 0; i < list.size(); ++i) {
            mesh.blendIndexes[qsizetype(v) * k + i] = list[i].joint;
            mesh.blendWeights[qsizetype(v) * k + i] = list[i].weight;
        }
    }
}

void MeshConverter::convertMorphs(const aiMesh &source, const Placement &place, Mesh &mesh) const
{
    const bool identity = place.matrix.isIdentity();
    const QMatrix4x4 normalMatrix = place.matrix.inverted().transposed();
    for (unsigned a = 0; a < source.mNumAnimMeshes; ++a) {
        const aiAnimMesh *morph = source.mAnimMeshes[a];
        if (!morph || morph->mNumVertices != source.mNumVertices || !morph->mVertices)
            continue;
        MorphTarget target;
        target.name = toString(morph->mName);
        if (target.name.isEmpty())
            target.name = tr("morph %1").arg(a + 1);
        const bool normals = morph->mNormals && !mesh.normals.isEmpty();
        for (quint32 v = 0; v < morph->mNumVertices; ++v) {
            const QVector3D p = identity ? toVector(morph->mVertices[v])
                                         : place.matrix.map(toVector(morph->mVertices[v]));
            QVector3D nrm;
            if (normals) {
                nrm = toVector(morph->mNormals[v]);
                if (!identity)
                    nrm = normalMatrix.mapVector(nrm).normalized();
            }
            if (p == mesh.positions[v] && (!normals || nrm == mesh.normals[v]))
                continue;
            target.vertices.append(v);
            target.positions.append(p);
            if (normals)
                target.normals.append(nrm);
        }
        if (morph->mWeight != 0)
            target.extras.insert(QStringLiteral("assimp.weight"), morph->mWeight);
        mesh.morphs.append(target);
    }
}

} // namespace

QList<Mesh> importMeshes(const aiScene &scene, const SceneNodes &nodes, const SkeletonImport &skeleton,
                         const QString &path, QList<Diagnostic> &warnings, QList<std::pair<int, unsigned>> *sources)
{
    QList<Mesh> result;
    const MeshConverter converter(skeleton, path, warnings);
    QList<bool> shown(scene.mNumMeshes, false);
    bool warnedInstances = false;
    for (qsizetype n = 0; n < nodes.nodes.size(); ++n) {
        const SceneNode &node = nodes.nodes[n];
        for (unsigned i = 0; i < node.node->mNumMeshes; ++i) {
            const unsigned index = node.node->mMeshes[i];
            if (index >= scene.mNumMeshes)
                continue;
            const aiMesh &mesh = *scene.mMeshes[index];
            Placement place;
            if (mesh.mNumBones > 0) {
                // A skinned mesh is posed by its bones: one copy, in the
                // space its bind pose was computed in.
                if (shown[index]) {
                    if (!warnedInstances)
                        warnings.append({path, -1, -1,
                                         tr("skinned mesh \"%1\" is shown by several nodes; it is imported once")
                                             .arg(toString(mesh.mName))});
                    warnedInstances = true;
                    continue;
                }
                place.matrix = node.global;
            } else {
                const SceneNode *above = &node;
                while (above->joint < 0 && above->parent >= 0)
                    above = &nodes.nodes[above->parent];
                if (above->joint >= 0) {
                    place.rigidJoint = above->joint;
                    place.matrix = skeleton.bindWorld[above->joint] * above->global.inverted() * node.global;
                } else {
                    place.matrix = node.global;
                }
            }
            shown[index] = true;
            const QString nodeName = toString(node.node->mName);
            const QString fallback = nodeName.isEmpty() ? tr("mesh %1").arg(index + 1) : nodeName;
            if (std::optional<Mesh> converted = converter.convert(mesh, fallback, place)) {
                result.append(std::move(*converted));
                if (sources)
                    sources->append({int(n), index});
            }
        }
    }
    for (unsigned index = 0; index < scene.mNumMeshes; ++index)
        if (!shown[index])
            if (std::optional<Mesh> converted = converter.convert(*scene.mMeshes[index], tr("mesh %1").arg(index + 1),
                                                                  {})) {
                result.append(std::move(*converted));
                if (sources)
                    sources->append({-1, index});
            }
    return result;
}

QList<Material> importMaterials(const aiScene &scene)
{
    static const std::pair<aiTextureType, const char *> kTypes[] = {
        {aiTextureType_DIFFUSE, "diffuse"},
        {aiTextureType_SPECULAR, "specular"},
        {aiTextureType_AMBIENT, "ambient"},
        {aiTextureType_EMISSIVE, "emissive"},
        {aiTextureType_HEIGHT, "height"},
        {aiTextureType_NORMALS, "normal"},
        {aiTextureType_SHININESS, "shininess"},
        {aiTextureType_OPACITY, "opacity"},
        {aiTextureType_DISPLACEMENT, "displacement"},
        {aiTextureType_LIGHTMAP, "lightmap"},
        {aiTextureType_REFLECTION, "reflection"},
        {aiTextureType_BASE_COLOR, "baseColor"},
        {aiTextureType_NORMAL_CAMERA, "normalCamera"},
        {aiTextureType_EMISSION_COLOR, "emissionColor"},
        {aiTextureType_METALNESS, "metalness"},
        {aiTextureType_DIFFUSE_ROUGHNESS, "roughness"},
        {aiTextureType_AMBIENT_OCCLUSION, "occlusion"},
        {aiTextureType_SHEEN, "sheen"},
        {aiTextureType_CLEARCOAT, "clearcoat"},
        {aiTextureType_TRANSMISSION, "transmission"},
        {aiTextureType_UNKNOWN, "unknown"},
    };
    QList<Material> result;
    for (unsigned m = 0; m < scene.mNumMaterials; ++m) {
        const aiMaterial *source = scene.mMaterials[m];
        Material material;
        aiString name;
        if (source->Get(AI_MATKEY_NAME, name) == AI_SUCCESS)
            material.name = toString(name);
        for (const auto &[type, typeName] : kTypes) {
            const unsigned count = source->GetTextureCount(type);
            for (unsigned i = 0; i < count; ++i) {
                aiString texture;
                if (source->GetTexture(type, i, &texture) != AI_SUCCESS)
                    continue;
                TextureMap map{QLatin1String(typeName), toString(texture)};
                // glTF's base color texture is also reported as diffuse.
                const bool repeated = std::any_of(
                    material.maps.begin(), material.maps.end(), [&map](const TextureMap &t) {
                        return t.path == map.path && (t.type == map.type || map.type == QLatin1String("baseColor"));
                    });
                if (!repeated)
                    material.maps.append(map);
            }
        }
        auto color = [source](const char *key, unsigned type, unsigned index) -> std::optional<QVector4D> {
            aiColor4D c;
            if (source->Get(key, type, index, c) != AI_SUCCESS)
                return std::nullopt;
            return QVector4D(c.r, c.g, c.b, c.a);
        };
        material.ambient = color(AI_MATKEY_COLOR_AMBIENT);
        material.diffuse = color(AI_MATKEY_COLOR_DIFFUSE);
        if (!material.diffuse)
            material.diffuse = color(AI_MATKEY_BASE_COLOR);
        material.specular = color(AI_MATKEY_COLOR_SPECULAR);
        float value = 0;
        if (source->Get(AI_MATKEY_SHININESS, value) == AI_SUCCESS)
            material.shininess = value;
        if (material.diffuse && source->Get(AI_MATKEY_OPACITY, value) == AI_SUCCESS && value < 1)
            material.diffuse->setW(material.diffuse->w() * value);
        if (const std::optional<QVector4D> emissive = color(AI_MATKEY_COLOR_EMISSIVE))
            if (emissive->toVector3D() != QVector3D())
                material.extras.insert(QStringLiteral("assimp.emissive"), *emissive);
        result.append(material);
    }
    return result;
}

} // namespace quarry::assimp
