// The key edits that the timeline does on keys picked by hand and the
// operations deleteKeys, moveKeys, scaleKeys, copyKeys and pasteKeys do on
// keys picked by joints and times: one implementation for both. Each edit
// pushes one command (none when it changes nothing) and says what it did.
#pragma once

#include "model/operations/Operation.h"
#include "model/ops/Retime.h"

namespace quarry {

class Document;

namespace key_edits {

// The keys copyKeys copied last: one clipboard per process, as the
// system's, so keys copied from one model paste into another (in the
// editor as in a script with no window).
KeyClipboard &clipboard();

OperationResult deleteKeys(Document &document, int animation, const KeySelection &keys);
// Moves or scales the keys in time (retimeKeys); a move never takes a key
// before time 0. The message counts the keys moved and those replaced.
OperationResult retimeKeys(Document &document, int animation, const KeySelection &keys, const TimeMap &map,
                           double snapFps = 0.0);
// Fills the clipboard; changes no model.
OperationResult copyKeys(const Document &document, int animation, const KeySelection &keys);
// Pastes the clipboard with its first key at `time`.
OperationResult pasteKeys(Document &document, int animation, float time);

} // namespace key_edits
} // namespace quarry
