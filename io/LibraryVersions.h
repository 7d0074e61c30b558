// The versions of Quarry and of the libraries it runs with, for Help >
// About and `quarry --version`: Qt and Assimp as loaded at run time (Assimp
// where the program links it: io/assimp/AssimpFormats.h), tinyxml2 as built
// against (it reports no version at run time).
#pragma once

#include <QList>
#include <QPair>
#include <QString>

namespace quarry {

// ("Quarry", "0.1.0"), ("Qt", "6.4.2"), ("Assimp", "5.2.5"), ("tinyxml2", "9.0.0").
QList<QPair<QString, QString>> libraryVersions();

// "Quarry 0.1.0\nQt 6.4.2\nAssimp 5.2.5\ntinyxml2 9.0.0\n"
QString versionText();

// A library the program links where only some programs do, listed after Qt.
void addLibraryVersion(const QString &name, const QString &version);

} // namespace quarry
