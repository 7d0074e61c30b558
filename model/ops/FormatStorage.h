// What a file format keeps of the edits some formats cannot store, said
// when the edit is made (runOperation) and when the file is written (the
// format's writer). The formats are named by their readers' ids.
#pragma once

#include <QString>

namespace quarry {

// Whether files of `format` ("md5", "iqm", ...) keep vertex normals. MD5
// keeps none: the engine derives them from the triangles and their winding.
bool formatStoresNormals(const QString &format);

// For an edit of normals alone on a document of `format`: the sentence
// saying the edit will not reach the file, or empty where it will.
QString normalsNotStoredNote(const QString &format);

} // namespace quarry
