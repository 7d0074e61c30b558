// XRF, the Cal3D XML material: ambient, diffuse and specular colors (0..255),
// shininess and texture maps. A material is named after its first map's
// file name (what Quake-family engines look up), else after the file.
#pragma once

#include "io/IoResult.h"

namespace quarry {

// Reads one material into model.materials[0].
ReadResult readXrfMaterial(const QString &path, QByteArrayView data);

// The XRF text of model.materials[index].
WriteResult writeXrfMaterial(const Model &model, int index, const QString &path);

} // namespace quarry
