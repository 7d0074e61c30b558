// Clip names matched to a game's animation slots the way people and
// exporters name clips (the Cal3D paladin's "paladin_walk", Blender's
// "Armature|Run", Mixamo's "mixamo.com", FBX's "Take 001"), and the check's
// finding when most slots play one clip while others play in none.
#include "io/Formats.h"
#include "io/targets/AnimationMap.h"
#include "io/targets/EngineTarget.h"

#include <QFileInfo>
#include <QTemporaryDir>
#include <QtTest>

using namespace quarry;

namespace {

Model withClips(const QStringList &names)
{
    Model model;
    for (const QString &name : names) {
        Animation a;
        a.name = name;
        a.fps = 30;
        a.duration = 1;
        model.animations << a;
    }
    return model;
}

int slotIndex(const QList<AnimationSlot> &order, const QString &name)
{
    for (int s = 0; s < order.size(); ++s)
        if (order[s].name == name)
            return s;
    return -1;
}

// The slots of `order` that play clip `clip` of `map`.
QStringList slotsPlaying(const QList<AnimationSlot> &order, const AnimationMap &map, int clip)
{
    QStringList playing;
    for (int s = 0; s < order.size(); ++s)
        if (map.value(s, -1) == clip)
            playing << order[s].name;
    return playing;
}

} // namespace

class TestAnimationSlots : public QObject
{
    Q_OBJECT

private slots:
    // One clip alone: the Quake III slots and Xonotic framegroups it plays
    // in, proposed from its name (no other clip, no shared prefix).
    void clipNames_data()
    {
        QTest::addColumn<QString>("clip");
        QTest::addColumn<QStringList>("quake3");
        QTest::addColumn<QStringList>("xonotic");
        using L = QStringList;
        const auto row = [](const char *clip, L q3, L xon) {
            QTest::newRow(clip) << QString::fromUtf8(clip) << q3 << xon;
        };
        row("paladin_walk", L{"LEGS_WALK"}, L{"run"});
        row("paladin_jog", L{"LEGS_RUN"}, L{"run"});
        row("paladin_shoot_arrow", L{"TORSO_ATTACK"}, L{"shoot"});
        row("paladin_wave", L{"TORSO_GESTURE"}, L{"taunt"});
        row("paladin_sneak", L{"LEGS_WALKCR"}, L{"duckwalk"});
        row("paladin_idle", L{"TORSO_STAND", "LEGS_IDLE"}, L{"idle"});
        row("paladin_strut", L{}, L{});
        row("mixamo.com", L{}, L{});
        row("Take 001", L{}, L{});
        row("Armature|Run", L{"LEGS_RUN"}, L{"run"});
        row("Armature|Idle", L{"TORSO_STAND", "LEGS_IDLE"}, L{"idle"});
        row("RunForward", L{"LEGS_RUN"}, L{"run"});
        row("Sprint", L{"LEGS_RUN"}, L{"run"});
        row("Walking", L{"LEGS_WALK"}, L{"run"});
        row("Breathing Idle", L{"TORSO_STAND", "LEGS_IDLE"}, L{"idle"});
        row("Fire", L{"TORSO_ATTACK"}, L{"shoot"});
        row("Taunt", L{"TORSO_GESTURE"}, L{"taunt"});
        row("die", L{"BOTH_DEATH1"}, L{"dieone"});
        row("Death_01", L{"BOTH_DEATH1"}, L{"dieone"});
        row("Death2", L{"BOTH_DEATH2"}, L{"dietwo"});
        row("Crouch_Walk", L{"LEGS_WALKCR"}, L{"duckwalk"});
        row("CrouchIdle", L{"LEGS_IDLECR"}, L{"duckidle"});
        row("jump", L{"LEGS_JUMP"}, L{"jump"});
        row("walk_back", L{"LEGS_BACK"}, L{"runbackwards"});
    }

    void clipNames()
    {
        QFETCH(QString, clip);
        QFETCH(QStringList, quake3);
        QFETCH(QStringList, xonotic);
        const Model model = withClips({clip});
        // Slots named as proposals only: fallbacks are not proposals.
        const QList<AnimationSlot> q3 = quake3AnimationSlots();
        const QList<AnimationSlot> xon = findEngineTarget(QStringLiteral("xonotic"))->animationOrder;
        QStringList got = slotsPlaying(q3, proposeAnimationMap(q3, model), 0);
        QVERIFY2(got == quake3, qPrintable(got.join(QLatin1Char(' '))));
        got = slotsPlaying(xon, proposeAnimationMap(xon, model), 0);
        // Xonotic's run also takes walk.
        QVERIFY2(got == xonotic, qPrintable(got.join(QLatin1Char(' '))));
    }

