#include "io/mdl/MdlPoseMath.h"

#include "io/quake/Quantise.h"

#include <algorithm>
#include <cstring>
#include <limits>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace quarry::mdl {

namespace {

#if defined(__SSE2__)
// quake::roundToByte of four values, as 32-bit integers.
inline __m128i fourBytes(__m128 x)
{
    const __m128 valid = _mm_and_ps(_mm_cmpgt_ps(x, _mm_setzero_ps()), _mm_cmplt_ps(x, _mm_set1_ps(256.0f)));
    const __m128 high = _mm_and_ps(_mm_cmpge_ps(x, _mm_set1_ps(256.0f)),
                                   _mm_cmple_ps(x, _mm_set1_ps(std::numeric_limits<float>::max())));
    const __m128 inside = _mm_and_ps(x, valid);
    const __m128i whole = _mm_cvttps_epi32(inside);
    const __m128 fraction = _mm_sub_ps(inside, _mm_cvtepi32_ps(whole));
    __m128i r = _mm_sub_epi32(whole, _mm_castps_si128(_mm_cmpge_ps(fraction, _mm_set1_ps(0.5f))));
    r = _mm_add_epi32(r, _mm_cmpgt_epi32(r, _mm_set1_epi32(255))); // 256 to 255
    return _mm_or_si128(_mm_and_si128(r, _mm_castps_si128(valid)),
                        _mm_and_si128(_mm_set1_epi32(255), _mm_castps_si128(high)));
}
#endif

} // namespace

void widenBounds(const float *p, qsizetype count, float lo[3], float hi[3])
{
    qsizetype v = 0;
#if defined(__SSE2__)
    // Four floats read at each position: all but the last (whose fourth
    // would be past the end). _mm_min_ps(p, lo) is p < lo ? p : lo, as
    // std::min(lo, p); _mm_max_ps(p, hi) is p > hi ? p : hi, as std::max.
    if (count > 1) {
        __m128 low = _mm_setr_ps(lo[0], lo[1], lo[2], 0.0f), high = _mm_setr_ps(hi[0], hi[1], hi[2], 0.0f);
        for (; v + 1 < count; ++v) {
            const __m128 x = _mm_loadu_ps(p + 3 * v);
            low = _mm_min_ps(x, low);
            high = _mm_max_ps(x, high);
        }
        alignas(16) float l[4], h[4];
        _mm_store_ps(l, low);
        _mm_store_ps(h, high);
        for (int k = 0; k < 3; ++k) {
            lo[k] = l[k];
            hi[k] = h[k];
        }
    }
#endif
    for (; v < count; ++v)
        for (int k = 0; k < 3; ++k) {
            lo[k] = std::min(lo[k], p[3 * v + k]);
            hi[k] = std::max(hi[k], p[3 * v + k]);
        }
}

void quantisePositions(const float *p, qsizetype count, const float origin[3], const float scale[3], char *q)
{
    const qsizetype n = 3 * count;
    qsizetype i = 0;
#if defined(__SSE2__)
    // Four positions, twelve coordinates, in three vectors: the axes'
    // pattern repeats every twelve.
    const __m128 o0 = _mm_setr_ps(origin[0], origin[1], origin[2], origin[0]);
    const __m128 o1 = _mm_setr_ps(origin[1], origin[2], origin[0], origin[1]);
    const __m128 o2 = _mm_setr_ps(origin[2], origin[0], origin[1], origin[2]);
    const __m128 s0 = _mm_setr_ps(scale[0], scale[1], scale[2], scale[0]);
    const __m128 s1 = _mm_setr_ps(scale[1], scale[2], scale[0], scale[1]);
    const __m128 s2 = _mm_setr_ps(scale[2], scale[0], scale[1], scale[2]);
    for (; i + 12 <= n; i += 12) {
        const __m128i r0 = fourBytes(_mm_div_ps(_mm_sub_ps(_mm_loadu_ps(p + i), o0), s0));
        const __m128i r1 = fourBytes(_mm_div_ps(_mm_sub_ps(_mm_loadu_ps(p + i + 4), o1), s1));
        const __m128i r2 = fourBytes(_mm_div_ps(_mm_sub_ps(_mm_loadu_ps(p + i + 8), o2), s2));
        const __m128i bytes = _mm_packus_epi16(_mm_packs_epi32(r0, r1), _mm_packs_epi32(r2, r2));
        _mm_storel_epi64(reinterpret_cast<__m128i *>(q + i), bytes);
        const qint32 last = _mm_cvtsi128_si32(_mm_srli_si128(bytes, 8));
        std::memcpy(q + i + 8, &last, 4);
    }
#endif
    for (; i < n; ++i)
        q[i] = char(quake::roundToByte((p[i] - origin[i % 3]) / scale[i % 3]));
}

