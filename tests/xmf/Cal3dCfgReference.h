// What libcal3d holds for a whole .cfg avatar (several meshes on one
// skeleton, scaled by CalCoreModel::scale where the list gives scale=),
// and how it skins it: the reference for Quarry's .cfg reading.
#pragma once

#include "Cal3dReference.h"

// Loads every file the list names into one CalCoreModel, in the list's
// order, then scales it; the meshes' submeshes follow one another in
// submeshVertices. The list is parsed here, independently of Quarry's parser.
Cal3dAvatar loadCfgWithCal3d(const QString &cfg);

// Vertex positions of every submesh of every mesh, in order, as libcal3d
// skins the avatar with its first animation at each of `times`.
QList<QList<QVector3D>> skinCfgWithCal3d(const QString &cfg, const QList<float> &times);
