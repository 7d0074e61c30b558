#include "editor/ScriptDock.h"

#include "editor/scripting/ScriptSession.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QVBoxLayout>

namespace quarry {

ScriptDock::ScriptDock(Document *document, QWidget *parent)
    : QWidget(parent)
    , m_session(new scripting::ScriptSession(document, this))
{
    const QFont fixed = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    m_output = new QPlainTextEdit(this);
    m_output->setObjectName(QStringLiteral("scriptOutput"));
    m_output->setReadOnly(true);
    m_output->setFont(fixed);
    m_output->setPlaceholderText(
        tr("Python with the open model as doc and the module quarry: try doc.meshes or doc.run(\"flipWinding\")."));
    m_prompt = new QLabel(QStringLiteral(">>>"), this);
    m_prompt->setFont(fixed);
    m_input = new QLineEdit(this);
    m_input->setObjectName(QStringLiteral("scriptInput"));
    m_input->setFont(fixed);
    m_input->installEventFilter(this);
    m_runButton = new QPushButton(tr("Run Script..."), this);
    m_runButton->setObjectName(QStringLiteral("runScriptButton"));
    m_cancelButton = new QPushButton(tr("Cancel"), this);
    m_cancelButton->setObjectName(QStringLiteral("cancelScript"));
    m_cancelButton->setEnabled(false);

    auto *line = new QHBoxLayout;
    line->addWidget(m_prompt);
    line->addWidget(m_input, 1);
    line->addWidget(m_runButton);
    line->addWidget(m_cancelButton);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(m_output, 1);
    layout->addLayout(line);

    connect(m_input, &QLineEdit::returnPressed, this, &ScriptDock::enter);
    connect(m_runButton, &QPushButton::clicked, this, &ScriptDock::chooseAndRunFile);
    connect(m_cancelButton, &QPushButton::clicked, this, &ScriptDock::cancel);
    connect(m_session, &scripting::ScriptSession::runningChanged, this, &ScriptDock::setRunning);
}

ScriptDock::~ScriptDock() = default;

QString ScriptDock::output() const
{
    return m_output->toPlainText();
}

void ScriptDock::append(const QString &text)
{
    if (text.isEmpty())
        return;
    m_output->moveCursor(QTextCursor::End);
    m_output->insertPlainText(text.endsWith(QLatin1Char('\n')) ? text : text + QLatin1Char('\n'));
    m_output->verticalScrollBar()->setValue(m_output->verticalScrollBar()->maximum());
}

void ScriptDock::enter()
{
    if (m_session->isRunning())
        return;
    const QString line = m_input->text();
    m_input->clear();
    if (!line.trimmed().isEmpty() && (m_history.isEmpty() || m_history.last() != line))
        m_history.append(line);
    m_historyPosition = int(m_history.size());
    m_typed.clear();
    append(m_prompt->text() + QLatin1Char(' ') + line);
    const scripting::ScriptSession::Outcome outcome = m_session->enterLine(line);
    append(outcome.output);
    m_prompt->setText(outcome.needsMore ? QStringLiteral("...") : QStringLiteral(">>>"));
}

bool ScriptDock::runFile(const QString &file)
{
    if (m_session->isRunning())
        return false;
    append(tr("# running %1").arg(file));
    const scripting::ScriptSession::Outcome outcome = m_session->runFile(file);
    append(outcome.output);
    const QString name = QFileInfo(file).fileName();
    Q_EMIT message(outcome.cancelled ? tr("Script %1 cancelled.").arg(name)
                   : outcome.ok      ? tr("Script %1 finished.").arg(name)
                                     : tr("Script %1 failed: see the Script dock.").arg(name));
    return outcome.ok;
}

void ScriptDock::chooseAndRunFile()
{
    const QString file = QFileDialog::getOpenFileName(this, tr("Run Script"), QString(),
                                                      tr("Python scripts (*.py);;All files (*)"));
    if (!file.isEmpty())
        runFile(file);
}

void ScriptDock::cancel()
{
    m_session->cancel();
}

void ScriptDock::setRunning(bool running)
{
    m_cancelButton->setEnabled(running);
    m_runButton->setEnabled(!running);
    m_input->setReadOnly(running);
}

void ScriptDock::showHistory(int step)
{
    const int position = std::clamp(m_historyPosition + step, 0, int(m_history.size()));
    if (position == m_historyPosition)
        return;
    if (m_historyPosition == m_history.size())
        m_typed = m_input->text();
    m_historyPosition = position;
    m_input->setText(position == m_history.size() ? m_typed : m_history[position]);
}

bool ScriptDock::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_input && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if (key == Qt::Key_Up || key == Qt::Key_Down) {
            showHistory(key == Qt::Key_Up ? -1 : 1);
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace quarry
