#include "io/quake/FrameSamples.h"

#include "model/MorphWeights.h"
#include "model/Pose.h"

#include <cmath>

namespace quarry::quake {

QByteArray frameName(const QString &base, int number)
{
    const QByteArray digits = QByteArray::number(number);
    QByteArray name = base.toLatin1();
    name.replace(' ', '_');
    return name.left(15 - digits.size()) + digits;
}

QList<FrameSample> sampleFrames(const Model &model, double fps)
{
    QList<FrameSample> samples;
    for (int a = 0; a < model.animations.size(); ++a) {
        const Animation &animation = model.animations[a];
        const int count = std::max(1, int(std::lround(animation.duration * fps)) + 1);
        for (int k = 0; k < count; ++k)
            samples.append(FrameSample{a, k / fps, frameName(animation.name, k + 1)});
    }
    if (samples.isEmpty())
        samples.append(FrameSample{-1, 0.0, QByteArrayLiteral("frame1")});
    return samples;
}

void evaluateFrame(const Model &model, const FrameSample &sample, QList<QVector3D> &out)
{
    MorphWeights weights;
    if (sample.animation >= 0)
        weights = animationMorphWeights(model, model.animations[sample.animation], float(sample.time));
    QList<QMatrix4x4> skinning;
    bool skinned = false;
    for (const Mesh &mesh : model.meshes)
        skinned = skinned || mesh.isSkinned();
    if (skinned && sample.animation >= 0)
        skinning = skinningMatrices(model.skeleton,
                                    worldMatrices(model.skeleton, localPose(model, sample.animation, sample.time)));
    for (int m = 0; m < model.meshes.size(); ++m) {
        const Mesh &mesh = model.meshes[m];
        QList<QVector3D> positions = weights.contains(m) ? morphedPositions(mesh, weights.value(m)) : mesh.positions;
        if (mesh.isSkinned() && !skinning.isEmpty()) {
            Mesh posed = mesh;
            posed.positions = positions;
            positions = skinMesh(posed, skinning).positions;
        }
        out.append(positions);
    }
}

} // namespace quarry::quake
