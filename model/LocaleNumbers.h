// Numbers in text the user reads (status messages, undo entries, table
// cells), written the way the user's locale writes them: 0,5 and 12.345 in
// German. Files, --json output and messages that quote a script's option
// value keep the C locale's form.
#pragma once

#include <QString>

#include <optional>

namespace quarry {

// Up to 6 significant digits, as QString::arg(double) gives them.
QString localNumber(double value, int significantDigits = 6);
QString localCount(qint64 value);

// A number typed by the user: as the locale writes it, else as code does
// ("0.5" still reads in German).
std::optional<double> parseLocalNumber(const QString &text);

} // namespace quarry
