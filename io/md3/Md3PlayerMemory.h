// The check of a Quake III player against the game's memory: what the
// export's fit (io/md3/Md3PlayerFrames planQuake3PlayerFrames) would do,
// worked out from the counts, without making the parts. quarry check, the
// Export dialog and the Validation dock show it.
#pragma once

#include "io/md3/Md3Player.h"

namespace quarry {

// A PlayerMemory finding where the player's parts, their animations at
// their own rates (at `fps` where > 0, as --fps resamples them), would take
// more of ioquake3's hunk than kQuake3PlayerHunkBudget or of its zone than
// kQuake3SurfaceZoneBudget: fixable without `fps` (the export lowers the
// rate, its fix line the remedy), else not (the remedy the highest --fps
// that fits). None for a model the export would not split (no skeleton, no
// joints found: other findings and the export say so), or one that fits.
// The joints, animation map, slot lengths, format and levels of detail are
// taken from `options`, as the export takes them.
QList<TargetFinding> checkQuake3PlayerMemory(const Model &model, const Quake3PlayerOptions &options, double fps = 0);

} // namespace quarry
