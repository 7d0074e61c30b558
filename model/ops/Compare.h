// How far two models differ: their structure (meshes, vertices, triangles,
// joints, animations, materials, texture paths), every joint's world
// position and every skinned vertex at evenly spaced times of each
// animation both have, and the texture coordinates and normals of vertices
// that match. Distances are fractions of model A's bind-pose height, so
// one tolerance fits models of any size. `quarry compare`, doc.compare and
// the editor's Compare dock all call compareModels.
#pragma once

#include "model/Model.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <functional>

namespace quarry {

struct CompareOptions
{
    // Times sampled per animation: 0 takes every frame of the coarser of
    // the two, at most kDefaultMostTimes.
    int frames = 0;
    // Explicit times in seconds (applied to every matched animation);
    // when given, `frames` is ignored.
    QList<double> times;
    // The largest distance allowed, as a fraction of the height.
    double tolerance = 0.005;
    // Told the fraction done after the matching and after each animation;
    // returning false stops the comparison there (the report is then
    // incomplete: the caller drops it). Called on the calling thread.
    std::function<bool(double)> progress;
    // Scale B (about its origin) so that its bind pose is A's height before
    // measuring: a conversion made with --height or --scale compared for
    // its shape and motion alone. CompareReport::scale says by how much.
    bool fitScale = false;
};

inline constexpr int kDefaultMostTimes = 500;

// One thing the two models do not share ("meshes", "vertices", "joint",
// "animation", "material", "texture", ...), said in a sentence.
struct StructureDifference
{
    QString kind;
    QString message;
};

// The largest and mean of a distance measured over many samples, and
// where the largest was. Distances are fractions of the height.
struct Deviation
{
    double largest = 0;
    double mean = 0;
    qint64 samples = 0;
    int animation = -1; // index into CompareReport::animations; -1 for the bind pose
    double time = 0; // seconds into that animation
    // Joints: the joint of A (and B) that gave the largest.
    int joint = -1;
    int jointB = -1;
    // Vertices: the vertex of A and the vertex of B that gave the largest.
    int mesh = -1;
    int vertex = -1;
    int meshB = -1;
    int vertexB = -1;
};

struct AnimationComparison
{
    int animationA = -1;
    int animationB = -1;
    QString name; // A's name (B's where A's is empty)
    double fpsA = 0, fpsB = 0;
    double durationA = 0, durationB = 0;
    int timeCount = 0;
    Deviation joints;
    Deviation surface;
};

struct CompareReport
{
    double height = 0; // of A's bind pose: its Z extent (its largest extent when flat in Z)
    double tolerance = 0.005;
    // B was scaled by `scale` to A's height before measuring (fitScale);
    // 1 otherwise.
    bool fitScale = false;
    double scale = 1;
    QList<StructureDifference> differences;

    // Matching.
    int jointsMatched = 0;
    qsizetype verticesMatched = 0; // vertices of A with a counterpart in B
    qsizetype unmatchedA = 0; // vertices of A with none
    qsizetype unmatchedB = 0; // vertices of B with none
    // Where one model has no skeleton and its animations move it (an MD3),
    // there is no bind pose to compare: the vertices were matched where A's
    // animation `matchedAtAnimation` and its counterpart start, and the bind
    // pose and the normals are not compared. -1: matched in the bind pose.
    int matchedAtAnimation = -1;

    // Bind pose: matched vertices' positions, texture coordinates (first
    // set, in texture units) and normals (degrees between them).
    Deviation bindSurface;
    Deviation texcoords;
    Deviation normals;

    QList<AnimationComparison> animations;
    // Over every animation (the bind pose where there is none).
    Deviation joints;
    Deviation surface;

    // Every joint and surface distance within the tolerance, every vertex matched.
    bool withinTolerance() const;
};

CompareReport compareModels(const Model &a, const Model &b, const CompareOptions &options = {});

// What fitScale scales B by: A's comparison height over B's.
double fitScaleFactor(const Model &a, const Model &b);
// `model` scaled by `factor` about its origin (meshes, skeleton, animations).
Model scaledModel(const Model &model, double factor);

// The height distances are fractions of: the Z extent of the bind pose, or
// its largest extent where that is 0; 1 for an empty model.
double comparisonHeight(const Model &model);

// One line of the report for people, and what it names in A (for the
// Compare dock: a click selects it and moves the timeline to its time).
struct CompareLine
{
    QString text;
    int indent = 0;
    bool named = false; // whether the fields below say where
    int animation = -1; // A's animation; -1 for the bind pose
    double time = 0;
    int joint = -1;
    int mesh = -1;
    int vertex = -1;
};

// The report as JSON (for --json, scripts and CI) and as lines for people;
// `a` and `b` name the models' joints, meshes and animations.
QJsonObject compareReportJson(const CompareReport &report, const Model &a, const Model &b);
QList<CompareLine> compareReportLines(const CompareReport &report, const Model &a, const Model &b);
QString compareReportText(const CompareReport &report, const Model &a, const Model &b);

// Per vertex of every mesh of A, the distance (fraction of the height) to
// its counterpart in B at one time of a matched animation (-1 = bind pose),
// -1 for a vertex with none: what the Deviation draw mode colours.
QList<QList<float>> vertexDeviations(const Model &a, const Model &b, int animationA, int animationB, double time);

} // namespace quarry
