// What `quarry info` prints: a model's contents as text or JSON.
#pragma once

#include "model/Model.h"

#include <QJsonObject>
#include <QString>

namespace quarry {

QJsonObject modelInfoJson(const Model &model);
QString modelInfoText(const Model &model);

} // namespace quarry
