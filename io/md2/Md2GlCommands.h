// Quake II's GL commands: the triangles as strips and fans, which Quake
// II's OpenGL renderer draws (and nothing else).
#pragma once

#include <QList>
#include <QtGlobal>

#include <array>

namespace quarry::md2 {

// A strip (vertices s0, s1, s2, ...: triangle i is s[i], s[i+1], s[i+2],
// its first two swapped for odd i) or a fan (f0, f1, f2, ...: triangle i is
// f0, f[i+1], f[i+2]) of corner indices.
struct GlCommand
{
    bool fan = false;
    QList<quint32> corners;
};

// From each triangle not yet drawn, in order, the longest strip or fan
// starting there (each of its three rotations tried), as qdata's
// BuildGlCmds chooses; triangles are corner indices, winding kept.
QList<GlCommand> buildGlCommands(const QList<std::array<quint32, 3>> &triangles);

} // namespace quarry::md2
