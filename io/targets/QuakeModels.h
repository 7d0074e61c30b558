// A Quake engine's files for a model (the targets with EngineTarget::
// quakeModel): progs/NAME.mdl (io/mdl/MdlWriter, the engine's numbers
// checked on the file written: vertices, triangles, poses, skins),
// progs/NAME.qc with its frames for QuakeC, and the enhanced model the
// engine reads in its place where it reads one: the re-release's MD5
// convention (progs/NAME.md5mesh, one progs/NAME.md5anim of the .mdl's
// frames one for one at 0.1 s, each mesh's skin progs/SHADER_00_00.tga or
// .lmp), or progs/NAME.md3 of the same frames for a model without a
// skeleton.
#pragma once

#include "io/targets/TargetExport.h"
#include "io/targets/TargetTextures.h"

namespace quarry {

// False with result.error set when a file cannot be made or the .mdl
// breaks the engine's limits.
bool quakeModelFiles(const Model &model, const EngineTarget &target, const TargetExportOptions &options,
                     const QString &name, const TargetTextures &textures, QList<FileBytes> &files,
                     TargetExportResult &result);

// An 8-bit image as Quake's .lmp: width and height (little-endian 32-bit)
// and the palette indices.
QByteArray quakeLmp(int width, int height, const QByteArray &indices);

} // namespace quarry
