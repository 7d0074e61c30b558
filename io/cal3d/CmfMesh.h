// CMF, the Cal3D binary mesh: submeshes of vertices (position, normal,
// level-of-detail collapse data, texture coordinate sets, bone influences,
// spring weights), springs, morph targets (version 1300 on) and faces. Read
// into the same meshes, custom attributes and extras as the XMF reader
// makes, so that either writer can write them.
#pragma once

#include "io/IoResult.h"

namespace quarry {

// Reads the mesh into model.meshes; fileIdToJoint as readXmfMesh. The file
// version is kept in model.extras["cmf.version"].
ReadResult readCmfMesh(const QString &path, QByteArrayView data, const QList<int> *fileIdToJoint = nullptr);

// The CMF bytes of model.meshes, in the version the model was read with
// (else 1100; 1300 where a mesh has morph targets, which earlier versions
// cannot hold).
WriteResult writeCmfMesh(const Model &model, const QString &path, const ProgressFn &progress = {});

} // namespace quarry
