// Writes, or checks, the scripting reference and the module's stub:
//   operations_reference --write OPERATIONS.md QUARRY.pyi
//   operations_reference --check OPERATIONS.md QUARRY.pyi
// --check exits 1, naming the file and the command that regenerates it,
// when a checked-in file differs from what the registry gives.
#include "editor/scripting/OperationsReference.h"

#include <QCoreApplication>
#include <QFile>
#include <QSaveFile>
#include <QTextStream>

#include <cstdio>

namespace {

bool write(const QString &path, const QByteArray &bytes)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        std::fprintf(stderr, "%s: %s\n", qPrintable(path), qPrintable(file.errorString()));
        return false;
    }
    return true;
}

// The first line where the two differ (1-based), 0 when equal.
int firstDifference(const QByteArray &a, const QByteArray &b)
{
    const QList<QByteArray> la = a.split('\n'), lb = b.split('\n');
    for (qsizetype i = 0; i < std::max(la.size(), lb.size()); ++i)
        if (la.value(i) != lb.value(i))
            return int(i + 1);
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() != 4 || (args[1] != QLatin1String("--write") && args[1] != QLatin1String("--check"))) {
        std::fprintf(stderr, "usage: operations_reference --write|--check OPERATIONS.md QUARRY.pyi\n");
        return 2;
    }
    const QList<std::pair<QString, QByteArray>> files{{args[2], quarry::scripting::operationsMarkdown().toUtf8()},
                                                      {args[3], quarry::scripting::pythonStub().toUtf8()}};
    int status = 0;
    for (const auto &[path, bytes] : files) {
        if (args[1] == QLatin1String("--write")) {
            if (!write(path, bytes))
                status = 1;
            continue;
        }
        QFile file(path);
        const QByteArray old = file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
        if (old != bytes) {
            std::fprintf(stderr,
                         "%s:%d: differs from what the operation registry gives.\n"
                         "Regenerate it with: cmake --build BUILD --target operations_reference\n",
                         qPrintable(path), firstDifference(old, bytes));
            status = 1;
        }
    }
    return status;
}
