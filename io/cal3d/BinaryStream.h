// What the four Cal3D binary formats (CMF, CSF, CAF, CRF) share: a
// little-endian reader whose every read is checked against the bytes left
// and whose errors carry the byte offset, a writer, Cal3D's length-prefixed
// strings, the magic and version header, and the extras keys the formats
// keep. Internal to io/cal3d.
#pragma once

#include "io/IoResult.h"
#include "io/xmf/CalCommon.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QQuaternion>
#include <QString>
#include <QVariantMap>
#include <QtEndian>

#include <cstring>

namespace quarry::cal3d {

// The file versions read: those the Cal3D library's loader takes.
constexpr int kEarliestVersion = 699;
constexpr int kLatestVersion = 1301;
// Morph targets in meshes, map types in materials, the compression flag in
// animations.
constexpr int kVersion1300 = 1300;
// Animations: a flags word after the track count.
constexpr int kVersion1301 = 1301;
// What files Quarry creates are written as (the version libcal3d 0.11
// reads), unless they need a later one (morph targets, map types).
constexpr int kDefaultVersion = 1100;

// The extras key of the version a file was read with ("cmf.version", ...).
QString versionKey(const char *format);

// Thrown by BinaryReader; readers turn it into a ReadResult error.
struct BinaryError
{
    qint64 offset = 0;
    QString message;
};

class BinaryReader
{
public:
    explicit BinaryReader(QByteArrayView data)
        : m_data(data)
    { }

    qint64 offset() const { return m_at; }
    qint64 left() const { return m_data.size() - m_at; }
    qint64 size() const { return m_data.size(); }
    const char *here() const { return m_data.data() + m_at; }

    [[noreturn]] void fail(const QString &message) const { fail(m_at, message); }
    [[noreturn]] static void fail(qint64 offset, const QString &message) { throw BinaryError{offset, message}; }

    // Fails unless `bytes` more bytes are there.
    void need(qint64 bytes, const char *what) const;
    void skip(qint64 bytes, const char *what)
    {
        need(bytes, what);
        m_at += bytes;
    }
    qint32 readInt(const char *what)
    {
        need(4, what);
        const qint32 v = qFromLittleEndian<qint32>(m_data.data() + m_at);
        m_at += 4;
        return v;
    }
    float readFloat(const char *what)
    {
        need(4, what);
        const quint32 bits = qFromLittleEndian<quint32>(m_data.data() + m_at);
        float v;
        std::memcpy(&v, &bits, 4);
        m_at += 4;
        return v;
    }
    void readFloats(float *out, int n, const char *what)
    {
        need(qint64(n) * 4, what);
        for (int i = 0; i < n; ++i)
            out[i] = readFloat(what);
    }
    // The next n bytes, checked once, for intAt and floatAt.
    const char *take(qint64 n, const char *what)
    {
        need(n, what);
        const char *p = m_data.data() + m_at;
        m_at += n;
        return p;
    }
    static qint32 intAt(const char *p) { return qFromLittleEndian<qint32>(p); }
    static float floatAt(const char *p)
    {
        const quint32 bits = qFromLittleEndian<quint32>(p);
        float v;
        std::memcpy(&v, &bits, 4);
        return v;
    }
    QByteArrayView readBytes(qint64 n, const char *what)
    {
        need(n, what);
        const QByteArrayView v = m_data.sliced(m_at, n);
        m_at += n;
        return v;
    }
    // A count that needs at least `bytesEach` bytes of the file per item
    // (so a lying count fails here, before anything is allocated).
    int readCount(const char *what, qint64 bytesEach);
    // A Cal3D string: a length, then that many bytes (usually ending in a
    // zero byte, which is not part of the text). `raw` gets the bytes.
    QString readString(const char *what, QByteArray *raw = nullptr);
    // "CMF\0" and the version; fails on another magic or version.
    int readHeader(const char magic[4]);

private:
    QByteArrayView m_data;
    qint64 m_at = 0;
};

class BinaryWriter
{
public:
    explicit BinaryWriter(QByteArray &out)
        : m_out(out)
    { }

    void writeInt(qint32 v)
    {
        char b[4];
        qToLittleEndian<qint32>(v, b);
        m_out.append(b, 4);
    }
    void writeFloat(float v)
    {
        quint32 bits;
        std::memcpy(&bits, &v, 4);
        char b[4];
        qToLittleEndian<quint32>(bits, b);
        m_out.append(b, 4);
    }
    void writeFloats(const float *v, int n)
    {
        for (int i = 0; i < n; ++i)
            writeFloat(v[i]);
    }
    void writeBytes(QByteArrayView bytes) { m_out.append(bytes); }
    // The text as UTF-8 with a zero byte, or `raw` when it still reads as the text.
    void writeString(const QString &text, const QByteArray &raw = {});
    void writeHeader(const char magic[4], int version)
    {
        m_out.append(magic, 4);
        writeInt(version);
    }

private:
    QByteArray &m_out;
};

// The text a Cal3D string's bytes stand for (up to the first zero byte).
QString stringText(QByteArrayView raw);

// Cal3D's quaternion convention (io/xmf/CalCommon.h).
using calcommon::fromCal3d;
using calcommon::toCal3d;

// "file: byte N: message".
ReadResult failure(const QString &path, const BinaryError &error);

// Whether the first bytes start with the magic and a version read.
bool probe(QByteArrayView head, const char magic[4]);

inline constexpr char kMeshMagic[4] = {'C', 'M', 'F', '\0'};
inline constexpr char kSkeletonMagic[4] = {'C', 'S', 'F', '\0'};
inline constexpr char kAnimationMagic[4] = {'C', 'A', 'F', '\0'};
inline constexpr char kMaterialMagic[4] = {'C', 'R', 'F', '\0'};

} // namespace quarry::cal3d
