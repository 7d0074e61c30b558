#include "editor/DiskChanges.h"

#include "editor/BackgroundTask.h"
#include "editor/DocumentFiles.h"
#include "io/Formats.h"
#include "io/ModelCompanions.h"
#include "io/md3/Md3PlayerModel.h"
#include "io/xmf/XmfAvatar.h"
#include "model/Document.h"
#include "model/commands/ReloadModelCommand.h"

#include <QAction>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QLabel>
#include <QMainWindow>
#include <QMessageBox>
#include <QTimer>
#include <QToolBar>
#include <QUndoStack>

namespace quarry {

namespace {
// A program writing a file may touch it several times in a row: look once
// it has settled.
constexpr int kSettleMs = 300;
} // namespace

DiskChanges::DiskChanges(Document *document, DocumentFiles *files, BackgroundTask *task, QMainWindow *window)
    : QObject(window)
    , m_document(document)
    , m_task(task)
    , m_window(window)
    , m_watcher(new QFileSystemWatcher(this))
    , m_bar(new QToolBar(tr("File Changed on Disk"), window))
    , m_text(new QLabel(m_bar))
{
    m_bar->setObjectName(QStringLiteral("diskChangeBar"));
    m_bar->setMovable(false);
    m_bar->setFloatable(false);
    m_bar->toggleViewAction()->setVisible(false);
    m_text->setObjectName(QStringLiteral("diskChangeText"));
    m_text->setContentsMargins(6, 0, 12, 0);
    m_bar->addWidget(m_text);
    QAction *reloadAction = m_bar->addAction(tr("&Reload"), this, [this] { reload(); });
    reloadAction->setObjectName(QStringLiteral("reloadFromDisk"));
    reloadAction->setToolTip(tr("Read the file again (one undo step: Undo brings back what the editor had)"));
    QAction *ignoreAction = m_bar->addAction(tr("&Ignore"), this, &DiskChanges::ignore);
    ignoreAction->setObjectName(QStringLiteral("ignoreDiskChange"));
    ignoreAction->setToolTip(tr("Keep the model as it is in the editor"));
    window->addToolBarBreak(Qt::TopToolBarArea);
    window->addToolBar(Qt::TopToolBarArea, m_bar);
    m_bar->hide();

    connect(m_watcher, &QFileSystemWatcher::fileChanged, this,
            [this] { QTimer::singleShot(kSettleMs, this, &DiskChanges::check); });
    connect(document, &Document::modelReset, this, [this] {
        remember();
        m_bar->hide();
    });
    connect(document, &Document::filePathChanged, this, &DiskChanges::remember);
    connect(files, &DocumentFiles::saved, this, [this] {
        remember();
        m_bar->hide();
    });
    remember();
}

DiskChanges::Stamp DiskChanges::stampOf(const QString &path)
{
    const QFileInfo info(path);
    if (path.isEmpty() || !info.exists())
        return {};
    return {true, info.lastModified(), info.size()};
}

void DiskChanges::remember()
{
    m_path = m_document->filePath();
    m_known = stampOf(m_path);
    watch();
}

void DiskChanges::watch()
{
    // A file replaced by rename (as QSaveFile and many editors write) is no
    // longer watched: watch the path again.
    if (!m_watcher->files().isEmpty())
        m_watcher->removePaths(m_watcher->files());
    if (!m_path.isEmpty() && QFileInfo::exists(m_path))
        m_watcher->addPath(m_path);
}

void DiskChanges::check()
{
    if (m_path.isEmpty())
        return;
    if (m_task->isRunning()) { // a save or open of our own is under way
        QTimer::singleShot(kSettleMs, this, &DiskChanges::check);
        return;
    }
    watch();
    const Stamp now = stampOf(m_path);
    if (now == m_known)
        return;
    const QString name = QFileInfo(m_path).fileName();
    m_text->setText(now.exists ? tr("%1 was changed on disk by another program.").arg(name)
                               : tr("%1 was removed or renamed on disk by another program.").arg(name));
    m_bar->actions().value(1)->setEnabled(now.exists); // Reload
    m_bar->show();
}

bool DiskChanges::reload()
{
    if (m_task->isRunning())
        return false;
    ReadOptions options;
    if (m_document->format() == QLatin1String("xmf") || m_document->format() == QLatin1String("cmf")
        || m_document->format() == QLatin1String("md5"))
        options.companions = companionsBeside(m_path);
    // A player opened as one model is read again as one.
    if (isQuake3PlayerModel(m_document->model()))
        options.options.insert(QLatin1String(kMd3PlayerOption), true);
    const QString path = m_path;
    ReadResult result;
    const bool finished = m_task->run(tr("Reloading %1").arg(QFileInfo(path).fileName()),
                                      [&](const ProgressFn &progress) {
                                          ReadOptions o = options;
                                          o.progress = progress;
                                          result = readModelFile(path, o);
                                      });
    if (!finished)
        return false;
    if (!result.ok()) {
        if (result.error->message != cancelledMessage())
            QMessageBox::critical(m_window, tr("Cannot reload"), result.error->toString());
        return false;
    }
    auto *command = new ReloadModelCommand(m_document, result.model);
    if (command->changesModel())
        m_document->undoStack()->push(command);
    else
        delete command;
    // The document is what the file holds now.
    m_document->undoStack()->setClean();
    m_known = stampOf(path);
    m_bar->hide();
    Q_EMIT message(tr("Reloaded %1 from disk; Undo brings back the model as it was.").arg(path));
    return true;
}

void DiskChanges::ignore()
{
    m_known = stampOf(m_path);
    m_bar->hide();
}

} // namespace quarry
