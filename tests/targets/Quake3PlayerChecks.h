// Checks of an exported Quake III player against the files it was written
// as and the console of the game that played it (tst_target_game).
#pragma once

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>
#include <QStringList>
#include <QtEndian>

#include <algorithm>
#include <utility>

namespace quarry::test {

// The frames cgame asks of a player's lower and upper parts, against the
// frames the parts hold: CG_ParseAnimationFile reads the 25 lines and
// subtracts LEGS_WALKCR's first frame minus TORSO_GESTURE's from every LEGS_
// one; the BOTH_ slots play on both parts. The renderer draws a frame out
// of range as frame 0, but R_IQMLerpTag (and R_GetTag, below 0) read its
// tags past the joint poses: a NaN origin for the parts hung on them.
inline QStringList framesOutsideParts(const QString &folder)
{
    auto framesOf = [&](const QString &part) -> qint64 {
        for (const auto &[extension, offset] : {std::pair{QStringLiteral("md3"), 76}, {QStringLiteral("iqm"), 92}}) {
            QFile file(folder + QLatin1Char('/') + part + QLatin1Char('.') + extension);
            if (file.open(QIODevice::ReadOnly)) {
                const QByteArray head = file.read(offset + 4);
                return head.size() == offset + 4 ? qFromLittleEndian<qint32>(head.constData() + offset) : -1;
            }
        }
        return -1;
    };
    const qint64 lower = framesOf(QStringLiteral("lower")), upper = framesOf(QStringLiteral("upper"));
    QFile config(folder + QStringLiteral("/animation.cfg"));
    if (!config.open(QIODevice::ReadOnly))
        return {QStringLiteral("%1: no animation.cfg").arg(folder)};
    QList<QList<int>> lines;
    for (const QByteArray &line : config.readAll().split('\n')) {
        const QList<QByteArray> fields = line.simplified().split(' ');
        bool ok = fields.size() >= 4;
        QList<int> numbers;
        for (int i = 0; ok && i < 4; ++i)
            numbers << fields[i].toInt(&ok);
        if (ok)
            lines << numbers;
    }
    if (lines.size() < 25)
        return {QStringLiteral("%1: %2 animations").arg(config.fileName()).arg(lines.size())};
    const int skip = lines[13][0] - lines[6][0];
    QStringList outside;
    for (int s = 0; s < 25; ++s) {
        const int first = s >= 13 ? lines[s][0] - skip : lines[s][0];
        const int last = first + std::max(std::abs(lines[s][1]), 1) - 1;
        for (const auto &[part, frames] : {std::pair{QStringLiteral("lower"), lower}, {QStringLiteral("upper"), upper}})
            if (((s < 6) || (s >= 13) == (part == QLatin1String("lower"))) && (first < 0 || last >= frames))
                outside << QStringLiteral("%1: line %2 plays frames %3 to %4 of %5.%6's %7")
                               .arg(config.fileName())
                               .arg(s + 1)
                               .arg(first)
                               .arg(last)
                               .arg(part, QFileInfo::exists(folder + QStringLiteral("/lower.iqm"))
                                              ? QStringLiteral("iqm")
                                              : QStringLiteral("md3"))
                               .arg(frames);
    }
    return outside;
}

// The console lines (developer 1) that say a surface of the player in
// `folder` (models/players/NAME under the game's home) was drawn without
// the shader its skin gives: "no shader for surface" and "shader ... in
// skin ... not found" (tr_mesh.c R_AddMD3Surfaces, tr_model_iqm.c), and
// "Couldn't find image file for shader S" (tr_shader.c R_FindShader) for a
// shader S that its skins or the game's own paths for it name
// (models/players/NAME/...), compared as the game does: lower-cased, its
// extension stripped.
inline QStringList skinShaderFailures(const QString &log, const QString &folder)
{
    const QString name = QFileInfo(folder).fileName();
    auto stripped = [](QString shader) {
        shader = shader.trimmed().toLower();
        const qsizetype dot = shader.lastIndexOf(QLatin1Char('.'));
        if (dot > shader.lastIndexOf(QLatin1Char('/')))
            shader.truncate(dot);
        return shader;
    };
    QSet<QString> shaders;
    for (const QFileInfo &skin : QDir(folder).entryInfoList({QStringLiteral("*.skin")})) {
        QFile file(skin.filePath());
        if (!file.open(QIODevice::ReadOnly))
            continue;
        for (const QString &line : QString::fromLatin1(file.readAll()).split(QLatin1Char('\n')))
            if (const qsizetype comma = line.indexOf(QLatin1Char(',')); comma >= 0)
                shaders.insert(stripped(line.mid(comma + 1)));
    }
    static const QString missingImage = QStringLiteral("Couldn't find image file for shader ");
    const QString ownPath = QStringLiteral("models/players/%1/").arg(name);
    QStringList lines;
    for (const QString &line : log.split(QLatin1Char('\n'))) {
        const bool noShader = line.contains(QLatin1String("no shader for surface"))
                              || (line.contains(QLatin1String(" in skin "))
                                  && line.contains(QLatin1String("not found")));
        const qsizetype at = line.indexOf(missingImage);
        const QString shader = at >= 0 ? stripped(line.mid(at + missingImage.size())) : QString();
        if ((noShader && line.contains(ownPath, Qt::CaseInsensitive))
            || (at >= 0 && (shaders.contains(shader) || shader.startsWith(ownPath.toLower()))))
            lines << line.trimmed();
    }
    lines.removeDuplicates();
    return lines;
}

} // namespace quarry::test
