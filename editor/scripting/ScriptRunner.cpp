#include "editor/scripting/ScriptRunner.h"

#include "editor/scripting/Module.h"
#include "editor/scripting/Python.h"
#include "model/Translate.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <cstdio>

namespace quarry::scripting {

namespace {

QUARRY_NAMESPACE_TR("quarry::scripting")

// The exit status SystemExit asks for, printing its message as Python does.
int exitStatus(const py::error_already_set &exit)
{
    const py::object code = exit.value().attr("code");
    if (code.is_none())
        return 0;
    if (py::isinstance<py::int_>(code))
        return code.cast<int>();
    const py::module_ sys = py::module_::import("sys");
    sys.attr("stderr").attr("write")(py::str(code) + py::str("\n"));
    return 1;
}

} // namespace

int runScriptFile(const QString &file, const QStringList &arguments)
{
    const QFileInfo info(file);
    if (!info.isFile() || !info.isReadable()) {
        std::fprintf(stderr, "%s\n", qPrintable(tr("error: cannot read the script %1").arg(file)));
        return 1;
    }
    // No signal handlers: Ctrl+C ends quarry as it ends any command.
    registerModule();
    py::scoped_interpreter interpreter(false);
    int status = 0;
    try {
        py::module_ sys = py::module_::import("sys");
        py::list argv;
        argv.append(toPython(file));
        for (const QString &a : arguments)
            argv.append(toPython(a));
        sys.attr("argv") = argv;
        // As `python3 FILE.py` does: the script's folder first on the path.
        sys.attr("path").attr("insert")(0, toPython(info.absolutePath()));
        py::dict globals;
        globals["__name__"] = "__main__";
        globals["__builtins__"] = py::module_::import("builtins");
        globals["__file__"] = toPython(file);
        py::eval_file(toPython(file), globals);
    } catch (py::error_already_set &e) {
        if (e.matches(PyExc_SystemExit)) {
            status = exitStatus(e);
        } else {
            e.restore();
            PyErr_Print(); // the traceback, with file and line
            status = 1;
        }
    }
    // Printed output reaches the terminal before quarry's own.
    try {
        py::module_ sys = py::module_::import("sys");
        sys.attr("stdout").attr("flush")();
        sys.attr("stderr").attr("flush")();
    } catch (py::error_already_set &) { }
    return status;
}

} // namespace quarry::scripting
