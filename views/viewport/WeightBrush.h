// Painting weights with a brush in the viewport: a dab reaches the posed
// vertices whose projection lies within the radius (screen pixels) and,
// unless Select Through is on, that the view shows; each is changed by the
// strength times a falloff from the centre. Modes add, subtract, replace
// (towards a weight) and smooth (towards the mean of the vertex and its
// connected neighbours). Mirrored painting does the same to each reached
// vertex's mirror vertex with the partner joint (Hand.L <-> Hand.R).
// Screen positions and visibility are found once per stroke.
#pragma once

#include "model/ops/WeightEdit.h"
#include "views/viewport/Picking.h"

#include <QPointF>

namespace quarry {

enum class BrushMode : quint8 { Add, Subtract, Replace, Smooth };

struct BrushSettings
{
    float radius = 40.0f; // screen pixels
    float strength = 0.5f; // 0..1 at the centre
    float falloff = 1.0f; // 0: the same all over; 1: smoothly down to nothing at the rim
    float weight = 1.0f; // what Replace paints towards
    BrushMode mode = BrushMode::Add;
    bool mirror = false;
    int mirrorAxis = 0; // 0 = x, 1 = y, 2 = z

    bool operator==(const BrushSettings &) const = default;
};

class WeightBrush
{
public:
    // Projects the posed vertices of the view and finds which it shows.
    void beginStroke(const PickView &view, const BrushSettings &settings);
    bool inStroke() const { return m_model != nullptr; }
    void endStroke() { m_model = nullptr; }

    // The vertices a dab at `centre` (view pixels) reaches, per mesh, with
    // the brush's strength there (mirror vertices not included).
    QMap<int, QList<std::pair<quint32, float>>> reach(const QPointF &centre) const;
    // The weight changes of a dab of the joint at `centre` (joint is not
    // used by Smooth).
    WeightChanges dab(const Model &model, const QPointF &centre, int joint) const;

private:
    const Model *m_model = nullptr;
    BrushSettings m_settings;
    QList<QList<QPointF>> m_screen; // per mesh and vertex; NaN where not shown
    QList<QList<quint32>> m_neighbourStart; // per mesh: offsets into m_neighbours (Smooth)
    QList<QList<quint32>> m_neighbours;
    QList<QList<qint64>> m_mirror; // per mesh and vertex (mirror painting)
    QList<int> m_partner; // per joint
};

} // namespace quarry
