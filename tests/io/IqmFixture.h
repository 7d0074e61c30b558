// Builds small IQM files byte by byte for reader tests, and reads fields of
// written files back, independently of the reader under test.
#pragma once

#include "io/iqm/IqmFormat.h"

#include <QByteArray>
#include <QList>
#include <QtEndian>

#include <initializer_list>

namespace iqmfixture {

using namespace quarry::iqm;

inline QByteArray u32s(std::initializer_list<quint32> values)
{
    QByteArray b;
    for (quint32 v : values) {
        char c[4];
        qToLittleEndian(v, c);
        b.append(c, 4);
    }
    return b;
}

inline QByteArray i32s(std::initializer_list<qint32> values)
{
    QByteArray b;
    for (qint32 v : values) {
        char c[4];
        qToLittleEndian(v, c);
        b.append(c, 4);
    }
    return b;
}

inline QByteArray f32s(std::initializer_list<float> values)
{
    QByteArray b;
    for (float v : values) {
        char c[4];
        qToLittleEndian(v, c);
        b.append(c, 4);
    }
    return b;
}

template<typename T>
QByteArray raw(std::initializer_list<T> values)
{
    QByteArray b;
    for (T v : values) {
        char c[sizeof(T)];
        qToLittleEndian(v, c);
        b.append(c, sizeof(T));
    }
    return b;
}

class Builder
{
public:
    Builder()
    {
        m_file.append(kMagic, 16);
        m_file.append(4 * HeaderFieldCount, '\0');
        set(Version, kVersion);
        m_text.append('\0');
    }

    quint32 str(const QByteArray &s)
    {
        const quint32 at = quint32(m_text.size());
        m_text.append(s);
        m_text.append('\0');
        return at;
    }
    void set(int field, quint32 v) { qToLittleEndian(v, m_file.data() + headerFieldOffset(field)); }
    quint32 get(int field) const { return qFromLittleEndian<quint32>(m_file.constData() + headerFieldOffset(field)); }
    // Appends a blob aligned to `align` bytes; returns its offset.
    quint32 add(const QByteArray &blob, int align = 4)
    {
        while (m_file.size() % align)
            m_file.append('\0');
        const quint32 at = quint32(m_file.size());
        m_file.append(blob);
        return at;
    }
    void table(int countField, quint32 count, int ofsField, const QByteArray &blob, int align = 4)
    {
        set(countField, count);
        set(ofsField, add(blob, align));
    }
    // The file: the body so far, then the text table.
    QByteArray bytes() const
    {
        Builder b = *this;
        const quint32 textAt = b.add(m_text);
        b.set(NumText, quint32(m_text.size()));
        b.set(OfsText, textAt);
        b.set(FileSize, quint32(b.m_file.size()));
        return b.m_file;
    }

private:
    QByteArray m_file;
    QByteArray m_text;
};

inline quint32 field(const QByteArray &file, int f)
{
    return qFromLittleEndian<quint32>(file.constData() + headerFieldOffset(f));
}
inline quint32 u32At(const QByteArray &file, quint64 at)
{
    return qFromLittleEndian<quint32>(file.constData() + at);
}
inline float f32At(const QByteArray &file, quint64 at)
{
    return qFromLittleEndian<float>(file.constData() + at);
}
inline void putU32(QByteArray &file, quint64 at, quint32 v)
{
    qToLittleEndian(v, file.data() + at);
}
inline void putF32(QByteArray &file, quint64 at, float v)
{
    qToLittleEndian(v, file.data() + at);
}

} // namespace iqmfixture
