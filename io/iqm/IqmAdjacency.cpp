#include "io/iqm/IqmAdjacency.h"

#include <QtEndian>

#include <algorithm>
#include <cstring>
#include <vector>

namespace quarry::iqm {

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
            std::memcpy(keys.data() + v * keySize + sizeof(QVector3D), blends.constData() + v * blendBytes,
                        size_t(blendBytes));
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
    std::vector<std::pair<quint32, quint32>> bucket(static_cast<size_t>(corners)); // (larger id, corner)
    std::vector<quint32> fill(start.begin(), start.end() - 1);
    for (qsizetype c = 0; c < corners; ++c) {
        const quint32 a = idOf[triangles[c / 3][c % 3]], b = idOf[triangles[c / 3][(c % 3 + 1) % 3]];
        bucket[fill[std::min(a, b)]++] = {std::max(a, b), quint32(c)};
    }
    // Within a bucket, the corners are grouped by the larger id through
    // per-id counters stamped with the bucket (no sort: a bucket holds every
    // copy of an edge, thousands where a model repeats a part in place).
    QList<quint32> adjacency(corners, 0xFFFFFFFFu);
    constexpr quint32 kNone = 0xFFFFFFFFu;
    const size_t idCount = ids;
    std::vector<quint32> stamp(idCount, kNone), count(idCount), firstCorner(idCount), secondCorner(idCount);
    for (quint32 a = 0; a < ids; ++a) {
        if ((a & 4095) == 4095 && stopped())
            return {};
        const auto first = bucket.begin() + start[a], last = bucket.begin() + start[a + 1];
        for (auto i = first; i != last; ++i) {
            const quint32 b = i->first;
            if (stamp[b] != a) {
                stamp[b] = a;
                count[b] = 1;
                firstCorner[b] = i->second;
            } else if (++count[b] == 2) {
                secondCorner[b] = i->second;
            }
        }
        // An edge shared by exactly two corners makes the two triangles neighbours.
        for (auto i = first; i != last; ++i) {
            const quint32 b = i->first;
            if (count[b] == 2 && firstCorner[b] == i->second) {
                adjacency[firstCorner[b]] = secondCorner[b] / 3;
                adjacency[secondCorner[b]] = firstCorner[b] / 3;
            }
        }
    }
    return adjacency;
}

} // namespace quarry::iqm
