#include "editor/RenderCommand.h"

#include "editor/AnimationRender.h"
#include "editor/cli/CompanionFiles.h"

#include "io/Formats.h"
#include "io/IoResult.h"
#include "io/ModelCompanions.h"
#include "io/xmf/XmfAvatar.h"
#include "model/Translate.h"
#include "model/ops/Compare.h"
#include "model/ops/TextureLookup.h"
#include "views/viewport/OffscreenRenderer.h"

#include <QBuffer>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTextStream>

#include <algorithm>

namespace quarry {

namespace {

QTextStream &err()
{
    static QTextStream s(stderr);
    return s;
}

} // namespace

int runRender(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Render one frame of a model to a PNG image (needs OpenGL 3.3; "
                                        "without a display, run under xvfb-run)."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("render"), tr("The render subcommand."));
    parser.addPositionalArgument(QStringLiteral("model"), tr("The model file."));
    parser.addPositionalArgument(QStringLiteral("companions"),
                                 tr("An XMF mesh's skeleton (XSF), animations (XAF) and materials (XRF); by default "
                                    "those found beside the mesh."),
                                 tr("[files...]"));
    parser.addOption({{QStringLiteral("o"), QStringLiteral("output")}, tr("The PNG file to write."), tr("file")});
    parser.addOption({QStringLiteral("frame"), tr("Frame of the animation to show (default 0)."), tr("N")});
    parser.addOption({QStringLiteral("animation"), tr("Animation by name (default: the first one)."), tr("name")});
    parser.addOption({QStringLiteral("bind-pose"), tr("Show the bind pose instead of an animation.")});
    parser.addOption({QStringLiteral("size"), tr("Image size (default 640x480)."), tr("WxH")});
    parser.addOption({QStringLiteral("view"), tr("front, side, top or perspective (default)."), tr("view")});
    parser.addOption(
        {QStringLiteral("mode"),
         tr("textured (the default for a model with a texture found), shaded (the default for one without), "
            "wireframe, colors or uv."),
         tr("mode")});
    parser.addOption({QStringLiteral("up"), tr("The model's up axis, z (default) or y."), tr("axis")});
    parser.addOption({QStringLiteral("no-grid"), tr("Leave out the ground grid.")});
    parser.addOption({QStringLiteral("no-bones"), tr("Leave out the joints.")});
    parser.addOption({QStringLiteral("bones"),
                      tr("Draw the joints in animation frames (--frames, --gif, --apng), which leave them out by "
                         "default.")});
    parser.addOption({QStringLiteral("frames"),
                      tr("Render frames A to B of the animation: one PNG each, -o naming them with %d or %04d "
                         "(out_%04d.png)."),
                      tr("A-B")});
    parser.addOption({QStringLiteral("gif"), tr("Write the frames as one looping animated GIF (-o out.gif).")});
    parser.addOption({QStringLiteral("apng"), tr("Write the frames as one looping animated PNG (-o out.png).")});
    parser.addOption({QStringLiteral("transparent"), tr("A transparent background instead of grey.")});
    parser.addOption(
        {QStringLiteral("onion"), tr("Onion skinning: ghosts of the poses N frames before and after."), tr("N")});
    parser.addOption({QStringLiteral("compare"),
                      tr("Draw another model over this one as a ghost, posed at each frame by its matching "
                         "animation, as the editor's comparison view does."),
                      tr("file")});
    parser.addOption({QStringLiteral("deviation"),
                      tr("With --compare: colour each vertex by its distance to the other model (blue at 0, red at "
                         "the tolerance, 0.5% of the height) and draw the scale.")});
    parser.process(arguments);
    OffscreenRenderRequest request;
    QStringList args = parser.positionalArguments();
    QStringList companions = takeCompanionArguments(args, 2);
    if (args.size() != 2 || !parser.isSet(QStringLiteral("output"))) {
        err() << tr("usage: quarry render MODEL [COMPANIONS...] -o out.png [--frame N | --frames A-B [--gif | --apng]] "
                    "[--animation NAME] [--size WxH] [--view front|side|top|perspective] [--transparent]")
              << Qt::endl;
        return 2;
    }
    request.settings.transparent = parser.isSet(QStringLiteral("transparent"));
    if (parser.isSet(QStringLiteral("onion"))) {
        bool ok = false;
        const int n = parser.value(QStringLiteral("onion")).toInt(&ok);
        if (!ok || n < 1 || n > 20) {
            err() << tr("error: --onion takes a number of frames from 1 to 20") << Qt::endl;
            return 2;
        }
        request.settings.onion.enabled = true;
        request.settings.onion.before = request.settings.onion.after = n;
    }
    const bool animated = parser.isSet(QStringLiteral("gif")) || parser.isSet(QStringLiteral("apng"));
    if (parser.isSet(QStringLiteral("gif")) && parser.isSet(QStringLiteral("apng"))) {
        err() << tr("error: --gif and --apng cannot both be given") << Qt::endl;
        return 2;
    }
    int firstFrame = -1, lastFrame = -1;
    if (parser.isSet(QStringLiteral("frames"))) {
        static const QRegularExpression framesPattern(QStringLiteral("^(\\d{1,7})(?:-(\\d{1,7}))?$"));
        const auto match = framesPattern.match(parser.value(QStringLiteral("frames")));
        if (!match.hasMatch() || (parser.isSet(QStringLiteral("frame")))) {
            err() << tr("error: --frames takes A-B (frame numbers from 0), and not with --frame") << Qt::endl;
            return 2;
        }
        firstFrame = match.captured(1).toInt();
        lastFrame = match.captured(2).isEmpty() ? firstFrame : match.captured(2).toInt();
        if (lastFrame < firstFrame) {
            err() << tr("error: --frames A-B needs A <= B") << Qt::endl;
            return 2;
        }
    } else if (animated) {
        firstFrame = 0; // the whole clip, once its length is known
    }
    if (parser.isSet(QStringLiteral("size"))) {
        static const QRegularExpression sizePattern(QStringLiteral("^(\\d{1,5})[xX](\\d{1,5})$"));
        const auto match = sizePattern.match(parser.value(QStringLiteral("size")));
        const int w = match.hasMatch() ? match.captured(1).toInt() : 0;
        const int h = match.hasMatch() ? match.captured(2).toInt() : 0;
        if (w < 1 || h < 1 || w > 16384 || h > 16384) {
            err() << tr("error: --size takes WxH between 1x1 and 16384x16384, not \"%1\"")
                         .arg(parser.value(QStringLiteral("size")))
                  << Qt::endl;
            return 2;
        }
        request.size = QSize(w, h);
    }
    const QString view = parser.value(QStringLiteral("view")).toLower();
    if (view.isEmpty() || view == QLatin1String("perspective"))
        request.view = Camera::View::Perspective;
    else if (view == QLatin1String("front"))
        request.view = Camera::View::Front;
    else if (view == QLatin1String("side"))
        request.view = Camera::View::Side;
    else if (view == QLatin1String("top"))
        request.view = Camera::View::Top;
    else {
        err() << tr("error: --view takes front, side, top or perspective") << Qt::endl;
        return 2;
    }
    const QString mode = parser.value(QStringLiteral("mode")).toLower();
    if (mode.isEmpty())
        request.settings.mode = DrawMode::Shaded; // Textured where the model has a texture (below)
    else if (mode == QLatin1String("shaded"))
        request.settings.mode = DrawMode::Shaded;
    else if (mode == QLatin1String("textured"))
        request.settings.mode = DrawMode::Textured;
    else if (mode == QLatin1String("wireframe"))
        request.settings.mode = DrawMode::WireframeOverShaded;
    else if (mode == QLatin1String("colors"))
        request.settings.mode = DrawMode::VertexColors;
    else if (mode == QLatin1String("uv"))
        request.settings.mode = DrawMode::UvChecker;
    else {
        err() << tr("error: --mode takes shaded, textured, wireframe, colors or uv") << Qt::endl;
        return 2;
    }
    if (parser.isSet(QStringLiteral("deviation"))) {
        if (!parser.isSet(QStringLiteral("compare"))) {
            err() << tr("error: --deviation needs --compare FILE") << Qt::endl;
            return 2;
        }
        request.settings.mode = DrawMode::Deviation;
    }
    request.settings.grid = !parser.isSet(QStringLiteral("no-grid"));
    if (parser.isSet(QStringLiteral("bones")) && parser.isSet(QStringLiteral("no-bones"))) {
        err() << tr("error: --bones and --no-bones cannot both be given") << Qt::endl;
        return 2;
    }
    // One picture shows the joints unless told not to; rendered animation
    // frames show the model alone unless told to draw them.
    request.settings.bones = firstFrame >= 0 ? parser.isSet(QStringLiteral("bones"))
                                             : !parser.isSet(QStringLiteral("no-bones"));
    const QString up = parser.value(QStringLiteral("up")).toLower();
    if (up == QLatin1String("y"))
        request.settings.up = UpAxis::Y;
    else if (!up.isEmpty() && up != QLatin1String("z")) {
        err() << tr("error: --up takes z or y") << Qt::endl;
        return 2;
    }
    int frame = 0;
    if (parser.isSet(QStringLiteral("frame"))) {
        bool ok = false;
        frame = parser.value(QStringLiteral("frame")).toInt(&ok);
        if (!ok || frame < 0) {
            err() << tr("error: --frame takes a frame number from 0") << Qt::endl;
            return 2;
        }
    }

    // A Cal3D mesh (XMF or CMF) or an MD5 mesh comes with its companions
    // (skeleton, animations, materials), as batch conversion finds them,
    // unless the command line names them.
    if (companions.isEmpty())
        companions = companionsBeside(args[1]);
    ReadOptions readOptions;
    readOptions.companions = companions;
    const ReadResult read = readModelFile(args[1], readOptions);
    for (const Diagnostic &d : read.warnings)
        err() << tr("warning: ") << d.toString() << Qt::endl;
    if (!read.ok()) {
        err() << tr("error: ") << read.error->toString() << Qt::endl;
        return 1;
    }
    const Model &model = read.model;
    request.modelPath = QFileInfo(args[1]).absoluteFilePath();
    if (mode.isEmpty() && request.settings.mode == DrawMode::Shaded
        && hasTextureToDraw(model.materials, request.modelPath,
                            model.extras.value(QLatin1String(kEmbeddedTextures)).toMap()))
        request.settings.mode = DrawMode::Textured;
    QStringList textureProblems;
    request.textureProblems = &textureProblems;
    ReadResult compared;
    if (parser.isSet(QStringLiteral("compare"))) {
        const QString otherPath = parser.value(QStringLiteral("compare"));
        ReadOptions otherOptions;
        otherOptions.companions = companionsBeside(otherPath);
        compared = readModelFile(otherPath, otherOptions);
        for (const Diagnostic &d : compared.warnings)
            err() << tr("warning: ") << d.toString() << Qt::endl;
        if (!compared.ok()) {
            err() << tr("error: ") << compared.error->toString() << Qt::endl;
            return 1;
        }
        request.compared = &compared.model;
        request.comparedTolerance = CompareOptions().tolerance;
    }
    if (parser.isSet(QStringLiteral("animation"))) {
        const QString name = parser.value(QStringLiteral("animation"));
        for (qsizetype i = 0; i < model.animations.size(); ++i)
            if (model.animations[i].name == name)
                request.animation = int(i);
        if (request.animation < 0) {
            QStringList names;
            for (const Animation &a : model.animations)
                names << a.name;
            err() << tr("error: %1 has no animation \"%2\" (it has: %3)")
                         .arg(args[1], name, names.isEmpty() ? tr("none") : names.join(QStringLiteral(", ")))
                  << Qt::endl;
            return 1;
        }
    } else if (!parser.isSet(QStringLiteral("bind-pose")) && !model.animations.isEmpty()) {
        request.animation = 0;
    }
    if (firstFrame >= 0) {
        if (request.animation < 0) {
            err() << tr("error: --frames needs an animation; %1 has none").arg(args[1]) << Qt::endl;
            return 1;
        }
        AnimationRenderJob job;
        job.request = request;
        job.firstFrame = firstFrame;
        job.lastFrame = parser.isSet(QStringLiteral("frames"))
                            ? lastFrame
                            : std::max(0, model.animations[request.animation].frameCount() - 1);
        job.output = parser.value(QStringLiteral("output"));
        job.format = parser.isSet(QStringLiteral("gif"))    ? AnimationRenderJob::Format::Gif
                     : parser.isSet(QStringLiteral("apng")) ? AnimationRenderJob::Format::AnimatedPng
                                                            : AnimationRenderJob::Format::PngSequence;
        QString error;
        const QStringList written = renderAnimation(model, job, &error);
        if (written.isEmpty()) {
            err() << tr("error: ") << error << Qt::endl;
            return 1;
        }
        for (const QString &problem : std::as_const(textureProblems))
            err() << tr("warning: texture drawn as a checkerboard: %1").arg(problem) << Qt::endl;
        QTextStream out(stdout);
        out << tr("%n frames written to %1", nullptr, job.lastFrame - job.firstFrame + 1)
                   .arg(written.size() == 1 ? written.first()
                                            : written.first() + QStringLiteral(" … ") + written.last())
            << Qt::endl;
        return 0;
    }
    if (request.animation >= 0) {
        const Animation &a = model.animations[request.animation];
        if (frame >= a.frameCount()) {
            err() << tr("error: animation \"%1\" has frames 0 to %2, not %3")
                         .arg(a.name)
                         .arg(a.frameCount() - 1)
                         .arg(frame)
                  << Qt::endl;
            return 1;
        }
        request.time = a.fps > 0 ? frame / a.fps : 0.0;
    } else if (frame != 0) {
        err() << tr("error: --frame needs an animation; %1 has none").arg(args[1]) << Qt::endl;
        return 1;
    }

    QString error;
    const QImage image = renderModelImage(model, request, &error);
    if (image.isNull()) {
        err() << tr("error: ") << error << Qt::endl;
        return 1;
    }
    for (const QString &problem : std::as_const(textureProblems))
        err() << tr("warning: texture drawn as a checkerboard: %1").arg(problem) << Qt::endl;
    const QString output = parser.value(QStringLiteral("output"));
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    const QString writeError = saveBytes(output, png);
    if (!writeError.isEmpty()) {
        err() << tr("error: %1: %2").arg(output, writeError) << Qt::endl;
        return 1;
    }
    return 0;
}

} // namespace quarry
