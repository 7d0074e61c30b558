#include "io/md3/Md3Layout.h"

#include "io/md3/Md3Clips.h"
#include "io/md3/Md3Reader.h"
#include "io/md3/Quake3Animations.h"
#include "model/LocaleNumbers.h"
#include "model/Translate.h"

#include <QDir>
#include <QFileInfo>

#include <cmath>

namespace quarry {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

namespace {

double rateOf(const Animation &a)
{
    return a.fps > 0 ? a.fps : 30.0; // as md3FrameTimes takes it
}

struct StoredClip
{
    QString name;
    qint64 first = 0;
    qint64 count = 0;
};

QList<StoredClip> storedClips(const Model &model)
{
    const QVariantList clips = model.extras.value(QStringLiteral("md3.clips")).toList();
    QList<StoredClip> list;
    for (const QVariant &c : clips) {
        const QVariantMap m = c.toMap();
        list.append({m.value(QStringLiteral("name")).toString(), m.value(QStringLiteral("first")).toLongLong(),
                     m.value(QStringLiteral("count")).toLongLong()});
    }
    return list;
}

// A sidecar line's whitespace-separated tokens (comments cut off), with
// where each lies in the line.
struct Token
{
    qsizetype begin = 0;
    qsizetype end = 0;
    QByteArray text;
};

QList<Token> lineTokens(const QByteArray &line)
{
    QList<Token> tokens;
    qsizetype end = line.indexOf("//");
    if (end < 0)
        end = line.size();
    qsizetype i = 0;
    while (i < end) {
        // As Quake III's tokenizer: every byte at or below ' ' separates.
        while (i < end && quint8(line[i]) <= ' ')
            ++i;
        const qsizetype begin = i;
        while (i < end && quint8(line[i]) > ' ')
            ++i;
        if (i > begin)
            tokens.append({begin, i, line.mid(begin, i - begin)});
    }
    return tokens;
}

QByteArray numberText(double v)
{
    return QByteArray::number(v, 'g', 9);
}

} // namespace

std::optional<Md3Layout> md3EditedClipLayout(const Model &model)
{
    const QList<StoredClip> clips = storedClips(model);
    const QVariantList keys = model.extras.value(QStringLiteral("md3.storedFrames")).toList();
    const qsizetype n = model.animations.size();
    if (clips.isEmpty() || clips.size() != n || keys.size() != n)
        return std::nullopt;
    Md3Layout layout;
    layout.edited.fill(false, n);
    layout.firsts.fill(-1, n);
    qint64 stored = 0;
    for (qsizetype a = 0; a < n; ++a) {
        if (!isStoredMd3Clip(model.animations[a], a, clips[a].name) || clips[a].first < 0 || clips[a].count < 1)
            return std::nullopt;
        // Edited: its frames changed (a new rate or loop flag alone leaves
        // them in place).
        const QVariantMap read = keys[a].toMap();
        layout.edited[a] = read.contains(QStringLiteral("framesKey"))
                               ? read.value(QStringLiteral("framesKey")).toULongLong()
                                     != md3AnimationFramesKey(model.animations[a])
                               : read.value(QStringLiteral("key")).toULongLong()
                                     != md3AnimationKey(model.animations[a]);
        stored = std::max(stored, clips[a].first + clips[a].count);
    }
    if (stored > (qint64(1) << 24) || n < 1)
        return std::nullopt;
    // An edited clip that shares frames with another cannot take its
    // range's place (the other clip would change too): it goes after the
    // stored frames, and its range stays for the other.
    QList<bool> appended(n, false);
    for (qsizetype a = 0; a < n; ++a) {
        if (!layout.edited[a])
            continue;
        for (qsizetype b = 0; b < n; ++b)
            if (b != a && clips[b].first < clips[a].first + clips[a].count
                && clips[a].first < clips[b].first + clips[b].count)
                appended[a] = true;
    }
    auto place = [&](qsizetype a) {
        const Animation &animation = model.animations[a];
        layout.firsts[a] = layout.frames.size();
        const int count = std::max(1, animation.frameCount());
        for (int i = 0; i < count; ++i)
            layout.frames.append({int(a), i / rateOf(animation)});
    };
    for (qint64 k = 0; k < stored;) {
        qsizetype edited = -1;
        for (qsizetype a = 0; a < n && edited < 0; ++a)
            if (layout.edited[a] && !appended[a] && clips[a].first == k)
                edited = a;
        if (edited >= 0) {
            place(edited);
            k += clips[edited].count;
            continue;
        }
        qsizetype owner = -1;
        for (qsizetype a = 0; a < n; ++a) {
            if (layout.edited[a] || k < clips[a].first || k >= clips[a].first + clips[a].count)
                continue;
            if (layout.firsts[a] < 0 && clips[a].first == k)
                layout.firsts[a] = layout.frames.size();
            if (owner < 0)
                owner = a;
        }
        if (owner < 0) {
            // A frame only an appended clip held goes with it.
            bool held = false;
            for (qsizetype a = 0; a < n && !held; ++a)
                held = appended[a] && k >= clips[a].first && k < clips[a].first + clips[a].count;
            if (!held)
                return std::nullopt; // a frame no clip holds
            ++k;
            continue;
        }
        layout.frames.append({int(owner), double(k - clips[owner].first) / rateOf(model.animations[owner])});
        ++k;
    }
    const qint64 appendAt =
        model.extras.value(QStringLiteral("md3.sidecar")).toMap().value(QStringLiteral("appendAt"), -1).toLongLong();
    for (qsizetype a = 0; a < n; ++a)
        if (appended[a]) {
            if (layout.appendedFrom < 0) {
                // Frames the game never plays, to start where the other
                // part's clips start.
                while (layout.frames.size() < std::min<qint64>(appendAt, qint64(1) << 24))
                    layout.frames.append({int(a), 0.0});
                layout.appendedFrom = layout.frames.size();
            }
            place(a);
        }
    if (layout.firsts.contains(-1))
        return std::nullopt;
    return layout;
}

std::optional<Md3SidecarFile> rewriteMd3Sidecar(const Model &model, const QString &md3Path,
                                                const QList<FrameGroup> &groups, QString *error, QStringList *warnings)
{
    const QVariantMap sidecar = model.extras.value(QStringLiteral("md3.sidecar")).toMap();
    const QList<StoredClip> clips = storedClips(model);
    const qsizetype n = model.animations.size();
    if (sidecar.isEmpty() || clips.size() != n || groups.size() != n)
        return std::nullopt;
    const bool config = sidecar.value(QStringLiteral("kind")).toString() == QLatin1String("animation.cfg");
    const QString part = sidecar.value(QStringLiteral("part")).toString();
    // Saved as a part of a player model (io/md3/Md3PlayerModel): lower.md3
    // is written first and rewrites the BOTH_ lines, upper.md3 then works on
    // its text and leaves them; the player's writer checks the result.
    const bool player = config && sidecar.value(QStringLiteral("player")).toBool();
    // Tremulous's nonseg.md3: every line is a slot of its own (NSPA_), no
    // frames skipped, no other part to keep in step.
    const bool nonSeg = config && part == QLatin1String("nonseg");
    QList<QByteArray> lines = sidecar.value(QStringLiteral("text")).toByteArray().split('\n');

    // The clip lines: animation.cfg's slots (numeric lines after the
    // keywords, in the game's order), or every .framegroups line.
    struct Line
    {
        qsizetype index = -1;
        QList<Token> tokens;
        int slot = -1;
    };
    QList<Line> clipLines;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        QList<Token> tokens = lineTokens(lines[i]);
        if (tokens.size() < 4)
            continue;
        bool numeric = true;
        for (int k = 0; k < 4; ++k) {
            bool ok = false;
            tokens[k].text.toDouble(&ok);
            numeric = numeric && ok;
        }
        if (!numeric)
            continue;
        clipLines.append({i, tokens, config ? int(clipLines.size()) : -1});
    }
    auto number = [](const Line &l, int k) { return l.tokens[k].text.toDouble(); };
    // As the reader takes it: 27 lines are Tremulous 1.2's, with NSPA_CHARGE.
    const bool charge = nonSeg && clipLines.size() >= quake3::kNonSegChargeAnimations;
    const int nonSegSlots = charge ? quake3::kNonSegChargeAnimations : quake3::kNonSegAnimations;
    qint64 skip = 0;
    if (config && part == QLatin1String("lower") && clipLines.size() > quake3::kFirstLegsAnimation)
        skip = qint64(number(clipLines[quake3::kFirstLegsAnimation], 0))
               - qint64(number(clipLines[quake3::kFirstTorsoAnimation], 0));

