// File > Export for Engine drives an ioquake3 export of the Cal3D paladin
// (a 3ds Max Biped) through the dialog's own widgets: the torso, head and
// weapon joints picked from the skeleton (the viewport colouring the parts
// as they will be split while they are chosen), a slot of the animation
// table edited, the player pictured against the game's box; then the
// files: the legs in lower.md3, animation.cfg's slots from the clips
// chosen, the slot table beside the export, and a report naming only the
// files written. Also where the export writes by default and what Browse
// offers.
#include "EditorWindowTestSupport.h"
#include "editor/AnimationSlotTable.h"
#include "editor/DocumentFiles.h"
#include "editor/ExportPaths.h"
#include "editor/ExportReport.h"
#include "editor/PlayerBoxPreview.h"
#include "editor/PlayerJointPickers.h"

#include "views/timeline/TimelineView.h"

#include <QProcess>
#include <QPushButton>
#include <QTextBrowser>

using namespace quarry;
using namespace quarry::editortest;

namespace {

QString paladinDir()
{
    return QStringLiteral(QUARRY_CORPUS_DIR "/real/cal3d/paladin");
}

int clipNamed(const Model &model, const QString &name)
{
    for (int a = 0; a < model.animations.size(); ++a)
        if (model.animations[a].name == name)
            return a;
    return -1;
}

// The lowest and highest Z of a model's vertices as stored.
std::pair<float, float> heightRange(const Model &model)
{
    float low = INFINITY, high = -INFINITY;
    for (const Mesh &mesh : model.meshes)
        for (const QVector3D &p : mesh.positions) {
            low = std::min(low, p.z());
            high = std::max(high, p.z());
        }
    return {low, high};
}

// animation.cfg's `first num loop fps // SLOT` line for a slot: num and fps.
std::pair<int, double> slotFrames(const QByteArray &config, const QString &slot)
{
    for (const QByteArray &line : config.split('\n')) {
        const qsizetype comment = line.indexOf("//");
        if (comment < 0 || QString::fromUtf8(line.mid(comment + 2)).trimmed() != slot)
            continue;
        const QList<QByteArray> fields = line.left(comment).simplified().split(' ');
        if (fields.size() >= 4)
            return {fields[1].toInt(), fields[3].toDouble()};
    }
    return {-1, 0};
}

int count(const QImage &image, bool (*test)(QRgb))
{
    int n = 0;
    const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
    for (int y = 0; y < rgb.height(); ++y)
        for (int x = 0; x < rgb.width(); ++x)
            n += test(rgb.pixel(x, y));
    return n;
}

int lowerVertices(const QList<QList<QVector4D>> &colors)
{
    int n = 0;
    for (const QList<QVector4D> &mesh : colors)
        for (const QVector4D &c : mesh)
            n += c == PlayerJointPickers::partColor(PlayerJointPickers::Lower);
    return n;
}

} // namespace

