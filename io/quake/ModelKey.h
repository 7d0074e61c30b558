// A fingerprint of a model read from a Quake or Quake II file, so that a
// writer can tell an unchanged model and write the file's own bytes again.
#pragma once

#include "model/Model.h"

#include <QByteArray>

namespace quarry::quake {

// A hash of the meshes, materials, skeleton size, animations and embedded
// textures, and of the model extras except those whose key starts with
// `ownPrefix` ("mdl.", "md2."): the format's own header fields, which its
// writer writes from the extras.
QByteArray modelKey(const Model &model, const QString &ownPrefix);

} // namespace quarry::quake
