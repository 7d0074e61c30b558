#include "io/assimp/ChildProcess.h"

#include "model/Translate.h"

#include <QDeadlineTimer>

#include <algorithm>
#include <cstring>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <fcntl.h>
#include <poll.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

namespace quarry::assimp {

// lupdate files tr() calls made in this namespace's free functions under
// the context "quarry::assimp"; the lookup must use the same one.
QUARRY_NAMESPACE_TR("quarry::assimp")

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

bool readAll(int fd, void *data, size_t size)
{
    char *p = static_cast<char *>(data);
    while (size > 0) {
        const ssize_t n = ::read(fd, p, size);
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

// What every child does first: no SIGPIPE, stderr to /dev/null (what a
// crashing reader or writer prints is summed up by the parent), and an
// address-space limit of what the process maps already plus the allowance.
void prepareChild(const IsolationLimits &limits)
{
    std::signal(SIGPIPE, SIG_IGN);
    if (const int devNull = ::open("/dev/null", O_WRONLY); devNull >= 0)
        ::dup2(devNull, STDERR_FILENO);
    rlimit current{};
    if (getrlimit(RLIMIT_AS, &current) == 0) {
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
}

// Hands each record the child sends to `handle` until it answers Done or
// Kill (the child is then stopped) or the pipe closes. Stops the child when
// the time is up. Closes `fd` and reaps the child.
ChildEnd collectRecords(pid_t pid, int fd, const IsolationLimits &limits,
                        const std::function<Handled(char, QByteArrayView)> &handle)
{
    ChildEnd end;
    QByteArray buffer;
    bool finished = false, killed = false;
    const QDeadlineTimer deadline(std::chrono::seconds(limits.timeoutSeconds));
    auto stop = [&]() {
        if (!killed)
            ::kill(pid, SIGKILL);
        killed = true;
        finished = true;
    };
    while (!finished) {
        if (deadline.hasExpired()) {
            end.timedOut = true;
            stop();
            break;
        }
        pollfd p{fd, POLLIN, 0};
        const int ready = ::poll(&p, 1, int(std::clamp<qint64>(deadline.remainingTime(), 0, 250)));
        if (ready < 0 && errno == EINTR)
            continue;
        if (ready == 0)
            continue;
        char chunk[1 << 16];
        const ssize_t n = ::read(fd, chunk, sizeof chunk);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break; // the child is gone
        buffer.append(chunk, n);
        while (buffer.size() >= kHeader) {
            quint64 size = 0;
            std::memcpy(&size, buffer.constData() + 1, 8);
            if (size > quint64(limits.memoryBytes)) {
                end.malformed = true;
                stop();
                break;
            }
            if (quint64(buffer.size() - kHeader) < size) {
                buffer.reserve(kHeader + qsizetype(size));
                break;
            }
            const Handled next = handle(buffer.at(0), QByteArrayView(buffer.constData() + kHeader, qsizetype(size)));
            buffer.remove(0, kHeader + qsizetype(size));
            if (next == Handled::Kill) {
                stop();
                break;
            }
            if (next == Handled::Done) {
                finished = true;
                break;
            }
        }
    }
    ::close(fd);
    while (::waitpid(pid, &end.status, 0) < 0 && errno == EINTR) { }
    return end;
}

// Forks a child that runs `child(fd)` (and never returns); -1 when the
// system would not.
pid_t startChild(int &readFd, const std::function<void(int)> &child)
{
    int fds[2];
    if (pipe2(fds, O_CLOEXEC) != 0)
        return -1;
    const pid_t pid = fork();
    if (pid < 0) {
        ::close(fds[0]);
        ::close(fds[1]);
        return -1;
    }
    if (pid == 0) {
        ::close(fds[0]);
        child(fds[1]);
        _exit(0);
    }
    ::close(fds[1]);
    readFd = fds[0];
    return pid;
}

// What became of a child that gave no answer (whole sentences, for the
// translators).
QString childFailure(const ChildEnd &end, bool writing)
{
    if (WIFSIGNALED(end.status)) {
        const QString signal = QString::fromLocal8Bit(strsignal(WTERMSIG(end.status)));
        return writing ? tr("the writer crashed (%1)").arg(signal) : tr("the reader crashed (%1)").arg(signal);
    }
    const int code = WIFEXITED(end.status) ? WEXITSTATUS(end.status) : -1;
    return writing
               ? tr("the writer stopped without a result (exit code %1); the model may need more memory than allowed")
                     .arg(code)
               : tr("the reader stopped without a result (exit code %1); the file may need more memory than allowed")
                     .arg(code);
}

} // namespace quarry::assimp

#endif
