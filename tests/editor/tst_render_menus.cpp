// View > Save Screenshot and File > Render Animation… as a user meets them:
// the real actions of the main window, their dialogs answered as a user
// would (a name typed in the file dialog, the render dialog's fields set and
// Render pressed, or Cancel), then the files on disk.
#include "GuiHelpers.h"

#include "editor/MainWindow.h"
#include "model/Document.h"
#include "model/ops/SampleModel.h"
#include "views/viewport/Viewport.h"
#include "views/viewport/ViewportWidget.h"

#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QImage>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSet>
#include <QSettings>
#include <QSpinBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <memory>

using namespace quarry;
using quarry::test::onNextModal;

namespace {

qsizetype differingPixels(const QImage &a, const QImage &b)
{
    if (a.size() != b.size())
        return -1;
    const QImage x = a.convertToFormat(QImage::Format_RGB32), y = b.convertToFormat(QImage::Format_RGB32);
    qsizetype n = 0;
    for (int row = 0; row < x.height(); ++row)
        for (int col = 0; col < x.width(); ++col)
            n += x.pixel(col, row) != y.pixel(col, row);
    return n;
}

// Pixels unlike the top left corner's (the background): 0 for a blank image.
qsizetype drawnPixels(const QImage &image)
{
    const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
    const QRgb background = rgb.pixel(0, 0);
    qsizetype n = 0;
    for (int row = 0; row < rgb.height(); ++row)
        for (int col = 0; col < rgb.width(); ++col)
            n += rgb.pixel(col, row) != background;
    return n;
}

// Types `name` into a file dialog's name field and presses its Save button.
void answerFileDialog(QWidget *modal, const QString &name, QString *seen)
{
    auto *dialog = qobject_cast<QFileDialog *>(modal);
    *seen = dialog ? QStringLiteral("QFileDialog") : QString::fromLatin1(modal->metaObject()->className());
    if (!dialog) {
        if (auto *d = qobject_cast<QDialog *>(modal))
            d->reject();
        return;
    }
    auto *edit = dialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
    QVERIFY(edit);
    edit->setText(name);
    auto *box = dialog->findChild<QDialogButtonBox *>();
    QVERIFY(box);
    QPushButton *save = box->button(QDialogButtonBox::Save);
    if (!save)
        save = box->button(QDialogButtonBox::Open);
    QVERIFY(save);
    QTest::mouseClick(save, Qt::LeftButton);
}

// While it lives, closes any message box that shows up (an error after the
// dialog would otherwise wait for a user) and keeps its text.
class MessageBoxes
{
public:
    MessageBoxes()
    {
        m_timer.setInterval(50);
        QObject::connect(&m_timer, &QTimer::timeout, [this] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                texts << box->text();
                box->done(QMessageBox::Ok);
            }
        });
        m_timer.start();
    }
    QStringList texts;

private:
    QTimer m_timer;
};

} // namespace

class TestRenderMenus : public QObject
{
    Q_OBJECT

