// Conversion between IQM vertex array components (byte ... double, half)
// and the float and double streams of the model.
#pragma once

#include <QtGlobal>

namespace quarry::iqm {

// Reads `count` vertices of `size` components in `format` from src into
// dstComponents floats per vertex at dst. Components the file lacks take
// `defaults`; extra ones are dropped. With `normalized`, integer formats
// map to 0..1 (unsigned: n / max) or -1..1 (signed: (2n + 1) / (2^bits - 1)).
void componentsToFloats(const char *src, quint32 format, int size, qsizetype count, bool normalized, float *dst,
                        int dstComponents, const float *defaults);

// Reads `count` components in `format` as raw numbers.
void componentsToDoubles(const char *src, quint32 format, qsizetype count, double *dst);

// Writes `count` raw numbers in `format` (integers rounded and clamped to
// the format's range, little endian).
void doublesToComponents(const double *src, quint32 format, qsizetype count, char *dst);

// Index of the first value that is NaN or infinite, or -1.
qsizetype firstNonFinite(const float *values, qsizetype count);
qsizetype firstNonFinite(const double *values, qsizetype count);

} // namespace quarry::iqm
