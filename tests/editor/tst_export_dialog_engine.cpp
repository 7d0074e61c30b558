// The Export dialog's engine settings for ioquake3: its player takes levels
// of detail; "One model" switches to the one-IQM form, which draws none and
// goes to models/players/NAME/NAME.iqm; other engines offer no such choice.
// Both the dialog and the Validation dock's Target box say when a part of
// the player holds more frames than MD3 can, when its parts take more of
// the game's memory than it can spare, and when the game would draw
// triangles inside out.
#include "editor/AnimationSlotTable.h"
#include "editor/ExportDialog.h"
#include "editor/PlayerBoxPreview.h"
#include "io/targets/AnimationMap.h"
#include "io/targets/EngineTarget.h"
#include "model/Document.h"
#include "targets/TargetModels.h"
#include "views/TargetCheckBox.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>

using namespace quarry;
using namespace quarry::test;

namespace {

// A chain hips -> spine -> head with a short walk and a wave (TORSO_GESTURE)
// of 1,101 frames (110 s at 10 a second), which upper.md3 would hold beside
// the walk and the fixed-length slots' copies of it.
Model longGesture()
{
    Model model = riggedSphere(8, 8, 3);
    const char *names[] = {"hips", "spine", "head"};
    for (int j = 0; j < 3; ++j)
        model.skeleton.joints[j].name = QLatin1String(names[j]);
    Animation walk = swayAnimation(1, 0.5);
    walk.name = QStringLiteral("walk");
    Animation attack = swayAnimation(2, 110);
    attack.name = QStringLiteral("wave");
    model.animations = {walk, attack};
    return model;
}

// The chain in a finer sphere waving for 3,000 s at 10 frames a second:
// upper.md3's frames take more of the game's memory than it can spare.
Model endlessGesture()
{
    Model model = longGesture();
    const Model fine = riggedSphere(16, 16, 3);
    model.meshes = fine.meshes;
    model.animations[1] = swayAnimation(2, 3000);
    model.animations[1].name = QStringLiteral("wave");
    return model;
}

} // namespace

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
        // The way the player faces: found from the rig, or chosen.
        QVERIFY(dialog.facingCombo()->isEnabled());
        QCOMPARE(dialog.facing(), QStringLiteral("auto"));
        dialog.facingCombo()->setCurrentIndex(dialog.facingCombo()->findData(QStringLiteral("-y")));
        QCOMPARE(dialog.facing(), QStringLiteral("-y"));

        dialog.singleModelCheck()->setChecked(true);
        QVERIFY(!dialog.facingCombo()->isEnabled()); // one model is not turned
        QCOMPARE(dialog.facing(), QString());
        QVERIFY(dialog.singleModel());
        QVERIFY(!dialog.lodsSpin()->isEnabled()); // ioquake3 draws no IQM levels of detail
        QCOMPARE(dialog.lods(), 0);
        QVERIFY2(dialog.targetFindingsLabel()->text().contains(QLatin1String("NAME.iqm")),
                 qPrintable(dialog.targetFindingsLabel()->text()));

        dialog.setTarget(QStringLiteral("xonotic"));
        QVERIFY(!dialog.facingCombo()->isEnabled()); // still not a player
        QVERIFY(dialog.singleModelCheck()->isEnabled()); // a player target: a model may say it is not one
        QVERIFY(dialog.singleModel());
        dialog.singleModelCheck()->setChecked(false);
        QVERIFY(dialog.facingCombo()->isEnabled()); // every player target turns the player
        dialog.setTarget(QStringLiteral("dhewm3"));
        QVERIFY(!dialog.singleModelCheck()->isEnabled()); // no player conventions
        QVERIFY(!dialog.facingCombo()->isEnabled());
        dialog.setTarget(QStringLiteral("xonotic"));
        QVERIFY(dialog.lodsSpin()->isEnabled());
    }

    // Root motion: the default (in place for a player, else kept), in
    // place, or kept, handed to the conversion.
    void rootMotionChosen()
    {
        ExportDialog dialog(QStringLiteral("/tmp/hero.iqm"));
        QCOMPARE(dialog.settings().rootMotion, ConversionSettings::RootMotion::Default);
        QComboBox *combo = dialog.rootMotionCombo();
        QCOMPARE(combo->count(), 3);
        combo->setCurrentIndex(combo->findData(QStringLiteral("in-place")));
        QCOMPARE(dialog.settings().rootMotion, ConversionSettings::RootMotion::InPlace);
        combo->setCurrentIndex(combo->findData(QStringLiteral("keep")));
        QCOMPARE(dialog.settings().rootMotion, ConversionSettings::RootMotion::Keep);
    }

    // ioquake3's player as MD3 or IQM parts: only for that player; IQM has
    // no frame cap, so the long wave is no finding there.
    void playerFormatChosen()
    {
        ExportDialog dialog(QStringLiteral("/tmp/hero.iqm"));
        dialog.setModel(longGesture());
        dialog.setTarget(QStringLiteral("ioquake3"));
        QVERIFY(dialog.playerFormatCombo()->isEnabled());
        QCOMPARE(dialog.playerFormat(), QStringLiteral("md3"));
        // The weapon's slot lengths held unless the box says otherwise.
        QVERIFY(dialog.keepSlotLengthsCheck()->isEnabled());
        QVERIFY(!dialog.keepSlotLengths());
        dialog.keepSlotLengthsCheck()->setChecked(true);
        QVERIFY(dialog.keepSlotLengths());
        QVERIFY2(dialog.targetFindingsLabel()->text().contains(QLatin1String("upper.md3")),
                 qPrintable(dialog.targetFindingsLabel()->text()));
        dialog.playerFormatCombo()->setCurrentIndex(dialog.playerFormatCombo()->findData(QStringLiteral("iqm")));
        QCOMPARE(dialog.playerFormat(), QStringLiteral("iqm"));
        QVERIFY2(!dialog.targetFindingsLabel()->text().contains(QLatin1String("upper.md3")),
                 qPrintable(dialog.targetFindingsLabel()->text()));
        dialog.singleModelCheck()->setChecked(true);
        QVERIFY(!dialog.playerFormatCombo()->isEnabled());
        QCOMPARE(dialog.playerFormat(), QString());
        dialog.setTarget(QStringLiteral("xonotic"));
        QVERIFY(!dialog.playerFormatCombo()->isEnabled());
        QVERIFY(!dialog.keepSlotLengths());
    }

    // The check counts the weapon slots' frames as the box has them: a 60 s
    // attack held to 6 frames fits upper.md3, kept it does not.
    void keptSlotLengthsChecked()
    {
        Model model = longGesture();
        Animation idle = swayAnimation(1, 0.5);
        idle.name = QStringLiteral("idle");
        Animation attack = swayAnimation(2, 60);
        attack.name = QStringLiteral("attack");
        attack.fps = 30;
        model.animations = {idle, attack};
        ExportDialog dialog(QStringLiteral("/tmp/hero.iqm"));
        dialog.setModel(model);
        dialog.setTarget(QStringLiteral("ioquake3"));
        QVERIFY2(!dialog.targetFindingsLabel()->text().contains(QLatin1String("upper.md3")),
                 qPrintable(dialog.targetFindingsLabel()->text()));
        dialog.keepSlotLengthsCheck()->setChecked(true);
        QVERIFY2(dialog.targetFindingsLabel()->text().contains(QLatin1String("upper.md3")),
                 qPrintable(dialog.targetFindingsLabel()->text()));
    }

    // The player as the game will show it, before anything is written: the
    // kind taken, the game's box, and what the check finds.
    void playerShownAgainstTheBox()
    {
        ExportDialog dialog(QStringLiteral("/tmp/hero.iqm"));
        dialog.setModel(biped(0.01f));
        dialog.setTarget(QStringLiteral("xonotic"));
        QString text = dialog.targetFindingsLabel()->text();
        QVERIFY2(text.contains(QLatin1String("Taken as a player (a skeleton with a head joint (Bip01 Head))")),
                 qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("from Z = -24 to 45, it stands 69 units tall facing +X")),
                 qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("123 times too small")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("faces -Y")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("floats 24 units above the floor")), qPrintable(text));
        // Said to face +X: no facing finding.
        dialog.facingCombo()->setCurrentIndex(dialog.facingCombo()->findData(QStringLiteral("+x")));
        QVERIFY(!dialog.targetFindingsLabel()->text().contains(QLatin1String("faces -Y")));
        // A size chosen: kept, no size finding.
        dialog.sizeModeCombo()->setCurrentIndex(2);
        dialog.sizeSpin()->setValue(64);
        text = dialog.targetFindingsLabel()->text();
        QVERIFY2(text.contains(QLatin1String("it stands at the size chosen")), qPrintable(text));
        QVERIFY(!text.contains(QLatin1String("too small")));
        // A weapon (no skeleton) is not a player.
        dialog.setModel(sphereModel(6, 6));
        text = dialog.targetFindingsLabel()->text();
        QVERIFY2(text.contains(QLatin1String("Not a player (no skeleton")), qPrintable(text));
    }

    void frameLimitShown()
    {
        ExportDialog dialog(QStringLiteral("/tmp/hero.iqm"));
        dialog.fpsSpin()->setValue(0); // keep the rates
        dialog.setModel(longGesture());
        dialog.setTarget(QStringLiteral("ioquake3"));
        const QString text = dialog.targetFindingsLabel()->text();
        QVERIFY2(text.contains(QLatin1String("Frames in upper.md3: 1122")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("--fps 9")), qPrintable(text));
        dialog.fpsSpin()->setValue(9); // counted at the rate the export resamples to: it fits
        QVERIFY2(!dialog.targetFindingsLabel()->text().contains(QLatin1String("Frames")),
                 qPrintable(dialog.targetFindingsLabel()->text()));
        dialog.fpsSpin()->setValue(0);
        dialog.singleModelCheck()->setChecked(true); // one IQM: no frame limit
        QVERIFY2(!dialog.targetFindingsLabel()->text().contains(QLatin1String("Frames")),
                 qPrintable(dialog.targetFindingsLabel()->text()));

        Document document;
        document.resetModel(longGesture());
        TargetCheckBox box(&document);
        box.setTargets(targetChoices());
        box.targetCombo()->setCurrentIndex(box.targetCombo()->findData(QStringLiteral("ioquake3")));
        // The frames, then the player's size and floor (a sphere 2 units tall around the origin).
        QCOMPARE(box.findings().size(), 3);
        QCOMPARE(box.findings()[0].kind, TargetFinding::Kind::Frames);
        QCOMPARE(box.findings()[1].kind, TargetFinding::Kind::PlayerSize);
        QCOMPARE(box.findings()[2].kind, TargetFinding::Kind::PlayerFloor);
        QVERIFY2(box.list()->item(0)->text().contains(QLatin1String("Frames in upper.md3: 1122")),
                 qPrintable(box.list()->item(0)->text()));
        QVERIFY2(box.list()->item(1)->text().contains(QLatin1String("times too small")),
                 qPrintable(box.list()->item(1)->text()));
        // Doom 3: no player conventions.
        box.targetCombo()->setCurrentIndex(box.targetCombo()->findData(QStringLiteral("dhewm3")));
        for (const TargetFinding &f : box.findings())
            QVERIFY(f.kind != TargetFinding::Kind::PlayerSize);
    }

    // The player's memory, as the export fits it: the dialog says what the
    // export does, or with a frame rate given that it cannot fix it; the
    // Validation dock's Target box says so too.
    void playerMemoryShown()
    {
        ExportDialog dialog(QStringLiteral("/tmp/hero.iqm"));
        dialog.fpsSpin()->setValue(0);
        dialog.setModel(endlessGesture());
        dialog.setTarget(QStringLiteral("ioquake3"));
        QString text = dialog.targetFindingsLabel()->text();
        QVERIFY2(text.contains(QLatin1String("Player memory (estimated)")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("export fixes it: frames fitted to ioquake3's memory")), qPrintable(text));
        dialog.fpsSpin()->setValue(10);
        text = dialog.targetFindingsLabel()->text();
        QVERIFY2(text.contains(QLatin1String("Player memory (estimated): at --fps 10")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("cannot be fixed on export")), qPrintable(text));
        dialog.fpsSpin()->setValue(0);
        dialog.singleModelCheck()->setChecked(true); // one IQM: not a player's parts
        QVERIFY2(!dialog.targetFindingsLabel()->text().contains(QLatin1String("Player memory")),
                 qPrintable(dialog.targetFindingsLabel()->text()));
        dialog.setModel(longGesture()); // fits
        dialog.singleModelCheck()->setChecked(false);
        QVERIFY2(!dialog.targetFindingsLabel()->text().contains(QLatin1String("Player memory")),
                 qPrintable(dialog.targetFindingsLabel()->text()));

        Document document;
        document.resetModel(endlessGesture());
        TargetCheckBox box(&document);
        box.setTargets(targetChoices());
        box.targetCombo()->setCurrentIndex(box.targetCombo()->findData(QStringLiteral("ioquake3")));
        QVERIFY(std::any_of(box.findings().cbegin(), box.findings().cend(), [](const TargetFinding &f) {
            return f.kind == TargetFinding::Kind::PlayerMemory && f.fixable;
        }));
    }

    // A model wound against its normals: the dialog and the Validation
    // dock's Target box say the export turns its triangles (the box
    // selecting them); "Keep the winding" leaves them, and says nothing.
    void inwardTrianglesShown()
    {
        Model inward = sphereModel(6, 6);
        for (Triangle &t : inward.meshes[0].triangles)
            std::swap(t[1], t[2]);
        ExportDialog dialog(QStringLiteral("/tmp/ball.iqm"));
        dialog.setModel(inward);
        dialog.setTarget(QStringLiteral("xonotic"));
        QVERIFY(dialog.keepWindingCheck()->isEnabled());
        QVERIFY(!dialog.keepWinding());
        const QString count = QString::number(inward.meshes[0].triangles.size());
        QString text = dialog.targetFindingsLabel()->text();
        QVERIFY2(text.contains(QStringLiteral("%1 of %1 triangles face inward as Xonotic draws them").arg(count)),
                 qPrintable(text));
        dialog.keepWindingCheck()->setChecked(true);
        QVERIFY(dialog.keepWinding());
        text = dialog.targetFindingsLabel()->text();
        QVERIFY2(!text.contains(QLatin1String("face inward")), qPrintable(text));

        Document document;
        document.resetModel(inward);
        TargetCheckBox box(&document);
        box.setTargets(targetChoices());
        box.targetCombo()->setCurrentIndex(box.targetCombo()->findData(QStringLiteral("dhewm3")));
        const auto winding = std::find_if(box.findings().cbegin(), box.findings().cend(), [](const TargetFinding &f) {
            return f.kind == TargetFinding::Kind::FaceWinding;
        });
        QVERIFY(winding != box.findings().cend());
        QCOMPARE(winding->selection.faces.value(0).size(), inward.meshes[0].triangles.size());
    }

    // The slot table written as a map file reads back as the same map,
    // names that would not (a comment sign, a name met before in another
    // case, none at all) written by index.
    void slotTableReadsBack()
    {
        Model model = biped();
        for (const char *name : {"walk", "idle # calm", "Walk", "", "attack"}) {
            Animation a = swayAnimation(1, 0.5);
            a.name = QLatin1String(name);
            model.animations << a;
        }
        AnimationSlotTable table;
        const QList<AnimationSlot> gameSlots = quake3AnimationSlots();
        table.setSlotsFor(gameSlots, model);
        QCOMPARE(table.slotCount(), int(gameSlots.size()));
        QCOMPARE(table.map(), proposeAnimationMap(gameSlots, model)); // prefilled with the proposal
        for (int s = 0; s < 5; ++s)
            table.setClip(s, s);
        table.setClip(5, -1);
        const QByteArray text = table.mapText();
        QVERIFY2(text.contains("BOTH_DEATH1 = walk\n"), text.constData());
        QVERIFY2(text.contains("= 1\n") && text.contains("= 2\n") && text.contains("= 3\n"), text.constData());
        const AnimationMapResult read = readAnimationMap(QStringLiteral("map.txt"), text, gameSlots, model);
        QVERIFY2(!read.error, read.error ? qPrintable(read.error->toString()) : "");
        QCOMPARE(read.map, table.map());
        QCOMPARE(table.clipsLeftOut(), QStringList());
    }

    // A range picked on the timeline: Use Timeline Selection gives the
    // chosen slot that part of the clip, written as SLOT = CLIP START END,
    // which the export reads as a range cut from the clip.
    void slotRangeFromTheTimeline()
    {
        ExportDialog dialog(QStringLiteral("/tmp/hero.iqm"));
        Model model = biped();
        Animation take = swayAnimation(2, 30.0);
        take.name = QStringLiteral("take1");
        model.animations = {take};
        dialog.setModel(model);
        dialog.setTarget(QStringLiteral("ioquake3"));
        QVERIFY(!dialog.useSelectionButton()->isEnabled()); // nothing selected
        dialog.setTimelineSelection(0, 12.5, 13.7);
        QVERIFY(dialog.useSelectionButton()->isEnabled());
        AnimationSlotTable *table = dialog.slotTable();
        int walk = -1;
        for (int s = 0; s < table->slotCount(); ++s)
            if (table->slotName(s) == QLatin1String("LEGS_WALK"))
                walk = s;
        QVERIFY(walk >= 0);
        QCOMPARE(table->range(walk), std::make_pair(0.0, 0.0));
        table->setCurrentCell(walk, 0);
        dialog.useSelectionButton()->click();
        QCOMPARE(table->clip(walk), 0);
        QCOMPARE(table->range(walk), std::make_pair(12.5, 13.7));
        const QByteArray text = dialog.animationMapText();
        QVERIFY2(text.contains("LEGS_WALK = take1 12.5 13.7\n"), text.constData());
        const AnimationMapResult read = readAnimationMap(QStringLiteral("slots.map"), text, quake3AnimationSlots(),
                                                         model);
        QVERIFY2(!read.error, qPrintable(read.error ? read.error->toString() : QString()));
        QCOMPARE(read.ranges.size(), 1);
        QVERIFY(std::abs(read.ranges[0].duration - 1.2) < 1e-6);
        QCOMPARE(read.map[walk], 1); // after the model's one clip
    }

    // The picture follows the options: the player at the game's height on
    // its floor, or at the height chosen; no box for a model that is not one.
    void previewFollowsTheOptions()
    {
        ExportDialog dialog(QStringLiteral("/tmp/hero.iqm"));
        dialog.setModel(biped(0.01f));
        dialog.setTarget(QStringLiteral("xonotic"));
        const Bounds &shown = dialog.preview()->bounds();
        QVERIFY2(qAbs(shown.size().z() - 69) < 0.1f, qPrintable(QString::number(shown.size().z())));
        QVERIFY2(qAbs(shown.min.z() + 24) < 0.1f, qPrintable(QString::number(shown.min.z())));
        dialog.sizeModeCombo()->setCurrentIndex(2);
        dialog.sizeSpin()->setValue(40);
        QVERIFY2(qAbs(dialog.preview()->bounds().size().z() - 40) < 0.1f,
                 qPrintable(QString::number(dialog.preview()->bounds().size().z())));
        // Drawn: the silhouette in both halves, the box's colour somewhere.
        dialog.preview()->resize(420, 180);
        const QImage image = dialog.preview()->grab().toImage().convertToFormat(QImage::Format_RGB32);
        int left = 0, right = 0, box = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x) {
                const QRgb c = image.pixel(x, y);
                const bool body = qRed(c) > 180 && qGreen(c) > 180 && qBlue(c) > 190 && y < image.height() - 24;
                (x < image.width() / 2 ? left : right) += body;
                box += qRed(c) > 200 && qGreen(c) > 160 && qBlue(c) < 100;
            }
        QVERIFY2(left > 50 && right > 50 && box > 20,
                 qPrintable(QStringLiteral("%1 %2 %3").arg(left).arg(right).arg(box)));
        dialog.sizeModeCombo()->setCurrentIndex(0);
        dialog.singleModelCheck()->setChecked(true); // not a player: kept at its size
        QVERIFY(dialog.preview()->bounds().size().z() < 1);
    }
};

QTEST_MAIN(TestExportDialogEngine)
#include "tst_export_dialog_engine.moc"
