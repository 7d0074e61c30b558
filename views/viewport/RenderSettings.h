// What the viewport draws and how: surface mode, overlays, up axis.
#pragma once

#include "views/viewport/Camera.h"

namespace quarry {

enum class DrawMode : quint8 { Shaded, Textured, WireframeOverShaded, VertexColors, UvChecker };

struct RenderSettings
{
    DrawMode mode = DrawMode::Shaded;
    bool normals = false;
    bool bones = true;
    bool grid = true;
    bool bounds = false;
    UpAxis up = UpAxis::Z;
    // While the view moves (orbit, pan, zoom), draw large models simplified
    // when full-detail frames are slower than the frame-time goal.
    bool fastNavigation = true;
    // Skip the back faces of closed meshes (model/ops/Closure) while the
    // eye is outside the model: nothing visible changes, fewer triangles
    // are rasterized.
    bool cullClosedBackFaces = true;

    bool operator==(const RenderSettings &) const = default;
};

} // namespace quarry
