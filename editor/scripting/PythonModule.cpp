// The module quarry as an extension of the system's Python 3 (`import
// quarry` with the installed dist-packages on the path): the same
// definition as the interpreter embedded in quarry-editor.
#include "editor/scripting/Module.h"

PYBIND11_MODULE(quarry, m)
{
    quarry::scripting::defineModule(m);
}
