#include "io/cal3d/CafAnimation.h"

#include "io/cal3d/BinaryStream.h"
#include "io/cal3d/CafCompression.h"
#include "io/xmf/XafAnimation.h"
#include "model/Translate.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <algorithm>
#include <cmath>
#include <set>

namespace quarry {

using namespace cal3d;

namespace {

// What the writer needs to give the same bytes back (see CafWriter.cpp).
const QString kCompression = QStringLiteral("caf.compression"); // the 1300 flag word, when the file has one
const QString kFlags = QStringLiteral("caf.flags"); // the 1301 flags word
const QString kTrackFlags = QStringLiteral("caf.trackFlags"); // compressed: per track, its flag bits
const QString kTrackBytes = QStringLiteral("caf.trackBytes"); // compressed: per track, its key bytes
const QString kUnmoved = QStringLiteral("caf.unmovedTracks"); // tracks whose keys said "the bone's own translation"

// Cal3D's mark for "no translation: keep the bone's".
constexpr float kNoTranslation = 1e10f;

} // namespace

ReadResult readCafAnimation(const QString &path, QByteArrayView data, const QList<int> &fileIdToJoint)
{
    ReadResult result;
    try {
        BinaryReader in(data);
        const int version = in.readHeader(kAnimationMagic);
        Animation animation;
        animation.name = QFileInfo(path).completeBaseName();
        animation.fps = kXafDefaultFps;
        animation.extras.insert(versionKey("caf"), version);
        bool compressed = false;
        if (version >= kVersion1300) {
            const int flag = in.readInt("the compression flag");
            compressed = flag != 0;
            animation.extras.insert(kCompression, flag);
        }
        const qint64 durationAt = in.offset();
        const float duration = in.readFloat("the duration");
        if (!(duration >= 0.0f) || std::isinf(duration))
            in.fail(durationAt, tr("the duration %1 is not a time").arg(duration));
        animation.duration = duration;
        const int jointCount = int(fileIdToJoint.size());
        const int trackCount = in.readCount("the track count", compressed ? 4 : 8);
        if (version >= kVersion1301)
            animation.extras.insert(kFlags, in.readInt("the animation flags"));
        animation.tracks.reserve(std::min(trackCount, jointCount));
        QVariantList trackFlags, trackBytes, unmoved;
        std::set<int> seen;
        bool sorted = true;
        for (int t = 0; t < trackCount; ++t) {
            const qint64 trackAt = in.offset();
            int bone = 0, keyCount = 0;
            quint8 flags = 0;
            if (compressed) {
                const uchar *h = reinterpret_cast<const uchar *>(in.take(4, "a track header"));
                bone = h[0] | ((h[1] & 0x1f) << 8);
                flags = h[1] & 0xe0;
                keyCount = h[2] | (h[3] << 8);
            } else {
                bone = in.readInt("a track's bone id");
                keyCount = in.readCount("a track's key count", 32);
            }
            if (bone < 0 || bone >= jointCount)
                in.fail(trackAt,
                        tr("track bone id %1 is not a bone of the skeleton (0 to %2)").arg(bone).arg(jointCount - 1));
            if (!seen.insert(bone).second)
                in.fail(trackAt, tr("a second track for bone %1").arg(bone));
            JointTrack track;
            track.joint = fileIdToJoint[bone];
            if (compressed) {
                const QByteArrayView bytes = in.readBytes(compressedTrackBytes(flags, keyCount), "a track's keys");
                decodeCompressedTrack(bytes, flags, keyCount, track);
                trackFlags.append(int(flags));
                trackBytes.append(bytes.toByteArray());
            } else {
                const char *p = in.take(qint64(keyCount) * 32, "a track's keys");
                track.rotations.reserve(keyCount);
                track.translations.reserve(keyCount);
                bool marked = false;
                for (int k = 0; k < keyCount; ++k, p += 32) {
                    float f[8];
                    for (int i = 0; i < 8; ++i)
                        f[i] = BinaryReader::floatAt(p + 4 * i);
                    sorted = sorted && (k == 0 || f[0] >= track.rotations.last().time);
                    if (f[1] == kNoTranslation && f[2] == kNoTranslation && f[3] == kNoTranslation)
                        marked = true;
                    else
                        track.translations.append(Vec3Key{f[0], QVector3D(f[1], f[2], f[3])});
                    track.rotations.append(QuatKey{f[0], fromCal3d(f + 4)});
                }
                if (marked && track.translations.isEmpty())
                    unmoved.append(int(animation.tracks.size()));
            }
            for (qsizetype k = 1; k < track.rotations.size(); ++k)
                sorted = sorted && track.rotations[k].time >= track.rotations[k - 1].time;
            animation.tracks.append(std::move(track));
        }
        if (in.left() > 0)
            result.warnings.append(
                Diagnostic{path, -1, in.offset(), tr("%1 bytes after the last track were ignored").arg(in.left())});
        if (!sorted) {
            // Keys must be in time order for sampling; the file's order is not kept.
            for (JointTrack &track : animation.tracks) {
                auto byTime = [](const auto &a, const auto &b) { return a.time < b.time; };
                std::stable_sort(track.translations.begin(), track.translations.end(), byTime);
                std::stable_sort(track.rotations.begin(), track.rotations.end(), byTime);
            }
            animation.extras.remove(kTrackBytes);
            result.warnings.append(Diagnostic{path, -1, -1, tr("keyframes were not in time order: sorted")});
        } else if (compressed) {
            animation.extras.insert(kTrackBytes, trackBytes);
        }
        if (compressed)
            animation.extras.insert(kTrackFlags, trackFlags);
        if (!unmoved.isEmpty())
            animation.extras.insert(kUnmoved, unmoved);
        result.model.animations.append(std::move(animation));
    } catch (const BinaryError &e) {
        return failure(path, e);
    }
    return result;
}

} // namespace quarry
