#include "editor/BatchConvertDialog.h"

#include "editor/ExportDialog.h"
#include "editor/QuakeSkinOptions.h"
#include "editor/SingleModelChoice.h"
#include "io/Formats.h"
#include "io/targets/EngineTarget.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace quarry {

namespace {

QString settingsSummary(const ConversionSettings &s)
{
    QStringList parts;
    if (s.sourceUp == 'y')
        parts << BatchConvertDialog::tr("Y-up source turned Z-up");
    if (s.axesAsStored)
        parts << BatchConvertDialog::tr("axes as stored");
    if (s.scale > 0)
        parts << BatchConvertDialog::tr("scale %1").arg(s.scale);
    if (s.height > 0)
        parts << BatchConvertDialog::tr("height %1").arg(s.height);
    if (s.flipWinding)
        parts << BatchConvertDialog::tr("winding reversed");
    if (s.maxInfluences > 0)
        parts << BatchConvertDialog::tr("at most %1 influences").arg(s.maxInfluences);
    if (s.fps > 0)
        parts << BatchConvertDialog::tr("%1 fps").arg(s.fps);
    return parts.isEmpty() ? BatchConvertDialog::tr("as read") : parts.join(QStringLiteral(", "));
}

} // namespace

BatchConvertDialog::BatchConvertDialog(QWidget *parent)
    : QDialog(parent)
    , m_files(new QListWidget(this))
    , m_folder(new QLineEdit(this))
    , m_format(new QComboBox(this))
    , m_jobs(new QSpinBox(this))
    , m_settingsSummary(new QLabel(this))
    , m_settingsButton(new QPushButton(tr("Settings..."), this))
    , m_add(new QPushButton(tr("Add Files..."), this))
    , m_remove(new QPushButton(tr("Remove"), this))
    , m_convert(new QPushButton(tr("Convert"), this))
    , m_cancel(new QPushButton(tr("Cancel"), this))
    , m_close(new QPushButton(tr("Close"), this))
    , m_progress(new QProgressBar(this))
    , m_resultList(new QListWidget(this))
{
    setWindowTitle(tr("Batch Convert"));
    m_files->setSelectionMode(QAbstractItemView::ExtendedSelection);
    for (const FormatHandler &h : formatHandlers())
        if (h.write)
            m_format->addItem(h.name, h.id);
    m_format->setCurrentIndex(std::max(0, m_format->findData(QStringLiteral("iqm"))));
    m_target = new QComboBox(this);
    m_target->setObjectName(QStringLiteral("targetCombo"));
    m_target->addItem(tr("None (the format decides)"), QString());
    for (const EngineTarget &t : engineTargets())
        if (t.limits.loadsIqm)
            m_target->addItem(t.title, t.id);
    m_singleModel = createSingleModelCheck(this);
    connect(m_target, &QComboBox::currentIndexChanged, this, &BatchConvertDialog::updateButtons);
    m_jobs->setRange(1, 64);
    m_jobs->setValue(int(std::max(1u, std::thread::hardware_concurrency())));
    m_folder->setPlaceholderText(tr("Folder to write into"));
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    {
        // The Export dialog's last settings, as it would start with them.
        ExportDialog exportDialog(QString(), this);
        m_settings = exportDialog.settings();
    }
    m_settingsSummary->setText(settingsSummary(m_settings));
    m_settingsSummary->setWordWrap(true);

    auto *fileButtons = new QVBoxLayout;
    fileButtons->addWidget(m_add);
    fileButtons->addWidget(m_remove);
    fileButtons->addStretch();
    auto *fileRow = new QHBoxLayout;
    fileRow->addWidget(m_files, 1);
    fileRow->addLayout(fileButtons);
    auto *browse = new QPushButton(tr("Browse..."), this);
    auto *folderRow = new QHBoxLayout;
    folderRow->addWidget(m_folder, 1);
    folderRow->addWidget(browse);
    auto *settingsRow = new QHBoxLayout;
    settingsRow->addWidget(m_settingsSummary, 1);
    settingsRow->addWidget(m_settingsButton);
    auto *form = new QFormLayout;
    form->addRow(tr("Files"), fileRow);
    form->addRow(tr("Into folder"), folderRow);
    form->addRow(tr("Format"), m_format);
    form->addRow(tr("Engine"), m_target);
    form->addRow(QString(), m_singleModel);
    form->addRow(tr("Settings"), settingsRow);
    form->addRow(tr("Files at a time"), m_jobs);
    auto *buttons = new QDialogButtonBox(this);
    buttons->addButton(m_convert, QDialogButtonBox::ActionRole);
    buttons->addButton(m_cancel, QDialogButtonBox::ActionRole);
    buttons->addButton(m_close, QDialogButtonBox::RejectRole);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_progress);
    layout->addWidget(m_resultList, 1);
    layout->addWidget(buttons);

    connect(m_add, &QPushButton::clicked, this, &BatchConvertDialog::browseFiles);
    connect(m_remove, &QPushButton::clicked, this, [this] {
        qDeleteAll(m_files->selectedItems());
        updateButtons();
    });
    connect(browse, &QPushButton::clicked, this, &BatchConvertDialog::browseFolder);
    connect(m_settingsButton, &QPushButton::clicked, this, &BatchConvertDialog::editSettings);
    connect(m_convert, &QPushButton::clicked, this, &BatchConvertDialog::start);
    connect(m_cancel, &QPushButton::clicked, this, [this] { m_cancelled = true; });
    connect(m_close, &QPushButton::clicked, this, &BatchConvertDialog::reject);
    connect(m_folder, &QLineEdit::textChanged, this, &BatchConvertDialog::updateButtons);
    updateButtons();
    resize(640, 520);
}

