#include "editor/scripting/ModelExport.h"

#include "io/Formats.h"
#include "io/Framegroups.h"
#include "io/xmf/XmfAvatar.h"
#include "model/ops/Tessellate.h"

#include <QCoreApplication>

namespace quarry::scripting {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("quarry::scripting", text);
}

void addWarnings(QStringList &messages, const QList<Diagnostic> &warnings)
{
    for (const Diagnostic &d : warnings)
        messages << d.toString();
}

} // namespace

ExportOutcome exportModel(Model model, const ExportRequest &request)
{
    ExportOutcome outcome;
    const QString format = request.format.isEmpty() ? formatForWriting(request.path) : request.format;
    const FormatHandler *handler = formatHandler(format);
    if (!handler || !handler->write) {
        outcome.error = tr("%1: Quarry cannot write this format").arg(request.path);
        return outcome;
    }
    ConversionSettings settings = request.settings;
    applyFormatLimits(format, settings);
    if (format != QLatin1String("qm") && !model.shapes.isEmpty())
        outcome.messages << tessellateShapesIntoMeshes(model);
    outcome.messages << applyConversion(model, settings, &outcome.error);
    if (!outcome.error.isEmpty())
        return outcome;
    const WriteResult written = writeModelFile(model, request.path, format);
    addWarnings(outcome.messages, written.warnings);
    if (!written.ok()) {
        outcome.error = written.error->toString();
        return outcome;
    }
    if (format == QLatin1String("xmf")) {
        QString error;
        addWarnings(outcome.messages, writeAvatarCompanions(model, request.path, &error));
        if (!error.isEmpty()) {
            outcome.error = error;
            return outcome;
        }
    }
    if (request.framegroups) {
        const WriteResult groups = writeFramegroups(model, request.path);
        addWarnings(outcome.messages, groups.warnings);
        if (!groups.ok())
            outcome.error = groups.error->toString();
    }
    return outcome;
}

} // namespace quarry::scripting
