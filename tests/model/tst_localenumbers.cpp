// Numbers in status messages and undo entries are written the way the
// user's locale writes them (no translation installed: the English text
// with German numbers), and typed numbers read in that locale and in the
// C form alike.
#include "model/Document.h"
#include "model/LocaleNumbers.h"
#include "model/Translate.h"
#include "model/operations/Operation.h"
#include "model/ops/SampleModel.h"

#include <QLocale>
#include <QTest>
#include <QUndoStack>

using namespace quarry;

class TestLocaleNumbers : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cleanup() { QLocale::setDefault(QLocale::c()); }

    void numbers()
    {
        QLocale::setDefault(QLocale::c());
        QCOMPARE(localNumber(0.5), QStringLiteral("0.5"));
        QCOMPARE(localNumber(double(0.1f)), QStringLiteral("0.1"));
        QCOMPARE(localCount(12345), QStringLiteral("12345"));
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        QCOMPARE(localNumber(0.5), QStringLiteral("0,5"));
        QCOMPARE(localNumber(2.0 / 3.0, 4), QStringLiteral("0,6667"));
        QCOMPARE(localNumber(12345.5), QStringLiteral("12.345,5"));
        QCOMPARE(localCount(12345), QStringLiteral("12.345"));
    }

    void typedNumbers()
    {
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        QCOMPARE(parseLocalNumber(QStringLiteral("0,25")), std::optional<double>(0.25));
        QCOMPARE(parseLocalNumber(QStringLiteral(" 0.25 ")), std::optional<double>(0.25));
        QCOMPARE(parseLocalNumber(QStringLiteral("1")), std::optional<double>(1.0));
        QVERIFY(!parseLocalNumber(QStringLiteral("lots")));
        QVERIFY(!parseLocalNumber(QString()));
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QCOMPARE(parseLocalNumber(QStringLiteral("0.25")), std::optional<double>(0.25));
        QVERIFY(!parseLocalNumber(QStringLiteral("0,25")));
    }

    // Plural messages keep %n (so their translations stay); the count comes
    // out grouped as the locale groups digits, as %Ln would give it.
    void pluralCounts()
    {
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        QCOMPARE(quarry::tr("%n vertices selected.", nullptr, 12345), QStringLiteral("12.345 vertices selected."));
        QCOMPARE(quarry::tr("%n vertices selected.", nullptr, 7), QStringLiteral("7 vertices selected."));
        QCOMPARE(localizePluralCount(QStringLiteral("1500 of 21500 and 1500 in %1"), 1500),
                 QStringLiteral("1.500 of 21500 and 1.500 in %1"));
        QLocale::setDefault(QLocale::c());
        QCOMPARE(quarry::tr("%n vertices selected.", nullptr, 12345), QStringLiteral("12345 vertices selected."));
    }

    void operationMessages()
    {
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        Document document;
        document.resetModel(makeSampleModel());
        document.setCurrentAnimation(0);

        OperationResult r = runOperation(document, QStringLiteral("scaleBy"), {{QStringLiteral("factor"), 2.5}});
        QVERIFY2(r.ok, qPrintable(r.message));
        QCOMPARE(r.message, QStringLiteral("Scaled by 2,5."));
        QCOMPARE(document.undoStack()->text(document.undoStack()->index() - 1), QStringLiteral("Scale by 2,5"));

        r = runOperation(document, QStringLiteral("insertKeys"), {{QStringLiteral("time"), 0.13}});
        QVERIFY2(r.ok, qPrintable(r.message));
        QCOMPARE(r.message, QStringLiteral("Inserted keys at 0,13 s."));

        r = runOperation(document, QStringLiteral("scaleToHeight"), {{QStringLiteral("height"), 1.5}});
        QVERIFY2(r.ok, qPrintable(r.message));
        QVERIFY2(r.message.endsWith(QStringLiteral("to a height of 1,5.")), qPrintable(r.message));

        // A message quoting a script's option keeps the form the script wrote.
        r = runOperation(document, QStringLiteral("splitClip"), {{QStringLiteral("time"), 99.5}});
        QVERIFY(!r.ok);
        QVERIFY2(r.message.contains(QStringLiteral("99.5 s")), qPrintable(r.message));
    }
};

QTEST_GUILESS_MAIN(TestLocaleNumbers)
#include "tst_localenumbers.moc"
