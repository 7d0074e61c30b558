// The MDL writer's arithmetic per pose, four lanes at a time where SSE2 is
// there: the same operations in the same order as one value at a time, so
// the same bytes.
#pragma once

#include <QtGlobal>

#include <array>
#include <vector>

namespace quarry::mdl {

// Widens lo and hi (per axis) by `count` positions of three floats, in
// order, as std::min(lo, p) and std::max(hi, p) do.
void widenBounds(const float *p, qsizetype count, float lo[3], float hi[3]);

// q[i] = quake::roundToByte((p[i] - origin[i % 3]) / scale[i % 3]) for the
// 3 × `count` coordinates of `count` positions.
void quantisePositions(const float *p, qsizetype count, const float origin[3], const float scale[3], char *q);

// Per face, its corners' positions (indices into `p`, three floats each;
// `p` holds one float more after the last position, read and unused) and
// the three places whose sums get its normal: sign × (b - a) × (c - a)
// added, face after face, to `sums` (four floats a place, the fourth
// unused).
void sumFaceNormals(const float *p, const std::vector<std::array<quint32, 6>> &corners, float sign, float *sums);

// The least and the greatest of bytes 0, 1 and 2 of `count` records of 4
// bytes: {min x, min y, min z, max x, max y, max z}.
std::array<quint8, 6> byteBox(const char *records, qsizetype count);

} // namespace quarry::mdl
