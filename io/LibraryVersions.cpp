#include "io/LibraryVersions.h"

#include <QtGlobal>

#include <tinyxml2.h>

namespace quarry {

namespace {

QList<QPair<QString, QString>> &addedVersions()
{
    static QList<QPair<QString, QString>> versions;
    return versions;
}

} // namespace

void addLibraryVersion(const QString &name, const QString &version)
{
    addedVersions().append({name, version});
}

QList<QPair<QString, QString>> libraryVersions()
{
    QList<QPair<QString, QString>> versions = {{QStringLiteral("Quarry"), QStringLiteral(QUARRY_VERSION)},
                                               {QStringLiteral("Qt"), QString::fromLatin1(qVersion())}};
    versions << addedVersions();
    versions.append(
        {QStringLiteral("tinyxml2"),
         QStringLiteral("%1.%2.%3").arg(TIXML2_MAJOR_VERSION).arg(TIXML2_MINOR_VERSION).arg(TIXML2_PATCH_VERSION)});
    // tiny_gltf.h names no version: the one its CMake package gave the build.
    versions.append({QStringLiteral("tinygltf"), QStringLiteral(QUARRY_TINYGLTF_VERSION)});
    return versions;
}

QString versionText()
{
    QString text;
    for (const auto &[name, version] : libraryVersions())
        text += name + QLatin1Char(' ') + version + QLatin1Char('\n');
    return text;
}

} // namespace quarry
