#include "io/targets/QuakeFrames.h"

#include "io/quake/FrameSamples.h"
#include "model/MorphWeights.h"
#include "model/Pose.h"

#include <QSet>

#include <algorithm>
#include <cctype>
#include <cmath>

namespace quarry {

namespace {

// A QuakeC identifier: letters, digits and underscores, not starting with a digit.
QByteArray identifier(const QByteArray &name)
{
    QByteArray out;
    for (char c : name)
        out += (std::isalnum(static_cast<unsigned char>(c)) || c == '_') ? c : '_';
    if (out.isEmpty() || std::isdigit(static_cast<unsigned char>(out[0])))
        out.prepend("f_");
    return out;
}

} // namespace

QList<QuakeFrame> quakeFrames(const Model &model, double fps)
{
    if (!(fps > 0) || !std::isfinite(fps))
        fps = 10.0;
    QList<QuakeFrame> frames;
    for (int a = 0; a < model.animations.size(); ++a) {
        const Animation &animation = model.animations[a];
        if (animation.extras.value(QStringLiteral("mdl.group")).toBool()) {
            frames.append({a, 0.0, quake::frameName(animation.name, 1, 1)});
            continue;
        }
        const int count = std::max(1, int(std::lround(animation.duration * fps)) + 1);
        for (int k = 0; k < count; ++k)
            frames.append({a, k / fps, quake::frameName(animation.name, k + 1, count)});
    }
    if (frames.isEmpty())
        frames.append({-1, 0.0, QByteArrayLiteral("frame1")});
    return frames;
}

QByteArray quakecFrameText(const Model &model, const QList<QuakeFrame> &frames, const QString &mdlPath)
{
    QByteArray text = "// The frames of " + mdlPath.toUtf8()
                      + " as QuakeC numbers them: paste into the model's .qc file.\n";
    QSet<QByteArray> used;
    for (qsizetype first = 0; first < frames.size();) {
        qsizetype last = first;
        while (last + 1 < frames.size() && frames[last + 1].animation == frames[first].animation)
            ++last;
        const int a = frames[first].animation;
        const QString title = a >= 0 ? model.animations[a].name : QStringLiteral("bind pose");
        text += "\n// " + title.toUtf8() + ": frames " + QByteArray::number(first) + "-" + QByteArray::number(last)
                + "\n$frame";
        for (qsizetype f = first; f <= last; ++f) {
            QByteArray name = identifier(frames[f].name);
            for (int n = 2; used.contains(name.toLower()); ++n)
                name = identifier(frames[f].name) + "_" + QByteArray::number(n);
            used.insert(name.toLower());
            text += ' ' + name;
        }
        text += '\n';
        first = last + 1;
    }
    return text;
}

Animation quakeFramesAnimation(const Model &model, const QList<QuakeFrame> &frames, const QString &name)
{
    Animation out;
    out.name = name;
    out.fps = 10.0;
    out.loop = false;
    out.duration = (frames.size() - 1) / 10.0;
    const qsizetype joints = model.skeleton.size();
    out.tracks.resize(joints);
    for (qsizetype j = 0; j < joints; ++j)
        out.tracks[j].joint = int(j);
    QMap<std::pair<int, int>, MorphTrack> morphs;
    for (int m = 0; m < model.meshes.size(); ++m)
        for (int t = 0; t < model.meshes[m].morphs.size(); ++t)
            morphs.insert({m, t}, MorphTrack{m, t, {}});
    for (qsizetype k = 0; k < frames.size(); ++k) {
        const QuakeFrame &frame = frames[k];
        const float time = float(k / 10.0);
        if (joints > 0) {
            const QList<Transform> pose = localPose(model, frame.animation, frame.time);
            for (qsizetype j = 0; j < joints && j < pose.size(); ++j) {
                JointTrack &track = out.tracks[j];
                QQuaternion rotation = pose[j].rotation;
                // The shorter way from the frame before.
                if (!track.rotations.isEmpty() && QQuaternion::dotProduct(track.rotations.last().value, rotation) < 0)
                    rotation = -rotation;
                track.translations.append(Vec3Key{time, pose[j].translation});
                track.rotations.append(QuatKey{time, rotation});
                track.scales.append(Vec3Key{time, pose[j].scale});
            }
        }
        if (!morphs.isEmpty()) {
            const MorphWeights weights = frame.animation >= 0 ? animationMorphWeights(
                                             model, model.animations[frame.animation], float(frame.time))
                                                              : MorphWeights();
            for (auto it = morphs.begin(); it != morphs.end(); ++it)
                it->weights.append(
                    FloatKey{time, weights.value(it.key().first).value(it.key().second, 0.0f), Interpolation::Linear});
        }
    }
    // Unscaled joints keep no scale keys (MD5 holds none).
    for (JointTrack &track : out.tracks)
        if (std::all_of(track.scales.cbegin(), track.scales.cend(),
                        [](const Vec3Key &key) { return (key.value - QVector3D(1, 1, 1)).length() < 1e-5f; }))
            track.scales.clear();
    for (const MorphTrack &track : std::as_const(morphs))
        out.morphTracks.append(track);
    return out;
}

} // namespace quarry
