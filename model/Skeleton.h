#pragma once

#include "model/Transform.h"

#include <QList>
#include <QString>
#include <QVariantMap>

namespace quarry {

struct Joint
{
    QString name;
    int parent = -1; // index into Skeleton::joints; always smaller than this joint's own index
    Transform bind; // bind pose relative to the parent
    QVariantMap extras;

    bool operator==(const Joint &) const = default;
};

struct Skeleton
{
    QList<Joint> joints;

    bool operator==(const Skeleton &) const = default;

    bool isEmpty() const { return joints.isEmpty(); }
    qsizetype size() const { return joints.size(); }
    int indexOf(const QString &name) const;
    QList<int> children(int joint) const;
    // World matrices of the bind pose (joint space to model space).
    QList<QMatrix4x4> bindWorldMatrices() const;
    // True when every parent index is -1 or smaller than the joint's own index.
    bool isTopologicallyOrdered() const;
};

} // namespace quarry
