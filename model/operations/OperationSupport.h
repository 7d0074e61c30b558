// What the operation areas share: the translation context of their
// messages, option descriptions, the meshes an operation works on, and
// pushing a command only when it changes something.
#pragma once

#include "model/operations/Operation.h"

#include <QMap>

class QUndoCommand;

namespace quarry {

class Document;

namespace operation_support {

// Messages of operations, under the context lupdate gives tr() in
// namespace quarry's free functions: "quarry".
QString tr(const char *text, const char *disambiguation = nullptr, int n = -1);

OperationOption option(const char *name, OperationOption::Type type, const QVariant &defaultValue, const char *help,
                       const QStringList &choices = {});
OperationOption numberOption(const char *name, OperationOption::Type type, const QVariant &defaultValue,
                             const char *help, const QVariant &minimum, const QVariant &maximum = {});

// The selected meshes, or (with vertices or faces selected) their meshes;
// empty when nothing is selected, which commands take as every mesh.
QList<int> targetMeshes(const Document &document);

// The selected vertices and the corners of the selected faces, per mesh
// (sorted, each once); empty when no vertex or face is selected.
QMap<int, QList<quint32>> selectedCorners(const Document &document);

// For the edits that work on the selection alone (Fill Holes, Weld): why
// there is nothing to work on, or empty.
QString needsMeshesOrElements(const Document &document);

// Pushes the command when it changes the model (one undo step) and says
// `done`; otherwise deletes it and says `nothing`. Either way succeeds.
OperationResult push(Document &document, QUndoCommand *command, const QString &done, const QString &nothing);

// Deletes the selected vertices (with those at the same positions: the
// corners of one point split at seams) and the faces that use them: Repair >
// Delete Vertices, and Delete with vertices selected.
OperationResult deleteSelectedVertices(Document &document);

// Reasons an operation cannot run, for Operation::unavailable.
QString needsMeshes(const Document &document);
QString needsSkeleton(const Document &document);
QString needsMaterials(const Document &document);
QString needsAnimation(const Document &document);

// The animation an "animation" option names: -1 is the current one (the
// first when none is current).
int animationIndex(const Document &document, const QVariantMap &options);

} // namespace operation_support
} // namespace quarry
