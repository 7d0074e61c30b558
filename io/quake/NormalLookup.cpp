// The nearest of Quake's 162 normals to a direction, by a table over the
// faces of a cube built once (well under a millisecond):
//
//  - Fine cells (kFine × kFine a face): a direction's face coordinates
//    (u, v) = (other components) / (largest component) pick a cell. On a
//    face, the region where entry k is nearer than entry j is a half-plane
//    of (u, v) (the sign of (±1, u, v) · (t_k - t_j)), so a cell whose four
//    corners all have entry k nearest, with a margin, has it nearest
//    everywhere (and a little beyond, for the rounding of u and v): the
//    cell stores k.
//  - The other fine cells (where regions meet) answer by the entries that
//    can be nearest in them: those within angle(c, nearest(c)) + 2r of the
//    cell's centre c, r its angular radius, plus a margin. They are looked
//    for among those of the coarse cell (kCoarse × kCoarse a face) holding
//    it, found the same way among all 162.
//
// Dot products are taken in double precision: the answer is the first
// entry, in index order, with the largest dot product, as a search of all
// 162 in double precision finds it.
#include "io/quake/QuakeTables.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <memory>
#include <vector>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace quarry::quake {

namespace {

constexpr int kFine = 64;
constexpr int kCoarse = 8;
constexpr quint8 kMixed = 0xff;
// The smallest lead of the nearest entry's dot product at a fine cell's
// corners (on the unnormalised point (±1, u, v)) for the cell to store it.
constexpr double kMargin = 1e-6;

using Direction = std::array<double, 3>;

struct NormalGrid
{
    std::array<std::array<double, 3>, kNormalCount> table;
    std::array<quint8, 6 * kFine * kFine> fine;
    std::array<quint32, 6 * kCoarse * kCoarse + 1> first; // into entries
    std::vector<quint8> entries;
    // Per fine cell storing kMixed: its candidates, into mixedEntries.
    std::array<quint32, 6 * kFine * kFine + 1> mixedFirst;
    std::vector<quint8> mixedEntries;

