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
    // The statements of a QuickModel model block. Primitive stands for the
    // sphere()/cone()/cube()/cylinder()/light() call or the surface with
    // its CV list; Unknown for a function the format does not define, kept
    // verbatim (in order) in extras["qm.unknown"].
    enum class Statement : quint8 { Tm, Rotate, Scale, Translate, Color, Diffusion, Specularity, Primitive, Unknown };

    Kind kind = Kind::Sphere;
    QString name;
    // Surface only: nu x nv control vertices, u varying fastest.
    int nu = 0;
    int nv = 0;
    QList<ControlVertex> cvs;

    // Transform statements as the file gave them (absent = not written).
    std::optional<QVector3D> rotate; // degrees about x, then y, then z
    std::optional<QVector3D> scale;
    std::optional<QVector3D> translate;
    std::optional<QMatrix4x4> tm; // as QMatrix4x4 maps column vectors

    // Surface characteristics (absent = the format's defaults).
    std::optional<QVector3D> color;
    std::optional<float> diffusion;
    std::optional<float> specularity;
    QVariantMap extras;

    // The order the file wrote the statements in, so that an unchanged
    // file is written back in the same order. Statements present but not
    // listed are written after the listed ones; listed but absent ones are
    // skipped. Empty: the writer's own order.
    QList<Statement> statementOrder;

    bool operator==(const Shape &) const = default;

    // The format's defaults for absent surface characteristics.
    static QVector3D defaultColor() { return {0.3f, 0.6f, 1.0f}; }
    static constexpr float defaultDiffusion = 0.8f;
    static constexpr float defaultSpecularity = 0.6f;
    QVector3D effectiveColor() const { return color.value_or(defaultColor()); }
    float effectiveDiffusion() const { return diffusion.value_or(defaultDiffusion); }
    float effectiveSpecularity() const { return specularity.value_or(defaultSpecularity); }

    bool isCurve() const { return kind == Kind::Surface && nv == 1; }
    // tm * translate * rotate(x, y, z) * scale, the QuickModel order.
    QMatrix4x4 matrix() const;
};

} // namespace quarry
