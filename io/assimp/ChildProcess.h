// The child processes Assimp's readers and writers run in (Linux and
// other Unix systems): records on a pipe from child to parent, each one
// type byte, a 64-bit length and the payload; what a child does first;
// and what the parent makes of a child that gave no answer.
#pragma once

#include "io/assimp/AssimpIsolation.h"

#include <QByteArrayView>
#include <QString>

#include <functional>

#ifdef Q_OS_UNIX
#include <sys/types.h>

namespace quarry::assimp {

enum RecordType : char { ProgressRecord = 'P', ErrorRecord = 'E', ModelRecord = 'R', DoneRecord = 'D' };
constexpr qsizetype kHeader = 1 + 8;

// The whole of `size` bytes, or false.
bool writeAll(int fd, const void *data, size_t size);
bool readAll(int fd, void *data, size_t size);
bool writeRecord(int fd, char type, const void *data, quint64 size);

// No SIGPIPE, stderr to /dev/null, and an address-space limit of what the
// process maps already plus the allowance.
void prepareChild(const IsolationLimits &limits);

enum class Handled { More, Done, Kill };

// How a child's run ended, for the parent's message.
struct ChildEnd
{
    bool timedOut = false;
    bool malformed = false; // a record larger than the memory allowance
    int status = 0; // from waitpid
};

// Hands each record the child sends to `handle` until it answers Done or
// Kill (the child is then stopped) or the pipe closes. Stops the child when
// the time is up. Closes `fd` and reaps the child.
ChildEnd collectRecords(pid_t pid, int fd, const IsolationLimits &limits,
                        const std::function<Handled(char, QByteArrayView)> &handle);

// Forks a child that runs `child(fd)` (and never returns); -1 when the
// system would not.
pid_t startChild(int &readFd, const std::function<void(int)> &child);

// What became of a child that gave no answer (whole sentences, for the
// translators).
QString childFailure(const ChildEnd &end, bool writing);

} // namespace quarry::assimp

#endif
