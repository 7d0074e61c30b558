// The up axis an interchange file declares, as Assimp reads it: glTF is Y
// up by its specification, Collada says so in <up_axis> (Y up where it
// does not), FBX in the scene's UpAxis and UpAxisSign metadata. Quarry is
// Z up: the importer turns such a file Z up unless asked to leave the axes
// as stored. Internal to the Assimp importer.
#pragma once

#include <QQuaternion>
#include <QString>

struct aiScene;

namespace quarry::assimp {

// "+y", "-x", ... or empty where the file declares no up axis (OBJ, ...).
QString declaredUpAxis(const aiScene &scene, const QString &path);

// The rotation that takes the declared up axis to +Z; identity for "+z" or
// anything not understood.
QQuaternion turnToZUp(const QString &axis);

} // namespace quarry::assimp
