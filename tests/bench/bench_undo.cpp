// Undo memory per step: every Model operation run once, with its default
// options, on a 1,000,000-vertex skinned mesh (tests/UndoMeshes.h), and the
// bytes its undo step holds (Command::undoBytes), beside the bytes of the
// mesh itself. Operations that need a selection get the first 1,000 faces
// and vertices; the transforms whose defaults do nothing get a scale of 2,
// a turn of 30 degrees about Z and a move of 1 along X. Prints a table; the
// README quotes it.
#include "UndoMeshes.h"

#include "model/Document.h"
#include "model/commands/UndoBytes.h"
#include "model/operations/Operation.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <cstdio>
#include <cstdlib>

using namespace quarry;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int side = argc > 1 ? qMax(10, atoi(argv[1])) : 1000;
    const Model grid = test::gridModel(side);
    const qint64 meshSize = meshBytes(grid.meshes[0]);
    std::printf("undo bytes per step on a %lld-vertex, %lld-triangle mesh (%.1f MB of vertex and triangle data)\n\n",
                qint64(grid.meshes[0].vertexCount()), qint64(grid.meshes[0].triangles.size()), double(meshSize) / 1e6);
    std::printf("%-22s %14s %10s %12s %9s\n", "operation", "undo bytes", "MB", "of the mesh", "ms");
    Selection some;
    QList<quint32> first;
    for (quint32 i = 0; i < 1000; ++i)
        first.append(i);
    some.faces.insert(0, first);
    some.vertices.insert(0, first);
    for (const Operation &op : operations()) {
        if (op.category != QLatin1String("Model") || op.id == QLatin1String("validate"))
            continue;
        Document doc;
        doc.resetModel(grid);
        QString note;
        if (!operationAvailable(doc, op.id)) {
            doc.setSelection(some);
            note = QStringLiteral(" (1,000 faces selected)");
        }
        if (!operationAvailable(doc, op.id)) {
            std::printf("%-22s %14s   %s\n", qPrintable(op.id), "-", qPrintable(op.unavailable(doc)));
            continue;
        }
        const QVariantMap options = op.id == QLatin1String("scaleBy") ? QVariantMap{{QStringLiteral("factor"), 2.0}}
                                    : op.id == QLatin1String("rotate")
                                        ? QVariantMap{{QStringLiteral("angles"), QVariantList{0.0, 0.0, 30.0}}}
                                    : op.id == QLatin1String("translate")
                                        ? QVariantMap{{QStringLiteral("offset"), QVariantList{1.0, 0.0, 0.0}}}
                                        : QVariantMap();
        QElapsedTimer timer;
        timer.start();
        const OperationResult result = runOperation(doc, op.id, options);
        const double ms = double(timer.nsecsElapsed()) / 1e6;
        if (!result.ok || doc.undoStack()->count() == 0) {
            std::printf("%-22s %14s   %s\n", qPrintable(op.id), "no step", qPrintable(result.message));
            continue;
        }
        const qint64 bytes = commandBytes(doc.undoStack()->command(doc.undoStack()->count() - 1));
        std::printf("%-22s %14lld %10.2f %11.1f%% %9.0f%s\n", qPrintable(op.id), bytes, double(bytes) / 1e6,
                    100.0 * double(bytes) / double(meshSize), ms, qPrintable(note));
        std::fflush(stdout);
    }
    return 0;
}