void sumFaceNormals(const float *p, const std::vector<std::array<quint32, 6>> &corners, float sign, float *sums)
{
#if defined(__SSE2__)
    const __m128 factor = _mm_set1_ps(sign);
    for (const std::array<quint32, 6> &c : corners) {
        const __m128 a = _mm_loadu_ps(p + 3 * c[0]);
        const __m128 e = _mm_sub_ps(_mm_loadu_ps(p + 3 * c[1]), a);
        const __m128 g = _mm_sub_ps(_mm_loadu_ps(p + 3 * c[2]), a);
        // (e1 g2 - e2 g1, e2 g0 - e0 g2, e0 g1 - e1 g0, 0)
        const __m128 eYzx = _mm_shuffle_ps(e, e, _MM_SHUFFLE(3, 0, 2, 1));
        const __m128 eZxy = _mm_shuffle_ps(e, e, _MM_SHUFFLE(3, 1, 0, 2));
        const __m128 gYzx = _mm_shuffle_ps(g, g, _MM_SHUFFLE(3, 0, 2, 1));
        const __m128 gZxy = _mm_shuffle_ps(g, g, _MM_SHUFFLE(3, 1, 0, 2));
        const __m128 normal = _mm_mul_ps(factor, _mm_sub_ps(_mm_mul_ps(eYzx, gZxy), _mm_mul_ps(eZxy, gYzx)));
        for (int k = 3; k < 6; ++k) {
            float *s = sums + 4 * c[size_t(k)];
            _mm_storeu_ps(s, _mm_add_ps(_mm_loadu_ps(s), normal));
        }
    }
#else
    for (const std::array<quint32, 6> &c : corners) {
        const float *a = p + 3 * c[0], *b = p + 3 * c[1], *d = p + 3 * c[2];
        const float e0 = b[0] - a[0], e1 = b[1] - a[1], e2 = b[2] - a[2];
        const float g0 = d[0] - a[0], g1 = d[1] - a[1], g2 = d[2] - a[2];
        const float n0 = sign * (e1 * g2 - e2 * g1);
        const float n1 = sign * (e2 * g0 - e0 * g2);
        const float n2 = sign * (e0 * g1 - e1 * g0);
        for (int k = 3; k < 6; ++k) {
            float *s = sums + 4 * c[size_t(k)];
            s[0] += n0;
            s[1] += n1;
            s[2] += n2;
        }
    }
#endif
}

std::array<quint8, 6> byteBox(const char *records, qsizetype count)
{
    std::array<quint8, 6> box{255, 255, 255, 0, 0, 0};
    qsizetype v = 0;
#if defined(__SSE2__)
    __m128i lo = _mm_set1_epi8(char(-1)), hi = _mm_setzero_si128();
    for (; v + 4 <= count; v += 4) {
        const __m128i x = _mm_loadu_si128(reinterpret_cast<const __m128i *>(records + 4 * v));
        lo = _mm_min_epu8(lo, x);
        hi = _mm_max_epu8(hi, x);
    }
    alignas(16) quint8 los[16], his[16];
    _mm_store_si128(reinterpret_cast<__m128i *>(los), lo);
    _mm_store_si128(reinterpret_cast<__m128i *>(his), hi);
    for (int j = 0; j < 4; ++j)
        for (int k = 0; k < 3; ++k) {
            box[size_t(k)] = std::min(box[size_t(k)], los[4 * j + k]);
            box[size_t(k + 3)] = std::max(box[size_t(k + 3)], his[4 * j + k]);
        }
#endif
    for (; v < count; ++v)
        for (int k = 0; k < 3; ++k) {
            const quint8 byte = quint8(records[4 * v + k]);
            box[size_t(k)] = std::min(box[size_t(k)], byte);
            box[size_t(k + 3)] = std::max(box[size_t(k + 3)], byte);
        }
    return box;
}

} // namespace quarry::mdl
