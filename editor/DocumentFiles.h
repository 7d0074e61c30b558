// The window's file commands: new, open (with companions), import, save,
// save as, export and the recent-files list. Reading and writing run on the
// window's background task; unsaved changes are settled before any of them
// replaces the document.
#pragma once

#include "io/Export.h"

#include "model/ops/Conversion.h"

#include <QObject>
#include <QStringList>
#include <QVector4D>

#include <functional>

class QMenu;
class QWidget;

namespace quarry {

class BackgroundTask;
class Document;

class DocumentFiles : public QObject
{
    Q_OBJECT

public:
    // Dialogs are parented to `window`.
    DocumentFiles(Document *document, BackgroundTask *task, QWidget *window);

    // Asks about unsaved changes (Save, Discard, Cancel); true when the
    // document may be replaced.
    bool maybeSave();
    void newModel();
    // Asks about unsaved changes, then for the files to open.
    void open();
    bool openFile(const QString &path, const QStringList &companions = {});
    bool openFiles(const QStringList &paths);
    void import();
    bool importFile(const QString &path);
    bool save();
    bool saveAs();
    bool saveTo(const QString &path, const QString &format);
    // File > Export; File > Export for Engine (forEngine) opens it with an
    // engine chosen and the check's findings shown.
    void exportDialog(bool forEngine = false);
    bool exportTo(const QString &path, const QString &format, const ConversionSettings &settings);
    // An export with every option (an engine target among them).
    bool exportTo(const QString &path, const ExportOptions &options);

    // The Open Recent menu this object fills and keeps up to date.
    void setRecentMenu(QMenu *menu);
    void updateRecentMenu();

    // Asked when an opened XMF has a skeleton of the same name beside it.
    void setSkeletonPrompt(std::function<bool(const QString &skeleton)> prompt)
    {
        m_skeletonPrompt = std::move(prompt);
    }
    // Picks the files File > Open opens (the file dialog unless replaced).
    void setOpenChooser(std::function<QStringList()> chooser) { m_openChooser = std::move(chooser); }

Q_SIGNALS:
    // A status-bar line; timeout 0 keeps it until the next one.
    void message(const QString &text, int timeoutMs = 8000);
    // The document was written to `path` (Save, Save As).
    void saved(const QString &path);
    // Every warning of the last open, one per line (the window's tooltip).
    void warningDetails(const QString &text);
    // The Export dialog's player parts, a colour per vertex of each mesh
    // for the viewport to draw (empty: none, the dialog closed).
    void partColorsShown(const QList<QList<QVector4D>> &colors);

private:
    bool load(const QString &path, const QStringList &companions);
    // An export; `beside` names files written beside it first (the slot
    // table's map), listed in the report.
    bool exportTo(const QString &path, const ExportOptions &options, const QStringList &beside);
    void addRecentFile(const QString &path);

    Document *m_document;
    BackgroundTask *m_task;
    QWidget *m_window;
    QMenu *m_recentMenu = nullptr;
    std::function<bool(const QString &)> m_skeletonPrompt;
    std::function<QStringList()> m_openChooser;
};

} // namespace quarry
