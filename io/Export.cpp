#include "io/Export.h"

#include "io/Formats.h"
#include "io/Framegroups.h"
#include "io/Progress.h"
#include "io/xmf/XmfAvatar.h"
#include "model/LocaleNumbers.h"
#include "model/Pose.h"
#include "model/Translate.h"

#include <QCoreApplication>

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
    if (format != QLatin1String("iqm") && format != QLatin1String("iqe"))
        return {};
    const Bounds b = poseBounds(model, -1, 0.0);
    const float height = b.isValid() ? b.max.z() - b.min.z() : 0.0f;
    if (!(height > kFarOver))
        return {};
    return tr("note: the model stands %1 units tall in its bind pose (along Z), far taller than a Quake-family "
              "player (about %2): --height %2 scales it to a player's height (--scale %3)")
        .arg(localNumber(height), localNumber(kPlayerHeight), localNumber(kPlayerHeight / height, 3));
}

ExportResult exportModel(Model model, const QString &path, const ExportOptions &options, const ProgressFn &progress)
{
    ExportResult result;
    // Made before the conversion, so that height, scale and winding apply
    // to the shapes' triangles too.
    result.shapeWarnings = shapesToMeshesForFormat(model, options.format);
    ConversionSettings settings = options.conversion;
    applyFormatLimits(options.format, settings);
    result.conversionMessages = applyConversion(model, settings, &result.conversionError);
    if (!result.conversionError.isEmpty())
        return result;
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
    writeOptions.progress = progressRange(progress, 0.05, 0.9);
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
    if (options.framegroups) {
        WriteResult groups = encodeFramegroups(model, path);
        result.warnings << groups.warnings;
        files.append(FileBytes{framegroupsPath(path), std::move(groups.data)});
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
