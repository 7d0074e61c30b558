// Little-endian fields of the Quake and Quake II model files: reading at a
// pointer the caller has checked, appending to a byte array.
#pragma once

#include <QByteArray>
#include <QtEndian>
#include <QtGlobal>

#include <cstring>

namespace quarry::quake {

inline qint32 readI32(const char *p)
{
    quint32 v;
    std::memcpy(&v, p, 4);
    return qint32(qFromLittleEndian(v));
}
inline qint16 readI16(const char *p)
{
    quint16 v;
    std::memcpy(&v, p, 2);
    return qint16(qFromLittleEndian(v));
}
inline float readF32(const char *p)
{
    quint32 v;
    std::memcpy(&v, p, 4);
    v = qFromLittleEndian(v);
    float f;
    std::memcpy(&f, &v, 4);
    return f;
}

inline void appendI32(QByteArray &out, qint32 value)
{
    const quint32 v = qToLittleEndian(quint32(value));
    out.append(reinterpret_cast<const char *>(&v), 4);
}
inline void appendI16(QByteArray &out, qint16 value)
{
    const quint16 v = qToLittleEndian(quint16(value));
    out.append(reinterpret_cast<const char *>(&v), 2);
}
inline void appendF32(QByteArray &out, float value)
{
    quint32 v;
    std::memcpy(&v, &value, 4);
    v = qToLittleEndian(v);
    out.append(reinterpret_cast<const char *>(&v), 4);
}
inline void writeI32(char *p, qint32 value)
{
    const quint32 v = qToLittleEndian(quint32(value));
    std::memcpy(p, &v, 4);
}
inline void writeF32(char *p, float value)
{
    quint32 v;
    std::memcpy(&v, &value, 4);
    v = qToLittleEndian(v);
    std::memcpy(p, &v, 4);
}

// A fixed-size NUL-padded name field, up to its first NUL.
inline QByteArray fixedName(const char *p, int size)
{
    int n = 0;
    while (n < size && p[n] != 0)
        ++n;
    return QByteArray(p, n);
}

} // namespace quarry::quake
