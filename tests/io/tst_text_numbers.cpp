// The one float parser of the text readers (io/TextNumbers.h): the exact
// fast path agrees with std::from_chars, and values beyond float's range
// are treated alike in IQE and XMF: too small reads as the nearest float,
// too large is out of range (an error naming the line, never infinity).
#include "io/TextNumbers.h"

#include <QRandomGenerator>
#include <QTest>

#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <limits>

using namespace quarry;

namespace {

FloatParse parse(const char *text, float &value, const char **next = nullptr)
{
    const char *end = text + std::strlen(text);
    const char *stop = nullptr;
    const FloatParse r = parseTextFloat(text, end, value, &stop);
    if (next)
        *next = stop;
    return r;
}

} // namespace

class TestTextNumbers : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void plainNumbers()
    {
        float v = 0;
        QCOMPARE(parse("-0.0490176", v), FloatParse::Ok);
        QCOMPARE(v, -0.0490176f);
        QCOMPARE(parse("+12", v), FloatParse::Ok);
        QCOMPARE(v, 12.0f);
        const char *next = nullptr;
        QCOMPARE(parse("1.5e3 7", v, &next), FloatParse::Ok);
        QCOMPARE(v, 1500.0f);
        QCOMPARE(*next, ' ');
        QCOMPARE(parse("nan", v), FloatParse::Ok); // the caller decides about non-finite text
        QVERIFY(std::isnan(v));
    }

    void notNumbers()
    {
        float v = 0;
        QCOMPARE(parse("five", v), FloatParse::NotANumber);
        QCOMPARE(parse("1.5x", v), FloatParse::NotANumber);
        QCOMPARE(parse(".", v), FloatParse::NotANumber);
        QCOMPARE(parse("", v), FloatParse::NotANumber);
    }

    void outOfRange()
    {
        float v = 0;
        // Too large: out of range, in float's range of double and beyond it.
        QCOMPARE(parse("1e39", v), FloatParse::OutOfRange);
        QCOMPARE(parse("-3.5e38", v), FloatParse::OutOfRange);
        QCOMPARE(parse("1e400", v), FloatParse::OutOfRange);
        // The largest float is still a number.
        QCOMPARE(parse("3.4028234e38", v), FloatParse::Ok);
        QCOMPARE(v, std::numeric_limits<float>::max());
        // Too small: the nearest float, a denormal or zero.
        QCOMPARE(parse("1e-40", v), FloatParse::Ok);
        QVERIFY(v > 0 && v < std::numeric_limits<float>::min());
        QVERIFY(std::abs(double(v) - 1e-40) < 1e-45);
        QCOMPARE(parse("-1e-50", v), FloatParse::Ok);
        QCOMPARE(v, -0.0f);
        QCOMPARE(parse("1e-400", v), FloatParse::Ok);
        QCOMPARE(v, 0.0f);
    }

    void agreesWithFromChars()
    {
        QRandomGenerator random(14);
        char text[64];
        for (int i = 0; i < 200000; ++i) {
            const double d = (random.generateDouble() - 0.5) * std::pow(10.0, random.bounded(-12, 12));
            const int digits = random.bounded(1, 12);
            const int n = std::snprintf(text, sizeof text, i % 3 ? "%.*f" : "%.*e", digits, d);
            float expected = 0;
            const auto r = std::from_chars(text, text + n, expected);
            if (r.ec != std::errc())
                continue; // out of float's range: covered above
            float v = 0;
            const char *next = nullptr;
            QCOMPARE(parseTextFloat(text, text + n, v, &next), FloatParse::Ok);
            QCOMPARE(next, r.ptr);
            if (v != expected)
                QFAIL(qPrintable(
                    QStringLiteral("%1: %2 but from_chars gives %3").arg(QLatin1String(text)).arg(v).arg(expected)));
        }
    }
};

QTEST_GUILESS_MAIN(TestTextNumbers)
#include "tst_text_numbers.moc"
