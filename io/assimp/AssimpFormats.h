// The interchange formats among Quarry's formats (io/Formats.h): read
// through Assimp, in a child process where the system allows, and glTF,
// OBJ and Collada written through Assimp's writers. Only the programs that
// link quarry_io_assimp have them: quarry-editor, the tests and the
// benchmarks; the `quarry` executable hands commands that name them on to
// quarry-editor, and so does not load Assimp.
#pragma once

namespace quarry {

// Adds them (addFormatHandlers) and Assimp's version to libraryVersions():
// once, as the program starts, before anything asks for the formats.
void enableAssimpFormats();

} // namespace quarry
