#include "io/md3/Md3Frames.h"

#include "io/md3/Md3Clips.h"
#include "io/md3/Md3Format.h"
#include "io/md3/Md3Layout.h"
#include "model/MorphWeights.h"
#include "model/Parallel.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <limits>
#include <vector>

namespace quarry {

using namespace md3;

QList<Md3FrameTime> md3FrameTimes(const Model &model)
{
    // Clips read from a sidecar that share frames store them once.
    if (QList<Md3FrameTime> stored = md3ClipFrameTimes(model); !stored.isEmpty())
        return stored;
    // Clips edited since reading take their stored ranges' places.
    if (std::optional<Md3Layout> edited = md3EditedClipLayout(model))
        return edited->frames;
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

// Four floats: a column of a matrix's first three rows (and a zero), or
// a point. GCC and Clang turn arithmetic on these into vector instructions
// on every target.
using Float4 = float __attribute__((vector_size(16)));
using Int4 = qint32 __attribute__((vector_size(16)));

struct alignas(16) Columns
{
    Float4 c[4];
};

Columns columnsOf(const QMatrix4x4 &m)
{
    const float *src = m.constData();
    Columns out;
    for (int c = 0; c < 4; ++c)
        out.c[c] = Float4{src[4 * c], src[4 * c + 1], src[4 * c + 2], 0.0f};
    return out;
}

// A mesh's vertices grouped by how many influences they have (zero
// weights and joints out of range left out), each group's joints and
// weights (divided by the vertex's sum) side by side, so that skinning a
// frame runs one loop of a fixed length per group. Group 0: unweighted
// or unskinned vertices, which stay in the bind pose.
struct InfluenceGroup
{
    int influences = 0;
    std::vector<quint32> vertices;
    std::vector<qint32> joints; // influences per vertex
    std::vector<float> weights;
};

std::vector<InfluenceGroup> influenceGroups(const Mesh &mesh, qsizetype joints)
{
    const qsizetype n = mesh.vertexCount();
    const int k = mesh.influencesPerVertex;
    const bool skinned = joints > 0 && mesh.isSkinned() && mesh.blendWeights.size() >= n * k
                         && mesh.blendIndexes.size() >= n * k;
    std::vector<InfluenceGroup> groups(size_t(skinned ? k + 1 : 1));
    for (size_t g = 0; g < groups.size(); ++g)
        groups[g].influences = int(g);
    std::vector<qint32> joint;
    std::vector<float> weight;
    for (qsizetype v = 0; v < n; ++v) {
        joint.clear();
        weight.clear();
        float total = 0;
        for (int j = 0; skinned && j < k; ++j) {
            const float w = mesh.blendWeights[v * k + j];
            const quint32 index = mesh.blendIndexes[v * k + j];
            if (w == 0 || index >= quint32(joints))
                continue;
            joint.push_back(qint32(index));
            weight.push_back(w);
            total += w;
        }
        InfluenceGroup &g = groups[total > 0 ? joint.size() : 0];
        g.vertices.push_back(quint32(v));
        if (total > 0)
            for (size_t i = 0; i < joint.size(); ++i) {
                g.joints.push_back(joint[i]);
                g.weights.push_back(weight[i] / total);
            }
    }
    return groups;
}

// What every frame shares: the influences, the inverse bind matrices.
struct FramePlan
{
    std::vector<std::vector<InfluenceGroup>> meshes;
    QList<QMatrix4x4> inverseBind;
};

// Buffers one thread reuses from one frame to the next.
struct FrameBuffers
{
    std::vector<Columns> skin; // per joint
    std::vector<Float4> positions; // a mesh's skinned positions
    std::vector<Float4> normals; // and normals
    std::vector<quint16> codes; // the normals packed
    std::vector<char> records; // a mesh held by parts: its records, gathered from here
    std::vector<QVector3D> facePositions, faceNormals;
};

struct FrameOutput
{
    Bounds bounds;
    float farthest = 0;
};

// Skins one group's vertices by the frame's joint columns (`rest` for
// group 0), into buffers.positions and buffers.normals.
void skinGroup(const InfluenceGroup &g, const Columns *skin, const Columns &rest, const QVector3D *positions,
               const QVector3D *normals, Float4 *outPositions, Float4 *outNormals)
{
    const int k = g.influences;
    const qint32 *joint = g.joints.data();
    const float *weight = g.weights.data();
    for (size_t i = 0; i < g.vertices.size(); ++i, joint += k, weight += k) {
        const quint32 v = g.vertices[i];
        Float4 c0, c1, c2, c3;
        if (k <= 1) {
            // One influence weighs 1 (its weight divided by itself).
            const Columns &a = k == 0 ? rest : skin[joint[0]];
            c0 = a.c[0];
            c1 = a.c[1];
            c2 = a.c[2];
            c3 = a.c[3];
        } else {
            const Columns &a = skin[joint[0]];
            const float w = weight[0];
            c0 = a.c[0] * w;
            c1 = a.c[1] * w;
            c2 = a.c[2] * w;
            c3 = a.c[3] * w;
            for (int j = 1; j < k; ++j) {
                const Columns &b = skin[joint[j]];
                const float u = weight[j];
                c0 += b.c[0] * u;
                c1 += b.c[1] * u;
                c2 += b.c[2] * u;
                c3 += b.c[3] * u;
            }
        }
        const QVector3D &p = positions[v];
        outPositions[v] = c0 * p.x() + c1 * p.y() + c2 * p.z() + c3;
        if (normals) {
            const QVector3D &n = normals[v];
            outNormals[v] = c0 * n.x() + c1 * n.y() + c2 * n.z();
        }
    }
}

// Area-weighted vertex normals from skinned positions, for a mesh that has none.
void faceNormals(const Mesh &mesh, const Float4 *positions, Float4 *normals)
{
    const quint32 n = quint32(mesh.vertexCount());
    std::fill(normals, normals + n, Float4{});
    auto at = [&](quint32 v) { return QVector3D(positions[v][0], positions[v][1], positions[v][2]); };
    for (const Triangle &t : mesh.triangles) {
        if (t[0] >= n || t[1] >= n || t[2] >= n)
            continue;
        const QVector3D nrm = QVector3D::crossProduct(at(t[1]) - at(t[0]), at(t[2]) - at(t[0]));
        for (quint32 v : t)
            normals[v] += Float4{nrm.x(), nrm.y(), nrm.z(), 0.0f};
    }
}

// Encodes a mesh's skinned positions (1/64 units, rounded half away from
// zero after clamping to the 16 bits, as qRound does) and packed normals
// as MD3 vertex records; widens the frame's bounds (in 1/64 units) and the
// farthest coordinate.
void encodeRecords(const Float4 *positions, const quint16 *codes, qsizetype n, char *records, Float4 &low, Float4 &high,
                   Float4 &farthest)
{
    const Float4 scale{64.0f, 64.0f, 64.0f, 64.0f};
    const Float4 lowest{-32768.0f, -32768.0f, -32768.0f, -32768.0f};
    const Float4 highest{32767.0f, 32767.0f, 32767.0f, 32767.0f};
    const Int4 signBit{qint32(0x80000000), qint32(0x80000000), qint32(0x80000000), qint32(0x80000000)};
    const Int4 halfBits{0x3f000000, 0x3f000000, 0x3f000000, 0x3f000000}; // 0.5f
    for (qsizetype v = 0; v < n; ++v) {
        const Float4 p = positions[v];
        const Float4 magnitude = std::bit_cast<Float4>(std::bit_cast<Int4>(p) & ~signBit);
        farthest = magnitude > farthest ? magnitude : farthest;
        Float4 q = p * scale;
        q = q < lowest ? lowest : q;
        q = q > highest ? highest : q;
        const Int4 half = halfBits | (std::bit_cast<Int4>(q) & signBit);
        const Int4 rounded = __builtin_convertvector(q + std::bit_cast<Float4>(half), Int4);
        const Float4 r = __builtin_convertvector(rounded, Float4);
        low = r < low ? r : low;
        high = r > high ? r : high;
        const quint16 record[4] = {qToLittleEndian(quint16(rounded[0])), qToLittleEndian(quint16(rounded[1])),
                                   qToLittleEndian(quint16(rounded[2])), qToLittleEndian(codes[v])};
        std::memcpy(records + v * kVertexSize, record, kVertexSize);
    }
}

// One frame of every mesh, each mesh's records into the blocks that hold it.
FrameOutput evaluateFrame(const Model &model, const FramePlan &plan, const Md3FrameTime &frame, qint64 f,
                          const QList<Md3VertexBlock> &blocks, const QList<int> &tagJoints, int originJoint,
                          std::array<float, 12> *tags, FrameBuffers &buffers)
{
    FrameOutput result;
    QList<QMatrix4x4> world;
    if (!model.skeleton.isEmpty())
        world = worldMatrices(model.skeleton, localPose(model, frame.animation, frame.time));
    const bool reframed = originJoint >= 0 && originJoint < world.size();
    const QMatrix4x4 toOrigin = reframed ? world[originJoint].inverted() : QMatrix4x4();
    buffers.skin.resize(size_t(plan.inverseBind.size()));
    for (qsizetype j = 0; j < plan.inverseBind.size(); ++j) {
        // As skinningMatrices and the reframing multiply them.
        QMatrix4x4 s = world[j] * plan.inverseBind[j];
        if (reframed)
            s = toOrigin * s;
        buffers.skin[size_t(j)] = columnsOf(s);
    }
    const Columns rest = columnsOf(toOrigin);
    for (qsizetype t = 0; t < tagJoints.size(); ++t) {
        const QMatrix4x4 m = toOrigin * world[tagJoints[t]];
        const QVector3D origin = m.column(3).toVector3D();
        std::array<float, 12> &tag = tags[t];
        tag = {origin.x(), origin.y(), origin.z()};
        // A tag read from an MD3 keeps its axes' length (the joint's scale:
        // the game draws what it attaches there at that scale); others are
        // unit axes.
        const bool scaled = model.skeleton.joints[tagJoints[t]].extras.contains(QStringLiteral("md3.tag"));
        for (int axis = 0; axis < 3; ++axis) {
            const QVector3D column = m.column(axis).toVector3D();
            const QVector3D a = scaled ? column : column.normalized();
            tag[size_t(3 + axis * 3)] = a.x();
            tag[size_t(4 + axis * 3)] = a.y();
            tag[size_t(5 + axis * 3)] = a.z();
        }
    }
    MorphWeights weights;
    if (frame.animation >= 0 && !model.animations[frame.animation].morphTracks.isEmpty())
        weights = animationMorphWeights(model, model.animations[frame.animation], float(frame.time));
    const float inf = std::numeric_limits<float>::infinity();
    Float4 low{inf, inf, inf, inf}, high{-inf, -inf, -inf, -inf}, farthest{};
    for (qsizetype m = 0; m < model.meshes.size(); ++m) {
        const Mesh &mesh = model.meshes[m];
        const qsizetype n = mesh.vertexCount();
        if (n == 0)
            continue;
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
        for (const InfluenceGroup &g : plan.meshes[size_t(m)])
            skinGroup(g, buffers.skin.data(), rest, positions, normals, buffers.positions.data(),
                      buffers.normals.data());
        if (!normals)
            faceNormals(mesh, buffers.positions.data(), buffers.normals.data());
        encodeNormals(reinterpret_cast<const float *>(buffers.normals.data()), n, buffers.codes.data());
        // The records go straight into a block that holds the whole mesh
        // in order, else into the first block and are gathered from there.
        char *whole = nullptr;
        for (const Md3VertexBlock &b : blocks)
            if (b.mesh == m && !b.vertices)
                whole = b.base + f * n * kVertexSize;
        if (!whole)
            whole = buffers.records.data();
        encodeRecords(buffers.positions.data(), buffers.codes.data(), n, whole, low, high, farthest);
        for (const Md3VertexBlock &b : blocks) {
            if (b.mesh != m || !b.vertices)
                continue;
            char *out = b.base + f * b.count * kVertexSize;
            for (qsizetype i = 0; i < b.count; ++i)
                std::memcpy(out + i * kVertexSize, whole + qsizetype(b.vertices[i]) * kVertexSize, kVertexSize);
        }
    }
    if (low[0] <= high[0]) {
        result.bounds.add(QVector3D(low[0], low[1], low[2]) * kXyzScale);
        result.bounds.add(QVector3D(high[0], high[1], high[2]) * kXyzScale);
    }
    result.farthest = std::max({farthest[0], farthest[1], farthest[2]});
    return result;
}

} // namespace

Md3Frames evaluateMd3Frames(const Model &model, const QList<Md3FrameTime> &frames, const QList<int> &tagJoints,
                            int originJoint, const QList<Md3VertexBlock> &blocks, const ProgressFn &progress)
{
    Md3Frames result;
    const qsizetype frameCount = frames.size();
    result.bounds.resize(frameCount);
    result.tags.resize(frameCount * tagJoints.size());
    QList<float> farthest(frameCount, 0.0f);
    Bounds *bounds = result.bounds.data();
    std::array<float, 12> *tags = result.tags.data();
    float *far = farthest.data();
    const qint64 work = qint64(model.vertexCount()) * frameCount;
    FramePlan plan;
    for (const Mesh &mesh : model.meshes)
        plan.meshes.push_back(influenceGroups(mesh, model.skeleton.joints.size()));
    for (const QMatrix4x4 &bind : model.skeleton.bindWorldMatrices())
        plan.inverseBind.append(bind.inverted());
    const bool finished = shareRunsReporting(
        frameCount, 4, threadsFor(work, 200000),
        [&](qint64 first, qint64 last) {
            FrameBuffers buffers;
            qsizetype most = 0;
            for (const Mesh &mesh : model.meshes)
                most = std::max(most, mesh.vertexCount());
            buffers.positions.resize(size_t(most));
            buffers.normals.resize(size_t(most));
            buffers.codes.resize(size_t(most));
            buffers.records.resize(size_t(most) * kVertexSize);
            for (qint64 f = first; f < last; ++f) {
                const FrameOutput o = evaluateFrame(model, plan, frames[f], f, blocks, tagJoints, originJoint,
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
