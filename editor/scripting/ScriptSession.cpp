#include "editor/scripting/ScriptSession.h"

#include "editor/scripting/Module.h"
#include "editor/scripting/Python.h"
#include "editor/scripting/ScriptDocument.h"
#include "model/Document.h"
#include "model/UndoSteps.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>

#include <frameobject.h>

namespace quarry::scripting {

namespace {

// The editor's interpreter: started on first use, ended when the
// application quits.
void ensureInterpreter()
{
    if (Py_IsInitialized())
        return;
    registerModule();
    py::initialize_interpreter(false);
    // Threads other than the GUI thread never run Python; keep the GIL here.
    QObject::connect(qApp, &QCoreApplication::aboutToQuit, [] {
        if (Py_IsInitialized())
            py::finalize_interpreter();
    });
}

// What the trace hook reads: the session being run and when it last let the
// event loop run.
struct Running
{
    bool *cancelled = nullptr;
    QElapsedTimer sinceEvents;
};
Running *g_running = nullptr;

int traceHook(PyObject *, PyFrameObject *, int what, PyObject *)
{
    if (!g_running || what != PyTrace_LINE)
        return 0;
    if (g_running->sinceEvents.elapsed() > 30) {
        QCoreApplication::processEvents(QEventLoop::ExcludeSocketNotifiers);
        g_running->sinceEvents.restart();
    }
    if (*g_running->cancelled) {
        PyErr_SetString(PyExc_KeyboardInterrupt, "cancelled");
        return -1;
    }
    return 0;
}

} // namespace

struct ScriptSession::State
{
    py::dict globals;
    py::object console; // code.InteractiveConsole over globals
    bool cancelled = false;
};

ScriptSession::ScriptSession(Document *document, QObject *parent)
    : QObject(parent)
    , m_document(document)
{ }

ScriptSession::~ScriptSession()
{
    if (m_state && Py_IsInitialized()) {
        // Python objects go while the interpreter still runs.
        py::gil_scoped_acquire gil;
        m_state.reset();
    } else if (m_state) {
        // The interpreter has ended: its objects are gone with it.
        m_state->globals.release();
        m_state->console.release();
        m_state.reset();
    }
}

void ScriptSession::cancel()
{
    if (m_state)
        m_state->cancelled = true;
}

ScriptSession::Outcome ScriptSession::run(const QString &label, const std::function<bool(QString &)> &body)
{
    Outcome outcome;
    if (m_running || !m_document) {
        outcome.ok = false;
        outcome.output = tr("A script is already running.\n");
        return outcome;
    }
    ensureInterpreter();
    if (!m_state) {
        m_state = std::make_unique<State>();
        m_state->globals = py::dict();
        m_state->globals["__name__"] = "__console__";
        m_state->globals["__builtins__"] = py::module_::import("builtins");
        m_state->globals["quarry"] = py::module_::import("quarry");
        m_state->globals["doc"] = py::cast(std::make_unique<ScriptDocument>(m_document.data()));
        m_state->console = py::module_::import("code").attr("InteractiveConsole")(m_state->globals);
    }
    m_running = true;
    m_state->cancelled = false;
    Q_EMIT runningChanged(true);

    QUndoStack *stack = m_document->undoStack();
    const int before = stack->index();
    // The step opens with the first command pushed: a run that changes
    // nothing leaves the stack, Redo included, as it was.
    beginPendingStep(*m_document, label);
    Running running;
    running.cancelled = &m_state->cancelled;
    running.sinceEvents.start();
    g_running = &running;

    py::module_ sys = py::module_::import("sys");
    const py::object oldOut = sys.attr("stdout"), oldErr = sys.attr("stderr");
    const py::object buffer = py::module_::import("io").attr("StringIO")();
    sys.attr("stdout") = buffer;
    sys.attr("stderr") = buffer;
    PyEval_SetTrace(&traceHook, nullptr);
    bool failed = false;
    try {
        failed = !body(outcome.output);
    } catch (py::error_already_set &e) {
        // Errors the console did not print itself (a script file's).
        failed = true;
        if (e.matches(PyExc_SystemExit)) {
            const py::object code = e.value().attr("code");
            failed = !(code.is_none() || (py::isinstance<py::int_>(code) && code.cast<int>() == 0));
            if (failed && !py::isinstance<py::int_>(code))
                buffer.attr("write")(py::str(code) + py::str("\n"));
        } else {
            e.restore();
            PyErr_Print();
        }
    }
    PyEval_SetTrace(nullptr, nullptr);
    sys.attr("stdout") = oldOut;
    sys.attr("stderr") = oldErr;
    g_running = nullptr;
    outcome.output += toQString(buffer.attr("getvalue")());
    outcome.cancelled = m_state->cancelled;
    if (outcome.cancelled) {
        failed = true;
        outcome.output += tr("Cancelled: the document is as it was before.\n");
    }
    outcome.ok = !failed;

    // One step for the run, none when it changed nothing or failed.
    if (endPendingStep(*m_document) && stack->index() > before) {
        const QUndoCommand *macro = stack->command(stack->index() - 1);
        if (failed || macro->childCount() == 0)
            discardLastStep(stack);
    }
    m_running = false;
    Q_EMIT runningChanged(false);
    return outcome;
}

ScriptSession::Outcome ScriptSession::enterLine(const QString &line)
{
    bool more = false;
    const QString label = line.trimmed().size() > 48 ? line.trimmed().left(47) + QChar(0x2026) : line.trimmed();
    Outcome outcome = run(tr("Script: %1").arg(label), [this, &line, &more](QString &) {
        // InteractiveConsole prints an error's traceback itself and notes
        // the error in sys.last_value.
        py::module_ sys = py::module_::import("sys");
        sys.attr("last_value") = py::none();
        more = m_state->console.attr("push")(toPython(line)).cast<bool>();
        return sys.attr("last_value").is_none();
    });
    outcome.needsMore = more;
    return outcome;
}

ScriptSession::Outcome ScriptSession::runFile(const QString &file)
{
    return run(tr("Run Script %1").arg(QFileInfo(file).fileName()), [this, &file](QString &) {
        py::dict main;
        main["__name__"] = "__main__";
        main["__builtins__"] = py::module_::import("builtins");
        main["__file__"] = toPython(file);
        main["quarry"] = m_state->globals["quarry"];
        main["doc"] = m_state->globals["doc"];
        py::list argv;
        argv.append(toPython(file));
        py::module_::import("sys").attr("argv") = argv;
        py::eval_file(toPython(file), main);
        return true;
    });
}

} // namespace quarry::scripting
