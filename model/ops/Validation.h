// The checks a model gets before it goes to an engine, as a list of
// findings that each point at the objects, vertices or faces concerned.
#pragma once

#include "model/Model.h"
#include "model/Selection.h"

namespace quarry {

struct Finding
{
    enum class Check : quint8 {
        BrokenStreams, // stream lengths or indexes disagree (Mesh::validate)
        NotANumber, // NaN or infinite positions, normals, texcoords, weights
        DegenerateTriangle, // repeated corners or zero area
        UnusedVertex, // no triangle uses it
        WeightSum, // a skinned vertex's weights do not sum to one
        TooManyInfluences, // more than 4 non-zero weights on a vertex
        TooManyJoints, // more than 255 joints (IQM, Quake-family engines)
        MissingTexture, // a texture map's file (or a material named after its texture) is not there
        DuplicateJointName, // two joints or more share a name (JointNameCheck.h)
        UnreadableTexture, // it is there, and the image decoder refuses it (the reason in the message)
    };

    Check check;
    QString message;
    // What to select to show the problem.
    Selection selection;
};

struct ValidationOptions
{
    // Texture paths are relative to this folder (the model's), looked up
    // as the viewport and the engines look them up (model/ops/TextureLookup)
    // and decoded; empty = skip the file check.
    QString baseDirectory;
    float weightTolerance = 1e-3f;
    int maxInfluences = 4;
    int maxJoints = 255;
    // Findings of one kind on one mesh are grouped; at most this many
    // elements are listed in one finding's selection.
    qsizetype maxElements = 100000;
};

QList<Finding> validateModel(const Model &model, const ValidationOptions &options = {});

} // namespace quarry
