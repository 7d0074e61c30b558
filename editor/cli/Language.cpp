#include "editor/cli/Language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

namespace quarry {

QStringList translatedLanguages()
{
    // tst_translations checks this list against translations/*.ts.
    return {QStringLiteral("de"), QStringLiteral("en"), QStringLiteral("fr")};
}

QLocale interfaceLocale(const QString &language)
{
    if (language.isEmpty() || !translatedLanguages().contains(language))
        return QLocale::system();
    return QLocale(language);
}

bool installTranslations(QCoreApplication &app, const QLocale &locale, const QString &directory)
{
    auto *quarry = new QTranslator(&app);
    // An installed copy (in share/quarry/translations: ../share from bin/quarry,
    // ../../share from libexec/quarry/quarry-editor) before the one built in.
    const QString here = QCoreApplication::applicationDirPath();
    const QStringList installed = {here + QStringLiteral("/../share/quarry/translations"),
                                   here + QStringLiteral("/../../share/quarry/translations")};
    const auto load = [&](const QLocale &l) {
        if (directory == QLatin1String(":/i18n"))
            for (const QString &folder : installed)
                if (quarry->load(l, QStringLiteral("quarry"), QStringLiteral("_"), folder))
                    return true;
        return quarry->load(l, QStringLiteral("quarry"), QStringLiteral("_"), directory);
    };
    bool found = load(locale);
    // A language with no translation of its own (or the C locale) reads the
    // English one, which holds the English plural forms ("1 step", "2 steps").
    if (!found)
        found = load(QLocale(QLocale::English));
    if (found)
        QCoreApplication::installTranslator(quarry);
    else
        delete quarry;
    auto *qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;
    return found;
}

} // namespace quarry
