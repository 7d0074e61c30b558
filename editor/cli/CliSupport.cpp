#include "editor/cli/CliSupport.h"

#include "io/ModelCompanions.h"
#include "model/Translate.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QTextStream>

namespace quarry {

QTextStream &out()
{
    static QTextStream s(stdout);
    return s;
}

QTextStream &err()
{
    static QTextStream s(stderr);
    return s;
}

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

void printWarnings(const QList<Diagnostic> &warnings)
{
    for (const Diagnostic &d : warnings)
        err() << tr("warning: ") << d.toString() << Qt::endl;
}

void printWarnings(const ReadResult &result)
{
    printWarnings(result.warnings);
    for (const Diagnostic &d : result.notes)
        err() << tr("note: ") << d.toString() << Qt::endl;
}

// A companion given as a pattern ("DokuroChan_*.xrf", quoted so the shell
// left it alone) stands for the files it matches.
QStringList expandPatterns(const QStringList &paths)
{
    QStringList files;
    for (const QString &p : paths) {
        const QFileInfo info(p);
        const bool pattern = info.fileName().contains(QLatin1Char('*')) || info.fileName().contains(QLatin1Char('?'));
        const QStringList matches = pattern && !info.exists()
                                        ? info.dir().entryList({info.fileName()}, QDir::Files, QDir::Name)
                                        : QStringList();
        if (matches.isEmpty())
            files << p;
        for (const QString &m : matches)
            files << info.dir().filePath(m);
    }
    return files;
}

void addCompanionOptions(QCommandLineParser &parser)
{
    parser.addOption({QStringLiteral("skeleton"), tr("Skeleton file read with the model (XSF or CSF)."), tr("file")});
    parser.addOption(
        {QStringLiteral("animation"), tr("Animation file read with the model (XAF or CAF); repeatable."), tr("file")});
    parser.addOption(
        {QStringLiteral("material"), tr("Material file read with the model (XRF or CRF); repeatable."), tr("file")});
    parser.addOption({QStringLiteral("mesh"),
                      tr("Another mesh joined to the model on its skeleton (XMF or CMF); repeatable."), tr("file")});
    parser.addOption(
        {QStringLiteral("join-vertices"), tr("Merge identical vertices of formats imported through Assimp.")});
}

ReadOptions companionReadOptions(const QCommandLineParser &parser, const QStringList &extraCompanions)
{
    ReadOptions options;
    options.companions << parser.values(QStringLiteral("skeleton"))
                       << expandPatterns(parser.values(QStringLiteral("animation")))
                       << expandPatterns(parser.values(QStringLiteral("material")))
                       << expandPatterns(parser.values(QStringLiteral("mesh"))) << extraCompanions;
    if (parser.isSet(QStringLiteral("join-vertices")))
        options.options.insert(QStringLiteral("assimp.joinVertices"), true);
    // An --up given is the user's choice: the reader leaves a declared up
    // axis as stored, and the conversion applies the choice.
    if (parser.optionNames().contains(QStringLiteral("up")))
        options.options.insert(QStringLiteral("upAxis"), QStringLiteral("stored"));
    return options;
}
ReadOptions modelReadOptions(const QCommandLineParser &parser, const QStringList &extraCompanions,
                             const QString &modelPath)
{
    ReadOptions options = companionReadOptions(parser, extraCompanions);
    if (options.companions.isEmpty())
        options.companions = companionsBeside(modelPath);
    return options;
}

} // namespace quarry
