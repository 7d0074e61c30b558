// Clips whose frame count the game fixes (the animation extra
// kAnimationFixedFrameCount: Quake III's TORSO_ATTACK, TORSO_ATTACK2,
// TORSO_DROP and TORSO_RAISE, which the first-person weapon is synced to).
// An edit that changes such a clip's length is applied with a warning in
// its result (scripts); the editor asks before applying it, having made the
// edit on a scratch copy of the document first (fixedLengthWarningsBefore).
#pragma once

#include <QHash>
#include <QString>
#include <QStringList>

#include <functional>

namespace quarry {

struct Animation;
class Document;
struct Model;

class FixedLengthWatch
{
public:
    // The frame counts of the model's fixed-length clips before an edit.
    explicit FixedLengthWatch(const Model &model);
    // After the edit: one warning per such clip whose frame count changed.
    QStringList warnings(const Model &model) const;

private:
    QHash<QString, int> m_counts; // by clip name
};

// The warning of one clip's edit (a drag in the timeline): its length,
// which the game fixes, changed; else empty.
QString fixedLengthWarning(const Animation &before, const Animation &after);

// Whether any clip of the model has a length the game fixes.
bool hasFixedLengthClips(const Model &model);

// The warnings FixedLengthWatch would give for `edit` before it is made:
// `edit` runs on a scratch copy of `document` (its model, file, selection,
// current clip and time, selected keys), never on `document` itself, so it
// must change nothing but the document it is given. Empty,
// with nothing run, when the model has no clip of a fixed length.
QStringList fixedLengthWarningsBefore(const Document &document, const std::function<void(Document &)> &edit);

// The tooltip line for a clip the game fixes the length of, or empty.
QString fixedLengthNote(const Model &model, int animation);

} // namespace quarry
