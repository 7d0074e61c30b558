#include "io/md3/Md3Frames.h"

#include "io/md3/Md3Clips.h"
#include "io/md3/Md3Format.h"
#include "model/MorphWeights.h"
#include "model/Parallel.h"

#include <cmath>
#include <cstring>
#include <vector>

namespace quarry {

using namespace md3;

QList<Md3FrameTime> md3FrameTimes(const Model &model)
{
    // Clips read from a sidecar that share frames store them once.
    if (QList<Md3FrameTime> stored = md3ClipFrameTimes(model); !stored.isEmpty())
        return stored;
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
void faceNormals(const Mesh &mesh, const std::vector<QVector3D> &positions, std::vector<QVector3D> &normals)
{
    normals.assign(positions.size(), QVector3D());
    const quint32 n = quint32(positions.size());
    for (const Triangle &t : mesh.triangles) {
        if (t[0] >= n || t[1] >= n || t[2] >= n)
            continue;
        const QVector3D nrm = QVector3D::crossProduct(positions[t[1]] - positions[t[0]],
                                                      positions[t[2]] - positions[t[0]]);
        for (quint32 v : t)
            normals[v] += nrm;
    }
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

// A skinned mesh's influences, gathered once for every frame: per vertex,
// its joints and weights in the order blendSkinningMatrix takes them (zero
// weights and joints out of range left out) and their sum, so that a frame
// blends the same matrices with the same sums in the same order.
struct MeshInfluences
{
    bool skinned = false;
    std::vector<int> first; // vertex v: [first[v], first[v + 1])
    std::vector<int> joint;
    std::vector<float> weight;
    std::vector<float> total; // <= 0: unweighted, it stays in the bind pose
};

MeshInfluences meshInfluences(const Mesh &mesh, qsizetype joints)
{
    MeshInfluences in;
    const qsizetype n = mesh.vertexCount();
    const int k = mesh.influencesPerVertex;
    in.skinned = joints > 0 && mesh.isSkinned() && mesh.blendWeights.size() >= n * k
                 && mesh.blendIndexes.size() >= n * k;
    if (!in.skinned)
        return in;
    in.first.reserve(size_t(n) + 1);
    in.total.reserve(size_t(n));
    in.first.push_back(0);
    for (qsizetype v = 0; v < n; ++v) {
        float total = 0;
        for (int j = 0; j < k; ++j) {
            const float w = mesh.blendWeights[v * k + j];
            const quint32 joint = mesh.blendIndexes[v * k + j];
            if (w == 0 || joint >= quint32(joints))
                continue;
            in.joint.push_back(int(joint));
            in.weight.push_back(w);
            total += w;
        }
        in.first.push_back(int(in.joint.size()));
        in.total.push_back(total);
    }
    return in;
}

// What every frame shares: the influences, the inverse bind matrices.
struct FramePlan
{
    std::vector<MeshInfluences> meshes;
    QList<QMatrix4x4> inverseBind;
};

// Buffers one thread reuses from one frame to the next.
struct FrameBuffers
{
    // Per joint, rows 0-2 of its skinning matrix by columns (12 floats), as
    // QMatrix4x4::constData() holds them less the fourth row.
    std::vector<float> skin;
    std::vector<QVector3D> positions; // a mesh without normals: skinned positions, then its face normals
    std::vector<QVector3D> normals;
};

// One frame of every mesh, into `out` (per mesh, this frame's records).
FrameOutput evaluateFrame(const Model &model, const FramePlan &plan, const Md3FrameTime &frame,
                          const QList<char *> &out, const QList<int> &tagJoints, int originJoint,
                          std::array<float, 12> *tags, FrameBuffers &buffers)
{
    FrameOutput result;
    QList<QMatrix4x4> world;
    if (!model.skeleton.isEmpty())
        world = worldMatrices(model.skeleton, localPose(model, frame.animation, frame.time));
    const bool reframed = originJoint >= 0 && originJoint < world.size();
    const QMatrix4x4 toOrigin = reframed ? world[originJoint].inverted() : QMatrix4x4();
    buffers.skin.resize(size_t(plan.inverseBind.size()) * 12);
    for (qsizetype j = 0; j < plan.inverseBind.size(); ++j) {
        // As skinningMatrices and the reframing multiply them.
        QMatrix4x4 s = world[j] * plan.inverseBind[j];
        if (reframed)
            s = toOrigin * s;
        const float *src = s.constData();
        float *dst = buffers.skin.data() + 12 * j;
        for (int c = 0; c < 4; ++c)
            for (int r = 0; r < 3; ++r)
                dst[3 * c + r] = src[4 * c + r];
    }
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
    if (frame.animation >= 0 && !model.animations[frame.animation].morphTracks.isEmpty())
        weights = animationMorphWeights(model, model.animations[frame.animation], float(frame.time));
    // The encoded positions' bounds, in 1/64 units.
    qint16 low[3] = {32767, 32767, 32767}, high[3] = {-32768, -32768, -32768};
    bool any = false;
    const float *skin = buffers.skin.data();
    for (qsizetype m = 0; m < model.meshes.size(); ++m) {
        const Mesh &mesh = model.meshes[m];
        const MeshInfluences &in = plan.meshes[size_t(m)];
        const qsizetype n = mesh.vertexCount();
        const bool hasNormals = mesh.normals.size() == n;
        const QVector3D *positions = mesh.positions.constData();
        const QVector3D *normals = hasNormals ? mesh.normals.constData() : nullptr;
        // Morph targets move vertices (and turn normals) before skinning.
        QList<QVector3D> morphed, morphedNormals;
        if (const auto w = weights.constFind(int(m)); w != weights.cend() && weightedMorphCount(*w) > 0) {
            morphed = morphedPositions(mesh, *w);
            positions = morphed.constData();
            if (hasNormals) {
                morphedNormals = mesh.normals;
                for (const ActiveMorph &a : activeMorphs(*w)) {
                    const MorphTarget &morph = mesh.morphs[a.target];
                    if (morph.normals.size() != morph.vertices.size())
                        continue;
                    for (qsizetype i = 0; i < morph.vertices.size(); ++i)
                        if (const quint32 v = morph.vertices[i]; v < quint32(n))
                            morphedNormals[v] += a.weight * (morph.normals[i] - mesh.normals[v]);
                }
                normals = morphedNormals.constData();
            }
        }
        // Without normals, the positions are kept until the face normals of
        // the whole mesh are known; with them, each vertex is encoded at once.
        if (!hasNormals)
            buffers.positions.resize(size_t(n));
        char *records = out[m];
        auto encode = [&](qsizetype v, const QVector3D &p, const QVector3D &normal) {
            result.farthest = std::max({result.farthest, std::abs(p.x()), std::abs(p.y()), std::abs(p.z())});
            const qint16 xyz[3] = {encodeCoordinate(p.x()), encodeCoordinate(p.y()), encodeCoordinate(p.z())};
            for (int c = 0; c < 3; ++c) {
                low[c] = std::min(low[c], xyz[c]);
                high[c] = std::max(high[c], xyz[c]);
            }
            const quint16 packed[4] = {qToLittleEndian(quint16(xyz[0])), qToLittleEndian(quint16(xyz[1])),
                                       qToLittleEndian(quint16(xyz[2])), qToLittleEndian(encodeNormal(normal))};
            std::memcpy(records + v * kVertexSize, packed, kVertexSize);
        };
        for (qsizetype v = 0; v < n; ++v) {
            QVector3D p = positions[v], normal = normals ? normals[v] : QVector3D();
            if (in.skinned && in.total[size_t(v)] > 0) {
                // blendSkinningMatrix's sums, rows 0-2 only.
                float s[12] = {};
                for (int i = in.first[size_t(v)], e = in.first[size_t(v) + 1]; i < e; ++i) {
                    const float *src = skin + 12 * in.joint[size_t(i)];
                    const float w = in.weight[size_t(i)];
                    for (int c = 0; c < 12; ++c)
                        s[c] += src[c] * w;
                }
                const float total = in.total[size_t(v)];
                for (float &c : s)
                    c /= total;
                p = QVector3D(s[0] * p.x() + s[3] * p.y() + s[6] * p.z() + s[9],
                              s[1] * p.x() + s[4] * p.y() + s[7] * p.z() + s[10],
                              s[2] * p.x() + s[5] * p.y() + s[8] * p.z() + s[11]);
                if (normals)
                    normal = QVector3D(s[0] * normal.x() + s[3] * normal.y() + s[6] * normal.z(),
                                       s[1] * normal.x() + s[4] * normal.y() + s[7] * normal.z(),
                                       s[2] * normal.x() + s[5] * normal.y() + s[8] * normal.z());
            } else if (reframed) {
                // Unskinned or unweighted: the bind pose, in the origin joint's space.
                p = toOrigin.map(p);
                if (normals)
                    normal = toOrigin.mapVector(normal);
            }
            if (normals)
                encode(v, p, normal);
            else
                buffers.positions[size_t(v)] = p;
        }
        if (!normals) {
            faceNormals(mesh, buffers.positions, buffers.normals);
            for (qsizetype v = 0; v < n; ++v)
                encode(v, buffers.positions[size_t(v)], buffers.normals[size_t(v)]);
        }
        any = any || n > 0;
    }
    if (any) {
        result.bounds.add(QVector3D(low[0], low[1], low[2]) * kXyzScale);
        result.bounds.add(QVector3D(high[0], high[1], high[2]) * kXyzScale);
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
    FramePlan plan;
    for (const Mesh &mesh : model.meshes)
        plan.meshes.push_back(meshInfluences(mesh, model.skeleton.joints.size()));
    for (const QMatrix4x4 &bind : model.skeleton.bindWorldMatrices())
        plan.inverseBind.append(bind.inverted());
    const bool finished = shareRunsReporting(
        frameCount, 4, threadsFor(work, 200000),
        [&](qint64 first, qint64 last) {
            QList<char *> out(base.size());
            FrameBuffers buffers;
            for (qint64 f = first; f < last; ++f) {
                for (qsizetype m = 0; m < base.size(); ++m)
                    out[m] = base[m] + f * vertexCounts[m] * kVertexSize;
                const FrameOutput o = evaluateFrame(model, plan, frames[f], out, tagJoints, originJoint,
                                                    tags + f * tagJoints.size(), buffers);
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
