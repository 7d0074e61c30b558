// pybind11 and Python's headers, included where Qt's `slots` keyword macro
// cannot clash with Python's own use of the word.
#pragma once

#pragma push_macro("slots")
#undef slots
#include <pybind11/embed.h>
#include <pybind11/eval.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>
#pragma pop_macro("slots")

#include <QString>
#include <QVariant>

namespace quarry::scripting {

namespace py = pybind11;

// What the module raises as quarry.Error: a message for the user.
struct ScriptError
{
    QString message;
};

// Qt strings and variants to and from Python objects.
py::str toPython(const QString &text);
QString toQString(const py::handle &object);
py::object toPython(const QVariant &value);
// Bools, numbers, strings, None, lists, tuples and dicts; anything else
// raises quarry.Error naming `what`.
QVariant toVariant(const py::handle &object, const QString &what);

} // namespace quarry::scripting
