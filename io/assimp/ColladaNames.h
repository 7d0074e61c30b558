// Joint names that Quarry's Collada export writes as node ids Assimp's
// reader can animate ("Finger.L.001" as id "Finger_L_001", name
// "Finger.L.001", see AssimpExporter.cpp), read back from the file's
// node names. Internal to the Assimp importer.
#pragma once

#include <QHash>
#include <QString>

namespace quarry::assimp {

// For a .dae file: node id -> node name, for the nodes whose id is their
// name with every '.' made '_' (and "_2" and on where that was taken).
// Empty for other files and where the file cannot be read as XML.
QHash<QString, QString> colladaNamesForIds(const QString &path);

} // namespace quarry::assimp
