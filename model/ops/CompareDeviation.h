// The distance of every vertex of A to its counterpart in B at a time:
// what the editor's Deviation draw mode colours. The matching is made once
// (as compareModels makes it) and each time then only poses and measures.
#pragma once

#include "model/Model.h"

#include <QList>

#include <memory>

namespace quarry {

namespace compare {
struct Prepared;
}

class VertexDeviationField
{
public:
    VertexDeviationField(const Model &a, const Model &b, double tolerance = 0.005);
    ~VertexDeviationField();

    // B's animation paired with A's `animationA` (by name, else by order,
    // as the report pairs them); -1 for the bind pose or none.
    int animationB(int animationA) const;
    // Per vertex of every mesh of A, its distance (a fraction of A's height)
    // to its counterpart in B, A posed by `animationA` and B by
    // `animationB` at `time` (-1: the bind pose); -1 for a vertex with none.
    QList<QList<float>> at(int animationA, int animationB, double time) const;
    double height() const;

private:
    Model m_a;
    Model m_b;
    std::unique_ptr<compare::Prepared> m_prepared;
};

} // namespace quarry
