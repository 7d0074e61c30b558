// Many files converted with the same settings, several at a time: what
// `quarry convert IN... --out-dir DIR` and File > Batch Convert run. Each
// file is read (an XMF mesh with the companions found beside it), exported
// through the one export pipeline and written as DIR/<base>.<ext>; one
// file's failure does not stop the others.
#pragma once

#include "io/Export.h"

#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>

namespace quarry {

struct BatchOptions
{
    ExportOptions exportOptions; // format and conversion settings, for every file
    QString outputDirectory;
    int jobs = 0; // cores, and files at a time; 0: every core
    // Companions that replace the ones an XMF mesh finds beside itself:
    // a skeleton, animations, materials (each list replaces its kind).
    QString skeleton;
    QStringList animations;
    QStringList materials;
    QVariantMap readOptions; // ReadOptions::options for every file
};

struct BatchFileResult
{
    QString input;
    QString output;
    bool ok = false;
    bool cancelled = false;
    QString error; // why it failed, naming the file
    QStringList warnings; // the reader's and the writer's
    // What was done on the way (the reader's notes, the conversion's steps
    // such as "changed 1 texture path"), printed as `quarry convert` prints
    // them for one file: not as warnings.
    QStringList notes;
    double seconds = 0;
};

// The file a batch writes for `input`: DIR/<input's complete base name>.<the
// format's first extension>.
QString batchOutputPath(const QString &input, const QString &outputDirectory, const QString &format);

// The companions an input is read with: for an .xmf or .cmf, those found beside it
// (findAvatarCompanions) with the options' overrides; none for a .cfg list
// (it names its own files); the overrides alone for other files.
QStringList batchCompanions(const QString &input, const BatchOptions &options);

// Converts every input, options.jobs at a time, and returns one result per
// input in the order given. `fileDone` (may be empty) is called once per
// file as it finishes, from the thread that converted it, one call at a
// time, with the number of files finished so far. Setting `cancel` stops
// the batch: files not started are reported cancelled, and a file being
// written is abandoned leaving any old output as it was.
using BatchFileDone = std::function<void(const BatchFileResult &result, int finished, int total)>;
QList<BatchFileResult> convertBatch(const QStringList &inputs, const BatchOptions &options,
                                    const BatchFileDone &fileDone = {}, const std::atomic_bool *cancel = nullptr);

} // namespace quarry