BatchConvertDialog::~BatchConvertDialog()
{
    m_cancelled = true;
    if (m_worker)
        m_worker->join();
}

void BatchConvertDialog::addFiles(const QStringList &paths)
{
    for (const QString &p : paths)
        if (files().indexOf(p) < 0)
            m_files->addItem(p);
    updateButtons();
}

QStringList BatchConvertDialog::files() const
{
    QStringList list;
    for (int i = 0; i < m_files->count(); ++i)
        list << m_files->item(i)->text();
    return list;
}

void BatchConvertDialog::browseFiles()
{
    addFiles(QFileDialog::getOpenFileNames(this, tr("Files to Convert")));
}

void BatchConvertDialog::browseFolder()
{
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Folder to Write Into"), m_folder->text());
    if (!dir.isEmpty())
        m_folder->setText(dir);
}

void BatchConvertDialog::editSettings()
{
    const QString format = m_format->currentData().toString();
    const QString first = files().value(0, QStringLiteral("model"));
    ExportDialog dialog(batchOutputPath(first, m_folder->text(), format), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_settings = dialog.settings();
    m_quakeOptions = dialog.quakeSkinOptions()->writerOptions();
    const int chosen = m_format->findData(dialog.format());
    if (chosen >= 0)
        m_format->setCurrentIndex(chosen);
    m_settingsSummary->setText(settingsSummary(m_settings));
}

void BatchConvertDialog::start()
{
    const QStringList inputs = files();
    if (inputs.isEmpty() || m_folder->text().trimmed().isEmpty() || isRunning())
        return;
    BatchOptions options;
    options.exportOptions.format = m_format->currentData().toString();
    options.exportOptions.conversion = m_settings;
    options.exportOptions.writerOptions = m_quakeOptions;
    // A Y-up source or axes as stored: the reader leaves a declared up axis
    // alone too, so the choice is what happens.
    if (m_settings.sourceUp == 'y' || m_settings.axesAsStored)
        options.readOptions.insert(QStringLiteral("upAxis"), QStringLiteral("stored"));
    options.exportOptions.target = m_target->currentData().toString();
    if (!options.exportOptions.target.isEmpty())
        options.exportOptions.format = QStringLiteral("iqm");
    // As `quarry convert ... --target ioquake3 --single-model` does.
    options.exportOptions.singleModel = singleModel();
    options.outputDirectory = m_folder->text().trimmed();
    options.jobs = m_jobs->value();
    if (!QDir().mkpath(options.outputDirectory)) {
        QMessageBox::warning(this, windowTitle(), tr("Cannot create the folder %1.").arg(options.outputDirectory));
        return;
    }
    m_results.clear();
    m_resultList->clear();
    m_progress->setRange(0, int(inputs.size()));
    m_progress->setValue(0);
    m_cancelled = false;
    m_worker = std::make_unique<std::thread>([this, inputs, options] {
        convertBatch(
            inputs, options,
            [this](const BatchFileResult &result, int finished, int total) {
                QMetaObject::invokeMethod(
                    this, [this, result, finished, total] { fileDone(result, finished, total); }, Qt::QueuedConnection);
            },
            &m_cancelled);
        QMetaObject::invokeMethod(this, &BatchConvertDialog::batchEnded, Qt::QueuedConnection);
    });
    updateButtons();
}

void BatchConvertDialog::fileDone(const BatchFileResult &result, int finished, int total)
{
    m_results.append(result);
    m_progress->setValue(finished);
    QString line;
    if (result.ok)
        line = tr("[%1/%2] %3 -> %4").arg(finished).arg(total).arg(result.input, result.output);
    else if (result.cancelled)
        line = tr("[%1/%2] cancelled: %3").arg(finished).arg(total).arg(result.input);
    else
        line = tr("[%1/%2] FAILED %3").arg(finished).arg(total).arg(result.error);
    auto *item = new QListWidgetItem(line, m_resultList);
    if (!result.warnings.isEmpty() || !result.notes.isEmpty())
        item->setToolTip((result.warnings + result.notes).join(QLatin1Char('\n')));
    m_resultList->scrollToBottom();
}

void BatchConvertDialog::batchEnded()
{
    if (m_worker) {
        m_worker->join();
        m_worker.reset();
    }
    qsizetype ok = 0;
    for (const BatchFileResult &r : std::as_const(m_results))
        ok += r.ok ? 1 : 0;
    new QListWidgetItem(tr("Converted %1 of %2 files.").arg(ok).arg(m_results.size()), m_resultList);
    m_resultList->scrollToBottom();
    updateButtons();
    Q_EMIT finished();
}

void BatchConvertDialog::reject()
{
    if (isRunning()) {
        m_cancelled = true; // closes once the files being written are abandoned
        return;
    }
    QDialog::reject();
}

void BatchConvertDialog::updateButtons()
{
    const bool running = isRunning();
    m_convert->setEnabled(!running && m_files->count() > 0 && !m_folder->text().trimmed().isEmpty());
    m_cancel->setEnabled(running);
    m_add->setEnabled(!running);
    m_remove->setEnabled(!running);
    m_settingsButton->setEnabled(!running);
    const QString target = m_target->currentData().toString();
    m_format->setEnabled(!running && target.isEmpty());
    m_target->setEnabled(!running);
    syncSingleModelCheck(m_singleModel, running ? QString() : target);
    m_jobs->setEnabled(!running);
    m_folder->setEnabled(!running);
}

bool BatchConvertDialog::singleModel() const
{
    return singleModelChosen(m_singleModel);
}

QAction *addBatchConvertAction(QMenu *fileMenu, QWidget *window)
{
    QAction *action = fileMenu->addAction(BatchConvertDialog::tr("&Batch Convert..."));
    action->setObjectName(QStringLiteral("batchConvert"));
    action->setStatusTip(BatchConvertDialog::tr("Convert many files into a folder with the same settings"));
    QObject::connect(action, &QAction::triggered, window, [window] {
        BatchConvertDialog dialog(window);
        dialog.exec();
    });
    return action;
}

} // namespace quarry