class TestExportDialogPlayer : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("QuarryTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_export_dialog_player"));
        QSettings().clear();
    }

    void paladinForIoquake3ThroughTheDialog()
    {
        if (!QFileInfo::exists(paladinDir()))
            QSKIP("../shared/corpus is absent");
        MainWindow window;
        window.resize(1200, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openFile(paladinDir() + QStringLiteral("/paladin.cfg")));
        const Model source = window.document()->model();
        const int shoot = clipNamed(source, QStringLiteral("paladin_shoot_arrow"));
        const int walk = clipNamed(source, QStringLiteral("paladin_walk"));
        const int idle = clipNamed(source, QStringLiteral("paladin_idle"));
        QVERIFY(shoot >= 0 && walk >= 0 && idle >= 0);
        auto *view = window.findChild<ViewportWidget *>();
        QVERIFY(view);
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("paladin.iqm"));

        int lowerWithSpine = -1, lowerWithNeck = -1, shownLower = -1, bluePixels = 0, orangePixels = 0;
        bool prefilled = false, colouredWhileOpen = false, leftOutBefore = false, leftOutAfter = true;
        float previewHeight = 0, previewFloor = 0;
        int attackSlot = -1;
        bool tableAboveButtons = false;
        // Keys selected on the timeline: the dialog offers their range to
        // the slot table.
        QVERIFY(window.document()->currentAnimation() >= 0);
        auto *timeline = window.findChild<TimelineView *>();
        QVERIFY(timeline);
        KeySelection keys;
        keys.insert(0, 0.5f);
        keys.insert(0, 1.5f);
        timeline->setKeySelection(keys);
        bool selectionOffered = false;
        onNextModal([&](QWidget *modal) {
            auto *dialog = qobject_cast<ExportDialog *>(modal);
            if (!dialog)
                return;
            selectionOffered = dialog->useSelectionButton()->isEnabled();
            if (const QByteArray shots = qgetenv("QUARRY_EXPORT_DIALOG_SHOTS"); !shots.isEmpty()) {
                // Another engine's slots, and no engine: the file's settings alone.
                dialog->move(250, 60);
                for (const QString &id : {QStringLiteral("xonotic"), QStringLiteral("none")}) {
                    dialog->targetCombo()->setCurrentIndex(std::max(0, dialog->targetCombo()->findData(id)));
                    QTest::qWait(500);
                    QProcess::execute(QStringLiteral("/usr/bin/import"),
                                      {QStringLiteral("-window"), QStringLiteral("root"),
                                       QDir(QString::fromLocal8Bit(shots))
                                           .filePath(QStringLiteral("export-dialog-paladin-%1.png").arg(id))});
                }
            }
            dialog->setTarget(QStringLiteral("ioquake3"));
            dialog->pathEdit()->setText(out);
            dialog->fpsSpin()->setValue(15);
            PlayerJointPickers *joints = dialog->jointPickers();
            // Prefilled with what the export finds in a Biped.
            prefilled = joints->torsoJoint() == QLatin1String("Bip01 Spine")
                        && joints->headJoint() == QLatin1String("Bip01 Head");
            // The neck as the torso: the chest goes with the legs.
            joints->torsoCombo()->setCurrentIndex(joints->torsoCombo()->findData(QStringLiteral("Bip01 Neck")));
            QCoreApplication::processEvents();
            lowerWithNeck = int(joints->partVertices()[PlayerJointPickers::Lower]);
            joints->torsoCombo()->setCurrentIndex(joints->torsoCombo()->findData(QStringLiteral("Bip01 Spine")));
            joints->weaponCombo()->setCurrentIndex(joints->weaponCombo()->findData(QStringLiteral("Bip01 R Hand")));
            QCoreApplication::processEvents();
            lowerWithSpine = int(joints->partVertices()[PlayerJointPickers::Lower]);
            colouredWhileOpen = view->showsPartColors();
            shownLower = lowerVertices(joints->partColors());
            // The viewport draws the parts in their colours.
            RenderSettings settings = view->settings();
            settings.grid = false;
            settings.bones = false;
            view->setSettings(settings);
            view->setSingleView(Camera::View::Front);
            view->frameAll();
            const QImage shot = view->grabFramebuffer().copy(view->viewRect(0));
            bluePixels = count(shot, [](QRgb c) { return qBlue(c) > qRed(c) + 60 && qBlue(c) > qGreen(c) + 20; });
            orangePixels = count(shot, [](QRgb c) { return qRed(c) > qBlue(c) + 80 && qGreen(c) > qBlue(c) + 20; });
            // The slot table: TORSO_ATTACK plays the arrow shot.
            AnimationSlotTable *table = dialog->slotTable();
            for (int s = 0; s < table->slotCount(); ++s)
                if (table->slotName(s) == QLatin1String("TORSO_ATTACK"))
                    attackSlot = s;
            // Proposed for TORSO_ATTACK by its words; set to the game's
            // fallback, the check names the arrow shot as playing nowhere.
            table->setClip(attackSlot, -1);
            leftOutBefore = dialog->targetFindingsLabel()->text().contains(QLatin1String("paladin_shoot_arrow"));
            table->setClip(attackSlot, shoot);
            leftOutAfter = dialog->targetFindingsLabel()->text().contains(QLatin1String("paladin_shoot_arrow"));
            // Everything shown has its room: the table ends above the buttons.
            auto *buttons = dialog->findChild<QDialogButtonBox *>();
            tableAboveButtons = buttons
                                && table->mapTo(dialog, QPoint(0, table->height())).y()
                                       <= buttons->mapTo(dialog, QPoint(0, 0)).y();
            previewHeight = dialog->preview()->bounds().size().z();
            previewFloor = dialog->preview()->bounds().min.z();
            if (const QByteArray shots = qgetenv("QUARRY_EXPORT_DIALOG_SHOTS"); !shots.isEmpty()) {
                // The dialog whole, then the viewport's part colours beside it.
                auto shoot = [&](const QString &name) {
                    QTest::qWait(500);
                    QProcess::execute(QStringLiteral("/usr/bin/import"),
                                      {QStringLiteral("-window"), QStringLiteral("root"),
                                       QDir(QString::fromLocal8Bit(shots)).filePath(name)});
                };
                window.resize(1600, 1000);
                dialog->move(250, 60);
                shoot(QStringLiteral("export-dialog-paladin-ioquake3.png"));
                dialog->move(1250, 60);
                view->frameAll();
                shoot(QStringLiteral("export-dialog-paladin-parts-in-viewport.png"));
            }
            dialog->accept();
        });
        window.findChild<QAction *>(QStringLiteral("exportForEngine"))->trigger();

        QVERIFY(prefilled);
        QVERIFY(selectionOffered);
        QVERIFY2(lowerWithSpine >= 0 && lowerWithNeck > lowerWithSpine + 200,
                 qPrintable(QStringLiteral("%1 %2").arg(lowerWithSpine).arg(lowerWithNeck)));
        QVERIFY(colouredWhileOpen);
        QCOMPARE(shownLower, lowerWithSpine);
        QVERIFY2(bluePixels > 300 && orangePixels > 300,
                 qPrintable(QStringLiteral("%1 blue, %2 orange").arg(bluePixels).arg(orangePixels)));
        QVERIFY(!view->showsPartColors()); // gone with the dialog
        QVERIFY(attackSlot >= 0);
        QVERIFY(tableAboveButtons);
        QVERIFY(leftOutBefore);
        QVERIFY(!leftOutAfter);
        QVERIFY2(qAbs(previewHeight - 56) < 0.5f, qPrintable(QString::number(previewHeight)));
        QVERIFY2(qAbs(previewFloor + 24) < 0.5f, qPrintable(QString::number(previewFloor)));
        QCOMPARE(window.document()->model(), source); // the document is untouched

        // The split: the legs in lower.md3, from the floor to the hips;
        // upper.md3 (stored in tag_torso's space) without them.
        const QString folder = dir.filePath(QStringLiteral("models/players/paladin/"));
        const ReadResult lower = readModelFile(folder + QStringLiteral("lower.md3"));
        const ReadResult upper = readModelFile(folder + QStringLiteral("upper.md3"));
        QVERIFY2(lower.ok() && upper.ok(), "lower.md3 and upper.md3 read");
        const auto [lowerLow, lowerHigh] = heightRange(lower.model);
        const auto [upperLow, upperHigh] = heightRange(upper.model);
        const QString spans =
            QStringLiteral("lower %1..%2, upper %3..%4").arg(lowerLow).arg(lowerHigh).arg(upperLow).arg(upperHigh);
        QVERIFY2(qAbs(lowerLow + 24) < 1, qPrintable(spans));
        QVERIFY2(lowerHigh - lowerLow > 0.3f * 56 && lowerHigh - lowerLow < 0.75f * 56, qPrintable(spans));
        QVERIFY2(upperHigh - upperLow < 0.75f * 56, qPrintable(spans));
        qInfo().noquote() << spans;

        // animation.cfg: the edited slot plays the shot (the map beside it
        // says so), the walk its clip.
        QFile cfg(folder + QStringLiteral("animation.cfg"));
        QVERIFY(cfg.open(QIODevice::ReadOnly));
        const QByteArray config = cfg.readAll();
        auto lasts = [&](const QString &slot, int clip) {
            const auto [frames, fps] = slotFrames(config, slot);
            const double seconds = fps > 0 ? (frames - 1) / fps : -1;
            return frames > 0 && qAbs(seconds - source.animations[clip].duration) <= 1.0 / fps + 1e-6;
        };
        // The shot (237 frames) held to the 6 frames the game's weapon is
        // synced to, at OpenArena's 15 a second.
        QVERIFY2(!lasts(QStringLiteral("TORSO_ATTACK"), shoot), config.constData());
        QCOMPARE(slotFrames(config, QStringLiteral("TORSO_ATTACK")), std::make_pair(6, 15.0));
        QVERIFY2(lasts(QStringLiteral("LEGS_WALK"), walk), config.constData());
        QVERIFY2(lasts(QStringLiteral("TORSO_STAND"), idle), config.constData());
        // The table, beside the export, as --animation-map reads it.
        QFile map(dir.filePath(QStringLiteral("paladin.animation-map.txt")));
        QVERIFY(map.open(QIODevice::ReadOnly));
        QVERIFY(map.readAll().contains("TORSO_ATTACK = paladin_shoot_arrow\n"));

        // The report scrolls and names the files written, not paladin.iqm.
        auto *report = window.findChild<ExportReport *>();
        QVERIFY(report);
        const QString text = report->browser()->toPlainText();
        QVERIFY2(text.contains(QLatin1String("models/players/paladin/lower.md3")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("paladin.animation-map.txt")), qPrintable(text));
        QVERIFY2(!text.contains(QLatin1String("paladin.iqm")), qPrintable(text));
        QVERIFY(report->height() < 700);
        const QString lowerLink = report->browser()->toHtml();
        QVERIFY(lowerLink.contains(QUrl::fromLocalFile(folder + QStringLiteral("lower.md3")).toString()));
        QCOMPARE(ExportReport::folderOf(QUrl::fromLocalFile(folder + QStringLiteral("lower.md3"))),
                 QFileInfo(folder + QStringLiteral("lower.md3")).absolutePath());
        // The folder is remembered for the next export.
        QCOMPARE(
            QFileInfo(defaultExportPath(QStringLiteral("/elsewhere/knight.cfg"), QStringLiteral("iqm"))).absolutePath(),
            QFileInfo(dir.path()).absoluteFilePath());
        if (const QByteArray shots = qgetenv("QUARRY_EXPORT_DIALOG_SHOTS"); !shots.isEmpty()) {
            report->move(300, 200);
            QTest::qWait(500);
            QProcess::execute(QStringLiteral("/usr/bin/import"),
                              {QStringLiteral("-window"), QStringLiteral("root"),
                               QDir(QString::fromLocal8Bit(shots)).filePath(QStringLiteral("export-report.png"))});
        }
        report->close();
    }

    // The joint chosen is the one the export splits at: Bip01 Neck takes
    // the chest into lower.md3 and leaves upper.md3 the arms and shoulders.
    void chosenTorsoReachesTheExport()
    {
        if (!QFileInfo::exists(paladinDir()))
            QSKIP("../shared/corpus is absent");
        MainWindow window;
        window.show();
        QVERIFY(window.openFile(paladinDir() + QStringLiteral("/paladin.cfg")));
        QTemporaryDir dir;
        onNextModal([&](QWidget *modal) {
            auto *dialog = qobject_cast<ExportDialog *>(modal);
            if (!dialog)
                return;
            dialog->setTarget(QStringLiteral("ioquake3"));
            dialog->pathEdit()->setText(dir.filePath(QStringLiteral("paladin.iqm")));
            QComboBox *torso = dialog->jointPickers()->torsoCombo();
            torso->setCurrentIndex(torso->findData(QStringLiteral("Bip01 Neck")));
            dialog->accept();
        });
        window.findChild<QAction *>(QStringLiteral("exportForEngine"))->trigger();
        const QString folder = dir.filePath(QStringLiteral("models/players/paladin/"));
        const ReadResult lower = readModelFile(folder + QStringLiteral("lower.md3"));
        const ReadResult upper = readModelFile(folder + QStringLiteral("upper.md3"));
        QVERIFY2(lower.ok() && upper.ok(), "lower.md3 and upper.md3 read");
        const auto [upperLow, upperHigh] = heightRange(upper.model);
        const auto [lowerLow, lowerHigh] = heightRange(lower.model);
        // lower.md3 reaches from the feet up to the neck, upper.md3 holds
        // little more than the shoulders and arms.
        QVERIFY2(lowerHigh - lowerLow > 0.75f * 56 && upperHigh - upperLow < 0.2f * 56,
                 qPrintable(QStringLiteral("lower %1..%2, upper %3..%4")
                                .arg(lowerLow)
                                .arg(lowerHigh)
                                .arg(upperLow)
                                .arg(upperHigh)));
        if (auto *report = window.findChild<ExportReport *>())
            report->close();
    }

    void defaultFolderIsWritableAndBrowseFiltersTheFormat()
    {
        QSettings().clear();
        QTemporaryDir dir;
        // The model's own folder when it can be written.
        QCOMPARE(defaultExportPath(dir.filePath(QStringLiteral("hero.cfg")), QStringLiteral("iqm")),
                 dir.filePath(QStringLiteral("hero.iqm")));
        // Not where it cannot (a folder that is not there stands for a read-only one).
        const QString elsewhere = defaultExportPath(QStringLiteral("/nonexistent/shipped/hero.cfg"),
                                                    QStringLiteral("iqm"));
        QVERIFY2(!elsewhere.startsWith(QLatin1String("/nonexistent")), qPrintable(elsewhere));
        QVERIFY(folderWritable(QFileInfo(elsewhere).absolutePath()));
        // The last folder wins while it can be written.
        rememberExportFolder(dir.path());
        QCOMPARE(QFileInfo(defaultExportPath(QStringLiteral("/nonexistent/shipped/hero.cfg"), QStringLiteral("iqm")))
                     .absolutePath(),
                 QFileInfo(dir.path()).absoluteFilePath());
        // A folder that cannot be written is refused before anything is converted.
        ExportDialog dialog(QStringLiteral("/proc/self/quarry/hero.iqm"));
        QString refusal;
        onNextModal([&refusal](QWidget *modal) {
            if (auto *box = qobject_cast<QMessageBox *>(modal)) {
                refusal = box->text();
                box->accept();
            }
        });
        dialog.accept();
        QVERIFY2(refusal.contains(QLatin1String("/proc/self cannot be written into")), qPrintable(refusal));
        QCOMPARE(dialog.result(), int(QDialog::Rejected));
        QString selected;
        const QStringList filters = exportFilters(QStringLiteral("iqm"), &selected);
        QVERIFY2(selected.contains(QLatin1String("*.iqm")) && !selected.contains(QLatin1String("*.iqe")),
                 qPrintable(selected));
        QCOMPARE(filters.first(), selected);
        QCOMPARE(filters.count(selected), 1);
    }
};

QTEST_MAIN(TestExportDialogPlayer)
#include "tst_export_dialog_player.moc"
