// Positions stored in bytes, as MDL and MD2 frames store them.
#pragma once

#include <QtGlobal>

#include <algorithm>
#include <limits>

namespace quarry::quake {

// x rounded to the nearest integer, halves away from zero, and clamped to
// 0..255: std::clamp(std::lround(x), 0, 255) without the library call; 0
// where x is not finite.
inline quint8 roundToByte(float x)
{
    if (!(x > 0.0f) || !(x < 256.0f))
        return x >= 256.0f && x <= std::numeric_limits<float>::max() ? 255 : 0;
    const int whole = int(x);
    // Exact: x and whole lie within one of each other. No branch on the
    // fraction (it goes either way as often).
    return quint8(std::min(whole + int(x - float(whole) >= 0.5f), 255));
}

} // namespace quarry::quake
