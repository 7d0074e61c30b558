#include "io/cal3d/CafCompression.h"

#include "io/cal3d/BinaryStream.h"

#include <cmath>

namespace quarry::cal3d {

namespace {

constexpr int kHighBits = 25;
constexpr int kLowBits = 9;
constexpr int kHighBytes = 10;
constexpr int kLowBytes = 4;
constexpr float kHighRange = float(1 << (kHighBits - 2));
constexpr float kLowRange = float(1 << (kLowBits - 2));
constexpr int kRotationBits = 11;
constexpr int kTimeBits = 10;
constexpr int kRotationBytes = 6;
constexpr float kStepsPerSecond = 30.0f;

// Bits from the lowest of the first byte on.
class BitsIn
{
public:
    explicit BitsIn(const uchar *p)
        : m_p(p)
    { }
    quint32 read(int bits)
    {
        while (m_have < bits) {
            m_buffer |= quint64(*m_p++) << m_have;
            m_have += 8;
        }
        const quint32 v = quint32(m_buffer & ((quint64(1) << bits) - 1));
        m_buffer >>= bits;
        m_have -= bits;
        return v;
    }

private:
    const uchar *m_p;
    quint64 m_buffer = 0;
    int m_have = 0;
};

class BitsOut
{
public:
    explicit BitsOut(QByteArray &out)
        : m_out(out)
    { }
    void write(quint32 v, int bits)
    {
        m_buffer |= quint64(v & ((quint64(1) << bits) - 1)) << m_have;
        m_have += bits;
        while (m_have >= 8) {
            m_out.append(char(m_buffer & 0xff));
            m_buffer >>= 8;
            m_have -= 8;
        }
    }

private:
    QByteArray &m_out;
    quint64 m_buffer = 0;
    int m_have = 0;
};

float fromFixed(quint32 v, int bits)
{
    const quint32 most = (quint32(1) << bits) - 1;
    return float(v) / float(most);
}

quint32 toFixed(float zeroToOne, int bits)
{
    const quint32 most = (quint32(1) << bits) - 1;
    return quint32(float(most) * zeroToOne + 0.5f);
}

int translationBytes(quint8 flags)
{
    return (flags & HighRange) ? kHighBytes : kLowBytes;
}

bool stored(quint8 flags, int key)
{
    return (flags & TranslationRequired) && (key == 0 || (flags & TranslationDynamic));
}

} // namespace

qint64 compressedTrackBytes(quint8 flags, int count)
{
    if (count <= 0)
        return 0;
    qint64 bytes = qint64(count) * kRotationBytes;
    if (flags & TranslationRequired)
        bytes += qint64((flags & TranslationDynamic) ? count : 1) * translationBytes(flags);
    return bytes;
}

void decodeCompressedTrack(QByteArrayView bytes, quint8 flags, int count, JointTrack &track)
{
    const uchar *p = reinterpret_cast<const uchar *>(bytes.data());
    const bool high = flags & HighRange;
    const int bits = high ? kHighBits : kLowBits;
    const float range = high ? kHighRange : kLowRange;
    QVector3D translation;
    track.rotations.reserve(track.rotations.size() + count);
    for (int k = 0; k < count; ++k) {
        const bool withTranslation = stored(flags, k);
        if (withTranslation) {
            BitsIn in(p);
            float t[3];
            for (float &c : t) {
                c = fromFixed(in.read(bits), bits) * range;
                if (in.read(1))
                    c = -c;
            }
            translation = QVector3D(t[0], t[1], t[2]);
            p += translationBytes(flags);
        }
        BitsIn in(p);
        const quint32 largest = in.read(2);
        float q[4];
        float sum = 0.0f;
        for (quint32 i = 0; i < 4; ++i) {
            if (i == largest)
                continue;
            const quint32 sign = in.read(1);
            const float v = fromFixed(in.read(kRotationBits), kRotationBits);
            q[i] = sign ? -v : v;
            sum += q[i] * q[i];
        }
        q[largest] = std::sqrt(1.0f - std::min(sum, 1.0f));
        const float time = float(in.read(kTimeBits)) / kStepsPerSecond;
        p += kRotationBytes;
        track.rotations.append(QuatKey{time, fromCal3d(q)});
        if (withTranslation)
            track.translations.append(Vec3Key{time, translation});
    }
}

std::optional<quint8> compressedTrackFlags(const JointTrack &track)
{
    if (track.rotations.isEmpty() || track.rotations.size() > 0xffff)
        return std::nullopt;
    for (const QuatKey &k : track.rotations)
        if (!(k.time >= 0.0f) || std::lround(k.time * kStepsPerSecond) > (1 << kTimeBits) - 1)
            return std::nullopt;
    quint8 flags = 0;
    if (track.translations.isEmpty())
        return flags;
    flags |= TranslationRequired;
    if (track.translations.size() == track.rotations.size()) {
        for (qsizetype i = 0; i < track.rotations.size(); ++i)
            if (track.translations[i].time != track.rotations[i].time)
                return std::nullopt;
        if (track.translations.size() > 1)
            flags |= TranslationDynamic;
    } else if (track.translations.size() != 1 || track.translations[0].time != track.rotations[0].time) {
        return std::nullopt;
    }
    float most = 0.0f;
    for (const Vec3Key &k : track.translations)
        for (int c = 0; c < 3; ++c)
            most = std::max(most, std::abs(k.value[c]));
    if (!(most <= kHighRange))
        return std::nullopt;
    if (most > kLowRange)
        flags |= HighRange;
    return flags;
}

QByteArray encodeCompressedTrack(const JointTrack &track, quint8 flags)
{
    QByteArray out;
    const bool high = flags & HighRange;
    const int bits = high ? kHighBits : kLowBits;
    const float range = high ? kHighRange : kLowRange;
    for (qsizetype k = 0; k < track.rotations.size(); ++k) {
        if (stored(flags, int(k))) {
            const QVector3D t = track.translations[std::min(k, track.translations.size() - 1)].value;
            BitsOut o(out);
            quint32 last = 0;
            for (int c = 0; c < 3; ++c) {
                const float len = std::min(std::abs(t[c]) / range, 1.0f);
                last = toFixed(len, bits);
                o.write(last, bits);
                o.write(t[c] < 0.0f ? 1 : 0, 1);
            }
            o.write(last, 2); // the padding, as Cal3D fills it
        }
        float q[4];
        toCal3d(track.rotations[k].value, q);
        int largest = 0;
        for (int i = 1; i < 4; ++i)
            if (std::abs(q[i]) > std::abs(q[largest]))
                largest = i;
        // The largest component is stored as non-negative: the others flip with it.
        const bool flip = q[largest] < 0.0f;
        BitsOut o(out);
        o.write(quint32(largest), 2);
        for (int i = 0; i < 4; ++i) {
            if (i == largest)
                continue;
            o.write((q[i] < 0.0f) != flip ? 1 : 0, 1);
            o.write(toFixed(std::min(std::abs(q[i]), 1.0f), kRotationBits), kRotationBits);
        }
        o.write(quint32(std::lround(track.rotations[k].time * kStepsPerSecond)), kTimeBits);
    }
    return out;
}

} // namespace quarry::cal3d
