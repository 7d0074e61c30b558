#include "io/quake/FrameSamples.h"

#include "model/MorphWeights.h"
#include "model/Pose.h"

#include <cmath>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace quarry::quake {

QByteArray frameName(const QString &base, int number, int count)
{
    const QByteArray digits = QByteArray::number(number);
    // Cut to the same length in every frame of the animation: room for its
    // largest number.
    const qsizetype width = QByteArray::number(std::max(number, count)).size();
    QByteArray name = base.toLatin1();
    name.replace(' ', '_');
    auto endsInDigit = [](const QByteArray &s) { return !s.isEmpty() && s.back() >= '0' && s.back() <= '9'; };
    const QByteArray plain = name.left(15 - width);
    if (!endsInDigit(plain))
        return plain + digits;
    if (count <= 99) {
        const QByteArray kept = name.left(13);
        qsizetype start = kept.size();
        while (start > 0 && kept.at(start - 1) >= '0' && kept.at(start - 1) <= '9')
            --start;
        if (start > 0 && start < kept.size() && kept.at(start) != '0')
            return kept + digits.rightJustified(2, '0');
    }
    const QByteArray kept = name.left(15 - 1 - width);
    return endsInDigit(kept) ? kept + '_' + digits : kept + digits;
}

QList<FrameSample> sampleFrames(const Model &model, double fps)
{
    QList<FrameSample> samples;
    for (int a = 0; a < model.animations.size(); ++a) {
        const Animation &animation = model.animations[a];
        const int count = std::max(1, int(std::lround(animation.duration * fps)) + 1);
        for (int k = 0; k < count; ++k)
            samples.append(FrameSample{a, k / fps, frameName(animation.name, k + 1, count)});
    }
    if (samples.isEmpty())
        samples.append(FrameSample{-1, 0.0, QByteArrayLiteral("frame1")});
    return samples;
}

namespace {

// `positions` (the mesh's, or morphed) skinned as skinMesh skins them,
// without the normals, appended to `out`. With SSE2 a column of the blended
// matrix at a time: each entry gets the same products and sums in the same
// order as blendSkinningMatrix and the transform below give it (a lane
// more, unused, for the matrix's last row), so the same positions.
void skinPositions(const Mesh &mesh, const QList<QVector3D> &positions, const QList<QMatrix4x4> &skinning,
                   QList<QVector3D> &out)
{
    const qsizetype n = mesh.vertexCount();
    const int k = mesh.influencesPerVertex;
    if (mesh.blendWeights.size() < n * k || mesh.blendIndexes.size() < n * k || positions.size() < n) {
        out.append(positions);
        return;
    }
    const qsizetype start = out.size();
    out.resize(start + n);
    QVector3D *o = out.data() + start;
#if defined(__SSE2__)
    const float *weights = mesh.blendWeights.constData();
    const quint32 *joints = mesh.blendIndexes.constData();
    const quint32 jointCount = quint32(skinning.size());
    for (qsizetype v = 0; v < n; ++v) {
        const QVector3D p = positions[v];
        __m128 c0 = _mm_setzero_ps(), c1 = c0, c2 = c0, c3 = c0;
        float total = 0;
        for (int j = 0; j < k; ++j) {
            const float w = weights[v * k + j];
            const quint32 joint = joints[v * k + j];
            if (w == 0 || joint >= jointCount)
                continue;
            const float *src = skinning[joint].constData();
            const __m128 wide = _mm_set1_ps(w);
            c0 = _mm_add_ps(c0, _mm_mul_ps(_mm_loadu_ps(src), wide));
            c1 = _mm_add_ps(c1, _mm_mul_ps(_mm_loadu_ps(src + 4), wide));
            c2 = _mm_add_ps(c2, _mm_mul_ps(_mm_loadu_ps(src + 8), wide));
            c3 = _mm_add_ps(c3, _mm_mul_ps(_mm_loadu_ps(src + 12), wide));
            total += w;
        }
        if (total <= 0) {
            o[v] = p;
            continue;
        }
        const __m128 divisor = _mm_set1_ps(total);
        c0 = _mm_div_ps(c0, divisor);
        c1 = _mm_div_ps(c1, divisor);
        c2 = _mm_div_ps(c2, divisor);
        c3 = _mm_div_ps(c3, divisor);
        const __m128 r = _mm_add_ps(
            _mm_add_ps(_mm_add_ps(_mm_mul_ps(c0, _mm_set1_ps(p.x())), _mm_mul_ps(c1, _mm_set1_ps(p.y()))),
                       _mm_mul_ps(c2, _mm_set1_ps(p.z()))),
            c3);
        alignas(16) float lanes[4];
        _mm_store_ps(lanes, r);
        o[v] = QVector3D(lanes[0], lanes[1], lanes[2]);
    }
#else
    for (qsizetype v = 0; v < n; ++v) {
        const QVector3D p = positions[v];
        float m[16];
        if (!blendSkinningMatrix(mesh, v, skinning, m)) {
            o[v] = p;
            continue;
        }
        // Column-major: element (row r, column c) is m[c * 4 + r].
        o[v] = QVector3D(m[0] * p.x() + m[4] * p.y() + m[8] * p.z() + m[12],
                         m[1] * p.x() + m[5] * p.y() + m[9] * p.z() + m[13],
                         m[2] * p.x() + m[6] * p.y() + m[10] * p.z() + m[14]);
    }
#endif
}

} // namespace

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
        const bool morphed = weights.contains(m);
        if (mesh.isSkinned() && !skinning.isEmpty()) {
            skinPositions(mesh, morphed ? morphedPositions(mesh, weights.value(m)) : mesh.positions, skinning, out);
            continue;
        }
        out.append(morphed ? morphedPositions(mesh, weights.value(m)) : mesh.positions);
    }
}

} // namespace quarry::quake
