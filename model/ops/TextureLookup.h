// Where a material's texture is on disk: beside the model, along the
// material's paths (as written, relative to the model, by file name alone),
// and by the material's own name (IQE and IQM name materials after their
// texture, often without or with a different extension).
#pragma once

#include "model/Material.h"

#include <QString>
#include <QStringList>

namespace quarry {

// Candidate files in the order they are tried; existing or not.
QStringList textureCandidates(const Material &material, const QString &modelPath);
// The first candidate that exists, or empty.
QString findTexture(const Material &material, const QString &modelPath);
// Whether the material refers to a texture at all: a map with a path, or a
// name that is an image file's (IQE and IQM name materials after their
// texture). A material without one is drawn in its colour.
bool refersToTexture(const Material &material);

} // namespace quarry
