#pragma once

#include "model/Model.h"

namespace quarry {

struct TexturePathFix
{
    bool stripDirectories = false; // "textures/skin/body.tga" -> "body.tga"
    QString extension; // non-empty: "png" turns "body.tga" into "body.png"
};

// Rewrites every material's texture map paths; returns how many changed.
// A material without maps is named after its texture (IQE, IQM): its name
// is rewritten instead where it looks like a file name (has an extension).
// Backslashes count as directory separators (paths written on Windows).
qsizetype fixTexturePaths(Model &model, const TexturePathFix &fix);
QString fixTexturePath(const QString &path, const TexturePathFix &fix);

} // namespace quarry
