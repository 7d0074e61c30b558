#include "io/assimp/AssimpIsolation.h"
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
#include <functional>
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

IsolatedScene readInProcess(const QString &path, unsigned flags, const ProgressFn &progress)
{
    IsolatedScene result;
    result.importer = std::make_shared<Assimp::Importer>();
    configure(*result.importer);
    result.importer->SetProgressHandler(new DirectProgress(progress, &result.cancelled));  // the importer owns it
    result.scene = result.importer->ReadFile(QFile::encodeName(path).toStdString(), flags);
    if (!result.scene)
        result.error = QString::fromUtf8(result.importer->GetErrorString()).trimmed();
    return result;
}

#ifdef Q_OS_UNIX

// Records on the pipe from child to parent: one type byte, a 64-bit length,
// the payload.
enum RecordType : char { ProgressRecord = 'P', ErrorRecord = 'E', MeshExtrasRecord = 'M', SceneRecord = 'S' };
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

// Assimp's binary dump leaves out mesh names and morph targets; they travel
// beside it.
void appendBytes(std::string &out, const void *data, size_t size)
{
    out.append(static_cast<const char *>(data), size);
}

void appendUInt(std::string &out, quint32 value)
{
    appendBytes(out, &value, sizeof value);
}

void appendString(std::string &out, const aiString &s)
{
    appendUInt(out, s.length);
    appendBytes(out, s.data, s.length);
}

std::string meshExtras(const aiScene &scene)
{
    std::string out;
    appendUInt(out, scene.mNumMeshes);
    for (unsigned m = 0; m < scene.mNumMeshes; ++m) {
        const aiMesh *mesh = scene.mMeshes[m];
        appendString(out, mesh->mName);
        appendUInt(out, mesh->mNumAnimMeshes);
        for (unsigned a = 0; a < mesh->mNumAnimMeshes; ++a) {
            const aiAnimMesh *morph = mesh->mAnimMeshes[a];
            appendString(out, morph->mName);
            appendBytes(out, &morph->mWeight, sizeof morph->mWeight);
            appendUInt(out, morph->mNumVertices);
            appendUInt(out, morph->mVertices ? 1 : 0);
            appendUInt(out, morph->mNormals ? 1 : 0);
            if (morph->mVertices)
                appendBytes(out, morph->mVertices, sizeof(aiVector3D) * morph->mNumVertices);
            if (morph->mNormals)
                appendBytes(out, morph->mNormals, sizeof(aiVector3D) * morph->mNumVertices);
        }
    }
    return out;
}

// Puts the names and morph targets back; false when the data does not fit
// the scene.
bool applyMeshExtras(aiScene &scene, QByteArrayView data)
{
    qsizetype at = 0;
    auto take = [&](void *out, qsizetype size) {
        if (size < 0 || data.size() - at < size)
            return false;
        std::memcpy(out, data.data() + at, size_t(size));
        at += size;
        return true;
    };
    auto takeUInt = [&](quint32 &value) { return take(&value, sizeof value); };
    auto takeString = [&](aiString &s) {
        quint32 length = 0;
        if (!takeUInt(length) || length >= MAXLEN || data.size() - at < qsizetype(length))
            return false;
        s.Set(std::string(data.data() + at, length));
        at += length;
        return true;
    };
    quint32 meshes = 0;
    if (!takeUInt(meshes) || meshes != scene.mNumMeshes)
        return false;
    for (unsigned m = 0; m < meshes; ++m) {
        aiMesh *mesh = scene.mMeshes[m];
        quint32 morphs = 0;
        if (!takeString(mesh->mName) || !takeUInt(morphs) || morphs > quint32(data.size()))
            return false;
        if (morphs == 0)
            continue;
        auto **list = new aiAnimMesh *[morphs]();
        mesh->mAnimMeshes = list;
        mesh->mNumAnimMeshes = morphs;
        for (unsigned a = 0; a < morphs; ++a) {
            auto *morph = new aiAnimMesh;
            list[a] = morph;
            quint32 vertices = 0, hasVertices = 0, hasNormals = 0;
            if (!takeString(morph->mName) || !take(&morph->mWeight, sizeof morph->mWeight) || !takeUInt(vertices)
                || !takeUInt(hasVertices) || !takeUInt(hasNormals) || vertices != mesh->mNumVertices)
                return false;
            const qsizetype bytes = qsizetype(sizeof(aiVector3D)) * vertices;
            if (data.size() - at < bytes * ((hasVertices ? 1 : 0) + (hasNormals ? 1 : 0)))
                return false;
            morph->mNumVertices = vertices;
            if (hasVertices) {
                morph->mVertices = new aiVector3D[vertices];
                take(morph->mVertices, bytes);
            }
            if (hasNormals) {
                morph->mNormals = new aiVector3D[vertices];
                take(morph->mNormals, bytes);
            }
        }
    }
    return at == data.size();
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

// The child's whole life: no Qt, plain writes, _exit.
[[noreturn]] void runChild(int fd, const std::string &path, unsigned flags, const IsolationLimits &limits)
{
    prepareChild(limits);
    {
        Assimp::Importer importer;
        configure(importer);
        importer.SetProgressHandler(new PipeProgress(fd));
        const aiScene *scene = importer.ReadFile(path, flags);
        if (!scene) {
            const std::string error = importer.GetErrorString();
            writeRecord(fd, ErrorRecord, error.data(), error.size());
            _exit(0);
        }
        const std::string extras = meshExtras(*scene);
        writeRecord(fd, MeshExtrasRecord, extras.data(), extras.size());
        Assimp::Exporter exporter;
        const aiExportDataBlob *blob = exporter.ExportToBlob(scene, "assbin");
        if (!blob || blob->next) {
            const std::string error = std::string("the scene could not be passed on: ") + exporter.GetErrorString();
            writeRecord(fd, ErrorRecord, error.data(), error.size());
            _exit(0);
        }
        writeRecord(fd, SceneRecord, blob->data, blob->size);
        // Nothing to clean up for a process that ends here.
        _exit(0);
    }
}

enum class Handled { More, Done, Kill };

// How a child's run ended, for the parent's message.
struct ChildEnd
{
    bool timedOut = false;
    bool malformed = false;  // a record larger than the memory allowance
    int status = 0;          // from waitpid
};

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
            break;  // the child is gone
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
    while (::waitpid(pid, &end.status, 0) < 0 && errno == EINTR) {
    }
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
    return writing ? tr("the writer stopped without a result (exit code %1); the model may need more memory than allowed").arg(code)
                   : tr("the reader stopped without a result (exit code %1); the file may need more memory than allowed").arg(code);
}

