// Autosave and crash recovery. While a document has unsaved changes, a
// snapshot of its model (io/recovery/RecoverySnapshot) is written every so
// many seconds and after a burst of edits to a recovery folder under the
// application's data location, never over the user's file. The snapshot is
// encoded and written on a worker thread from a shallow copy of the model,
// so the window does not stall. A saved, clean or closed document removes
// its files; a crash or kill leaves them, and the next start offers them.
#pragma once

#include <QDateTime>
#include <QObject>
#include <QString>
#include <QTimer>

#include <memory>

class QLockFile;
class QThread;

namespace quarry {

class Document;

// A document left behind by a run that ended without closing it.
struct RecoveryEntry
{
    QString id;
    QString snapshotPath;
    QString sourcePath; // the document's file; empty for an untitled one
    QString format;
    QDateTime time; // of the snapshot
};

class Autosave : public QObject
{
    Q_OBJECT

public:
    explicit Autosave(Document *document, QObject *parent = nullptr);
    // Waits for a write under way, then removes this document's files.
    ~Autosave() override;

    // Seconds between snapshots while there are unsaved changes; 0 stops.
    void setInterval(int seconds);
    int interval() const { return m_intervalSeconds; }
    // Edits after which a snapshot is taken as soon as editing pauses.
    static constexpr int kBurstEdits = 20;

    // Takes a snapshot now where there are changes since the last one.
    void saveNow();
    // Counts the document as changed since the last snapshot (a document
    // restored from another run's snapshot, which this one must keep).
    void markChanged() { m_changedSinceSnapshot = true; }
    // Whether a snapshot is being written.
    bool isWriting() const { return m_thread != nullptr; }
    // Removes this document's recovery files.
    void discard();
    QString snapshotPath() const;

    // The folder recovery files live in.
    static QString directory();
    // Documents of runs that are no longer running, newest first.
    static QList<RecoveryEntry> recoverable();
    static void remove(const RecoveryEntry &entry);

Q_SIGNALS:
    // A snapshot reached the disk (or failed: `error` says why).
    void written(const QString &path, const QString &error);

private:
    void edited();
    void finishWrite(const QString &error);

    Document *m_document;
    QString m_id;
    std::unique_ptr<QLockFile> m_lock;
    QTimer m_timer;
    QTimer m_burst;
    int m_intervalSeconds = 0;
    int m_editsSinceSnapshot = 0;
    bool m_changedSinceSnapshot = false;
    bool m_again = false; // another snapshot wanted once this write ends
    quint64 m_generation = 0; // bumped by discard(): a write that ends after it is removed
    QThread *m_thread = nullptr;
};

} // namespace quarry
