#include "model/ops/Conversion.h"

#include "model/LocaleNumbers.h"
#include "model/Pose.h"
#include "model/Translate.h"
#include "model/ops/FlipNormals.h"
#include "model/ops/ModelTransform.h"
#include "model/ops/Normals.h"
#include "model/ops/Placement.h"
#include "model/ops/Resample.h"
#include "model/ops/RootMotion.h"
#include "model/ops/SkeletonEdit.h"
#include "model/ops/VertexOrder.h"
#include "model/ops/Weights.h"
#include "model/ops/Welding.h"

#include <QCoreApplication>
#include <QLocale>

namespace quarry {

namespace {
// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.
void applyFixes(Model &model, const ConversionSettings &settings, QStringList &messages)
{
    if (settings.weld || settings.weldByPosition) {
        WeldOptions options;
        options.positionOnly = settings.weldByPosition;
        WeldStats stats;
        for (Mesh &mesh : model.meshes)
            stats += weldVertices(mesh, options);
        const QString apart = describeKeptApart(stats);
        messages << (apart.isEmpty() ? tr("welded %1 vertices away").arg(localCount(stats.removed))
                                     : tr("welded %1 vertices away; %2").arg(localCount(stats.removed), apart));
    }
    if (settings.iqeNormals)
        generateIqeNormals(model);
    else if (settings.smoothNormalsAngle >= 0)
        for (Mesh &mesh : model.meshes)
            smoothNormalsByAngle(mesh, settings.smoothNormalsAngle);
    if (settings.flipNormals)
        for (Mesh &mesh : model.meshes)
            flipNormals(mesh);
    if (settings.normalizeWeights) {
        qsizetype changed = 0;
        for (Mesh &mesh : model.meshes)
            changed += normalizeWeights(mesh);
        if (changed > 0)
            messages << tr("normalized the weights of %1 vertices").arg(localCount(changed));
    }
    if (settings.removeUnusedJoints) {
        const qsizetype removed = removeJoints(model, unusedJoints(model));
        if (removed > 0)
            messages << tr("removed %1 unused joints").arg(localCount(removed));
    }
    if (settings.dropToGround)
        if (const auto s = dropToGround(model))
            transformModel(model, *s);
    if (settings.centre)
        if (const auto s = centreOnOrigin(model))
            transformModel(model, *s);
    if (settings.texturePaths.stripDirectories || !settings.texturePaths.extension.isEmpty()) {
        const qsizetype changed = fixTexturePaths(model, settings.texturePaths);
        if (changed > 0)
            messages << tr("changed %n texture path(s)", nullptr, int(changed));
    }
}

} // namespace

bool parseRootMotion(const QString &text, ConversionSettings::RootMotion *motion)
{
    const QString t = text.trimmed().toLower();
    if (t.isEmpty())
        *motion = ConversionSettings::RootMotion::Default;
    else if (t == QLatin1String("in-place") || t == QLatin1String("inplace"))
        *motion = ConversionSettings::RootMotion::InPlace;
    else if (t == QLatin1String("keep"))
        *motion = ConversionSettings::RootMotion::Keep;
    else
        return false;
    return true;
}

QStringList applyConversion(Model &model, const ConversionSettings &settings, QString *error)
{
    QStringList messages;
    if (settings.maxJoints > 0 && model.skeleton.size() > settings.maxJoints) {
        if (error)
            *error = tr("the skeleton has %1 joints; the output format allows at most %2")
                         .arg(localCount(model.skeleton.size()), localCount(settings.maxJoints));
        return messages;
    }
    if (settings.sourceUp == 'y' || settings.sourceUp == 'Y') {
        Similarity s;
        s.rotation = yUpToZUp();
        transformModel(model, s);
    }
    float scale = settings.scale;
    if (settings.height > 0) {
        const Bounds b = poseBounds(model, -1, 0.0);
        const float extent = b.isValid() ? b.max.z() - b.min.z() : 0.0f;
        if (extent <= 0) {
            if (error)
                *error = tr("the model has no height to scale to %1").arg(localNumber(settings.height));
            return messages;
        }
        scale = settings.height / extent;
        messages << tr("scaled by %1 to a height of %2").arg(localNumber(scale), localNumber(settings.height));
    }
    if (scale > 0 && scale != 1.0f) {
        Similarity s;
        s.scale = scale;
        transformModel(model, s);
    }
    if (settings.flipWinding)
        flipWinding(model);
    if (settings.maxInfluences > 0) {
        qsizetype changed = 0;
        for (Mesh &mesh : model.meshes)
            changed += limitInfluences(mesh, settings.maxInfluences);
        if (changed > 0)
            messages << tr("%1 vertices had more than %2 influences: kept the largest, renormalized")
                            .arg(localCount(changed), localCount(settings.maxInfluences));
    }
    if (settings.fps > 0)
        for (Animation &a : model.animations)
            a = resampleAnimation(a, settings.fps);
    if (settings.rootMotion == ConversionSettings::RootMotion::InPlace)
        messages << removeRootTravel(model);
    applyFixes(model, settings, messages);
    if (settings.optimizeVertexOrder) {
        const VertexOrderReport report = optimizeVertexOrder(model);
        if (report.triangles > 0)
            messages << tr("vertex order optimized: average cache miss ratio %1 before, %2 after")
                            .arg(QLocale().toString(report.missRatioBefore, 'f', 3),
                                 QLocale().toString(report.missRatioAfter, 'f', 3));
    }
    return messages;
}

} // namespace quarry
