#include "io/assimp/AssimpIsolation.h"
#include "io/ModelTransfer.h"
#include "io/assimp/ChildProcess.h"
#include "model/Translate.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QFile>

#include <assimp/Exporter.hpp>
#include <assimp/Importer.hpp>
#include <assimp/ProgressHandler.hpp>
#include <assimp/config.h>
#include <assimp/postprocess.h>
#include <assimp/scene.h>

#include <algorithm>
#include <cstring>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <csignal>
#include <fcntl.h>
#include <poll.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>
#endif

namespace quarry::assimp {

namespace {

// lupdate files tr() calls made in this namespace's free functions under
// the context "quarry::assimp"; the lookup must use the same one.
QUARRY_NAMESPACE_TR("quarry::assimp")

void configure(Assimp::Importer &importer)
{
    // FBX pivot nodes would become extra joints.
    importer.SetPropertyBool(AI_CONFIG_IMPORT_FBX_PRESERVE_PIVOTS, false);
    // A skin's joints are the skeleton, weighing on vertices or not (leaf
    // joints such as finger tips and attachment points weigh on nothing).
    importer.SetPropertyBool(AI_CONFIG_IMPORT_REMOVE_EMPTY_BONES, false);
    // Collada's <up_axis> is read by the importer (UpAxis.h), which turns
    // the model Z up, not Y up as Assimp's reader would.
    importer.SetPropertyBool(AI_CONFIG_IMPORT_COLLADA_IGNORE_UP_DIRECTION, true);
}

// glTF keeps the morph targets' names (in the mesh's extras), so they come back.
Assimp::ExportProperties exportProperties()
{
    Assimp::ExportProperties properties;
    properties.SetPropertyBool("GLTF2_TARGETNAMES_EXP", true);
    return properties;
}

// Progress straight to the caller's function (reading in this process).
class DirectProgress : public Assimp::ProgressHandler
{
public:
    explicit DirectProgress(ProgressFn fn, bool *cancelled)
        : m_fn(std::move(fn))
        , m_cancelled(cancelled)
    { }

    bool Update(float fraction) override
    {
        if (m_fn && fraction >= 0 && !m_fn(std::clamp(double(fraction), 0.0, 1.0) * 0.8))
            *m_cancelled = true;
        return !*m_cancelled;
    }

private:
    ProgressFn m_fn;
    bool *m_cancelled;
};

IsolatedRead readInProcess(const QString &path, unsigned flags, const ProgressFn &progress, SceneConversion convert)
{
    IsolatedRead result;
    Assimp::Importer importer;
    configure(importer);
    importer.SetProgressHandler(new DirectProgress(progress, &result.cancelled)); // the importer owns it
    const aiScene *scene = importer.ReadFile(QFile::encodeName(path).toStdString(), flags);
    if (!scene) {
        result.error = QString::fromUtf8(importer.GetErrorString()).trimmed();
        return result;
    }
    result.read = true;
    result.result = convert(*scene, path);
    return result;
}

#ifdef Q_OS_UNIX

class PipeProgress : public Assimp::ProgressHandler
{
public:
    explicit PipeProgress(int fd)
        : m_fd(fd)
    { }

