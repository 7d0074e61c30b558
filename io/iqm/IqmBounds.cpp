#include "io/iqm/IqmBounds.h"

#include "model/Pose.h"

#include <QHash>
#include <QSet>
#include <QtEndian>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstring>
#include <numeric>
#include <thread>
#include <utility>
#include <vector>

namespace quarry::iqm {

namespace {

// Below this many vertex-frames a second thread costs more than it saves.
constexpr qint64 kThreadedWork = 1 << 21;

// Vertices sharing the same four quantized indexes and weights blend the
// same matrix; each frame blends it once per such group. The group's blend
// goes through blendSkinningMatrix like skinMesh's, so the sums and their
// order are the same as blending it per vertex.
struct BlendGroups
{
    Mesh blends;                   // one "vertex" per group, four influences
    std::vector<qint32> groupOf;   // per vertex of all meshes; -1: not skinned
    std::vector<QVector3D> positions;
};

BlendGroups groupBlends(const QList<Mesh> &meshes, const QList<QByteArray> &weights, const QList<QByteArray> &indexes)
{
    BlendGroups g;
    g.blends.influencesPerVertex = 4;
    QHash<std::pair<quint64, quint32>, qint32> ids;
    QSet<std::pair<quint64, quint64>> seen;  // position bytes and group
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

// A group's blend as blendSkinningMatrix makes it: the influences it adds
// (weight not zero, joint in range) in slot order, and their total.
struct GroupBlend
{
    int first = 0, count = 0;  // into the influence list
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
    for (int f0 = first; f0 < last; f0 += kLanes) {
        for (int lane = 0; lane < kLanes; ++lane) {
            const int f = std::min(f0 + lane, last - 1);  // spare lanes repeat the last frame
            for (qsizetype j = 0; j < joints; ++j) {
                const float *v = frames.decoded.constData() + (qsizetype(f) * joints + j) * kChannels;
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
        Doubles2 xy[2] = {}, radius[2] = {};  // lanes 0 and 1, 2 and 3
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
                const Floats2 fx = half ? __builtin_shufflevector(q[0], q[0], 2, 3) : __builtin_shufflevector(q[0], q[0], 0, 1);
                const Floats2 fy = half ? __builtin_shufflevector(q[1], q[1], 2, 3) : __builtin_shufflevector(q[1], q[1], 0, 1);
                const Floats2 fz = half ? __builtin_shufflevector(q[2], q[2], 2, 3) : __builtin_shufflevector(q[2], q[2], 0, 1);
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
            const float values[8] = {box.min.x(), box.min.y(), box.min.z(), box.max.x(), box.max.y(), box.max.z(),
                                     float(std::sqrt(xy[lane / 2][lane % 2])),
                                     float(std::sqrt(radius[lane / 2][lane % 2]))};
            std::copy(values, values + 8, dst);
        }
    }
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
    const int threads = work < kThreadedWork ? 1
                                             : int(std::clamp<unsigned>(std::thread::hardware_concurrency(), 1u,
                                                                        unsigned(std::min(frames.frameCount, 16))));
    // Each thread goes through its frames in runs of a few (boundFrames
    // works four at a time), so that Cancel is seen soon.
    const int run = 16;
    std::atomic_bool stop{false};
    auto bound = [&](int first, int last, bool reports) {
        for (int f = first; f < last && !stop.load(std::memory_order_relaxed); f += run) {
            boundFrames(skeleton, inverseBind, frames, groups, f, std::min(f + run, last), out.data());
            if (reports && progress && !progress(double(std::min(f + run, last) - first) / double(std::max(last - first, 1))))
                stop = true;
        }
    };
    std::vector<std::thread> workers;
    for (int t = 1; t < threads; ++t) {
        const int first = int(qint64(frames.frameCount) * t / threads);
        const int last = int(qint64(frames.frameCount) * (t + 1) / threads);
        workers.emplace_back([&, first, last] { bound(first, last, false); });
    }
    bound(0, int(frames.frameCount / threads), true);
    for (std::thread &w : workers)
        w.join();
    if (stop)
        return {};
    return out;
}

QList<quint32> triangleAdjacency(const QList<Triangle> &triangles, const QList<QVector3D> &positions,
                                 const QByteArray &blends, const std::atomic_bool *stop)
{
    auto stopped = [stop] { return stop && stop->load(std::memory_order_relaxed); };
    // One id per distinct (position bytes, blend bytes), through an
    // open-addressing table of first occurrences. Which id a vertex gets
    // does not matter, only which vertices share one.
    const qsizetype n = positions.size();
    const qsizetype blendBytes = n == 0 ? 0 : blends.size() / n;
    const qsizetype keySize = qsizetype(sizeof(QVector3D)) + blendBytes;
    std::vector<char> keys(static_cast<size_t>(n * keySize));
    for (qsizetype v = 0; v < n; ++v) {
        std::memcpy(keys.data() + v * keySize, &positions[v], sizeof(QVector3D));
        if (blendBytes)
            std::memcpy(keys.data() + v * keySize + sizeof(QVector3D), blends.constData() + v * blendBytes, size_t(blendBytes));
    }
    auto key = [&](quint32 v) { return keys.data() + qsizetype(v) * keySize; };
    auto hash = [&](const char *k) {
        quint64 h = 0x9E3779B97F4A7C15ull;
        for (qsizetype at = 0; at < keySize; at += 8) {
            quint64 word = 0;
            std::memcpy(&word, k + at, size_t(std::min<qsizetype>(8, keySize - at)));
            h = (h ^ word) * 0xFF51AFD7ED558CCDull;
            h ^= h >> 29;
        }
        return h;
    };
    size_t capacity = 16;
    while (capacity < size_t(n) * 2)
        capacity *= 2;
    struct Slot
    {
        quint64 hash = 0;
        quint32 vertex = 0xFFFFFFFFu;
    };
    std::vector<Slot> table(capacity);
    std::vector<quint32> idOf(static_cast<size_t>(n));
    quint32 id = 0;
    for (qsizetype v = 0; v < n; ++v) {
        if ((v & 65535) == 65535 && stopped())
            return {};
        const char *k = key(quint32(v));
        const quint64 h = hash(k);
        for (size_t i = size_t(h) & (capacity - 1);; i = (i + 1) & (capacity - 1)) {
            Slot &slot = table[i];
            if (slot.vertex == 0xFFFFFFFFu) {
                slot = {h, quint32(v)};
                idOf[size_t(v)] = id++;
                break;
            }
            if (slot.hash == h && std::memcmp(key(slot.vertex), k, size_t(keySize)) == 0) {
                idOf[size_t(v)] = idOf[slot.vertex];
                break;
            }
        }
    }

    // Edges bucketed by their smaller vertex id (a counting sort), then
    // matched within each bucket: an edge shared by exactly two corners
    // makes the two triangles neighbours.
    const quint32 ids = id;
    std::vector<quint32> start(size_t(ids) + 1, 0);
    const qsizetype corners = triangles.size() * 3;
    for (qsizetype c = 0; c < corners; ++c) {
        const quint32 a = idOf[triangles[c / 3][c % 3]], b = idOf[triangles[c / 3][(c % 3 + 1) % 3]];
        ++start[std::min(a, b) + 1];
    }
    std::partial_sum(start.begin(), start.end(), start.begin());
    std::vector<std::pair<quint32, quint32>> bucket(static_cast<size_t>(corners));  // (larger id, corner)
    std::vector<quint32> fill(start.begin(), start.end() - 1);
    for (qsizetype c = 0; c < corners; ++c) {
        const quint32 a = idOf[triangles[c / 3][c % 3]], b = idOf[triangles[c / 3][(c % 3 + 1) % 3]];
        bucket[fill[std::min(a, b)]++] = {std::max(a, b), quint32(c)};
    }
    QList<quint32> adjacency(corners, 0xFFFFFFFFu);
    for (quint32 a = 0; a < ids; ++a) {
        if ((a & 4095) == 4095 && stopped())
            return {};
        const auto first = bucket.begin() + start[a], last = bucket.begin() + start[a + 1];
        // Buckets are mostly small (a vertex's edges): insertion sort there.
        if (last - first > 32) {
            std::sort(first, last);
        } else {
            for (auto i = first; i != last; ++i)
                for (auto j = i; j != first && *j < *(j - 1); --j)
                    std::iter_swap(j, j - 1);
        }
        for (auto i = first; i != last;) {
            auto j = i;
            while (j != last && j->first == i->first)
                ++j;
            if (j - i == 2) {
                adjacency[i->second] = (i + 1)->second / 3;
                adjacency[(i + 1)->second] = i->second / 3;
            }
            i = j;
        }
    }
    return adjacency;
}

} // namespace quarry::iqm
