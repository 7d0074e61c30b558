// What readers and writers return: the model or the bytes, or an error
// that names the file and the line (text) or byte offset (binary).
#pragma once

#include "model/Model.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>
#include <QVariantMap>

#include <functional>
#include <optional>

namespace quarry {

struct Diagnostic
{
    QString file;
    qint64 line = -1; // 1-based, text formats
    qint64 offset = -1; // byte offset, binary formats
    QString message;

    // "file:line: message", "file: byte N: message" or "file: message".
    QString toString() const;
};

// Reports progress from 0 to 1; returns false when the user cancelled.
using ProgressFn = std::function<bool(double fraction)>;

struct ReadOptions
{
    // Files read together with the main one (XMF skeleton, animations,
    // materials), in the order the user gave them.
    QStringList companions;
    ProgressFn progress;
    // Format-specific switches, e.g. "assimp.joinVertices": true.
    QVariantMap options;
};

struct WriteOptions
{
    ProgressFn progress;
    QVariantMap options;
};

struct ReadResult
{
    Model model;
    QList<Diagnostic> warnings;
    std::optional<Diagnostic> error;
    // What a reader decided that the user should know but that is not a
    // problem, e.g. which rule gave XMF material ids.
    QList<Diagnostic> notes;

    bool ok() const { return !error.has_value(); }
    static ReadResult failure(const QString &file, const QString &message, qint64 line = -1, qint64 offset = -1);
};

// A file's path and the bytes to write to it.
struct FileBytes
{
    QString path;
    QByteArray data;
};

struct WriteResult
{
    QByteArray data;
    // Further files that belong with this one (a Cal3D .cfg's skeleton,
    // meshes, animations and materials), saved with it as one: all of them
    // or none (saveAllBytes).
    QList<FileBytes> siblings;
    // writeModelFile: the files it wrote (the model's and its siblings';
    // a file that already held its bytes is not written).
    QStringList written;
    QList<Diagnostic> warnings;
    // What the writer did that the edit did not ask for and that is not a
    // problem: a file read from disk written anew from the model (its own
    // layout and number formatting not kept), and why.
    QList<Diagnostic> notes;
    std::optional<Diagnostic> error;

    bool ok() const { return !error.has_value(); }
    static WriteResult failure(const QString &file, const QString &message);
};

// A cancelled operation reports this message, so callers can tell it from
// a real failure.
QString cancelledMessage();

} // namespace quarry
