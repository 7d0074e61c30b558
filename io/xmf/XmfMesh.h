// XMF, the Cal3D XML mesh: submeshes of vertices (position, normal, color,
// level-of-detail collapse data, texture coordinate sets, bone influences,
// spring weights), springs, morph targets and faces. Each submesh becomes
// one Mesh; what the model has no field for is kept in extras and custom
// attributes so that the writer gives the same file back.
#pragma once

#include "io/IoResult.h"

namespace quarry {

// Reads the mesh into model.meshes. fileIdToJoint maps the skeleton's bone
// ids to joint indexes (see readXsfSkeleton); when null the mesh is read
// without a skeleton and influence ids are kept as they are.
ReadResult readXmfMesh(const QString &path, QByteArrayView data, const QList<int> *fileIdToJoint = nullptr);

// The XMF text of model.meshes, in the dialect the model was read with.
WriteResult writeXmfMesh(const Model &model, const QString &path, const ProgressFn &progress = {});

} // namespace quarry
