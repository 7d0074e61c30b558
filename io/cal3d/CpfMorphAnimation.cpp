// CPF, the Cal3D binary morph animation, as the Cal3D library's loader and
// saver lay it out: "CPF\0", the version, the duration (float), the track
// count, then per track the target's name (a Cal3D string), the key count
// and per key its time and weight (floats).
#include "io/cal3d/BinaryStream.h"
#include "io/xmf/CalMorphAnimation.h"
#include "model/Translate.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace quarry {

using namespace cal3d;

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

namespace {

inline constexpr char kMorphMagic[4] = {'C', 'P', 'F', '\0'};
const QString kVersion = QStringLiteral("version");

} // namespace

ReadResult parseCpf(const QString &path, QByteArrayView data, CalMorphFile *file, QVariantMap *dialect)
{
    ReadResult result;
    try {
        BinaryReader in(data);
        const int version = in.readHeader(kMorphMagic);
        const qint64 durationAt = in.offset();
        file->duration = in.readFloat("the duration");
        if (!(file->duration >= 0))
            in.fail(durationAt, tr("the duration must not be negative"));
        // A track takes at least its name's length and its key count.
        const int trackCount = in.readCount("the track count", 8);
        bool sorted = true;
        for (int i = 0; i < trackCount; ++i) {
            CalMorphFileTrack track;
            track.name = in.readString("a track's target name");
            const int keyCount = in.readCount("the key count", 8);
            track.keys.reserve(keyCount);
            float last = -INFINITY;
            for (int k = 0; k < keyCount; ++k) {
                FloatKey key;
                key.time = in.readFloat("a key's time");
                key.value = in.readFloat("a key's weight");
                sorted = sorted && key.time >= last;
                last = key.time;
                track.keys.append(key);
            }
            file->tracks.append(std::move(track));
        }
        if (in.left() > 0)
            result.warnings.append(
                Diagnostic{path, -1, in.offset(), tr("%1 bytes after the last track were ignored").arg(in.left())});
        if (!sorted) {
            for (CalMorphFileTrack &track : file->tracks)
                std::stable_sort(track.keys.begin(), track.keys.end(),
                                 [](const FloatKey &a, const FloatKey &b) { return a.time < b.time; });
            result.warnings.append(Diagnostic{path, -1, -1, tr("keyframes were not in time order: sorted")});
        }
        dialect->insert(kVersion, version);
    } catch (const BinaryError &e) {
        return failure(path, e);
    }
    return result;
}

QByteArray encodeCpf(const CalMorphFile &file, const QVariantMap &dialect)
{
    QByteArray out;
    BinaryWriter w(out);
    w.writeHeader(kMorphMagic, dialect.value(kVersion, kVersion1300).toInt());
    w.writeFloat(file.duration);
    w.writeInt(qint32(file.tracks.size()));
    for (const CalMorphFileTrack &t : file.tracks) {
        w.writeString(t.name);
        w.writeInt(qint32(t.keys.size()));
        for (const FloatKey &k : t.keys) {
            w.writeFloat(k.time);
            w.writeFloat(k.value);
        }
    }
    return out;
}

bool probeCpf(QByteArrayView head)
{
    return probe(head, kMorphMagic);
}

} // namespace quarry
