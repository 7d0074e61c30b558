// How a material is named in files: the formats that name a material by
// its texture (IQE, IQM) and the writers that keep texture maps take the
// string from here, so that what a texture path fix changes is what every
// writer writes.
#pragma once

#include "model/Material.h"

namespace quarry {

// The string that names the material in the formats that name a material
// by its texture (IQE, IQM). Where the material has a texture and its name
// is empty or itself a file name (read from such a format, or named after
// its texture), the texture path; else the name.
QString materialReference(const Material &material);

// The texture maps a writer that keeps maps writes: the material's maps,
// or, for a material without maps whose name is a file name (read from
// IQE, or renamed by a texture path fix), that name as its diffuse map.
QList<TextureMap> writtenTextureMaps(const Material &material);

// Whether a material name looks like a file name: "Body.tga",
// "skin/face.png", but not "Material.001", "body" or ".hidden".
bool looksLikeFileName(const QString &name);

} // namespace quarry
