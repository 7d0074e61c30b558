// Writing a converted copy of a model, as `quarry convert` does after
// reading: QuickModel shapes tessellated for mesh formats, the target's
// limits, the conversion settings, the file, an XMF avatar's companions and
// optionally the .framegroups file, through io/Export as `quarry convert`
// and File > Export do; here with the script's own messages and errors.
#pragma once

#include <QVariantMap>

#include "model/Model.h"
#include "model/ops/Conversion.h"

#include <QStringList>

namespace quarry::scripting {

struct ExportRequest
{
    QString path;
    QString format; // empty: by the path's extension
    ConversionSettings settings;
    bool framegroups = false;
    // An engine to export for (io/targets): every file the game needs goes
    // under the path's folder, the model named after the path's base name.
    QString target;
    int maxJoints = 0;
    bool pack = false;
    int lods = 0;
    bool singleModel = false; // a player target's one-model form (ioquake3: one IQM)
    bool keepWinding = false; // a target's triangles kept as read (not turned to face outward)
    QString facing; // a player target: the way the model faces as stored ("+x", ...); empty: found
    QString playerFormat; // ioquake3's player: "md3" or "iqm"
    bool keepSlotLengths = false; // ioquake3's player: the fixed-length slots keep their clips' lengths
    QString animationMap;
    QString sourcePath; // the document's file: its textures are found beside it
    QVariantMap writerOptions; // "md3.tags" (tags="a,b")
};

struct ExportOutcome
{
    QStringList messages; // warnings and notes for the user
    QString error; // empty on success
};

ExportOutcome exportModel(Model model, const ExportRequest &request);

} // namespace quarry::scripting
