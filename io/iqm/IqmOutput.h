// The bytes of an IQM file as the writer lays them out: the text table,
// little-endian numbers appended and patched, and blend weights as the
// unsigned bytes summing to 255 that engines read.
#pragma once

#include "io/iqm/IqmFormat.h"

#include <QByteArray>
#include <QHash>
#include <QString>
#include <QtEndian>

#include <algorithm>
#include <cmath>

namespace quarry::iqm {

// The text table: "" first, every other string once.
class StringTable
{
public:
    StringTable() { m_bytes.append('\0'); }
    quint32 add(const QString &s)
    {
        if (s.isEmpty())
            return 0;
        const QByteArray utf8 = s.toUtf8();
        auto it = m_offsets.constFind(utf8);
        if (it != m_offsets.cend())
            return it.value();
        const quint32 ofs = quint32(m_bytes.size());
        m_bytes.append(utf8);
        m_bytes.append('\0');
        m_offsets.insert(utf8, ofs);
        return ofs;
    }
    const QByteArray &bytes() const { return m_bytes; }

private:
    QByteArray m_bytes;
    QHash<QByteArray, quint32> m_offsets;
};

class Output
{
public:
    QByteArray bytes;

    quint32 align(quint32 alignment)
    {
        while (bytes.size() % alignment)
            bytes.append('\0');
        return quint32(bytes.size());
    }
    void u32(quint32 v)
    {
        char b[4];
        qToLittleEndian(v, b);
        bytes.append(b, 4);
    }
    void i32(qint32 v) { u32(quint32(v)); }
    void f32(float v)
    {
        char b[4];
        qToLittleEndian(v, b);
        bytes.append(b, 4);
    }
    // A run of numbers, little endian.
    template<typename T>
    void values(const T *data, qsizetype count)
    {
        const qsizetype at = bytes.size();
        bytes.resize(at + count * qsizetype(sizeof(T)));
        qToLittleEndian<T>(data, count, bytes.data() + at);
    }
    void set(quint32 at, quint32 v) { qToLittleEndian(v, bytes.data() + at); }
    void header(int field, quint32 v) { set(headerFieldOffset(field), v); }
};

// Blend weights as ubytes summing to exactly 255 (all zero when the vertex
// has no weight): rounded, then the remainder goes to the weights that
// rounding moved furthest.
inline void quantizeWeights(const float *w, int k, quint8 *out)
{
    double sum = 0;
    for (int j = 0; j < k; ++j)
        sum += std::max(0.0f, w[j]);
    for (int j = 0; j < 4; ++j)
        out[j] = 0;
    if (!(sum > 0))
        return;
    double target[4] = {};
    int total = 0;
    for (int j = 0; j < k; ++j) {
        target[j] = double(std::max(0.0f, w[j])) / sum * 255.0;
        out[j] = quint8(std::clamp(std::lround(target[j]), 0L, 255L));
        total += out[j];
    }
    while (total != 255) {
        int best = -1;
        double bestError = 0;
        for (int j = 0; j < k; ++j) {
            const double error = target[j] - out[j]; // > 0: rounded down
            if (total < 255 ? (out[j] < 255 && target[j] > 0 && (best < 0 || error > bestError))
                            : (out[j] > 0 && (best < 0 || error < bestError))) {
                best = j;
                bestError = error;
            }
        }
        if (best < 0)
            break;
        out[best] += total < 255 ? 1 : -1;
        total += total < 255 ? 1 : -1;
    }
}

} // namespace quarry::iqm
