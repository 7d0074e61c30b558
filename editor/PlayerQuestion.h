// Opening a Quake III player's lower.md3, upper.md3 or head.md3 with the
// other two parts and animation.cfg beside it: the question whether to
// open the whole player as one model (io/md3/Md3PlayerModel), answered by
// the preference when the user asked to remember the answer.
#pragma once

#include <QString>

class QWidget;

namespace quarry {

// Whether to open `path` as the whole player: false for a file that is no
// such part; else the preference, or the user's answer (saved as the
// preference when "Remember my answer" is checked).
bool openAsPlayer(QWidget *parent, const QString &path);

} // namespace quarry
