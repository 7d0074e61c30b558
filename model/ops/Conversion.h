#pragma once

#include "model/Model.h"
#include "model/ops/TexturePaths.h"

#include <QStringList>

namespace quarry {

// What `quarry convert` and the Export dialog do to a model between
// reading and writing, in this order: up axis, scale or height, winding,
// influence limit, frame rate, root motion, then the hand-fixing steps.
struct ConversionSettings
{
    // The source's up axis; a Y-up source is turned Z-up, as Quake-family
    // engines expect. 'z' leaves the axes alone.
    char sourceUp = 'z';
    // "As stored": a writer whose format declares another up axis (glTF
    // and Collada: Y up) leaves the axes alone instead of turning the
    // model to it (io/Export passes WriteOptions "upAxis" = "stored");
    // readers are told the same through ReadOptions "upAxis".
    bool axesAsStored = false;
    float scale = 0.0f; // > 0: multiply every length by this
    float height = 0.0f; // > 0: scale so the bind pose stands this tall (Z extent)
    bool flipWinding = false;
    int maxInfluences = 0; // > 0: keep this many largest weights per vertex
    double fps = 0.0; // > 0: resample every animation to this rate
    int maxJoints = 0; // > 0: refuse a skeleton with more joints (IQM indexes joints in bytes: 255)
    // The root's travel across the floor (model/ops/RootMotion): kept, or
    // removed (in place). Default: kept, and in place for a player target
    // (io/targets/TargetExport), whose game moves the player itself.
    enum class RootMotion : quint8 { Default, InPlace, Keep };
    RootMotion rootMotion = RootMotion::Default;

    // Hand-fixing steps, applied after the above in this order.
    bool weld = false; // merge vertices that agree in every stream
    bool weldByPosition = false; // merge vertices at one position, whatever their other streams
    bool flipNormals = false;
    float smoothNormalsAngle = -1.0f; // >= 0: recompute normals smoothing up to this angle
    bool iqeNormals = false; // recompute normals by the IQE smoothing rules
    bool normalizeWeights = false;
    bool removeUnusedJoints = false;
    bool dropToGround = false; // lowest point to Z = 0
    bool centre = false; // bounds centred on the Z axis
    TexturePathFix texturePaths; // strip directories, change extension
    // Last: triangles in vertex-cache order and vertices in fetch order
    // for the GPU (model/ops/VertexOrder); the surface stays the same.
    bool optimizeVertexOrder = false;
};

// Applies the settings; returns messages for the user (e.g. how many
// vertices lost influences). Fills *error and returns early on a setting
// that cannot be applied (a height for a model with no extent).
// "in-place", "keep" or "" (the default) as a RootMotion; false for
// anything else.
bool parseRootMotion(const QString &text, ConversionSettings::RootMotion *motion);

QStringList applyConversion(Model &model, const ConversionSettings &settings, QString *error = nullptr);

} // namespace quarry
