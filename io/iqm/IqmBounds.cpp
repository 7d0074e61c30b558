#include "io/iqm/IqmBounds.h"

#include "model/Parallel.h"

#include "model/Pose.h"

#include <QHash>
#include <QSet>
#include <QtEndian>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstring>
#include <numeric>
#include <utility>
#include <vector>

namespace quarry::iqm {

namespace {

// Below this many vertex-frames a second thread costs more than it saves.
constexpr qint64 kThreadedWork = 1 << 21;
constexpr qint64 kThreadedReach = 1 << 15;

// Vertices sharing the same four quantized indexes and weights blend the
// same matrix; each frame blends it once per such group. The group's blend
// goes through blendSkinningMatrix like skinMesh's, so the sums and their
// order are the same as blending it per vertex.
struct BlendGroups
{
    Mesh blends; // one "vertex" per group, four influences
    std::vector<qint32> groupOf; // per vertex of all meshes; -1: not skinned
    std::vector<QVector3D> positions;
};

BlendGroups groupBlends(const QList<Mesh> &meshes, const QList<QByteArray> &weights, const QList<QByteArray> &indexes)
{
    BlendGroups g;
    g.blends.influencesPerVertex = 4;
    QHash<std::pair<quint64, quint32>, qint32> ids;
    QSet<std::pair<quint64, quint64>> seen; // position bytes and group
    for (qsizetype m = 0; m < meshes.size(); ++m) {
        const Mesh &mesh = meshes[m];
        const bool skinned = !weights[m].isEmpty() && !mesh.positions.isEmpty();
        for (qsizetype v = 0; v < mesh.positions.size(); ++v) {
            if (!skinned) {
                g.positions.push_back(mesh.positions[v]);
                g.groupOf.push_back(-1);
                continue;
            }
            quint64 index = 0;
            quint32 weight = 0;
            std::memcpy(&index, indexes[m].constData() + v * 8, 8);
            std::memcpy(&weight, weights[m].constData() + v * 4, 4);
            auto it = ids.constFind({index, weight});
            if (it == ids.cend()) {
                it = ids.insert({index, weight}, qint32(ids.size()));
                for (int j = 0; j < 4; ++j) {
                    g.blends.blendWeights.append(float(quint8(weights[m][v * 4 + j])) / 255.0f);
                    g.blends.blendIndexes.append(
                        quint32(qFromLittleEndian<quint16>(indexes[m].constData() + (v * 4 + j) * 2)));
                }
            }
            // A vertex with the position and blend of an earlier one lands
            // where that one does: it cannot change the bounds.
            const QVector3D p = mesh.positions[v];
            std::pair<quint64, quint64> seenKey{0, quint64(it.value()) << 32};
            std::memcpy(&seenKey.first, &p, 8);
            std::memcpy(&seenKey.second, reinterpret_cast<const char *>(&p) + 8, 4);
            if (seen.contains(seenKey))
                continue;
            seen.insert(seenKey);
            g.positions.push_back(p);
            g.groupOf.push_back(it.value());
        }
    }
    g.blends.positions.resize(g.blends.blendWeights.size() / 4);
    return g;
}

// Four frames side by side, one per lane: each lane computes exactly what
// one frame's scalar code does (the same operations in the same order, no
// fused multiply-add), so the bounds are the same to the bit.
constexpr int kLanes = 4;
typedef float Floats __attribute__((vector_size(kLanes * sizeof(float))));
typedef float Floats2 __attribute__((vector_size(2 * sizeof(float))));
typedef double Doubles2 __attribute__((vector_size(2 * sizeof(double))));
typedef double Doubles4 __attribute__((vector_size(4 * sizeof(double))));
typedef long long Bits4 __attribute__((vector_size(4 * sizeof(long long))));

// std::abs of each lane: the sign bits cleared.
inline void clearSigns(Doubles4 &v)
{
    Bits4 bits;
    std::memcpy(&bits, &v, sizeof bits);
    bits &= 0x7fffffffffffffffLL;
    std::memcpy(&v, &bits, sizeof bits);
}

// A group's blend as blendSkinningMatrix makes it: the influences it adds
// (weight not zero, joint in range) in slot order, and their total.
struct GroupBlend
{
    int first = 0, count = 0; // into the influence list
    float total = 0;
};

// Bounds of frames [first, last) into out (eight floats per frame).
void boundFrames(const Skeleton &skeleton, const QList<QMatrix4x4> &inverseBind, const EncodedFrames &frames,
                 const BlendGroups &groups, int first, int last, float *out)
{
    const qsizetype joints = skeleton.joints.size();
    const qsizetype groupCount = groups.blends.positions.size();
    std::vector<GroupBlend> blends(static_cast<size_t>(groupCount));
    std::vector<std::pair<quint32, float>> influences;
    for (qsizetype g = 0; g < groupCount; ++g) {
        GroupBlend &b = blends[size_t(g)];
        b.first = int(influences.size());
        for (int j = 0; j < 4; ++j) {
            const float w = groups.blends.blendWeights[g * 4 + j];
            const quint32 joint = groups.blends.blendIndexes[g * 4 + j];
            if (w == 0 || joint >= quint32(joints))
                continue;
            influences.emplace_back(joint, w);
            b.total += w;
        }
        b.count = int(influences.size()) - b.first;
    }
    QList<Transform> local(joints);
    // The joints' skinning matrices, rows x, y, z (12 elements), a lane per frame.
    std::vector<Floats> skin(static_cast<size_t>(joints) * 12);
    // Per group: its blended matrix's 12 elements, a lane per frame.
    std::vector<Floats> matrices(static_cast<size_t>(groupCount) * 12);
    static constexpr int kElements[12] = {0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14};
    FrameDecoder decode(frames);
    for (int f0 = first; f0 < last; f0 += kLanes) {
        for (int lane = 0; lane < kLanes; ++lane) {
            const int f = std::min(f0 + lane, last - 1); // spare lanes repeat the last frame
            const float *values = decode(f);
            for (qsizetype j = 0; j < joints; ++j) {
                const float *v = values + j * kChannels;
                local[j].translation = QVector3D(v[0], v[1], v[2]);
                local[j].rotation = QQuaternion(v[6], v[3], v[4], v[5]);
                local[j].scale = QVector3D(v[7], v[8], v[9]);
            }
            const QList<QMatrix4x4> world = worldMatrices(skeleton, local);
            for (qsizetype j = 0; j < joints; ++j) {
                const QMatrix4x4 m = world[j] * inverseBind[j];
                for (int e = 0; e < 12; ++e)
                    skin[size_t(j) * 12 + size_t(e)][lane] = m.constData()[kElements[e]];
            }
        }
        // blendSkinningMatrix's sums and division, four frames at once.
        for (qsizetype g = 0; g < groupCount; ++g) {
            const GroupBlend &b = blends[size_t(g)];
            if (!(b.total > 0))
                continue;
            Floats *m = matrices.data() + size_t(g) * 12;
            for (int e = 0; e < 12; ++e)
                m[e] = Floats{};
            for (int i = b.first; i < b.first + b.count; ++i) {
                const Floats *src = skin.data() + size_t(influences[size_t(i)].first) * 12;
                const float w = influences[size_t(i)].second;
                for (int e = 0; e < 12; ++e)
                    m[e] += src[e] * w;
            }
            for (int e = 0; e < 12; ++e)
                m[e] /= b.total;
        }

        // Bounds::add's comparisons (std::min and std::max), lane by lane.
        Floats lo[3], hi[3];
        for (int c = 0; c < 3; ++c) {
            lo[c] = Floats{} + INFINITY;
            hi[c] = Floats{} - INFINITY;
        }
        Doubles2 xy[2] = {}, radius[2] = {}; // lanes 0 and 1, 2 and 3
        for (size_t v = 0; v < groups.positions.size(); ++v) {
            const qint32 g = groups.groupOf[v];
            const QVector3D &p = groups.positions[v];
            const Floats px = Floats{} + p.x(), py = Floats{} + p.y(), pz = Floats{} + p.z();
            Floats q[3] = {px, py, pz};
            if (g >= 0 && blends[size_t(g)].total > 0) {
                const Floats *m = matrices.data() + size_t(g) * 12;
                // Column-major, as in skinMesh: m0 x + m4 y + m8 z + m12, ...
                for (int c = 0; c < 3; ++c)
                    q[c] = m[c * 4] * px + m[c * 4 + 1] * py + m[c * 4 + 2] * pz + m[c * 4 + 3];
            }
            for (int c = 0; c < 3; ++c) {
                lo[c] = q[c] < lo[c] ? q[c] : lo[c];
                hi[c] = hi[c] < q[c] ? q[c] : hi[c];
            }
            for (int half = 0; half < 2; ++half) {
                const Floats2 fx = half ? __builtin_shufflevector(q[0], q[0], 2, 3)
                                        : __builtin_shufflevector(q[0], q[0], 0, 1);
                const Floats2 fy = half ? __builtin_shufflevector(q[1], q[1], 2, 3)
                                        : __builtin_shufflevector(q[1], q[1], 0, 1);
                const Floats2 fz = half ? __builtin_shufflevector(q[2], q[2], 2, 3)
                                        : __builtin_shufflevector(q[2], q[2], 0, 1);
                const Doubles2 x = __builtin_convertvector(fx, Doubles2), y = __builtin_convertvector(fy, Doubles2);
                const Doubles2 z = __builtin_convertvector(fz, Doubles2);
                const Doubles2 r = x * x + y * y;
                xy[half] = xy[half] < r ? r : xy[half];
                const Doubles2 r3 = r + z * z;
                radius[half] = radius[half] < r3 ? r3 : radius[half];
            }
        }
        for (int lane = 0; lane < kLanes && f0 + lane < last; ++lane) {
            Bounds box;
            box.min = QVector3D(lo[0][lane], lo[1][lane], lo[2][lane]);
            box.max = QVector3D(hi[0][lane], hi[1][lane], hi[2][lane]);
            if (!box.isValid())
                box.min = box.max = QVector3D();
            float *dst = out + qsizetype(f0 + lane) * 8;
            const float values[8] = {box.min.x(),
                                     box.min.y(),
                                     box.min.z(),
                                     box.max.x(),
                                     box.max.y(),
                                     box.max.z(),
                                     float(std::sqrt(xy[lane / 2][lane % 2])),
                                     float(std::sqrt(radius[lane / 2][lane % 2]))};
            std::copy(values, values + 8, dst);
        }
    }
}

// What conservativeFrameBounds knows of the mesh before any frame: per
// joint, the box and sphere of the bind-space vertices it moves; the exact
// box and radii of the vertices no joint moves.
struct JointReach
{
    qint32 joint = 0;
    double lo[3] = {}, hi[3] = {};
    double centre[3] = {}, extent[3] = {}, radius = 0;
};

struct Reach
{
    std::vector<JointReach> joints;
    Bounds still;
    double stillXy = 0, stillRadius = 0;
};

// The boxes are taken in each joint's own bind space (the vertices moved
// by the inverse of its bind matrix): along the bone, so much tighter than
// boxes along the model's axes once the joint turns.
Reach jointReach(const QList<QMatrix4x4> &inverseBind, const QList<Mesh> &meshes, const QList<QByteArray> &weights,
                 const QList<QByteArray> &indexes)
{
    const qsizetype joints = inverseBind.size();
    auto local = [&inverseBind](quint32 joint, const QVector3D &p) {
        const float *m = inverseBind[joint].constData();
        double out[3];
        for (int row = 0; row < 3; ++row)
            out[row] = double(m[row]) * p.x() + double(m[4 + row]) * p.y() + double(m[8 + row]) * p.z()
                       + double(m[12 + row]);
        return QVector3D(float(out[0]), float(out[1]), float(out[2]));
    };
    Reach r;
    std::vector<JointReach> all(static_cast<size_t>(joints));
    std::vector<char> used(static_cast<size_t>(joints), 0);
    for (qsizetype j = 0; j < joints; ++j)
        for (int c = 0; c < 3; ++c) {
            all[size_t(j)].joint = qint32(j);
            all[size_t(j)].lo[c] = INFINITY;
            all[size_t(j)].hi[c] = -INFINITY;
        }
    auto addStill = [&r](const QVector3D &p) {
        r.still.add(p);
        const double xy = double(p.x()) * p.x() + double(p.y()) * p.y();
        r.stillXy = std::max(r.stillXy, xy);
        r.stillRadius = std::max(r.stillRadius, xy + double(p.z()) * p.z());
    };
    for (qsizetype m = 0; m < meshes.size(); ++m) {
        const Mesh &mesh = meshes[m];
        const bool skinned = !weights[m].isEmpty() && !mesh.positions.isEmpty();
        for (qsizetype v = 0; v < mesh.positions.size(); ++v) {
            const QVector3D p = mesh.positions[v];
            bool moved = false;
            for (int k = 0; skinned && k < 4; ++k) {
                const quint8 w = quint8(weights[m][v * 4 + k]);
                const quint32 joint = qFromLittleEndian<quint16>(indexes[m].constData() + (v * 4 + k) * 2);
                if (w == 0 || joint >= quint32(joints))
                    continue;
                moved = true;
                used[joint] = 1;
                JointReach &j = all[joint];
                const QVector3D q = local(joint, p);
                for (int c = 0; c < 3; ++c) {
                    j.lo[c] = std::min(j.lo[c], double(q[c]));
                    j.hi[c] = std::max(j.hi[c], double(q[c]));
                }
            }
            if (!moved)
                addStill(p);
        }
    }
    for (qsizetype j = 0; j < joints; ++j) {
        if (!used[size_t(j)])
            continue;
        JointReach &reach = all[size_t(j)];
        for (int c = 0; c < 3; ++c) {
            reach.centre[c] = (reach.lo[c] + reach.hi[c]) * 0.5;
            reach.extent[c] = (reach.hi[c] - reach.lo[c]) * 0.5;
        }
        r.joints.push_back(reach);
    }
    // Each sphere's radius: the farthest of its joint's vertices from the box centre.
    std::vector<qint32> slot(static_cast<size_t>(joints), -1);
    for (size_t i = 0; i < r.joints.size(); ++i)
        slot[size_t(r.joints[i].joint)] = qint32(i);
    for (qsizetype m = 0; m < meshes.size(); ++m) {
        if (weights[m].isEmpty())
            continue;
        const Mesh &mesh = meshes[m];
        for (qsizetype v = 0; v < mesh.positions.size(); ++v) {
            for (int k = 0; k < 4; ++k) {
                const quint8 w = quint8(weights[m][v * 4 + k]);
                const quint32 joint = qFromLittleEndian<quint16>(indexes[m].constData() + (v * 4 + k) * 2);
                if (w == 0 || joint >= quint32(joints))
                    continue;
                JointReach &reach = r.joints[size_t(slot[joint])];
                const QVector3D q = local(joint, mesh.positions[v]);
                double d = 0;
                for (int c = 0; c < 3; ++c)
                    d += (double(q[c]) - reach.centre[c]) * (double(q[c]) - reach.centre[c]);
                reach.radius = std::max(reach.radius, std::sqrt(d));
            }
        }
    }
    return r;
}

// Relative widening of each moved box: far more than the few units in the
// last place by which a skinned vertex, rounded to floats, can stray from
// the exact weighted mean, and far below anything visible.
constexpr double kSlack = 1e-5;

// conservativeFrameBounds for frames [first, last) into out.
void reachFrames(const Skeleton &skeleton, const EncodedFrames &frames, const Reach &reach, int first, int last,
                 float *out)
{
    const qsizetype joints = skeleton.joints.size();
    // Each joint's world matrix, column-major (16 numbers, the last row
    // unused), in doubles: what worldMatrices makes with Transform::toMatrix
    // (translate, rotate as QMatrix4x4::rotate does, scale), without its
    // float roundings, which the slack covers.
    std::vector<double> world(static_cast<size_t>(joints) * 16);
    // Only the joints that move vertices and their ancestors: a skeleton's
    // other joints (ends, helpers, unskinned parts) change nothing here.
    std::vector<char> needed(static_cast<size_t>(joints), 0);
    for (const JointReach &r : reach.joints)
        for (qsizetype j = r.joint; j >= 0 && j < joints && !needed[size_t(j)];) {
            needed[size_t(j)] = 1;
            const int parent = skeleton.joints[j].parent;
            j = parent < j ? parent : -1; // (a parent after its child counts as no parent)
        }
    FrameDecoder decode(frames);
    for (int f = first; f < last; ++f) {
        const float *values = decode(f);
        for (qsizetype j = 0; j < joints; ++j) {
            if (!needed[size_t(j)])
                continue;
            const float *v = values + j * kChannels;
            const double x = v[3], y = v[4], z = v[5], w = v[6];
            const double x2 = x + x, y2 = y + y, z2 = z + z;
            const double xx = x2 * x, yy = y2 * y, zz = z2 * z, xy = x2 * y, xz = x2 * z, yz = y2 * z;
            const double xw = x2 * w, yw = y2 * w, zw = z2 * w;
            const double local[16] = {(1 - (yy + zz)) * v[7],
                                      (xy + zw) * v[7],
                                      (xz - yw) * v[7],
                                      0,
                                      (xy - zw) * v[8],
                                      (1 - (xx + zz)) * v[8],
                                      (yz + xw) * v[8],
                                      0,
                                      (xz + yw) * v[9],
                                      (yz - xw) * v[9],
                                      (1 - (xx + yy)) * v[9],
                                      0,
                                      v[0],
                                      v[1],
                                      v[2],
                                      1};
            double *out = world.data() + j * 16;
            const int parent = skeleton.joints[j].parent;
            if (parent < 0 || parent >= j) {
                std::copy(local, local + 16, out);
                continue;
            }
            // The parent's columns times the local matrix's, the four rows
            // of a column side by side (the same products and sums, in the
            // same order, as one row at a time; the last row is not read).
            const double *p = world.data() + qsizetype(parent) * 16;
            Doubles4 column[4];
            std::memcpy(column, p, sizeof column);
            for (int col = 0; col < 4; ++col) {
                const Doubles4 sum = column[0] * local[col * 4] + column[1] * local[col * 4 + 1]
                                     + column[2] * local[col * 4 + 2] + (col == 3 ? column[3] : Doubles4{});
                std::memcpy(out + col * 4, &sum, sizeof sum);
            }
        }
        double lo[3], hi[3];
        for (int c = 0; c < 3; ++c) {
            lo[c] = reach.still.isValid() ? double(reach.still.min[c]) : INFINITY;
            hi[c] = reach.still.isValid() ? double(reach.still.max[c]) : -INFINITY;
        }
        double xy = reach.stillXy, radius = reach.stillRadius; // squared
        for (const JointReach &r : reach.joints) {
            const double *m = world.data() + qsizetype(r.joint) * 16; // from the joint's bind space
            // The matrix's largest stretch, squared, is at most the largest
            // absolute row sum of its transpose times itself (Gershgorin):
            // exactly 1 for a rotation.
            // (The products are symmetric, so each pair is taken once.)
            double dots[3][3];
            for (int i = 0; i < 3; ++i)
                for (int k = i; k < 3; ++k) {
                    double dot = 0;
                    for (int e = 0; e < 3; ++e)
                        dot += double(m[i * 4 + e]) * double(m[k * 4 + e]);
                    dots[i][k] = dots[k][i] = dot;
                }
            double stretch = 0;
            for (int i = 0; i < 3; ++i) {
                double row = 0;
                for (int k = 0; k < 3; ++k)
                    row += std::abs(dots[i][k]);
                stretch = std::max(stretch, row);
            }
            const double reachOfSphere = std::sqrt(stretch) * r.radius;
            // Each axis: the moved box's extent or the moved sphere's,
            // whichever is smaller (both hold all of the joint's vertices).
            // The three rows side by side (the same operations, in the
            // same order, as a row at a time; the fourth lane is not read).
            Doubles4 column[4];
            std::memcpy(column, m, sizeof column);
            Doubles4 c = column[3], e = {}, scale = column[3];
            clearSigns(scale);
            for (int col = 0; col < 3; ++col) {
                Doubles4 stretched = column[col], moved = column[col] * r.centre[col];
                c += moved;
                clearSigns(stretched);
                clearSigns(moved);
                e += stretched * r.extent[col];
                scale += moved;
            }
            const Doubles4 sphereReach = Doubles4{} + reachOfSphere;
            e = sphereReach < e ? sphereReach : e; // std::min(e, reachOfSphere)
            Doubles4 distance = c;
            clearSigns(distance);
            const Doubles4 slack = kSlack * (scale + e + distance);
            const Doubles4 low = c - e - slack, high = c + e + slack;
            double jlo[3], jhi[3], centre[3], size = 0;
            for (int row = 0; row < 3; ++row) {
                centre[row] = c[row];
                jlo[row] = low[row];
                jhi[row] = high[row];
                size += slack[row];
                lo[row] = std::min(lo[row], jlo[row]);
                hi[row] = std::max(hi[row], jhi[row]);
            }
            const double sphere = reachOfSphere + size;
            auto farthest = [&](int axes) {
                double d = 0;
                for (int c = 0; c < axes; ++c)
                    d += std::max(jlo[c] * jlo[c], jhi[c] * jhi[c]);
                return d;
            };
            auto around = [&](int axes) {
                double d = 0;
                for (int c = 0; c < axes; ++c)
                    d += centre[c] * centre[c];
                const double s = std::sqrt(d) + sphere;
                return s * s;
            };
            xy = std::max(xy, std::min(farthest(2), around(2)));
            radius = std::max(radius, std::min(farthest(3), around(3)));
        }
        float *dst = out + qsizetype(f) * 8;
        if (!(lo[0] <= hi[0])) {
            std::fill(dst, dst + 6, 0.0f);
        } else {
            for (int c = 0; c < 3; ++c) {
                dst[c] = std::nextafter(float(lo[c]), -INFINITY);
                dst[3 + c] = std::nextafter(float(hi[c]), INFINITY);
            }
        }
        // Radii are widened only when joints moved them; unskinned
        // vertices' ones are exact, as frameBounds makes them.
        const bool moved = !reach.joints.empty();
        dst[6] = moved ? std::nextafter(float(std::sqrt(xy)), INFINITY) : float(std::sqrt(xy));
        dst[7] = moved ? std::nextafter(float(std::sqrt(radius)), INFINITY) : float(std::sqrt(radius));
    }
}

// Runs bound(first, last) over all frames in runs of a few, on up to
// `threads` threads, telling progress from the calling thread; false when
// it cancelled.
template<typename Bound>
bool shareFrames(int frameCount, int threads, const ProgressFn &progress, Bound bound)
{
    auto report = [&](qint64 done) { return !progress || progress(double(done) / double(std::max(frameCount, 1))); };
    return shareRunsReporting(
               frameCount, 16, threads, [&](qint64 first, qint64 last) { bound(int(first), int(last)); }, report)
           && report(frameCount);
}

} // namespace

QList<float> frameBounds(const Skeleton &skeleton, const QList<Mesh> &meshes, const EncodedFrames &frames,
                         const QList<QByteArray> &quantizedWeights, const QList<QByteArray> &quantizedIndexes,
                         const ProgressFn &progress)
{
    QList<float> out(qsizetype(frames.frameCount) * 8);
    if (frames.frameCount <= 0)
        return out;
    const BlendGroups groups = groupBlends(meshes, quantizedWeights, quantizedIndexes);
    // As skinningMatrices: world(pose) * inverse(world(bind)), the inverse
    // made once instead of every frame.
    QList<QMatrix4x4> inverseBind = skeleton.bindWorldMatrices();
    for (QMatrix4x4 &m : inverseBind)
        m = m.inverted();

    const qint64 work = qint64(groups.positions.size() + 64) * frames.frameCount;
    const int threads = threadsFor(work, kThreadedWork, std::min(frames.frameCount, 16));
    // Each thread goes through its frames in runs of a few (boundFrames
    // works four at a time), so that Cancel is seen soon.
    if (!shareFrames(frames.frameCount, threads, progress, [&](int first, int last) {
            boundFrames(skeleton, inverseBind, frames, groups, first, last, out.data());
        }))
        return {};
    return out;
}

QList<float> conservativeFrameBounds(const Skeleton &skeleton, const QList<Mesh> &meshes, const EncodedFrames &frames,
                                     const QList<QByteArray> &quantizedWeights,
                                     const QList<QByteArray> &quantizedIndexes, const ProgressFn &progress)
{
    QList<float> out(qsizetype(frames.frameCount) * 8);
    if (frames.frameCount <= 0)
        return out;
    QList<QMatrix4x4> inverseBind = skeleton.bindWorldMatrices();
    for (QMatrix4x4 &m : inverseBind)
        m = m.inverted();
    const Reach reach = jointReach(inverseBind, meshes, quantizedWeights, quantizedIndexes);
    // A frame's work is its joints' matrices: worth a second thread from a
    // few hundred frames of a real skeleton.
    const qint64 work = qint64(skeleton.joints.size() + 16) * frames.frameCount;
    const int threads = threadsFor(work, kThreadedReach, std::min(frames.frameCount, 16));
    if (!shareFrames(frames.frameCount, threads, progress,
                     [&](int first, int last) { reachFrames(skeleton, frames, reach, first, last, out.data()); }))
        return {};
    return out;
}

} // namespace quarry::iqm
