#include "io/Export.h"

#include "io/Formats.h"
#include "io/Framegroups.h"
#include "io/Progress.h"
#include "io/xmf/XmfAvatar.h"

#include <QFileInfo>

namespace quarry {

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
    WriteOptions writeOptions;
    writeOptions.progress = progressRange(progress, 0.05, 1.0);
    const WriteResult written = writeModelFile(model, path, options.format, writeOptions);
    result.warnings = written.warnings;
    if (!written.ok()) {
        if (written.error->message == cancelledMessage())
            result.cancelled = true;
        else
            result.error = written.error;
        return result;
    }
    if (options.format == QLatin1String("xmf")) {
        // An avatar's skeleton, animations and materials go beside the mesh:
        // <base>.xsf, <base>_<animation>.xaf, <base>_N.xrf.
        QString companionError;
        result.warnings << writeAvatarCompanions(model, path, &companionError);
        if (!companionError.isEmpty()) {
            result.error = Diagnostic{QString(), -1, -1, companionError};
            return result;
        }
    }
    if (options.framegroups) {
        const WriteResult groups = writeFramegroups(model, path);
        result.warnings << groups.warnings;
        if (!groups.ok())
            result.error = groups.error;
    }
    return result;
}

} // namespace quarry
