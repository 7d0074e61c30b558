// QuickModel (.qm) text files: detection and reading into Model::shapes.
#pragma once

#include "io/IoResult.h"

#include <QByteArrayView>

namespace quarry {

// True when the text starts (after whitespace and comments) with the word
// `model` followed by `{`: a QuickModel file. A 4 KiB head that ends
// inside a leading /* comment is taken too, and left to the reader to judge.
bool probeQm(QByteArrayView head);
// True when the bytes start with the magic of a compiled Qt translation
// file, which uses the .qm extension too.
bool isQtTranslation(QByteArrayView head);
// Why a file named *.qm is not read as a QuickModel; empty when it is one.
QString qmRefusal(QByteArrayView head);

ReadResult readQm(const QString &path, QByteArrayView data, const ReadOptions &options);

} // namespace quarry
