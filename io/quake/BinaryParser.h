// What the readers of Quake's model files (MDL, MD2, MD3) share: the file's
// bytes, the result with its error and warnings (each naming the byte
// offset), little-endian fields, and the check that a table of records
// lies inside the file before anything is allocated for it.
#pragma once

#include "io/IoResult.h"
#include "io/quake/LittleEndian.h"

#include <QByteArrayView>
#include <QString>

namespace quarry::quake {

class BinaryParser
{
protected:
    BinaryParser(const QString &path, QByteArrayView data)
        : m_path(path)
        , m_data(data.data())
        , m_size(data.size())
    { }

    // The result once parsing ended: the model, or no model with the error
    // and the warnings so far.
    ReadResult finish(bool parsed)
    {
        if (!parsed)
            return ReadResult{{}, std::move(m_result.warnings), std::move(m_result.error), {}};
        return std::move(m_result);
    }
    bool fail(qint64 offset, const QString &message)
    {
        m_result.error = Diagnostic{m_path, -1, offset, message};
        return false;
    }
    void warn(qint64 offset, const QString &message)
    {
        m_result.warnings.append(Diagnostic{m_path, -1, offset, message});
    }
    qint32 i32(qint64 at) const { return readI32(m_data + at); }

    // `count` records of `size` bytes at `offset` lie inside the file, at
    // or after byte `first`; a negative count is reported at `countAt`, a
    // table past the end at `offsetAt` (the fields that gave them). The
    // messages are the reader's own, translated in its context:
    // `negative` takes what and the count ("%1: negative count %2"),
    // `pastEnd` what, the count, the size, the offset and the file's size.
    bool checkTable(qint64 count, qint64 size, qint64 offset, qint64 first, qint64 countAt, qint64 offsetAt,
                    const QString &what, const QString &negative, const QString &pastEnd)
    {
        if (count < 0)
            return fail(countAt, negative.arg(what).arg(count));
        if (count == 0)
            return true;
        if (offset < first || offset > m_size || count > (m_size - offset) / size)
            return fail(offsetAt, pastEnd.arg(what).arg(count).arg(size).arg(offset).arg(m_size));
        return true;
    }

    QString m_path;
    const char *m_data;
    qint64 m_size;
    ReadResult m_result;
};

} // namespace quarry::quake
