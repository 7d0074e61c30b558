#include "editor/AnimationRender.h"

#include "editor/AnimatedImage.h"
#include "io/Formats.h"
#include "model/Translate.h"

#include <QBuffer>
#include <QFileInfo>
#include <QRegularExpression>

namespace quarry {

QString framePath(const QString &pattern, int frame)
{
    static const QRegularExpression number(QStringLiteral("%(0?)(\\d*)d"));
    const auto match = number.match(pattern);
    if (match.hasMatch()) {
        const int width = match.captured(2).isEmpty() ? 0 : match.captured(2).toInt();
        const QChar fill = match.captured(1).isEmpty() ? QLatin1Char(' ') : QLatin1Char('0');
        QString out = pattern;
        return out.replace(match.capturedStart(), match.capturedLength(),
                           QStringLiteral("%1").arg(frame, width, 10, fill));
    }
    const QFileInfo info(pattern);
    const QString suffix = info.suffix().isEmpty() ? QStringLiteral("png") : info.suffix();
    const QString base = info.suffix().isEmpty() ? pattern : pattern.left(pattern.size() - suffix.size() - 1);
    return QStringLiteral("%1_%2.%3").arg(base).arg(frame, 4, 10, QLatin1Char('0')).arg(suffix);
}

QStringList renderAnimation(const Model &model, const AnimationRenderJob &job, QString *error)
{
    const int animation = job.request.animation;
    if (animation < 0 || animation >= model.animations.size()) {
        *error = tr("There is no animation to render.");
        return {};
    }
    const Animation &a = model.animations[animation];
    const int last = std::max(0, a.frameCount() - 1);
    if (job.firstFrame < 0 || job.lastFrame < job.firstFrame || job.lastFrame > last) {
        *error = tr("Animation \"%1\" has frames 0 to %2, not %3-%4.")
                     .arg(a.name)
                     .arg(last)
                     .arg(job.firstFrame)
                     .arg(job.lastFrame);
        return {};
    }
    const double fps = a.fps > 0 ? a.fps : 30.0;
    QList<double> times;
    for (int f = job.firstFrame; f <= job.lastFrame; ++f)
        times << f / fps;
    const QList<QImage> images = renderModelImages(model, job.request, times, error);
    if (images.size() != times.size())
        return {};
    QStringList written;
    if (job.format != AnimationRenderJob::Format::PngSequence) {
        const QByteArray data = job.format == AnimationRenderJob::Format::Gif ? encodeGif(images, fps)
                                                                              : encodeApng(images, fps);
        const QString writeError = saveBytes(job.output, data);
        if (!writeError.isEmpty()) {
            *error = tr("%1: %2").arg(job.output, writeError);
            return {};
        }
        return {job.output};
    }
    for (qsizetype i = 0; i < images.size(); ++i) {
        const QString path = framePath(job.output, job.firstFrame + int(i));
        QByteArray png;
        QBuffer buffer(&png);
        buffer.open(QIODevice::WriteOnly);
        images[i].save(&buffer, "PNG");
        const QString writeError = saveBytes(path, png);
        if (!writeError.isEmpty()) {
            *error = tr("%1: %2").arg(path, writeError);
            return {};
        }
        written << path;
    }
    return written;
}

} // namespace quarry
