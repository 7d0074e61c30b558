// The Model menu's transforms: scale, scale to a height, rotate, translate,
// axis changes, drop to ground and centre. Each is one similarity transform
// of the whole model (skeleton, keys and skinning kept consistent). And
// the move of the selected vertices alone (the viewport's Move tool typed).
#include "model/operations/OperationSupport.h"

#include "model/Document.h"
#include "model/LocaleNumbers.h"
#include "model/commands/TransformModelCommand.h"
#include "model/commands/TransformVerticesCommand.h"
#include "model/ops/ModelTransform.h"
#include "model/ops/Placement.h"
#include "model/ops/SelectedVertices.h"

#include <QMatrix4x4>
#include <QQuaternion>
#include <QVector3D>

#include <algorithm>

namespace quarry {

using namespace operation_support;
using Type = OperationOption::Type;

namespace {

QString needsGeometry(const Document &document)
{
    return document.model().isEmpty() ? tr("the model is empty") : QString();
}

OperationResult transform(Document &document, const Similarity &s, const QString &text, const QString &done,
                          const QString &nothing)
{
    return push(document, new TransformModelCommand(&document, s, text), done, nothing);
}

OperationResult runScaleBy(Document &document, const QVariantMap &options)
{
    const double factor = options.value(QStringLiteral("factor")).toDouble();
    Similarity s;
    s.scale = float(factor);
    return transform(document, s, tr("Scale by %1").arg(localNumber(factor)),
                     tr("Scaled by %1.").arg(localNumber(factor)), tr("Nothing to scale."));
}

OperationResult runScaleToHeight(Document &document, const QVariantMap &options)
{
    const double height = options.value(QStringLiteral("height")).toDouble();
    const auto s = quarry::scaleToHeight(document.model(), float(height));
    if (!s)
        return OperationResult::failure(tr("The model has no height to scale."));
    return transform(
        document, *s, tr("Scale to Height %1").arg(localNumber(height)),
        tr("Scaled the whole model by %1 to a height of %2.").arg(localNumber(s->scale), localNumber(height)),
        tr("Already that height."));
}

OperationResult runRotate(Document &document, const QVariantMap &options)
{
    const QVector3D angles = options.value(QStringLiteral("angles")).value<QVector3D>();
    Similarity s;
    s.rotation = QQuaternion::fromAxisAndAngle(0, 0, 1, angles.z()) * QQuaternion::fromAxisAndAngle(0, 1, 0, angles.y())
                 * QQuaternion::fromAxisAndAngle(1, 0, 0, angles.x());
    return transform(document, s, tr("Rotate"), tr("Rotated."), tr("Nothing to rotate."));
}

OperationResult runTranslate(Document &document, const QVariantMap &options)
{
    Similarity s;
    s.translation = options.value(QStringLiteral("offset")).value<QVector3D>();
    return transform(document, s, tr("Translate"), tr("Moved."), tr("Nothing to move."));
}

OperationResult runYUpToZUp(Document &document, const QVariantMap &)
{
    Similarity s;
    s.rotation = quarry::yUpToZUp();
    return transform(document, s, tr("Y-up to Z-up"), tr("Turned Z-up."), tr("Nothing to turn."));
}

OperationResult runZUpToYUp(Document &document, const QVariantMap &)
{
    Similarity s;
    s.rotation = quarry::yUpToZUp().conjugated();
    return transform(document, s, tr("Z-up to Y-up"), tr("Turned Y-up."), tr("Nothing to turn."));
}

OperationResult runDropToGround(Document &document, const QVariantMap &)
{
    const auto s = quarry::dropToGround(document.model());
    if (!s)
        return OperationResult::failure(tr("The model has no geometry."));
    return transform(document, *s, tr("Drop to Ground"), tr("Dropped to the ground."), tr("Already on the ground."));
}

OperationResult runCentre(Document &document, const QVariantMap &)
{
    const auto s = centreOnOrigin(document.model());
    if (!s)
        return OperationResult::failure(tr("The model has no geometry."));
    return transform(document, *s, tr("Centre"), tr("Centred."), tr("Already centred."));
}

QString needsSelectedVertices(const Document &document)
{
    return selectedVertices(document.model(), document.selection()).isEmpty()
               ? tr("select the vertices, faces or meshes to move first")
               : QString();
}

VertexFrames framesOption(const QVariantMap &options)
{
    const QString frames = options.value(QStringLiteral("frames")).toString();
    return frames == QLatin1String("every")   ? VertexFrames::Every
           : frames == QLatin1String("shown") ? VertexFrames::Shown
                                              : VertexFrames::Automatic;
}

OperationResult runMoveVertices(Document &document, const QVariantMap &options)
{
    const QVector3D offset = options.value(QStringLiteral("offset")).value<QVector3D>();
    const VertexSet vertices = selectedVertices(document.model(), document.selection());
    if (offset.isNull())
        return OperationResult{true, tr("Nothing to move."), {}};
    QMatrix4x4 move;
    move.translate(offset);
    auto *command = new TransformVerticesCommand(&document, vertices, move);
    command->setText(tr("Move Vertices"));
    command->setFrames(framesOption(options));
    const bool framed = std::any_of(vertices.keyBegin(), vertices.keyEnd(), [&](int mesh) {
        return mesh >= 0 && mesh < document.model().meshes.size() && hasVertexFrames(document.model().meshes[mesh]);
    });
    qsizetype count = 0;
    for (const QList<quint32> &list : vertices)
        count += list.size();
    const QString done = !framed ? tr("Moved %n vertices.", nullptr, int(count))
                         : command->frames() == VertexFrames::Every
                             ? tr("Moved %n vertices in every frame.", nullptr, int(count))
                             : tr("Moved %n vertices in the frame shown.", nullptr, int(count));
    return push(document, command, done, tr("Nothing to move."));
}

} // namespace

void addTransformOperations(QList<Operation> &list)
{
    const QString model = QStringLiteral("Model");
    list.append({QStringLiteral("scaleBy"),
                 model,
                 QStringLiteral("Scale"),
                 {numberOption("factor", Type::Double, 1.0, "multiply every length by this", 1e-6, 1e6)},
                 runScaleBy,
                 needsGeometry});
    list.append({QStringLiteral("scaleToHeight"),
                 model,
                 QStringLiteral("Scale to Height"),
                 {numberOption("height", Type::Double, 56.0, "the height the bind pose stands along Z", 1e-6, 1e6)},
                 runScaleToHeight,
                 needsGeometry});
    list.append({QStringLiteral("rotate"),
                 model,
                 QStringLiteral("Rotate"),
                 {option("angles", Type::Vector3, QVariantList{0.0, 0.0, 0.0},
                         "degrees about X, then Y, then Z, around the origin")},
                 runRotate,
                 needsGeometry});
    list.append({QStringLiteral("translate"),
                 model,
                 QStringLiteral("Translate"),
                 {option("offset", Type::Vector3, QVariantList{0.0, 0.0, 0.0}, "how far to move along X, Y and Z")},
                 runTranslate,
                 needsGeometry});
    list.append({QStringLiteral("moveVertices"),
                 model,
                 QStringLiteral("Move Vertices"),
                 {option("offset", Type::Vector3, QVariantList{0.0, 0.0, 0.0},
                         "how far to move the selected vertices along X, Y and Z"),
                  option("frames", Type::Choice, QStringLiteral("automatic"),
                         "which frames of a vertex-animated mesh (an MD3's) the move reaches: every frame, the frame "
                         "shown, or automatic (every frame in the bind pose, the frame shown with an animation shown)",
                         {QStringLiteral("automatic"), QStringLiteral("every"), QStringLiteral("shown")})},
                 runMoveVertices,
                 needsSelectedVertices});
    list.append({QStringLiteral("yUpToZUp"), model, QStringLiteral("Y-up to Z-up"), {}, runYUpToZUp, needsGeometry});
    list.append({QStringLiteral("zUpToYUp"), model, QStringLiteral("Z-up to Y-up"), {}, runZUpToYUp, needsGeometry});
    list.append(
        {QStringLiteral("dropToGround"), model, QStringLiteral("Drop to Ground"), {}, runDropToGround, needsGeometry});
    list.append({QStringLiteral("centre"), model, QStringLiteral("Centre"), {}, runCentre, needsGeometry});
}

} // namespace quarry
