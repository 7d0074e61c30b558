// File > Batch Convert: the dialog driven through its widgets. Good files
// are written beside a broken one, which is named; the bar fills; Cancel
// stops the files not yet converted; the Export dialog's settings apply;
// for ioquake3 the One model box writes what `quarry convert --target
// ioquake3 --single-model` writes.
#include "CliRunner.h"
#include "GuiHelpers.h"
#include "targets/TargetModels.h"

#include "editor/BatchConvertDialog.h"
#include "editor/ExportDialog.h"
#include "editor/MainWindow.h"
#include "io/Formats.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLineEdit>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

using namespace quarry;
using namespace quarry::test;

class TestBatchConvertDialog : public QObject
{
    Q_OBJECT

private:
    static QString sample() { return QStringLiteral(QUARRY_SOURCE_DIR "/resources/sample/sample.iqe"); }
    static QString corpusIqe() { return QStringLiteral(QUARRY_CORPUS_DIR "/iqm/mrfixit.iqe"); }

    // A rigged sphere with a player's joints (hips, spine, head) and a walk.
    static Model playerModel()
    {
        Model model = riggedSphere(12, 16, 3);
        const char *names[] = {"hips", "spine", "head"};
        for (int j = 0; j < 3; ++j)
            model.skeleton.joints[j].name = QLatin1String(names[j]);
        Animation walk = swayAnimation(1, 0.5);
        walk.name = QStringLiteral("walk");
        model.animations = {walk};
        return model;
    }

    static QByteArray contents(const QString &path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

    // Converts `inputs` into `out` for ioquake3 through the dialog's
    // widgets, the One model box set to `single` (where it is enabled).
    static void convertForIoquake3(const QStringList &inputs, const QString &out, bool single)
    {
        BatchConvertDialog dialog;
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QCheckBox *box = dialog.singleModelCheck();
        QVERIFY(box);
        QVERIFY(!box->isEnabled()); // no engine chosen
        dialog.addFiles(inputs);
        QTest::keyClicks(dialog.folderEdit(), out);
        dialog.targetCombo()->setCurrentIndex(dialog.targetCombo()->findData(QStringLiteral("xonotic")));
        QVERIFY(box->isEnabled()); // a player target: a model may say it is not one
        dialog.targetCombo()->setCurrentIndex(dialog.targetCombo()->findData(QStringLiteral("ioquake3")));
        QVERIFY(box->isEnabled());
        QVERIFY(!dialog.formatCombo()->isEnabled());
        if (single)
            QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(8, box->height() / 2));
        QCOMPARE(box->isChecked(), single);
        QCOMPARE(dialog.singleModel(), single);
        QSignalSpy finished(&dialog, &BatchConvertDialog::finished);
        QTest::mouseClick(dialog.convertButton(), Qt::LeftButton);
        QVERIFY(!box->isEnabled()); // not while converting
        QVERIFY(finished.wait(60000));
        QCOMPARE(dialog.results().size(), inputs.size());
        for (const BatchFileResult &r : dialog.results())
            QVERIFY2(r.ok, qPrintable(r.error));
        QVERIFY(box->isEnabled());
    }

