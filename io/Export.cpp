#include "io/Export.h"

#include "io/EmbeddedTextures.h"
#include "io/Formats.h"
#include "io/Framegroups.h"
#include "io/Progress.h"
#include "io/cal3d/Cal3dFiles.h"
#include "io/md3/Md3Clips.h"
#include "io/targets/TargetExport.h"
#include "io/xmf/CalMorphAnimation.h"
#include "io/xmf/XmfAvatar.h"
#include "model/LocaleNumbers.h"
#include "model/Pose.h"
#include "model/Translate.h"
#include "model/ops/FormatStorage.h"
#include "model/ops/Weights.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace quarry {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

QString quakeHeightNote(const Model &model, const QString &format)
{
    // Quake-family engines (IQM, IQE) measure a player at about 56 units;
    // past 256 a model was made in other units (IMVU avatars: about 1140).
    constexpr float kPlayerHeight = 56.0f;
    constexpr float kFarOver = 256.0f;
    if (format != QLatin1String("iqm") && format != QLatin1String("iqe") && format != QLatin1String("md3")
        && format != QLatin1String("mdl") && format != QLatin1String("md2"))
        return {};
    const Bounds b = poseBounds(model, -1, 0.0);
    const float height = b.isValid() ? b.max.z() - b.min.z() : 0.0f;
    if (!(height > kFarOver))
        return {};
    return tr("note: the model stands %1 units tall in its bind pose (along Z), far taller than a Quake-family "
              "player (about %2): --height %2 scales it to a player's height (--scale %3)")
        .arg(localNumber(height), localNumber(kPlayerHeight), localNumber(kPlayerHeight / height, 3));
}

namespace {

// A skinned mesh read without its skeleton (an XMF mesh opened as a static
// mesh) keeps influences that name joints the model lacks: XMF and CMF write
// them back as they were; every other format gets the static mesh the reader
// said it opened, rather than a failure over joints that are not there.
void staticMeshesWithoutSkeleton(Model &model, const QString &format, QStringList &messages)
{
    if (format == QLatin1String("xmf") || format == QLatin1String("cmf"))
        return;
    const int dropped = int(dropInfluencesWithoutSkeleton(model).size());
    if (dropped > 0)
        messages << tr("the model has no skeleton: the bone influences of %n mesh(es) are left out (a static mesh)",
                       nullptr, dropped);
}

// Morph animations read from Cal3D XPF/CPF files key morph targets alone:
// formats other than the Cal3D ones (a mesh writes them beside it as
// .xpf/.cpf), glTF (weights channels) and MD3 (every frame's vertices,
// morphs applied) would get an animation that holds the bind pose, so they
// are left out, said in a note.
void dropMorphAnimations(Model &model, const QString &format, QStringList &messages)
{
    static const QStringList keep = {QStringLiteral("cfg"),  QStringLiteral("xpf"), QStringLiteral("cpf"),
                                     QStringLiteral("xmf"),  QStringLiteral("cmf"), QStringLiteral("glb"),
                                     QStringLiteral("gltf"), QStringLiteral("md3"), QStringLiteral("mdl"),
                                     QStringLiteral("md2")};
    if (keep.contains(format))
        return;
    QStringList names;
    for (qsizetype i = model.animations.size() - 1; i >= 0; --i) {
        const Animation &a = model.animations[i];
        if (a.extras.value(QLatin1String(kCalMorphAnimation)).toBool() && a.tracks.isEmpty()) {
            names.prepend(a.name);
            model.animations.removeAt(i);
        }
    }
    if (!names.isEmpty())
        messages << tr("note: %n morph animation(s) left out (%1): this format does not hold them; a .cfg (or "
                       ".xpf) keeps them",
                       nullptr, int(names.size()))
                        .arg(names.join(QStringLiteral(", ")));
}

// The export for an engine, reported as any export is.
ExportResult exportModelForTarget(Model model, const QString &path, const ExportOptions &options)
{
    ExportResult result;
    const EngineTarget *target = findEngineTarget(options.target);
    if (!target) {
        result.conversionError = tr("no target \"%1\"; the targets are: %2").arg(options.target, engineTargetIds());
        return result;
    }
    TargetExportOptions targetOptions;
    const QFileInfo info(path);
    targetOptions.outputDirectory = info.absolutePath();
    targetOptions.name = info.completeBaseName();
    targetOptions.sourcePath = options.sourcePath;
    targetOptions.maxJoints = options.maxJoints;
    targetOptions.animationMapPath = options.animationMap;
    targetOptions.pack = options.pack;
    targetOptions.lods = options.lods;
    targetOptions.singleModel = options.singleModel;
    targetOptions.keepWinding = options.keepWinding;
    targetOptions.facing = options.facing;
    targetOptions.torsoJoint = options.torsoJoint;
    targetOptions.headJoint = options.headJoint;
    targetOptions.weaponJoint = options.weaponJoint;
    targetOptions.playerFormat = options.playerFormat;
    targetOptions.keepSlotLengths = options.keepSlotLengths;
    targetOptions.conversion = options.conversion;
    targetOptions.quakeOptions = options.writerOptions;
    const TargetExportResult exported = exportForTarget(std::move(model), *target, targetOptions);
    result.conversionMessages = exported.fixes;
    for (const QString &w : exported.warnings)
        result.warnings.append(Diagnostic{path, -1, -1, w});
    if (!exported.ok())
        result.conversionError = exported.error;
    result.targetFiles = exported.files;
    result.archive = exported.archive;
    return result;
}

} // namespace

