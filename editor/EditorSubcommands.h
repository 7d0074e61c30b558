// The subcommands only quarry-editor runs: `quarry render` (OpenGL) and
// `quarry script` (Python). The light `quarry` executable hands them on
// (editor/cli/LightMain.cpp); the others are in editor/cli/CommandLine.
#pragma once

#include <QStringList>

namespace quarry {

// Runs the subcommand isEditorSubcommand() names; returns the exit code.
int runEditorSubcommand(const QStringList &arguments);

} // namespace quarry
