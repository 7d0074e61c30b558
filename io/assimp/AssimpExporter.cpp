#include "io/assimp/AssimpExporter.h"
#include "model/MaterialNames.h"

#include "io/Formats.h"
#include "io/MorphTracksLeftOut.h"
#include "io/assimp/AssimpExportParts.h"
#include "io/assimp/AssimpIsolation.h"
#include "io/assimp/GltfMorphAnimations.h"
#include "model/Translate.h"
#include "model/ops/ModelTransform.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>

#include <assimp/ColladaMetaData.h>
#include <assimp/material.h>
#include <assimp/scene.h>

#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <vector>

namespace quarry {

namespace {

using assimp::exportAnimation;
using assimp::exportMaterial;
using assimp::newArray;
using assimp::toAi;
using assimp::toAiMatrix;
using assimp::toAiString;

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

struct ExportFormat
{
    const char *extension;
    const char *assimpId;
    bool skeleton; // holds joints, skinning and animations
    bool morphs;
    // Y up: glTF by its specification, Collada as Assimp's writer declares
    // it (<up_axis>Y_UP</up_axis>). OBJ declares nothing.
    bool yUp;
};

constexpr ExportFormat kFormats[] = {
    {"glb", "glb2", true, true, true},
    {"gltf", "gltf2", true, true, true},
    {"obj", "obj", false, false, false},
    {"dae", "collada", true, false, true},
};

const ExportFormat *exportFormat(const QString &extension)
{
    for (const ExportFormat &f : kFormats)
        if (extension == QLatin1String(f.extension))
            return &f;
    return nullptr;
}

// Animation names as written: unique, and none another's followed by '_'
// and a digit (see writeAssimp).
QStringList exportedClipNames(const QStringList &names)
{
    QStringList out;
    for (qsizetype i = 0; i < names.size(); ++i) {
        QString name = names[i].isEmpty() ? QStringLiteral("animation%1").arg(i + 1) : names[i];
        auto clashes = [&out](const QString &candidate) {
            for (const QString &other : std::as_const(out)) {
                if (other == candidate)
                    return true;
                for (const auto &[shorter, longer] : {std::pair{other, candidate}, std::pair{candidate, other}})
                    if (longer.size() > shorter.size() + 1 && longer.startsWith(shorter)
                        && longer.at(shorter.size()) == QLatin1Char('_') && longer.at(shorter.size() + 1).isDigit())
                        return true;
            }
            return false;
        };
        if (clashes(name)) {
            // "walk_2" becomes "walk-2"; still taken, "walk-2-2" and on.
            static const QRegularExpression numbered(QStringLiteral("_(?=\\d)"));
            const QString base = QString(name).replace(numbered, QStringLiteral("-"));
            name = base;
            for (int n = 2; clashes(name); ++n)
                name = QStringLiteral("%1-%2").arg(base).arg(n);
        }
        out << name;
    }
    return out;
}

// Node names are how Assimp's writers find a bone's node, so every node
// gets a name of its own.
class NodeNames
{
public:
    QString take(const QString &wanted, const QString &fallback)
    {
        QString name = wanted.isEmpty() ? fallback : wanted;
        const QString base = name;
        for (int n = 2; m_used.contains(name); ++n)
            name = QStringLiteral("%1_%2").arg(base).arg(n);
        m_used.insert(name);
        return name;
    }

private:
    QSet<QString> m_used;
};

// Assimp's Collada reader (5.2) takes the first '.' of an animation
// target ("Finger.L.001/matrix") for the one before a sub-element and drops
// targets with two: such a joint would keep its rest pose. Its node gets an
// id with '_' for '.' (the name stays, and Quarry reads it back, see
// ColladaNames.h), and its channel targets that id. Empty where the name
// can stay the id.
QString colladaIdFor(const QString &name, NodeNames &names)
{
    if (name.count(QLatin1Char('.')) < 2)
        return {};
    const QString base = QString(name).replace(QLatin1Char('.'), QLatin1Char('_'));
    return names.take(base, base);
}

// `everyJoint`: a bone for every joint, weighing on nothing where the mesh
// does not use it, so that the skin holds the whole skeleton (readers take
// a skin's joints for the skeleton, and would lose joints no vertex uses).
aiMesh *exportMesh(const Mesh &mesh, int materialIndex, const ExportFormat &format, const Skeleton &skeleton,
                   const QStringList &jointNames, const QList<QMatrix4x4> &bindWorld, bool everyJoint)
{
    const unsigned n = unsigned(mesh.vertexCount());
    auto *out = new aiMesh;
    out->mName = toAiString(mesh.name);
    out->mPrimitiveTypes = aiPrimitiveType_TRIANGLE;
    out->mMaterialIndex = unsigned(materialIndex);
    out->mNumVertices = n;
    out->mVertices = new aiVector3D[n];
    for (unsigned v = 0; v < n; ++v)
        out->mVertices[v] = toAi(mesh.positions[v]);
    if (!mesh.normals.isEmpty()) {
        out->mNormals = new aiVector3D[n];
        for (unsigned v = 0; v < n; ++v)
            out->mNormals[v] = toAi(mesh.normals[v]);
        if (!mesh.tangents.isEmpty()) {
            // Assimp wants both or neither; the bitangent from the
            // tangent's handedness where the file gave none.
            out->mTangents = new aiVector3D[n];
            out->mBitangents = new aiVector3D[n];
            for (unsigned v = 0; v < n; ++v) {
                const QVector3D t = mesh.tangents[v].toVector3D();
                out->mTangents[v] = toAi(t);
                out->mBitangents[v] = toAi(mesh.bitangents.isEmpty()
                                               ? QVector3D::crossProduct(mesh.normals[v], t) * mesh.tangents[v].w()
                                               : mesh.bitangents[v]);
            }
        }
    }
    for (qsizetype set = 0; set < std::min<qsizetype>(mesh.texcoords.size(), AI_MAX_NUMBER_OF_TEXTURECOORDS); ++set) {
        out->mNumUVComponents[set] = 2;
        out->mTextureCoords[set] = new aiVector3D[n];
        // Quarry keeps a top-left origin (as IQM and IQE), Assimp a bottom-left one.
        for (unsigned v = 0; v < n; ++v)
            out->mTextureCoords[set][v] = aiVector3D(mesh.texcoords[set][v].x(), 1.0f - mesh.texcoords[set][v].y(), 0);
    }
    if (!mesh.colors.isEmpty()) {
        out->mColors[0] = new aiColor4D[n];
        for (unsigned v = 0; v < n; ++v) {
            const QVector4D &c = mesh.colors[v];
            out->mColors[0][v] = aiColor4D(c.x(), c.y(), c.z(), c.w());
        }
    }
    out->mNumFaces = unsigned(mesh.triangles.size());
    out->mFaces = new aiFace[out->mNumFaces];
    for (unsigned f = 0; f < out->mNumFaces; ++f) {
        out->mFaces[f].mNumIndices = 3;
        // Counter-clockwise front faces, as Assimp's writers (and glTF,
        // OBJ, Collada) take them; Quarry's wind clockwise.
        out->mFaces[f].mIndices = new unsigned[3]{mesh.triangles[f][0], mesh.triangles[f][2], mesh.triangles[f][1]};
    }
    if (format.skeleton && mesh.isSkinned() && !skeleton.isEmpty()) {
        std::map<int, std::vector<aiVertexWeight>> weights; // by joint, in joint order
        const int k = mesh.influencesPerVertex;
        for (unsigned v = 0; v < n; ++v)
            for (int j = 0; j < k; ++j) {
                const float w = mesh.blendWeights[v * k + j];
                const quint32 joint = mesh.blendIndexes[v * k + j];
                if (w > 0 && joint < quint32(skeleton.size()))
                    weights[int(joint)].push_back(aiVertexWeight(v, w));
            }
        if (everyJoint)
            for (int j = 0; j < skeleton.size(); ++j)
                weights[j];
        out->mNumBones = unsigned(weights.size());
        out->mBones = newArray<aiBone>(out->mNumBones);
        unsigned b = 0;
        for (const auto &[joint, list] : weights) {
            auto *bone = new aiBone;
            bone->mName = toAiString(jointNames[joint]);
            bone->mOffsetMatrix = toAiMatrix(bindWorld[joint].inverted());
            bone->mNumWeights = unsigned(list.size());
            if (!list.empty()) {
                bone->mWeights = new aiVertexWeight[list.size()];
                std::copy(list.begin(), list.end(), bone->mWeights);
            }
            out->mBones[b++] = bone;
        }
    }
    if (format.morphs && !mesh.morphs.isEmpty()) {
        out->mNumAnimMeshes = unsigned(mesh.morphs.size());
        out->mAnimMeshes = newArray<aiAnimMesh>(out->mNumAnimMeshes);
        for (unsigned m = 0; m < out->mNumAnimMeshes; ++m) {
            const MorphTarget &morph = mesh.morphs[m];
            auto *target = new aiAnimMesh;
            target->mName = toAiString(morph.name);
            target->mNumVertices = n;
            target->mVertices = new aiVector3D[n];
            std::copy(out->mVertices, out->mVertices + n, target->mVertices);
            if (out->mNormals && !morph.normals.isEmpty()) {
                target->mNormals = new aiVector3D[n];
                std::copy(out->mNormals, out->mNormals + n, target->mNormals);
            }
            for (qsizetype i = 0; i < morph.vertices.size(); ++i) {
                const quint32 v = morph.vertices[i];
                if (v >= n)
                    continue;
                if (i < morph.positions.size())
                    target->mVertices[v] = toAi(morph.positions[i]);
                if (target->mNormals && i < morph.normals.size())
                    target->mNormals[v] = toAi(morph.normals[i]);
            }
            out->mAnimMeshes[m] = target;
        }
    }
    return out;
}

} // namespace

QStringList assimpExportExtensions()
{
    QStringList list;
    for (const ExportFormat &f : kFormats)
        list << QLatin1String(f.extension);
    return list;
}

std::unique_ptr<aiScene> assimpSceneForExport(const Model &model, const QString &formatName, const QString &path,
                                              QList<Diagnostic> &warnings, QString &error,
                                              assimp::GltfMorphExport *morphs)
{
    const ExportFormat *format = exportFormat(formatName);
    if (!format) {
        error = tr("Quarry cannot write this format");
        return nullptr;
    }
    auto warn = [&](const QString &message) { warnings.append(Diagnostic{path, -1, -1, message}); };

    QList<int> meshes; // the model's meshes that are written
    for (qsizetype i = 0; i < model.meshes.size(); ++i) {
        const Mesh &mesh = model.meshes[i];
        if (mesh.triangles.isEmpty() || mesh.positions.isEmpty())
            warn(tr("mesh \"%1\" has no triangles and is left out").arg(mesh.name));
        else if (const QString problem = mesh.validate(); !problem.isEmpty())
            warn(tr("mesh \"%1\" is left out: %2").arg(mesh.name, problem));
        else
            meshes.append(int(i));
    }
    const bool withSkeleton = format->skeleton && !model.skeleton.isEmpty();
    if (meshes.isEmpty() && !withSkeleton) {
        error = tr("the model has no triangles to write");
        return nullptr;
    }
    if (!format->skeleton && (!model.skeleton.isEmpty() || !model.animations.isEmpty()))
        warn(tr("%1 holds no skeleton or animations: the meshes are written in their bind pose")
                 .arg(formatName.toUpper()));
    // glTF's morph weight channels are added after Assimp writes the file.
    if (format->skeleton && !format->morphs)
        warnMorphTracksLeftOut(model, formatName.toUpper(), path, warnings);
    if (morphs) {
        morphs->meshes = meshes;
        morphs->clipNames = QStringList(model.animations.size());
    }

    auto scene = std::make_unique<aiScene>();
    NodeNames names;
    auto *root = new aiNode(names.take(QFileInfo(path).completeBaseName(), QStringLiteral("scene")).toStdString());
    scene->mRootNode = root;

    // Joints: a node each, named after the joint (bones find them by name).
    const Skeleton &skeleton = model.skeleton;
    QStringList jointNames;
    QStringList channelNames; // what animation channels name: the node's Collada id where it has one
    QList<aiNode *> jointNodes;
    QList<QMatrix4x4> bindWorld;
    if (withSkeleton) {
        bindWorld = skeleton.bindWorldMatrices();
        for (qsizetype j = 0; j < skeleton.size(); ++j) {
            const QString &wanted = skeleton.joints[j].name;
            const QString name = names.take(wanted, QStringLiteral("joint%1").arg(j));
            if (name != wanted)
                warn(tr("joint %1 (\"%2\") is written as \"%3\": node names must be unique").arg(j).arg(wanted, name));
            jointNames << name;
            auto *node = new aiNode(name.toStdString());
            node->mTransformation = toAiMatrix(skeleton.joints[j].bind.toMatrix());
            jointNodes << node;
        }
        if (morphs)
            morphs->jointNodes = jointNames;
        // After every joint's name is taken, so that an id meets no name.
        for (qsizetype j = 0; j < jointNodes.size(); ++j) {
            const QString colladaId = formatName == QLatin1String("dae") ? colladaIdFor(jointNames[j], names)
                                                                         : QString();
            if (!colladaId.isEmpty()) {
                jointNodes[j]->mMetaData = aiMetadata::Alloc(1);
                jointNodes[j]->mMetaData->Set(0, AI_METADATA_COLLADA_ID, toAiString(colladaId));
            }
            channelNames << (colladaId.isEmpty() ? jointNames[j] : colladaId);
        }
    }
    QList<aiNode *> rootChildren;
    for (qsizetype j = 0; j < jointNodes.size(); ++j) {
        const int parent = skeleton.joints[j].parent;
        jointNodes[j]->mParent = parent >= 0 ? jointNodes[parent] : root;
        if (parent < 0)
            rootChildren << jointNodes[j];
        const QList<int> children = skeleton.children(int(j));
        jointNodes[j]->mNumChildren = unsigned(children.size());
        jointNodes[j]->mChildren = newArray<aiNode>(children.size());
        for (qsizetype c = 0; c < children.size(); ++c)
            jointNodes[j]->mChildren[c] = jointNodes[children[c]];
    }

    // Materials; meshes with none share a plain one.
    QList<Material> materials = model.materials;
    int plain = -1;
    for (int m : meshes) {
        const int index = model.meshes[m].material;
        if ((index < 0 || index >= materials.size()) && plain < 0) {
            plain = int(materials.size());
            Material material;
            material.name = QStringLiteral("default");
            materials.append(material);
        }
    }
    if (materials.isEmpty()) {
        Material material;
        material.name = QStringLiteral("default");
        materials.append(material);
    }
    scene->mNumMaterials = unsigned(materials.size());
    scene->mMaterials = newArray<aiMaterial>(materials.size());
    for (qsizetype m = 0; m < materials.size(); ++m)
        scene->mMaterials[m] = exportMaterial(materials[m]);

    // Meshes: one node each under the root, in model space.
    bool skinHoldsEveryJoint = false;
    scene->mNumMeshes = unsigned(meshes.size());
    scene->mMeshes = newArray<aiMesh>(meshes.size());
    for (qsizetype i = 0; i < meshes.size(); ++i) {
        const Mesh &mesh = model.meshes[meshes[i]];
        const int material = mesh.material >= 0 && mesh.material < model.materials.size() ? mesh.material : plain;
        const bool everyJoint = withSkeleton && mesh.isSkinned() && !skinHoldsEveryJoint;
        skinHoldsEveryJoint = skinHoldsEveryJoint || everyJoint;
        scene->mMeshes[i] = exportMesh(mesh, material, *format, skeleton, jointNames, bindWorld, everyJoint);
        if (mesh.influencesPerVertex > 4 && (formatName == QLatin1String("glb") || formatName == QLatin1String("gltf")))
            warn(tr("mesh \"%1\": glTF keeps 4 influences per vertex here, the mesh has up to %2")
                     .arg(mesh.name)
                     .arg(mesh.influencesPerVertex));
        auto *node = new aiNode(names.take(mesh.name, QStringLiteral("mesh%1").arg(i + 1)).toStdString());
        node->mParent = root;
        node->mNumMeshes = 1;
        node->mMeshes = new unsigned[1]{unsigned(i)};
        rootChildren << node;
    }
    root->mNumChildren = unsigned(rootChildren.size());
    root->mChildren = newArray<aiNode>(rootChildren.size());
    std::copy(rootChildren.cbegin(), rootChildren.cend(), root->mChildren);
    if (meshes.isEmpty())
        scene->mFlags |= AI_SCENE_FLAGS_INCOMPLETE;

    if (withSkeleton) {
        QList<aiAnimation *> animations;
        QStringList clipNames;
        QList<int> clipIndexes; // the model's animation each written one is
        for (qsizetype i = 0; i < model.animations.size(); ++i) {
            const Animation &animation = model.animations[i];
            if (aiAnimation *a = exportAnimation(animation, skeleton, channelNames)) {
                animations << a;
                clipNames << animation.name;
                clipIndexes << int(i);
            } else if (!(format->morphs && !animation.morphTracks.isEmpty())) {
                warn(tr("animation \"%1\" has no keys and is left out").arg(animation.name));
            }
        }
        // Assimp's glTF writer names its data after the animation and a number
        // ("walk" gives "walk_2..."), and fails, saying nothing, when that
        // meets another animation's name ("walk" and "walk_2", or two of one
        // name): such names are written with '-' before the number.
        const QStringList written = exportedClipNames(clipNames);
        for (qsizetype i = 0; i < animations.size(); ++i) {
            if (written[i] != clipNames[i])
                warn(tr("animation \"%1\" is written as \"%2\": animation names must be unique")
                         .arg(clipNames[i], written[i]));
            animations[i]->mName = toAiString(written[i]);
            if (morphs)
                morphs->clipNames[clipIndexes[i]] = written[i];
        }
        scene->mNumAnimations = unsigned(animations.size());
        scene->mAnimations = newArray<aiAnimation>(animations.size());
        std::copy(animations.cbegin(), animations.cend(), scene->mAnimations);
    }
    return scene;
}

WriteResult writeAssimp(const Model &model, const QString &path, const WriteOptions &options)
{
    const QString extension = QFileInfo(path).suffix().toLower();
    const ExportFormat *format = exportFormat(extension);
    if (!format)
        return WriteResult::failure(path, tr("Quarry cannot write this format"));
    WriteResult result;
    // Quarry is Z up: a Y-up format gets the model turned Y up (and the
    // importer turns it back), unless the axes are to stay as stored.
    std::optional<Model> turned;
    if (format->yUp && options.options.value(QStringLiteral("upAxis")).toString() != QLatin1String("stored")) {
        turned = model;
        Similarity turn;
        turn.rotation = yUpToZUp().inverted();
        transformModel(*turned, turn);
        result.warnings.append(Diagnostic{
            path, -1, -1,
            tr("turned from Z up to Y up, as %1 files are")
                .arg(extension == QLatin1String("dae") ? QStringLiteral("Collada") : QStringLiteral("glTF"))});
    }
    QString error;
    assimp::GltfMorphExport morphs;
    const std::unique_ptr<aiScene> scene = assimpSceneForExport(turned ? *turned : model, extension, path,
                                                                result.warnings, error, &morphs);
    if (!scene)
        return WriteResult::failure(path, error);
    if (options.progress && !options.progress(0.1))
        return WriteResult::failure(path, cancelledMessage());

    // Written into a folder of its own first, then handed back as bytes
    // (the main file) and saved beside `path` (the files it refers to by
    // name: .bin, .mtl), so a failed export changes nothing.
    const QTemporaryDir dir;
    if (!dir.isValid())
        return WriteResult::failure(path, tr("cannot make a temporary folder: %1").arg(dir.errorString()));
    const QString fileName = QFileInfo(path).fileName();
    const QString temp = dir.filePath(fileName);
    assimp::IsolationLimits limits;
    limits.timeoutSeconds = options.options.value(QStringLiteral("assimp.timeoutSeconds"), 300).toInt();
    if (const QString failure = assimp::exportScene(*scene, QLatin1String(format->assimpId), temp, limits);
        !failure.isEmpty())
        return WriteResult::failure(path, tr("Assimp could not write the file: %1").arg(failure));
    if (format->morphs)
        if (const QString failure = assimp::addGltfMorphAnimations(temp, model, morphs); !failure.isEmpty())
            return WriteResult::failure(path, tr("the morph animations could not be added: %1").arg(failure));
    if (format->morphs)
        if (const QString failure = assimp::setGltfJointTransforms(temp, (turned ? *turned : model).skeleton,
                                                                   morphs.jointNodes);
            !failure.isEmpty())
            return WriteResult::failure(path, tr("the joints' transforms could not be set: %1").arg(failure));
    QFile main(temp);
    if (!main.open(QIODevice::ReadOnly))
        return WriteResult::failure(path, tr("Assimp wrote no file"));
    result.data = main.readAll();
    const QDir target = QFileInfo(path).absoluteDir();
    const QStringList written = QDir(dir.path()).entryList(QDir::Files);
    for (const QString &name : written) {
        if (name == fileName)
            continue;
        QFile companion(dir.filePath(name));
        if (!companion.open(QIODevice::ReadOnly))
            return WriteResult::failure(path, companion.errorString());
        if (const QString failure = saveBytes(target.filePath(name), companion.readAll()); !failure.isEmpty())
            return WriteResult::failure(target.filePath(name), failure);
    }
    if (options.progress)
        options.progress(1.0);
    return result;
}

} // namespace quarry
