#include "io/targets/Pack.h"

#include "io/targets/ZipLibrary.h"

#include "model/Translate.h"

#include <QDir>
#include <QStringList>

#include <zip.h>

#include <cstdio>
#include <future>
#include <list>
#include <utility>
#include <vector>

namespace quarry {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

namespace {

// PNG and JPEG are compressed already: stored. The rest (the model, its
// text files, TGA) deflated at the quickest level: the corpus mrfixit.iqm
// packs 4% larger than at the default level, in 40% of the time.
bool storedAsIs(const QString &name)
{
    const QString lower = name.toLower();
    return lower.endsWith(QLatin1String(".png")) || lower.endsWith(QLatin1String(".jpg"))
           || lower.endsWith(QLatin1String(".jpeg"));
}

// Whether deflating `data` is worth its time: entries that a sample of
// shows to shrink by less than a third are stored. A model's animation
// frames are quantized numbers that deflate only by about a quarter, at
// 30-40 MB/s at the quickest level; the engines read stored and deflated
// entries alike.
bool worthDeflating(const QByteArray &data)
{
    constexpr qsizetype kSample = 64 * 1024;
    if (data.size() <= 4 * kSample)
        return true;
    const QByteArray packed = qCompress(
        reinterpret_cast<const uchar *>(data.constData() + data.size() / 2 - kSample / 2), kSample, 1);
    return packed.isEmpty() || packed.size() * 3 < kSample * 2;
}

// Entries this large are deflated each on a thread of its own (a model and
// its levels of detail: megabytes each, deflating at about 30-40 MB/s).
constexpr qsizetype kParallelEntryBytes = 256 * 1024;

// An archive being made in memory.
class MemoryZip
{
public:
    explicit MemoryZip(QString *error)
        : m_error(error)
    {
        zip_error_init(&m_zipError);
        m_target = zip_source_buffer_create(nullptr, 0, 0, &m_zipError);
        if (m_target)
            m_archive = zip_open_from_source(m_target, ZIP_TRUNCATE, &m_zipError);
        if (!m_archive) {
            fail(QString::fromUtf8(zip_error_strerror(&m_zipError)));
            if (m_target)
                zip_source_free(m_target);
            m_target = nullptr;
        } else {
            zip_source_keep(m_target); // still read after zip_close
        }
    }
    ~MemoryZip()
    {
        if (m_archive)
            zip_discard(m_archive);
        if (m_target)
            zip_source_free(m_target);
        zip_error_fini(&m_zipError);
    }
    MemoryZip(const MemoryZip &) = delete;
    MemoryZip &operator=(const MemoryZip &) = delete;

    zip_t *archive() const { return m_archive; }

    // Adds `source` (taken over, also on failure) as `name`, deflated at
    // the quickest level or stored; data already deflated (an entry of
    // another archive read compressed) is copied as it is.
    bool add(const QString &name, zip_source_t *source, bool store, bool copied)
    {
        const zip_int64_t index = source ? zip_file_add(m_archive, name.toUtf8().constData(), source,
                                                        ZIP_FL_ENC_UTF_8 | ZIP_FL_OVERWRITE)
                                         : -1;
        if (index < 0) {
            if (source)
                zip_source_free(source);
            *m_error = tr("cannot add %1 to the archive: %2").arg(name, QString::fromUtf8(zip_strerror(m_archive)));
            return false;
        }
        if (!copied)
            zip_set_file_compression(m_archive, zip_uint64_t(index), store ? ZIP_CM_STORE : ZIP_CM_DEFLATE,
                                     store ? 0 : 1);
        return true;
    }

    // The archive's bytes; empty with the error set on failure.
    QByteArray finish()
    {
        if (!m_archive)
            return {};
        if (zip_close(m_archive) < 0) {
            fail(QString::fromUtf8(zip_strerror(m_archive)));
            return {};
        }
        m_archive = nullptr;
        QByteArray bytes;
        if (zip_source_open(m_target) == 0) {
            zip_source_seek(m_target, 0, SEEK_END);
            const zip_int64_t size = zip_source_tell(m_target);
            zip_source_seek(m_target, 0, SEEK_SET);
            if (size > 0) {
                bytes.resize(qsizetype(size));
                if (zip_source_read(m_target, bytes.data(), zip_uint64_t(size)) != size)
                    bytes.clear();
            }
            zip_source_close(m_target);
        }
        if (bytes.isEmpty())
            *m_error = tr("cannot read back the archive made");
        return bytes;
    }

private:
    void fail(const QString &what) { *m_error = tr("cannot make the archive: %1").arg(what); }

