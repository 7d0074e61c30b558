// QuickModel shapes: primitives and cardinal-spline curves and surfaces,
// kept as shapes so a .qm file round-trips; tessellated on demand.
#pragma once

#include <QList>
#include <QMatrix4x4>
#include <QString>
#include <QVariantMap>
#include <QVector3D>

#include <optional>

namespace quarry {

struct ControlVertex
{
    QVector3D position;
    int multiplicityU = 0;
    int multiplicityV = 0;

    bool operator==(const ControlVertex &) const = default;
};

struct Shape
{
    enum class Kind : quint8 { Sphere, Cone, Cube, Cylinder, Light, Surface };

    Kind kind = Kind::Sphere;
    QString name;
    // Surface only: nu x nv control vertices, u varying fastest.
    int nu = 0;
    int nv = 0;
    QList<ControlVertex> cvs;

    // Transform statements as the file gave them (absent = not written).
    std::optional<QVector3D> rotate;     // degrees about x, then y, then z
    std::optional<QVector3D> scale;
    std::optional<QVector3D> translate;
    std::optional<QMatrix4x4> tm;        // as QMatrix4x4 maps column vectors

    // Surface characteristics (absent = the format's defaults).
    std::optional<QVector3D> color;
    std::optional<float> diffusion;
    std::optional<float> specularity;
    QVariantMap extras;

    bool operator==(const Shape &) const = default;

    bool isCurve() const { return kind == Kind::Surface && nv == 1; }
    // tm * translate * rotate(x, y, z) * scale, the QuickModel order.
    QMatrix4x4 matrix() const;
};

} // namespace quarry
