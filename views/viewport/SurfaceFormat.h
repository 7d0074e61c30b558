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
// Call before the application object exists: a window's update request is
// painted as soon as the event loop gets to it instead of after Qt's X11
// idle timer (5 ms a frame), unless QT_QPA_UPDATE_IDLE_TIME says otherwise.
void prepareViewportEnvironment();

} // namespace quarry
