#include "io/cal3d/CafAnimation.h"

#include "io/cal3d/BinaryStream.h"
#include "io/cal3d/CafCompression.h"
#include "model/Translate.h"
#include "model/ops/BakeInterpolation.h"

#include <QCoreApplication>

#include <algorithm>

namespace quarry {

using namespace cal3d;

namespace {

const QString kCompression = QStringLiteral("caf.compression");
const QString kFlags = QStringLiteral("caf.flags");
const QString kTrackFlags = QStringLiteral("caf.trackFlags");
const QString kTrackBytes = QStringLiteral("caf.trackBytes");
const QString kUnmoved = QStringLiteral("caf.unmovedTracks");
constexpr float kNoTranslation = 1e10f;

// The keys of every channel at every time any channel has one, as the
// uncompressed form stores them (a translation and a rotation per key).
void writePlainTrack(BinaryWriter &w, const JointTrack &track, const Joint &joint, bool unmoved)
{
    QList<float> times;
    times.reserve(track.rotations.size() + track.translations.size());
    for (const QuatKey &k : track.rotations)
        times.append(k.time);
    for (const Vec3Key &k : track.translations)
        times.append(k.time);
    std::sort(times.begin(), times.end());
    times.erase(std::unique(times.begin(), times.end()), times.end());
    w.writeInt(track.joint);
    w.writeInt(qint32(times.size()));
    const bool translationAtEvery = track.translations.size() == times.size();
    const bool rotationAtEvery = track.rotations.size() == times.size();
    for (qsizetype i = 0; i < times.size(); ++i) {
        const float time = times[i];
        w.writeFloat(time);
        if (track.translations.isEmpty() && unmoved) {
            const float mark[3] = {kNoTranslation, kNoTranslation, kNoTranslation};
            w.writeFloats(mark, 3);
        } else {
            const QVector3D t = translationAtEvery ? track.translations[i].value
                                                   : sampleChannel(track.translations, time, joint.bind.translation);
            const float tv[3] = {t.x(), t.y(), t.z()};
            w.writeFloats(tv, 3);
        }
        const QQuaternion r = rotationAtEvery ? track.rotations[i].value
                                              : sampleChannel(track.rotations, time, joint.bind.rotation);
        float q[4];
        toCal3d(r, q);
        w.writeFloats(q, 4);
    }
}

// The compressed bytes of a track: the file's own while they still decode
// to the track's keys, else encoded anew. Empty when it cannot be compressed.
std::optional<std::pair<quint8, QByteArray>> compressTrack(const JointTrack &track, const Animation &animation,
                                                           qsizetype index)
{
    const QVariantList flagsKept = animation.extras.value(kTrackFlags).toList();
    const QVariantList bytesKept = animation.extras.value(kTrackBytes).toList();
    if (index < flagsKept.size() && index < bytesKept.size()) {
        const quint8 flags = quint8(flagsKept[index].toInt());
        const QByteArray bytes = bytesKept[index].toByteArray();
        const int count = int(track.rotations.size());
        if (compressedTrackBytes(flags, count) == bytes.size()) {
            JointTrack decoded;
            decodeCompressedTrack(bytes, flags, count, decoded);
            if (decoded.rotations == track.rotations && decoded.translations == track.translations)
                return std::make_pair(flags, bytes);
        }
    }
    const std::optional<quint8> flags = compressedTrackFlags(track);
    if (!flags || track.joint > 0x1fff)
        return std::nullopt;
    return std::make_pair(*flags, encodeCompressedTrack(track, *flags));
}

} // namespace

WriteResult writeCafAnimation(const Model &model, int index, const QString &path)
{
    if (index < 0 || index >= model.animations.size())
        return WriteResult::failure(path, tr("the model has no animation to write"));
    const Animation &read = model.animations[index];
    // libcal3d goes in straight lines between keys: steps and curves become
    // keys that play the same motion.
    const Animation animation = read.hasCurvedKeys() ? bakeInterpolation(read) : read;
    WriteResult result;
    const int version = animation.extras.value(versionKey("caf"), kDefaultVersion).toInt();
    int compression = version >= kVersion1300 ? animation.extras.value(kCompression, 0).toInt() : 0;
    QList<qsizetype> written;
    bool droppedScale = false;
    for (qsizetype ti = 0; ti < animation.tracks.size(); ++ti) {
        const JointTrack &track = animation.tracks[ti];
        for (const Vec3Key &s : track.scales)
            droppedScale = droppedScale || s.value != QVector3D(1, 1, 1);
        if (track.rotations.isEmpty() && track.translations.isEmpty())
            continue;
        if (track.joint < 0 || track.joint >= model.skeleton.size())
            return WriteResult::failure(
                path, tr("a track refers to joint %1, which the skeleton does not have").arg(track.joint));
        written.append(ti);
    }
    QList<std::pair<quint8, QByteArray>> packed;
    if (compression != 0) {
        for (qsizetype ti : std::as_const(written)) {
            const auto p = compressTrack(animation.tracks[ti], animation, ti);
            if (!p) {
                result.warnings.append(Diagnostic{path, -1, -1,
                                                  tr("the keys of joint \"%1\" cannot be stored "
                                                     "compressed: the animation was written uncompressed")
                                                      .arg(model.skeleton.joints[animation.tracks[ti].joint].name)});
                compression = 0;
                break;
            }
            packed.append(*p);
        }
    }
    QSet<int> unmoved;
    for (const QVariant &v : animation.extras.value(kUnmoved).toList())
        unmoved.insert(v.toInt());
    QByteArray &out = result.data;
    out.reserve(animation.keyCount() * 32 + 64);
    BinaryWriter w(out);
    w.writeHeader(kAnimationMagic, version);
    if (version >= kVersion1300)
        w.writeInt(compression);
    w.writeFloat(float(animation.duration));
    w.writeInt(qint32(written.size()));
    if (version >= kVersion1301)
        w.writeInt(animation.extras.value(kFlags, 0).toInt());
    for (qsizetype i = 0; i < written.size(); ++i) {
        const JointTrack &track = animation.tracks[written[i]];
        if (compression != 0) {
            const int count = int(track.rotations.size());
            const char header[4] = {char(track.joint & 0xff), char(((track.joint >> 8) & 0x1f) | packed[i].first),
                                    char(count & 0xff), char((count >> 8) & 0xff)};
            w.writeBytes(QByteArrayView(header, 4));
            w.writeBytes(packed[i].second);
        } else {
            writePlainTrack(w, track, model.skeleton.joints[track.joint], unmoved.contains(int(written[i])));
        }
    }
    if (droppedScale)
        result.warnings.append(Diagnostic{path, -1, -1, tr("CAF keys have no scale: scale keys were not written")});
    return result;
}

} // namespace quarry
