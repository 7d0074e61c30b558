#include "model/ops/Placement.h"

#include "model/Pose.h"

namespace quarry {

std::optional<Similarity> scaleToHeight(const Model &model, float height)
{
    const Bounds b = poseBounds(model, -1, 0.0);
    const float extent = b.isValid() ? b.max.z() - b.min.z() : 0.0f;
    if (!(extent > 0) || !(height > 0))
        return std::nullopt;
    Similarity s;
    s.scale = height / extent;
    return s;
}

std::optional<Similarity> dropToGround(const Model &model)
{
    const Bounds b = poseBounds(model, -1, 0.0);
    if (!b.isValid())
        return std::nullopt;
    Similarity s;
    s.translation = QVector3D(0, 0, -b.min.z());
    return s;
}

std::optional<Similarity> centreOnOrigin(const Model &model, bool alsoZ)
{
    const Bounds b = poseBounds(model, -1, 0.0);
    if (!b.isValid())
        return std::nullopt;
    const QVector3D c = b.center();
    Similarity s;
    s.translation = QVector3D(-c.x(), -c.y(), alsoZ ? -c.z() : 0.0f);
    return s;
}

} // namespace quarry
