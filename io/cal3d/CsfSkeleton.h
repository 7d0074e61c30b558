// CSF, the Cal3D binary skeleton: bones with parent-relative and bone-space
// (inverse bind) transforms, read into the same joints and extras as the
// XSF reader makes, so that either writer can write them.
#pragma once

#include "io/IoResult.h"

namespace quarry {

// Reads the skeleton into model.skeleton (parents first, reordered where
// the file does not already have them so); fileIdToJoint as readXsfSkeleton.
// The file version is kept in model.extras["csf.version"].
ReadResult readCsfSkeleton(const QString &path, QByteArrayView data, QList<int> *fileIdToJoint = nullptr);

// The CSF bytes of model.skeleton, in the version the model was read with
// (else 1100).
WriteResult writeCsfSkeleton(const Model &model, const QString &path);

} // namespace quarry
