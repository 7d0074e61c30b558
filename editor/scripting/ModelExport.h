// Writing a converted copy of a model, as `quarry convert` does after
// reading: QuickModel shapes tessellated for mesh formats, the target's
// limits, the conversion settings, the file, an XMF avatar's companions and
// optionally the .framegroups file. The module's doc.export calls this one
// function, so that a shared export path replaces it in one place.
#pragma once

#include "model/Model.h"
#include "model/ops/Conversion.h"

#include <QStringList>

namespace quarry::scripting {

struct ExportRequest
{
    QString path;
    QString format;  // empty: by the path's extension
    ConversionSettings settings;
    bool framegroups = false;
};

struct ExportOutcome
{
    QStringList messages;  // warnings and notes for the user
    QString error;         // empty on success
};

ExportOutcome exportModel(Model model, const ExportRequest &request);

} // namespace quarry::scripting
