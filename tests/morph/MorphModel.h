// A small model with morph targets and a clip that keys their weights.
#pragma once

#include "model/Model.h"

namespace quarry::test {

// Mesh `name`: a triangle (0,0,0) (1,0,0) (0,1,0) offset by `x`, with
// `targets` targets, target t lifting vertex 2 by t + 1 along z.
inline Mesh morphMesh(const QString &name, float x, int targets)
{
    Mesh mesh;
    mesh.name = name;
    mesh.positions = {{x, 0, 0}, {x + 1, 0, 0}, {x, 1, 0}};
    mesh.triangles = {{0, 1, 2}};
    for (int t = 0; t < targets; ++t) {
        MorphTarget morph;
        morph.name = QStringLiteral("%1_t%2").arg(name).arg(t);
        morph.vertices = {2};
        morph.positions = {{x, 1, float(t + 1)}};
        mesh.morphs.append(morph);
    }
    return mesh;
}

inline MorphTrack morphTrack(int mesh, int target, QList<FloatKey> keys)
{
    MorphTrack track;
    track.mesh = mesh;
    track.target = target;
    track.weights = std::move(keys);
    return track;
}

// Meshes a (2 targets), b (1), c (2); clip "face" keys a/0, b/0, c/1 over
// one second at 10 fps.
inline Model morphModel()
{
    Model model;
    model.meshes = {morphMesh(QStringLiteral("a"), 0, 2), morphMesh(QStringLiteral("b"), 2, 1),
                    morphMesh(QStringLiteral("c"), 4, 2)};
    Animation clip;
    clip.name = QStringLiteral("face");
    clip.fps = 10;
    clip.duration = 1.0;
    clip.morphTracks = {morphTrack(0, 0, {{0.0f, 0.0f}, {1.0f, 1.0f}}), morphTrack(1, 0, {{0.0f, 1.0f}, {0.5f, 0.0f}}),
                        morphTrack(2, 1, {{0.2f, 0.5f}, {0.8f, 0.25f}})};
    model.animations = {clip};
    return model;
}

} // namespace quarry::test
