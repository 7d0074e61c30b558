// The "Not a player" box of a player target (the model keeps its size and
// place, io/targets/PlayerConventions; ioquake3: one IQM with animation.cfg
// instead of the Quake III player's lower, upper and head MD3s), shared by
// File > Export and File > Batch Convert: its wording, and when it applies.
#pragma once

#include <QString>

class QCheckBox;
class QWidget;

namespace quarry {

// The box, named singleModelCheck, unchecked.
QCheckBox *createSingleModelCheck(QWidget *parent);
// Whether the engine target `targetId` has a player layout the box turns
// into one model (empty or unknown: no).
bool targetHasPlayerLayout(const QString &targetId);
// Enables the box for a player target (a player layout or the game's player
// conventions); checked and enabled is the choice (singleModelChosen).
void syncSingleModelCheck(QCheckBox *box, const QString &targetId);
bool singleModelChosen(const QCheckBox *box);

} // namespace quarry
