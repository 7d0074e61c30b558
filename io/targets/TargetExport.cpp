#include "io/targets/TargetExport.h"

#include "io/Formats.h"
#include "io/Framegroups.h"
#include "io/TgaImage.h"
#include "io/iqm/IqmWriter.h"
#include "io/md3/Md3Player.h"
#include "io/md3/Md3PlayerMemory.h"
#include "io/md3/Md3SkinNames.h"
#include "io/targets/AnimationMap.h"
#include "io/targets/FaceWinding.h"
#include "io/targets/Pack.h"
#include "io/targets/PlayerConventions.h"
#include "io/targets/Quake2Player.h"
#include "io/targets/QuakeModels.h"
#include "io/targets/TargetCompanions.h"
#include "io/targets/TargetTextures.h"
#include "model/Translate.h"
#include "model/ops/Lods.h"
#include "model/ops/ModelTransform.h"
#include "model/ops/SkeletonEdit.h"
#include "model/ops/TargetFixes.h"
#include "model/ops/Weights.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>

namespace quarry {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

namespace {

// The map of `names`: read from the file the user gave (its time ranges
// added to the model's animations), else proposed from the animations'
// names. False with result.error set when the file cannot
// be read.
bool animationMapFor(const QList<AnimationSlot> &names, Model &model, const TargetExportOptions &options,
                     AnimationMap &map, TargetExportResult &result)
{
    if (options.animationMapPath.isEmpty()) {
        map = proposeAnimationMap(names, model);
        return true;
    }
    QFile file(options.animationMapPath);
    if (!file.open(QIODevice::ReadOnly)) {
        result.error = tr("%1: cannot read the animation map").arg(options.animationMapPath);
        return false;
    }
    AnimationMapResult read = readAnimationMap(options.animationMapPath, file.readAll(), names, model);
    if (read.error) {
        result.error = read.error->toString();
        return false;
    }
    map = read.map;
    // Time ranges of the model's animations play as animations of their own.
    appendAnimationRanges(model, read);
    for (const Animation &range : std::as_const(read.ranges))
        result.fixes << tr("animation \"%1\" cut from the time range the animation map gives").arg(range.name);
    return true;
}

// The model's file, or one of its levels of detail: IQM files of one
// model share their animation part, encoded once (`shared`).
WriteResult encodeTargetModel(const Model &model, const QString &path, const QString &format,
                              std::shared_ptr<IqmSharedAnimation> &shared)
{
    if (format == QLatin1String("iqm") && model.shapes.isEmpty())
        return writeIqm(model, path, {}, shared);
    return encodeModelFile(model, path, format);
}

// The model, its levels of detail and the files the game reads beside it.
// False with result.error set when one cannot be made.
bool modelFiles(Model &model, const EngineTarget &target, const TargetExportOptions &options, const QString &name,
                const QString &modelPath, const TargetTextures &textures, QList<FileBytes> &files,
                TargetExportResult &result)
{
    AnimationMap map;
    if (!target.animationOrder.isEmpty()) {
        if (!animationMapFor(target.animationOrder, model, options, map, result))
            return false;
        result.warnings << completeAnimationMap(target.animationOrder, model, map);
    }
    if (!target.animationNames.isEmpty()) {
        AnimationMap named;
        if (!animationMapFor(target.animationNames, model, options, named, result))
            return false;
        result.fixes << nameAnimations(model, target.animationNames, named, &result.warnings);
    }

    // ioquake3's one-model form: its skin read as the player's are.
    if (target.id == QLatin1String("ioquake3"))
        result.fixes << quake3SkinSurfaceNames(model);
    std::shared_ptr<IqmSharedAnimation> animation;
    WriteResult written = encodeTargetModel(model, modelPath, target.format, animation);
    for (const Diagnostic &d : std::as_const(written.warnings))
        result.warnings << d.message;
    if (!written.ok()) {
        result.error = written.error->toString();
        return false;
    }
    if (target.limits.maxFileBytes > 0 && written.data.size() > target.limits.maxFileBytes) {
        result.error = tr("%1 is %2 bytes; %3 loads at most %4")
                           .arg(modelPath)
                           .arg(written.data.size())
                           .arg(target.title)
                           .arg(target.limits.maxFileBytes);
        return false;
    }
    files.append({modelPath, written.data});
    if (!target.replaces.isEmpty())
        result.warnings << tr("%1 loads %2 only in place of %3, which must be in the game")
                               .arg(target.title, modelPath,
                                    QString(target.replaces).replace(QLatin1String("NAME"), name));
    if (options.lods > 0 && target.lodPath.isEmpty()) {
        result.warnings << tr("%1 draws no levels of detail: --lods is left out").arg(target.title);
    } else {
        for (int level = 1; level <= options.lods; ++level) {
            const Model lod = simplifiedModel(model, lodRatio(level));
            const QString lodPath = QString(target.lodPath)
                                        .replace(QLatin1String("LEVEL"), QString::number(level))
                                        .replace(QLatin1String("NAME"), name);
            WriteResult lodWritten = encodeTargetModel(lod, lodPath, target.format, animation);
            if (!lodWritten.ok()) {
                result.error = lodWritten.error->toString();
                return false;
            }
            result.fixes << tr("level of detail %1: %2 of %3 triangles (%4)")
                                .arg(level)
                                .arg(lod.triangleCount())
                                .arg(model.triangleCount())
                                .arg(lodPath);
            files.append({lodPath, lodWritten.data});
        }
    }
    files << written.siblings; // an MD5 mesh's animations
    if (target.framegroups)
        files.append({modelPath + QStringLiteral(".framegroups"),
                      target.animationOrder.isEmpty() ? encodeFramegroups(model, modelPath).data
                                                      : slotFramegroupsText(model, target.animationOrder, map)});
    if (target.skinFile)
        files.append({modelPath + QStringLiteral("_0.skin"), skinText(model, textures.shaders)});
    if (target.modelInfo)
        files.append({modelPath + QStringLiteral("_0.txt"), xonoticModelInfo(name, options.sourcePath)});
    else if (!target.skinPath.isEmpty())
        files.append(
            {QString(target.skinPath).replace(QLatin1String("NAME"), name), skinText(model, textures.shaders)});
    const QString gameFolder = QFileInfo(modelPath).path();
    const QString folder = gameFolder == QLatin1String(".") ? QString() : gameFolder + QLatin1Char('/');
    switch (target.animationConfig) {
    case EngineTarget::AnimationConfig::Quake3:
        files.append(
            {folder + QStringLiteral("animation.cfg"), quake3AnimationConfig(model, target.animationOrder, map)});
        break;
    case EngineTarget::AnimationConfig::Warsow:
        files.append(
            {folder + QStringLiteral("animation.cfg"), warsowAnimationConfig(model, target.animationOrder, map)});
        break;
    case EngineTarget::AnimationConfig::Unvanquished:
        files.append({folder + QStringLiteral("character.cfg"), unvanquishedCharacterConfig(model)});
        break;
    case EngineTarget::AnimationConfig::Doom3Def:
        files.append({QStringLiteral("def/%1.def").arg(name), doom3ModelDef(model, name, modelPath)});
        break;
    case EngineTarget::AnimationConfig::None: break;
    }
    return true;
}

// The Quake III player's options the export takes from `options`.
Quake3PlayerOptions quake3PlayerOptions(const TargetExportOptions &options)
{
    Quake3PlayerOptions player;
    player.torsoJoint = options.torsoJoint;
    player.headJoint = options.headJoint;
    player.weaponJoint = options.weaponJoint;
    player.animationMapPath = options.animationMapPath;
    player.format = options.playerFormat.isEmpty() ? QStringLiteral("md3") : options.playerFormat.toLower();
    player.lods = options.lods;
    player.keepSlotLengths = options.keepSlotLengths;
    // Without --fps the rate is fitted to MD3's frames and the game's memory.
    player.fitFrames = options.conversion.fps <= 0;
    return player;
}

// A Quake III player's files in the model's folder (io/md3/Md3Player).
bool playerFiles(const Model &model, const TargetExportOptions &options, const QString &folder,
                 const TargetTextures &textures, QList<FileBytes> &files, TargetExportResult &result)
{
    if (model.skeleton.isEmpty()) {
        result.error = tr("a Quake III player is split by joints, and the model has no skeleton: --single-model "
                          "writes it as one model");
        return false;
    }
    Quake3PlayerOptions player = quake3PlayerOptions(options);
    QString jointsError;
    findQuake3PlayerJoints(model, player, &jointsError);
    if (!jointsError.isEmpty()) {
        result.error = tr("%1 (or --single-model for one model)").arg(jointsError);
        return false;
    }
    // fixForTarget turned it to face +X (PlayerConventions).
    player.facing = QStringLiteral("+x");
    // The icon is drawn with the textures as the game gets them.
    for (qsizetype i = 0; i < model.materials.size(); ++i) {
        const qsizetype file = textures.materialFiles.value(i, -1);
        player.materialImages << (file >= 0 ? decodeImage(textures.files[file].data) : QImage());
    }
    const Quake3PlayerFiles made = quake3PlayerFiles(model, player);
    result.fixes << made.fixes;
    result.warnings << made.warnings;
    if (!made.ok()) {
        result.error = made.error;
        return false;
    }
    for (const FileBytes &f : made.files)
        files.append({folder + f.path, f.data});
    return true;
}

} // namespace

QString targetModelPath(const EngineTarget &target, const QString &name)
{
    QString path = target.modelPath;
    return path.replace(QLatin1String("NAME"), name);
}

bool fixForTarget(Model &model, const EngineTarget &target, const TargetExportOptions &options,
                  TargetExportResult &result)
{
    const TargetLimits &limits = target.limits;
    if (!limits.loadsIqm) {
        result.error = tr("%1 loads none of the model formats Quarry writes (IQM, MD3, MD5)").arg(target.title);
        return false;
    }
    result.warnings << shapesToMeshesForFormat(model, target.format);
    // A skinned mesh read without its skeleton is written as the static
    // mesh it was opened as.
    for (const QString &mesh : dropInfluencesWithoutSkeleton(model))
        result.warnings << tr("mesh \"%1\": its bone influences are left out: the model has no skeleton").arg(mesh);
    ConversionSettings settings = options.conversion;
    // The game moves a player's entity itself: its animations play in place.
    if (settings.rootMotion == ConversionSettings::RootMotion::Default) {
        PlayerOptions kind;
        kind.singleModel = options.singleModel;
        kind.headJoint = options.headJoint;
        if (playerKind(model, target, kind).player)
            settings.rootMotion = ConversionSettings::RootMotion::InPlace;
    }
    if (limits.maxInfluences > 0 && (settings.maxInfluences <= 0 || settings.maxInfluences > limits.maxInfluences))
        settings.maxInfluences = limits.maxInfluences;
    // The triangles are turned to face outward first; an explicit flip
    // (--flip-winding) comes after.
    const bool flip = settings.flipWinding;
    settings.flipWinding = false;
    QString conversionError;
    result.fixes << applyConversion(model, settings, &conversionError);
    if (!conversionError.isEmpty()) {
        result.error = conversionError;
        return false;
    }
    // Triangles the game would draw inside out, turned to face outward.
    QList<TargetFinding> windingFindings;
    if (!options.keepWinding) {
        windingFindings = checkFaceWinding(model, target);
        if (const FaceWindingReport turned = orientFacesOutward(model); turned.inward > 0)
            result.fixes << faceWindingFix(turned, target);
    }
    if (flip) {
        flipWinding(model);
        result.fixes << tr("the winding of every triangle reversed (--flip-winding)");
    }
    TargetCheckOptions check;
    check.engine = target.title;
    check.allowedJoints = options.maxJoints;
    check.animationMap = options.animationMapPath;
    if (limits.frameRate > 0) // the file samples the animations at the export's rate
        check.fps = settings.fps;
    check.rateGiven = settings.fps > 0;
    check.keepSlotLengths = options.keepSlotLengths;
    result.findings = checkTarget(model, limits, check);
    result.findings << windingFindings;
    // A player at the game's size, facing +X, on its floor.
    PlayerOptions player;
    player.singleModel = options.singleModel;
    player.headJoint = options.headJoint;
    player.facing = options.facing;
    player.sizeGiven = settings.scale > 0 || settings.height > 0;
    result.findings << checkPlayerConventions(model, target, player);
    if (hasUnfixable(result.findings)) {
        QStringList messages;
        for (const TargetFinding &f : std::as_const(result.findings))
            if (!f.fixable)
                messages << f.message;
        result.error = messages.join(QLatin1Char('\n'));
        return false;
    }
    {
        QString warning, error;
        result.fixes << applyPlayerConventions(model, target, player, &warning, &error);
        if (!warning.isEmpty())
            result.warnings << warning;
        if (!error.isEmpty()) {
            result.error = error;
            return false;
        }
    }
    if (limits.maxJoints > 0 && model.skeleton.size() > limits.maxJoints) {
        const QList<int> unused = unusedJoints(model);
        const qsizetype before = model.skeleton.size();
        if (before - unused.size() <= limits.maxJoints) {
            removeJoints(model, unused);
            result.fixes << tr("removed %1 joints no vertex uses (%2 of %3 allowed remain)")
                                .arg(unused.size())
                                .arg(model.skeleton.size())
                                .arg(limits.maxJoints);
        } else {
            const int cap = std::min(options.maxJoints, limits.maxJoints);
            const QStringList merged = mergeJointsToCap(model, cap);
            result.fixes << tr("merged %1 joints into their parents (%2 -> %3): %4")
                                .arg(merged.size())
                                .arg(before)
                                .arg(model.skeleton.size())
                                .arg(merged.join(QStringLiteral(", ")));
        }
    }
    if (const QList<std::pair<QString, int>> customs = dropCustomArrays(model); !customs.isEmpty()) {
        int count = 0;
        QStringList names;
        for (const auto &[name, meshes] : customs) {
            count += meshes;
            names << (meshes == 1 ? QStringLiteral("\"%1\"").arg(name)
                                  : tr("\"%1\" in %2 meshes").arg(name).arg(meshes));
        }
        result.fixes << tr("left out %1 custom vertex arrays (%2 does not read them): %3")
                            .arg(count)
                            .arg(target.title, names.join(QStringLiteral(", ")));
    }
    if (limits.jointScale != JointScaleRule::Supported) {
        bool scaled = false;
        for (const Joint &j : std::as_const(model.skeleton.joints))
            scaled = scaled || (j.bind.scale - QVector3D(1, 1, 1)).length() > 1e-4f;
        for (const Animation &a : std::as_const(model.animations))
            for (const JointTrack &t : a.tracks)
                scaled = scaled || !t.scales.isEmpty();
        if (scaled) {
            const QStringList lost = bakeJointScale(model);
            result.fixes << tr("joint scale baked into the joints' positions (%1 reads none)").arg(target.title);
            for (const QString &a : lost)
                result.warnings << tr("animation \"%1\" scales joints; %2 cannot show that and the scaling is lost")
                                       .arg(a, target.title);
        }
    }
    if (limits.maxMeshVertices > 0 || limits.maxMeshTriangles > 0) {
        const qsizetype meshes = model.meshes.size();
        if (const qsizetype added = splitMeshesAtCap(model, limits.maxMeshVertices, limits.maxMeshTriangles); added > 0)
            result.fixes << tr("split %1 meshes into %2 (at most %3 vertices and %4 triangles each)")
                                .arg(meshes)
                                .arg(model.meshes.size())
                                .arg(limits.maxMeshVertices)
                                .arg(limits.maxMeshTriangles);
    }
    const bool needsFrames = limits.needsPoses || limits.needsBounds || limits.needsAnimation
                             || !target.animationOrder.isEmpty();
    if (needsFrames && (!model.skeleton.isEmpty() || limits.needsAnimation) && addIdleAnimation(model))
        result.fixes << tr("added a one-frame \"idle\" animation in the bind pose (poses and bounds come with it)");
    // A skin file names meshes: every mesh gets a name of its own.
    QStringList names;
    for (qsizetype i = 0; i < model.meshes.size(); ++i) {
        QString name = model.meshes[i].name.simplified().replace(QLatin1Char(','), QLatin1Char('_'));
        if (name.isEmpty())
            name = QStringLiteral("mesh");
        const QString stem = name;
        for (int n = 1; names.contains(name, Qt::CaseInsensitive); ++n)
            name = QStringLiteral("%1_%2").arg(stem).arg(n);
        if (name != model.meshes[i].name)
            model.meshes[i].name = name;
        names << name;
    }
    // DarkPlaces' MODEL_0.skin (FTEQW reads the same files): its reader's words.
    if (target.skinFile)
        result.fixes << darkplacesSkinSurfaceNames(model);
    // The games' loaders refuse a model whose vertices have no texture
    // coordinates (DarkPlaces: "missing vertex array data"): zeros for the
    // meshes that have none.
    QStringList untextured;
    for (Mesh &mesh : model.meshes)
        if (mesh.vertexCount() > 0 && mesh.texcoords.isEmpty()) {
            mesh.texcoords = {QList<QVector2D>(mesh.vertexCount())};
            untextured << mesh.name;
        }
    if (!untextured.isEmpty())
        result.fixes << tr("texture coordinates (all 0) given to the meshes that had none, as %1 loads no model "
                           "without them: %2")
                            .arg(target.title, untextured.join(QStringLiteral(", ")));
    return true;
}

QList<TargetFinding> checkPlayerMemory(const Model &model, const EngineTarget &target,
                                       const TargetExportOptions &options)
{
    if (!target.quake3Player || options.singleModel)
        return {};
    return checkQuake3PlayerMemory(model, quake3PlayerOptions(options), options.conversion.fps);
}

EngineTarget targetForExport(const EngineTarget &chosen, const TargetExportOptions &options)
{
    if (options.singleModel)
        return singleModelForm(chosen);
    if (chosen.quake3Player && options.playerFormat.compare(QLatin1String("iqm"), Qt::CaseInsensitive) == 0)
        return ioquake3IqmPlayerTarget();
    return chosen;
}

TargetExportResult exportForTarget(Model model, const EngineTarget &chosen, const TargetExportOptions &options)
{
    TargetExportResult result;
    if (!options.playerFormat.isEmpty() && options.playerFormat.compare(QLatin1String("md3"), Qt::CaseInsensitive) != 0
        && options.playerFormat.compare(QLatin1String("iqm"), Qt::CaseInsensitive) != 0) {
        result.error = tr("the player format is md3 or iqm, not \"%1\"").arg(options.playerFormat);
        return result;
    }
    const EngineTarget target = targetForExport(chosen, options);
    if (!fixForTarget(model, target, options, result))
        return result;
    QString name = options.name.isEmpty() ? QFileInfo(options.sourcePath).completeBaseName() : options.name;
    if (target.id == QLatin1String("ioquake3")) {
        // The name in the game's paths and in the skins' image paths.
        const QString readable = quake3PlayerName(name);
        if (readable.isEmpty()) {
            result.error =
                tr("the name \"%1\" names no folder under models/players: choose another with --name").arg(name);
            return result;
        }
        if (readable != name)
            result.fixes << tr("the name \"%1\" written as \"%2\": ioquake3's .skin reader ends an image's path at "
                               "a space, comma or character past ASCII, and the model setting (%2/default) takes no "
                               "slash, backslash, semicolon or quote")
                                .arg(name, readable);
        name = readable;
    }
    const QString modelPath = targetModelPath(target, name);
    const QString gameFolder = QFileInfo(modelPath).path() == QLatin1String(".") ? QString()
                                                                                 : QFileInfo(modelPath).path();
    TargetTextures textures = prepareTargetTextures(model, options.sourcePath, gameFolder, target.textureFormats);
    result.warnings << textures.warnings;

    const QString folder = gameFolder.isEmpty() ? QString() : gameFolder + QLatin1Char('/');
    QList<FileBytes> files;
    result.fixes << textures.fixes;
    // ioquake3 draws a surface whose skin names no image with its checkers.
    if (target.id == QLatin1String("ioquake3")) {
        result.fixes << addFlatColourTextures(model, textures, gameFolder);
        // R_FindShader keeps the first 63 bytes of a name (MAX_QPATH).
        QStringList warned;
        for (const Material &material : std::as_const(model.materials))
            if (material.name.toUtf8().size() > 63 && !warned.contains(material.name)) {
                warned << material.name;
                result.warnings << tr("shader %1 is %2 characters long: ioquake3 reads 63 and will not find its "
                                      "image (a shorter --name or texture file name fits)")
                                       .arg(material.name)
                                       .arg(material.name.toUtf8().size());
            }
    }
    if (target.md2Layout != EngineTarget::Md2Layout::None) {
        // Quake II: the textures packed into the MD2's one PCX skin.
        QList<QImage> images;
        for (qsizetype i = 0; i < model.materials.size(); ++i) {
            const qsizetype file = textures.materialFiles.value(i, -1);
            images << (file >= 0 ? decodeImage(textures.files[file].data) : QImage());
        }
        if (!quake2Files(model, target, options, name, images, files, result))
            return result;
        textures.files.clear();
    } else if (target.quakeModel) {
        if (!quakeModelFiles(model, target, options, name, textures, files, result))
            return result;
    } else if (target.quake3Player ? !playerFiles(model, options, folder, textures, files, result)
                                   : !modelFiles(model, target, options, name, modelPath, textures, files, result)) {
        return result;
    }
    if (target.shaderScripts)
        if (const QByteArray script = alphaShaderScript(textures, name); !script.isEmpty())
            files.append({QStringLiteral("scripts/%1.shader").arg(name), script});
    if (!target.quakeModel) // a Quake model's skins are inside it (and beside its enhanced model)
        files << textures.files;

    const QDir out(options.outputDirectory);
    QList<FileBytes> onDisk;
    QList<ArchiveEntry> entries;
    for (const FileBytes &f : std::as_const(files)) {
        result.files << f.path;
        const QString path = out.filePath(f.path);
        if (!QDir().mkpath(QFileInfo(path).absolutePath())) {
            result.error = tr("%1: cannot create the folder").arg(QFileInfo(path).absolutePath());
            return result;
        }
        onDisk.append({path, f.data});
        if (options.pack)
            entries.append({f.path, f.data});
    }
    if (options.pack) {
        QString packError;
        const QByteArray archive = zipArchive(entries, &packError);
        if (!packError.isEmpty()) {
            result.error = packError;
            return result;
        }
        result.archive = out.filePath(name + QLatin1Char('.') + target.packExtension);
        onDisk.append({result.archive, archive});
    }
    QString failed;
    const QString error = saveAllBytes(onDisk, {}, &failed);
    if (!error.isEmpty())
        result.error = QStringLiteral("%1: %2").arg(failed, error);
    return result;
}

} // namespace quarry
