#include "io/assimp/AssimpFormats.h"

#include "io/Formats.h"
#include "io/LibraryVersions.h"
#include "io/assimp/AssimpExporter.h"
#include "io/assimp/AssimpImporter.h"
#include "model/Translate.h"

#include <assimp/version.h>

namespace quarry {

namespace {

QList<FormatHandler> assimpHandlers()
{
    QList<FormatHandler> list;
    // Written through Assimp's writers; read through the Assimp entry below.
    list << FormatHandler{QStringLiteral("glb"),
                          tr("glTF 2 binary"),
                          {QStringLiteral("glb")},
                          nullptr,
                          nullptr,
                          writeAssimp}
         << FormatHandler{QStringLiteral("gltf"),
                          tr("glTF 2 (with .bin)"),
                          {QStringLiteral("gltf")},
                          nullptr,
                          nullptr,
                          writeAssimp}
         << FormatHandler{QStringLiteral("obj"),
                          tr("Wavefront OBJ (with .mtl)"),
                          {QStringLiteral("obj")},
                          nullptr,
                          nullptr,
                          writeAssimp}
         << FormatHandler{QStringLiteral("dae"), tr("Collada"), {QStringLiteral("dae")}, nullptr, nullptr, writeAssimp};
    // Last: every other format wins detection.
    list.append({QStringLiteral("assimp"), tr("Interchange formats (Assimp)"), assimpExtensions(), nullptr, &readAssimp,
                 nullptr, true});
    return list;
}

} // namespace

void enableAssimpFormats()
{
    if (hasAddedFormatHandlers())
        return;
    addFormatHandlers(&assimpHandlers);
    addLibraryVersion(
        QStringLiteral("Assimp"),
        QStringLiteral("%1.%2.%3").arg(aiGetVersionMajor()).arg(aiGetVersionMinor()).arg(aiGetVersionPatch()));
}

} // namespace quarry
