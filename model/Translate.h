// tr() for code outside any QObject. lupdate files such a call under the
// namespace it stands in, so the lookup must use that name: "quarry" for
// namespace quarry (this function); a nested namespace that translates
// declares its own with QUARRY_NAMESPACE_TR("quarry::calxml") and the like.
#pragma once

#include <QCoreApplication>
#include <QString>

namespace quarry {

// A plural message's count (put in for %n) written the way the user's
// locale writes numbers, as %Ln would have it (12.345 in German): the
// messages keep %n, so their translations stay as they are.
QString localizePluralCount(const QString &text, int n);

inline QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return localizePluralCount(QCoreApplication::translate("quarry", text, disambiguation, n), n);
}

} // namespace quarry

#define QUARRY_NAMESPACE_TR(context)                                                                                   \
    [[maybe_unused]] inline QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)             \
    {                                                                                                                  \
        return quarry::localizePluralCount(QCoreApplication::translate(context, text, disambiguation, n), n);          \
    }
