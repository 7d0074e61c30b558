// The frame-time model behind Fast Navigation: from the times of frames
// drawn at full detail and simplified, how many triangles a frame may draw
// while the view moves so that it keeps the target frame rate; and how
// that budget is shared among meshes. No OpenGL: the numbers only.
#pragma once

#include <QtGlobal>

namespace quarry {

class DetailBudget
{
public:
    // The frame rate navigation keeps.
    static constexpr int kTargetFramesPerSecond = 30;
    // Below this many triangles a model is always drawn whole.
    static constexpr qsizetype kSmallModel = 20000;

    // Whether a simplified copy made for `made` triangles serves a wish
    // for `wanted` (within a fifth either way); nothing serves when none
    // was made (0).
    static bool serves(qsizetype made, qsizetype wanted)
    {
        return made > 0 && wanted * 5 >= made * 4 && wanted * 4 <= made * 5;
    }
    // A mesh's share of a budget over `total` triangles in all: 0 where it
    // is drawn whole (the model within the budget, or the mesh small).
    static qsizetype meshShare(qsizetype meshTriangles, qsizetype budget, qsizetype total);

    // A frame reached the screen `ms` milliseconds after its paint began.
    // `reduced`: it drew simplified meshes; `total`: the model's triangles;
    // `culled`: triangles of meshes drawn with back faces skipped (full
    // detail); `drawn`: triangles it drew.
    void frameShown(double ms, bool reduced, qsizetype total, qsizetype culled, qsizetype drawn);

    // Triangles of simplified frames; 0 while full detail is fast enough.
    qsizetype budget() const { return m_budget; }
    double fullFrameMilliseconds() const { return m_fullFrameMs; }
    double reducedFrameMilliseconds() const { return m_reducedFrameMs; }

private:
    double m_fullFrameMs = 0;
    double m_fullFrameCost = 0; // triangles rasterized at full detail (culled count half)
    double m_reducedFrameMs = 0;
    qsizetype m_budget = 0;
};

} // namespace quarry
