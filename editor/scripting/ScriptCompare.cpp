#include "editor/scripting/ScriptCompare.h"

#include "editor/scripting/ScriptDocument.h"
#include "io/Formats.h"
#include "io/xmf/XmfAvatar.h"
#include "model/ops/Compare.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace quarry::scripting {

py::object compareDocument(const ScriptDocument &self, const py::object &other, const py::object &times,
                           double tolerance, bool fitScale)
{
    CompareOptions options;
    options.fitScale = fitScale;
    if (!(tolerance >= 0))
        throw ScriptError{QCoreApplication::translate("quarry::scripting", "compare: tolerance must be 0 or more")};
    options.tolerance = tolerance;
    if (py::isinstance<py::int_>(times)) {
        options.frames = times.cast<int>();
        if (options.frames < 1)
            throw ScriptError{QCoreApplication::translate(
                "quarry::scripting", "compare: times must be a positive number or a list of seconds")};
    } else if (!times.is_none()) {
        for (const py::handle &t : times)
            options.times.append(t.cast<double>());
        if (options.times.isEmpty())
            throw ScriptError{QCoreApplication::translate(
                "quarry::scripting", "compare: times must be a positive number or a list of seconds")};
    }
    Model read;
    const Model *b = nullptr;
    if (py::isinstance<ScriptDocument>(other)) {
        b = &other.cast<const ScriptDocument &>().document().model();
    } else if (py::isinstance<py::str>(other)) {
        const QString path = QString::fromStdString(other.cast<std::string>());
        ReadOptions readOptions;
        if (QFileInfo(path).suffix().compare(QLatin1String("xmf"), Qt::CaseInsensitive) == 0)
            readOptions.companions = findAvatarCompanions(path).toCompanions();
        ReadResult result = readModelFile(path, readOptions);
        if (!result.ok())
            throw ScriptError{result.error->toString()};
        read = std::move(result.model);
        b = &read;
    } else {
        throw ScriptError{
            QCoreApplication::translate("quarry::scripting", "compare: other must be a document or a path")};
    }
    const Model &a = self.document().model();
    const CompareReport report = compareModels(a, *b, options);
    return toPython(QVariant(compareReportJson(report, a, *b).toVariantMap()));
}

} // namespace quarry::scripting
