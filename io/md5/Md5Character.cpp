#include "io/md5/Md5Character.h"

#include "io/md3/Md3Reader.h"
#include "io/md3/Quake3Tokens.h"
#include "model/GameSlots.h"
#include "model/Translate.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <span>

namespace quarry {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

namespace {

// The game reads the file into a buffer of 20,000 bytes and refuses a file
// of 19,999 or more.
constexpr qint64 kGameMaxBytes = 19998;
// Read at most this much (a character.cfg is a few hundred bytes).
constexpr qint64 kMaxBytes = qint64(1) << 20;
constexpr qsizetype kMaxUnknown = 10;

struct Entry
{
    const char *file;
    const char *names;
    bool loop;
};

// CG_RegisterClientModelname's tables (Unvanquished's cg_players.cpp of
// the MD5 players): file name, slots, loops.
constexpr Entry kHuman[] = {
    {"idle", "LEGS_IDLE", true},
    {"die", "BOTH_DEATH1", false},
    {"death2", "BOTH_DEATH2", false},
    {"death3", "BOTH_DEATH3", false},
    {"gesture", "TORSO_GESTURE", false},
    {"rally", "TORSO_RALLY", false},
    {"attack", "TORSO_ATTACK", false},
    {"blaster_attack", "TORSO_ATTACK_BLASTER", false},
    {"psaw_attack", "TORSO_ATTACK_PSAW", false},
    {"stand", "TORSO_STAND", true},
    {"crouch", "LEGS_IDLECR", false},
    {"crouch_forward", "LEGS_WALKCR", true},
    {"crouch_back", "LEGS_BACKCR", true},
    {"walk", "LEGS_WALK", true},
    {"walk_back", "LEGS_BACKWALK", true},
    {"run", "LEGS_RUN", true},
    {"run_back", "LEGS_BACK", true},
    {"swim", "LEGS_SWIM", true},
    {"jump", "LEGS_JUMP", false},
    {"land", "LEGS_LAND", false},
    {"jump_back", "LEGS_JUMPB", false},
    {"land_back", "LEGS_LANDB", false},
    {"step", "LEGS_TURN", true},
    {"drop", "TORSO_DROP", false},
    {"raise", "TORSO_RAISE", false},
};
// The human weapons' gestures, WEAPON_taunt.md5anim, play once.

constexpr Entry kAlien[] = {
    {"stand", "NSPA_STAND", true},
    {"idle", "NSPA_STAND (where there is no stand.md5anim)", true},
    {"die", "NSPA_DEATH1", false},
    {"die2", "NSPA_DEATH2", false},
    {"die3", "NSPA_DEATH3", false},
    {"gesture", "NSPA_GESTURE", false},
    {"attack", "NSPA_ATTACK1", false},
    {"attack2", "NSPA_ATTACK2", false},
    {"attack3", "NSPA_ATTACK3", false},
    {"run", "NSPA_RUN", true},
    {"run_backwards", "NSPA_RUNBACK", true},
    {"run_left", "NSPA_RUNLEFT", true},
    {"run_right", "NSPA_RUNRIGHT", true},
    {"walk", "NSPA_WALK, NSPA_WALKBACK (reversed)", true},
    {"walk_left", "NSPA_WALKLEFT", true},
    {"walk_right", "NSPA_WALKRIGHT", true},
    {"swim", "NSPA_SWIM", true},
    {"jump", "NSPA_JUMP", false},
    {"jump_back", "NSPA_JUMPBACK", false},
    {"land", "NSPA_LAND", false},
    {"land_back", "NSPA_LANDBACK", false},
    {"turn", "NSPA_TURN", true},
    {"pain1", "NSPA_PAIN1", false},
    {"pain2", "NSPA_PAIN2", false},
    {"charge", "NSPA_CHARGE (level4 only)", true},
};

QString findCharacterConfig(const QString &meshPath)
{
    const QFileInfo mesh(meshPath);
    if (mesh.fileName().compare(QLatin1String("body.md5mesh"), Qt::CaseInsensitive) != 0)
        return {};
    // Game archives are case-insensitive: Character.cfg is read too.
    const QStringList found = mesh.dir().entryList({QStringLiteral("character.cfg")}, QDir::Files);
    return found.isEmpty() ? QString() : mesh.dir().filePath(found.first());
}

} // namespace

Md5Character readMd5CharacterConfig(const QString &path, QByteArrayView text)
{
    Md5Character c;
    c.path = path;
    if (text.size() > kGameMaxBytes)
        c.warnings.append({path, -1, -1,
                           tr("%1 bytes: the game reads no character.cfg of more than %2 bytes and does not load "
                              "the player")
                               .arg(text.size())
                               .arg(kGameMaxBytes)});
    const quake3::Tokens read = quake3::tokens(text);
    if (read.nulLine > 0)
        c.warnings.append({path, read.nulLine, -1,
                           tr("a NUL byte ends the text here, as the game reads the file; the rest is not read")});
    const QList<quake3::Token> &list = read.list;
    qsizetype t = 0;
    // The value after a keyword: a warning where the file ends first.
    auto value = [&](const quake3::Token &keyword) -> const quake3::Token * {
        if (t < list.size())
            return &list[t++];
        c.warnings.append(
            {path, keyword.line, -1, tr("\"%1\" has no value: the file ends").arg(QString::fromUtf8(keyword.text))});
        return nullptr;
    };
    while (t < list.size()) {
        const quake3::Token &token = list[t++];
        const QByteArray word = token.text.toLower();
        if (word == "sex") {
            if (const quake3::Token *v = value(token))
                c.alien = v->text.startsWith('n') || v->text.startsWith('N');
        } else if (word == "footsteps" || word == "torsocontrolbone" || word == "leftshoulder"
                   || word == "rightshoulder") {
            value(token);
        } else if (word == "headoffset") {
            for (int i = 0; i < 3 && t < list.size(); ++i)
                ++t;
        } else if (word == "modelscale") {
            // Up to three numbers on the keyword's line.
            for (int i = 0; i < 3 && t < list.size() && list[t].line == token.line; ++i)
                ++t;
        } else if (word == "fixedlegs" || word == "fixedtorso") {
        } else if (word == "handbones" || word == "legbones" || word == "modifiers") {
            const quake3::Token *open = value(token);
            if (!open)
                break;
            if (open->text != "{") {
                c.warnings.append({path, open->line, -1,
                                   tr("\"%1\" wants \"{\" and finds \"%2\"; the game reads on to the next \"}\"")
                                       .arg(QString::fromUtf8(token.text), QString::fromUtf8(open->text))});
                if (open->text.startsWith('}'))
                    continue;
            }
            while (t < list.size() && !list[t].text.startsWith('}'))
                ++t;
            if (t >= list.size())
                c.warnings.append({path, token.line, -1,
                                   tr("the block of \"%1\" is not closed: it takes the rest of the file")
                                       .arg(QString::fromUtf8(token.text))});
            ++t;
        } else {
            if (c.unknown.size() < kMaxUnknown)
                c.unknown << tr("%1 (line %2)").arg(QString::fromUtf8(token.text)).arg(token.line);
            else if (c.unknown.size() == kMaxUnknown)
                c.unknown << QStringLiteral("…");
        }
    }
    return c;
}

bool md5CharacterSlot(bool alien, const QString &name, Md5CharacterSlot *slot)
{
    const QString lower = name.toLower();
    for (const Entry &e : alien ? std::span<const Entry>(kAlien) : std::span<const Entry>(kHuman))
        if (lower == QLatin1String(e.file)) {
            *slot = {QLatin1String(e.names), e.loop};
            return true;
        }
    if (!alien && lower.endsWith(QLatin1String("_taunt")) && lower.size() > 6) {
        *slot = {QStringLiteral("TORSO_GESTURE_") + lower.chopped(6).toUpper(), false};
        return true;
    }
    return false;
}

void applyMd5Character(ReadResult &read, const QString &meshPath)
{
    const QString path = findCharacterConfig(meshPath);
    if (path.isEmpty())
        return;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        read.warnings.append({path, -1, -1, tr("cannot be read (%1)").arg(file.errorString())});
        return;
    }
    const Md5Character character = readMd5CharacterConfig(path, file.read(kMaxBytes));
    read.warnings << character.warnings;
    if (!character.unknown.isEmpty())
        read.notes.append(
            {path, -1, -1,
             tr("settings the game does not know: %1").arg(character.unknown.join(QStringLiteral(", ")))});
    read.model.extras.insert(QStringLiteral("md5.character"),
                             QVariantMap{{QStringLiteral("path"), QFileInfo(path).absoluteFilePath()},
                                         {QStringLiteral("alien"), character.alien}});
    const QString folder = QFileInfo(meshPath).absolutePath();
    QStringList unplayed;
    for (Animation &a : read.model.animations) {
        const QFileInfo from(a.extras.value(QStringLiteral("md5.file")).toString());
        if (from.fileName().isEmpty() || from.absolutePath() != folder)
            continue;
        Md5CharacterSlot slot;
        if (!md5CharacterSlot(character.alien, from.completeBaseName(), &slot)) {
            unplayed << from.fileName();
            continue;
        }
        a.loop = slot.loop;
        a.extras.insert(QLatin1String(kAnimationGameLoop), slot.loop);
        a.extras.insert(QLatin1String(kAnimationGameSlots), slot.names);
        // The fingerprint of the clip as read, with the game's loop flag.
        a.extras.insert(QStringLiteral("md5.key"), md3AnimationKey(a));
    }
    read.notes.append({path, -1, -1,
                       character.alien ? tr("an alien (sex n): clips loop as the game's NSPA_ slots do")
                                       : tr("a human: clips loop as the game's slots do")});
    if (!unplayed.isEmpty())
        read.notes.append(
            {path, -1, -1,
             tr("files the game loads for no slot of this player: %1").arg(unplayed.join(QStringLiteral(", ")))});
}

