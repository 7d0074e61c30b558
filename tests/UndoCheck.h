// The check every undo command gets: redo changes the model, undo restores
// it exactly, redo again gives the first redo's result exactly.
#pragma once

#include "model/Document.h"

#include <QTest>

#include <memory>

namespace quarry::test {

// Pushes the command and checks redo/undo/redo. `changes` says whether the
// command is expected to change the model at all.
inline bool checkUndoRedo(Document &doc, QUndoCommand *command, bool changes = true)
{
    const Model before = doc.model();
    doc.undoStack()->push(command); // push runs redo()
    const Model afterRedo = doc.model();
    if (changes && afterRedo == before) {
        qWarning("command did not change the model");
        return false;
    }
    doc.undoStack()->undo();
    if (!(doc.model() == before)) {
        qWarning("undo did not restore the model");
        return false;
    }
    doc.undoStack()->redo();
    if (!(doc.model() == afterRedo)) {
        qWarning("redo after undo differs from the first redo");
        return false;
    }
    return true;
}

} // namespace quarry::test
