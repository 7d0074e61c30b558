#include "io/LibraryVersions.h"

#include <QtGlobal>

#include <assimp/version.h>
#include <tinyxml2.h>

namespace quarry {

QList<QPair<QString, QString>> libraryVersions()
{
    return {
        {QStringLiteral("Quarry"), QStringLiteral(QUARRY_VERSION)},
        {QStringLiteral("Qt"), QString::fromLatin1(qVersion())},
        {QStringLiteral("Assimp"),
         QStringLiteral("%1.%2.%3").arg(aiGetVersionMajor()).arg(aiGetVersionMinor()).arg(aiGetVersionPatch())},
        {QStringLiteral("tinyxml2"), QStringLiteral("%1.%2.%3")
                                         .arg(TIXML2_MAJOR_VERSION)
                                         .arg(TIXML2_MINOR_VERSION)
                                         .arg(TIXML2_PATCH_VERSION)},
    };
}

QString versionText()
{
    QString text;
    for (const auto &[name, version] : libraryVersions())
        text += name + QLatin1Char(' ') + version + QLatin1Char('\n');
    return text;
}

} // namespace quarry
