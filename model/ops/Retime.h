// Pure operations on the keys of an animation as the timeline shows them:
// a key of a joint is a time at which any of its channels has a key.
// Each operation returns the edited animation; commands store the result.
#pragma once

#include "model/Model.h"

#include <QList>
#include <QMap>

namespace quarry {

// Two key times closer than this are the same time (seconds).
constexpr float kKeyTimeTolerance = 1e-5f;

// Selected keys: joint index -> sorted key times.
struct KeySelection
{
    QMap<int, QList<float>> times;

    bool operator==(const KeySelection &) const = default;
    bool isEmpty() const;
    qsizetype size() const;
    bool contains(int joint, float time) const;
    void insert(int joint, float time);
    void remove(int joint, float time);
    // Earliest and latest selected time; (0, 0) when empty.
    float firstTime() const;
    float lastTime() const;
};

// A change of time for selected keys: t -> pivot + (t - pivot) * scale + offset.
struct TimeMap
{
    double offset = 0.0;
    double scale = 1.0;
    double pivot = 0.0;

    float map(float t) const { return float(pivot + (double(t) - pivot) * scale + offset); }
    bool isIdentity() const { return offset == 0.0 && scale == 1.0; }
};

// The times at which any channel of the track has a key, sorted, merged
// within kKeyTimeTolerance.
QList<float> keyTimes(const JointTrack &track);
// Every key of the animation, or of the given joints only.
KeySelection allKeys(const Animation &animation, const QList<int> &joints = {});
// The keys with time in [from, to] of the given joints (every joint if empty).
KeySelection keysInRange(const Animation &animation, float from, float to, const QList<int> &joints = {});

// Moves or scales the selected keys in time. A moved key replaces an
// unselected key it lands on; times never go below zero; `snapFps` > 0
// rounds every new time to a frame of that rate. The duration follows the
// last key when the last key ended the animation, and grows to hold keys
// moved past it otherwise.
Animation retimeKeys(const Animation &animation, const KeySelection &selection, const TimeMap &map,
                     double snapFps = 0.0);
// Where the selection ends up under retimeKeys (for keeping it selected).
KeySelection retimedSelection(const KeySelection &selection, const TimeMap &map, double snapFps = 0.0);
// How many keys, as the timeline counts them (a joint at a time), retimeKeys
// would replace: where a moved key lands on an unselected key of the same
// channel, or moved keys land on one another.
qsizetype replacedKeyCount(const Animation &animation, const KeySelection &selection, const TimeMap &map,
                           double snapFps = 0.0);

Animation deleteKeys(const Animation &animation, const KeySelection &selection);

// Keys every keyed channel of the given joints at `time` with the value the
// animation has there (a joint without keys gets translation, rotation and
// scale keys of `pose`, the local pose at that time, indexed by joint).
Animation insertKeys(const Animation &animation, const QList<int> &joints, float time, const QList<Transform> &pose);

// Copied keys, with times relative to the earliest copied key.
struct KeyClipboard
{
    QMap<int, JointTrack> tracks; // joint -> keys of that joint
    float length = 0; // time from the first to the last key

    bool isEmpty() const { return tracks.isEmpty(); }
    bool operator==(const KeyClipboard &) const = default;
};

KeyClipboard copyKeys(const Animation &animation, const KeySelection &selection);
// Pastes the clipboard with its first key at `time`; pasted keys replace
// keys at the same times. Joints the clipboard names are keyed whether or
// not the animation had a track for them.
Animation pasteKeys(const Animation &animation, const KeyClipboard &clipboard, float time);
// The selection that pasteKeys(…, time) produces.
KeySelection pastedSelection(const KeyClipboard &clipboard, float time);

// Plays the range [from, to] backwards: keys inside it move to
// from + to - t. Every keyed channel gets keys at the range's ends first
// (the poses there), so the reversed range starts with the pose it used to
// end with and keys outside the range stay as they were.
Animation reverseRange(const Animation &animation, float from, float to);

// Makes the last pose equal the first, so a looping clip does not jump:
// every keyed channel gets a key at the duration with its value at time 0.
Animation makeLoopSeamless(const Animation &animation);

} // namespace quarry