    double dot(const Direction &d, int k) const
    {
        return d[0] * table[size_t(k)][0] + d[1] * table[size_t(k)][1] + d[2] * table[size_t(k)][2];
    }
};

// The face of a nonzero direction and its coordinates there, in [-1, 1].
struct FaceCoordinates
{
    int face;
    float u, v;
};

// Without branches on the face (it changes from one call to the next as
// often as not): selections the compiler makes conditional moves.
inline FaceCoordinates faceOf(float x, float y, float z)
{
    const float ax = std::abs(x), ay = std::abs(y), az = std::abs(z);
    const bool onX = ax >= ay && ax >= az, onY = !onX && ay >= az;
    const float largest = onX ? ax : onY ? ay : az;
    const float a = onX ? y : x, b = onX || onY ? z : y;
    const float along = onX ? x : onY ? y : z;
    const int face = (onX ? 0 : onY ? 2 : 4) + (along >= 0 ? 0 : 1);
    return {face, a / largest, b / largest};
}

inline int cellOf(const FaceCoordinates &c, int cells)
{
    const int i = std::clamp(int((c.u + 1.0f) * 0.5f * float(cells)), 0, cells - 1);
    const int j = std::clamp(int((c.v + 1.0f) * 0.5f * float(cells)), 0, cells - 1);
    return (c.face * cells + i) * cells + j;
}

// The point (u, v) of a face, on the cube (not normalised).
Direction facePoint(int face, double u, double v)
{
    const double sign = face % 2 == 0 ? 1.0 : -1.0;
    switch (face / 2) {
    case 0: return {sign, u, v};
    case 1: return {u, sign, v};
    default: return {u, v, sign};
    }
}

Direction unit(const Direction &d)
{
    const double length = std::sqrt(d[0] * d[0] + d[1] * d[1] + d[2] * d[2]);
    return {d[0] / length, d[1] / length, d[2] / length};
}

double angleBetween(const Direction &a, const Direction &b)
{
    return std::acos(std::clamp(a[0] * b[0] + a[1] * b[1] + a[2] * b[2], -1.0, 1.0));
}

// The corners of a cell of a face, cells × cells a face.
std::array<Direction, 4> cellCorners(int face, int i, int j, int cells)
{
    const double u0 = -1.0 + 2.0 * i / cells, u1 = -1.0 + 2.0 * (i + 1) / cells;
    const double v0 = -1.0 + 2.0 * j / cells, v1 = -1.0 + 2.0 * (j + 1) / cells;
    return {facePoint(face, u0, v0), facePoint(face, u0, v1), facePoint(face, u1, v0), facePoint(face, u1, v1)};
}

// Appends to `out` the entries of `from` (in index order) that can be
// nearest to a direction in the cell with these corners.
void appendCandidates(const NormalGrid &g, const std::array<Direction, 4> &corners, const std::vector<quint8> &from,
                      std::vector<quint8> &out)
{
    Direction middle{0, 0, 0};
    for (const Direction &c : corners)
        for (int k = 0; k < 3; ++k)
            middle[size_t(k)] += c[size_t(k)];
    const Direction centre = unit(middle);
    double radius = 0;
    for (const Direction &c : corners)
        radius = std::max(radius, angleBetween(centre, unit(c)));
    double most = -2;
    for (quint8 k : from)
        most = std::max(most, g.dot(centre, k));
    const double best = std::acos(std::clamp(most, -1.0, 1.0));
    const double least = std::cos(std::min(best + 2 * radius + 1e-4, M_PI));
    for (quint8 k : from)
        if (g.dot(centre, k) >= least)
            out.push_back(k);
}

void buildCoarse(NormalGrid &g)
{
    std::vector<quint8> all;
    for (int k = 0; k < kNormalCount; ++k)
        all.push_back(quint8(k));
    for (int face = 0; face < 6; ++face)
        for (int i = 0; i < kCoarse; ++i)
            for (int j = 0; j < kCoarse; ++j) {
                g.first[size_t((face * kCoarse + i) * kCoarse + j)] = quint32(g.entries.size());
                appendCandidates(g, cellCorners(face, i, j, kCoarse), all, g.entries);
            }
    g.first.back() = quint32(g.entries.size());
}

// The first entry of a coarse cell's list with the largest dot product.
int bestInCoarse(const NormalGrid &g, int coarse, const Direction &d)
{
    int best = 0;
    double bestDot = -1e300;
    for (quint32 e = g.first[size_t(coarse)]; e < g.first[size_t(coarse) + 1]; ++e) {
        const int k = g.entries[e];
        const double dot = g.dot(d, k);
        if (dot > bestDot) {
            bestDot = dot;
            best = k;
        }
    }
    return best;
}

void buildFine(NormalGrid &g)
{
    constexpr int n = kFine + 1;
    for (int face = 0; face < 6; ++face) {
        // Per corner of the face's fine cells: its nearest entry, or -1
        // where another entry comes within kMargin.
        std::vector<int> corner(size_t(n * n));
        for (int i = 0; i < n; ++i)
            for (int j = 0; j < n; ++j) {
                const double u = -1.0 + 2.0 * i / kFine, v = -1.0 + 2.0 * j / kFine;
                const Direction p = facePoint(face, u, v);
                const int ci = std::min(i * kCoarse / kFine, kCoarse - 1),
                          cj = std::min(j * kCoarse / kFine, kCoarse - 1);
                const int coarse = (face * kCoarse + ci) * kCoarse + cj;
                const int best = bestInCoarse(g, coarse, p);
                const double bestDot = g.dot(p, best);
                bool clear = true;
                for (quint32 e = g.first[size_t(coarse)]; e < g.first[size_t(coarse) + 1] && clear; ++e)
                    clear = g.entries[e] == best || g.dot(p, g.entries[e]) < bestDot - kMargin;
                corner[size_t(i * n + j)] = clear ? best : -1;
            }
        for (int i = 0; i < kFine; ++i)
            for (int j = 0; j < kFine; ++j) {
                const int k = corner[size_t(i * n + j)];
                const bool one = k >= 0 && corner[size_t((i + 1) * n + j)] == k && corner[size_t(i * n + j + 1)] == k
                                 && corner[size_t((i + 1) * n + j + 1)] == k;
                const int cell = (face * kFine + i) * kFine + j;
                g.fine[size_t(cell)] = one ? quint8(k) : kMixed;
                g.mixedFirst[size_t(cell)] = quint32(g.mixedEntries.size());
                if (!one) {
                    const int coarse = (face * kCoarse + i * kCoarse / kFine) * kCoarse + j * kCoarse / kFine;
                    const std::vector<quint8> from(g.entries.begin() + g.first[size_t(coarse)],
                                                   g.entries.begin() + g.first[size_t(coarse) + 1]);
                    appendCandidates(g, cellCorners(face, i, j, kFine), from, g.mixedEntries);
                }
            }
    }
    g.mixedFirst.back() = quint32(g.mixedEntries.size());
}

const NormalGrid &normalGrid()
{
    // On the heap: the tables take some 125 kB, too many for a worker
    // thread's stack.
    static const std::unique_ptr<const NormalGrid> grid = [] {
        auto g = std::make_unique<NormalGrid>();
        for (int k = 0; k < kNormalCount; ++k) {
            const QVector3D t = normal(k);
            g->table[size_t(k)] = {double(t.x()), double(t.y()), double(t.z())};
        }
        buildCoarse(*g);
        buildFine(*g);
        return g;
    }();
    return *grid;
}

} // namespace

