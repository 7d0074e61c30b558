// The .framegroups file that DarkPlaces-family engines read beside a model
// (model.iqm.framegroups): one line per clip with its first frame, frame
// count, frame rate and loop flag, followed by the clip's name as a comment.
// Frames are numbered as an IQM file stacks them: the clips in model order,
// each with Animation::frameCount() frames.
#pragma once

#include "io/IoResult.h"

namespace quarry {

struct FrameGroup
{
    qint64 first = 0;
    qint64 count = 0;
    double fps = 0;
    bool loop = false;
    QString name; // from the line's // comment, empty when none
    qint64 line = 0; // where readFramegroups found it (1-based)
};

QByteArray framegroupsText(const Model &model);
// The text of these groups (first, count, rate, loop flag, // name).
QByteArray framegroupsText(const QList<FrameGroup> &groups);
// `modelPath` + ".framegroups", the name the engines look for.
QString framegroupsPath(const QString &modelPath);
// Reads .framegroups text: the groups, or an error naming the file and
// the line (a field that is not a number, a negative frame or count, a
// group past 2^31 frames). Lines that are blank or only a comment are
// skipped; a fifth field on a line is taken as the name when there is no
// comment, as some engines read it. As the engines read it, every byte at
// or below ' ' separates fields and the text ends at a NUL byte (a warning
// naming its line).
struct FramegroupsResult
{
    QList<FrameGroup> groups;
    std::optional<Diagnostic> error;
    QList<Diagnostic> warnings;
};
FramegroupsResult readFramegroups(const QString &path, QByteArrayView text);
// Writes the file beside `modelPath` (through QSaveFile); warns where the
// model has no clips.
WriteResult writeFramegroups(const Model &model, const QString &modelPath);
// What writeFramegroups would write, in result.data (for saveAllBytes).
WriteResult encodeFramegroups(const Model &model, const QString &modelPath);
// The same for groups laid out by the caller (an MD3's frames, which
// overlapping clips read from its sidecar share).
WriteResult encodeFramegroups(const QList<FrameGroup> &groups, const QString &modelPath);

} // namespace quarry
