#include "io/cal3d/BinaryStream.h"

#include "model/Translate.h"

#include <QCoreApplication>

namespace quarry::cal3d {

// Messages of this namespace are translated under its own context.
QUARRY_NAMESPACE_TR("quarry::cal3d")

QString versionKey(const char *format)
{
    return QString::fromLatin1(format) + QStringLiteral(".version");
}

void BinaryReader::need(qint64 bytes, const char *what) const
{
    if (bytes < 0 || bytes > left())
        fail(tr("the file ends inside %1 (%2 bytes needed, %3 left)").arg(QLatin1String(what)).arg(bytes).arg(left()));
}

int BinaryReader::readCount(const char *what, qint64 bytesEach)
{
    const qint64 at = m_at;
    const qint32 count = readInt(what);
    if (count < 0)
        fail(at, tr("%1 is negative (%2)").arg(QLatin1String(what)).arg(count));
    if (qint64(count) * bytesEach > left())
        fail(at, tr("%1 of %2 cannot fit in the %3 bytes left").arg(QLatin1String(what)).arg(count).arg(left()));
    return count;
}

QString BinaryReader::readString(const char *what, QByteArray *raw)
{
    const qint32 length = readCount(what, 1);
    const QByteArrayView bytes = readBytes(length, what);
    if (raw)
        *raw = bytes.toByteArray();
    return stringText(bytes);
}

int BinaryReader::readHeader(const char magic[4])
{
    const QByteArrayView m = readBytes(4, "the magic");
    if (std::memcmp(m.data(), magic, 4) != 0)
        fail(0, tr("not a %1 file (the first bytes are not \"%1\\0\")").arg(QString::fromLatin1(magic, 3)));
    const qint32 version = readInt("the version");
    if (version < kEarliestVersion || version > kLatestVersion)
        fail(4, tr("file version %1 is not one Quarry reads (%2 to %3)")
                    .arg(version)
                    .arg(kEarliestVersion)
                    .arg(kLatestVersion));
    return version;
}

void BinaryWriter::writeString(const QString &text, const QByteArray &raw)
{
    QByteArray bytes = raw;
    if (raw.isEmpty() || stringText(raw) != text) {
        bytes = text.toUtf8();
        bytes.append('\0');
    }
    writeInt(qint32(bytes.size()));
    m_out.append(bytes);
}

QString stringText(QByteArrayView raw)
{
    const qsizetype end = raw.indexOf('\0');
    return QString::fromUtf8(end < 0 ? raw : raw.first(end));
}

ReadResult failure(const QString &path, const BinaryError &error)
{
    return ReadResult::failure(path, error.message, -1, error.offset);
}

bool probe(QByteArrayView head, const char magic[4])
{
    if (head.size() < 8 || std::memcmp(head.data(), magic, 4) != 0)
        return false;
    const qint32 version = qFromLittleEndian<qint32>(head.data() + 4);
    return version >= kEarliestVersion && version <= kLatestVersion;
}

} // namespace quarry::cal3d
