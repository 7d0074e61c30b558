// What `quarry info` prints: a model's contents as text or JSON.
#pragma once

#include "model/Model.h"

#include <QJsonObject>
#include <QString>

namespace quarry {

QJsonObject modelInfoJson(const Model &model);
// The text lists the bind pose's size and its height along Z, the extent
// `quarry convert --height` sets (IMVU avatars stand about 1140 units, a
// Quake-family player about 56).
QString modelInfoText(const Model &model);

} // namespace quarry
