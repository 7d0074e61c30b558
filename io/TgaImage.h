// TGA as Quake III's renderers read it: tr_image_tga.c ignores the
// header's top-down bit (it prints "TGA file header declares top-down
// image, ignoring") and always takes the first row stored as the image's
// bottom, so a top-down file shows upside down. This writer stores
// images bottom-up, uncompressed, 24-bit
// (32-bit with an alpha channel), with the TGA 2.0 footer that Qt's reader
// insists on.
#pragma once

#include <QByteArray>
#include <QImage>

namespace quarry {

// Empty for an image wider or taller than TGA's 65,535 pixels.
QByteArray encodeBottomUpTga(const QImage &image);

// A TGA in any of its variants, through the texture loader
// (io/textures/TextureImage); a null image for anything else or a file cut
// short.
QImage decodeTga(const QByteArray &bytes);

// An image file's bytes through the texture loader, as a TGA where they
// have no other format's signature.
QImage decodeImage(const QByteArray &bytes);

// Whether a TGA file's header says its rows are stored top first (bit 5
// of the image descriptor); false for anything too short to be a TGA.
bool isTopDownTga(const QByteArray &bytes);

} // namespace quarry