IsolatedScene readInChild(const QString &path, unsigned flags, const ProgressFn &progress,
                          const IsolationLimits &limits)
{
    IsolatedScene result;
    const std::string nativePath = QFile::encodeName(path).toStdString();
    int fd = -1;
    const pid_t pid = startChild(fd, [&](int out) { runChild(out, nativePath, flags, limits); });
    if (pid < 0)
        return readInProcess(path, flags, progress);

    QByteArray blob;
    QByteArray extras;
    bool gotScene = false, gotError = false;
    const ChildEnd end = collectRecords(pid, fd, limits, [&](char type, QByteArrayView payload) {
        if (type == ProgressRecord && payload.size() == qsizetype(sizeof(float))) {
            float fraction = 0;
            std::memcpy(&fraction, payload.data(), sizeof fraction);
            if (progress && fraction >= 0 && !progress(std::clamp(double(fraction), 0.0, 1.0) * 0.7)) {
                result.cancelled = true;
                return Handled::Kill;
            }
        } else if (type == ErrorRecord) {
            result.error = QString::fromUtf8(payload).trimmed();
            gotError = true;
            return Handled::Done;
        } else if (type == MeshExtrasRecord) {
            extras = payload.toByteArray();
        } else if (type == SceneRecord) {
            blob = payload.toByteArray();
            gotScene = true;
            return Handled::Done;
        }
        return Handled::More;
    });
    if (result.cancelled)
        return result;
    if (end.malformed) {
        result.error = tr("the reader sent back a malformed answer");
        return result;
    }
    if (end.timedOut) {
        result.error = tr("reading took longer than %1 seconds and was stopped").arg(limits.timeoutSeconds);
        return result;
    }
    if (gotError) {
        if (result.error.isEmpty())
            result.error = tr("no reason given");
        return result;
    }
    if (!gotScene) {
        result.error = childFailure(end, false);
        return result;
    }
    result.importer = std::make_shared<Assimp::Importer>();
    // Validated in the child already (the dump drops morph animation
    // channels, which would fail validation here).
    result.scene = result.importer->ReadFileFromMemory(blob.constData(), size_t(blob.size()), 0, "assbin");
    if (!result.scene) {
        result.error = QString::fromUtf8(result.importer->GetErrorString()).trimmed();
        return result;
    }
    // The importer owns the scene; it was made to be changed.
    if (!applyMeshExtras(*const_cast<aiScene *>(result.scene), extras)) {
        result.scene = nullptr;
        result.error = tr("the reader sent back a malformed answer");
    }
    return result;
}

// The exporting child: the scene is the parent's, copied by fork.
[[noreturn]] void runExportChild(int fd, const aiScene &scene, const std::string &formatId,
                                 const std::string &path, const IsolationLimits &limits)
{
    prepareChild(limits);
    Assimp::Exporter exporter;
    if (exporter.Export(&scene, formatId, path, 0) != AI_SUCCESS) {
        const std::string error = exporter.GetErrorString();
        writeRecord(fd, ErrorRecord, error.data(), error.size());
    } else {
        writeRecord(fd, SceneRecord, "", 0);
    }
    _exit(0);
}

#endif

QString exportInProcess(const aiScene &scene, const std::string &formatId, const QString &path)
{
    Assimp::Exporter exporter;
    if (exporter.Export(&scene, formatId, QFile::encodeName(path).toStdString(), 0) != AI_SUCCESS) {
        const QString error = QString::fromUtf8(exporter.GetErrorString()).trimmed();
        return error.isEmpty() ? tr("no reason given") : error;
    }
    return {};
}

} // namespace

IsolatedScene readScene(const QString &path, unsigned flags, const ProgressFn &progress,
                        const IsolationLimits &limits)
{
#ifdef Q_OS_UNIX
    return readInChild(path, flags, progress, limits);
#else
    Q_UNUSED(limits);
    return readInProcess(path, flags, progress);
#endif
}

QString exportScene(const aiScene &scene, const QString &formatId, const QString &path,
                    const IsolationLimits &limits)
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
        done = type == ErrorRecord || type == SceneRecord;
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
