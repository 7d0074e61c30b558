// File > Export to glTF and Collada, driven through the Export dialog: the
// file is written through Assimp's writer (in its child process) and reads
// back with the document's skeleton and animation; the document is left as
// it was.
#include "editor/ExportDialog.h"
#include "editor/MainWindow.h"
#include "io/Formats.h"
#include "model/Document.h"
#include "model/Pose.h"
#include "model/ops/SampleModel.h"

#include "../gltf/TinygltfOrigin.h"
#include "editor/GuiHelpers.h"

#include <QAction>
#include <QComboBox>
#include <QLineEdit>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace quarry;

class TestAssimpExportDialog : public QObject
{
    Q_OBJECT

    // Picks the source up axis choice whose data is `up` ("z", "y", "stored").
    static void chooseUp(QWidget *dialog, const QString &up)
    {
        for (auto *combo : dialog->findChildren<QComboBox *>())
            if (const int i = combo->findData(QStringLiteral("stored")); i >= 0)
                combo->setCurrentIndex(combo->findData(up));
    }

    static float extentAsStored(const QString &path, int axis)
    {
        ReadOptions options;
        options.options.insert(QStringLiteral("upAxis"), QStringLiteral("stored"));
        const ReadResult r = readModelFile(path, options);
        const Bounds b = poseBounds(r.model, -1, 0.0);
        return r.ok() && b.isValid() ? b.max[axis] - b.min[axis] : -1.0f;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("QuarryTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_assimp_export_dialog"));
    }

    // The editor links Assimp (and so libdraco) and reads glTF with
    // libtinygltf: the reading function must come from libtinygltf.
    void tinygltfIsTheSystemLibrary()
    {
        const QByteArray file = tinygltfLibraryFile();
        QVERIFY2(file.contains("libtinygltf"), file.constData());
    }

    void exportThroughTheDialog_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("glb") << QStringLiteral("out.glb");
        QTest::newRow("gltf") << QStringLiteral("out.gltf");
        QTest::newRow("dae") << QStringLiteral("out.dae");
    }

    void exportThroughTheDialog()
    {
        QFETCH(QString, name);
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const Model sample = makeSampleModel();
        window.document()->resetModel(sample, QStringLiteral("/tmp/quarry-test/sample.iqe"), QString());
        QTemporaryDir dir;
        const QString path = dir.filePath(name);
        QStringList offered;
        test::onNextModal([&](QWidget *modal) {
            auto *dialog = qobject_cast<ExportDialog *>(modal);
            QVERIFY(dialog);
            // The format list offers the Assimp writers.
            for (auto *combo : dialog->findChildren<QComboBox *>())
                for (int i = 0; i < combo->count(); ++i)
                    offered << combo->itemData(i).toString();
            chooseUp(dialog, QStringLiteral("z"));
            dialog->pathEdit()->setText(path);
            dialog->accept();
        });
        window.findChild<QAction *>(QStringLiteral("export"))->trigger();
        for (const char *id : {"glb", "gltf", "obj", "dae"})
            QVERIFY2(offered.contains(QLatin1String(id)), id);
        QCOMPARE(window.document()->model(), sample);
        const ReadResult back = readModelFile(path);
        QVERIFY2(back.ok(), back.ok() ? "" : qPrintable(back.error->toString()));
        QCOMPARE(back.model.meshes.size(), sample.meshes.size());
        QCOMPARE(back.model.skeleton.size(), sample.skeleton.size());
        QCOMPARE(back.model.animations.size(), sample.animations.size());
        // The last frame's pose, joint by joint.
        const double t = sample.animations[0].duration;
        const QList<QMatrix4x4> w0 = worldMatrices(sample.skeleton, localPose(sample, 0, t));
        const QList<QMatrix4x4> w1 = worldMatrices(back.model.skeleton, localPose(back.model, 0, t));
        for (qsizetype j = 0; j < sample.skeleton.size(); ++j) {
            const int k = back.model.skeleton.indexOf(sample.skeleton.joints[j].name);
            QVERIFY(k >= 0);
            QVERIFY((w0[j].column(3) - w1[k].column(3)).length() < 1e-4f);
        }
    }

    // The glTF file stands in Y (as glTF is) unless the dialog keeps the
    // axes as stored; the choice is remembered for the next export.
    void upAxisChoice()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.document()->resetModel(makeSampleModel(), QStringLiteral("/tmp/quarry-test/sample.iqe"), QString());
        QTemporaryDir dir;
        for (const QString &up : {QStringLiteral("z"), QStringLiteral("stored")}) {
            const QString path = dir.filePath(up + QStringLiteral(".glb"));
            test::onNextModal([&](QWidget *modal) {
                chooseUp(modal, up);
                qobject_cast<ExportDialog *>(modal)->pathEdit()->setText(path);
                qobject_cast<ExportDialog *>(modal)->accept();
            });
            window.findChild<QAction *>(QStringLiteral("export"))->trigger();
            const Bounds sample = poseBounds(makeSampleModel(), -1, 0.0);
            const float height = sample.max.z() - sample.min.z();
            const int stands = up == QLatin1String("stored") ? 2 : 1;
            QVERIFY2(qAbs(extentAsStored(path, stands) - height) < 1e-3f, qPrintable(up));
        }
        QSettings().remove(QStringLiteral("export/up"));
    }
};

QTEST_MAIN(TestAssimpExportDialog)
#include "tst_assimp_export_dialog.moc"
