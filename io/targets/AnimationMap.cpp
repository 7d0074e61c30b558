#include "io/targets/AnimationMap.h"

#include "model/LocaleNumbers.h"
#include "model/Translate.h"
#include "model/ops/Clips.h"

#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <QSet>

namespace quarry {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

namespace {

int animationNamed(const Model &model, const QString &name)
{
    for (int a = 0; a < model.animations.size(); ++a)
        if (model.animations[a].name.compare(name, Qt::CaseInsensitive) == 0)
            return a;
    return -1;
}

// The animations' names without the prefix they all share, up to its last
// separator ("paladin_walk", "paladin_idle": "walk", "idle"); empty where
// there are fewer than two animations or no such prefix.
QStringList unprefixedNames(const Model &model)
{
    if (model.animations.size() < 2)
        return {};
    QString prefix = model.animations[0].name;
    for (const Animation &a : model.animations) {
        qsizetype n = 0;
        while (n < prefix.size() && n < a.name.size() && prefix[n].toLower() == a.name[n].toLower())
            ++n;
        prefix.truncate(n);
    }
    qsizetype cut = prefix.size();
    while (cut > 0 && !QStringView(u"_- .:|").contains(prefix[cut - 1]))
        --cut;
    if (cut == 0)
        return {};
    QStringList names;
    for (const Animation &a : model.animations)
        names << a.name.mid(cut);
    return names;
}

// The words of a clip name as people name clips, lower case: the take
// after an exporter's "Armature|" prefix, split at separators, at case
// changes ("RunForward") and between letters and digits ("death2"); a
// number by its value ("01" as "1"); synonyms as one word (jog, sprint:
// run; shoot, fire: attack; die, dying: death; stand, breathe: idle; duck:
// crouch; taunt, wave: gesture; hit, hurt: pain; backwards: back).
QStringList clipWords(QString name)
{
    if (const qsizetype bar = name.lastIndexOf(QLatin1Char('|')); bar >= 0)
        name = name.mid(bar + 1);
    static const QHash<QString, QString> synonyms = [] {
        QHash<QString, QString> table;
        const auto add = [&](const char *word, std::initializer_list<const char *> others) {
            table.insert(QLatin1String(word), QLatin1String(word));
            for (const char *o : others)
                table.insert(QLatin1String(o), QLatin1String(word));
        };
        add("run", {"jog", "jogging", "running", "sprint", "sprinting"});
        add("walk", {"walking"});
        add("attack", {"shoot", "shooting", "fire", "firing", "shot", "attacking"});
        add("death", {"die", "dying"});
        add("idle", {"stand", "standing", "breathe", "breathing"});
        add("crouch", {"duck", "ducking", "crouching", "crouched"});
        add("gesture", {"taunt", "wave", "waving", "salute"});
        add("pain", {"hit", "hurt"});
        add("back", {"backward", "backwards"});
        add("jump", {"jumping"});
        add("swim", {"swimming"});
        add("land", {"landing"});
        add("turn", {"turning"});
        return table;
    }();
    QStringList words;
    QString word;
    auto flush = [&] {
        if (word.isEmpty())
            return;
        bool isNumber = false;
        const qulonglong value = word.toULongLong(&isNumber);
        const QString w = isNumber ? QString::number(value) : word.toLower();
        words << synonyms.value(w, w);
        word.clear();
    };
    for (qsizetype i = 0; i < name.size(); ++i) {
        const QChar c = name[i];
        if (!c.isLetterOrNumber()) {
            flush();
            continue;
        }
        if (!word.isEmpty()) {
            const QChar last = word.back();
            if (last.isDigit() != c.isDigit() || (last.isLower() && c.isUpper()))
                flush();
        }
        word += c;
    }
    flush();
    return words;
}

// The words of every proposal of the order: the actions a slot names.
QSet<QString> actionWords(const QList<AnimationSlot> &order)
{
    QSet<QString> actions;
    for (const AnimationSlot &slot : order)
        for (const QString &proposal : slot.proposals)
            for (const QString &w : clipWords(proposal))
                if (!w.front().isDigit())
                    actions.insert(w);
    return actions;
}

// How far `clip` is from naming `proposal`: -1 when it does not (a word of
// the proposal missing, or a word left over that names another action or
// another number than 0 or 1), else the count of the words left over
// ("paladin_walk" names walk, one word over; "crouch_walk" does not).
int wordDistance(const QStringList &clip, const QStringList &proposal, const QSet<QString> &actions)
{
    for (const QString &w : proposal)
        if (!clip.contains(w))
            return -1;
    int over = 0;
    for (const QString &w : clip) {
        if (proposal.contains(w))
            continue;
        if (actions.contains(w) || (w.front().isDigit() && w != QLatin1String("0") && w != QLatin1String("1")))
            return -1;
        ++over;
    }
    return over;
}

// An animation by name, else by index; -1 when none.
int animationIndex(const Model &model, const QString &text)
{
    int a = animationNamed(model, text);
    bool isNumber = false;
    const int index = text.toInt(&isNumber);
    if (a < 0 && isNumber && index >= 0 && index < model.animations.size())
        a = index;
    return a;
}

} // namespace

void appendAnimationRanges(Model &model, const AnimationMapResult &read)
{
    model.animations << read.ranges;
}

AnimationMapResult readAnimationMap(const QString &path, QByteArrayView text,
                                    const QList<AnimationSlot> &animationOrder, const Model &model)
{
    AnimationMapResult result;
    result.map = AnimationMap(animationOrder.size(), -1);
    const QStringList lines = QString::fromUtf8(text).split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        QString line = lines[i];
        for (const QString &comment : {QStringLiteral("#"), QStringLiteral("//")})
            if (const qsizetype at = line.indexOf(comment); at >= 0)
                line.truncate(at);
        line = line.trimmed();
        if (line.isEmpty())
            continue;
        const qsizetype equals = line.indexOf(QLatin1Char('='));
        auto fail = [&](const QString &message) {
            result.error = Diagnostic{path, i + 1, -1, message};
            return result;
        };
        if (equals < 0)
            return fail(tr("expected SLOT = ANIMATION"));
        const QString slot = line.left(equals).trimmed();
        const QString animation = line.mid(equals + 1).trimmed();
        int s = -1;
        for (int k = 0; k < animationOrder.size(); ++k)
            if (animationOrder[k].name.compare(slot, Qt::CaseInsensitive) == 0)
                s = k;
        if (s < 0)
            return fail(tr("no slot \"%1\" in this target's animation order").arg(slot));
        int a = animationIndex(model, animation);
        if (a < 0) {
            // ANIMATION START END [loop|once]: a time range of it.
            QStringList words = animation.split(QLatin1Char(' '), Qt::SkipEmptyParts);
            std::optional<bool> loop;
            if (words.size() >= 4
                && (words.last().compare(QLatin1String("loop"), Qt::CaseInsensitive) == 0
                    || words.last().compare(QLatin1String("once"), Qt::CaseInsensitive) == 0))
                loop = words.takeLast().compare(QLatin1String("loop"), Qt::CaseInsensitive) == 0;
            bool startOk = false, endOk = false;
            const double start = words.size() >= 3 ? words[words.size() - 2].toDouble(&startOk) : 0;
            const double end = words.size() >= 3 ? words.last().toDouble(&endOk) : 0;
            if (!startOk || !endOk)
                return fail(tr("the model has no animation \"%1\"").arg(animation));
            const QString clip = words.mid(0, words.size() - 2).join(QLatin1Char(' '));
            const int from = animationIndex(model, clip);
            if (from < 0)
                return fail(tr("the model has no animation \"%1\"").arg(clip));
            const Animation &source = model.animations[from];
            // A frame's worth of slack at the end, as times are written rounded.
            const double slack = source.fps > 0 ? 0.5 / source.fps : 1e-3;
            if (!(start >= 0) || !(end > start) || end > source.duration + slack)
                return fail(tr("%1 to %2 s is not a range of \"%3\", which lasts %4 s")
                                .arg(localNumber(start), localNumber(end), source.name, localNumber(source.duration)));
            Animation cut = cutRange(source, start, std::min(end, source.duration));
            cut.name = QStringLiteral("%1 %2-%3").arg(source.name, QString::number(start), QString::number(end));
            cut.loop = loop.value_or(source.loop);
            qsizetype k = 0;
            while (k < result.ranges.size()
                   && !(result.ranges[k].name == cut.name && result.ranges[k].loop == cut.loop))
                ++k;
            if (k == result.ranges.size())
                result.ranges.append(cut);
            a = int(model.animations.size() + k);
        }
        result.map[s] = a;
    }
    return result;
}

