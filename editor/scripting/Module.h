// The Python module `quarry`: defined once, built into the embedded
// interpreter (quarry script, the Script dock).
#pragma once

#include "editor/scripting/Python.h"

namespace quarry::scripting {

void defineModule(py::module_ &module);
// Makes `import quarry` work in the interpreter started next; call before
// starting Python.
void registerModule();

} // namespace quarry::scripting
