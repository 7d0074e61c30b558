// The companion files found beside a model when none are named: a Cal3D
// mesh's (XMF or CMF) skeleton, animations and materials (findAvatarCompanions), a
// .md5mesh's animations (findMd5Companions); none for other formats.
// Conversion, batch conversion, rendering, File > Open and reloading all
// find them so.
#pragma once

#include <QStringList>

namespace quarry {

QStringList companionsBeside(const QString &modelPath);

} // namespace quarry
