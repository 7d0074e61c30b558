#include "editor/scripting/ModelExport.h"

#include "io/Export.h"
#include "io/Formats.h"
#include "model/Translate.h"

#include <QCoreApplication>

namespace quarry::scripting {

namespace {

QUARRY_NAMESPACE_TR("quarry::scripting")

} // namespace

ExportOutcome exportModel(Model model, const ExportRequest &request)
{
    ExportOutcome outcome;
    const QString format = !request.target.isEmpty()  ? QStringLiteral("iqm")
                           : request.format.isEmpty() ? formatForWriting(request.path)
                                                      : request.format;
    const FormatHandler *handler = formatHandler(format);
    if (!handler || !handler->write) {
        outcome.error = tr("%1: Quarry cannot write this format").arg(request.path);
        return outcome;
    }
    ExportOptions options;
    options.format = format;
    options.conversion = request.settings;
    options.framegroups = request.framegroups;
    options.target = request.target;
    options.maxJoints = request.maxJoints;
    options.pack = request.pack;
    options.lods = request.lods;
    options.singleModel = request.singleModel;
    options.keepWinding = request.keepWinding;
    options.facing = request.facing;
    options.playerFormat = request.playerFormat;
    options.keepSlotLengths = request.keepSlotLengths;
    options.animationMap = request.animationMap;
    options.sourcePath = request.sourcePath;
    options.writerOptions = request.writerOptions;
    const ExportResult exported = quarry::exportModel(std::move(model), request.path, options);
    outcome.messages = exported.shapeWarnings + exported.conversionMessages;
    for (const Diagnostic &d : exported.warnings)
        outcome.messages << d.toString();
    if (!exported.conversionError.isEmpty())
        outcome.error = exported.conversionError;
    else if (exported.error)
        outcome.error = exported.error->toString();
    return outcome;
}

} // namespace quarry::scripting
