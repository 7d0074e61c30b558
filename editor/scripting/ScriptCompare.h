// doc.compare(other, times=..., tolerance=...): the report of `quarry
// compare --json` as a dict.
#pragma once

#include "editor/scripting/Python.h"

namespace quarry::scripting {

class ScriptDocument;

py::object compareDocument(const ScriptDocument &self, const py::object &other, const py::object &times,
                           double tolerance, bool fitScale);

} // namespace quarry::scripting
