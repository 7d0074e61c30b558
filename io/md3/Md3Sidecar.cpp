#include "io/md3/Md3Sidecar.h"

#include "io/Framegroups.h"
#include "io/md3/Quake3Animations.h"
#include "io/md3/Quake3Tokens.h"
#include "model/Translate.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>

#include <cmath>
#include <limits>

namespace quarry {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

namespace {

// A sidecar is a few hundred bytes; the game's own buffer takes 20,000.
constexpr qint64 kMaxSidecarBytes = qint64(1) << 20;
// Clips share a few frames (Quake III's dead poses): the frames of all
// clips together stay under this many times the file's.
constexpr qint64 kMaxClipFramesPerFrame = 8;
// Ranges left out that get a warning each.
constexpr qsizetype kMaxRangeWarnings = 10;

using namespace quake3;

QString fileName(const QString &path)
{
    return QFileInfo(path).fileName();
}

void malformed(Md3Sidecar &result, qint64 line, const QString &why)
{
    result.clips.clear();
    result.notes.clear();
    result.warnings.append({result.path, line, -1, tr("%1; the frames are read as one animation").arg(why)});
}

// The clips in the frames, sorted. Lines of one range become one clip (the
// first named), or, for animation.cfg's slots (`eachSlot`), clips of their
// own that share the first's frames; either is said in a note.
void keepClips(Md3Sidecar &result, const QList<Md3Clip> &clips, qint64 frames, bool eachSlot)
{
    QStringList shared;
    QHash<std::pair<qint64, qint64>, QString> ranges;
    qsizetype leftOut = 0;
    auto leaveOut = [&](const Md3Clip &clip, const QString &why) {
        // One warning a range, up to a screenful.
        if (++leftOut <= kMaxRangeWarnings)
            result.warnings.append({result.path, clip.line, -1, why});
    };
    QStringList empty;
    for (const Md3Clip &clip : clips) {
        if (clip.count == 0 && eachSlot) {
            // A slot of no frames, which the game plays as none: Tremulous
            // 1.2's players but level4 say `0 0 0 30` for NSPA_CHARGE.
            if (empty.size() < kMaxRangeWarnings)
                empty << tr("%1 (line %2)").arg(clip.name).arg(clip.line);
            continue;
        }
        if (clip.count < 1) {
            leaveOut(clip, tr("\"%1\" has no frames; left out").arg(clip.name));
            continue;
        }
        if (clip.first < 0 || clip.first >= frames || clip.count > frames - clip.first) {
            leaveOut(clip, tr("\"%1\" (frames %2 to %3) lies outside the model's %4 frames; left out")
                               .arg(clip.name)
                               .arg(clip.first)
                               .arg(clip.first + clip.count - 1)
                               .arg(frames));
            continue;
        }
        const auto same = ranges.constFind({clip.first, clip.count});
        if (same != ranges.cend()) {
            shared << tr("%1 (as %2)").arg(clip.name, *same);
            if (eachSlot) {
                Md3Clip sharing = clip;
                sharing.shares = *same;
                result.clips.append(sharing);
            }
            continue;
        }
        ranges.insert({clip.first, clip.count}, clip.name);
        result.clips.append(clip);
    }
    if (!empty.isEmpty())
        result.notes.append({result.path, -1, -1,
                             tr("slots of no frames, which the game plays as none, have no clip: %1")
                                 .arg(empty.join(QStringLiteral(", ")))});
    if (leftOut > kMaxRangeWarnings)
        result.warnings.append(
            {result.path, -1, -1, tr("%n more ranges left out", nullptr, int(leftOut - kMaxRangeWarnings))});
    // Each clip's frames become tracks: clips far past the frames they
    // share are no list of clips a game reads, and would take a model many
    // times the file's size.
    // (A slot sharing another's range is at most 31 times the frames.)
    qint64 total = 0;
    for (const Md3Clip &clip : std::as_const(result.clips))
        total += clip.shares.isEmpty() ? clip.count : 0;
    if (total > kMaxClipFramesPerFrame * frames) {
        malformed(result, -1,
                  tr("the clips hold %1 frames, more than %2 times the model's %3")
                      .arg(total)
                      .arg(kMaxClipFramesPerFrame)
                      .arg(frames));
        return;
    }
    std::stable_sort(result.clips.begin(), result.clips.end(),
                     [](const Md3Clip &a, const Md3Clip &b) { return a.first < b.first; });
    if (shared.size() > kMaxRangeWarnings * 3)
        shared = shared.mid(0, kMaxRangeWarnings * 3) << QStringLiteral("…");
    if (!shared.isEmpty())
        result.notes.append(
            {result.path, -1, -1,
             eachSlot ? tr("clips that share the frames of another: %1").arg(shared.join(QStringLiteral(", ")))
                      : tr("read as the clip of the same frames: %1").arg(shared.join(QStringLiteral(", ")))});
}

} // namespace

Quake3PlayerPart quake3PlayerPart(const QString &md3Path)
{
    static const QRegularExpression part(QStringLiteral("^(lower|upper|head|nonseg)(_[12])?\\.md3$"),
                                         QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = part.match(fileName(md3Path));
    if (!m.hasMatch())
        return Quake3PlayerPart::None;
    const QString name = m.captured(1).toLower();
    return name == QLatin1String("lower")    ? Quake3PlayerPart::Lower
           : name == QLatin1String("upper")  ? Quake3PlayerPart::Upper
           : name == QLatin1String("nonseg") ? Quake3PlayerPart::NonSegmented
                                             : Quake3PlayerPart::Head;
}

Md3Sidecar md3ClipsFromFramegroups(const QString &path, QByteArrayView text, qint64 frames)
{
    Md3Sidecar result;
    result.path = path;
    const FramegroupsResult read = readFramegroups(path, text);
    result.warnings = read.warnings;
    if (read.error) {
        malformed(result, read.error->line, read.error->message);
        return result;
    }
    QList<Md3Clip> clips;
    for (qsizetype g = 0; g < read.groups.size(); ++g) {
        const FrameGroup &group = read.groups[g];
        if (!(group.fps > 0)) {
            malformed(result, group.line, tr("a frame rate of %1").arg(group.fps));
            return result;
        }
        const QString name = group.name.isEmpty() ? QStringLiteral("group %1").arg(g + 1) : group.name;
        clips.append({name, group.first, group.count, group.fps, group.loop, group.line, {}, 0});
    }
    keepClips(result, clips, frames, false);
    return result;
}

Md3Sidecar md3ClipsFromAnimationConfig(const QString &path, QByteArrayView text, Quake3PlayerPart part, qint64 frames)
{
    Md3Sidecar result;
    result.path = path;
    const Tokens read = tokens(text);
    const QList<Token> &list = read.list;
    if (read.nulLine > 0)
        result.warnings.append({path, read.nulLine, -1,
                                tr("a NUL byte ends the text here, as the game reads the file; the rest is not "
                                   "read")});
    qsizetype t = 0;
    // The optional settings before the first number. Quake III knows
    // sex, footsteps, headoffset, fixedlegs and fixedtorso; games on its
    // engine add their own (Turtle Arena's boundingbox, soundpath, speed),
    // each a word and its values on one line, which their loaders read and
    // Quake III's would take a number of as the first frame: a word that is
    // not known is skipped with the rest of its line.
    QStringList unknown;
    bool nonSegmented = false; // Tremulous: one model, nonseg.md3
    while (t < list.size()) {
        const QByteArray word = list[t].text.toLower();
        if (!word.isEmpty() && word[0] >= '0' && word[0] <= '9')
            break;
        const qint64 line = list[t].line;
        ++t;
        if (word == "footsteps" || word == "sex") {
            t += 1;
        } else if (word == "headoffset") {
            t += 3;
        } else if (word == "nonsegmented") {
            nonSegmented = true;
        } else if (word != "fixedlegs" && word != "fixedtorso") {
            if (unknown.size() < kMaxRangeWarnings)
                unknown << tr("%1 (line %2)").arg(QString::fromUtf8(list[t - 1].text)).arg(line);
            else if (unknown.size() == kMaxRangeWarnings)
                unknown << QStringLiteral("…");
            while (t < list.size() && list[t].line == line)
                ++t;
        }
    }
    // The game reads nonseg.md3 with a file that says `nonsegmented` and
    // the three parts with one that does not.
    if (nonSegmented != (part == Quake3PlayerPart::NonSegmented)) {
        result.notes.append({path, -1, -1,
                             nonSegmented ? tr("the file says nonsegmented: the game plays its lines with nonseg.md3, "
                                               "not with this part, whose frames are one animation")
                                          : tr("the file does not say nonsegmented: the game does not play nonseg.md3 "
                                               "with it, and its frames are one animation")});
        return result;
    }
    QStringList names;
    // Tremulous 1.2's 27 lines hold NSPA_CHARGE after NSPA_RUNBACK.
    const bool charge = nonSegmented && list.size() - t >= 4 * kNonSegChargeAnimations;
    if (nonSegmented) {
        for (int s = 0; s < (charge ? kNonSegChargeAnimations : kNonSegAnimations); ++s)
            names << QLatin1String(nonSegAnimationName(s, charge));
        if (charge)
            result.notes.append({path, -1, -1,
                                 tr("27 animation lines: read as Tremulous 1.2's, with NSPA_CHARGE after "
                                    "NSPA_RUNBACK (Tremulous 1.1 reads the first 26 as its own)")});
    } else
        for (const char *name : kAnimationNames)
            names << QLatin1String(name);
    // Tremulous reads its 26 lines, each as Quake III's, with no frames
    // skipped; Quake III its 25 and Team Arena's 6 optional ones.
    const int required = nonSegmented ? int(names.size()) : kRequiredAnimations;
    QList<Md3Clip> entries;
    qint64 skip = 0;
    for (int s = 0; s < names.size(); ++s) {
        if (t >= list.size()) {
            if (s >= required)
                break; // Team Arena's gestures are optional
            malformed(result, list.isEmpty() ? 1 : list.last().line,
                      nonSegmented
                          ? tr("the file ends before %1: Tremulous reads %2 animations of a nonsegmented "
                               "player")
                                .arg(names[s])
                                .arg(required)
                          : tr("the file ends before %1: Quake III reads %2 animations").arg(names[s]).arg(required));
            return result;
        }
        const qint64 line = list[t].line;
        if (list.size() - t < 4) {
            malformed(result, line,
                      tr("%1 needs a first frame, a frame count, looping frames and a frame rate").arg(names[s]));
            return result;
        }
        bool ok[4] = {};
        qint64 first = list[t].text.toLongLong(&ok[0]);
        qint64 count = list[t + 1].text.toLongLong(&ok[1]);
        const qint64 looping = list[t + 2].text.toLongLong(&ok[2]);
        double fps = list[t + 3].text.toDouble(&ok[3]);
        constexpr qint64 kLimit = std::numeric_limits<int>::max();
        if (!ok[0] || !ok[1] || !ok[2] || !ok[3] || !std::isfinite(fps) || fps < 0 || std::abs(first) > kLimit
            || std::abs(count) > kLimit) {
            malformed(result, line, tr("%1: a field is not a number in range").arg(names[s]));
            return result;
        }
        t += 4;
        // As CG_ParseAnimationFile: legs frames follow the torso's in the
        // file, not in lower.md3.
        if (!nonSegmented && s == kFirstLegsAnimation)
            skip = first - entries[kFirstTorsoAnimation].first;
        if (!nonSegmented && s >= kFirstLegsAnimation && s < kRequiredAnimations)
            first -= skip;
        if (count < 0) {
            count = -count;
            result.notes.append(
                {path, line, -1, tr("%1 plays its frames backwards in the game; read forwards").arg(names[s])});
        }
        if (fps == 0)
            fps = 1; // as the game takes it
        entries.append({names[s], first, count, fps, looping > 0, line, {}, nonSegmented ? 0 : fixedFrameCount(s)});
    }
    if (nonSegmented && t < list.size())
        result.notes.append(
            {path, list[t].line, -1, tr("Tremulous reads no line after NSPA_DEAD3; this one is not read")});
    if (!unknown.isEmpty()) {
        result.notes.append({path, -1, -1,
                             tr("settings Quake III does not know, skipped with the rest of their lines: %1")
                                 .arg(unknown.join(QStringLiteral(", ")))});
    }
    if (nonSegmented) {
        keepClips(result, entries, frames, true);
        return result;
    }
    QList<Md3Clip> clips;
    for (int s = 0; s < entries.size(); ++s) {
        const bool both = s < kFirstTorsoAnimation;
        const bool torso = (s >= kFirstTorsoAnimation && s < kFirstLegsAnimation) || s >= kRequiredAnimations;
        const bool legs = s >= kFirstLegsAnimation && s < kRequiredAnimations;
        if (both || (torso && part == Quake3PlayerPart::Upper) || (legs && part == Quake3PlayerPart::Lower))
            clips.append(entries[s]);
    }
    if (part == Quake3PlayerPart::Head || part == Quake3PlayerPart::None) {
        result.notes.append({path, -1, -1, tr("the game does not animate the head: its frames are one animation")});
        return result;
    }
    keepClips(result, clips, frames, true);
    return result;
}

Md3Sidecar readMd3Sidecar(const QString &md3Path, qint64 frames)
{
    const QFileInfo info(md3Path);
    QString path = md3Path + QStringLiteral(".framegroups"); // as framegroupsPath(), which the writers keep
    const Quake3PlayerPart part = quake3PlayerPart(md3Path);
    bool framegroups = QFileInfo::exists(path);
    if (!framegroups) {
        if (part == Quake3PlayerPart::None)
            return {};
        path = info.dir().filePath(QStringLiteral("animation.cfg"));
        if (!QFileInfo::exists(path)) {
            // Game archives are case-insensitive: Animation.cfg is read too.
            const QStringList found = info.dir().entryList({QStringLiteral("animation.cfg")}, QDir::Files);
            if (found.isEmpty())
                return {};
            path = info.dir().filePath(found.first());
        }
    }
    QFile file(path);
    Md3Sidecar result;
    if (!file.open(QIODevice::ReadOnly)) {
        result.warnings.append(
            {path, -1, -1, tr("cannot be read (%1); the frames are read as one animation").arg(file.errorString())});
        return result;
    }
    if (file.size() > kMaxSidecarBytes) {
        result.warnings.append({path, -1, -1,
                                tr("%1 bytes are more than a list of clips takes; the frames are read "
                                   "as one animation")
                                    .arg(file.size())});
        return result;
    }
    const QByteArray text = file.readAll();
    result = framegroups ? md3ClipsFromFramegroups(path, text, frames)
                         : md3ClipsFromAnimationConfig(path, text, part, frames);
    if (!result.clips.isEmpty())
        result.notes.prepend({md3Path, -1, -1, tr("clips and frame rates from %1").arg(fileName(path))});
    else
        result.path.clear();
    return result;
}

} // namespace quarry
