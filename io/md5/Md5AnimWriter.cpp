#include "io/md5/Md5AnimFile.h"
#include "io/md5/Md5Orientation.h"
#include "io/md5/Md5Out.h"
#include "io/md5/Md5Rig.h"

#include "model/Pose.h"
#include "model/ops/Resample.h"

#include <QCoreApplication>

#include <array>
#include <bit>

namespace quarry::md5 {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Md5Writer)
};

// Whether the file's own box still holds the computed one (the animation
// was not changed since it was read): then the file's numbers stay.
bool holds(const float *stored, const Bounds &computed)
{
    if (!computed.isValid())
        return true;
    const float slack = 1e-3f * std::max(1.0f, computed.size().length());
    for (int c = 0; c < 3; ++c)
        if (stored[c] > computed.min[c] + slack || stored[3 + c] < computed.max[c] - slack)
            return false;
    return true;
}

} // namespace

QByteArray encodeAnim(const Model &model, const Rig &rig, int index, const QString &path, QList<Diagnostic> &warnings,
                      bool everyChannel)
{
    const Animation &source = model.animations[index];
    // Doom 3 reads a whole number of frames per second.
    const int fps = std::max(1, int(std::lround(source.fps)));
    const bool asItIs = isFixedRate(source) && double(fps) == source.fps;
    const Animation animation = asItIs ? source : resampleAnimation(source, fps);
    if (!asItIs)
        warnings.append(Diagnostic{
            path, -1, -1, Text::tr("animation \"%1\" resampled at %2 frames per second").arg(source.name).arg(fps)});
    if (!animation.morphTracks.isEmpty())
        warnings.append(
            Diagnostic{path, -1, -1, Text::tr("animation \"%1\": morph target weights left out").arg(source.name)});
    const qsizetype joints = rig.names.size();
    const int frames = std::max(1, animation.frameCount());
    QList<const JointTrack *> tracks(joints, nullptr);
    for (const JointTrack &t : animation.tracks)
        if (t.joint >= 0 && t.joint < model.skeleton.joints.size())
            tracks[t.joint] = &t;
    // Every joint's six channels on every frame.
    QList<std::array<double, 6>> values(qsizetype(frames) * joints);
    bool scaled = false;
    for (int f = 0; f < frames; ++f)
        for (qsizetype j = 0; j < joints; ++j) {
            Transform t = rig.bind[j];
            if (const JointTrack *track = tracks[j]) {
                if (f < track->translations.size())
                    t.translation = track->translations[f].value;
                if (f < track->rotations.size())
                    t.rotation = track->rotations[f].value;
                if (f < track->scales.size())
                    t.scale = track->scales[f].value;
            }
            scaled = scaled || (t.scale - QVector3D(1, 1, 1)).length() > 1e-5f;
            const std::array<double, 3> q = storedFromRotation(t.rotation);
            values[qsizetype(f) * joints + j] = {
                t.translation.x(), t.translation.y(), t.translation.z(), q[0], q[1], q[2]};
        }
    if (scaled && !rig.scaled)
        warnings.append(Diagnostic{path, -1, -1, Text::tr("animation \"%1\": joint scale left out").arg(source.name)});
    // Only the channels that change are stored in the frames (or all).
    QList<int> flags(joints, everyChannel ? Tx | Ty | Tz | Qx | Qy | Qz : 0);
    QList<int> start(joints, 0);
    int components = 0;
    for (qsizetype j = 0; j < joints; ++j) {
        for (int c = 0; c < 6; ++c)
            for (int f = 1; f < frames && !(flags[j] & (1 << c)); ++f)
                if (values[qsizetype(f) * joints + j][c] != values[j][c])
                    flags[j] |= 1 << c;
        start[j] = components;
        components += std::popcount(quint32(flags[j]));
    }
    const QVariantMap kept = source.extras.value(QStringLiteral("md5.baseframe")).toMap();
    const QList<float> keptBounds = source.extras.value(QStringLiteral("md5.bounds")).value<QList<float>>();

    Out out;
    out.bytes.reserve(qsizetype(frames) * components * 12 + joints * 120 + 256);
    bool renamed = false;
    out.raw("MD5Version 10").nl();
    out.raw("commandline ")
        .name(quotable(source.extras.value(QStringLiteral("md5.commandline")).toString(), &renamed))
        .nl()
        .nl();
    out.raw("numFrames").integer(frames).nl();
    out.raw("numJoints").integer(joints).nl();
    out.raw("frameRate").integer(fps).nl();
    out.raw("numAnimatedComponents").integer(components).nl().nl();
    out.raw("hierarchy {").nl();
    for (qsizetype j = 0; j < joints; ++j) {
        out.raw("\t").name(quotable(rig.names[j], &renamed)).integer(rig.parents[j]).integer(flags[j]);
        out.integer(start[j]);
        if (rig.parents[j] >= 0)
            out.raw("\t// ").raw(rig.names[rig.parents[j]].toUtf8().replace('\n', ' ').replace('\r', ' '));
        out.nl();
    }
    out.raw("}").nl().nl();
    out.raw("bounds {").nl();
    const bool keepBounds = keptBounds.size() == qsizetype(frames) * 6;
    for (int f = 0; f < frames; ++f) {
        const Bounds b = poseBounds(model, index, double(f) / fps);
        float box[6] = {0, 0, 0, 0, 0, 0};
        if (keepBounds && holds(keptBounds.constData() + f * 6, b))
            std::copy_n(keptBounds.constData() + f * 6, 6, box);
        else if (b.isValid())
            box[0] = b.min.x(), box[1] = b.min.y(), box[2] = b.min.z(), box[3] = b.max.x(), box[4] = b.max.y(),
            box[5] = b.max.z();
        out.raw("\t").vec(box, 3).vec(box + 3, 3).nl();
    }
    out.raw("}").nl().nl();
    out.raw("baseframe {").nl();
    for (qsizetype j = 0; j < joints; ++j) {
        std::array<double, 6> base = values[j];
        const QList<double> own = kept.value(rig.names[j]).value<QList<double>>();
        if (own.size() == 6)
            for (int c = 0; c < 6; ++c)
                if (flags[j] & (1 << c))
                    base[c] = own[c];
        const float t[3] = {float(base[0]), float(base[1]), float(base[2])};
        out.raw("\t").vec(t, 3).orientation(base.data() + 3, needsDoubleDigits(base.data() + 3)).nl();
    }
    out.raw("}").nl();
    for (int f = 0; f < frames; ++f) {
        out.nl().raw("frame").integer(f).raw(" {").nl();
        for (qsizetype j = 0; j < joints; ++j) {
            if (!flags[j])
                continue;
            out.raw("\t");
            const std::array<double, 6> &v = values[qsizetype(f) * joints + j];
            const bool precise = needsDoubleDigits(v.data() + 3);
            for (int c = 0; c < 6; ++c)
                if (flags[j] & (1 << c))
                    c >= 3 && precise ? out.numd(v[c]) : out.num(float(v[c]));
            out.nl();
        }
        out.raw("}").nl();
    }
    return std::move(out.bytes);
}

} // namespace quarry::md5
