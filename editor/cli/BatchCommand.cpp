#include "editor/cli/BatchCommand.h"

#include "model/Translate.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

namespace quarry {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

int runBatchConvert(const QStringList &inputs, const BatchOptions &options, bool json)
{
    QTextStream out(stdout), err(stderr);
    QTextStream &lines = json ? err : out;
    if (!QDir().mkpath(options.outputDirectory)) {
        err << tr("error: %1: cannot create the output folder").arg(options.outputDirectory) << Qt::endl;
        return 1;
    }
    QElapsedTimer timer;
    timer.start();
    const int width = int(QString::number(inputs.size()).size());
    const QList<BatchFileResult> results = convertBatch(
        inputs, options, [&](const BatchFileResult &r, int finished, int total) {
            const QString count = QStringLiteral("[%1/%2]").arg(finished, width).arg(total);
            if (r.ok)
                lines << tr("%1 %2 -> %3 (%4 s)").arg(count, r.input, r.output).arg(r.seconds, 0, 'f', 2) << Qt::endl;
            else
                lines << tr("%1 FAILED %2").arg(count, r.error) << Qt::endl;
            for (const QString &w : r.warnings)
                err << tr("  warning: ") << w << Qt::endl;
            for (const QString &n : r.notes)
                err << QStringLiteral("  ") << n << Qt::endl;
        });
    const double seconds = double(timer.nsecsElapsed()) / 1e9;
    QStringList failed;
    for (const BatchFileResult &r : results)
        if (!r.ok)
            failed << r.input;
    const qsizetype converted = results.size() - failed.size();
    if (json) {
        QJsonArray files;
        for (const BatchFileResult &r : results) {
            QJsonObject f{{QStringLiteral("input"), r.input},
                          {QStringLiteral("output"), r.output},
                          {QStringLiteral("ok"), r.ok},
                          {QStringLiteral("seconds"), r.seconds},
                          {QStringLiteral("warnings"), QJsonArray::fromStringList(r.warnings)},
                          {QStringLiteral("notes"), QJsonArray::fromStringList(r.notes)}};
            if (!r.ok)
                f.insert(QStringLiteral("error"), r.error);
            files.append(f);
        }
        const QJsonObject report{{QStringLiteral("format"), options.exportOptions.format},
                                 {QStringLiteral("outputDirectory"), options.outputDirectory},
                                 {QStringLiteral("converted"), qint64(converted)},
                                 {QStringLiteral("failed"), qint64(failed.size())},
                                 {QStringLiteral("seconds"), seconds},
                                 {QStringLiteral("files"), files}};
        out << QString::fromUtf8(QJsonDocument(report).toJson(QJsonDocument::Indented));
        out.flush();
    }
    lines << tr("converted %1 of %2 files in %3 s").arg(converted).arg(results.size()).arg(seconds, 0, 'f', 2);
    if (!failed.isEmpty())
        lines << tr("; failed: %1").arg(failed.join(QStringLiteral(", ")));
    lines << Qt::endl;
    return failed.isEmpty() ? 0 : 1;
}

} // namespace quarry
