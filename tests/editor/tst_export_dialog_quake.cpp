// The Export dialog's Quake skins row: enabled where the export writes MDL
// or MD2 skins (an .mdl or .md2 file, or a Quake or Quake II engine), with
// the palette named (--palette) loaded when the dialog is accepted and
// where it was found shown; a palette that cannot be read keeps the dialog
// open; the player colours box (--colormap). File > Export through the
// main window writes the skin in the palette chosen.
#include "EditorWindowTestSupport.h"

#include "editor/ExportDialog.h"
#include "editor/ExportReport.h"
#include "editor/MainWindow.h"
#include "editor/QuakeSkinOptions.h"
#include "io/quake/LittleEndian.h"
#include "io/quake/QuakeTables.h"
#include "model/Document.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace quarry;
using namespace quarry::editortest;

namespace {

const QRgb kGreen = qRgb(10, 200, 30);

// Quake's palette with kGreen at index 77.
QByteArray greenPalette()
{
    std::array<quint8, 768> palette = quake::quakePalette();
    palette[3 * 77] = 10, palette[3 * 77 + 1] = 200, palette[3 * 77 + 2] = 30;
    return QByteArray(reinterpret_cast<const char *>(palette.data()), 768);
}

bool put(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

} // namespace

class TestExportDialogQuake : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("QuarryTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_export_dialog_quake"));
        QSettings().clear();
    }

    void rowFollowsTheFormatAndEngine()
    {
        ExportDialog dialog(QStringLiteral("/tmp/hero.iqm"));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QuakeSkinOptions *skins = dialog.quakeSkinOptions();
        QVERIFY(!skins->isEnabled());
        dialog.pathEdit()->setText(QStringLiteral("/tmp/hero.mdl"));
        QVERIFY(skins->isEnabled());
        dialog.pathEdit()->setText(QStringLiteral("/tmp/hero.md2"));
        QVERIFY(skins->isEnabled());
        dialog.pathEdit()->setText(QStringLiteral("/tmp/hero.iqm"));
        QVERIFY(!skins->isEnabled());
        for (const char *id : {"quakespasm", "ironwail", "quake-rerelease", "yquake2", "q2pro"}) {
            dialog.setTarget(QLatin1String(id));
            QVERIFY2(skins->isEnabled(), id);
        }
        for (const char *id : {"ioquake3", "darkplaces", "dhewm3"}) {
            dialog.setTarget(QLatin1String(id));
            QVERIFY2(!skins->isEnabled(), id);
            QVERIFY(dialog.quakeOptions().isEmpty());
        }
    }

    void paletteLoadedOrRefused()
    {
        QTemporaryDir dir;
        const QString game = dir.filePath(QStringLiteral("game"));
        QVERIFY(put(game + QStringLiteral("/id1/gfx/palette.lmp"), greenPalette()));
        QVERIFY(put(dir.filePath(QStringLiteral("short.lmp")), greenPalette().left(700)));
        ExportDialog dialog(dir.filePath(QStringLiteral("hero.mdl")));
        QuakeSkinOptions *skins = dialog.quakeSkinOptions();
        QVERIFY(skins->statusLabel()->text().contains(QLatin1String("standard")));

        // A damaged palette: the status says why, Export keeps the dialog open.
        skins->paletteEdit()->setText(dir.filePath(QStringLiteral("short.lmp")));
        Q_EMIT skins->paletteEdit()->editingFinished();
        QVERIFY2(skins->statusLabel()->text().contains(QLatin1String("768")), qPrintable(skins->statusLabel()->text()));
        QString refusal;
        onNextModal([&](QWidget *modal) {
            if (auto *box = qobject_cast<QMessageBox *>(modal)) {
                refusal = box->text();
                box->accept();
            }
        });
        dialog.setResult(QDialog::Rejected);
        dialog.accept();
        QTRY_VERIFY(!refusal.isEmpty());
        QVERIFY2(refusal.contains(QLatin1String("short.lmp")), qPrintable(refusal));
        QCOMPARE(dialog.result(), int(QDialog::Rejected));
        // An export that writes no Quake skin does not read it.
        dialog.pathEdit()->setText(dir.filePath(QStringLiteral("hero.iqm")));
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QVERIFY(dialog.quakeOptions().isEmpty());
        dialog.setResult(QDialog::Rejected);
        dialog.pathEdit()->setText(dir.filePath(QStringLiteral("hero.mdl")));

        // The game folder: found under id1/, shown, and handed on.
        skins->paletteEdit()->setText(game);
        skins->colormapCheck()->setChecked(true);
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QVERIFY2(skins->statusLabel()->text().contains(QLatin1String("palette.lmp")),
                 qPrintable(skins->statusLabel()->text()));
        const QVariantMap options = dialog.quakeOptions();
        QCOMPARE(options.value(QStringLiteral("mdl.palette")).toByteArray(), greenPalette());
        QVERIFY(options.value(QStringLiteral("mdl.playerColours")).toBool());
        // Remembered for the next export.
        ExportDialog next(dir.filePath(QStringLiteral("hero.mdl")));
        QCOMPARE(next.quakeSkinOptions()->paletteEdit()->text(), game);
    }

    void exportWritesTheGamePalette()
    {
        QTemporaryDir dir;
        // A quad with a green texture, which only the game's palette holds.
        QImage texture(8, 8, QImage::Format_RGB32);
        texture.fill(kGreen);
        QVERIFY(texture.save(dir.filePath(QStringLiteral("green.png"))));
        QVERIFY(put(dir.filePath(QStringLiteral("quad.iqe")),
                    "# Inter-Quake Export\nmesh quad\nmaterial green.png\n"
                    "vp 0 0 0\nvt 0 0\nvp 16 0 0\nvt 1 0\nvp 0 16 0\nvt 0 1\nvp 16 16 0\nvt 1 1\n"
                    "fm 0 2 1\nfm 1 2 3\n"));
        QVERIFY(put(dir.filePath(QStringLiteral("mine.lmp")), greenPalette()));
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openFile(dir.filePath(QStringLiteral("quad.iqe"))));
        const QString out = dir.filePath(QStringLiteral("out/quad.mdl"));
        onNextModal([&](QWidget *modal) {
            auto *dialog = qobject_cast<ExportDialog *>(modal);
            if (!dialog)
                return;
            dialog->targetCombo()->setCurrentIndex(0);
            dialog->pathEdit()->setText(out);
            dialog->quakeSkinOptions()->paletteEdit()->setText(dir.filePath(QStringLiteral("mine.lmp")));
            dialog->accept();
        });
        window.findChild<QAction *>(QStringLiteral("export"))->trigger();
        QTRY_VERIFY(QFileInfo::exists(out));
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray mdl = file.readAll();
        QVERIFY(mdl.size() > 88);
        const int width = quake::readI32(mdl.constData() + 52), height = quake::readI32(mdl.constData() + 56);
        const QByteArray skin = mdl.mid(88, qsizetype(width) * height);
        // The folder made; the texture found beside the source (not the
        // output) and mapped to the palette chosen.
        QCOMPARE(width, 8);
        QCOMPARE(int(skin.count(char(77))), width * height - 1);
        QCOMPARE(int(skin[0]), 0); // against the engines' background fill
        if (auto *report = window.findChild<ExportReport *>())
            report->close();
    }
};

QTEST_MAIN(TestExportDialogQuake)
#include "tst_export_dialog_quake.moc"
