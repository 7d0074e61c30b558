#include "editor/cli/CompareCommand.h"

#include "editor/cli/CliSupport.h"
#include "editor/cli/CommandLine.h"
#include "editor/cli/CompanionFiles.h"
#include "io/Formats.h"
#include "io/ModelCompanions.h"
#include "io/xmf/XmfAvatar.h"
#include "model/Translate.h"
#include "model/ops/Compare.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QTextStream>

namespace quarry {

int runCompare(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Say how far two models differ: structure, joints and skinned surface at evenly spaced times of each "
           "animation both have, as fractions of A's height."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("compare"), tr("The compare subcommand."));
    parser.addPositionalArgument(QStringLiteral("a"), tr("The first model."));
    parser.addPositionalArgument(QStringLiteral("b"), tr("The second model."));
    parser.addOption({QStringLiteral("json"), tr("Print JSON instead of text.")});
    parser.addOption({QStringLiteral("frames"),
                      tr("Times compared per animation (default: every frame of the coarser, at most 500)."), tr("N")});
    parser.addOption({QStringLiteral("tolerance"),
                      tr("Largest distance allowed, as a fraction of the height (default 0.005)."), tr("T")});
    parser.addOption({QStringLiteral("fit-scale"),
                      tr("Scale B to A's height before measuring (a conversion made with --height or --scale); the "
                         "factor is reported.")});
    parser.addOption({QStringLiteral("skeleton"), tr("Skeleton file read with the Cal3D model (XSF)."), tr("file")});
    parser.addOption(
        {QStringLiteral("animation"), tr("Animation file read with the Cal3D model (XAF); repeatable."), tr("file")});
    parser.addOption(
        {QStringLiteral("material"), tr("Material file read with the Cal3D model (XRF); repeatable."), tr("file")});
    parser.addOption(
        {QStringLiteral("mesh"), tr("Another mesh joined to the Cal3D model (XMF); repeatable."), tr("file")});
    parser.process(arguments);
    QTextStream out(stdout), err(stderr);
    QStringList args = parser.positionalArguments();
    const QStringList extra = takeCompanionArguments(args, 2);
    if (args.size() != 3) {
        err << tr("usage: quarry compare A B [companions] [--json] [--frames N] [--tolerance T] [--fit-scale]")
            << Qt::endl;
        return 2;
    }
    CompareOptions options;
    options.fitScale = parser.isSet(QStringLiteral("fit-scale"));
    if (parser.isSet(QStringLiteral("frames"))) {
        bool ok = false;
        options.frames = parser.value(QStringLiteral("frames")).toInt(&ok);
        if (!ok || options.frames < 1 || options.frames > 1000000) {
            err << tr("error: --frames takes a positive number, not \"%1\"").arg(parser.value(QStringLiteral("frames")))
                << Qt::endl;
            return 2;
        }
    }
    if (parser.isSet(QStringLiteral("tolerance"))) {
        bool ok = false;
        options.tolerance = parser.value(QStringLiteral("tolerance")).toDouble(&ok);
        if (!ok || !(options.tolerance >= 0)) {
            err << tr("error: --tolerance takes a fraction of the height such as 0.005, not \"%1\"")
                       .arg(parser.value(QStringLiteral("tolerance")))
                << Qt::endl;
            return 2;
        }
    }
    if (int status = 0; handedOnForFiles({args[1], args[2]}, &status))
        return status;

    // The companions named go with the Cal3D mesh (A unless only B is one);
    // a Cal3D or MD5 mesh given none takes those found beside it.
    QStringList companions;
    companions << parser.values(QStringLiteral("mesh")) << parser.values(QStringLiteral("skeleton"))
               << expandPatterns(parser.values(QStringLiteral("animation")))
               << expandPatterns(parser.values(QStringLiteral("material"))) << extra;
    const int owner = !isCalMeshFile(args[1]) && isCalMeshFile(args[2]) ? 2 : 1;
    Model models[2];
    for (int i = 1; i <= 2; ++i) {
        ReadOptions read;
        if (i == owner)
            read.companions = companions;
        if (read.companions.isEmpty())
            read.companions = companionsBeside(args[i]);
        ReadResult result = readModelFile(args[i], withoutSaveBack(read));
        for (const Diagnostic &d : result.warnings)
            err << tr("warning: ") << d.toString() << Qt::endl;
        // Such as where an MD3's clips and rates came from.
        for (const Diagnostic &d : result.notes)
            err << tr("note: ") << d.toString() << Qt::endl;
        if (!result.ok()) {
            err << tr("error: ") << result.error->toString() << Qt::endl;
            return 2;
        }
        models[i - 1] = std::move(result.model);
    }
    const CompareReport report = compareModels(models[0], models[1], options);
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonObject json = compareReportJson(report, models[0], models[1]);
        json.insert(QStringLiteral("a"), args[1]);
        json.insert(QStringLiteral("b"), args[2]);
        out << QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Indented));
    } else {
        out << tr("A: %1\nB: %2\n").arg(args[1], args[2]) << compareReportText(report, models[0], models[1]);
    }
    out.flush();
    return report.withinTolerance() ? 0 : 1;
}

} // namespace quarry
