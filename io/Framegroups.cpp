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

} // namespace

QByteArray framegroupsText(const Model &model)
{
    QByteArray out;
    qint64 first = 0;
    for (const Animation &animation : model.animations) {
        const int frames = animation.frameCount();
        if (frames <= 0)
            continue;
        out += QByteArray::number(first) + ' ' + QByteArray::number(frames) + ' ';
        appendNumber(out, animation.fps);
        out += animation.loop ? " 1" : " 0";
        // Names go in a comment: every engine version skips comments, not all read a fifth field.
        QString name = animation.name;
        name.replace(QLatin1Char('\n'), QLatin1Char(' ')).replace(QLatin1Char('\r'), QLatin1Char(' '));
        if (!name.isEmpty())
            out += " // " + name.toUtf8();
        out += '\n';
        first += frames;
    }
    return out;
}

QString framegroupsPath(const QString &modelPath)
{
    return modelPath + QStringLiteral(".framegroups");
}

WriteResult encodeFramegroups(const Model &model, const QString &modelPath)
{
    const QString path = framegroupsPath(modelPath);
    WriteResult result;
    result.data = framegroupsText(model);
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