ExportResult exportModel(Model model, const QString &path, const ExportOptions &options, const ProgressFn &progress)
{
    ExportResult result;
    if (!options.target.isEmpty())
        return exportModelForTarget(std::move(model), path, options);
    if (options.refuseLostAnimation)
        if (const QString lost = animationLostNote(model, options.format); !lost.isEmpty()) {
            result.conversionError = lost + QLatin1Char(' ') + tr("Give --drop-animation to write it without.");
            return result;
        }
    // Made before the conversion, so that height, scale and winding apply
    // to the shapes' triangles too.
    result.shapeWarnings = shapesToMeshesForFormat(model, options.format);
    ConversionSettings settings = options.conversion;
    applyFormatLimits(options.format, settings);
    result.conversionMessages = applyConversion(model, settings, &result.conversionError);
    if (!result.conversionError.isEmpty())
        return result;
    staticMeshesWithoutSkeleton(model, options.format, result.conversionMessages);
    dropMorphAnimations(model, options.format, result.conversionMessages);
    QList<FileBytes> textures;
    if (!keepsEmbeddedTextures(options.format))
        result.conversionMessages << extractEmbeddedTextures(model, path, &textures);
    if (settings.scale <= 0 && settings.height <= 0)
        if (const QString note = quakeHeightNote(model, options.format); !note.isEmpty())
            result.conversionMessages << note;
    if (options.validate) {
        ValidationOptions validation;
        validation.baseDirectory = QFileInfo(path).absolutePath();
        result.findings = validateModel(model, validation);
    }
    // The conversion is quick next to writing: the writer reports the rest.
    if (progress && !progress(0.05)) {
        result.cancelled = true;
        return result;
    }
    // The model file and its companions (an avatar's skeleton, animations
    // and materials; the .framegroups) are encoded first, then saved as one
    // (saveAllBytes): a full disk partway leaves every old file as it was,
    // never new ones beside old ones.
    WriteOptions writeOptions;
    writeOptions.options = options.writerOptions;
    writeOptions.progress = progressRange(progress, 0.05, 0.9);
    if (settings.axesAsStored)
        writeOptions.options.insert(QStringLiteral("upAxis"), QStringLiteral("stored"));
    // Relative texture paths start at the source's folder (MDL and MD2 read
    // the textures to make their skins).
    if (!options.sourcePath.isEmpty() && !writeOptions.options.contains(QStringLiteral("textureDirectory")))
        writeOptions.options.insert(QStringLiteral("textureDirectory"), QFileInfo(options.sourcePath).absolutePath());
    WriteResult written = encodeModelFile(model, path, options.format, writeOptions);
    result.warnings = written.warnings;
    if (!written.ok()) {
        if (written.error->message == cancelledMessage())
            result.cancelled = true;
        else
            result.error = written.error;
        return result;
    }
    QList<FileBytes> files{FileBytes{path, std::move(written.data)}};
    files << std::move(written.siblings);
    if (options.format == QLatin1String("xmf")) {
        // An avatar's skeleton, animations and materials go beside the mesh:
        // <base>.xsf, <base>_<animation>.xaf, <base>_N.xrf.
        QString companionError;
        result.warnings << encodeAvatarCompanions(model, path, &files, &companionError);
        if (!companionError.isEmpty()) {
            result.error = Diagnostic{QString(), -1, -1, companionError};
            return result;
        }
    }
    if (options.format == QLatin1String("cmf")) {
        // The same beside a binary mesh, as binary files: .csf, .caf, .crf.
        QString companionError;
        result.warnings << encodeBinaryCompanions(model, path, &files, &companionError);
        if (!companionError.isEmpty()) {
            result.error = Diagnostic{QString(), -1, -1, companionError};
            return result;
        }
    }
    files << textures;
    if (options.framegroups) {
        // An MD3 stores frames that clips read from its sidecar share once.
        WriteResult groups = options.format == QLatin1String("md3") ? encodeFramegroups(md3FrameGroups(model), path)
                                                                    : encodeFramegroups(model, path);
        result.warnings << groups.warnings;
        files.append(FileBytes{framegroupsPath(path), std::move(groups.data)});
    }
    // The folder is made where it is not there yet, as the engine targets' are.
    if (const QString folder = QFileInfo(path).absolutePath(); !QDir().mkpath(folder)) {
        result.error = Diagnostic{path, -1, -1,
                                  tr("%1: cannot create the folder").arg(QDir::toNativeSeparators(folder))};
        return result;
    }
    QString failedPath;
    const QString error = saveAllBytes(files, progressRange(progress, 0.9, 1.0), &failedPath);
    if (error == cancelledMessage())
        result.cancelled = true;
    else if (!error.isEmpty())
        result.error = Diagnostic{failedPath, -1, -1, error};
    return result;
}

} // namespace quarry