QStringList md5CharacterSaveWarnings(const Model &model, const QString &meshPath, const QStringList &animationPaths)
{
    const QVariantMap character = model.extras.value(QStringLiteral("md5.character")).toMap();
    if (character.isEmpty()
        || QFileInfo(meshPath).absoluteFilePath() != model.extras.value(QStringLiteral("md5.meshPath")).toString())
        return {};
    const bool alien = character.value(QStringLiteral("alien")).toBool();
    const QString cfg = QFileInfo(character.value(QStringLiteral("path")).toString()).fileName();
    QStringList warnings;
    for (qsizetype i = 0; i < model.animations.size() && i < animationPaths.size(); ++i) {
        const Animation &a = model.animations[i];
        const QString file = QFileInfo(animationPaths[i]).completeBaseName();
        Md5CharacterSlot slot;
        if (!md5CharacterSlot(alien, file, &slot)) {
            if (!a.extras.contains(QStringLiteral("md5.file")))
                warnings << tr("the game loads no %1.md5anim for this player (%2): clip \"%3\" is saved but not "
                               "played")
                                .arg(file, cfg, a.name);
            continue;
        }
        if (a.loop != slot.loop)
            warnings << (slot.loop ? tr("the game loops \"%1\" (%2) whatever the clip says: no file keeps a loop flag")
                                   : tr("the game plays \"%1\" (%2) once whatever the clip says: no file keeps a "
                                        "loop flag"))
                            .arg(a.name, slot.names);
    }
    return warnings;
}

} // namespace quarry