    bool Update(float fraction) override
    {
        // The parent stops the child when the user cancels.
        return writeRecord(m_fd, ProgressRecord, &fraction, sizeof fraction);
    }

private:
    int m_fd;
};

// Reads one file in the worker and answers on `fd`. False when the worker
// should end (the file could not be read: whatever Assimp left behind is
// not trusted for the next one).
bool serveRequest(int fd, const QString &path, unsigned flags, SceneConversion convert)
{
    Assimp::Importer importer;
    configure(importer);
    importer.SetProgressHandler(new PipeProgress(fd));
    const aiScene *scene = importer.ReadFile(QFile::encodeName(path).toStdString(), flags);
    if (!scene) {
        const std::string error = importer.GetErrorString();
        writeRecord(fd, ErrorRecord, error.data(), error.size());
        return false;
    }
    const ReadResult result = convert(*scene, path);
    const PackedReadResult packed = packReadResult(result);
    // Straight from the model's streams into the pipe.
    char header[kHeader];
    header[0] = ModelRecord;
    const quint64 size = quint64(packed.size());
    std::memcpy(header + 1, &size, 8);
    if (!writeAll(fd, header, sizeof header) || !writeAll(fd, packed.head.constData(), size_t(packed.head.size())))
        return false;
    for (const QByteArrayView &stream : packed.streams)
        if (!writeAll(fd, stream.data(), size_t(stream.size())))
            return false;
    return true;
}

// The worker's whole life: requests (flags, path) in, answers out, until
// the editor closes its end or a file fails. The conversion is the same
// code the editor would run, on containers of the worker's own (no locks,
// no threads of the editor's survive the fork).
[[noreturn]] void runWorker(int in, int out, const IsolationLimits &limits, SceneConversion convert)
{
    prepareChild(limits);
    // The editor's terminal and pipes are not held open by the worker, nor
    // anything else of the editor's (another worker's pipes would keep it
    // from seeing the editor go).
    if (const int devNull = ::open("/dev/null", O_RDWR); devNull >= 0) {
        ::dup2(devNull, STDIN_FILENO);
        ::dup2(devNull, STDOUT_FILENO);
        ::close(devNull);
    }
    const int low = std::min(in, out), high = std::max(in, out);
    ::syscall(SYS_close_range, 3u, unsigned(low - 1), 0u);
    ::syscall(SYS_close_range, unsigned(low + 1), unsigned(high - 1), 0u);
    ::syscall(SYS_close_range, unsigned(high + 1), ~0u, 0u);
    for (;;) {
        quint32 request[2] = {}; // flags, path bytes
        if (!readAll(in, request, sizeof request) || request[1] > 1u << 20)
            _exit(0);
        QByteArray path(qsizetype(request[1]), Qt::Uninitialized);
        if (!readAll(in, path.data(), size_t(path.size())))
            _exit(0);
        if (!serveRequest(out, QString::fromUtf8(path), request[0], convert))
            _exit(0); // nothing to clean up for a process that ends here
    }
}

// A reader process kept for the files that follow, so that each import
// costs a request instead of a new process with a cold heap.
struct Worker
{
    pid_t pid = -1;
    int requests = -1; // the editor's ends
    int answers = -1;
    qint64 memoryBytes = 0;
    SceneConversion convert = nullptr;
    bool busy = false;

    bool running() const { return pid > 0; }

    bool start(const IsolationLimits &limits, SceneConversion conversion)
    {
        int toWorker[2], fromWorker[2];
        if (pipe2(toWorker, O_CLOEXEC) != 0)
            return false;
        if (pipe2(fromWorker, O_CLOEXEC) != 0) {
            ::close(toWorker[0]);
            ::close(toWorker[1]);
            return false;
        }
        const pid_t child = fork();
        if (child < 0) {
            for (int fd : {toWorker[0], toWorker[1], fromWorker[0], fromWorker[1]})
                ::close(fd);
            return false;
        }
        if (child == 0)
            runWorker(toWorker[0], fromWorker[1], limits, conversion);
        ::close(toWorker[0]);
        ::close(fromWorker[1]);
        pid = child;
        requests = toWorker[1];
        answers = fromWorker[0];
        memoryBytes = limits.memoryBytes;
        convert = conversion;
        // A larger pipe: fewer round trips for a model of many megabytes.
        ::fcntl(answers, F_SETPIPE_SZ, 1 << 20);
        return true;
    }

