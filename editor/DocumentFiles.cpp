#include "editor/DocumentFiles.h"

#include "editor/BackgroundTask.h"
#include "editor/ExportDialog.h"
#include "editor/ExportPaths.h"
#include "editor/ExportReport.h"
#include "editor/PlayerQuestion.h"
#include "editor/Preferences.h"
#include "editor/SaveAsDialog.h"
#include "editor/cli/CompanionFiles.h"
#include "io/Export.h"
#include "io/Formats.h"
#include "io/ModelCompanions.h"
#include "io/md3/Md3PlayerModel.h"
#include "io/xmf/XmfAvatar.h"
#include "model/Document.h"
#include "model/UndoBudget.h"
#include "model/commands/ImportModelCommand.h"
#include "views/timeline/TimelineView.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QSaveFile>
#include <QSettings>
#include <QUndoStack>

#include <algorithm>

namespace quarry {

namespace {
const char *const kRecentKey = "recentFiles";

QString joinWarnings(const QList<Diagnostic> &warnings)
{
    QStringList lines;
    for (const Diagnostic &d : warnings)
        lines << d.toString();
    return lines.join(QLatin1Char('\n'));
}
} // namespace

DocumentFiles::DocumentFiles(Document *document, BackgroundTask *task, QWidget *window)
    : QObject(window)
    , m_document(document)
    , m_task(task)
    , m_window(window)
{
    m_skeletonPrompt = [this](const QString &skeleton) {
        return QMessageBox::question(m_window, tr("Skeleton beside the mesh"),
                                     tr("%1 lies beside this mesh. Open the mesh with this skeleton?")
                                         .arg(QFileInfo(skeleton).fileName()),
                                     QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes)
               == QMessageBox::Yes;
    };
}

bool DocumentFiles::maybeSave()
{
    if (!m_document->isModified())
        return true;
    const auto answer = QMessageBox::warning(
        m_window, tr("Unsaved changes"), tr("%1 has unsaved changes. Save them?").arg(m_document->displayName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void DocumentFiles::newModel()
{
    if (maybeSave())
        m_document->resetModel({});
}

void DocumentFiles::open()
{
    // Unsaved changes are settled before the user picks a file, not after.
    if (m_task->isRunning() || !maybeSave())
        return;
    const QStringList paths = m_openChooser ? m_openChooser()
                                            : QFileDialog::getOpenFileNames(m_window, tr("Open Model"),
                                                                            QFileInfo(m_document->filePath()).path(),
                                                                            readFilters().join(QStringLiteral(";;")));
    if (paths.isEmpty())
        return;
    const FileGroup group = groupFiles(paths);
    if (!group.model.isEmpty())
        load(group.model, group.companions);
}

bool DocumentFiles::openFiles(const QStringList &paths)
{
    const FileGroup group = groupFiles(paths);
    if (group.model.isEmpty())
        return false;
    return openFile(group.model, group.companions);
}

bool DocumentFiles::openFile(const QString &path, const QStringList &companions)
{
    if (m_task->isRunning() || !maybeSave())
        return false;
    return load(path, companions);
}

bool DocumentFiles::load(const QString &path, const QStringList &companions)
{
    ReadOptions options;
    options.companions = companions;
    // Meshes chosen together join on the skeleton beside the first, as one mesh would.
    const bool onlyMeshes = std::all_of(companions.cbegin(), companions.cend(), isCalMeshFile);
    if (onlyMeshes) {
        const QString skeleton = skeletonBeside(path);
        const Preferences prefs = Preferences::load();
        if (!skeleton.isEmpty()
            && (prefs.skeletonBeside == Preferences::SkeletonBeside::Always
                || (prefs.skeletonBeside == Preferences::SkeletonBeside::Ask && m_skeletonPrompt(skeleton)))) {
            // With the skeleton come the avatar's animations and materials
            // found beside it (a .cfg list, else <base>_N.xrf and <base>*.xaf).
            const AvatarFiles avatar = findAvatarCompanions(path);
            options.companions = QFileInfo(avatar.skeleton) == QFileInfo(skeleton) ? avatar.toCompanions()
                                                                                   : QStringList{skeleton};
            options.companions << companions;
        }
    }
    // A Quake III player's part opens the whole player where the user wants.
    if (companions.isEmpty() && openAsPlayer(m_window, path))
        options.options.insert(QLatin1String(kMd3PlayerOption), true);
    // A .md5mesh opened alone comes with its animations beside it.
    if (companions.isEmpty() && QFileInfo(path).suffix().compare(QLatin1String("md5mesh"), Qt::CaseInsensitive) == 0)
        options.companions = companionsBeside(path);
    ReadResult result;
    const bool finished = m_task->run(tr("Opening %1").arg(QFileInfo(path).fileName()),
                                      [&](const ProgressFn &progress) {
                                          ReadOptions o = options;
                                          o.progress = progress;
                                          result = readModelFile(path, o);
                                      });
    if (!finished) {
        Q_EMIT message(tr("Opening %1 cancelled.").arg(path));
        return false;
    }
    if (!result.ok()) {
        if (result.error->message != cancelledMessage())
            QMessageBox::critical(m_window, tr("Cannot open"), result.error->toString());
        return false;
    }
    const QString format = detectFormat(path);
    m_document->resetModel(std::move(result.model), QFileInfo(path).absoluteFilePath(), format);
    const Preferences prefs = Preferences::load();
    UndoBudget::of(m_document->undoStack())->setBudget(prefs.undoMemoryBytes(), prefs.undoLimit);
    addRecentFile(m_document->filePath());
    // Notes (e.g. which rule gave material ids) follow the message.
    QStringList notes;
    for (const Diagnostic &d : std::as_const(result.notes))
        notes << d.message;
    auto withNotes = [&notes](const QString &text) {
        return notes.isEmpty() ? text : tr("%1; %2").arg(text, notes.join(QStringLiteral("; ")));
    };
    if (!result.warnings.isEmpty()) {
        Q_EMIT message(withNotes(tr("Opened with %n warning(s): %1", nullptr, int(result.warnings.size()))
                                     .arg(result.warnings.first().toString())),
                       0);
        Q_EMIT warningDetails(joinWarnings(result.warnings + result.notes));
    } else {
        const QString opened =
            companions.isEmpty() && options.companions.isEmpty()
                ? tr("Opened %1").arg(path)
                : tr("Opened %1 with %n companion file(s)", nullptr, int(options.companions.size())).arg(path);
        if (notes.isEmpty())
            Q_EMIT message(opened);
        else
            Q_EMIT message(withNotes(opened), 0);
    }
    return true;
}

void DocumentFiles::import()
{
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Import Model"),
                                                      QFileInfo(m_document->filePath()).path(),
                                                      readFilters().join(QStringLiteral(";;")));
    if (!path.isEmpty())
        importFile(path);
}

bool DocumentFiles::importFile(const QString &path)
{
    if (m_task->isRunning())
        return false;
    ReadResult result;
    const bool finished = m_task->run(tr("Importing %1").arg(QFileInfo(path).fileName()),
                                      [&](const ProgressFn &progress) {
                                          ReadOptions o;
                                          o.progress = progress;
                                          result = readModelFile(path, o);
                                      });
    if (!finished)
        return false;
    if (!result.ok()) {
        QMessageBox::critical(m_window, tr("Cannot import"), result.error->toString());
        return false;
    }
    auto *command = new ImportModelCommand(m_document, result.model, QFileInfo(path).fileName());
    if (!command->changesModel()) {
        delete command;
        Q_EMIT message(tr("%1 holds nothing to import.").arg(path));
        return false;
    }
    m_document->undoStack()->push(command);
    Q_EMIT message(tr("Imported %1").arg(path));
    return true;
}

bool DocumentFiles::save()
{
    const FormatHandler *h = formatHandler(m_document->format());
    if (m_document->filePath().isEmpty() || !h || !h->write)
        return saveAs();
    return saveTo(m_document->filePath(), m_document->format());
}

bool DocumentFiles::saveAs()
{
    SaveAsDialog dialog(m_document->filePath(), m_document->format(), m_window);
    if (dialog.exec() != QDialog::Accepted || dialog.path().isEmpty())
        return false;
    const QString path = dialog.path();
    const QString format = dialog.format();
    if (format.isEmpty()) {
        QMessageBox::critical(m_window, tr("Cannot save"), tr("Quarry cannot write %1: unknown extension.").arg(path));
        return false;
    }
    return saveTo(path, format);
}

bool DocumentFiles::saveTo(const QString &path, const QString &format)
{
    if (m_task->isRunning())
        return false;
    const Model model = m_document->model(); // shared, not copied: the model cannot change while this runs
    WriteResult result;
    const bool finished = m_task->run(tr("Saving %1").arg(QFileInfo(path).fileName()), [&](const ProgressFn &progress) {
        WriteOptions o;
        o.progress = progress;
        result = writeModelFile(model, path, format, o);
    });
    if (!finished) {
        // The write went through QSaveFile: a cancelled save leaves the old file.
        Q_EMIT message(tr("Saving %1 cancelled; the file is as it was.").arg(path));
        return false;
    }
    if (!result.ok()) {
        if (result.error->message != cancelledMessage())
            QMessageBox::critical(m_window, tr("Cannot save"), result.error->toString());
        return false;
    }
    m_document->markSaved(QFileInfo(path).absoluteFilePath(), format);
    addRecentFile(m_document->filePath());
    Q_EMIT saved(m_document->filePath());
    // Every file the save wrote (the sidecar and levels of detail a retime
    // rewrote with the model), and what the save changed that the edits did
    // not ask for: said with the message, and in full in the details.
    QStringList others;
    for (const QString &file : std::as_const(result.written))
        if (QFileInfo(file).absoluteFilePath() != QFileInfo(path).absoluteFilePath())
            others << QFileInfo(file).fileName();
    const QString saved = others.isEmpty() ? tr("Saved %1").arg(path)
                                           : tr("Saved %1 and %2").arg(path, others.join(QStringLiteral(", ")));
    QStringList notes;
    for (const Diagnostic &d : std::as_const(result.notes))
        notes << d.message;
    QString said = result.warnings.isEmpty()
                       ? saved
                       : tr("%1 with warnings: %2").arg(saved, result.warnings.first().toString());
    if (!notes.isEmpty())
        said = tr("%1; %2").arg(said, notes.join(QStringLiteral("; ")));
    Q_EMIT message(said, 0);
    if (!result.warnings.isEmpty() || !result.notes.isEmpty())
        Q_EMIT warningDetails(joinWarnings(result.warnings + result.notes));
    return true;
}

void DocumentFiles::exportDialog(bool forEngine)
{
    ExportDialog dialog(defaultExportPath(m_document->filePath(), QStringLiteral("iqm")), m_window);
    // The player's parts shown in the viewport while the joints are chosen.
    connect(&dialog, &ExportDialog::partColorsChanged, this, &DocumentFiles::partColorsShown);
    dialog.setModel(m_document->model());
    // The keys selected on the timeline, as a range for the slot table.
    if (const auto *timeline = m_window->findChild<TimelineView *>(); timeline && !timeline->keySelection().isEmpty())
        dialog.setTimelineSelection(m_document->currentAnimation(), timeline->keySelection().firstTime(),
                                    timeline->keySelection().lastTime());
    if (forEngine) {
        dialog.setWindowTitle(tr("Export for Engine"));
        dialog.setTarget(QString());
    }
    const int answer = dialog.exec();
    Q_EMIT partColorsShown({});
    if (answer != QDialog::Accepted)
        return;
    const QFileInfo out(dialog.path());
    rememberExportFolder(out.absolutePath());
    ExportOptions options;
    options.format = dialog.format();
    options.conversion = dialog.settings();
    options.target = dialog.target();
    options.maxJoints = dialog.maxJoints();
    options.pack = dialog.pack();
    options.lods = dialog.lods();
    options.singleModel = dialog.singleModel();
    options.keepWinding = dialog.keepWinding();
    options.facing = dialog.facing();
    options.playerFormat = dialog.playerFormat();
    options.keepSlotLengths = dialog.keepSlotLengths();
    options.torsoJoint = dialog.torsoJoint();
    options.headJoint = dialog.headJoint();
    options.weaponJoint = dialog.weaponJoint();
    options.writerOptions = dialog.quakeOptions();
    QStringList beside;
    if (const QByteArray map = dialog.animationMapText(); !options.target.isEmpty() && !map.isEmpty()) {
        // The slot table, beside the export, as `--animation-map` reads it.
        const QString name = out.completeBaseName() + QStringLiteral(".animation-map.txt");
        options.animationMap = out.dir().filePath(name);
        QSaveFile file(options.animationMap);
        if (!file.open(QIODevice::WriteOnly) || file.write(map) != map.size() || !file.commit()) {
            QMessageBox::critical(m_window, tr("Cannot export"),
                                  tr("%1: %2").arg(options.animationMap, file.errorString()));
            return;
        }
        beside << name;
    }
    exportTo(dialog.path(), options, beside);
}

bool DocumentFiles::exportTo(const QString &path, const QString &format, const ConversionSettings &settings)
{
    ExportOptions options;
    options.format = format;
    options.conversion = settings;
    return exportTo(path, options);
}

bool DocumentFiles::exportTo(const QString &path, const ExportOptions &options)
{
    return exportTo(path, options, {});
}

bool DocumentFiles::exportTo(const QString &path, const ExportOptions &exportOptions, const QStringList &beside)
{
    if (m_task->isRunning())
        return false;
    const Model source = m_document->model();
    ExportOptions options = exportOptions;
    options.sourcePath = m_document->filePath();
    ExportResult result;
    const bool finished = m_task->run(
        tr("Exporting %1").arg(QFileInfo(path).fileName()),
        [&](const ProgressFn &progress) { result = exportModel(source, path, options, progress); });
    if (!finished || result.cancelled) {
        Q_EMIT message(tr("Export cancelled."));
        return false;
    }
    if (!result.conversionError.isEmpty()) {
        QMessageBox::critical(m_window, tr("Cannot export"), tr("%1: %2").arg(path, result.conversionError));
        return false;
    }
    if (result.error) {
        QMessageBox::critical(m_window, tr("Cannot export"), result.error->toString());
        return false;
    }
    QStringList messages = result.shapeWarnings + result.conversionMessages;
    // An engine's export writes no file of the path's own name: its
    // warnings are about the export as a whole.
    for (const Diagnostic &d : std::as_const(result.warnings))
        messages << (!options.target.isEmpty() && d.file == path ? d.message : d.toString());
    if (!options.target.isEmpty()) {
        // What was written where, in a window that scrolls: only the files
        // written (the export's path names no file of a player's).
        const QString folder = QFileInfo(path).absolutePath();
        auto *report = new ExportReport(tr("Exported for %1").arg(options.target), folder, beside + result.targetFiles,
                                        result.archive, messages, m_window);
        report->show();
        Q_EMIT message(
            tr("Exported for %1: %n file(s) under %2", nullptr, int(beside.size() + result.targetFiles.size()))
                .arg(options.target, folder));
        return true;
    }
    Q_EMIT message(messages.isEmpty() ? tr("Exported %1").arg(path)
                                      : tr("Exported %1: %2").arg(path, messages.join(QStringLiteral("; "))));
    return true;
}

void DocumentFiles::addRecentFile(const QString &path)
{
    QSettings settings;
    QStringList files = settings.value(QLatin1String(kRecentKey)).toStringList();
    files.removeAll(path);
    files.prepend(path);
    const int max = Preferences::load().maxRecentFiles;
    while (files.size() > max)
        files.removeLast();
    settings.setValue(QLatin1String(kRecentKey), files);
    updateRecentMenu();
}

void DocumentFiles::setRecentMenu(QMenu *menu)
{
    m_recentMenu = menu;
    updateRecentMenu();
}

void DocumentFiles::updateRecentMenu()
{
    if (!m_recentMenu)
        return;
    m_recentMenu->clear();
    QStringList files = QSettings().value(QLatin1String(kRecentKey)).toStringList();
    files = files.mid(0, Preferences::load().maxRecentFiles);
    for (const QString &file : files)
        m_recentMenu->addAction(QFileInfo(file).fileName(), this, [this, file] { openFile(file); })->setStatusTip(file);
    if (!files.isEmpty()) {
        m_recentMenu->addSeparator();
        m_recentMenu->addAction(tr("Clear List"), this, [this] {
            QSettings().remove(QLatin1String(kRecentKey));
            updateRecentMenu();
        });
    }
    m_recentMenu->setEnabled(!files.isEmpty());
}

} // namespace quarry
