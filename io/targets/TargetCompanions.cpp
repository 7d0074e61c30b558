#include "io/targets/TargetCompanions.h"

#include <QFileInfo>
#include <QTextStream>

#include <cmath>

namespace quarry {

namespace {

struct Range
{
    qint64 first = 0;
    qint64 count = 1;
    double fps = 30;
    bool loop = false;
};

Range slotRange(const Model &model, const QList<qint64> &firsts, int animation)
{
    if (animation < 0 || animation >= model.animations.size())
        return {};
    const Animation &a = model.animations[animation];
    return {firsts[animation], a.frameCount(), a.fps > 0 ? a.fps : 30.0, a.loop};
}

} // namespace

QByteArray skinText(const Model &model, const QStringList &shaders)
{
    QByteArray text;
    for (qsizetype i = 0; i < model.meshes.size(); ++i) {
        const Mesh &mesh = model.meshes[i];
        QString shader = i < shaders.size() ? shaders[i] : QString();
        if (shader.isEmpty() && mesh.material >= 0 && mesh.material < model.materials.size())
            shader = model.materials[mesh.material].name;
        text += mesh.name.toUtf8() + ',' + shader.toUtf8() + '\n';
    }
    return text;
}

QByteArray slotFramegroupsText(const Model &model, const QList<AnimationSlot> &animationOrder, const AnimationMap &map)
{
    const QList<qint64> firsts = animationFirstFrames(model);
    QString text;
    QTextStream out(&text);
    for (qsizetype s = 0; s < animationOrder.size(); ++s) {
        const Range r = slotRange(model, firsts, s < map.size() ? map[s] : -1);
        out << r.first << ' ' << r.count << ' ' << QString::number(r.fps, 'f', 6) << ' ' << (r.loop ? 1 : 0) << " // "
            << animationOrder[s].name << '\n';
    }
    out.flush();
    return text.toUtf8();
}

QByteArray quake3AnimationConfig(const Model &model, const QList<AnimationSlot> &animationOrder,
                                 const AnimationMap &map)
{
    const QList<qint64> firsts = animationFirstFrames(model);
    QString text;
    QTextStream out(&text);
    out << "// animation config file\n\nsex m\n\n// first frame, num frames, looping frames, frames per second\n\n";
    for (qsizetype s = 0; s < animationOrder.size(); ++s) {
        const Range r = slotRange(model, firsts, s < map.size() ? map[s] : -1);
        out << r.first << '\t' << r.count << '\t' << (r.loop ? r.count : 0) << '\t' << qRound(r.fps) << "\t// "
            << animationOrder[s].name << '\n';
    }
    out.flush();
    return text.toUtf8();
}

QByteArray warsowAnimationConfig(const Model &model, const QList<AnimationSlot> &animationOrder,
                                 const AnimationMap &map)
{
    const QList<qint64> firsts = animationFirstFrames(model);
    QString text;
    QTextStream out(&text);
    out << "// animation script: first frame, last frame, looping frames, fps\n\nsex m\n\n";
    for (qsizetype s = 0; s < animationOrder.size(); ++s) {
        const Range r = slotRange(model, firsts, s < map.size() ? map[s] : -1);
        out << r.first << '\t' << r.first + r.count - 1 << '\t' << (r.loop ? r.count : 0) << '\t' << qRound(r.fps)
            << "\t// " << animationOrder[s].name << '\n';
    }
    out.flush();
    return text.toUtf8();
}

QByteArray unvanquishedCharacterConfig(const Model &model)
{
    QByteArray text = "// character configuration\nsex m\nfootsteps normal\n";
    text += "// animations are read from the model by name:";
    for (const Animation &a : model.animations)
        text += ' ' + a.name.toUtf8();
    text += '\n';
    return text;
}

QByteArray xonoticModelInfo(const QString &name, const QString &sourcePath)
{
    // One line each; a name is one line.
    const QString shown = name.simplified();
    QString text = QStringLiteral("name %1\nspecies human\nsex Male\n\n").arg(shown);
    const QString source = QFileInfo(sourcePath).fileName().simplified();
    text += source.isEmpty() ? QStringLiteral("%1, exported by Quarry\n").arg(shown)
                             : QStringLiteral("%1, exported by Quarry from %2\n").arg(shown, source);
    return text.toUtf8();
}

} // namespace quarry