    std::unique_ptr<MainWindow> m_window;
    Document *doc() { return m_window->document(); }
    QAction *action(const char *name) { return m_window->findChild<QAction *>(QLatin1String(name)); }
    ViewportWidget *view()
    {
        auto *viewport = qobject_cast<Viewport *>(m_window->centralWidget());
        return viewport ? viewport->view() : nullptr;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("QuarryTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_render_menus"));
        // Qt's own dialogs, which a test can fill in, on every platform.
        QCoreApplication::setAttribute(Qt::AA_DontUseNativeDialogs);
        QSettings().clear();
    }

    void init()
    {
        m_window = std::make_unique<MainWindow>();
        m_window->setAttribute(Qt::WA_DeleteOnClose, false);
        m_window->resize(1000, 700);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        doc()->resetModel(makeSampleModel(), QStringLiteral(QUARRY_SOURCE_DIR "/resources/sample/sample.iqe"),
                          QStringLiteral("iqe"));
        doc()->setCurrentAnimation(0);
        auto *viewport = qobject_cast<Viewport *>(m_window->centralWidget());
        QVERIFY(viewport);
        if (!viewport->hasOpenGL())
            QSKIP("no OpenGL 3.3 context on this display");
    }

    void cleanup()
    {
        doc()->undoStack()->setClean();
        m_window.reset();
    }

    void saveScreenshotWritesTheViewAsShown()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("view.png"));
        QString seen;
        onNextModal([&](QWidget *modal) { answerFileDialog(modal, path, &seen); });
        QAction *save = action("saveScreenshot");
        QVERIFY(save);
        MessageBoxes boxes;
        save->trigger();
        QCOMPARE(seen, QStringLiteral("QFileDialog"));
        QCOMPARE(boxes.texts, QStringList());
        const QImage image(path);
        QVERIFY2(!image.isNull(), qPrintable(path));
        ViewportWidget *v = view();
        QCOMPARE(image.size(), v->size() * v->devicePixelRatio());
        // The model and the grid, not an empty clear colour.
        QVERIFY2(drawnPixels(image) > image.width() * image.height() / 50,
                 qPrintable(QString::number(drawnPixels(image))));
        // The view as it shows now: another pose gives another picture.
        doc()->setCurrentTime(doc()->model().animations[0].duration * 0.5);
        const QString second = dir.filePath(QStringLiteral("later.png"));
        onNextModal([&](QWidget *modal) { answerFileDialog(modal, second, &seen); });
        save->trigger();
        QVERIFY(differingPixels(image, QImage(second)) > 100);
    }

    // A name typed without an extension still gives a PNG file.
    void aScreenshotNamedWithoutExtensionIsAPng()
    {
        QTemporaryDir dir;
        QString seen;
        onNextModal([&](QWidget *modal) { answerFileDialog(modal, dir.filePath(QStringLiteral("shot")), &seen); });
        MessageBoxes boxes;
        action("saveScreenshot")->trigger();
        QCOMPARE(seen, QStringLiteral("QFileDialog"));
        QCOMPARE(boxes.texts, QStringList());
        const QImage image(dir.filePath(QStringLiteral("shot.png")), "png");
        QVERIFY2(!image.isNull(), qPrintable(QDir(dir.path()).entryList(QDir::Files).join(QLatin1Char(' '))));
    }

    void cancellingTheScreenshotWritesNothing()
    {
        QTemporaryDir dir;
        QString seen;
        onNextModal([&](QWidget *modal) {
            seen = QString::fromLatin1(modal->metaObject()->className());
            if (auto *dialog = qobject_cast<QFileDialog *>(modal)) {
                // Typed, then cancelled.
                if (auto *edit = dialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit")))
                    edit->setText(dir.filePath(QStringLiteral("no.png")));
                dialog->reject();
            }
        });
        action("saveScreenshot")->trigger();
        QCOMPARE(seen, QStringLiteral("QFileDialog"));
        QVERIFY(QDir(dir.path()).entryList(QDir::Files).isEmpty());
    }

    void renderAnimationWritesTheFramesAskedFor()
    {
        QTemporaryDir dir;
        const QString pattern = dir.filePath(QStringLiteral("walk_%04d.png"));
        QString seen;
        onNextModal([&](QWidget *modal) {
            seen = QString::fromLatin1(modal->metaObject()->className());
            auto *first = modal->findChild<QSpinBox *>(QStringLiteral("renderFirstFrame"));
            auto *last = modal->findChild<QSpinBox *>(QStringLiteral("renderLastFrame"));
            auto *output = modal->findChild<QLineEdit *>(QStringLiteral("renderOutput"));
            auto *box = modal->findChild<QDialogButtonBox *>();
            QVERIFY(first && last && output && box);
            // The dialog opens on the document's clip, every frame.
            QCOMPARE(last->value(), doc()->model().animations[0].frameCount() - 1);
            first->setValue(4);
            last->setValue(8);
            const QList<QSpinBox *> spins = modal->findChildren<QSpinBox *>();
            for (QSpinBox *spin : spins) // width and height: the two that start at 640 and 480
                if (spin->value() == 640)
                    spin->setValue(160);
                else if (spin->value() == 480)
                    spin->setValue(120);
            output->setText(pattern);
            QTest::mouseClick(box->button(QDialogButtonBox::Ok), Qt::LeftButton);
        });
        QAction *render = action("renderAnimation");
        QVERIFY(render);
        QVERIFY(render->isEnabled());
        MessageBoxes boxes;
        render->trigger();
        QCOMPARE(seen, QStringLiteral("quarry::RenderAnimationDialog"));
        QCOMPARE(boxes.texts, QStringList());
        const QStringList written = QDir(dir.path()).entryList(QDir::Files, QDir::Name);
        QCOMPARE(written, (QStringList{QStringLiteral("walk_0004.png"), QStringLiteral("walk_0005.png"),
                                       QStringLiteral("walk_0006.png"), QStringLiteral("walk_0007.png"),
                                       QStringLiteral("walk_0008.png")}));
        // Said when done: what was written, where.
        const QString said = m_window->statusBar()->currentMessage();
        QVERIFY2(said.contains(dir.filePath(QStringLiteral("walk_0004.png")))
                     && said.contains(dir.filePath(QStringLiteral("walk_0008.png"))),
                 qPrintable(said));
        QList<QImage> frames;
        for (const QString &name : written) {
            const QImage frame(dir.filePath(name));
            QCOMPARE(frame.size(), QSize(160, 120));
            QVERIFY(drawnPixels(frame) > 160 * 120 / 50);
            frames << frame;
        }
        for (qsizetype i = 1; i < frames.size(); ++i)
            QVERIFY2(differingPixels(frames[i - 1], frames[i]) > 20, qPrintable(written[i]));
    }

    void cancellingTheRenderWritesNothing()
    {
        QTemporaryDir dir;
        QString seen;
        onNextModal([&](QWidget *modal) {
            seen = QString::fromLatin1(modal->metaObject()->className());
            if (auto *output = modal->findChild<QLineEdit *>(QStringLiteral("renderOutput")))
                output->setText(dir.filePath(QStringLiteral("no_%04d.png")));
            auto *box = modal->findChild<QDialogButtonBox *>();
            QVERIFY(box);
            QTest::mouseClick(box->button(QDialogButtonBox::Cancel), Qt::LeftButton);
        });
        action("renderAnimation")->trigger();
        QCOMPARE(seen, QStringLiteral("quarry::RenderAnimationDialog"));
        QVERIFY(QDir(dir.path()).entryList(QDir::Files).isEmpty());
    }

    // A model never saved renders to a named file in the home folder, not
    // to "_0000.png" in whatever folder the editor was started from.
    void anUnsavedModelRendersToTheHomeFolder()
    {
        doc()->resetModel(makeSampleModel());
        doc()->setCurrentAnimation(0);
        QString output;
        onNextModal([&](QWidget *modal) {
            if (auto *edit = modal->findChild<QLineEdit *>(QStringLiteral("renderOutput")))
                output = edit->text();
            qobject_cast<QDialog *>(modal)->reject();
        });
        action("renderAnimation")->trigger();
        QCOMPARE(output, QDir::home().filePath(doc()->model().animations[0].name + QStringLiteral("_%04d.png")));
    }

    // Without a clip there is nothing to render: the entry is unavailable.
    void renderAnimationNeedsAClip()
    {
        Model still = makeSampleModel();
        still.animations.clear();
        doc()->resetModel(still);
        QVERIFY(!action("renderAnimation")->isEnabled());
    }
};

QTEST_MAIN(TestRenderMenus)
#include "tst_render_menus.moc"
