// Editing the skin weights of chosen vertices: a vertex's influences as a
// list, the edits the Weights menus and the brush make to them, and the
// record of a change (old and new slots of only the vertices it touches)
// that EditWeightsCommand applies and takes back.
#pragma once

#include "model/Model.h"

#include <QList>
#include <QMap>

namespace quarry {

struct Influence
{
    quint32 joint = 0;
    float weight = 0.0f;

    bool operator==(const Influence &) const = default;
};
using Influences = QList<Influence>;

// The vertex's influences with non-zero weight, in slot order.
Influences vertexInfluences(const Mesh &mesh, quint32 vertex);
// The weight of one joint on the vertex (0 when it has none).
float jointWeight(const Mesh &mesh, quint32 vertex, quint32 joint);
float weightSum(const Influences &influences);

enum class WeightMode : quint8 { Replace, Add, Subtract };

// The joint's weight set to, raised by or lowered by `weight` (kept within
// 0..1). With `normalize`, the other joints are scaled so that the weights
// sum to one (a joint left alone takes all of it).
Influences assignWeight(Influences influences, quint32 joint, float weight, WeightMode mode, bool normalize);
// Without the joint; the others scaled to keep the vertex's total.
Influences removeJoint(Influences influences, quint32 joint);
// Only the largest influence, at weight one.
Influences keepLargest(const Influences &influences);
// The largest `maxInfluences`, scaled to keep the total.
Influences limitTo(Influences influences, int maxInfluences);
// Scaled to sum to one (an empty list stays empty).
Influences normalized(Influences influences);

// A change of some vertices' weights in one mesh: each vertex's slots
// before (oldSlots per vertex) and after (newSlots per vertex). The mesh's
// slots per vertex grow to newSlots where a vertex gains influences, and
// shrink back on undo; a mesh without weights gets them.
struct WeightChange
{
    int mesh = -1;
    int oldSlots = 0;
    int newSlots = 0;
    QList<quint32> vertices;
    QList<quint32> oldIndexes;
    QList<float> oldWeights;
    QList<quint32> newIndexes;
    QList<float> newWeights;

    bool operator==(const WeightChange &) const = default;
    bool isEmpty() const { return vertices.isEmpty(); }
};
using WeightChanges = QList<WeightChange>;

// The change that gives the vertices the influences (one list per vertex).
// A joint the vertex had keeps its slot; vertices whose slots come out
// the same are left out.
WeightChange makeWeightChange(const Mesh &mesh, int meshIndex, const QList<quint32> &vertices,
                              const QList<Influences> &influences);
// Applies the change to the mesh (undo: takes it back).
void applyWeightChange(Mesh &mesh, const WeightChange &change, bool undo);
// `later` after `earlier` as one change (the same mesh): a vertex both
// touch keeps the earlier's old slots and the later's new ones.
void mergeWeightChange(WeightChange &earlier, const WeightChange &later);

// Each chosen vertex's influences through `edit`, as changes per mesh.
template<typename Edit>
WeightChanges editWeights(const Model &model, const QMap<int, QList<quint32>> &vertices, Edit edit)
{
    WeightChanges changes;
    for (auto it = vertices.cbegin(); it != vertices.cend(); ++it) {
        if (it.key() < 0 || it.key() >= model.meshes.size())
            continue;
        const Mesh &mesh = model.meshes[it.key()];
        QList<quint32> chosen;
        QList<Influences> lists;
        for (quint32 v : it.value()) {
            if (v >= quint32(mesh.vertexCount()))
                continue;
            chosen.append(v);
            lists.append(edit(vertexInfluences(mesh, v), it.key(), v));
        }
        WeightChange change = makeWeightChange(mesh, it.key(), chosen, lists);
        if (!change.isEmpty())
            changes.append(std::move(change));
    }
    return changes;
}

} // namespace quarry
