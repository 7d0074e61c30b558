// The one warning of a writer whose format holds no morph animation.
#pragma once

#include "io/IoResult.h"

namespace quarry {

// Appends "FORMAT holds no morph animation: N morph tracks are left out" to
// `warnings` when any clip of `model` has morph tracks.
void warnMorphTracksLeftOut(const Model &model, const QString &format, const QString &path,
                            QList<Diagnostic> &warnings);

} // namespace quarry
