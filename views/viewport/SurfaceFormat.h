// The OpenGL the viewport asks for (3.3 core, depth, multisampling), and
// whether this platform can give it.
#pragma once

#include <QSurfaceFormat>

namespace quarry {

QSurfaceFormat viewportSurfaceFormat();
// True when an OpenGL 3.3 core context can be made (false on Qt's
// offscreen platform, without a display or with a broken driver).
// Also finds out whether the renderer is a software one.
bool canCreateViewportContext();
// True after canCreateViewportContext() found a software rasterizer.
bool isSoftwareRenderer();

} // namespace quarry
