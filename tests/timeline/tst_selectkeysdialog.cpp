// Timeline > Select Keys...: its joint and morph target fields run
// selectKeys, so morph keys are picked by the dialog as joint keys are.
#include "morph/MorphModel.h"

#include "model/Document.h"
#include "model/ops/MorphTracks.h"
#include "model/ops/Retime.h"
#include "views/timeline/TimingActions.h"

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QLineEdit>
#include <QPushButton>
#include <QTest>
#include <QTimer>

#include <functional>

using namespace quarry;
using namespace quarry::test;

namespace {

// The morph model with a joint "arm" keyed at 0 and 1 s.
Model armAndMorphs()
{
    Model model = morphModel();
    Joint arm;
    arm.name = QStringLiteral("arm");
    model.skeleton.joints = {arm};
    JointTrack track;
    track.joint = 0;
    track.translations = {{0.0f, QVector3D(0, 0, 0)}, {1.0f, QVector3D(1, 0, 0)}};
    model.animations[0].tracks = {track};
    return model;
}

} // namespace

class TestSelectKeysDialog : public QObject
{
    Q_OBJECT

private:
    // Opens Select Keys, lets `fill` set its fields, then presses OK (or
    // Cancel when `fill` returns false).
    bool withDialog(Document &doc, const std::function<bool(QDialog *)> &fill)
    {
        TimingActions actions(&doc, nullptr);
        bool called = false;
        QTimer::singleShot(0, this, [&] {
            auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
            if (dialog && QTest::qWaitForWindowExposed(dialog)) {
                called = true;
                if (fill(dialog))
                    dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
            }
            if (dialog && dialog->isVisible())
                dialog->reject();
        });
        if (!actions.selectKeysAction->isEnabled())
            return false;
        actions.selectKeysAction->trigger();
        return called;
    }

private Q_SLOTS:
    void morphFieldSelectsMorphKeys()
    {
        Document doc;
        doc.resetModel(armAndMorphs());
        doc.setCurrentAnimation(0);
        QString jointsPlaceholder;
        QVERIFY(withDialog(doc, [&](QDialog *dialog) {
            auto *morphs = dialog->findChild<QLineEdit *>(QStringLiteral("morphs"));
            auto *joints = dialog->findChild<QLineEdit *>(QStringLiteral("joints"));
            if (!morphs || !joints || !morphs->isVisible())
                return false;
            morphs->setText(QStringLiteral("b*"));
            jointsPlaceholder = joints->placeholderText();
            return true;
        }));
        // Only b_t0's keys: with a morph target named, the empty joint field picks no joint.
        KeySelection expected;
        expected.insert(morphRow(1, 0), 0.0f);
        expected.insert(morphRow(1, 0), 0.5f);
        QCOMPARE(doc.keySelection(), expected);
        QCOMPARE(jointsPlaceholder, QStringLiteral("none"));

        // Both fields: the joint's keys and the target's.
        QVERIFY(withDialog(doc, [&](QDialog *dialog) {
            dialog->findChild<QLineEdit *>(QStringLiteral("joints"))->setText(QStringLiteral("arm"));
            dialog->findChild<QLineEdit *>(QStringLiteral("morphs"))->setText(QStringLiteral("c / c_t1"));
            return true;
        }));
        expected = KeySelection();
        expected.insert(0, 0.0f);
        expected.insert(0, 1.0f);
        expected.insert(morphRow(2, 1), 0.2f);
        expected.insert(morphRow(2, 1), 0.8f);
        QCOMPARE(doc.keySelection(), expected);

        // Both empty: every key, joints and morph targets.
        QVERIFY(withDialog(doc, [](QDialog *) { return true; }));
        QCOMPARE(doc.keySelection().size(), 8);
    }

    void noMorphFieldWithoutMorphTargets()
    {
        Document doc;
        Model model = armAndMorphs();
        model.animations[0].morphTracks.clear();
        for (Mesh &mesh : model.meshes)
            mesh.morphs.clear();
        doc.resetModel(model);
        doc.setCurrentAnimation(0);
        bool shown = true;
        QVERIFY(withDialog(doc, [&](QDialog *dialog) {
            auto *morphs = dialog->findChild<QLineEdit *>(QStringLiteral("morphs"));
            shown = morphs && morphs->isVisible();
            return true;
        }));
        QVERIFY(!shown);
        QCOMPARE(doc.keySelection().size(), 2);
    }
};

QTEST_MAIN(TestSelectKeysDialog)
#include "tst_selectkeysdialog.moc"
