// Triangles turned to face outward as an engine draws them.
//
// Every engine Quarry exports for draws a triangle's front where its
// corners run clockwise on screen and culls the other side (the GL
// renderers of Quake, Quake II, ioquake3 and DarkPlaces; docs/engines.md
// cites them). That is Quarry's own rule: (a, b, c) faces along
// (c - a) x (b - a), and the writers keep each triangle's corners as they
// are. A source that winds its fronts the other way (Cal3D's files mostly
// do) would be drawn inside out, so an engine export turns the triangles
// that face inward:
// - in a mesh with normals, each patch of triangles wound alike (joined
//   across edges they run along in opposite directions) whose fronts turn
//   away from the sums of their vertex normals (area-weighted vote): a
//   model wound both ways is put right patch by patch, and a stray
//   triangle whose normals were smoothed across a fold stays as it is;
// - in a mesh without, each connected part (corners at one position joined)
//   whose triangles face into it: a closed part by the sign of its volume,
//   an open one by the area-weighted vote of its faces against the
//   direction from the part's centre.
// Plain saving and converting between formats keep the winding as read.
#pragma once

#include "io/targets/EngineTarget.h"
#include "model/Model.h"
#include "model/ops/TargetCheck.h"

#include <QMap>

namespace quarry {

struct FaceWindingReport
{
    qsizetype triangles = 0; // in the model
    qsizetype inward = 0; // facing inward: turned by orientFacesOutward
    QMap<int, QList<quint32>> faces; // the inward triangles, per mesh index
};

// The triangles that face inward as the engines draw them; nothing changed.
FaceWindingReport inwardFaces(const Model &model);

// Reverses the triangles inwardFaces finds (corners 1 and 2 swapped, the
// IQE edge smoothing flags with them); returns what it found.
FaceWindingReport orientFacesOutward(Model &model);

// The check's finding for `target` (none when every triangle faces out).
QList<TargetFinding> checkFaceWinding(const Model &model, const EngineTarget &target);

// The export report's line: "N of M triangles turned to face outward for ENGINE".
QString faceWindingFix(const FaceWindingReport &report, const EngineTarget &target);

} // namespace quarry
