// tr() for code outside any QObject. lupdate files such a call under the
// namespace it stands in, so the lookup must use that name: "quarry" for
// namespace quarry (this function); a nested namespace that translates
// declares its own with QUARRY_NAMESPACE_TR("quarry::calxml") and the like.
#pragma once

#include <QCoreApplication>
#include <QString>

namespace quarry {

inline QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("quarry", text, disambiguation, n);
}

} // namespace quarry

#define QUARRY_NAMESPACE_TR(context)                                                                             \
    [[maybe_unused]] inline QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)      \
    {                                                                                                            \
        return QCoreApplication::translate(context, text, disambiguation, n);                                    \
    }
