// Validate's check for joints that share a name: joints are found by name
// (animation channels, MD5 and Cal3D files, scripts), so a second joint of
// a name is one a file or an engine cannot tell apart.
#pragma once

#include "model/ops/Validation.h"

namespace quarry {

// One finding per name carried by more than one joint; its selection holds
// every joint of that name.
void checkDuplicateJointNames(const Model &model, QList<Finding> &findings);

} // namespace quarry
