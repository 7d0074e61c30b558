// A comparison (File > Compare With…, `quarry render --compare`) as the
// views draw it, shared by the viewport (ViewportComparison.cpp) and the
// offscreen renders (OffscreenRenderer): B's ghost posed at a time by its
// animation paired with A's, and A's vertices in DrawMode::Deviation
// coloured by their distance to B.
#pragma once

#include <QList>
#include <QVector4D>

namespace quarry {

struct Model;
class SceneRenderer;
class VertexDeviationField;

// The ghost's flat colour (magenta, half transparent).
inline constexpr QVector4D kComparisonGhostColor{1.0f, 0.2f, 0.85f, 0.5f};

// B's animation paired with each of A's (as the report pairs them), -1
// where none.
QList<int> pairedAnimations(const Model &a, const Model &b);

// Poses B's ghost in `renderer` by `animationB` (-1: the bind pose) at `time`.
void poseComparisonGhost(SceneRenderer &renderer, const Model &b, int animationB, double time);

// Sets A's Deviation colours in `renderer`, A posed by `animationA` and B
// by `animationB` at `time`, the scale topping out at `tolerance`; returns
// the largest distance (a fraction of A's height).
double applyDeviationColors(SceneRenderer &renderer, const VertexDeviationField &field, int animationA, int animationB,
                            double time, double tolerance);

} // namespace quarry
