// CRF, the Cal3D binary material: ambient, diffuse and specular colors
// (bytes 0..255), shininess and texture maps (with a type from version 1300
// on). Read into the same material as the XRF reader makes.
#pragma once

#include "io/IoResult.h"

namespace quarry {

// Reads one material into model.materials[0]; the file version is kept in
// the material's extras["crf.version"].
ReadResult readCrfMaterial(const QString &path, QByteArrayView data);

// The CRF bytes of model.materials[index], in the version it was read with
// (else 1100; 1300 where its maps have types).
WriteResult writeCrfMaterial(const Model &model, int index, const QString &path);

} // namespace quarry
