#include "io/assimp/AssimpIsolation.h"
#include "io/ModelTransfer.h"
#include "model/Translate.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QFile>

#include <assimp/Importer.hpp>
#include <assimp/ProgressHandler.hpp>
#include <assimp/config.h>
#include <assimp/postprocess.h>
#include <assimp/scene.h>

#include <algorithm>
#include <cstring>
#include <string>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <csignal>
#include <fcntl.h>
#include <poll.h>
#include <sys/resource.h>
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
}

// Progress straight to the caller's function (reading in this process).
class DirectProgress : public Assimp::ProgressHandler
{
public:
    explicit DirectProgress(ProgressFn fn, bool *cancelled) : m_fn(std::move(fn)), m_cancelled(cancelled) {}

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
    importer.SetProgressHandler(new DirectProgress(progress, &result.cancelled));  // the importer owns it
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

// Records on the pipe from child to parent: one type byte, a 64-bit length,
// the payload.
enum RecordType : char { ProgressRecord = 'P', ErrorRecord = 'E', ModelRecord = 'R' };
constexpr qsizetype kHeader = 1 + 8;

bool writeAll(int fd, const void *data, size_t size)
{
    const char *p = static_cast<const char *>(data);
    while (size > 0) {
        const ssize_t n = ::write(fd, p, size);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        p += n;
        size -= size_t(n);
    }
    return true;
}

bool writeRecord(int fd, char type, const void *data, quint64 size)
{
    char header[kHeader];
    header[0] = type;
    std::memcpy(header + 1, &size, 8);
    return writeAll(fd, header, sizeof header) && writeAll(fd, data, size);
}

class PipeProgress : public Assimp::ProgressHandler
{
public:
    explicit PipeProgress(int fd) : m_fd(fd) {}

    bool Update(float fraction) override
    {
        // The parent stops the child when the user cancels.
        return writeRecord(m_fd, ProgressRecord, &fraction, sizeof fraction);
    }

private:
    int m_fd;
};

// The child's whole life: read, convert, pass the model back, _exit. The
// conversion is the same code the parent would run, on containers of its
// own (no locks, no threads of the parent's survive the fork).
[[noreturn]] void runChild(int fd, const QString &path, unsigned flags, const IsolationLimits &limits,
                           SceneConversion convert)
{
    std::signal(SIGPIPE, SIG_IGN);
    // What a crashing reader prints is summed up by the parent.
    if (const int devNull = ::open("/dev/null", O_WRONLY); devNull >= 0)
        ::dup2(devNull, STDERR_FILENO);
    rlimit current{};
    if (getrlimit(RLIMIT_AS, &current) == 0) {
        // What the process maps already plus the allowance.
        long pages = 0;
        if (FILE *statm = std::fopen("/proc/self/statm", "r")) {
            if (std::fscanf(statm, "%ld", &pages) != 1)
                pages = 0;
            std::fclose(statm);
        }
        const rlim_t wanted = rlim_t(pages) * rlim_t(sysconf(_SC_PAGESIZE)) + rlim_t(limits.memoryBytes);
        if (current.rlim_max == RLIM_INFINITY || wanted < current.rlim_max) {
            rlimit limit{wanted, current.rlim_max};
            setrlimit(RLIMIT_AS, &limit);
        }
    }
    {
        Assimp::Importer importer;
        configure(importer);
        importer.SetProgressHandler(new PipeProgress(fd));
        const aiScene *scene = importer.ReadFile(QFile::encodeName(path).toStdString(), flags);
        if (!scene) {
            const std::string error = importer.GetErrorString();
            writeRecord(fd, ErrorRecord, error.data(), error.size());
            _exit(0);
        }
        const ReadResult result = convert(*scene, path);
        const PackedReadResult packed = packReadResult(result);
        // Straight from the model's streams into the pipe.
        char header[kHeader];
        header[0] = ModelRecord;
        const quint64 size = quint64(packed.size());
        std::memcpy(header + 1, &size, 8);
        if (writeAll(fd, header, sizeof header) && writeAll(fd, packed.head.constData(), size_t(packed.head.size())))
            for (const QByteArrayView &stream : packed.streams)
                if (!writeAll(fd, stream.data(), size_t(stream.size())))
                    break;
        // Nothing to clean up for a process that ends here.
        _exit(0);
    }
}

IsolatedRead readInChild(const QString &path, unsigned flags, const ProgressFn &progress,
                         const IsolationLimits &limits, SceneConversion convert)
{
    IsolatedRead result;
    int fds[2];
    if (pipe2(fds, O_CLOEXEC) != 0)
        return readInProcess(path, flags, progress, convert);
    const pid_t pid = fork();
    if (pid < 0) {
        ::close(fds[0]);
        ::close(fds[1]);
        return readInProcess(path, flags, progress, convert);
    }
    if (pid == 0) {
        ::close(fds[0]);
        runChild(fds[1], path, flags, limits, convert);
    }
    ::close(fds[1]);
    const int fd = fds[0];
    // A larger pipe: fewer round trips for a model of many megabytes.
    ::fcntl(fd, F_SETPIPE_SZ, 1 << 20);
    QByteArray chunk(1 << 20, Qt::Uninitialized);

    QByteArray buffer;
    QByteArray blob;  // the model record, once its header came
    qsizetype modelFilled = 0;
    bool gotModel = false, gotError = false, killed = false, timedOut = false;
    const QDeadlineTimer deadline(std::chrono::seconds(limits.timeoutSeconds));
    auto stop = [&]() {
        if (!killed)
            ::kill(pid, SIGKILL);
        killed = true;
    };
    while (!gotModel && !gotError) {
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
                break;  // the child is gone
            modelFilled += n;
            gotModel = modelFilled == blob.size();
            continue;
        }
        const ssize_t n = ::read(fd, chunk.data(), size_t(chunk.size()));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break;  // the child is gone
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
                    gotError = true;
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
                if (modelFilled == blob.size())
                    gotModel = true;
                break;
            }
            buffer.remove(0, kHeader + qsizetype(size));
            if (gotModel || gotError)
                break;
        }
    }
    ::close(fd);
    int status = 0;
    while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
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
        if (WIFSIGNALED(status))
            result.error = tr("the reader crashed (%1)").arg(QString::fromLocal8Bit(strsignal(WTERMSIG(status))));
        else
            result.error = tr("the reader stopped without a result (exit code %1); the file may need more memory than allowed")
                               .arg(WIFEXITED(status) ? WEXITSTATUS(status) : -1);
        return result;
    }
    if (!unpackReadResult(blob, result.result)) {
        result.error = tr("the reader sent back a malformed answer");
        return result;
    }
    result.read = true;
    return result;
}

#endif

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

} // namespace quarry::assimp