    // The paladin's seven clips: walk, jog, shoot, wave and sneak each in
    // their slot, idle standing; only the strut is left out.
    void paladinClips()
    {
        const Model model = withClips({QStringLiteral("paladin_idle"), QStringLiteral("paladin_walk"),
                                       QStringLiteral("paladin_jog"), QStringLiteral("paladin_shoot_arrow"),
                                       QStringLiteral("paladin_sneak"), QStringLiteral("paladin_strut"),
                                       QStringLiteral("paladin_wave")});
        const QList<AnimationSlot> q3 = quake3AnimationSlots();
        const AnimationMap map = proposeAnimationMap(q3, model);
        QCOMPARE(map[slotIndex(q3, QStringLiteral("LEGS_IDLE"))], 0);
        QCOMPARE(map[slotIndex(q3, QStringLiteral("TORSO_STAND"))], 0);
        QCOMPARE(map[slotIndex(q3, QStringLiteral("LEGS_WALK"))], 1);
        QCOMPARE(map[slotIndex(q3, QStringLiteral("LEGS_RUN"))], 2);
        QCOMPARE(map[slotIndex(q3, QStringLiteral("TORSO_ATTACK"))], 3);
        QCOMPARE(map[slotIndex(q3, QStringLiteral("LEGS_WALKCR"))], 4);
        QCOMPARE(map[slotIndex(q3, QStringLiteral("TORSO_GESTURE"))], 6);
        QVERIFY(!map.contains(5));
        QVERIFY(checkAnimationSlots(model, *findEngineTarget(QStringLiteral("ioquake3"))).isEmpty());
        QVERIFY(checkAnimationSlots(model, *findEngineTarget(QStringLiteral("xonotic"))).isEmpty());
    }

    // A Mixamo download and an FBX take: nothing tells the slots, every
    // slot would play the first clip: the check says so and names the clip
    // left out; an --animation-map placing the other clip answers it.
    void allSlotsPlayOneClip()
    {
        const Model model = withClips({QStringLiteral("mixamo.com"), QStringLiteral("Take 001")});
        const QList<TargetFinding> q3 = checkAnimationSlots(model, *findEngineTarget(QStringLiteral("ioquake3")));
        QCOMPARE(q3.size(), 1);
        QCOMPARE(q3[0].kind, TargetFinding::Kind::AnimationSlots);
        QVERIFY(!q3[0].fixable);
        QVERIFY2(q3[0].message.startsWith(QLatin1String("all 25 animation slots play \"mixamo.com\"; left out: "
                                                        "\"Take 001\"")),
                 qPrintable(q3[0].message));
        QVERIFY(q3[0].message.contains(QLatin1String("--animation-map")));
        const QList<TargetFinding> xon = checkAnimationSlots(model, *findEngineTarget(QStringLiteral("xonotic")));
        QCOMPARE(xon.size(), 1);
        QVERIFY2(xon[0].message.startsWith(QLatin1String("all 31 animation slots")), qPrintable(xon[0].message));
        // Walk named, the rest unnamed: the walk plays in LEGS_WALK and
        // the slots falling back to it, the first clip in the 22 others.
        const Model walk = withClips({QStringLiteral("Take 001"), QStringLiteral("walk"), QStringLiteral("Take 002")});
        const QList<TargetFinding> most = checkAnimationSlots(walk, *findEngineTarget(QStringLiteral("ioquake3")));
        QCOMPARE(most.size(), 1);
        QVERIFY2(most[0].message.startsWith(QLatin1String("22 of 25 animation slots play \"Take 001\"; left out: "
                                                          "\"Take 002\"")),
                 qPrintable(most[0].message));
        // Given a map placing the other clip, nothing is left out.
        const Model idle = withClips({QStringLiteral("idle"), QStringLiteral("Take 001")});
        QCOMPARE(checkAnimationSlots(idle, *findEngineTarget(QStringLiteral("ioquake3"))).size(), 1);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("map.txt"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("LEGS_WALK = Take 001\n");
        file.close();
        QVERIFY(checkAnimationSlots(idle, *findEngineTarget(QStringLiteral("ioquake3")), path).isEmpty());
        // One clip: nothing is left out.
        QVERIFY(checkAnimationSlots(withClips({QStringLiteral("mixamo.com")}),
                                    *findEngineTarget(QStringLiteral("ioquake3")))
                    .isEmpty());
    }

    // The corpus paladin as read: its clips as above.
    void paladinFromTheCorpus()
    {
        const QString cfg = QStringLiteral(QUARRY_CORPUS_DIR "/real/cal3d/paladin/paladin.cfg");
        if (!QFileInfo::exists(cfg))
            QSKIP("the corpus (../shared/corpus) is not there");
        const ReadResult read = readModelFile(cfg);
        QVERIFY(read.ok());
        const QList<AnimationSlot> q3 = quake3AnimationSlots();
        const AnimationMap map = proposeAnimationMap(q3, read.model);
        QStringList placed;
        for (int s = 0; s < q3.size(); ++s)
            if (map[s] >= 0)
                placed << q3[s].name + QLatin1Char('=') + read.model.animations[map[s]].name;
        QCOMPARE(placed.join(QLatin1Char(' ')),
                 QStringLiteral("TORSO_GESTURE=paladin_wave TORSO_ATTACK=paladin_shoot_arrow "
                                "TORSO_STAND=paladin_idle "
                                "LEGS_WALKCR=paladin_sneak LEGS_WALK=paladin_walk LEGS_RUN=paladin_jog "
                                "LEGS_IDLE=paladin_idle"));
        QVERIFY(checkAnimationSlots(read.model, *findEngineTarget(QStringLiteral("ioquake3"))).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestAnimationSlots)
#include "tst_animation_slots.moc"
