// Clips whose frame count the game fixes (the animation extra
// kAnimationFixedFrameCount: Quake III's TORSO_ATTACK, TORSO_ATTACK2,
// TORSO_DROP and TORSO_RAISE, which the first-person weapon is synced to).
// An edit that changes such a clip's length is applied with a warning in
// its result; the editor asks before keeping it.
#pragma once

#include <QHash>
#include <QString>
#include <QStringList>

namespace quarry {

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

// The tooltip line for a clip the game fixes the length of, or empty.
QString fixedLengthNote(const Model &model, int animation);

} // namespace quarry
