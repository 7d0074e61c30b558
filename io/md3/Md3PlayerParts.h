// What the reader and the writer of a Quake III player model
// (io/md3/Md3PlayerModel) agree on: the parts' order and names, and the
// extras that say which part a joint, mesh, material or clip came from.
#pragma once

#include <QString>

namespace quarry {

inline constexpr int kPlayerPartCount = 3; // lower, upper, head

// Joint, mesh, material extras: the part's index; clip extras: per part
// name its index among the part's clips and its extras as read.
inline constexpr char kPlayerPartKey[] = "md3.playerPart";
// Mesh extras: md3MeshKey of the mesh as the player model placed it, to
// tell a mesh no edit touched (its part's mesh is written as read).
inline constexpr char kPlayerMeshKey[] = "md3.playerMesh";
// Joint extras: a joint the player model adds under a scaled tag to cancel
// the tag's scale (the game attaches with the axes normalised); no part
// holds it, and saving leaves it out.
inline constexpr char kPlayerAttachKey[] = "md3.playerAttach";

inline QString playerPartName(int part)
{
    return part == 0 ? QStringLiteral("lower") : part == 1 ? QStringLiteral("upper") : QStringLiteral("head");
}

} // namespace quarry
