// The scripting reference, written from the operation registry itself:
// docs/scripting/operations.md (every id, its category, label, options and
// aliases) and quarry.pyi (the module's stub for editors' completion, with
// one `run` overload per operation). tst_operations_reference compares the
// checked-in files with these, so the reference cannot drift from the code.
#pragma once

#include <QString>

namespace quarry::scripting {

QString operationsMarkdown();
QString pythonStub();

} // namespace quarry::scripting
