#include "io/Framegroups.h"

#include "io/Formats.h"

#include <QCoreApplication>

#include <charconv>

namespace quarry {

namespace {

void appendNumber(QByteArray &out, double value)
{
    char buffer[32];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
    out.append(buffer, result.ptr - buffer);
}

// The clips as an IQM file stacks them, in model order.
QList<FrameGroup> modelFrameGroups(const Model &model)
{
    QList<FrameGroup> groups;
    qint64 first = 0;
    for (const Animation &animation : model.animations) {
        const int frames = animation.frameCount();
        if (frames <= 0)
            continue;
        groups.append({first, frames, animation.fps, animation.loop, animation.name, 0});
        first += frames;
    }
    return groups;
}

} // namespace

QByteArray framegroupsText(const Model &model)
{
    return framegroupsText(modelFrameGroups(model));
}

QByteArray framegroupsText(const QList<FrameGroup> &groups)
{
    QByteArray out;
    for (const FrameGroup &group : groups) {
        out += QByteArray::number(group.first) + ' ' + QByteArray::number(group.count) + ' ';
        appendNumber(out, group.fps);
        out += group.loop ? " 1" : " 0";
        // Names go in a comment: every engine version skips comments, not all read a fifth field.
        QString name = group.name;
        name.replace(QLatin1Char('\n'), QLatin1Char(' ')).replace(QLatin1Char('\r'), QLatin1Char(' '));
        if (!name.isEmpty())
            out += " // " + name.toUtf8();
        out += '\n';
    }
    return out;
}

QString framegroupsPath(const QString &modelPath)
{
    return modelPath + QStringLiteral(".framegroups");
}

WriteResult encodeFramegroups(const Model &model, const QString &modelPath)
{
    return encodeFramegroups(modelFrameGroups(model), modelPath);
}

WriteResult encodeFramegroups(const QList<FrameGroup> &groups, const QString &modelPath)
{
    const QString path = framegroupsPath(modelPath);
    WriteResult result;
    result.data = framegroupsText(groups);
    if (result.data.isEmpty())
        result.warnings.append(
            {path, -1, -1, QCoreApplication::translate("Framegroups", "the model has no animation frames")});
    return result;
}

WriteResult writeFramegroups(const Model &model, const QString &modelPath)
{
    WriteResult result = encodeFramegroups(model, modelPath);
    const QString path = framegroupsPath(modelPath);
    const QString error = saveBytes(path, result.data);
    if (!error.isEmpty())
        result.error = Diagnostic{path, -1, -1, error};
    result.data.clear();
    return result;
}

} // namespace quarry