    // Ends the worker (killed unless it ended itself) and returns how.
    int stop(bool kill)
    {
        int status = 0;
        if (!running())
            return status;
        ::close(requests);
        ::close(answers);
        if (kill)
            ::kill(pid, SIGKILL);
        while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) { }
        pid = -1;
        requests = answers = -1;
        return status;
    }
};

// Up to one worker per core; an import that finds them all busy gets a
// worker of its own for that file.
std::mutex g_workersMutex;
std::vector<std::unique_ptr<Worker>> g_workers;

Worker *takeWorker()
{
    const std::lock_guard lock(g_workersMutex);
    for (const auto &w : g_workers)
        if (!w->busy) {
            w->busy = true;
            return w.get();
        }
    if (g_workers.size() >= std::max(2u, std::thread::hardware_concurrency()))
        return nullptr;
    g_workers.push_back(std::make_unique<Worker>());
    g_workers.back()->busy = true;
    return g_workers.back().get();
}

void giveBack(Worker *w)
{
    const std::lock_guard lock(g_workersMutex);
    w->busy = false;
}

IsolatedRead readInWorker(Worker &worker, const QString &path, unsigned flags, const ProgressFn &progress,
                          const IsolationLimits &limits, SceneConversion convert)
{
    IsolatedRead result;
    if (worker.running() && (worker.memoryBytes != limits.memoryBytes || worker.convert != convert))
        worker.stop(true);
    const QByteArray nativePath = path.toUtf8();
    const quint32 request[2] = {flags, quint32(nativePath.size())};
    auto send = [&] {
        return writeAll(worker.requests, request, sizeof request)
               && writeAll(worker.requests, nativePath.constData(), size_t(nativePath.size()));
    };
    // A worker that ended since its last file is started again.
    if (!worker.running() || !send()) {
        worker.stop(true);
        if (!worker.start(limits, convert) || !send()) {
            worker.stop(true);
            return readInProcess(path, flags, progress, convert);
        }
    }
    const int fd = worker.answers;
    QByteArray chunk(1 << 16, Qt::Uninitialized);
    QByteArray buffer;
    QByteArray blob; // the model record, once its header came
    qsizetype modelFilled = 0;
    bool gotModel = false, gotError = false, stopped = false, timedOut = false;
    const QDeadlineTimer deadline(std::chrono::seconds(limits.timeoutSeconds));
    auto stop = [&]() { stopped = true; };
    while (!gotModel && !gotError && !stopped) {
        if (deadline.hasExpired()) {
            timedOut = true;
            stop();
            break;
        }
        pollfd p{fd, POLLIN, 0};
        const int ready = ::poll(&p, 1, int(std::clamp<qint64>(deadline.remainingTime(), 0, 250)));
        if (ready < 0 && errno == EINTR)
            continue;
        if (ready == 0)
            continue;
        if (!blob.isNull()) {
            const ssize_t n = ::read(fd, blob.data() + modelFilled, size_t(blob.size() - modelFilled));
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0)
                break; // the worker is gone
            modelFilled += n;
            gotModel = modelFilled == blob.size();
            continue;
        }
        const ssize_t n = ::read(fd, chunk.data(), size_t(chunk.size()));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break; // the worker is gone
        buffer.append(chunk.constData(), n);
        while (buffer.size() >= kHeader) {
            quint64 size = 0;
            std::memcpy(&size, buffer.constData() + 1, 8);
            if (size > quint64(limits.memoryBytes)) {
                result.error = tr("the reader sent back a malformed answer");
                gotError = true;
                stop();
                break;
            }
            const char type = buffer.at(0);
            if (type != ModelRecord && quint64(buffer.size() - kHeader) < size) {
                buffer.reserve(kHeader + qsizetype(size));
                break;
            }
            const QByteArrayView payload(buffer.constData() + kHeader, qsizetype(size));
            if (type == ProgressRecord && size == sizeof(float)) {
                float fraction = 0;
                std::memcpy(&fraction, payload.data(), sizeof fraction);
                if (progress && fraction >= 0 && !progress(std::clamp(double(fraction), 0.0, 1.0) * 0.7)) {
                    result.cancelled = true;
                    stop();
                    break;
                }
            } else if (type == ErrorRecord) {
                result.error = QString::fromUtf8(payload).trimmed();
                gotError = true;
            } else if (type == ModelRecord) {
                // The model is the last record: read straight into its place.
                blob = QByteArray(qsizetype(size), Qt::Uninitialized);
                const qsizetype have = std::min(buffer.size() - kHeader, qsizetype(size));
                std::memcpy(blob.data(), buffer.constData() + kHeader, size_t(have));
                buffer.clear();
                modelFilled = have;
                gotModel = modelFilled == blob.size();
                break;
            }
            buffer.remove(0, kHeader + qsizetype(size));
            if (gotError || stopped)
                break;
        }
    }
    // Kept for the next file only after a whole answer; after an error it
    // ends itself, after Cancel or a timeout it is stopped.
    const int status = gotModel ? 0 : worker.stop(stopped || !gotError);
    if (result.cancelled)
        return result;
    if (timedOut) {
        result.error = tr("reading took longer than %1 seconds and was stopped").arg(limits.timeoutSeconds);
        return result;
    }
    if (gotError) {
        if (result.error.isEmpty())
            result.error = tr("no reason given");
        return result;
    }
    if (!gotModel) {
        ChildEnd end;
        end.status = status;
        result.error = childFailure(end, false);
        return result;
    }
    if (!unpackReadResult(blob, result.result)) {
        worker.stop(true);
        result.error = tr("the reader sent back a malformed answer");
        return result;
    }
    result.read = true;
    return result;
}

