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

// The child's whole life: no Qt, plain writes, _exit.
[[noreturn]] void runChild(int fd, const std::string &path, unsigned flags, const IsolationLimits &limits)
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

IsolatedScene readInChild(const QString &path, unsigned flags, const ProgressFn &progress,
                          const IsolationLimits &limits)
{
    IsolatedScene result;
    const std::string nativePath = QFile::encodeName(path).toStdString();
    int fds[2];
    if (pipe2(fds, O_CLOEXEC) != 0)
        return readInProcess(path, flags, progress);
    const pid_t pid = fork();
    if (pid < 0) {
        ::close(fds[0]);
        ::close(fds[1]);
        return readInProcess(path, flags, progress);
    }
    if (pid == 0) {
        ::close(fds[0]);
        runChild(fds[1], nativePath, flags, limits);
    }
    ::close(fds[1]);
    const int fd = fds[0];

    QByteArray buffer;
    QByteArray blob;
    QByteArray extras;
    bool gotScene = false, gotError = false, killed = false, timedOut = false;
    const QDeadlineTimer deadline(std::chrono::seconds(limits.timeoutSeconds));
    auto stop = [&]() {
        if (!killed)
            ::kill(pid, SIGKILL);
        killed = true;
    };
    while (!gotScene && !gotError) {
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
                result.error = tr("the reader sent back a malformed answer");
                gotError = true;
                stop();
                break;
            }
            if (quint64(buffer.size() - kHeader) < size) {
                buffer.reserve(kHeader + qsizetype(size));
                break;
            }
            const char type = buffer.at(0);
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
            } else if (type == MeshExtrasRecord) {
                extras = payload.toByteArray();
            } else if (type == SceneRecord) {
                blob = payload.toByteArray();
                gotScene = true;
            }
            buffer.remove(0, kHeader + qsizetype(size));
            if (gotScene || gotError)
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
    if (!gotScene) {
        if (WIFSIGNALED(status))
            result.error = tr("the reader crashed (%1)").arg(QString::fromLocal8Bit(strsignal(WTERMSIG(status))));
        else
            result.error = tr("the reader stopped without a result (exit code %1); the file may need more memory than allowed")
                               .arg(WIFEXITED(status) ? WEXITSTATUS(status) : -1);
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

#endif

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

} // namespace quarry::assimp