quint8 nearestNormalOfAll(const QVector3D &n)
{
    const NormalGrid &g = normalGrid();
    const Direction d{double(n.x()), double(n.y()), double(n.z())};
    int best = 0;
    double bestDot = -1e300;
    for (int k = 0; k < kNormalCount; ++k)
        if (const double dot = g.dot(d, k); dot > bestDot) {
            bestDot = dot;
            best = k;
        }
    return quint8(best);
}

namespace {

// A direction's entry where its fine cell stores none, or it is zero or
// not finite.
quint8 nearestInMixedCell(const NormalGrid &g, int cell, float x, float y, float z)
{
    const float largest = std::max({std::abs(x), std::abs(y), std::abs(z)});
    if (!(largest > 0.0f) || !(largest <= std::numeric_limits<float>::max()))
        return 0;
    const Direction d{double(x), double(y), double(z)};
    int best = 0;
    double bestDot = -1e300;
    for (quint32 e = g.mixedFirst[size_t(cell)]; e < g.mixedFirst[size_t(cell) + 1]; ++e)
        if (const double dot = g.dot(d, g.mixedEntries[e]); dot > bestDot) {
            bestDot = dot;
            best = g.mixedEntries[e];
        }
    return quint8(best);
}

// The fine cell of a direction; of a zero or non-finite one, some cell.
// Without branches (the face changes from one direction to the next as
// often as not): the axis by integer arithmetic, the components by index,
// the clamps as maxss and minss (NaN going to 0).
inline int fineCellOf(float x, float y, float z)
{
    const float ax = std::abs(x), ay = std::abs(y), az = std::abs(z);
    const int notX = int(ax < ay) | int(ax < az);
    const int notY = int(ay < az);
    const int axis = notX * (1 + notY); // 0, 1 or 2: the largest component's
    static constexpr int kFirst[3] = {1, 0, 0}, kSecond[3] = {2, 2, 1};
    const float components[3] = {x, y, z};
    const float largest = std::abs(components[axis]);
    const float along = components[axis];
    const int face = 2 * axis + int(along < 0.0f);
    auto index = [](float t) {
        float f = (t + 1.0f) * (0.5f * float(kFine));
        f = f > 0.0f ? f : 0.0f;
        f = f < float(kFine) - 0.5f ? f : float(kFine) - 0.5f;
        return int(f);
    };
    const int i = index(components[kFirst[axis]] / largest);
    const int j = index(components[kSecond[axis]] / largest);
    return (face * kFine + i) * kFine + j;
}

#if defined(__SSE2__)
// fineCellOf of four directions (x, y, z each) at once, the same
// operations on four lanes: the same cells.
inline void fourFineCells(const float *p, int *cells)
{
    static_assert(kFine == 64, "the cell index is built by shifts");
    const __m128 x = _mm_setr_ps(p[0], p[3], p[6], p[9]);
    const __m128 y = _mm_setr_ps(p[1], p[4], p[7], p[10]);
    const __m128 z = _mm_setr_ps(p[2], p[5], p[8], p[11]);
    const __m128 sign = _mm_set1_ps(-0.0f);
    const __m128 ax = _mm_andnot_ps(sign, x), ay = _mm_andnot_ps(sign, y), az = _mm_andnot_ps(sign, z);
    const __m128 notX = _mm_or_ps(_mm_cmplt_ps(ax, ay), _mm_cmplt_ps(ax, az));
    const __m128 notY = _mm_cmplt_ps(ay, az);
    const __m128 onY = _mm_andnot_ps(notY, notX), onZ = _mm_and_ps(notX, notY);
    auto select = [](__m128 mask, __m128 a, __m128 b) {
        return _mm_or_ps(_mm_and_ps(mask, a), _mm_andnot_ps(mask, b));
    };
    const __m128 along = select(onZ, z, select(onY, y, x));
    const __m128 largest = _mm_andnot_ps(sign, along);
    const __m128 first = select(notX, x, y), second = select(onZ, y, z);
    auto index = [](__m128 t) {
        __m128 f = _mm_mul_ps(_mm_add_ps(t, _mm_set1_ps(1.0f)), _mm_set1_ps(0.5f * float(kFine)));
        f = _mm_max_ps(f, _mm_setzero_ps()); // f > 0 ? f : 0
        f = _mm_min_ps(f, _mm_set1_ps(float(kFine) - 0.5f)); // f < limit ? f : limit
        return _mm_cvttps_epi32(f);
    };
    const __m128i i = index(_mm_div_ps(first, largest)), j = index(_mm_div_ps(second, largest));
    const __m128i one = _mm_set1_epi32(1);
    const __m128i axis = _mm_add_epi32(_mm_and_si128(_mm_castps_si128(onY), one),
                                       _mm_and_si128(_mm_castps_si128(onZ), _mm_set1_epi32(2)));
    const __m128i negative = _mm_and_si128(_mm_castps_si128(_mm_cmplt_ps(along, _mm_setzero_ps())), one);
    const __m128i face = _mm_add_epi32(_mm_add_epi32(axis, axis), negative);
    const __m128i cell = _mm_add_epi32(_mm_add_epi32(_mm_slli_epi32(face, 12), _mm_slli_epi32(i, 6)), j);
    _mm_storeu_si128(reinterpret_cast<__m128i *>(cells), cell);
}
#endif

// The fine cell's entry where it stores one and the direction is finite
// and not zero, else found among the candidates.
inline quint8 lookUp(const NormalGrid &g, int cell, float x, float y, float z)
{
    const quint8 stored = g.fine[size_t(cell)];
    const float largest = std::max({std::abs(x), std::abs(y), std::abs(z)});
    if (stored != kMixed && largest > 0.0f && largest <= std::numeric_limits<float>::max())
        return stored;
    return nearestInMixedCell(g, cell, x, y, z);
}

} // namespace

