// What the viewport draws and how: surface mode, overlays, up axis.
#pragma once

#include "views/viewport/Camera.h"

namespace quarry {

// Onion skinning (OnionSkin.h): ghosts of the poses around the current time.
struct OnionSkinSettings
{
    bool enabled = false; // off by default
    int before = 2; // ghosts before the current time
    int after = 2; // ghosts after it
    int step = 1; // frames between ghosts
    bool bonesOnly = false; // ghost the skeleton instead of the whole model

    bool operator==(const OnionSkinSettings &) const = default;
};

// Wireframe draws the triangles' edges only, no surface. Weights colours
// the posed mesh by the current (first selected) joint's weights.
// Deviation colours each vertex by its distance to its counterpart in the
// compared model (File > Compare With…) at the time shown.
enum class DrawMode : quint8 {
    Shaded,
    Textured,
    WireframeOverShaded,
    VertexColors,
    UvChecker,
    Wireframe,
    Weights,
    Deviation
};

struct RenderSettings
{
    DrawMode mode = DrawMode::Shaded;
    bool normals = false;
    bool bones = true;
    bool grid = true;
    bool bounds = false;
    // Faces seen from behind (wound the other way round on screen) drawn
    // tinted, so that flipped winding shows; closed meshes are then drawn
    // whole rather than with their back faces skipped.
    bool backFaces = false;
    UpAxis up = UpAxis::Z;
    // While the view moves (orbit, pan, zoom), draw large models simplified
    // when full-detail frames are slower than the frame-time goal.
    bool fastNavigation = true;
    // Skip the back faces of closed meshes (model/ops/Closure) while the
    // eye is outside the model: nothing visible changes, fewer triangles
    // are rasterized.
    bool cullClosedBackFaces = true;
    OnionSkinSettings onion;
    // A transparent background (rendered images): alpha 0 where nothing is drawn.
    bool transparent = false;

    bool operator==(const RenderSettings &) const = default;
};

} // namespace quarry
