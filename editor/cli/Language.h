// The language of the user interface: the one chosen in Edit > Preferences,
// or the system's. Quarry's translations are embedded under :/i18n as
// quarry_<code>.qm (qt_add_translations in editor/CMakeLists.txt).
#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>

class QCoreApplication;

namespace quarry {

// The codes Quarry has a translation for, as in translations/quarry_<code>.ts.
QStringList translatedLanguages();

// The locale for `language` ("de", "fr", ...); the system's when empty or
// not one of translatedLanguages().
QLocale interfaceLocale(const QString &language);

// Installs Quarry's translation for `locale` from `directory` and Qt's own;
// true when Quarry's was found (English needs none, so false is no error).
bool installTranslations(QCoreApplication &app, const QLocale &locale,
                         const QString &directory = QStringLiteral(":/i18n"));

} // namespace quarry
