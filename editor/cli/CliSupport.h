// What the headless subcommands share: the standard streams, warnings
// printed as the reader gave them, the companion-file options of commands
// that read a Cal3D avatar, and handing a command on to quarry-editor
// where this program lacks a format it needs.
#pragma once

#include "io/Formats.h"

#include <QStringList>

class QCommandLineParser;
class QTextStream;

namespace quarry {

QTextStream &out();
QTextStream &err();

// True when this program lacks a format the command needs (the `quarry`
// executable, for a file Assimp would read or a format Assimp writes) and
// the command went to quarry-editor; `*status` is then what to exit with.
// `writeFormat` is null for a command that writes nothing.
bool handedOn(const QStringList &inputs, const QString *writeFormat, int *status);

void printWarnings(const QList<Diagnostic> &warnings);
// The warnings, then the notes.
void printWarnings(const ReadResult &result);

// A companion given as a pattern ("DokuroChan_*.xrf", quoted so the shell
// left it alone) stands for the files it matches.
QStringList expandPatterns(const QStringList &paths);

// --skeleton, --animation, --material, --mesh and --join-vertices.
void addCompanionOptions(QCommandLineParser &parser);
// The companions those options name, with `extraCompanions` (companion
// files given as positional arguments).
ReadOptions companionReadOptions(const QCommandLineParser &parser, const QStringList &extraCompanions);
// companionReadOptions, and where the command line names no companion,
// those found beside `modelPath` (a Cal3D or MD5 mesh's), as batch
// conversion and render find them.
ReadOptions modelReadOptions(const QCommandLineParser &parser, const QStringList &extraCompanions,
                             const QString &modelPath);

} // namespace quarry
