// What the start of a file looks like, in words, for messages about a file
// that is not what its name says: empty, text (with its first line),
// a common format known by its magic, or binary data (its first bytes).
#pragma once

#include <QByteArrayView>
#include <QString>

namespace quarry {

// `head` is the start of the file (a few KiB); empty means an empty file.
QString describeFileContents(QByteArrayView head);

} // namespace quarry
