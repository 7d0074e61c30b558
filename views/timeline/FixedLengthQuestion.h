// The question the editor asks before an edit that would change the length
// of a clip the game fixes (TORSO_ATTACK and the others the first-person
// weapon is synced to): the edit is made on a scratch copy of the document
// first, and only applied to the document when the user says so. Scripts
// are not asked: their edit is applied with the warning in its result.
#pragma once

#include <QStringList>

#include <functional>

class QWidget;

namespace quarry {

class Document;

// True when `edit` changes no such clip's length, or the user applies it
// anyway; false when the user cancels (the document is as it was, nothing
// on its undo stack). `edit` is run on the scratch copy only; the caller
// makes the edit on `document` when this returns true.
bool applyFixedLengthChange(QWidget *parent, const Document &document, const std::function<void(Document &)> &edit);

// The same question for an edit already shown as it is made (a drag of
// keys in the timeline, asked on release): true when `warnings` is empty
// or the user applies it; false when the caller must take it back.
bool keepFixedLengthChange(QWidget *parent, const QStringList &warnings);

} // namespace quarry
