#include "io/ModelInfo.h"

#include "model/Pose.h"
#include "model/Translate.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace quarry {

namespace {

QString shapeKindName(Shape::Kind kind)
{
    switch (kind) {
    case Shape::Kind::Sphere: return QStringLiteral("sphere");
    case Shape::Kind::Cone: return QStringLiteral("cone");
    case Shape::Kind::Cube: return QStringLiteral("cube");
    case Shape::Kind::Cylinder: return QStringLiteral("cylinder");
    case Shape::Kind::Light: return QStringLiteral("light");
    case Shape::Kind::Surface: return QStringLiteral("surface");
    }
    return {};
}

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

} // namespace

QJsonObject modelInfoJson(const Model &model)
{
    QJsonArray meshes;
    for (const Mesh &m : model.meshes) {
        QJsonObject o{{QStringLiteral("name"), m.name},
                      {QStringLiteral("vertices"), qint64(m.vertexCount())},
                      {QStringLiteral("triangles"), qint64(m.triangles.size())},
                      {QStringLiteral("influencesPerVertex"), m.influencesPerVertex},
                      {QStringLiteral("texcoordSets"), qint64(m.texcoords.size())},
                      {QStringLiteral("morphs"), qint64(m.morphs.size())}};
        if (m.material >= 0 && m.material < model.materials.size())
            o.insert(QStringLiteral("material"), model.materials[m.material].name);
        meshes.append(o);
    }
    QJsonArray materials;
    for (const Material &m : model.materials) {
        QJsonArray maps;
        for (const TextureMap &t : m.maps)
            maps.append(t.path);
        materials.append(QJsonObject{{QStringLiteral("name"), m.name}, {QStringLiteral("maps"), maps}});
    }
    QJsonArray joints;
    for (const Joint &j : model.skeleton.joints)
        joints.append(QJsonObject{{QStringLiteral("name"), j.name}, {QStringLiteral("parent"), j.parent}});
    QJsonArray animations;
    for (const Animation &a : model.animations)
        animations.append(QJsonObject{{QStringLiteral("name"), a.name},
                                      {QStringLiteral("frames"), a.frameCount()},
                                      {QStringLiteral("fps"), a.fps},
                                      {QStringLiteral("loop"), a.loop},
                                      {QStringLiteral("duration"), a.duration},
                                      {QStringLiteral("tracks"), qint64(a.tracks.size())},
                                      {QStringLiteral("keys"), qint64(a.keyCount())}});
    QJsonArray shapes;
    for (const Shape &s : model.shapes) {
        QJsonObject o{{QStringLiteral("name"), s.name}, {QStringLiteral("kind"), shapeKindName(s.kind)}};
        if (s.kind == Shape::Kind::Surface) {
            o.insert(QStringLiteral("nu"), s.nu);
            o.insert(QStringLiteral("nv"), s.nv);
        }
        shapes.append(o);
    }
    QJsonObject root{{QStringLiteral("meshes"), meshes},
                     {QStringLiteral("materials"), materials},
                     {QStringLiteral("joints"), joints},
                     {QStringLiteral("animations"), animations},
                     {QStringLiteral("shapes"), shapes},
                     {QStringLiteral("vertices"), qint64(model.vertexCount())},
                     {QStringLiteral("triangles"), qint64(model.triangleCount())}};
    const Bounds b = modelBounds(model);
    if (b.isValid())
        root.insert(QStringLiteral("bounds"),
                    QJsonArray{b.min.x(), b.min.y(), b.min.z(), b.max.x(), b.max.y(), b.max.z()});
    const Bounds bind = poseBounds(model, -1, 0.0);
    if (bind.isValid())
        root.insert(QStringLiteral("height"), double(bind.max.z() - bind.min.z()));
    return root;
}

QString modelInfoText(const Model &model)
{
    QString out;
    out += tr("Meshes: %1 (%2 vertices, %3 triangles)\n")
               .arg(model.meshes.size())
               .arg(model.vertexCount())
               .arg(model.triangleCount());
    for (const Mesh &m : model.meshes) {
        const QString material = m.material >= 0 && m.material < model.materials.size()
                                     ? model.materials[m.material].name
                                     : tr("(none)");
        out += tr("  \"%1\": %2 vertices, %3 triangles, material \"%4\"\n")
                   .arg(m.name)
                   .arg(m.vertexCount())
                   .arg(m.triangles.size())
                   .arg(material);
    }
    out += tr("Materials: %1\n").arg(model.materials.size());
    for (const Material &m : model.materials)
        out += tr("  \"%1\"%2\n")
                   .arg(m.name, m.texturePath().isEmpty() ? QString() : QStringLiteral(" ") + m.texturePath());
    out += tr("Joints: %1\n").arg(model.skeleton.joints.size());
    for (qsizetype i = 0; i < model.skeleton.joints.size(); ++i)
        out += tr("  %1 \"%2\" parent %3\n")
                   .arg(i)
                   .arg(model.skeleton.joints[i].name)
                   .arg(model.skeleton.joints[i].parent);
    out += tr("Animations: %1\n").arg(model.animations.size());
    for (const Animation &a : model.animations)
        out += tr("  \"%1\": %2 frames at %3 fps, %4\n")
                   .arg(a.name)
                   .arg(a.frameCount())
                   .arg(a.fps)
                   .arg(a.loop ? tr("looping") : tr("not looping"));
    out += tr("Shapes: %1\n").arg(model.shapes.size());
    for (const Shape &s : model.shapes)
        out += tr("  \"%1\": %2\n").arg(s.name, shapeKindName(s.kind));
    const Bounds bind = poseBounds(model, -1, 0.0);
    if (bind.isValid()) {
        const QVector3D size = bind.max - bind.min;
        out += tr("Size (bind pose): %1 x %2 x %3 (X, Y, Z)\n")
                   .arg(double(size.x()), 0, 'g', 6)
                   .arg(double(size.y()), 0, 'g', 6)
                   .arg(double(size.z()), 0, 'g', 6);
        out +=
            tr("Height (bind pose, Z): %1 model units (the extent --height sets)\n").arg(double(size.z()), 0, 'g', 6);
    }
    return out;
}

} // namespace quarry
