#include "io/quake/PoseAnimations.h"

#include <QSet>

namespace quarry::quake {

QString framePrefix(const QString &frameName)
{
    qsizetype n = frameName.size();
    while (n > 0 && frameName.at(n - 1).isDigit())
        --n;
    return frameName.left(n);
}

QList<PoseRun> runsByPrefix(const QList<QString> &names, const QList<int> &poses, double fps)
{
    QList<PoseRun> runs;
    QString current;
    for (int pose : poses) {
        const QString name = names.value(pose);
        QString prefix = framePrefix(name);
        if (prefix.isEmpty())
            prefix = name.isEmpty() ? QStringLiteral("frames") : name;
        if (runs.isEmpty() || prefix != current) {
            runs.append(PoseRun{prefix, {}, {}, fps, {}});
            current = prefix;
        }
        PoseRun &run = runs.last();
        run.times.append(float(double(run.poses.size()) / fps));
        run.poses.append(pose);
    }
    return runs;
}

void addPoseAnimations(Model &model, const QList<PoseRun> &runs)
{
    QSet<QString> taken;
    for (const Animation &a : std::as_const(model.animations))
        taken.insert(a.name);
    for (const PoseRun &run : runs) {
        Animation a;
        a.name = run.name;
        for (int n = 2; taken.contains(a.name); ++n)
            a.name = QStringLiteral("%1 %2").arg(run.name).arg(n);
        taken.insert(a.name);
        a.fps = run.fps;
        a.loop = true;
        a.duration = run.times.isEmpty() ? 0.0 : double(run.times.last());
        a.extras = run.extras;
        const qsizetype count = run.poses.size();
        for (int m = 0; m < model.meshes.size(); ++m) {
            const qsizetype targets = model.meshes[m].morphs.size();
            for (qsizetype k = 0; k < count; ++k) {
                const int target = run.poses[k] - 1;
                if (target < 0 || target >= targets)
                    continue;
                MorphTrack track{m, target, {}};
                if (k > 0)
                    track.weights.append(FloatKey{run.times[k - 1], 0.0f});
                track.weights.append(FloatKey{run.times[k], 1.0f});
                if (k + 1 < count)
                    track.weights.append(FloatKey{run.times[k + 1], 0.0f});
                a.morphTracks.append(track);
            }
        }
        // The first pose alone: a key of no weight keeps the animation one
        // frame long (an animation without keys has none).
        if (a.morphTracks.isEmpty())
            for (int m = 0; m < model.meshes.size(); ++m)
                if (!model.meshes[m].morphs.isEmpty()) {
                    a.morphTracks.append(MorphTrack{m, 0, {FloatKey{0.0f, 0.0f}}});
                    break;
                }
        model.animations.append(a);
    }
}

} // namespace quarry::quake
