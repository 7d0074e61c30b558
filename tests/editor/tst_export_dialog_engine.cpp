// The Export dialog's engine settings for ioquake3: its player takes levels
// of detail; "One model" switches to the one-IQM form, which draws none and
// goes to models/players/NAME/NAME.iqm; other engines offer no such choice.
#include "editor/ExportDialog.h"

#include <QCheckBox>
#include <QLabel>
#include <QSpinBox>
#include <QTest>

using namespace quarry;

class TestExportDialogEngine : public QObject
{
    Q_OBJECT

private slots:
    void ioquake3PlayerOrOneModel()
    {
        ExportDialog dialog(QStringLiteral("/tmp/hero.iqm"));
        dialog.setTarget(QStringLiteral("ioquake3"));
        QCOMPARE(dialog.target(), QStringLiteral("ioquake3"));
        QVERIFY(dialog.singleModelCheck()->isEnabled());
        QVERIFY(!dialog.singleModel());
        QVERIFY(dialog.lodsSpin()->isEnabled()); // the player's MD3 levels of detail
        dialog.lodsSpin()->setValue(2);
        QCOMPARE(dialog.lods(), 2);
        QVERIFY2(dialog.targetFindingsLabel()->text().contains(QLatin1String("lower.md3")),
                 qPrintable(dialog.targetFindingsLabel()->text()));

        dialog.singleModelCheck()->setChecked(true);
        QVERIFY(dialog.singleModel());
        QVERIFY(!dialog.lodsSpin()->isEnabled()); // ioquake3 draws no IQM levels of detail
        QCOMPARE(dialog.lods(), 0);
        QVERIFY2(dialog.targetFindingsLabel()->text().contains(QLatin1String("NAME.iqm")),
                 qPrintable(dialog.targetFindingsLabel()->text()));

        dialog.setTarget(QStringLiteral("xonotic"));
        QVERIFY(!dialog.singleModelCheck()->isEnabled());
        QVERIFY(!dialog.singleModel());
        QVERIFY(dialog.lodsSpin()->isEnabled());
    }
};

QTEST_MAIN(TestExportDialogEngine)
#include "tst_export_dialog_engine.moc"
