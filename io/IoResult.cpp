#include "io/IoResult.h"

#include <QCoreApplication>

namespace quarry {

QString Diagnostic::toString() const
{
    if (line >= 0)
        return QStringLiteral("%1:%2: %3").arg(file).arg(line).arg(message);
    if (offset >= 0)
        return QCoreApplication::translate("Diagnostic", "%1: byte %2: %3").arg(file).arg(offset).arg(message);
    if (file.isEmpty())
        return message;
    return QStringLiteral("%1: %2").arg(file, message);
}

ReadResult ReadResult::failure(const QString &file, const QString &message, qint64 line, qint64 offset)
{
    ReadResult r;
    r.error = Diagnostic{file, line, offset, message};
    return r;
}

WriteResult WriteResult::failure(const QString &file, const QString &message)
{
    WriteResult r;
    r.error = Diagnostic{file, -1, -1, message};
    return r;
}

QString cancelledMessage()
{
    return QCoreApplication::translate("Diagnostic", "cancelled");
}

} // namespace quarry