    bool changed = false;
    for (const Line &line : std::as_const(clipLines)) {
        const bool both = config && !nonSeg && line.slot < quake3::kFirstTorsoAnimation;
        const bool legs = config && !nonSeg && line.slot >= quake3::kFirstLegsAnimation
                          && line.slot < quake3::kRequiredAnimations;
        const bool torso = config && !nonSeg && !both && !legs;
        if (nonSeg && line.slot >= nonSegSlots)
            continue; // the game reads no more
        if (config && !nonSeg
            && ((legs && part != QLatin1String("lower")) || (torso && part != QLatin1String("upper"))
                || part == QLatin1String("head") || (player && both && part == QLatin1String("upper"))))
            continue;
        const qint64 offset = legs ? skip : 0;
        const qint64 first = qint64(number(line, 0)) - offset;
        const qint64 count = std::abs(qint64(number(line, 1)));
        // A slot's own clip (slots of one range are clips of their own),
        // else the clip of the line's range.
        const QString slotName = nonSeg ? QString::fromLatin1(quake3::nonSegAnimationName(line.slot, charge))
                                 : config && line.slot >= 0 && line.slot < quake3::kAnimations
                                     ? QString::fromLatin1(quake3::kAnimationNames[line.slot])
                                     : QString();
        qsizetype a = -1;
        for (int pass = slotName.isEmpty() ? 1 : 0; pass < 2 && a < 0; ++pass)
            for (qsizetype c = 0; c < n && a < 0; ++c)
                if (clips[c].first == first && clips[c].count == std::max<qint64>(count, 1)
                    && (pass == 1 || clips[c].name == slotName))
                    a = c;
        if (a < 0)
            continue;
        const Animation &animation = model.animations[a];
        const FrameGroup &g = groups[a];
        // animation.cfg: first numFrames loopFrames fps; .framegroups:
        // first count fps loop.
        const int fpsToken = config ? 3 : 2;
        const int loopToken = config ? 2 : 3;
        const double oldFps = number(line, fpsToken);
        const bool oldLoop = number(line, loopToken) > 0;
        QList<QByteArray> values = {line.tokens[0].text, line.tokens[1].text, line.tokens[2].text, line.tokens[3].text};
        if (g.first != first || g.count != count) {
            // lower.md3's legs start where the cfg's TORSO_GESTURE does:
            // neither anchor moves in one part alone.
            const bool anchor = config && !nonSeg && !player && g.first != first
                                && (line.slot == quake3::kFirstTorsoAnimation
                                    || line.slot == quake3::kFirstLegsAnimation);
            if (anchor) {
                *error = tr("%1's first frame is where the game starts lower.md3's legs: it cannot move in one part "
                            "alone (keep the clips before it as long as they are)")
                             .arg(QString::fromLatin1(quake3::kAnimationNames[line.slot]));
                return std::nullopt;
            }
            if (both && !player) {
                *error = tr("%1 plays in lower.md3 and upper.md3 with one frame numbering: its frames cannot move "
                            "or change in number in one of them alone (keep its length, or open the whole player as "
                            "one model "
                            "to retime it in both)")
                             .arg(QString::fromLatin1(quake3::kAnimationNames[line.slot]));
                return std::nullopt;
            }
            values[0] = QByteArray::number(g.first + offset);
            values[1] = QByteArray::number(number(line, 1) < 0 ? -g.count : g.count);
        }
        if (std::abs(animation.fps - oldFps) > 1e-6 * std::max(1.0, oldFps))
            values[fpsToken] = numberText(animation.fps);
        if (animation.loop != oldLoop || (animation.loop && g.count != count)) {
            if (config)
                values[loopToken] = QByteArray::number(
                    animation.loop ? (oldLoop && g.count == count ? qint64(number(line, loopToken)) : g.count) : 0);
            else
                values[loopToken] = animation.loop ? "1" : "0";
        }
        QByteArray text = lines[line.index];
        if (animation.name != clips[a].name) {
            if (config) {
                // animation.cfg's slots have the game's fixed names.
                if (warnings)
                    *warnings << tr("the clip renamed \"%1\" is still %2 in %3: animation.cfg's slots have "
                                    "fixed names (a .framegroups file, as DarkPlaces reads, keeps clip names)")
                                     .arg(animation.name, clips[a].name,
                                          QFileInfo(sidecar.value(QStringLiteral("path")).toString()).fileName());
            } else {
                // The name is the line's comment (else its fifth field).
                const QByteArray name = animation.name.toUtf8();
                const qsizetype comment = text.indexOf("//");
                const bool cr = text.endsWith('\r');
                const qsizetype end = cr ? text.size() - 1 : text.size();
                if (comment >= 0)
                    text.replace(comment, end - comment, "// " + name);
                else if (line.tokens.size() >= 5)
                    text.replace(line.tokens[4].begin, line.tokens[4].end - line.tokens[4].begin, name);
                else
                    text.insert(end, " // " + name);
            }
        }
        for (int k = 3; k >= 0; --k)
            if (values[k] != line.tokens[k].text)
                text.replace(line.tokens[k].begin, line.tokens[k].end - line.tokens[k].begin, values[k]);
        if (text != lines[line.index]) {
            lines[line.index] = text;
            changed = true;
        }
    }
    if (!changed)
        return std::nullopt;
    const QString stored = sidecar.value(QStringLiteral("path")).toString();
    const QString path = config ? QFileInfo(md3Path).dir().filePath(QFileInfo(stored).fileName())
                                : md3Path + QStringLiteral(".framegroups");
    return Md3SidecarFile{path, lines.join('\n')};
}

} // namespace quarry
