#include "model/operations/OperationSupport.h"

#include "model/Document.h"
#include "model/UndoSteps.h"
#include "model/commands/DeleteGeometryCommand.h"
#include "model/ops/ModelSelect.h"

#include <QCoreApplication>

#include <QUndoCommand>
#include <algorithm>

namespace quarry::operation_support {

QString tr(const char *text, const char *disambiguation, int n)
{
    return QCoreApplication::translate("quarry", text, disambiguation, n);
}

OperationOption option(const char *name, OperationOption::Type type, const QVariant &defaultValue, const char *help,
                       const QStringList &choices)
{
    OperationOption o;
    o.name = QLatin1String(name);
    o.type = type;
    o.defaultValue = defaultValue;
    o.help = QLatin1String(help);
    o.choices = choices;
    return o;
}

OperationOption numberOption(const char *name, OperationOption::Type type, const QVariant &defaultValue,
                             const char *help, const QVariant &minimum, const QVariant &maximum)
{
    OperationOption o = option(name, type, defaultValue, help);
    o.minimum = minimum;
    o.maximum = maximum;
    return o;
}

QList<int> targetMeshes(const Document &document)
{
    const Selection &s = document.selection();
    QList<int> meshes = s.meshes;
    for (int m : s.vertices.keys() + s.faces.keys())
        if (!meshes.contains(m))
            meshes.append(m);
    return meshes;
}

QMap<int, QList<quint32>> selectedCorners(const Document &document)
{
    const Selection &s = document.selection();
    const Model &model = document.model();
    QMap<int, QList<quint32>> result;
    for (auto it = s.vertices.cbegin(); it != s.vertices.cend(); ++it)
        if (it.key() >= 0 && it.key() < model.meshes.size())
            result[it.key()] += it.value();
    for (auto it = s.faces.cbegin(); it != s.faces.cend(); ++it) {
        if (it.key() < 0 || it.key() >= model.meshes.size())
            continue;
        const QList<Triangle> &triangles = model.meshes[it.key()].triangles;
        for (quint32 f : it.value())
            if (f < quint32(triangles.size()))
                for (quint32 v : triangles[f])
                    result[it.key()].append(v);
    }
    for (QList<quint32> &list : result) {
        std::sort(list.begin(), list.end());
        list.erase(std::unique(list.begin(), list.end()), list.end());
    }
    return result;
}

QString needsMeshesOrElements(const Document &document)
{
    if (const QString why = needsMeshes(document); !why.isEmpty())
        return why;
    const Selection &s = document.selection();
    return s.meshes.isEmpty() && s.vertices.isEmpty() && s.faces.isEmpty() ? QCoreApplication::translate(
               "quarry::operation_support", "select the meshes to work on, or faces or vertices of them")
                                                                           : QString();
}

OperationResult push(Document &document, QUndoCommand *command, const QString &done, const QString &nothing)
{
    if (command->isObsolete()) {
        delete command;
        return {true, nothing, {}};
    }
    pushStep(document, command);
    return {true, done, {}};
}

OperationResult deleteSelectedVertices(Document &document)
{
    auto *command = new DeleteGeometryCommand(&document, DeleteGeometryCommand::What::Vertices,
                                              verticesAtSamePositions(document.model(), document.selection().vertices));
    const qsizetype n = command->removedVertices();
    return push(document, command, tr("Deleted %n vertices.", nullptr, int(n)), tr("Nothing to delete."));
}

// Messages written in this namespace: lupdate files them under its name,
// not under the "quarry" of the tr() above.
QString needsMeshes(const Document &document)
{
    return document.model().meshes.isEmpty()
               ? QCoreApplication::translate("quarry::operation_support", "the model has no meshes")
               : QString();
}

QString needsSkeleton(const Document &document)
{
    return document.model().skeleton.joints.isEmpty()
               ? QCoreApplication::translate("quarry::operation_support", "the model has no skeleton")
               : QString();
}

QString needsMaterials(const Document &document)
{
    return document.model().materials.isEmpty()
               ? QCoreApplication::translate("quarry::operation_support", "the model has no materials")
               : QString();
}

QString needsAnimation(const Document &document)
{
    return document.model().animations.isEmpty()
               ? QCoreApplication::translate("quarry::operation_support", "the model has no animations")
               : QString();
}

int animationIndex(const Document &document, const QVariantMap &options)
{
    const int given = options.value(QStringLiteral("animation"), -1).toInt();
    if (given >= 0)
        return given;
    const int current = document.currentAnimation();
    return current >= 0 && current < document.model().animations.size() ? current : 0;
}

} // namespace quarry::operation_support
