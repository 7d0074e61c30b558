#include "views/timeline/TimelineActions.h"

#include "model/Document.h"
#include "model/operations/Operation.h"
#include "views/FormDialog.h"
#include "views/timeline/FixedLengthQuestion.h"
#include "views/timeline/Playback.h"
#include "views/timeline/TimelineView.h"

#include <QAction>
#include <QDialog>
#include <QFormLayout>
#include <QInputDialog>
#include <QLocale>
#include <QMenu>
#include <QPainter>
#include <QSpinBox>
#include <QStyle>

#include <cmath>

namespace quarry {

namespace {

QAction *makeAction(QObject *parent, const QString &text, const QKeySequence &shortcut = {},
                    Qt::ShortcutContext context = Qt::WidgetWithChildrenShortcut)
{
    auto *a = new QAction(text, parent);
    a->setShortcut(shortcut);
    a->setShortcutContext(context);
    return a;
}

// A toggle's icon whose off state looks off: faded and struck through, so
// that it does not pass for on in styles that mark checked buttons faintly.
QIcon onOffIcon(const QIcon &on)
{
    QIcon icon;
    for (int size : {16, 22, 32}) {
        const QPixmap pixmap = on.pixmap(size);
        if (pixmap.isNull())
            continue;
        icon.addPixmap(pixmap, QIcon::Normal, QIcon::On);
        QPixmap off(pixmap.size());
        off.setDevicePixelRatio(pixmap.devicePixelRatio());
        off.fill(Qt::transparent);
        QPainter p(&off);
        p.setRenderHint(QPainter::Antialiasing);
        p.setOpacity(0.3);
        p.drawPixmap(0, 0, pixmap);
        p.setOpacity(0.8);
        const QSizeF extent = QSizeF(pixmap.size()) / pixmap.devicePixelRatio();
        p.setPen(QPen(QColor(128, 128, 128), std::max(1.5, extent.width() / 10.0)));
        p.drawLine(QPointF(extent.width() * 0.15, extent.height() * 0.85),
                   QPointF(extent.width() * 0.85, extent.height() * 0.15));
        p.end();
        icon.addPixmap(off, QIcon::Normal, QIcon::Off);
    }
    return icon;
}

} // namespace

TimelineActions::TimelineActions(Document *document, TimelineView *view, Playback *playback, QWidget *dialogParent)
    : QObject(view)
    , m_document(document)
    , m_view(view)
    , m_playback(playback)
    , m_dialogParent(dialogParent)
{
    playAction = makeAction(this, tr("&Play"), Qt::Key_Space, Qt::WindowShortcut);
    playAction->setCheckable(true);
    playAction->setIcon(view->style()->standardIcon(QStyle::SP_MediaPlay));
    connect(playAction, &QAction::triggered, playback, [this] { m_playback->togglePlaying(); });
    connect(playback, &Playback::playingChanged, this, [this](bool playing) {
        playAction->setChecked(playing);
        playAction->setIcon(m_view->style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
        playAction->setText(playing ? tr("&Pause") : tr("&Play"));
    });
    loopAction = makeAction(this, tr("&Loop Playback"));
    loopAction->setCheckable(true);
    loopAction->setChecked(playback->loops());
    loopAction->setIcon(onOffIcon(view->style()->standardIcon(QStyle::SP_BrowserReload)));
    auto loopTip = [this](bool on) {
        loopAction->setToolTip(on ? tr("Loop playback: on (click to play once)")
                                  : tr("Loop playback: off (click to loop)"));
    };
    loopTip(playback->loops());
    connect(loopAction, &QAction::toggled, this, loopTip);
    connect(loopAction, &QAction::toggled, playback, &Playback::setLoop);
    connect(playback, &Playback::loopChanged, loopAction, &QAction::setChecked);
    stepBackAction = makeAction(this, tr("Step &Back"), Qt::Key_Comma, Qt::WindowShortcut);
    stepBackAction->setIcon(view->style()->standardIcon(QStyle::SP_MediaSeekBackward));
    connect(stepBackAction, &QAction::triggered, this, [this] { m_playback->stepFrames(-1); });
    stepForwardAction = makeAction(this, tr("Step &Forward"), Qt::Key_Period, Qt::WindowShortcut);
    stepForwardAction->setIcon(view->style()->standardIcon(QStyle::SP_MediaSeekForward));
    connect(stepForwardAction, &QAction::triggered, this, [this] { m_playback->stepFrames(1); });
    startAction = makeAction(this, tr("Go to &Start"), Qt::Key_Home);
    startAction->setIcon(view->style()->standardIcon(QStyle::SP_MediaSkipBackward));
    connect(startAction, &QAction::triggered, playback, &Playback::goToStart);
    endAction = makeAction(this, tr("Go to &End"), Qt::Key_End);
    endAction->setIcon(view->style()->standardIcon(QStyle::SP_MediaSkipForward));
    connect(endAction, &QAction::triggered, playback, &Playback::goToEnd);

    insertKeysAction = makeAction(this, tr("&Insert Keys at Cursor"), Qt::Key_I);
    connect(insertKeysAction, &QAction::triggered, view, &TimelineView::insertKeysAtCursor);
    deleteKeysAction = makeAction(this, tr("&Delete Keys"), QKeySequence::Delete);
    connect(deleteKeysAction, &QAction::triggered, view, &TimelineView::deleteSelection);
    copyKeysAction = makeAction(this, tr("&Copy Keys"), QKeySequence::Copy);
    connect(copyKeysAction, &QAction::triggered, view, &TimelineView::copySelection);
    pasteKeysAction = makeAction(this, tr("&Paste Keys at Cursor"), QKeySequence::Paste);
    connect(pasteKeysAction, &QAction::triggered, view, &TimelineView::pasteAtCursor);
    selectAllKeysAction = makeAction(this, tr("Select &All Keys"), QKeySequence::SelectAll);
    connect(selectAllKeysAction, &QAction::triggered, view, &TimelineView::selectAll);
    scaleKeysAction = makeAction(this, tr("&Scale Keys..."));
    connect(scaleKeysAction, &QAction::triggered, this, [this] {
        bool ok = false;
        const double factor = QInputDialog::getDouble(m_dialogParent, tr("Scale Keys"),
                                                      tr("Time factor (2 plays the selection half as fast):"), 1.0,
                                                      0.01, 100.0, 3, &ok);
        if (ok)
            m_view->scaleSelection(factor);
    });
    snapAction = makeAction(this, tr("S&nap to Frames"));
    snapAction->setCheckable(true);
    snapAction->setChecked(view->snapsToFrames());
    connect(snapAction, &QAction::toggled, view, &TimelineView::setSnapToFrames);
    onlySelectedJointsAction = makeAction(this, tr("Show Selected &Joints Only"));
    onlySelectedJointsAction->setCheckable(true);
    connect(onlySelectedJointsAction, &QAction::toggled, view, &TimelineView::setShowSelectedJointsOnly);
    pivotAtCursorAction = makeAction(this, tr("Scale Around the &Cursor"));
    pivotAtCursorAction->setCheckable(true);
    pivotAtCursorAction->setToolTip(tr("Scale keys around the cursor instead of the selection's first key"));
    connect(pivotAtCursorAction, &QAction::toggled, this, [this](bool on) {
        m_view->setScalePivot(on ? TimelineView::ScalePivot::Cursor : TimelineView::ScalePivot::FirstKey);
    });

    addClipAction = makeAction(this, tr("&New Clip"));
    connect(addClipAction, &QAction::triggered, this, &TimelineActions::addClip);
    renameClipAction = makeAction(this, tr("&Rename Clip..."));
    connect(renameClipAction, &QAction::triggered, this, [this] {
        if (current() < 0)
            return;
        bool ok = false;
        const QString name = QInputDialog::getText(m_dialogParent, tr("Rename Clip"), tr("Name:"), QLineEdit::Normal,
                                                   m_document->model().animations[current()].name, &ok);
        if (ok && !name.trimmed().isEmpty())
            renameClip(name.trimmed());
    });
    duplicateClipAction = makeAction(this, tr("D&uplicate Clip"));
    connect(duplicateClipAction, &QAction::triggered, this, &TimelineActions::duplicateClip);
    deleteClipAction = makeAction(this, tr("Delete Cli&p"));
    connect(deleteClipAction, &QAction::triggered, this, &TimelineActions::deleteClip);
    clipLoopsAction = makeAction(this, tr("Clip &Loops"));
    clipLoopsAction->setCheckable(true);
    connect(clipLoopsAction, &QAction::triggered, this, &TimelineActions::setClipLoops);
    resampleAction = makeAction(this, tr("Set Frame Rate, &Keep Timing..."));
    resampleAction->setToolTip(tr("Resample the keys at a new frame rate; the clip lasts as long as before"));
    connect(resampleAction, &QAction::triggered, this,
            [this] { askFrameRate(ChangeFrameRateCommand::Mode::KeepTiming); });
    changeSpeedAction = makeAction(this, tr("Set Frame Rate, Keep &Frames..."));
    changeSpeedAction->setToolTip(tr("Play the same frames at a new rate: the clip gets faster or slower"));
    connect(changeSpeedAction, &QAction::triggered, this,
            [this] { askFrameRate(ChangeFrameRateCommand::Mode::KeepFrames); });
    splitAction = makeAction(this, tr("Spli&t Clip at Cursor"));
    connect(splitAction, &QAction::triggered, this, &TimelineActions::splitAtCursor);
    trimAction = makeAction(this, tr("T&rim Clip to Range..."));
    connect(trimAction, &QAction::triggered, this, [this] {
        double from, to;
        if (askRange(tr("Trim Clip"), from, to))
            trimTo(from, to);
    });
    extractAction = makeAction(this, tr("E&xtract Range to New Clip..."));
    connect(extractAction, &QAction::triggered, this, [this] {
        double from, to;
        if (askRange(tr("Extract Range"), from, to))
            extractRange(from, to);
    });
    joinAction = makeAction(this, tr("&Join Another Clip..."));
    connect(joinAction, &QAction::triggered, this, [this] {
        const auto &list = m_document->model().animations;
        QStringList names;
        QList<int> indexes;
        for (qsizetype i = 0; i < list.size(); ++i)
            if (i != current()) {
                names << QStringLiteral("%1: %2").arg(i).arg(list[i].name);
                indexes << int(i);
            }
        if (names.isEmpty())
            return;
        bool ok = false;
        const QString chosen = QInputDialog::getItem(m_dialogParent, tr("Join Clips"),
                                                     tr("Play this clip after the current one:"), names, 0, false, &ok);
        if (ok)
            joinWith(indexes[names.indexOf(chosen)]);
    });
    reverseAction = makeAction(this, tr("Re&verse Range..."));
    connect(reverseAction, &QAction::triggered, this, [this] {
        double from, to;
        if (askRange(tr("Reverse Range"), from, to))
            reverseRange(from, to);
    });
    seamlessAction = makeAction(this, tr("Make Loop &Seamless"));
    seamlessAction->setToolTip(tr("Make the last pose equal the first"));
    connect(seamlessAction, &QAction::triggered, this, &TimelineActions::makeSeamless);

    // Shortcuts with a widget context work where the view has focus.
    // Delete, copy, paste and select all reach the view as keys (see TimelineView::event).
    view->addActions({playAction, stepBackAction, stepForwardAction, startAction, endAction, insertKeysAction});

    connect(document, &Document::currentAnimationChanged, this, &TimelineActions::updateEnabled);
    connect(document, &Document::animationChanged, this, &TimelineActions::updateEnabled);
    connect(document, &Document::animationsChanged, this, &TimelineActions::updateEnabled);
    connect(document, &Document::modelReset, this, &TimelineActions::updateEnabled);
    connect(view, &TimelineView::keySelectionChanged, this, &TimelineActions::updateEnabled);
    updateEnabled();
}

void TimelineActions::populate(QMenu *menu)
{
    if (!menu->isEmpty())
        menu->addSeparator();
    menu->addActions({playAction, loopAction, stepBackAction, stepForwardAction, startAction, endAction});
    menu->addSeparator();
    menu->addActions({insertKeysAction, deleteKeysAction, copyKeysAction, pasteKeysAction, selectAllKeysAction,
                      scaleKeysAction, snapAction, pivotAtCursorAction, onlySelectedJointsAction});
    menu->addSeparator();
    QMenu *clip = menu->addMenu(tr("C&lip"));
    clip->addActions({addClipAction, renameClipAction, duplicateClipAction, deleteClipAction, clipLoopsAction});
    clip->addSeparator();
    clip->addActions({resampleAction, changeSpeedAction});
    clip->addSeparator();
    clip->addActions({splitAction, trimAction, extractAction, joinAction, reverseAction, seamlessAction});
}

int TimelineActions::current() const
{
    const int index = m_document->currentAnimation();
    return index >= 0 && index < m_document->model().animations.size() ? index : -1;
}

void TimelineActions::updateEnabled()
{
    const bool clip = current() >= 0;
    const bool keys = clip && !m_view->keySelection().isEmpty();
    for (QAction *a :
         {playAction, stepBackAction, stepForwardAction, startAction, endAction, insertKeysAction, pasteKeysAction,
          selectAllKeysAction, renameClipAction, duplicateClipAction, deleteClipAction, clipLoopsAction, resampleAction,
          changeSpeedAction, splitAction, trimAction, extractAction, reverseAction, seamlessAction})
        a->setEnabled(clip);
    for (QAction *a : {deleteKeysAction, copyKeysAction, scaleKeysAction})
        a->setEnabled(keys);
    joinAction->setEnabled(clip && m_document->model().animations.size() > 1);
    clipLoopsAction->setChecked(clip && m_document->model().animations[current()].loop);
}

void TimelineActions::run(const QString &id, QVariantMap options)
{
    // The registry's operation, as scripts run it, on the current clip.
    if (id != QLatin1String("addClip"))
        options.insert(QStringLiteral("animation"), current());
    if (applyFixedLengthChange(m_dialogParent, *m_document, [&](Document &d) { runOperation(d, id, options); }))
        runOperation(*m_document, id, options);
}

void TimelineActions::addClip()
{
    const int from = current();
    run(QStringLiteral("addClip"),
        {{QStringLiteral("fps"), from >= 0 ? m_document->model().animations[from].fps : 30.0},
         {QStringLiteral("duration"), 1.0}});
}

void TimelineActions::renameClip(const QString &name)
{
    if (current() >= 0)
        run(QStringLiteral("renameClip"), {{QStringLiteral("name"), name}});
}

void TimelineActions::duplicateClip()
{
    if (current() >= 0)
        run(QStringLiteral("duplicateClip"));
}

void TimelineActions::deleteClip()
{
    if (current() >= 0)
        run(QStringLiteral("deleteClip"));
}

void TimelineActions::setClipLoops(bool loop)
{
    if (current() >= 0)
        run(QStringLiteral("setClipLoops"), {{QStringLiteral("loop"), loop}});
}

void TimelineActions::setFrameRate(double fps, ChangeFrameRateCommand::Mode mode)
{
    if (current() >= 0)
        run(mode == ChangeFrameRateCommand::Mode::KeepTiming ? QStringLiteral("resample")
                                                             : QStringLiteral("changeSpeed"),
            {{QStringLiteral("fps"), fps}});
}

void TimelineActions::splitAtCursor()
{
    if (current() >= 0)
        run(QStringLiteral("splitClip"), {{QStringLiteral("time"), m_document->currentTime()}});
}

namespace {

QVariantMap frameRange(const Animation &a, double from, double to)
{
    const double fps = a.fps > 0 ? a.fps : 30.0;
    return {{QStringLiteral("first_frame"), int(std::lround(from * fps))},
            {QStringLiteral("last_frame"), int(std::lround(to * fps))}};
}

} // namespace

void TimelineActions::trimTo(double from, double to)
{
    if (current() >= 0)
        run(QStringLiteral("trimClip"), frameRange(m_document->model().animations[current()], from, to));
}

void TimelineActions::extractRange(double from, double to)
{
    if (current() >= 0)
        run(QStringLiteral("extractRange"), frameRange(m_document->model().animations[current()], from, to));
}

void TimelineActions::joinWith(int other)
{
    if (current() >= 0)
        run(QStringLiteral("joinClips"), {{QStringLiteral("other"), other}});
}

void TimelineActions::reverseRange(double from, double to)
{
    if (current() >= 0)
        run(QStringLiteral("reverseRange"), frameRange(m_document->model().animations[current()], from, to));
}

void TimelineActions::makeSeamless()
{
    if (current() >= 0)
        run(QStringLiteral("makeLoopSeamless"));
}

bool TimelineActions::askRange(const QString &title, double &from, double &to)
{
    const int index = current();
    if (index < 0)
        return false;
    const Animation &a = m_document->model().animations[index];
    const double fps = a.fps > 0 ? a.fps : 30.0;
    const KeySelection &s = m_view->keySelection();
    QDialog dialog(m_dialogParent);
    dialog.setWindowTitle(title);
    auto *layout = new QFormLayout(&dialog);
    auto *first = new QSpinBox(&dialog);
    auto *last = new QSpinBox(&dialog);
    first->setRange(0, std::max(0, a.frameCount() - 1));
    last->setRange(0, std::max(0, a.frameCount() - 1));
    // The selected keys' span is the first guess.
    const bool span = !s.isEmpty() && s.lastTime() > s.firstTime();
    first->setValue(span ? int(std::lround(s.firstTime() * fps)) : 0);
    last->setValue(span ? int(std::lround(s.lastTime() * fps)) : std::max(0, a.frameCount() - 1));
    layout->addRow(tr("First frame:"), first);
    layout->addRow(tr("Last frame:"), last);
    if (!execWithOkCancel(dialog, layout) || last->value() <= first->value())
        return false;
    from = first->value() / fps;
    to = last->value() / fps;
    return true;
}

void TimelineActions::askFrameRate(ChangeFrameRateCommand::Mode mode)
{
    const int index = current();
    if (index < 0)
        return;
    bool ok = false;
    const Animation &clip = m_document->model().animations[index];
    const bool keepTiming = mode == ChangeFrameRateCommand::Mode::KeepTiming;
    // Say which of the two is kept: the label is all the dialog shows.
    const QString label =
        keepTiming ? tr("Frames per second, keeping the timing: the clip lasts %1 s as now and its keys are "
                        "resampled at the new rate.")
                         .arg(QLocale().toString(clip.duration, 'g', 4))
                   : tr("Frames per second, keeping the frames: each of the %n frame(s) stays as it is and the clip "
                        "plays faster or slower (its length changes).",
                        nullptr, clip.frameCount());
    const double fps = QInputDialog::getDouble(
        m_dialogParent, keepTiming ? tr("Set Frame Rate, Keep Timing") : tr("Set Frame Rate, Keep Frames"), label,
        clip.fps, 0.1, 1000.0, 3, &ok);
    if (ok)
        setFrameRate(fps, mode);
}

} // namespace quarry
