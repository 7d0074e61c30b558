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

    bool operator==(const RenderSettings &) const = default;
};

} // namespace quarry
