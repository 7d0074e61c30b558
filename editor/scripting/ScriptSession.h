// Python in the editor: a console and script runs with the window's
// document bound as `doc`. Each run (a console entry or a whole script) is
// one undo step on the document's stack; a run that fails or is cancelled
// is taken back, so the document is as it was before it.
//
// Cancelling: while Python runs, a trace hook lets the window handle events
// every few milliseconds (so a Cancel button can be clicked) and raises
// KeyboardInterrupt at the next line of Python once cancel() was called.
// An operation already running in C++ (one doc.run) finishes first.
#pragma once

#include <QObject>
#include <QPointer>
#include <QString>

#include <memory>

namespace quarry {

class Document;

namespace scripting {

class ScriptSession : public QObject
{
    Q_OBJECT

public:
    explicit ScriptSession(Document *document, QObject *parent = nullptr);
    ~ScriptSession() override;

    struct Outcome
    {
        bool ok = true;
        bool cancelled = false;
        bool needsMore = false; // a console entry that continues on the next line
        QString output; // what the code printed, tracebacks included
    };

    // One console line, as Python's interactive prompt takes it: an
    // expression's value is printed; an unfinished block asks for more.
    Outcome enterLine(const QString &line);
    // A script file, as __main__ with sys.argv = [file].
    Outcome runFile(const QString &file);

    bool isRunning() const { return m_running; }
    // Stops the running code at its next line of Python.
    void cancel();

Q_SIGNALS:
    void runningChanged(bool running);

private:
    struct State;
    Outcome run(const QString &label, const std::function<bool(QString &)> &body);

    QPointer<Document> m_document;
    std::unique_ptr<State> m_state;
    bool m_running = false;
};

} // namespace scripting
} // namespace quarry