quint8 nearestNormal(const QVector3D &n)
{
    return lookUp(normalGrid(), fineCellOf(n.x(), n.y(), n.z()), n.x(), n.y(), n.z());
}

void nearestNormals(const float *xyz, qsizetype count, quint8 *out)
{
    const NormalGrid &g = normalGrid();
    // In batches: first every cell (arithmetic without branches), then the
    // tables.
    constexpr qsizetype kBatch = 256;
    std::array<int, kBatch> cells, others;
    for (qsizetype start = 0; start < count; start += kBatch) {
        const qsizetype n = std::min(kBatch, count - start);
        const float *p = xyz + 3 * start;
        qsizetype i = 0;
#if defined(__SSE2__)
        for (; i + 4 <= n; i += 4)
            fourFineCells(p + 3 * i, cells.data() + i);
#endif
        for (; i < n; ++i)
            cells[size_t(i)] = fineCellOf(p[3 * i], p[3 * i + 1], p[3 * i + 2]);
        // The stored entries, the directions needing more listed without a
        // branch (a fifth of them, in no order a branch could predict) and
        // then searched.
        qsizetype more = 0;
        for (i = 0; i < n; ++i) {
            const quint8 stored = g.fine[size_t(cells[size_t(i)])];
            const float largest = std::max({std::abs(p[3 * i]), std::abs(p[3 * i + 1]), std::abs(p[3 * i + 2])});
            out[start + i] = stored;
            others[size_t(more)] = int(i);
            more += qsizetype(stored == kMixed) | qsizetype(!(largest > 0.0f))
                    | qsizetype(!(largest <= std::numeric_limits<float>::max()));
        }
        for (qsizetype k = 0; k < more; ++k) {
            const int at = others[size_t(k)];
            out[start + at] = nearestInMixedCell(g, cells[size_t(at)], p[3 * at], p[3 * at + 1], p[3 * at + 2]);
        }
    }
}

} // namespace quarry::quake
