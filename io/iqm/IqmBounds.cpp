#include "io/iqm/IqmBounds.h"

#include "model/Pose.h"

#include <QHash>
#include <QSet>
#include <QtEndian>

#include <algorithm>
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

// Bounds of frames [first, last) into out (eight floats per frame).
void boundFrames(const Skeleton &skeleton, const QList<QMatrix4x4> &inverseBind, const EncodedFrames &frames,
                 const BlendGroups &groups, int first, int last, float *out)
{
    const qsizetype joints = skeleton.joints.size();
    const qsizetype groupCount = groups.blends.positions.size();
    QList<Transform> local(joints);
    QList<QMatrix4x4> skin(joints);
    std::vector<float> matrices(size_t(groupCount) * 16);
    std::vector<char> blended(static_cast<size_t>(groupCount));
    for (int f = first; f < last; ++f) {
        for (qsizetype j = 0; j < joints; ++j) {
            const float *v = frames.decoded.constData() + (qsizetype(f) * joints + j) * kChannels;
            local[j].translation = QVector3D(v[0], v[1], v[2]);
            local[j].rotation = QQuaternion(v[6], v[3], v[4], v[5]);
            local[j].scale = QVector3D(v[7], v[8], v[9]);
        }
        const QList<QMatrix4x4> world = worldMatrices(skeleton, local);
        for (qsizetype j = 0; j < joints; ++j)
            skin[j] = world[j] * inverseBind[j];
        for (qsizetype g = 0; g < groupCount; ++g)
            blended[size_t(g)] = blendSkinningMatrix(groups.blends, g, skin, matrices.data() + g * 16);

        // Bounds::add's comparisons, kept in registers.
        float lo[3] = {+INFINITY, +INFINITY, +INFINITY}, hi[3] = {-INFINITY, -INFINITY, -INFINITY};
        double xy = 0, radius = 0;
        for (size_t v = 0; v < groups.positions.size(); ++v) {
            const qint32 g = groups.groupOf[v];
            QVector3D p = groups.positions[v];
            if (g >= 0 && blended[size_t(g)]) {
                const float *m = matrices.data() + size_t(g) * 16;
                // Column-major, as in skinMesh.
                p = QVector3D(m[0] * p.x() + m[4] * p.y() + m[8] * p.z() + m[12],
                              m[1] * p.x() + m[5] * p.y() + m[9] * p.z() + m[13],
                              m[2] * p.x() + m[6] * p.y() + m[10] * p.z() + m[14]);
            }
            for (int c = 0; c < 3; ++c) {
                lo[c] = std::min(lo[c], p[c]);
                hi[c] = std::max(hi[c], p[c]);
            }
            const double r = double(p.x()) * p.x() + double(p.y()) * p.y();
            xy = std::max(xy, r);
            radius = std::max(radius, r + double(p.z()) * p.z());
        }
        Bounds box;
        box.min = QVector3D(lo[0], lo[1], lo[2]);
        box.max = QVector3D(hi[0], hi[1], hi[2]);
        if (!box.isValid())
            box.min = box.max = QVector3D();
        float *dst = out + qsizetype(f) * 8;
        const float values[8] = {box.min.x(), box.min.y(), box.min.z(), box.max.x(), box.max.y(), box.max.z(),
                                 float(std::sqrt(xy)), float(std::sqrt(radius))};
        std::copy(values, values + 8, dst);
    }
}

} // namespace

QList<float> frameBounds(const Skeleton &skeleton, const QList<Mesh> &meshes, const EncodedFrames &frames,
                         const QList<QByteArray> &quantizedWeights, const QList<QByteArray> &quantizedIndexes)
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
    std::vector<std::thread> workers;
    for (int t = 1; t < threads; ++t) {
        const int first = int(qint64(frames.frameCount) * t / threads);
        const int last = int(qint64(frames.frameCount) * (t + 1) / threads);
        workers.emplace_back([&, first, last] { boundFrames(skeleton, inverseBind, frames, groups, first, last, out.data()); });
    }
    boundFrames(skeleton, inverseBind, frames, groups, 0, int(frames.frameCount / threads), out.data());
    for (std::thread &w : workers)
        w.join();
    return out;
}

QList<quint32> triangleAdjacency(const QList<Triangle> &triangles, const QList<QVector3D> &positions,
                                 const QByteArray &blends)
{
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
