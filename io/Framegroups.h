// The .framegroups file that DarkPlaces-family engines read beside a model
// (model.iqm.framegroups): one line per clip with its first frame, frame
// count, frame rate and loop flag, followed by the clip's name as a comment.
// Frames are numbered as an IQM file stacks them: the clips in model order,
// each with Animation::frameCount() frames.
#pragma once

#include "io/IoResult.h"

namespace quarry {

QByteArray framegroupsText(const Model &model);
// `modelPath` + ".framegroups", the name the engines look for.
QString framegroupsPath(const QString &modelPath);
// Writes the file beside `modelPath` (through QSaveFile); warns where the
// model has no clips.
WriteResult writeFramegroups(const Model &model, const QString &modelPath);

} // namespace quarry
