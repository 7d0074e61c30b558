// What a file format keeps of the edits some formats cannot store, said
// when the edit is made (runOperation) and when the file is written (the
// format's writer). The formats are named by their readers' ids.
#pragma once

#include "model/Model.h"

#include <QString>

namespace quarry {

// Whether files of `format` ("md5", "iqm", ...) keep vertex normals. MD5
// keeps none: the engine derives them from the triangles and their winding.
bool formatStoresNormals(const QString &format);

// For an edit of normals alone on a document of `format`: the sentence
// saying the edit will not reach the file, or empty where it will.
QString normalsNotStoredNote(const QString &format);

// Whether files of `format` keep morph (vertex) animation: MD3, MD2 and
// MDL frames, glTF morph weights, Cal3D morph animations.
bool formatKeepsMorphAnimation(const QString &format);

// Where writing `model` as `format` would lose all of its animation (its
// animation moves vertices by morph targets alone, as an MD3's frames do,
// and the format keeps none: IQM, IQE, MD5, OBJ...): the sentence saying
// so and naming the formats that keep it; empty otherwise.
QString animationLostNote(const Model &model, const QString &format);

} // namespace quarry
