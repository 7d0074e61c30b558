// File > Batch Convert: many files converted into one folder with the same
// settings, several at a time, as `quarry convert IN... --out-dir DIR`
// does. The settings are the Export dialog's (its last ones to begin with;
// Settings... opens it). A bar fills as files finish, one line per file
// says how it went, and Cancel stops the files not yet written.
#pragma once

#include "io/BatchConvert.h"

#include <QDialog>
#include <QVariantMap>

#include <atomic>
#include <memory>
#include <thread>

class QAction;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QMenu;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace quarry {

class BatchConvertDialog : public QDialog
{
    Q_OBJECT

public:
    explicit BatchConvertDialog(QWidget *parent = nullptr);
    ~BatchConvertDialog() override;

    void addFiles(const QStringList &paths);
    QStringList files() const;
    bool isRunning() const { return m_worker != nullptr; }
    const QList<BatchFileResult> &results() const { return m_results; }
    const ConversionSettings &settings() const { return m_settings; }
    // With a player target: not a player, kept at its size and place
    // (ioquake3: one model, not the player's lower, upper and head;
    // `--single-model`).
    bool singleModel() const;

    // Widgets by role, for tests.
    QListWidget *fileList() const { return m_files; }
    QLineEdit *folderEdit() const { return m_folder; }
    QComboBox *formatCombo() const { return m_format; }
    QComboBox *targetCombo() const { return m_target; }
    QCheckBox *singleModelCheck() const { return m_singleModel; }
    QSpinBox *jobsSpin() const { return m_jobs; }
    QPushButton *convertButton() const { return m_convert; }
    QPushButton *cancelButton() const { return m_cancel; }
    QPushButton *settingsButton() const { return m_settingsButton; }
    QProgressBar *progressBar() const { return m_progress; }
    QListWidget *resultList() const { return m_resultList; }

Q_SIGNALS:
    // Every file has finished (converted, failed or cancelled).
    void finished();

protected:
    void reject() override;

private:
    void browseFiles();
    void browseFolder();
    void editSettings();
    void start();
    void fileDone(const BatchFileResult &result, int finished, int total);
    void batchEnded();
    void updateButtons();

    QListWidget *m_files;
    QLineEdit *m_folder;
    QComboBox *m_format;
    QComboBox *m_target; // an engine to export for, or none
    QCheckBox *m_singleModel; // its one-model form, where it has a player layout
    QSpinBox *m_jobs;
    QLabel *m_settingsSummary;
    QPushButton *m_settingsButton;
    QPushButton *m_add;
    QPushButton *m_remove;
    QPushButton *m_convert;
    QPushButton *m_cancel;
    QPushButton *m_close;
    QProgressBar *m_progress;
    QListWidget *m_resultList;
    ConversionSettings m_settings;
    QVariantMap m_quakeOptions; // the MDL and MD2 skin options the settings give (palette, player colours)
    QList<BatchFileResult> m_results;
    std::atomic_bool m_cancelled{false};
    std::unique_ptr<std::thread> m_worker;
};

// Adds File > Batch Convert... to `fileMenu`, opening the dialog over `window`.
QAction *addBatchConvertAction(QMenu *fileMenu, QWidget *window);

} // namespace quarry
