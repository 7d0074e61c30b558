// `quarry render MODEL -o out.png [--frame N | --frames A-B [--gif | --apng]]
// [--animation NAME] [--size WxH] [--view front|side|top|perspective]
// [--transparent] [--onion N] [--compare FILE [--deviation]]`: one frame to a PNG, or frames to a PNG
// sequence or one animated file (AnimationRender), through an offscreen
// OpenGL surface. Runs under a QGuiApplication.
#pragma once

#include <QStringList>

namespace quarry {

int runRender(const QStringList &arguments);

} // namespace quarry