IsolatedRead readInChild(const QString &path, unsigned flags, const ProgressFn &progress, const IsolationLimits &limits,
                         SceneConversion convert)
{
    if (Worker *pooled = takeWorker()) {
        IsolatedRead read = readInWorker(*pooled, path, flags, progress, limits, convert);
        giveBack(pooled);
        return read;
    }
    Worker own;
    IsolatedRead read = readInWorker(own, path, flags, progress, limits, convert);
    own.stop(true);
    return read;
}

// The exporting child: the scene is the parent's, copied by fork.
[[noreturn]] void runExportChild(int fd, const aiScene &scene, const std::string &formatId, const std::string &path,
                                 const IsolationLimits &limits)
{
    prepareChild(limits);
    Assimp::Exporter exporter;
    const Assimp::ExportProperties properties = exportProperties();
    if (exporter.Export(&scene, formatId, path, 0, &properties) != AI_SUCCESS) {
        const std::string error = exporter.GetErrorString();
        writeRecord(fd, ErrorRecord, error.data(), error.size());
    } else {
        writeRecord(fd, DoneRecord, "", 0);
    }
    _exit(0);
}

#endif

QString exportInProcess(const aiScene &scene, const std::string &formatId, const QString &path)
{
    Assimp::Exporter exporter;
    const Assimp::ExportProperties properties = exportProperties();
    if (exporter.Export(&scene, formatId, QFile::encodeName(path).toStdString(), 0, &properties) != AI_SUCCESS) {
        const QString error = QString::fromUtf8(exporter.GetErrorString()).trimmed();
        return error.isEmpty() ? tr("no reason given") : error;
    }
    return {};
}

} // namespace

IsolatedRead readModel(const QString &path, unsigned flags, const ProgressFn &progress, const IsolationLimits &limits,
                       SceneConversion convert)
{
#ifdef Q_OS_UNIX
    return readInChild(path, flags, progress, limits, convert);
#else
    Q_UNUSED(limits);
    return readInProcess(path, flags, progress, convert);
#endif
}

QString exportScene(const aiScene &scene, const QString &formatId, const QString &path, const IsolationLimits &limits)
{
    const std::string id = formatId.toStdString();
#ifdef Q_OS_UNIX
    const std::string nativePath = QFile::encodeName(path).toStdString();
    int fd = -1;
    const pid_t pid = startChild(fd, [&](int out) { runExportChild(out, scene, id, nativePath, limits); });
    if (pid < 0)
        return exportInProcess(scene, id, path);
    QString error;
    bool done = false;
    const ChildEnd end = collectRecords(pid, fd, limits, [&](char type, QByteArrayView payload) {
        if (type == ErrorRecord) {
            error = QString::fromUtf8(payload).trimmed();
            if (error.isEmpty())
                error = tr("no reason given");
        }
        done = type == ErrorRecord || type == DoneRecord;
        return done ? Handled::Done : Handled::More;
    });
    if (end.timedOut)
        return tr("writing took longer than %1 seconds and was stopped").arg(limits.timeoutSeconds);
    if (!done)
        return childFailure(end, true);
    return error;
#else
    Q_UNUSED(limits);
    return exportInProcess(scene, id, path);
#endif
}

} // namespace quarry::assimp
