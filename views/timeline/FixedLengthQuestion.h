// The question the editor asks after an edit that changed the length of a
// clip the game fixes (OperationResult::warnings): keep it, or take it
// back before anything else happens.
#pragma once

#include "model/operations/Operation.h"

class QWidget;

namespace quarry {

class Document;

// True when the result has no such warning or the user keeps the edit;
// false after taking the edit back (one undo step).
bool keepFixedLengthChange(QWidget *parent, Document &document, const OperationResult &result);

} // namespace quarry
