// A Quake III player opened through the main window as a user does: the
// question whether to open the whole player (answered, remembered, not
// asked again), then a legs clip and a torso clip chosen with the keyboard
// in the timeline's two clip lists, and the viewport playing both: the legs
// their clip's frames, the torso the other's.
#include "EditorWindowTestSupport.h"
#include "io/Md3PlayerCheck.h"
#include "io/md3/Md3PlayerModel.h"
#include "model/LayeredPlayback.h"
#include "model/MorphPlayback.h"
#include "views/timeline/CompanionClipBox.h"
#include "views/timeline/TimelineDock.h"

using namespace quarry;
using namespace quarry::editortest;

namespace {

int animationNamed(const Model &model, const QString &name)
{
    for (int a = 0; a < model.animations.size(); ++a)
        if (model.animations[a].name == name)
            return a;
    return -1;
}

// Presses Down (then Up) in `box` until `wanted` is its current item's
// data: the clip chosen with the keyboard, as a user would.
bool chooseWithKeys(QComboBox *box, int wanted)
{
    box->setFocus();
    for (Qt::Key key : {Qt::Key_Down, Qt::Key_Up})
        for (int i = 0; i < box->count() && box->currentData().toInt() != wanted; ++i)
            QTest::keyClick(box, key);
    return box->currentData().toInt() == wanted;
}

int meshOfPart(const Model &model, const QString &prefix)
{
    for (int m = 0; m < model.meshes.size(); ++m)
        if (model.meshes[m].name.startsWith(prefix) && !model.meshes[m].morphs.isEmpty())
            return m;
    return -1;
}

} // namespace

class TestEditorPlayer : public QObject, private EditorWindowFixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("QuarryTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_editor_player"));
        QSettings().clear();
    }

    void init() { open(); }
    void cleanup() { close(); }

    void openTheWholePlayerAndPlayLegsWithTorso()
    {
        const QString folder = QStringLiteral(QUARRY_CORPUS_DIR)
                               + QStringLiteral("/real/md3/tremulous/models/tremulous/players/human_base");
        if (!QFileInfo::exists(folder))
            QSKIP("../shared/corpus/real is absent");
        QTemporaryDir dir;
        const QString player = quarry::test::playerCopy(dir, folder, QString());
        QVERIFY(!player.isEmpty());
        const QString upper = QDir(player).filePath(QStringLiteral("upper.md3"));

        bool asked = false;
        onNextModal([&asked](QWidget *modal) {
            auto *box = qobject_cast<QMessageBox *>(modal);
            QVERIFY(box);
            QCOMPARE(box->objectName(), QStringLiteral("playerQuestion"));
            asked = true;
            auto *remember = box->findChild<QCheckBox *>(QStringLiteral("rememberPlayerAnswer"));
            auto *whole = box->findChild<QPushButton *>(QStringLiteral("openPlayer"));
            QVERIFY(remember && whole);
            QTest::mouseClick(remember, Qt::LeftButton, {}, QPoint(5, remember->height() / 2));
            QVERIFY(remember->isChecked());
            QTest::mouseClick(whole, Qt::LeftButton);
        });
        QVERIFY(m_window->openFile(upper));
        QVERIFY(asked);
        QVERIFY(isQuake3PlayerModel(model()));
        QCOMPARE(QSettings().value(QStringLiteral("preferences/playerBeside")).toInt(), 1);

        auto *dock = m_window->findChild<TimelineDock *>();
        QVERIFY(dock);
        dock->show();
        dock->raise();
        const int run = animationNamed(model(), QStringLiteral("LEGS_RUN"));
        const int stand = animationNamed(model(), QStringLiteral("TORSO_STAND"));
        const int attack = animationNamed(model(), QStringLiteral("TORSO_ATTACK"));
        const int death = animationNamed(model(), QStringLiteral("BOTH_DEATH1"));
        QVERIFY(run >= 0 && stand >= 0 && attack >= 0 && death >= 0);

        // A legs clip: the torso stands until another torso clip is chosen.
        QVERIFY(chooseWithKeys(dock->clipBox(), run));
        QCOMPARE(doc()->currentAnimation(), run);
        CompanionClipBox *with = dock->companionBox();
        QTRY_VERIFY(with->isVisible());
        QVERIFY(with->isEnabled());
        QCOMPARE(doc()->companionAnimation(), stand);
        QVERIFY(chooseWithKeys(with, attack));
        QCOMPARE(doc()->companionAnimation(), attack);

        // Two frames in: the legs at LEGS_RUN's frame 2, the torso at
        // TORSO_ATTACK's frame 2 (the same clock), in the viewport's pose.
        const double time = 2.0 / model().animations[run].fps;
        doc()->setCurrentTime(time);
        const int legs = meshOfPart(model(), QStringLiteral("lower/"));
        const int torso = meshOfPart(model(), QStringLiteral("upper/"));
        QVERIFY(legs >= 0 && torso >= 0);
        auto *viewport = m_window->findChild<ViewportWidget *>();
        QVERIFY(viewport);
        const MorphWeights shown = viewport->pose().morphWeights();
        const MorphWeights legsPlayed = playedMorphWeights(model(), run, time);
        const MorphWeights torsoPlayed = playedMorphWeights(model(), attack, companionTime(model(), attack, time));
        QVERIFY(!legsPlayed.value(legs).isEmpty() && !torsoPlayed.value(torso).isEmpty());
        QCOMPARE(shown.value(legs), legsPlayed.value(legs));
        QCOMPARE(shown.value(torso), torsoPlayed.value(torso));
        // The torso's frame is not the one the legs clip alone leaves it at.
        QVERIFY(shown.value(torso) != playedMorphWeights(model(), run, time).value(torso));

        // A BOTH_ clip moves both parts alone.
        QVERIFY(chooseWithKeys(dock->clipBox(), death));
        QCOMPARE(doc()->companionAnimation(), -1);
        QVERIFY(!with->isEnabled());

        // Remembered: the next part opens the player without asking.
        doc()->undoStack()->setClean();
        bool askedAgain = false;
        onNextModal([&askedAgain](QWidget *modal) {
            askedAgain = true;
            if (auto *box = qobject_cast<QMessageBox *>(modal))
                box->reject();
        });
        QVERIFY(m_window->openFile(QDir(player).filePath(QStringLiteral("lower.md3"))));
        QTest::qWait(100);
        QVERIFY(!askedAgain);
        QVERIFY(isQuake3PlayerModel(model()));
        // The pending watcher has nothing left to answer.
        QSettings().remove(QStringLiteral("preferences"));
    }
};

QTEST_MAIN(TestEditorPlayer)
#include "tst_editor_player.moc"