    static bool write(const QString &path, const QByteArray &data)
    {
        QFile f(path);
        return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("QuarryTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_batch_convert_dialog"));
        QSettings().clear();
    }

    void convertsGoodFilesAndNamesTheBrokenOne()
    {
        QTemporaryDir dir;
        const QString a = dir.filePath(QStringLiteral("a.iqe")), broken = dir.filePath(QStringLiteral("broken.iqe"));
        const QString b = dir.filePath(QStringLiteral("b.iqe"));
        QVERIFY(QFile::copy(sample(), a));
        QVERIFY(QFile::copy(sample(), b));
        QVERIFY(write(broken, "# Inter-Quake Export\nmesh m\nvp 0 0 zero\n"));
        const QString out = dir.filePath(QStringLiteral("out"));

        BatchConvertDialog dialog;
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(!dialog.convertButton()->isEnabled());
        dialog.addFiles({a, broken, b});
        QCOMPARE(dialog.fileList()->count(), 3);
        QTest::keyClicks(dialog.folderEdit(), out);
        dialog.formatCombo()->setCurrentIndex(dialog.formatCombo()->findData(QStringLiteral("iqm")));
        dialog.jobsSpin()->setValue(2);
        QVERIFY(dialog.convertButton()->isEnabled());
        QSignalSpy finished(&dialog, &BatchConvertDialog::finished);
        QTest::mouseClick(dialog.convertButton(), Qt::LeftButton);
        QVERIFY(finished.wait(60000));

        QCOMPARE(dialog.progressBar()->maximum(), 3);
        QCOMPARE(dialog.progressBar()->value(), 3);
        QCOMPARE(dialog.results().size(), 3);
        QVERIFY(readModelFile(QDir(out).filePath(QStringLiteral("a.iqm"))).ok());
        QVERIFY(readModelFile(QDir(out).filePath(QStringLiteral("b.iqm"))).ok());
        QVERIFY(!QFile::exists(QDir(out).filePath(QStringLiteral("broken.iqm"))));
        QStringList lines;
        for (int i = 0; i < dialog.resultList()->count(); ++i)
            lines << dialog.resultList()->item(i)->text();
        QVERIFY2(lines.filter(QStringLiteral("FAILED ") + broken + QStringLiteral(":3:")).size() == 1,
                 qPrintable(lines.join('\n')));
        QCOMPARE(lines.last(), QStringLiteral("Converted 2 of 3 files."));
        QVERIFY(dialog.convertButton()->isEnabled());
        QVERIFY(!dialog.cancelButton()->isEnabled());
    }

    void exportSettingsApply()
    {
        QTemporaryDir dir;
        const QString a = dir.filePath(QStringLiteral("a.iqe"));
        QVERIFY(QFile::copy(sample(), a));
        BatchConvertDialog dialog;
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        dialog.addFiles({a});
        QTest::keyClicks(dialog.folderEdit(), dir.filePath(QStringLiteral("out")));
        // Settings... opens the Export dialog; a scale set there is used.
        onNextModal([](QWidget *modal) {
            auto *exportDialog = qobject_cast<ExportDialog *>(modal);
            QVERIFY(exportDialog);
            exportDialog->sizeModeCombo()->setCurrentIndex(1); // Scale by
            exportDialog->sizeSpin()->setValue(2.0);
            exportDialog->formatCombo()->setCurrentIndex(exportDialog->formatCombo()->findData(QStringLiteral("iqe")));
            exportDialog->accept();
        });
        QTest::mouseClick(dialog.settingsButton(), Qt::LeftButton);
        QCOMPARE(dialog.settings().scale, 2.0f);
        QCOMPARE(dialog.formatCombo()->currentData().toString(), QStringLiteral("iqe"));
        QSignalSpy finished(&dialog, &BatchConvertDialog::finished);
        QTest::mouseClick(dialog.convertButton(), Qt::LeftButton);
        QVERIFY(finished.wait(60000));
        const ReadResult original = readModelFile(a);
        const ReadResult scaled = readModelFile(dir.filePath(QStringLiteral("out/a.iqe")));
        QVERIFY(original.ok() && scaled.ok());
        QVERIFY(!original.model.meshes.isEmpty());
        const QVector3D p = original.model.meshes[0].positions.value(0), q = scaled.model.meshes[0].positions.value(0);
        QVERIFY(!p.isNull());
        QVERIFY(qFuzzyCompare(q, p * 2.0f));
    }

    void cancelStopsTheRest()
    {
        const QString source = QFile::exists(corpusIqe()) ? corpusIqe() : sample();
        QTemporaryDir dir;
        QStringList inputs;
        for (int i = 0; i < 40; ++i) {
            inputs << dir.filePath(QStringLiteral("m%1.iqe").arg(i));
            QVERIFY(QFile::copy(source, inputs.last()));
        }
        const QString out = dir.filePath(QStringLiteral("out"));
        BatchConvertDialog dialog;
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        dialog.addFiles(inputs);
        QTest::keyClicks(dialog.folderEdit(), out);
        dialog.jobsSpin()->setValue(1);
        QSignalSpy finished(&dialog, &BatchConvertDialog::finished);
        QTest::mouseClick(dialog.convertButton(), Qt::LeftButton);
        QVERIFY(dialog.cancelButton()->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(dialog.progressBar()->value() >= 1, 30000);
        QTest::mouseClick(dialog.cancelButton(), Qt::LeftButton);
        QVERIFY(finished.wait(30000));
        QCOMPARE(dialog.results().size(), 40);
        qsizetype converted = 0, cancelled = 0;
        for (const BatchFileResult &r : dialog.results()) {
            converted += r.ok ? 1 : 0;
            cancelled += r.cancelled ? 1 : 0;
            QCOMPARE(QFile::exists(r.output), r.ok);
        }
        QVERIFY(converted >= 1);
        QVERIFY2(cancelled >= 1 && converted + cancelled == 40, qPrintable(QString::number(converted)));
        QCOMPARE(dialog.progressBar()->value(), 40);
    }

    void oneModelForIoquake3()
    {
        // The Export dialog's defaults (the batch starts with its last
        // settings; exportSettingsApply left a scale).
        QSettings().clear();
        QTemporaryDir dir;
        const QString hero = dir.filePath(QStringLiteral("hero.iqm")), ogre = dir.filePath(QStringLiteral("ogre.iqm"));
        QVERIFY(writeModelFile(playerModel(), hero, QStringLiteral("iqm")).ok());
        QVERIFY(QFile::copy(hero, ogre));

        // The box unchecked: the Quake III player's lower, upper and head.
        const QString players = dir.filePath(QStringLiteral("players"));
        convertForIoquake3({hero, ogre}, players, false);
        for (const char *name : {"hero", "ogre"}) {
            const QDir folder(players + QStringLiteral("/models/players/") + QLatin1String(name));
            for (const char *f : {"lower.md3", "upper.md3", "head.md3", "animation.cfg"})
                QVERIFY2(folder.exists(QLatin1String(f)), f);
            QCOMPARE(folder.entryList({QStringLiteral("*.iqm")}, QDir::Files), QStringList());
        }

        // Checked: one IQM each, no MD3, as the command line writes it.
        const QString single = dir.filePath(QStringLiteral("single"));
        convertForIoquake3({hero, ogre}, single, true);
        const QString cli = dir.filePath(QStringLiteral("cli"));
        const CliRun run = runQuarry({QStringLiteral("convert"), hero, ogre, QStringLiteral("--target"),
                                      QStringLiteral("ioquake3"), QStringLiteral("--single-model"),
                                      QStringLiteral("--out-dir"), cli});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        for (const char *name : {"hero", "ogre"}) {
            const QString sub = QStringLiteral("/models/players/") + QLatin1String(name);
            const QDir folder(single + sub);
            QCOMPARE(folder.entryList({QStringLiteral("*.md3")}, QDir::Files), QStringList());
            const QStringList written = folder.entryList(QDir::Files, QDir::Name);
            QCOMPARE(written, QDir(cli + sub).entryList(QDir::Files, QDir::Name));
            QVERIFY(written.contains(QLatin1String(name) + QStringLiteral(".iqm")));
            QVERIFY(written.contains(QStringLiteral("animation.cfg")));
            for (const QString &f : written)
                QVERIFY2(contents(folder.filePath(f)) == contents(cli + sub + QLatin1Char('/') + f), qPrintable(f));
            const ReadResult back = readModelFile(folder.filePath(QLatin1String(name) + QStringLiteral(".iqm")));
            QVERIFY(back.ok());
            QCOMPARE(back.model.skeleton.size(), 3);
        }
    }

    void menuOpensTheDialog()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *action = window.findChild<QAction *>(QStringLiteral("batchConvert"));
        QVERIFY(action);
        bool opened = false;
        onNextModal([&opened](QWidget *modal) {
            opened = qobject_cast<BatchConvertDialog *>(modal) != nullptr;
            modal->close();
        });
        action->trigger();
        QVERIFY(opened);
    }
};

QTEST_MAIN(TestBatchConvertDialog)
#include "tst_batch_convert_dialog.moc"
