#include "io/assimp/AssimpImporter.h"

#include "io/EmbeddedTextures.h"
#include "io/assimp/AssimpIsolation.h"
#include "io/assimp/AssimpMeshes.h"
#include "io/assimp/AssimpMorphs.h"
#include "io/assimp/AssimpSkeleton.h"
#include "io/assimp/AssimpTextures.h"
#include "io/assimp/ColladaNames.h"
#include "io/assimp/UpAxis.h"
#include "model/Translate.h"
#include "model/ops/ModelTransform.h"

#include <QCoreApplication>

#include <assimp/Importer.hpp>
#include <assimp/postprocess.h>
#include <assimp/scene.h>

namespace quarry {

namespace {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

const QLatin1String kUpAxisKey("assimp.upAxis");

// Quarry is Z up: a file that declares another up axis (glTF is Y up) is
// turned Z up, and a note says so; option "upAxis" = "stored" leaves the
// axes as the file has them (and says that too).
void turnUpAxis(ReadResult &result, const QString &path, const ReadOptions &options)
{
    const QString axis = result.model.extras.take(kUpAxisKey).toString();
    if (axis.isEmpty() || axis == QLatin1String("+z"))
        return;
    const QString shown = axis.startsWith(QLatin1Char('+')) ? axis.mid(1).toUpper() : axis.toUpper();
    if (options.options.value(QStringLiteral("upAxis")).toString() == QLatin1String("stored")) {
        result.notes.append({path, -1, -1, tr("the file is %1 up; its axes are left as stored").arg(shown)});
        return;
    }
    Similarity turn;
    turn.rotation = assimp::turnToZUp(axis);
    transformModel(result.model, turn);
    result.notes.append({path, -1, -1, tr("the file is %1 up: turned Z up").arg(shown)});
}

} // namespace

QStringList assimpExtensions()
{
    static const QStringList list = [] {
        // Quarry reads these itself; Assimp's IQM importer, for one, drops
        // joints and animations.
        const QStringList own = {QStringLiteral("iqm"),     QStringLiteral("iqe"), QStringLiteral("qm"),
                                 QStringLiteral("xmf"),     QStringLiteral("md3"), QStringLiteral("md5mesh"),
                                 QStringLiteral("md5anim"), QStringLiteral("mdl"), QStringLiteral("md2")};
        std::string text;
        Assimp::Importer().GetExtensionList(text);
        QStringList result;
        for (QString ext : QString::fromStdString(text).split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
            ext = ext.trimmed().toLower();
            if (ext.startsWith(QLatin1String("*.")))
                ext = ext.mid(2);
            if (!ext.isEmpty() && !own.contains(ext) && !result.contains(ext))
                result.append(ext);
        }
        return result;
    }();
    return list;
}

ReadResult readAssimp(const QString &path, QByteArrayView, const ReadOptions &options)
{
    // Triangles for editing; texture coordinates with their origin at the
    // top left, as IQM, IQE and the Quake-family engines have them.
    unsigned flags = aiProcess_Triangulate | aiProcess_FlipUVs | aiProcess_ValidateDataStructure;
    if (options.options.value(QStringLiteral("assimp.joinVertices")).toBool())
        flags |= aiProcess_JoinIdenticalVertices;
    assimp::IsolationLimits limits;
    if (const int seconds = options.options.value(QStringLiteral("assimp.timeoutSeconds")).toInt(); seconds > 0)
        limits.timeoutSeconds = seconds;
    assimp::IsolatedRead read = assimp::readModel(path, flags, options.progress, limits, &importAssimpScene);
    if (read.cancelled)
        return ReadResult::failure(path, cancelledMessage());
    if (!read.read) {
        const QString message = read.error.isEmpty() ? tr("no reason given") : read.error;
        return ReadResult::failure(path, tr("Assimp cannot read this file: %1").arg(message));
    }
    ReadResult result = std::move(read.result);
    if (result.ok() && options.progress && !options.progress(1.0))
        return ReadResult::failure(path, cancelledMessage());
    if (result.ok())
        turnUpAxis(result, path, options);
    return result;
}

ReadResult importAssimpScene(const aiScene &scene, const QString &path)
{
    ReadResult result;
    if (!scene.mRootNode)
        return ReadResult::failure(path, tr("the scene has no root node"));
    if (scene.mNumMeshes == 0 && scene.mNumAnimations == 0)
        return ReadResult::failure(path, tr("the file holds no meshes and no animations"));
    if (scene.mFlags & AI_SCENE_FLAGS_INCOMPLETE)
        result.warnings.append({path, -1, -1, tr("Assimp marks the scene as incomplete")});

    assimp::SceneNodes nodes = assimp::flattenNodes(scene);
    assimp::resolveNodes(scene, nodes, path);
    const assimp::SkeletonImport skeleton = assimp::importSkeleton(scene, nodes, path, result.warnings);
    Model &model = result.model;
    model.skeleton = skeleton.skeleton;
    // Collada node ids that stand for names Assimp's reader cannot animate:
    // the joints take the names back.
    const QHash<QString, QString> colladaNames = assimp::colladaNamesForIds(path);
    for (Joint &joint : model.skeleton.joints) {
        const QString name = colladaNames.value(joint.name);
        if (!name.isEmpty() && model.skeleton.indexOf(name) < 0)
            joint.name = name;
    }
    model.materials = assimp::importMaterials(scene);
    QList<std::pair<int, unsigned>> meshSources;
    model.meshes = assimp::importMeshes(scene, nodes, skeleton, path, result.warnings, &meshSources);
    model.animations = assimp::importAnimations(scene, nodes, skeleton, path, result.warnings);
    assimp::importMorphAnimations(scene, nodes, meshSources, model, path, result.warnings);
    for (Mesh &mesh : model.meshes) {
        if (mesh.material >= model.materials.size())
            mesh.material = -1;
        const QString problem = mesh.validate();
        if (!problem.isEmpty())
            return ReadResult::failure(path, tr("mesh \"%1\": %2").arg(mesh.name, problem));
    }
    if (model.meshes.isEmpty() && model.animations.isEmpty())
        return ReadResult::failure(path, tr("the file holds no triangles and no animations"));
    if (scene.mNumCameras > 0 || scene.mNumLights > 0)
        result.warnings.append({path, -1, -1, tr("cameras and lights are not imported")});
    // Turned in readAssimp, where the read options are known.
    if (const QString up = assimp::declaredUpAxis(scene, path); !up.isEmpty())
        model.extras.insert(kUpAxisKey, up);
    if (const QVariantMap textures = assimp::importEmbeddedTextures(scene); !textures.isEmpty())
        model.extras.insert(QLatin1String(kEmbeddedTextures), textures);
    return result;
}

} // namespace quarry