AnimationMap proposeAnimationMap(const QList<AnimationSlot> &animationOrder, const Model &model)
{
    AnimationMap map(animationOrder.size(), -1);
    const QStringList unprefixed = unprefixedNames(model);
    auto named = [&](const QString &name) {
        for (int a = 0; a < unprefixed.size(); ++a)
            if (unprefixed[a].compare(name, Qt::CaseInsensitive) == 0)
                return a;
        return -1;
    };
    const QSet<QString> actions = actionWords(animationOrder);
    QList<QStringList> words;
    for (const Animation &a : model.animations)
        words << clipWords(a.name);
    // A clip named as a slot of the order is that slot's, not matched by
    // its words to another ("idle" is no "stand" where both are slots).
    QList<bool> slotName(model.animations.size(), false);
    for (int a = 0; a < model.animations.size(); ++a)
        for (const AnimationSlot &slot : animationOrder)
            if (model.animations[a].name.compare(slot.name, Qt::CaseInsensitive) == 0
                || (a < unprefixed.size() && unprefixed[a].compare(slot.name, Qt::CaseInsensitive) == 0))
                slotName[a] = true;
    // The clip named like `proposal`: by its name, else by its name after
    // the prefix all the clips share, else by its words, as people name
    // clips (the one with the fewest words over).
    auto proposed = [&](const QString &proposal) {
        int found = animationNamed(model, proposal);
        if (found < 0)
            found = named(proposal);
        if (found >= 0)
            return found;
        const QStringList want = clipWords(proposal);
        if (want.isEmpty())
            return -1;
        int best = -1, bestDistance = 0;
        for (int a = 0; a < words.size(); ++a) {
            const int d = slotName[a] ? -1 : wordDistance(words[a], want, actions);
            if (d >= 0 && (best < 0 || d < bestDistance)) {
                best = a;
                bestDistance = d;
            }
        }
        return best;
    };
    for (int s = 0; s < animationOrder.size(); ++s) {
        map[s] = animationNamed(model, animationOrder[s].name);
        if (map[s] < 0)
            map[s] = named(animationOrder[s].name);
        for (qsizetype p = 0; map[s] < 0 && p < animationOrder[s].proposals.size(); ++p)
            map[s] = proposed(animationOrder[s].proposals[p]);
    }
    return map;
}

