#include "editor/Autosave.h"

#include "io/Formats.h"
#include "io/recovery/RecoverySnapshot.h"
#include "model/Document.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QStandardPaths>
#include <QThread>
#include <QUndoStack>
#include <QUuid>

#include <algorithm>

namespace quarry {

namespace {

constexpr int kBurstPauseMs = 2000;

QString filePath(const QString &id, const char *suffix)
{
    return QDir(Autosave::directory()).filePath(id + QLatin1String(suffix));
}

} // namespace

Autosave::Autosave(Document *document, QObject *parent)
    : QObject(parent)
    , m_document(document)
    , m_id(QUuid::createUuid().toString(QUuid::WithoutBraces))
{
    m_timer.setSingleShot(false);
    connect(&m_timer, &QTimer::timeout, this, &Autosave::saveNow);
    m_burst.setSingleShot(true);
    m_burst.setInterval(kBurstPauseMs);
    connect(&m_burst, &QTimer::timeout, this, &Autosave::saveNow);
    connect(document->undoStack(), &QUndoStack::indexChanged, this, &Autosave::edited);
    connect(document, &Document::modifiedChanged, this, [this](bool modified) {
        if (!modified)
            discard(); // saved, or undone back to what the file holds
    });
    connect(document, &Document::modelReset, this, &Autosave::discard);
}

Autosave::~Autosave()
{
    if (m_thread)
        m_thread->wait();
    discard();
}

void Autosave::setInterval(int seconds)
{
    m_intervalSeconds = std::max(0, seconds);
    if (m_intervalSeconds > 0)
        m_timer.start(m_intervalSeconds * 1000);
    else
        m_timer.stop();
}

void Autosave::edited()
{
    m_changedSinceSnapshot = true;
    if (m_intervalSeconds > 0 && ++m_editsSinceSnapshot >= kBurstEdits)
        m_burst.start(); // restarted by every further edit: taken when editing pauses
}

QString Autosave::snapshotPath() const
{
    return filePath(m_id, ".quarry-recovery");
}

void Autosave::saveNow()
{
    if (!m_changedSinceSnapshot || !m_document->isModified())
        return;
    if (m_thread) {
        m_again = true;
        return;
    }
    if (!m_lock) {
        if (!QDir().mkpath(directory())) {
            Q_EMIT written(snapshotPath(), tr("cannot create %1").arg(directory()));
            return;
        }
        m_lock = std::make_unique<QLockFile>(filePath(m_id, ".lock"));
        m_lock->setStaleLockTime(0);
        if (!m_lock->tryLock(0)) {
            m_lock.reset();
            Q_EMIT written(snapshotPath(), tr("cannot lock %1").arg(filePath(m_id, ".lock")));
            return;
        }
    }
    m_changedSinceSnapshot = false;
    m_editsSinceSnapshot = 0;
    m_burst.stop();
    // A shallow copy: the lists are shared with the document until it
    // changes them, so the GUI thread only counts references here.
    const Model model = m_document->model();
    const QString snapshot = snapshotPath();
    const QString meta = filePath(m_id, ".json");
    QJsonObject info;
    info.insert(QStringLiteral("source"), m_document->filePath());
    info.insert(QStringLiteral("format"), m_document->format());
    info.insert(QStringLiteral("time"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    const QByteArray infoBytes = QJsonDocument(info).toJson();
    auto error = std::make_shared<QString>();
    m_thread = QThread::create([model, snapshot, meta, infoBytes, error] {
        *error = saveBytes(snapshot, encodeRecoverySnapshot(model));
        if (error->isEmpty())
            *error = saveBytes(meta, infoBytes);
    });
    m_thread->setObjectName(QStringLiteral("autosave"));
    const quint64 generation = m_generation;
    connect(m_thread, &QThread::finished, this, [this, error, generation] {
        m_thread->deleteLater();
        m_thread = nullptr;
        if (generation != m_generation)
            discard(); // saved or closed while this was written
        else
            finishWrite(*error);
    });
    m_thread->start(QThread::LowPriority);
}

void Autosave::finishWrite(const QString &error)
{
    Q_EMIT written(snapshotPath(), error);
    if (m_again) {
        m_again = false;
        saveNow();
    }
}

void Autosave::discard()
{
    ++m_generation;
    m_again = false;
    m_changedSinceSnapshot = false;
    m_editsSinceSnapshot = 0;
    m_burst.stop();
    if (m_thread)
        return; // removed again when the write ends
    QFile::remove(filePath(m_id, ".json"));
    QFile::remove(snapshotPath());
    if (m_lock) {
        m_lock->unlock();
        m_lock.reset();
    }
}

QString Autosave::directory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/recovery");
}

QList<RecoveryEntry> Autosave::recoverable()
{
    QList<RecoveryEntry> entries;
    const QDir dir(directory());
    for (const QFileInfo &info : dir.entryInfoList({QStringLiteral("*.json")}, QDir::Files)) {
        const QString id = info.completeBaseName();
        // A live run holds its lock; a dead one's lock is stale and taken.
        QLockFile lock(dir.filePath(id + QStringLiteral(".lock")));
        lock.setStaleLockTime(0);
        if (!lock.tryLock(0))
            continue;
        lock.unlock();
        QFile file(info.filePath());
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const QJsonObject meta = QJsonDocument::fromJson(file.readAll()).object();
        RecoveryEntry entry;
        entry.id = id;
        entry.snapshotPath = dir.filePath(id + QStringLiteral(".quarry-recovery"));
        entry.sourcePath = meta.value(QStringLiteral("source")).toString();
        entry.format = meta.value(QStringLiteral("format")).toString();
        entry.time = QDateTime::fromString(meta.value(QStringLiteral("time")).toString(), Qt::ISODateWithMs);
        if (QFileInfo::exists(entry.snapshotPath))
            entries.append(entry);
    }
    std::sort(entries.begin(), entries.end(),
              [](const RecoveryEntry &a, const RecoveryEntry &b) { return a.time > b.time; });
    return entries;
}

void Autosave::remove(const RecoveryEntry &entry)
{
    const QDir dir(directory());
    QFile::remove(entry.snapshotPath);
    QFile::remove(dir.filePath(entry.id + QStringLiteral(".json")));
    QFile::remove(dir.filePath(entry.id + QStringLiteral(".lock")));
}

} // namespace quarry
