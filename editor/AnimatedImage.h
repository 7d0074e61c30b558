// Animated images of rendered frames, encoded here (Qt reads GIF and PNG
// but writes no animations): GIF89a with a 6x7x6 colour cube, ordered
// dithering and LZW, looping; and animated PNG, each frame PNG-encoded by
// Qt and its image data rewrapped in APNG's fcTL and fdAT chunks.
#pragma once

#include <QByteArray>
#include <QImage>
#include <QList>

namespace quarry {

// `fps`: frames per second of playback. Frames of differing sizes are
// scaled to the first one's. Pixels with alpha below one half are
// transparent in the GIF; the APNG keeps full alpha.
QByteArray encodeGif(const QList<QImage> &frames, double fps);
QByteArray encodeApng(const QList<QImage> &frames, double fps);

} // namespace quarry
