// Draws one frame of a model to an image without a window: an offscreen
// surface and a framebuffer object, with the viewport's own drawing code.
// Needs a QGuiApplication whose platform can make OpenGL contexts (an X
// display, Xvfb included).
#pragma once

#include "model/Model.h"
#include "model/MorphWeights.h"
#include "views/viewport/Camera.h"
#include "views/viewport/RenderSettings.h"

#include <QImage>
#include <QSize>
#include <QString>
#include <QStringList>

namespace quarry {

struct OffscreenRenderRequest
{
    int animation = -1; // -1 = bind pose
    double time = 0.0; // seconds into the animation
    QSize size{640, 480};
    Camera::View view = Camera::View::Perspective;
    RenderSettings settings;
    QString modelPath; // where textures are looked up
    // Frame what is drawn at every time rendered (for one picture, over the
    // whole clip), so that the frames of one animation share one camera;
    // otherwise at the first. The joints count where settings.bones draws them.
    bool frameWholeAnimation = true;
    // The joint whose weights DrawMode::Weights shows (-1: none).
    int weightJoint = -1;
    // Morph target weights to preview (the document's, in the editor).
    MorphWeights morphWeights;
    // A compared model (File > Compare With…, `quarry render --compare`),
    // drawn as the viewport draws it: its ghost (where comparedGhost) posed
    // at each time by its animation paired with `animation`, and with
    // settings.mode DrawMode::Deviation, the model's vertices coloured by
    // their distance to it and the scale painted in the corner. It must
    // outlive the call; null: none (and Deviation draws grey).
    const Model *compared = nullptr;
    bool comparedGhost = true;
    double comparedTolerance = 0.005; // the Deviation scale's top, a fraction of the height
    // Where set, receives a line per texture drawn as the checkerboard
    // (not found, or not readable), with the reason (SceneRenderer::textureProblems).
    QStringList *textureProblems = nullptr;
};

// Renders; returns a null image and sets *error where OpenGL is missing.
QImage renderModelImage(const Model &model, const OffscreenRenderRequest &request, QString *error);
// Renders the animation at each of `times` (request.time is not used), all
// through one context and one camera; empty with *error set on failure.
// With settings.transparent the images have alpha 0 where nothing is drawn.
QList<QImage> renderModelImages(const Model &model, const OffscreenRenderRequest &request, const QList<double> &times,
                                QString *error);

} // namespace quarry
