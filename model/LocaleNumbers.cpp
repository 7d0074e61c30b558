#include "model/LocaleNumbers.h"

#include <QLocale>

namespace quarry {

QString localNumber(double value, int significantDigits)
{
    return QLocale().toString(value, 'g', significantDigits);
}

QString localCount(qint64 value)
{
    return QLocale().toString(value);
}

std::optional<double> parseLocalNumber(const QString &text)
{
    bool ok = false;
    const QString trimmed = text.trimmed();
    double value = QLocale().toDouble(trimmed, &ok);
    if (!ok)
        value = QLocale::c().toDouble(trimmed, &ok);
    return ok ? std::optional<double>(value) : std::nullopt;
}

} // namespace quarry
