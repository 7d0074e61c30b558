#include "io/quake/PoseAnimations.h"

#include <QSet>

namespace quarry::quake {

namespace {

// A frame name split as Quake II's m_player.h numbers frames: the name's
// letters, then its trailing number. Three digits or more not starting
// with 0 hold a series and a two-digit frame ("pain203": series "pain2",
// frame 3); fewer, or a zero-padded number, are the frame alone
// ("stand01", "run6", "frame001"). Letters ending in a digit and an
// underscore hold a series without the underscore ("walk0_12": series
// "walk0", frame 12), as quake::frameName writes a name ending in digits.
struct FrameNumber
{
    QString letters;
    QString series; // letters and the number's leading digits
    qint64 number = -1;
};

FrameNumber splitFrameName(const QString &frameName)
{
    qsizetype n = frameName.size();
    while (n > 0 && frameName.at(n - 1).isDigit())
        --n;
    FrameNumber f;
    f.letters = frameName.left(n);
    f.series = f.letters;
    if (n >= 2 && frameName.at(n - 1) == QLatin1Char('_') && frameName.at(n - 2).isDigit() && n < frameName.size())
        f.series.chop(1);
    const QString digits = frameName.mid(n);
    if (digits.isEmpty())
        return f;
    f.number = digits.left(18).toLongLong();
    if (digits.size() >= 3 && digits.at(0) != QLatin1Char('0'))
        f.series += digits.left(digits.size() - 2);
    return f;
}

} // namespace

QString framePrefix(const QString &frameName)
{
    return splitFrameName(frameName).series;
}

QList<PoseRun> runsByPrefix(const QList<QString> &names, const QList<int> &poses, double fps)
{
    QList<PoseRun> runs;
    FrameNumber current;
    for (int pose : poses) {
        const QString name = names.value(pose);
        FrameNumber frame = splitFrameName(name);
        if (frame.letters.isEmpty())
            frame.letters = frame.series = name.isEmpty() ? QStringLiteral("frames") : name;
        // A new run where the letters change, or the series does without the
        // number counting on (pain104 → pain201; run99 → run100 goes on).
        const bool next = frame.number >= 0 && current.number >= 0 && frame.number == current.number + 1;
        if (runs.isEmpty() || frame.letters != current.letters || (frame.series != current.series && !next)) {
            runs.append(PoseRun{frame.series, {}, {}, fps, {}});
            current = frame;
        }
        current.number = frame.number;
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
