// Watches the open document's file for changes made by other programs. When
// the file on disk is no longer what was opened or last saved, a bar at the
// top of the window says so and offers Reload (one undo step: undo brings
// back the model as it was in the editor) or Ignore. The editor's own saves
// do not count.
#pragma once

#include <QDateTime>
#include <QObject>

class QFileSystemWatcher;
class QLabel;
class QMainWindow;
class QToolBar;

namespace quarry {

class BackgroundTask;
class Document;
class DocumentFiles;

class DiskChanges : public QObject
{
    Q_OBJECT

public:
    DiskChanges(Document *document, DocumentFiles *files, BackgroundTask *task, QMainWindow *window);

    QToolBar *bar() const { return m_bar; }
    // Compares the file with what the document last read or wrote, and
    // shows the bar where they differ (the watcher calls it shortly after
    // a change; tests may call it at once).
    void check();
    // Reads the file again into the document (one undo step).
    bool reload();
    // Keeps the document as it is and forgets this change.
    void ignore();

Q_SIGNALS:
    void message(const QString &text);

private:
    struct Stamp
    {
        bool exists = false;
        QDateTime modified;
        qint64 size = -1;
        bool operator==(const Stamp &) const = default;
    };
    static Stamp stampOf(const QString &path);
    void watch();
    void remember();

    Document *m_document;
    BackgroundTask *m_task;
    QMainWindow *m_window;
    QFileSystemWatcher *m_watcher;
    QToolBar *m_bar;
    QLabel *m_text;
    QString m_path;
    Stamp m_known;
};

} // namespace quarry
