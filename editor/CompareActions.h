// File > Compare With…: reads another model and shows how far the open one
// differs from it in the Compare dock (made on first use, beside
// Validation).
#pragma once

#include "model/ops/Compare.h"

#include <QString>

class QAction;
class QMainWindow;
class QMenu;

namespace quarry {

class Document;

QAction *addCompareAction(QMenu *fileMenu, QMainWindow *window, Document *document);

// Reads `path` (an .xmf with the companions beside it) and compares the
// document's model with it in the Compare dock; the reader's error, or
// empty. Both run on a worker thread (the window's BackgroundTask, with
// progress and Cancel); cancelled, nothing changes.
QString compareWithFile(QMainWindow *window, Document *document, const QString &path);

// compareModels(a, b, options) on the window's worker thread; false when cancelled.
bool compareInBackground(QMainWindow *window, const Model &a, const Model &b, const CompareOptions &options,
                         CompareReport *report);

} // namespace quarry
