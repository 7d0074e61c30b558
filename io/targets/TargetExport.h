// Export for an engine: the check, the fixes export can make, then every
// file the game needs, laid out under the output folder as the game looks
// for them (the model, its .framegroups, skin and animation config, its
// textures), optionally packed as one archive (.pk3, .dpk). What `quarry
// convert --target`, batch conversion, the Export dialog and scripts run.
#pragma once

#include "io/targets/EngineTarget.h"
#include "model/ops/Conversion.h"

#include <QStringList>
#include <QVariantMap>

namespace quarry {

struct TargetExportOptions
{
    QString outputDirectory;
    QString name; // the model's name in the game; empty: the source's base name
    QString sourcePath; // the model file read (textures are found beside it)
    int maxJoints = 0; // > 0: merging joints down to this many is allowed
    QString animationMapPath; // a SLOT = ANIMATION file; empty: names matched automatically
    bool pack = false; // also write NAME.pk3 / NAME.dpk
    int lods = 0; // levels of detail beside the model, where the game draws them
    bool singleModel = false; // a player target's one-model form (singleModelForm)
    // A Quake III player's torso, head and weapon joints; empty: found by
    // their names (io/md3/Md3Player).
    QString torsoJoint, headJoint, weaponJoint;
    // The way a Quake III player faces as stored ("+x", "-x", "+y", "-y");
    // empty or "auto": found from the rig.
    QString facing;
    // A Quake III player's parts: "md3" (or empty) or "iqm" (lower.iqm,
    // upper.iqm, head.iqm: skeletal, at the animations' own rates).
    QString playerFormat;
    // A Quake III player's TORSO_ATTACK, TORSO_ATTACK2, TORSO_DROP and
    // TORSO_RAISE keep their clips' lengths instead of the game's 6, 6, 5
    // and 4 frames (--keep-slot-lengths).
    bool keepSlotLengths = false;
    // Triangles kept as read; by default those the game would draw inside
    // out are turned to face outward (io/targets/FaceWinding).
    bool keepWinding = false;
    // The Quake and Quake II write options the user gave (io/mdl/MdlWriter.h,
    // io/md2/Md2Writer.h: "mdl.palette", "mdl.playerColours", "md2.palette",
    // ...), for the targets that write MDL or MD2; the target sets its own
    // limits and frame rate over them.
    QVariantMap quakeOptions;
    ConversionSettings conversion;
};

struct TargetExportResult
{
    QList<TargetFinding> findings; // the check before the fixes
    QStringList fixes; // what the export changed, one line each
    QStringList warnings;
    QString error; // nothing was written
    QStringList files; // written, relative to the output folder
    QString archive; // the archive's path, when packed

    bool ok() const { return error.isEmpty(); }
};

// The model as the target's loader takes it (the fixes, without writing):
// fills result.findings, result.fixes and result.warnings; false with
// result.error set when something cannot be fixed.
bool fixForTarget(Model &model, const EngineTarget &target, const TargetExportOptions &options,
                  TargetExportResult &result);

TargetExportResult exportForTarget(Model model, const EngineTarget &target, const TargetExportOptions &options);

// The target as the export takes it: its one-model form with
// options.singleModel, its IQM player with options.playerFormat "iqm".
EngineTarget targetForExport(const EngineTarget &chosen, const TargetExportOptions &options);

// A Quake III player's parts (target.quake3Player, not the one-model form)
// against the game's memory, as the export would fit them
// (io/md3/Md3PlayerMemory, with the joints, animation map, slot lengths,
// player format, levels of detail and --fps of `options`); none for other
// targets.
QList<TargetFinding> checkPlayerMemory(const Model &model, const EngineTarget &target,
                                       const TargetExportOptions &options);

// The model's path under the output folder for `name` ("models/player/NAME.iqm").
QString targetModelPath(const EngineTarget &target, const QString &name);

} // namespace quarry
