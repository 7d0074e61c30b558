#include "io/BatchConvert.h"

#include "io/Formats.h"
#include "io/ModelCompanions.h"
#include "io/xmf/XmfAvatar.h"
#include "model/Parallel.h"
#include "model/Translate.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QHash>

#include <algorithm>
#include <mutex>
#include <thread>
#include <vector>

namespace quarry {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

QString batchOutputPath(const QString &input, const QString &outputDirectory, const QString &format)
{
    const FormatHandler *handler = formatHandler(format);
    const QString extension = handler && !handler->extensions.isEmpty() ? handler->extensions.first() : format;
    return QDir(outputDirectory).filePath(QFileInfo(input).completeBaseName() + QLatin1Char('.') + extension);
}

QStringList batchCompanions(const QString &input, const BatchOptions &options)
{
    AvatarFiles files;
    // A .cfg list names its own files.
    if (QFileInfo(input).suffix().compare(QLatin1String("cfg"), Qt::CaseInsensitive) == 0)
        return {};
    if (hasAvatarCompanions(input))
        files = findAvatarCompanions(input);
    else if (options.animations.isEmpty())
        files.animations = companionsBeside(input); // a .md5mesh's animations
    if (!options.skeleton.isEmpty())
        files.skeleton = options.skeleton;
    if (!options.animations.isEmpty())
        files.animations = options.animations;
    if (!options.materials.isEmpty())
        files.materials = options.materials;
    return files.toCompanions();
}

namespace {

BatchFileResult convertOne(const QString &input, const QString &output, const BatchOptions &options,
                           const std::atomic_bool *cancel)
{
    BatchFileResult result;
    result.input = input;
    result.output = output;
    QElapsedTimer timer;
    timer.start();
    const ProgressFn progress = [cancel](double) { return !(cancel && cancel->load()); };
    ReadOptions read;
    read.companions = batchCompanions(input, options);
    read.options = options.readOptions;
    read.progress = progress;
    if (detectFormat(input) != options.exportOptions.format)
        read = withoutFileCopy(std::move(read));
    ReadResult model = readModelFile(input, read);
    for (const Diagnostic &d : std::as_const(model.warnings))
        result.warnings << d.toString();
    for (const Diagnostic &d : std::as_const(model.notes))
        result.notes << d.toString();
    if (!model.ok()) {
        result.cancelled = model.error->message == cancelledMessage();
        result.error = model.error->toString();
        result.seconds = double(timer.nsecsElapsed()) / 1e9;
        return result;
    }
    ExportOptions exportOptions = options.exportOptions;
    exportOptions.sourcePath = input; // an engine target copies the textures found beside it
    const ExportResult exported = exportModel(std::move(model.model), output, exportOptions, progress);
    for (const QString &message : exported.shapeWarnings)
        result.warnings << QStringLiteral("%1: %2").arg(output, message);
    result.notes << exported.conversionMessages;
    for (const Diagnostic &d : exported.warnings)
        result.warnings << d.toString();
    result.cancelled = exported.cancelled;
    if (!exported.conversionError.isEmpty())
        result.error = QStringLiteral("%1: %2").arg(input, exported.conversionError);
    else if (exported.error)
        result.error = exported.error->toString();
    else if (exported.cancelled)
        result.error = QStringLiteral("%1: %2").arg(input, cancelledMessage());
    result.ok = exported.ok();
    result.seconds = double(timer.nsecsElapsed()) / 1e9;
    return result;
}

} // namespace

QList<BatchFileResult> convertBatch(const QStringList &inputs, const BatchOptions &options,
                                    const BatchFileDone &fileDone, const std::atomic_bool *cancel)
{
    const qsizetype total = inputs.size();
    QList<BatchFileResult> results(total);
    QStringList outputs;
    QHash<QString, qsizetype> firstWriter; // output path -> the input that writes it
    for (qsizetype i = 0; i < total; ++i) {
        outputs << batchOutputPath(inputs[i], options.outputDirectory, options.exportOptions.format);
        const QString key = QFileInfo(outputs[i]).absoluteFilePath();
        if (!firstWriter.contains(key))
            firstWriter.insert(key, i);
    }

    std::mutex mutex;
    int finished = 0;
    auto report = [&](qsizetype i, BatchFileResult result) {
        const std::lock_guard<std::mutex> lock(mutex);
        results[i] = std::move(result);
        ++finished;
        if (fileDone)
            fileDone(results[i], finished, int(total));
    };
    std::atomic<qsizetype> next{0};
    // -j N: N cores, N files at a time. Each file's own work (reading,
    // resampling, frames, bounds) takes its share of the cores: one while
    // N files convert, more as the last ones finish; -j 1 converts on one.
    parallel::CoreBudget budget;
    budget.cores = options.jobs > 0 ? options.jobs : int(std::max(1u, std::thread::hardware_concurrency()));
    const int jobs = int(std::clamp<qsizetype>(budget.cores, 1, std::max<qsizetype>(total, 1)));
    auto work = [&] {
        for (qsizetype i = next++; i < total; i = next++) {
            const BudgetScope share(budget);
            BatchFileResult r;
            const qsizetype writer = firstWriter.value(QFileInfo(outputs[i]).absoluteFilePath());
            if (cancel && cancel->load()) {
                r.input = inputs[i];
                r.output = outputs[i];
                r.cancelled = true;
                r.error = QStringLiteral("%1: %2").arg(inputs[i], cancelledMessage());
            } else if (writer != i) {
                r.input = inputs[i];
                r.output = outputs[i];
                r.error = tr("%1: not converted: %2 would overwrite the output of %3")
                              .arg(inputs[i], outputs[i], inputs[writer]);
            } else {
                r = convertOne(inputs[i], outputs[i], options, cancel);
            }
            report(i, std::move(r));
        }
    };
    std::vector<std::thread> threads;
    for (int t = 1; t < jobs; ++t)
        threads.emplace_back(work);
    work();
    for (std::thread &t : threads)
        t.join();
    return results;
}

} // namespace quarry
