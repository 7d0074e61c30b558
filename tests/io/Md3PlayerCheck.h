// Reading a Quake III player's files as the game does, independently of
// Quarry's reader: animation.cfg as CG_ParseAnimationFile reads it, a
// frame's stored records, a tag of a frame and a surface's positions, and
// a part placed on a tag as CG_PositionRotatedEntityOnTag places it.
#pragma once

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QVector3D>
#include <QtEndian>

#include <cctype>
#include <cstring>

namespace quarry::test {

struct Slot
{
    qint64 first = 0;
    qint64 count = 0;
    qint64 loop = 0;
    double fps = 0;
};

inline const char *const kSlots[31] = {
    "BOTH_DEATH1",   "BOTH_DEAD1",    "BOTH_DEATH2",     "BOTH_DEAD2",   "BOTH_DEATH3",    "BOTH_DEAD3",
    "TORSO_GESTURE", "TORSO_ATTACK",  "TORSO_ATTACK2",   "TORSO_DROP",   "TORSO_RAISE",    "TORSO_STAND",
    "TORSO_STAND2",  "LEGS_WALKCR",   "LEGS_WALK",       "LEGS_RUN",     "LEGS_BACK",      "LEGS_SWIM",
    "LEGS_JUMP",     "LEGS_LAND",     "LEGS_JUMPB",      "LEGS_LANDB",   "LEGS_IDLE",      "LEGS_IDLECR",
    "LEGS_TURN",     "TORSO_GETFLAG", "TORSO_GUARDBASE", "TORSO_PATROL", "TORSO_FOLLOWME", "TORSO_AFFIRMATIVE",
    "TORSO_NEGATIVE"};

// As cgame reads animation.cfg: tokens separated by bytes at or below
// ' ', "//" comments to the end of the line, the keywords and their
// arguments, then four numbers a slot; the LEGS_ first frames less
// LEGS_WALKCR's minus TORSO_GESTURE's.
inline QList<Slot> readAnimationConfig(const QByteArray &text)
{
    // Line by line: a line that starts with a word is a setting (Quake
    // III's sex, footsteps, headoffset, fixedlegs, fixedtorso; other
    // games' boundingbox, soundpath ...), skipped whole, as the games that
    // write them read them.
    QList<QByteArray> tokens;
    for (QByteArray line : text.split('\n')) {
        if (const qsizetype c = line.indexOf("//"); c >= 0)
            line.truncate(c);
        QList<QByteArray> words;
        qsizetype i = 0;
        while (i < line.size()) {
            while (i < line.size() && quint8(line[i]) <= ' ')
                ++i;
            const qsizetype b = i;
            while (i < line.size() && quint8(line[i]) > ' ')
                ++i;
            if (i > b)
                words.append(line.mid(b, i - b));
        }
        if (!words.isEmpty() && (std::isdigit(quint8(words[0][0])) || words[0][0] == '-'))
            tokens << words;
    }
    QList<Slot> parsed;
    for (qsizetype t = 0; parsed.size() < 31 && t + 3 < tokens.size(); t += 4)
        parsed.append(
            {tokens[t].toLongLong(), tokens[t + 1].toLongLong(), tokens[t + 2].toLongLong(), tokens[t + 3].toDouble()});
    if (parsed.size() >= 25) {
        const qint64 skip = parsed[13].first - parsed[6].first;
        for (int s = 13; s < 25; ++s)
            parsed[s].first -= skip;
    }
    return parsed;
}

inline qint32 i32(const QByteArray &d, qint64 at)
{
    quint32 v = 0;
    if (at >= 0 && at + 4 <= d.size())
        std::memcpy(&v, d.constData() + at, 4);
    return qint32(qFromLittleEndian(v));
}

// Frame f of an MD3: its vertex records of every surface, its tags'
// numbers and its bounds, as stored.
inline QByteArray frameBytes(const QByteArray &d, qint64 f)
{
    QByteArray out = d.mid(i32(d, 92) + f * 56, 40);
    const qint32 tags = i32(d, 80);
    for (qint32 t = 0; t < tags; ++t)
        out += d.mid(i32(d, 96) + (f * tags + t) * 112 + 64, 48);
    qint64 at = i32(d, 100);
    for (qint32 s = 0; s < i32(d, 84); ++s) {
        const qint32 verts = i32(d, at + 80);
        out += d.mid(at + i32(d, at + 100) + f * verts * 8, verts * 8);
        at += i32(d, at + 104);
    }
    return out;
}

inline QByteArray bytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The player's folder under `dir`: copied from `folder`, or taken out of
// the OpenArena archive `archive` (its folder `folder`).
inline QString playerCopy(const QTemporaryDir &dir, const QString &folder, const QString &archive)
{
    QString player = dir.filePath(QStringLiteral("player"));
    if (!QDir().mkpath(player))
        return {};
    if (archive.isEmpty()) {
        for (const QString &name : QDir(folder).entryList(QDir::Files))
            if (!QFile::copy(QDir(folder).filePath(name), QDir(player).filePath(name)))
                return {};
        return player;
    }
    QProcess unzip;
    unzip.start(QStringLiteral("unzip"), {QStringLiteral("-qq"), QStringLiteral("-o"), archive,
                                          folder + QStringLiteral("/*"), QStringLiteral("-d"), dir.path()});
    if (!unzip.waitForFinished(60000) || unzip.exitCode() != 0)
        return {};
    return dir.filePath(folder);
}

inline float f32(const QByteArray &d, qint64 at)
{
    const qint32 bits = i32(d, at);
    float f;
    std::memcpy(&f, &bits, 4);
    return f;
}

// A tag of a frame as stored: origin and axes. place() puts a point of
// the part hung on it where the game draws it (the axes normalised as
// R_LerpTag leaves them).
struct TagFrame
{
    bool found = false;
    QVector3D origin;
    QVector3D axis[3];

    QVector3D place(const QVector3D &p) const
    {
        return origin + p.x() * axis[0].normalized() + p.y() * axis[1].normalized() + p.z() * axis[2].normalized();
    }
};

inline TagFrame storedTag(const QByteArray &d, const char *name, qint64 frame)
{
    TagFrame tag;
    const qint32 tags = i32(d, 80);
    for (qint32 t = 0; t < tags; ++t) {
        const qint64 at = i32(d, 96) + (frame * tags + t) * 112;
        if (at < 0 || at + 112 > d.size() || qstrncmp(d.constData() + at, name, 64) != 0)
            continue;
        tag.found = true;
        tag.origin = QVector3D(f32(d, at + 64), f32(d, at + 68), f32(d, at + 72));
        for (int k = 0; k < 3; ++k)
            tag.axis[k] = QVector3D(f32(d, at + 76 + 12 * k), f32(d, at + 80 + 12 * k), f32(d, at + 84 + 12 * k));
    }
    return tag;
}

// The positions of surface `surface` at `frame`, as stored (1/64 units).
inline QList<QVector3D> storedPositions(const QByteArray &d, int surface, qint64 frame)
{
    qint64 at = i32(d, 100);
    for (int s = 0; s < surface; ++s)
        at += i32(d, at + 104);
    const qint32 verts = i32(d, at + 80);
    QList<QVector3D> positions;
    for (qint32 v = 0; v < verts; ++v) {
        const qint64 r = at + i32(d, at + 100) + (frame * verts + v) * 8;
        auto i16 = [&](qint64 o) { return qint16(quint16(quint8(d[o])) | quint16(quint8(d[o + 1])) << 8); };
        positions.append(QVector3D(i16(r), i16(r + 2), i16(r + 4)) / 64.0f);
    }
    return positions;
}

} // namespace quarry::test
