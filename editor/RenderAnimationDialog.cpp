#include "editor/RenderAnimationDialog.h"

#include "model/Document.h"
#include "views/ComparedModel.h"
#include "views/viewport/Viewport.h"
#include "views/viewport/ViewportWidget.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QStatusBar>

namespace quarry {

RenderAnimationDialog::RenderAnimationDialog(const Document *document, QWidget *parent)
    : QDialog(parent)
    , m_document(document)
    , m_animation(new QComboBox(this))
    , m_first(new QSpinBox(this))
    , m_last(new QSpinBox(this))
    , m_width(new QSpinBox(this))
    , m_height(new QSpinBox(this))
    , m_view(new QComboBox(this))
    , m_format(new QComboBox(this))
    , m_transparent(new QCheckBox(tr("Transparent background"), this))
    , m_bones(new QCheckBox(tr("Draw the joints"), this))
    , m_comparedGhost(new QCheckBox(tr("Draw the compared model's ghost"), this))
    , m_deviation(new QCheckBox(tr("Deviation colours and scale"), this))
    , m_output(new QLineEdit(this))
{
    setWindowTitle(tr("Render Animation"));
    const Model &model = document->model();
    for (const Animation &a : model.animations)
        m_animation->addItem(a.name);
    m_animation->setObjectName(QStringLiteral("renderAnimation"));
    if (document->currentAnimation() >= 0)
        m_animation->setCurrentIndex(document->currentAnimation());
    m_first->setObjectName(QStringLiteral("renderFirstFrame"));
    m_last->setObjectName(QStringLiteral("renderLastFrame"));
    for (QSpinBox *size : {m_width, m_height})
        size->setRange(16, 8192);
    m_width->setValue(640);
    m_height->setValue(480);
    m_view->addItem(tr("Perspective"), int(Camera::View::Perspective));
    m_view->addItem(tr("Front"), int(Camera::View::Front));
    m_view->addItem(tr("Side"), int(Camera::View::Side));
    m_view->addItem(tr("Top"), int(Camera::View::Top));
    m_format->addItem(tr("PNG sequence (one file per frame)"), int(AnimationRenderJob::Format::PngSequence));
    m_format->addItem(tr("Animated GIF"), int(AnimationRenderJob::Format::Gif));
    m_format->addItem(tr("Animated PNG"), int(AnimationRenderJob::Format::AnimatedPng));
    m_format->setObjectName(QStringLiteral("renderFormat"));
    m_output->setObjectName(QStringLiteral("renderOutput"));
    // Rendered frames show the model, not the editor's bone overlay, unless asked.
    m_bones->setObjectName(QStringLiteral("renderBones"));
    // The comparison, drawn as the viewport draws it.
    const ComparedModel *compared = ComparedModel::find(document);
    const bool comparing = compared && compared->isLoaded();
    m_comparedGhost->setObjectName(QStringLiteral("renderComparedGhost"));
    m_comparedGhost->setToolTip(tr("The model compared with (File > Compare With…) as a ghost over this one, "
                                   "posed at each frame's time"));
    m_comparedGhost->setChecked(comparing && compared->ghostShown());
    m_comparedGhost->setVisible(comparing);
    m_deviation->setObjectName(QStringLiteral("renderDeviation"));
    m_deviation->setToolTip(tr("Colour each vertex by its distance to the compared model, with the scale in the "
                               "corner, as the Deviation draw mode does"));
    m_deviation->setVisible(comparing);
    // Beside the model, named after it; a model never saved renders to the
    // home folder, named after the clip.
    const QFileInfo model_(document->filePath());
    const bool saved = !document->filePath().isEmpty();
    QString base = saved ? model_.completeBaseName() : m_animation->currentText();
    if (base.isEmpty())
        base = QStringLiteral("render");
    m_output->setText(
        QFileInfo(saved ? model_.absolutePath() : QDir::homePath(), base + QStringLiteral("_%04d.png")).filePath());
    m_output->setToolTip(tr("For a sequence, %04d in the name becomes the frame number"));
    auto *browseButton = new QPushButton(tr("Browse..."), this);
    connect(browseButton, &QPushButton::clicked, this, &RenderAnimationDialog::browse);
    connect(m_animation, &QComboBox::currentIndexChanged, this, &RenderAnimationDialog::syncFrames);
    connect(m_format, &QComboBox::currentIndexChanged, this, [this] {
        const auto format = AnimationRenderJob::Format(m_format->currentData().toInt());
        const QFileInfo info(m_output->text());
        QString base = info.completeBaseName();
        base.remove(QStringLiteral("_%04d"));
        const QString name = format == AnimationRenderJob::Format::Gif           ? base + QStringLiteral(".gif")
                             : format == AnimationRenderJob::Format::AnimatedPng ? base + QStringLiteral(".png")
                                                                                 : base + QStringLiteral("_%04d.png");
        m_output->setText(QFileInfo(info.absolutePath(), name).filePath());
    });
    syncFrames();

    auto *frames = new QHBoxLayout;
    frames->addWidget(m_first);
    frames->addWidget(m_last);
    auto *size = new QHBoxLayout;
    size->addWidget(m_width);
    size->addWidget(m_height);
    auto *output = new QHBoxLayout;
    output->addWidget(m_output, 1);
    output->addWidget(browseButton);
    auto *form = new QFormLayout(this);
    form->addRow(tr("Animation"), m_animation);
    form->addRow(tr("Frames from, to"), frames);
    form->addRow(tr("Size (width, height)"), size);
    form->addRow(tr("View"), m_view);
    form->addRow(tr("Write"), m_format);
    form->addRow(QString(), m_transparent);
    form->addRow(QString(), m_bones);
    form->addRow(QString(), m_comparedGhost);
    form->addRow(QString(), m_deviation);
    form->addRow(tr("File"), output);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Render"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

void RenderAnimationDialog::syncFrames()
{
    const int index = m_animation->currentIndex();
    const auto &animations = m_document->model().animations;
    const int last = index >= 0 && index < animations.size() ? std::max(0, animations[index].frameCount() - 1) : 0;
    m_first->setRange(0, last);
    m_last->setRange(0, last);
    m_first->setValue(0);
    m_last->setValue(last);
}

void RenderAnimationDialog::setDeviation(bool on)
{
    m_deviation->setChecked(on);
}

void RenderAnimationDialog::browse()
{
    const QString file = QFileDialog::getSaveFileName(this, tr("Render To"), m_output->text());
    if (!file.isEmpty())
        m_output->setText(file);
}

AnimationRenderJob RenderAnimationDialog::job() const
{
    AnimationRenderJob job;
    job.request.animation = m_animation->currentIndex();
    job.request.size = QSize(m_width->value(), m_height->value());
    job.request.view = Camera::View(m_view->currentData().toInt());
    job.request.settings.transparent = m_transparent->isChecked();
    job.request.settings.bones = m_bones->isChecked();
    job.request.modelPath = m_document->filePath();
    job.request.morphWeights = m_document->morphWeights();
    job.firstFrame = std::min(m_first->value(), m_last->value());
    job.lastFrame = std::max(m_first->value(), m_last->value());
    const ComparedModel *compared = ComparedModel::find(m_document);
    if (compared && compared->isLoaded() && (m_comparedGhost->isChecked() || m_deviation->isChecked())) {
        job.request.compared = &compared->model();
        job.request.comparedGhost = m_comparedGhost->isChecked();
        job.request.comparedTolerance = compared->tolerance();
        if (m_deviation->isChecked())
            job.request.settings.mode = DrawMode::Deviation;
    }
    job.output = m_output->text();
    job.format = AnimationRenderJob::Format(m_format->currentData().toInt());
    return job;
}

QString RenderAnimationDialog::render(QString *error) const
{
    const AnimationRenderJob j = job();
    const QStringList written = renderAnimation(m_document->model(), j, error);
    if (written.isEmpty())
        return {};
    return written.size() == 1
               ? tr("Rendered %n frames to %1.", nullptr, j.lastFrame - j.firstFrame + 1).arg(written.first())
               : tr("Rendered %n frames: %1 to %2.", nullptr, int(written.size())).arg(written.first(), written.last());
}

QAction *addRenderAnimationAction(QMenu *fileMenu, QMainWindow *window, Document *document)
{
    QAction *action = fileMenu->addAction(RenderAnimationDialog::tr("Render &Animation..."));
    action->setObjectName(QStringLiteral("renderAnimation"));
    action->setStatusTip(RenderAnimationDialog::tr("Render a clip to a PNG sequence or an animated GIF or PNG"));
    auto sync = [action, document] { action->setEnabled(!document->model().animations.isEmpty()); };
    QObject::connect(document, &Document::modelReset, action, sync);
    QObject::connect(document, &Document::animationsChanged, action, sync);
    QObject::connect(document, &Document::animationInserted, action, sync);
    QObject::connect(document, &Document::animationRemoved, action, sync);
    sync();
    QObject::connect(action, &QAction::triggered, window, [window, document] {
        RenderAnimationDialog dialog(document, window);
        // The Deviation colours where the view shows them.
        if (auto *viewport = qobject_cast<Viewport *>(window->centralWidget()); viewport && viewport->hasOpenGL())
            dialog.setDeviation(viewport->view()->settings().mode == DrawMode::Deviation);
        if (dialog.exec() != QDialog::Accepted)
            return;
        QApplication::setOverrideCursor(Qt::WaitCursor);
        QString error;
        const QString done = dialog.render(&error);
        QApplication::restoreOverrideCursor();
        if (done.isEmpty())
            QMessageBox::warning(window, RenderAnimationDialog::tr("Render Animation"), error);
        else
            window->statusBar()->showMessage(done, 20000);
    });
    return action;
}

QAction *addSaveScreenshotAction(QMenu *viewMenu, QMainWindow *window)
{
    QAction *action = viewMenu->addAction(RenderAnimationDialog::tr("Save &Screenshot..."));
    action->setObjectName(QStringLiteral("saveScreenshot"));
    action->setStatusTip(RenderAnimationDialog::tr("Save the 3D view as it shows now to an image file"));
    QObject::connect(action, &QAction::triggered, window, [window] {
        auto *viewport = qobject_cast<Viewport *>(window->centralWidget());
        if (!viewport || !viewport->hasOpenGL()) {
            window->statusBar()->showMessage(RenderAnimationDialog::tr("There is no 3D view to save."), 5000);
            return;
        }
        // A name typed without an extension gets .png: an image file needs
        // one to say its format.
        QFileDialog dialog(window, RenderAnimationDialog::tr("Save Screenshot"), QStringLiteral("screenshot.png"),
                           RenderAnimationDialog::tr("Images (*.png *.jpg *.bmp)"));
        dialog.setAcceptMode(QFileDialog::AcceptSave);
        dialog.setDefaultSuffix(QStringLiteral("png"));
        if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
            return;
        const QString file = dialog.selectedFiles().constFirst();
        const QImage image = viewport->view()->grabFramebuffer();
        if (image.isNull() || !image.save(file))
            QMessageBox::warning(window, RenderAnimationDialog::tr("Save Screenshot"),
                                 RenderAnimationDialog::tr("Cannot write %1.").arg(file));
        else
            window->statusBar()->showMessage(RenderAnimationDialog::tr("Saved %1.").arg(file), 5000);
    });
    return action;
}

} // namespace quarry
