// The Model menu's material operation: fix texture paths.
#include "model/operations/OperationSupport.h"

#include "model/Document.h"
#include "model/commands/FixTexturePathsCommand.h"

namespace quarry {

using namespace operation_support;
using Type = OperationOption::Type;

namespace {

OperationResult runFixTexturePaths(Document &document, const QVariantMap &options)
{
    TexturePathFix fix;
    fix.stripDirectories = options.value(QStringLiteral("strip_directories")).toBool();
    fix.extension = options.value(QStringLiteral("extension")).toString().trimmed();
    auto *command = new FixTexturePathsCommand(&document, fix);
    const qsizetype n = command->count();
    return push(document, command, tr("Changed %n texture path(s).", nullptr, int(n)), tr("No texture path changed."));
}

} // namespace

void addMaterialOperations(QList<Operation> &list)
{
    list.append({QStringLiteral("fixTexturePaths"),
                 QStringLiteral("Model"),
                 QStringLiteral("Fix Texture Paths"),
                 {option("strip_directories", Type::Bool, true, "keep only the file names"),
                  option("extension", Type::String, QString(), "a new extension (\"png\"); empty keeps it")},
                 runFixTexturePaths,
                 needsMaterials});
}

} // namespace quarry
