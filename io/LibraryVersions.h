// The versions of Quarry and of the libraries it runs with, for Help >
// About and `quarry --version`: Qt and Assimp as loaded at run time,
// tinyxml2 as built against (it reports no version at run time).
#pragma once

#include <QList>
#include <QPair>
#include <QString>

namespace quarry {

// ("Quarry", "0.1.0"), ("Qt", "6.4.2"), ("Assimp", "5.2.5"), ("tinyxml2", "9.0.0").
QList<QPair<QString, QString>> libraryVersions();

// "Quarry 0.1.0\nQt 6.4.2\nAssimp 5.2.5\ntinyxml2 9.0.0\n"
QString versionText();

} // namespace quarry
