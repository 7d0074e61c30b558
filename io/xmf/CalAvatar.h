// A Cal3D avatar put together from its files: one skeleton, any number of
// meshes joined on it, animations and materials, each file read through
// the reader of its own format (io/xmf/CalParts.h). What an .xmf opened
// with companions, several meshes given together and a .cfg list all read.
#pragma once

#include "io/IoResult.h"

namespace quarry {

// Model and mesh extras that say where an avatar's parts came from, so
// that a .cfg is written back with the same files (io/xmf/CalCfgFormat).
inline constexpr char kCalMeshFile[] = "cal3d.meshFile"; // Mesh: the file (as named) it was read from
inline constexpr char kCalFile[] = "cal3d.file"; // Animation, Material: the file as named

struct CalAvatarSources
{
    QString skeleton; // may be empty: the meshes are read without one
    QStringList meshes; // in order; each file's submeshes become meshes
    QStringList animations; // one animation each, named after the file
    // Morph animations (XPF, CPF), one animation each after the others,
    // keying the morph targets of the meshes.
    QStringList morphAnimations;
    QStringList materials; // index = material id, see `materialOrder`
    // The names as the user (or the .cfg) wrote them, parallel to the lists
    // above (empty: the file names), kept in the parts' extras.
    QStringList meshNames, animationNames, materialNames, morphAnimationNames;
    // True: material ids are the order given (a .cfg list). False: the
    // numbers of <base>_N names where every file has one (MaterialIds.h).
    bool materialsInGivenOrder = false;
    // The first mesh's bytes, when the caller has them mapped already.
    QByteArrayView firstMeshData;
};

// Reads and joins the files. With several mesh files, each submesh becomes
// a mesh named "<file base name>_<submesh name>" (one file keeps the
// reader's submesh names) and records its file in extras[kCalMeshFile]; a
// mesh whose influences name a bone the skeleton lacks is an error naming
// that mesh file.
ReadResult readCalAvatar(const CalAvatarSources &sources, const ReadOptions &options);

} // namespace quarry
