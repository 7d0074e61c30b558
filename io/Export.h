// One export pipeline for `quarry convert`, File > Export and scripts:
// QuickModel shapes become triangles for a mesh format, the conversion
// settings apply (with the format's limits), validation runs where asked,
// and the model is written with its companions (an XMF avatar's skeleton,
// animations and materials beside the mesh; OUTPUT.framegroups where
// asked), reporting progress from 0 to 1.
#pragma once

#include "io/IoResult.h"
#include "model/ops/Conversion.h"
#include "model/ops/Validation.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace quarry {

struct ExportOptions
{
    QString format; // the writer's id ("iqm", "iqe", "xmf", ...)
    ConversionSettings conversion; // the format's limits are added to these
    bool validate = false; // fill ExportResult::findings
    bool framegroups = false; // also write OUTPUT.framegroups
    // An engine (io/targets): export for it instead, writing every file the
    // game needs under OUTPUT's folder, the model named after OUTPUT's base
    // name (see io/targets/TargetExport.h); `format` is then "iqm".
    QString target;
    int maxJoints = 0; // with target: merging joints down to this many allowed
    QString animationMap; // with target: a SLOT = ANIMATION file
    bool pack = false; // with target: also write the game archive
    int lods = 0; // with target: levels of detail beside the model, where the game draws them
    bool singleModel = false; // with target: a player target's one-model form (ioquake3: one IQM)
    bool keepWinding = false; // with target: triangles kept as read, not turned to face outward
    QString facing; // with a player target: the way the model faces as stored ("+x", ...); empty: found
    // With a Quake III player target: its torso, head and weapon joints; empty: found by name.
    QString torsoJoint, headJoint, weaponJoint;
    QString playerFormat; // with ioquake3's player: "md3" (or empty) or "iqm"
    bool keepSlotLengths = false; // ioquake3's player: the fixed-length slots keep their clips' lengths
    QString sourcePath; // the file the model was read from (textures are beside it)
    // Refuse (conversionError) a conversion that would lose all of the
    // model's animation (animationLostNote): `quarry convert` without
    // --drop-animation.
    bool refuseLostAnimation = false;
    // Passed to the writer (WriteOptions::options): "md3.tags", ...
    QVariantMap writerOptions;
};

struct ExportResult
{
    // Shapes a mesh format cannot hold (curves, lights), one message each.
    QStringList shapeWarnings;
    // What the conversion did, for the user (e.g. vertices that lost influences).
    QStringList conversionMessages;
    // A setting that could not be applied; nothing was written.
    QString conversionError;
    // What validation found in the converted model (options.validate).
    QList<Finding> findings;
    // The writers' warnings: the model's, its companions', the framegroups'.
    QList<Diagnostic> warnings;
    // Writing failed (the model, a companion or the framegroups).
    std::optional<Diagnostic> error;
    bool cancelled = false;
    // With a target: the files written (relative to the output folder) and the archive.
    QStringList targetFiles;
    QString archive;

    bool ok() const { return conversionError.isEmpty() && !error && !cancelled; }
};

// For a Quake-family format (IQM, IQE): a note suggesting --height when the
// bind pose stands far taller than Quake models do (IMVU avatars are
// modelled about a hundred times larger); empty otherwise. exportModel
// adds it to the conversion messages when no scale or height was given.
QString quakeHeightNote(const Model &model, const QString &format);

// Exports a copy of `model` to `path`. `progress` (may be empty) reports
// progress and returns false to cancel: a cancelled export leaves any old
// file as it was.
ExportResult exportModel(Model model, const QString &path, const ExportOptions &options,
                         const ProgressFn &progress = {});

} // namespace quarry
