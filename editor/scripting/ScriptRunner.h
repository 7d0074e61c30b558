// Running a Python script file with the module `quarry` importable, as
// `quarry script FILE.py [ARGS...]` does.
#pragma once

#include <QStringList>

namespace quarry::scripting {

// Starts Python, sets sys.argv to [file, arguments...], runs the file as
// __main__ and returns its exit status: 0 when it ends, SystemExit's code
// when it calls sys.exit, 1 after printing the traceback of an uncaught
// exception (or when the file cannot be read).
int runScriptFile(const QString &file, const QStringList &arguments);

} // namespace quarry::scripting
