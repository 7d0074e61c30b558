// A clip rendered to pictures: a PNG per frame named by a pattern
// (out_%04d.png), or one animated GIF or PNG. Shared by `quarry render
// --frames` and File > Render Animation. Needs OpenGL (OffscreenRenderer).
#pragma once

#include "views/viewport/OffscreenRenderer.h"

#include <QStringList>

namespace quarry {

struct AnimationRenderJob
{
    enum class Format : quint8 { PngSequence, Gif, AnimatedPng };

    OffscreenRenderRequest request; // animation, size, view, settings (request.time unused)
    int firstFrame = 0;
    int lastFrame = 0; // inclusive
    QString output; // a pattern for a sequence, the file for an animation
    Format format = Format::PngSequence;
};

// The file of frame `frame`: the pattern's first printf-style %d (with an
// optional zero-padded width, %04d) replaced by the number; a pattern
// without one gets _NNNN before its extension.
QString framePath(const QString &pattern, int frame);

// Renders and writes; returns the files written, or nothing with *error set.
QStringList renderAnimation(const Model &model, const AnimationRenderJob &job, QString *error);

} // namespace quarry
