// The Script dock: a Python console on the window's document (bound as
// `doc`, the module as `quarry`), its output, a history of entered lines
// (Up and Down), Run Script… and Cancel. Every entry and every script run
// is one undo step; one that fails or is cancelled changes nothing.
#pragma once

#include <QStringList>
#include <QWidget>

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;

namespace quarry {

class Document;

namespace scripting {
class ScriptSession;
}

class ScriptDock : public QWidget
{
    Q_OBJECT

public:
    explicit ScriptDock(Document *document, QWidget *parent = nullptr);
    ~ScriptDock() override;

    // Runs a script file on the document; false when it failed or was cancelled.
    bool runFile(const QString &file);
    // Asks for a script file and runs it.
    void chooseAndRunFile();
    void cancel();

    QString output() const;
    scripting::ScriptSession *session() const { return m_session; }

Q_SIGNALS:
    void message(const QString &text);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void enter();
    void append(const QString &text);
    void showHistory(int step);
    void setRunning(bool running);

    scripting::ScriptSession *m_session;
    QPlainTextEdit *m_output;
    QLabel *m_prompt;
    QLineEdit *m_input;
    QPushButton *m_runButton;
    QPushButton *m_cancelButton;
    QStringList m_history;
    int m_historyPosition = 0; // m_history.size() = the line being typed
    QString m_typed; // what was typed before going back in history
};

} // namespace quarry
