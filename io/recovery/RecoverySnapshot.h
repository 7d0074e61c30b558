// The file autosave writes: every field of a Model, exactly, in Qt's
// QDataStream encoding with a header and a checksum. Not a model format
// users open: a document restored from it is as it was in memory, whatever
// the formats it came from or goes to can hold.
#pragma once

#include "io/IoResult.h"
#include "model/Model.h"

#include <QByteArray>
#include <QString>

namespace quarry {

QByteArray encodeRecoverySnapshot(const Model &model);
// Fails (naming `file`) on a wrong header, a checksum that does not match,
// or data that ends early.
ReadResult decodeRecoverySnapshot(const QByteArray &data, const QString &file);

} // namespace quarry
