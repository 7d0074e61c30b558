#include "model/LocaleNumbers.h"
#include "model/Translate.h"

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

QString localizePluralCount(const QString &text, int n)
{
    if (n < 0)
        return text;
    const QString plain = QString::number(n);
    const QString local = QLocale().toString(n);
    if (plain == local)
        return text;
    // Where %n was: the count's digits with no digit either side (%1 and
    // the like are still placeholders at this point).
    QString out = text;
    for (qsizetype at = out.indexOf(plain); at >= 0; at = out.indexOf(plain, at)) {
        const qsizetype end = at + plain.size();
        if ((at > 0 && out.at(at - 1).isDigit()) || (end < out.size() && out.at(end).isDigit())) {
            at = end;
            continue;
        }
        out.replace(at, plain.size(), local);
        at += local.size();
    }
    return out;
}

} // namespace quarry