    QString *m_error;
    zip_error_t m_zipError;
    zip_source_t *m_target = nullptr;
    zip_t *m_archive = nullptr;
};

// One entry deflated as an archive of its own (on a worker thread).
QByteArray singleEntryArchive(const ArchiveEntry &entry, QString *error)
{
    MemoryZip zip(error);
    if (!zip.archive())
        return {};
    zip_source_t *source = zip_source_buffer(zip.archive(), entry.data.constData(), zip_uint64_t(entry.data.size()), 0);
    if (!zip.add(entry.name, source, false, false))
        return {};
    return zip.finish();
}

// An archive read back from memory (the deflated entries made apart).
struct ReadZip
{
    QByteArray bytes;
    zip_t *archive = nullptr;
    ~ReadZip()
    {
        if (archive)
            zip_discard(archive); // frees its source too
    }
};

// The entry `name` (ignoring case) of an open archive, which it closes.
std::optional<QByteArray> readEntry(zip_t *archive, const QString &name, qint64 maxBytes, QString *error)
{
    error->clear();
    std::optional<QByteArray> result;
    const zip_int64_t index = zip_name_locate(archive, name.toUtf8().constData(), ZIP_FL_NOCASE);
    zip_stat_t stat;
    zip_stat_init(&stat);
    if (index < 0) {
        // absent: nothing, no error
    } else if (zip_stat_index(archive, zip_uint64_t(index), 0, &stat) < 0 || !(stat.valid & ZIP_STAT_SIZE)) {
        *error = tr("%1: %2").arg(name, QString::fromUtf8(zip_strerror(archive)));
    } else if (stat.size > zip_uint64_t(maxBytes)) {
        *error = tr("%1 holds %2 bytes, more than the %3 expected").arg(name).arg(stat.size).arg(maxBytes);
    } else if (zip_file_t *file = zip_fopen_index(archive, zip_uint64_t(index), 0)) {
        QByteArray bytes(qsizetype(stat.size), Qt::Uninitialized);
        const zip_int64_t read = zip_fread(file, bytes.data(), stat.size);
        if (read == zip_int64_t(stat.size))
            result = bytes;
        else
            *error = tr("%1: %2").arg(name, QString::fromUtf8(zip_file_strerror(file)));
        zip_fclose(file);
    } else {
        *error = tr("%1: %2").arg(name, QString::fromUtf8(zip_strerror(archive)));
    }
    zip_discard(archive);
    return result;
}

} // namespace

QByteArray zipArchive(const QList<ArchiveEntry> &entries, QString *error)
{
    if (!loadZipLibrary(error))
        return {};
    // Large entries are deflated on threads of their own, each as an
    // archive of one entry, then copied into the archive compressed as they
    // are (libzip copies an entry read compressed without deflating it
    // again); the rest are deflated as the archive is written.
    std::vector<std::future<std::pair<QByteArray, QString>>> deflating(size_t(entries.size()));
    QList<bool> stored(entries.size());
    qsizetype large = 0;
    for (qsizetype i = 0; i < entries.size(); ++i) {
        stored[i] = storedAsIs(entries[i].name) || !worthDeflating(entries[i].data);
        large += entries[i].data.size() >= kParallelEntryBytes && !stored[i];
    }
    for (qsizetype i = 0; i < entries.size() && large > 1; ++i) {
        const ArchiveEntry &entry = entries[i];
        if (entry.data.size() >= kParallelEntryBytes && !stored[i])
            deflating[size_t(i)] = std::async(std::launch::async, [&entry] {
                QString message;
                QByteArray bytes = singleEntryArchive(entry, &message);
                return std::make_pair(bytes, message);
            });
    }
    std::list<ReadZip> made; // open until the archive is written
    MemoryZip zip(error);
    bool ok = zip.archive() != nullptr;
    for (qsizetype i = 0; i < entries.size(); ++i) {
        const ArchiveEntry &entry = entries[i];
        if (!deflating[size_t(i)].valid()) {
            // The data stays alive in `entries` until zip_close has read it.
            zip_source_t *source = ok ? zip_source_buffer(zip.archive(), entry.data.constData(),
                                                          zip_uint64_t(entry.data.size()), 0)
                                      : nullptr;
            ok = ok && zip.add(entry.name, source, stored[i], false);
            continue;
        }
        auto [bytes, message] = deflating[size_t(i)].get();
        if (!ok)
            continue; // (every thread is waited for)
        if (bytes.isEmpty()) {
            *error = message;
            ok = false;
            continue;
        }
        ReadZip &inner = made.emplace_back();
        inner.bytes = bytes;
        zip_error_t zipError;
        zip_error_init(&zipError);
        zip_source_t *buffer = zip_source_buffer_create(inner.bytes.constData(), zip_uint64_t(inner.bytes.size()), 0,
                                                        &zipError);
        inner.archive = buffer ? zip_open_from_source(buffer, ZIP_RDONLY, &zipError) : nullptr;
        if (!inner.archive) {
            if (buffer)
                zip_source_free(buffer);
            *error = tr("cannot make the archive: %1").arg(QString::fromUtf8(zip_error_strerror(&zipError)));
            zip_error_fini(&zipError);
            ok = false;
            continue;
        }
        zip_error_fini(&zipError);
#if LIBZIP_VERSION_MAJOR > 1 || (LIBZIP_VERSION_MAJOR == 1 && LIBZIP_VERSION_MINOR >= 10)
        zip_source_t *source = zip_source_zip_file(zip.archive(), inner.archive, 0, ZIP_FL_COMPRESSED, 0, -1, nullptr);
#else
        zip_source_t *source = zip_source_zip(zip.archive(), inner.archive, 0, ZIP_FL_COMPRESSED, 0, -1);
#endif
        ok = zip.add(entry.name, source, false, true);
    }
    if (!ok)
        return {};
    return zip.finish();
}

namespace {

// The archive in `data` (which must outlive it), read-only; null with
// *error set where libzip cannot load or open it. zip_discard frees it.
zip_t *openInMemory(const QByteArray &data, QString *error)
{
    if (!loadZipLibrary(error))
        return nullptr;
    zip_error_t zipError;
    zip_error_init(&zipError);
    zip_source_t *source = zip_source_buffer_create(data.constData(), zip_uint64_t(data.size()), 0, &zipError);
    zip_t *archive = source ? zip_open_from_source(source, ZIP_RDONLY, &zipError) : nullptr;
    if (!archive) {
        *error = QString::fromUtf8(zip_error_strerror(&zipError));
        if (source)
            zip_source_free(source);
    }
    zip_error_fini(&zipError);
    return archive;
}

} // namespace

QStringList zipEntryNames(const QByteArray &data, QString *error)
{
    zip_t *archive = openInMemory(data, error);
    if (!archive)
        return {};
    QStringList names;
    const zip_int64_t count = zip_get_num_entries(archive, 0);
    for (zip_int64_t i = 0; i < count; ++i)
        names << QString::fromUtf8(zip_get_name(archive, zip_uint64_t(i), ZIP_FL_ENC_GUESS));
    zip_discard(archive); // frees the source too
    return names;
}

std::optional<QByteArray> zipEntry(const QByteArray &data, const QString &name, qint64 maxBytes, QString *error)
{
    zip_t *archive = openInMemory(data, error);
    if (!archive)
        return std::nullopt;
    return readEntry(archive, name, maxBytes, error); // frees the source too
}

std::optional<QByteArray> zipFileEntry(const QString &path, const QString &name, qint64 maxBytes, QString *error)
{
    if (!loadZipLibrary(error))
        return std::nullopt;
    int code = 0;
    zip_t *archive = zip_open(QFile::encodeName(path).constData(), ZIP_RDONLY, &code);
    if (!archive) {
        zip_error_t zipError;
        zip_error_init_with_code(&zipError, code);
        *error = tr("%1: %2").arg(QDir::toNativeSeparators(path), QString::fromUtf8(zip_error_strerror(&zipError)));
        zip_error_fini(&zipError);
        return std::nullopt;
    }
    std::optional<QByteArray> bytes = readEntry(archive, name, maxBytes, error);
    if (!error->isEmpty())
        *error = tr("%1: %2").arg(QDir::toNativeSeparators(path), *error);
    return bytes;
}

} // namespace quarry