QStringList completeAnimationMap(const QList<AnimationSlot> &animationOrder, const Model &model, AnimationMap &map)
{
    QStringList warnings;
    if (model.animations.isEmpty())
        return warnings;
    map.resize(animationOrder.size(), -1);
    const AnimationMap given = map;
    int idle = animationNamed(model, QStringLiteral("idle"));
    if (idle < 0)
        idle = 0;
    for (int s = 0; s < animationOrder.size(); ++s) {
        if (given[s] >= 0)
            continue;
        // The fallback chain, stopped at the first mapped slot or a loop.
        int next = animationOrder[s].fallback;
        QList<int> visited{s};
        while (next >= 0 && next < animationOrder.size() && given[next] < 0 && !visited.contains(next)) {
            visited.append(next);
            next = animationOrder[next].fallback;
        }
        const bool found = next >= 0 && next < animationOrder.size() && given[next] >= 0;
        map[s] = found ? given[next] : idle;
        warnings << (found ? tr("animation slot %1 is not mapped: it plays %2, as the game does without it")
                                 .arg(animationOrder[s].name, animationOrder[next].name)
                           : tr("animation slot %1 is not mapped: it plays \"%2\"")
                                 .arg(animationOrder[s].name, model.animations[map[s]].name));
    }
    return warnings;
}

