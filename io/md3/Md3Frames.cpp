#include "io/md3/Md3Frames.h"

#include "io/md3/Md3Format.h"
#include "model/MorphWeights.h"
#include "model/Parallel.h"

#include <cmath>
#include <cstring>

namespace quarry {

using namespace md3;

QList<Md3FrameTime> md3FrameTimes(const Model &model)
{
    QList<Md3FrameTime> frames;
    for (int a = 0; a < model.animations.size(); ++a) {
        const Animation &animation = model.animations[a];
        const double fps = animation.fps > 0 ? animation.fps : 30.0;
        const int n = std::max(1, animation.frameCount());
        for (int f = 0; f < n; ++f)
            frames.append({a, f / fps});
    }
    if (frames.isEmpty())
        frames.append({-1, 0.0});
    return frames;
}

namespace {

// Area-weighted vertex normals, for a mesh that has none.
QList<QVector3D> faceNormals(const Mesh &mesh, const QList<QVector3D> &positions)
{
    QList<QVector3D> normals(positions.size());
    for (const Triangle &t : mesh.triangles) {
        if (t[0] >= quint32(positions.size()) || t[1] >= quint32(positions.size()) || t[2] >= quint32(positions.size()))
            continue;
        const QVector3D n = QVector3D::crossProduct(positions[t[1]] - positions[t[0]],
                                                    positions[t[2]] - positions[t[0]]);
        for (quint32 v : t)
            normals[v] += n;
    }
    return normals;
}

qint16 encodeCoordinate(float value)
{
    const double v = std::clamp(double(value) * 64.0, -32768.0, 32767.0);
    return qint16(qRound(v));
}

struct FrameOutput
{
    Bounds bounds;
    float farthest = 0;
};

// One frame of every mesh, into `out` (per mesh, this frame's records).
FrameOutput evaluateFrame(const Model &model, const Md3FrameTime &frame, const QList<char *> &out,
                          const QList<int> &tagJoints, int originJoint, std::array<float, 12> *tags)
{
    FrameOutput result;
    QList<QMatrix4x4> world, skinning;
    if (!model.skeleton.isEmpty()) {
        world = worldMatrices(model.skeleton, localPose(model, frame.animation, frame.time));
        skinning = skinningMatrices(model.skeleton, world);
    }
    const bool reframed = originJoint >= 0 && originJoint < world.size();
    const QMatrix4x4 toOrigin = reframed ? world[originJoint].inverted() : QMatrix4x4();
    if (reframed)
        for (QMatrix4x4 &s : skinning)
            s = toOrigin * s;
    for (qsizetype t = 0; t < tagJoints.size(); ++t) {
        const QMatrix4x4 m = toOrigin * world[tagJoints[t]];
        const QVector3D origin = m.column(3).toVector3D();
        std::array<float, 12> &tag = tags[t];
        tag = {origin.x(), origin.y(), origin.z()};
        for (int axis = 0; axis < 3; ++axis) {
            const QVector3D a = m.column(axis).toVector3D().normalized();
            tag[size_t(3 + axis * 3)] = a.x();
            tag[size_t(4 + axis * 3)] = a.y();
            tag[size_t(5 + axis * 3)] = a.z();
        }
    }
    MorphWeights weights;
    if (frame.animation >= 0)
        weights = animationMorphWeights(model, model.animations[frame.animation], float(frame.time));
    for (qsizetype m = 0; m < model.meshes.size(); ++m) {
        const Mesh &mesh = model.meshes[m];
        const qsizetype n = mesh.vertexCount();
        QList<QVector3D> positions = mesh.positions;
        QList<QVector3D> normals = mesh.normals.size() == n ? mesh.normals : QList<QVector3D>();
        if (const auto w = weights.constFind(int(m)); w != weights.cend() && weightedMorphCount(*w) > 0) {
            positions = morphedPositions(mesh, *w);
            for (const ActiveMorph &a : activeMorphs(*w)) {
                const MorphTarget &morph = mesh.morphs[a.target];
                if (normals.isEmpty() || morph.normals.size() != morph.vertices.size())
                    continue;
                for (qsizetype i = 0; i < morph.vertices.size(); ++i)
                    if (const quint32 v = morph.vertices[i]; v < quint32(n))
                        normals[v] += a.weight * (morph.normals[i] - mesh.normals[v]);
            }
        }
        const int k = mesh.influencesPerVertex;
        const bool skinned = mesh.isSkinned() && !skinning.isEmpty() && mesh.blendWeights.size() >= n * k
                             && mesh.blendIndexes.size() >= n * k;
        if (reframed && !skinned)
            for (qsizetype v = 0; v < n; ++v) {
                positions[v] = toOrigin.map(positions[v]);
                if (!normals.isEmpty())
                    normals[v] = toOrigin.mapVector(normals[v]);
            }
        if (skinned) {
            for (qsizetype v = 0; v < n; ++v) {
                float s[16];
                if (!blendSkinningMatrix(mesh, v, skinning, s)) {
                    // Unweighted: it stays in the bind pose.
                    positions[v] = toOrigin.map(positions[v]);
                    if (!normals.isEmpty())
                        normals[v] = toOrigin.mapVector(normals[v]);
                    continue;
                }
                const QVector3D p = positions[v];
                positions[v] = QVector3D(s[0] * p.x() + s[4] * p.y() + s[8] * p.z() + s[12],
                                         s[1] * p.x() + s[5] * p.y() + s[9] * p.z() + s[13],
                                         s[2] * p.x() + s[6] * p.y() + s[10] * p.z() + s[14]);
                if (!normals.isEmpty()) {
                    const QVector3D q = normals[v];
                    normals[v] = QVector3D(s[0] * q.x() + s[4] * q.y() + s[8] * q.z(),
                                           s[1] * q.x() + s[5] * q.y() + s[9] * q.z(),
                                           s[2] * q.x() + s[6] * q.y() + s[10] * q.z());
                }
            }
        }
        if (normals.isEmpty())
            normals = faceNormals(mesh, positions);
        char *records = out[m];
        for (qsizetype v = 0; v < n; ++v) {
            const QVector3D &p = positions[v];
            result.farthest = std::max({result.farthest, std::abs(p.x()), std::abs(p.y()), std::abs(p.z())});
            const qint16 xyz[3] = {encodeCoordinate(p.x()), encodeCoordinate(p.y()), encodeCoordinate(p.z())};
            result.bounds.add(QVector3D(xyz[0], xyz[1], xyz[2]) * kXyzScale);
            const quint16 normal = encodeNormal(normals[v]);
            char *r = records + v * kVertexSize;
            for (int c = 0; c < 3; ++c) {
                const quint16 le = qToLittleEndian(quint16(xyz[c]));
                std::memcpy(r + 2 * c, &le, 2);
            }
            const quint16 le = qToLittleEndian(normal);
            std::memcpy(r + 6, &le, 2);
        }
    }
    return result;
}

} // namespace

Md3Frames evaluateMd3Frames(const Model &model, const QList<Md3FrameTime> &frames, const QList<int> &tagJoints,
                            int originJoint, const ProgressFn &progress)
{
    Md3Frames result;
    const qsizetype frameCount = frames.size();
    QList<qint64> vertexCounts;
    for (const Mesh &mesh : model.meshes) {
        result.meshVertices.append(
            QByteArray(qsizetype(mesh.vertexCount() * frameCount * kVertexSize), Qt::Uninitialized));
        vertexCounts.append(mesh.vertexCount());
    }
    // Pointers taken once, before the threads write through them.
    QList<char *> base;
    for (QByteArray &block : result.meshVertices)
        base.append(block.data());
    result.bounds.resize(frameCount);
    result.tags.resize(frameCount * tagJoints.size());
    QList<float> farthest(frameCount, 0.0f);
    Bounds *bounds = result.bounds.data();
    std::array<float, 12> *tags = result.tags.data();
    float *far = farthest.data();
    const qint64 work = qint64(model.vertexCount()) * frameCount;
    const bool finished = shareRunsReporting(
        frameCount, 4, threadsFor(work, 200000),
        [&](qint64 first, qint64 last) {
            QList<char *> out(base.size());
            for (qint64 f = first; f < last; ++f) {
                for (qsizetype m = 0; m < base.size(); ++m)
                    out[m] = base[m] + f * vertexCounts[m] * kVertexSize;
                const FrameOutput o = evaluateFrame(model, frames[f], out, tagJoints, originJoint,
                                                    tags + f * tagJoints.size());
                bounds[f] = o.bounds;
                far[f] = o.farthest;
            }
        },
        [&](qint64 done) { return !progress || progress(double(done) / double(frameCount)); });
    result.cancelled = !finished;
    for (float f : std::as_const(farthest))
        result.farthest = std::max(result.farthest, f);
    return result;
}

} // namespace quarry
