// `quarry render MODEL -o out.png [--frame N] [--animation NAME]
// [--size WxH] [--view front|side|top|perspective]`: one frame to a PNG
// through an offscreen OpenGL surface. Runs under a QGuiApplication.
#pragma once

#include <QStringList>

namespace quarry {

int runRender(const QStringList &arguments);

} // namespace quarry