QStringList nameAnimations(Model &model, const QList<AnimationSlot> &names, const AnimationMap &map,
                           QStringList *warnings)
{
    QStringList lines;
    QList<Animation> named;
    QList<bool> used(model.animations.size(), false);
    for (qsizetype s = 0; s < names.size(); ++s) {
        int index = s < map.size() ? map[s] : -1;
        if (index >= model.animations.size())
            index = -1;
        if (index < 0 && s == 0) {
            if (model.animations.isEmpty()) {
                Animation rest;
                rest.name = names[0].name;
                named.append(rest);
                warnings->append(tr("the model has no animation; the game needs %1: a one-frame rest pose is written "
                                    "as %1")
                                     .arg(names[0].name));
                continue;
            }
            index = 0;
            warnings->append(tr("no animation is mapped to %1, which the game needs: \"%2\" plays it")
                                 .arg(names[0].name, model.animations[0].name));
        }
        if (index < 0)
            continue;
        Animation a = model.animations[index];
        if (a.name != names[s].name)
            lines << tr("animation \"%1\" is written as %2").arg(a.name, names[s].name);
        a.name = names[s].name;
        named.append(a);
        used[index] = true;
    }
    QStringList slotNames;
    for (const AnimationSlot &slot : names)
        slotNames << slot.name.toLower();
    for (qsizetype i = 0; i < model.animations.size(); ++i)
        if (!used[i] && !slotNames.contains(model.animations[i].name.toLower()))
            named.append(model.animations[i]);
    model.animations = named;
    return lines;
}

QList<TargetFinding> checkAnimationSlots(const Model &model, const EngineTarget &target, const QString &mapPath)
{
    const QList<AnimationSlot> &order = target.animationOrder;
    if (order.isEmpty() || model.animations.size() < 2)
        return {};
    AnimationMap map = proposeAnimationMap(order, model);
    if (!mapPath.isEmpty()) {
        QFile file(mapPath);
        if (!file.open(QIODevice::ReadOnly))
            return {}; // the export reports it
        const AnimationMapResult read = readAnimationMap(mapPath, file.readAll(), order, model);
        if (read.error)
            return {};
        map = read.map;
    }
    QSet<int> placed;
    for (int a : std::as_const(map))
        if (a >= 0)
            placed.insert(a);
    if (placed.size() > 1)
        return {};
    completeAnimationMap(order, model, map);
    QList<int> plays(model.animations.size(), 0);
    for (int a : std::as_const(map))
        if (a >= 0 && a < plays.size())
            ++plays[a];
    const int most = int(std::max_element(plays.cbegin(), plays.cend()) - plays.cbegin());
    QStringList leftOut;
    for (int a = 0; a < plays.size(); ++a)
        if (plays[a] == 0)
            leftOut << QStringLiteral("\"%1\"").arg(model.animations[a].name);
    if (plays[most] * 2 <= order.size() || leftOut.isEmpty())
        return {};
    QStringList names;
    for (const AnimationSlot &slot : order)
        names << slot.name;
    TargetFinding f;
    f.kind = TargetFinding::Kind::AnimationSlots;
    f.limit = tr("%n animation slot(s): %1", nullptr, int(order.size())).arg(names.join(QStringLiteral(", ")));
    f.allowed = order.size();
    f.actual = plays[most];
    f.fixable = false;
    f.remedy = tr("name the clips after the slots (walk, run, attack, death, jump, crouch, idle, ...) or give "
                  "--animation-map with SLOT = CLIP lines");
    const QString who = QStringLiteral("\"%1\"").arg(model.animations[most].name);
    f.message = (plays[most] == order.size()
                     ? tr("all %1 animation slots play %2").arg(order.size()).arg(who)
                     : tr("%1 of %2 animation slots play %3").arg(plays[most]).arg(order.size()).arg(who))
                + tr("; left out: %1").arg(leftOut.join(QStringLiteral(", "))) + QStringLiteral(": ") + f.remedy;
    return {f};
}

QList<qint64> animationFirstFrames(const Model &model)
{
    QList<qint64> first;
    qint64 frame = 0;
    for (const Animation &a : model.animations) {
        first.append(frame);
        frame += a.frameCount();
    }
    return first;
}

} // namespace quarry
