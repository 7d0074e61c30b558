// A read result passed from one process to another (the Assimp reader's
// child process to the editor): the bulky vertex and index streams as raw
// bytes, everything else in the recovery snapshot's encoding. Not a file
// format: both ends are the same build.
#pragma once

#include "io/IoResult.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QList>

namespace quarry {

// What is sent: `head`, then every stream's bytes in order. The streams are
// views into the result packed, which must outlive this.
struct PackedReadResult
{
    QByteArray head;
    QList<QByteArrayView> streams;

    qsizetype size() const;
    QByteArray joined() const;
};

PackedReadResult packReadResult(const ReadResult &result);
// False when `data` does not hold a whole packed result.
bool unpackReadResult(const QByteArray &data, ReadResult &result);

} // namespace quarry
