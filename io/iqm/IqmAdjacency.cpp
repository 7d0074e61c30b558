#include "io/iqm/IqmAdjacency.h"

#include "io/HugePages.h"

#include <QtEndian>

#include <algorithm>
#include <cstring>
#include <memory>
#include <numeric>
#include <vector>

namespace quarry::iqm {

namespace {

// An array of `count` items not yet written, marked for huge pages.
template<typename T>
std::unique_ptr<T[]> freshArray(size_t count)
{
    std::unique_ptr<T[]> array = std::make_unique_for_overwrite<T[]>(count);
    adviseHugePages(array.get(), qint64(count * sizeof(T)));
    return array;
}

bool sameBytes(VertexBytes bytes, quint32 a, quint32 b)
{
    return bytes.size == 0
           || std::memcmp(bytes.data + qsizetype(a) * bytes.size, bytes.data + qsizetype(b) * bytes.size,
                          size_t(bytes.size))
                  == 0;
}

} // namespace

bool triangleAdjacency(const Triangle *triangles, qsizetype triangleCount, const QVector3D *positions, qsizetype n,
                       VertexBytes blends, VertexBytes moreBlends, quint32 *adjacency, const std::atomic_bool *stop)
{
    auto stopped = [stop] { return stop && stop->load(std::memory_order_relaxed); };
    // One id per distinct (position bytes, blend bytes), through an
    // open-addressing table of first occurrences. Which id a vertex gets
    // does not matter, only which vertices share one.
    // A vertex's key is its position's bytes and its blend bytes, read
    // where they are (no copy of every key).
    const char *position = reinterpret_cast<const char *>(positions);
    auto hash = [&](quint32 v) {
        quint64 h = 0x9E3779B97F4A7C15ull;
        auto mix = [&h](const char *bytes, qsizetype size) {
            for (qsizetype at = 0; at < size; at += 8) {
                quint64 word = 0;
                std::memcpy(&word, bytes + at, size_t(std::min<qsizetype>(8, size - at)));
                h = (h ^ word) * 0xFF51AFD7ED558CCDull;
                h ^= h >> 29;
            }
        };
        mix(position + qsizetype(v) * qsizetype(sizeof(QVector3D)), qsizetype(sizeof(QVector3D)));
        mix(blends.data + qsizetype(v) * blends.size, blends.size);
        mix(moreBlends.data + qsizetype(v) * moreBlends.size, moreBlends.size);
        return h;
    };
    auto same = [&](quint32 a, quint32 b) {
        return std::memcmp(position + qsizetype(a) * qsizetype(sizeof(QVector3D)),
                           position + qsizetype(b) * qsizetype(sizeof(QVector3D)), sizeof(QVector3D))
                   == 0
               && sameBytes(blends, a, b) && sameBytes(moreBlends, a, b);
    };
    // The table holds one slot per distinct key, so it grows with them (a
    // model that repeats a part in place has few), at most half full: a
    // table sized for every vertex is tens of megabytes of fresh memory for
    // a large model, cleared by the system and then filled again.
    struct Slot
    {
        quint32 tag; // the hash's high half
        quint32 vertex; // kEmpty: none
    };
    constexpr quint32 kEmpty = 0xFFFFFFFFu;
    size_t capacity = 1024;
    std::vector<Slot> table(capacity, Slot{0, kEmpty});
    auto place = [&](quint64 h) {
        size_t i = size_t(h) & (capacity - 1);
        while (table[i].vertex != kEmpty)
            i = (i + 1) & (capacity - 1);
        return i;
    };
    // Written in full before it is read, in huge pages (a megabyte or more
    // for a large model).
    const std::unique_ptr<quint32[]> idOf = freshArray<quint32>(size_t(n));
    quint32 id = 0;
    for (qsizetype v = 0; v < n; ++v) {
        if ((v & 65535) == 65535 && stopped())
            return false;
        const quint64 h = hash(quint32(v));
        const quint32 tag = quint32(h >> 32);
        for (size_t i = size_t(h) & (capacity - 1);; i = (i + 1) & (capacity - 1)) {
            const Slot slot = table[i];
            if (slot.vertex == kEmpty) {
                table[i] = {tag, quint32(v)};
                idOf[size_t(v)] = id++;
                if (size_t(id) * 2 > capacity) {
                    std::vector<Slot> old(capacity * 2, Slot{0, kEmpty});
                    old.swap(table);
                    capacity *= 2;
                    for (const Slot &s : old)
                        if (s.vertex != kEmpty)
                            table[place(hash(s.vertex))] = s;
                }
                break;
            }
            if (slot.tag == tag && same(slot.vertex, quint32(v))) {
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
    const qsizetype corners = triangleCount * 3;
    for (qsizetype c = 0; c < corners; ++c) {
        const quint32 a = idOf[triangles[c / 3][c % 3]], b = idOf[triangles[c / 3][(c % 3 + 1) % 3]];
        ++start[std::min(a, b) + 1];
    }
    std::partial_sum(start.begin(), start.end(), start.begin());
    // (larger id, corner), every entry written below.
    struct Edge
    {
        quint32 first; // the larger id
        quint32 second; // the corner
    };
    const std::unique_ptr<Edge[]> bucket = freshArray<Edge>(size_t(corners));
    std::vector<quint32> fill(start.begin(), start.end() - 1);
    for (qsizetype c = 0; c < corners; ++c) {
        const quint32 a = idOf[triangles[c / 3][c % 3]], b = idOf[triangles[c / 3][(c % 3 + 1) % 3]];
        bucket[fill[std::min(a, b)]++] = {std::max(a, b), quint32(c)};
    }
    // Within a bucket, the corners are grouped by the larger id through
    // per-id counters stamped with the bucket (no sort: a bucket holds every
    // copy of an edge, thousands where a model repeats a part in place).
    constexpr quint32 kNone = 0xFFFFFFFFu;
    std::fill(adjacency, adjacency + corners, kNone);
    const size_t idCount = ids;
    std::vector<quint32> stamp(idCount, kNone), count(idCount), firstCorner(idCount), secondCorner(idCount);
    for (quint32 a = 0; a < ids; ++a) {
        if ((a & 4095) == 4095 && stopped())
            return false;
        const auto *first = bucket.get() + start[a], *last = bucket.get() + start[a + 1];
        for (const auto *i = first; i != last; ++i) {
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
        for (const auto *i = first; i != last; ++i) {
            const quint32 b = i->first;
            if (count[b] == 2 && firstCorner[b] == i->second) {
                adjacency[firstCorner[b]] = secondCorner[b] / 3;
                adjacency[secondCorner[b]] = firstCorner[b] / 3;
            }
        }
    }
    return true;
}

QList<quint32> triangleAdjacency(const QList<Triangle> &triangles, const QList<QVector3D> &positions,
                                 const QByteArray &blends, const std::atomic_bool *stop)
{
    QList<quint32> adjacency(triangles.size() * 3);
    const VertexBytes blendBytes{blends.constData(), positions.isEmpty() ? 0 : blends.size() / positions.size()};
    if (!triangleAdjacency(triangles.constData(), triangles.size(), positions.constData(), positions.size(), blendBytes,
                           {}, adjacency.data(), stop))
        return {};
    return adjacency;
}

} // namespace quarry::iqm
