// XSF, the Cal3D XML skeleton: bones with parent-relative and bone-space
// (inverse bind) transforms.
#pragma once

#include "io/IoResult.h"

namespace quarry {

// Reads the skeleton into model.skeleton (joints reordered so parents come
// first when the file does not already do that). fileIdToJoint, when given,
// receives for each bone id of the file the joint index it became; meshes
// and animations refer to bones by those ids.
ReadResult readXsfSkeleton(const QString &path, QByteArrayView data, QList<int> *fileIdToJoint = nullptr);

// The XSF text of model.skeleton, in the dialect the model was read with.
WriteResult writeXsfSkeleton(const Model &model, const QString &path);

} // namespace quarry
