// An edited .md5anim written back line by line: when the writer's file for
// the edited clip has the same lines as the kept file (the same joints
// animated in the same channels, as many frames), the lines whose numbers
// the edit left as they were stay as stored (LineSplice.h) and only the
// others are the writer's: a joint moved in the bind pose changes the
// lines of the moved joints whose numbers the move changes (their base
// frame, their numbers in each frame), not the other joints' nor the
// bounds that still hold. A joint no frame animates keeps its hierarchy
// line's start index as stored (nothing reads it).
#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

namespace quarry {

// `stored` with the lines that differ in `written` replaced (`stored`
// itself when none does); nothing when the lines do not match up or the
// result does not read as `written` reads (positions and rotations within
// a float's rounding).
// *lines (when given) counts the lines replaced.
std::optional<QByteArray> spliceMd5AnimLines(const QString &path, const QByteArray &stored, const QByteArray &written,
                                             qsizetype *lines = nullptr);

} // namespace quarry
