// A file's bytes for a reader: the file mapped into memory where the system
// allows (no copy; the readers copy what they keep), else read whole.
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QFile>
#include <QString>

namespace quarry {

class MappedFile
{
public:
    MappedFile() = default;
    ~MappedFile() { close(); }
    MappedFile(const MappedFile &) = delete;
    MappedFile &operator=(const MappedFile &) = delete;

    // Opens `path` (closing what was open); false with `error` set when it
    // cannot be opened or read whole.
    bool open(const QString &path, QString &error);
    // The bytes, valid until the next open() or the end of this object.
    QByteArrayView bytes() const;
    qint64 size() const { return m_size; }

private:
    void close();

    QFile m_file;
    uchar *m_mapped = nullptr;
    qint64 m_size = 0;
    QByteArray m_data;
};

} // namespace quarry
