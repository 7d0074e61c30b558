#include "views/timeline/TimelineDock.h"

#include "model/Document.h"
#include "model/GameSlots.h"
#include "model/operations/FixedLengths.h"
#include "views/DockScrollArea.h"
#include "views/timeline/CompanionClipBox.h"
#include "views/timeline/CurveView.h"
#include "views/timeline/Playback.h"
#include "views/timeline/TimelineActions.h"
#include "views/timeline/TimelineView.h"
#include "views/timeline/TimingActions.h"

#include <QComboBox>
#include <QLocale>
#include <QMenu>
#include <QSignalBlocker>
#include <QTabWidget>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

namespace quarry {

TimelineDock::TimelineDock(Document *document, QWidget *parent)
    : QDockWidget(tr("Timeline"), parent)
    , m_document(document)
{
    setObjectName(QStringLiteral("TimelineDock"));
    auto *content = new QWidget(this);
    content->setObjectName(QStringLiteral("TimelineContent"));
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    auto *bar = new QToolBar(content);
    bar->setIconSize(QSize(16, 16));
    m_view = new TimelineView(document, content);
    m_playback = new Playback(document, this);
    m_actions = new TimelineActions(document, m_view, m_playback, this);

    m_clips = new QComboBox(bar);
    m_clips->setObjectName(QStringLiteral("TimelineClipBox"));
    m_clips->setToolTip(tr("The clip the timeline shows and the viewport plays"));
    m_clips->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_clips->setMinimumContentsLength(12);
    connect(m_clips, &QComboBox::activated, document,
            [this](int i) { m_document->setCurrentAnimation(m_clips->itemData(i).toInt()); });
    bar->addWidget(m_clips);
    m_companion = new CompanionClipBox(document, bar);
    m_companion->setToolBarAction(bar->addWidget(m_companion));
    auto *clipMenu = new QToolButton(bar);
    clipMenu->setText(tr("Clip"));
    clipMenu->setPopupMode(QToolButton::InstantPopup);
    auto *menu = new QMenu(clipMenu);
    menu->addActions({m_actions->addClipAction, m_actions->renameClipAction, m_actions->duplicateClipAction,
                      m_actions->deleteClipAction, m_actions->clipLoopsAction});
    menu->addSeparator();
    menu->addActions({m_actions->resampleAction, m_actions->changeSpeedAction});
    menu->addSeparator();
    menu->addActions({m_actions->splitAction, m_actions->trimAction, m_actions->extractAction, m_actions->joinAction,
                      m_actions->reverseAction, m_actions->seamlessAction});
    clipMenu->setMenu(menu);
    bar->addWidget(clipMenu);
    bar->addSeparator();
    bar->addActions({m_actions->startAction, m_actions->stepBackAction, m_actions->playAction,
                     m_actions->stepForwardAction, m_actions->endAction, m_actions->loopAction});
    m_speed = new QComboBox(bar);
    m_speed->setObjectName(QStringLiteral("TimelineSpeedBox"));
    m_speed->setToolTip(tr("Playback speed"));
    for (double s : {0.1, 0.25, 0.5, 1.0, 1.5, 2.0, 4.0})
        m_speed->addItem(tr("%1×").arg(s), s);
    m_speed->setCurrentIndex(3);
    connect(m_speed, &QComboBox::activated, this,
            [this](int i) { m_playback->setSpeed(m_speed->itemData(i).toDouble()); });
    bar->addWidget(m_speed);
    bar->addSeparator();
    auto *keysMenu = new QToolButton(bar);
    keysMenu->setText(tr("Keys"));
    keysMenu->setPopupMode(QToolButton::InstantPopup);
    auto *kmenu = new QMenu(keysMenu);
    kmenu->addActions({m_actions->insertKeysAction, m_actions->deleteKeysAction, m_actions->copyKeysAction,
                       m_actions->pasteKeysAction, m_actions->selectAllKeysAction, m_actions->scaleKeysAction});
    m_timing = new TimingActions(document, this, this);
    m_timing->populate(kmenu);
    keysMenu->setMenu(kmenu);
    bar->addWidget(keysMenu);
    bar->addActions({m_actions->snapAction, m_actions->pivotAtCursorAction, m_actions->onlySelectedJointsAction});
    m_actions->snapAction->setIconText(tr("Snap"));
    m_actions->pivotAtCursorAction->setIconText(tr("Scale at Cursor"));
    m_actions->onlySelectedJointsAction->setIconText(tr("Selected Joints"));

    layout->addWidget(bar);
    // Keys per joint, or one joint's channels as curves.
    m_tabs = new QTabWidget(content);
    m_tabs->setObjectName(QStringLiteral("TimelineTabs"));
    m_tabs->setDocumentMode(true);
    m_tabs->setTabPosition(QTabWidget::South);
    m_curves = new CurvePanel(document, m_tabs);
    m_tabs->addTab(m_view, tr("Keys"));
    m_tabs->addTab(m_curves, tr("Curves"));
    layout->addWidget(m_tabs, 1);
    setWidget(scrollingDockContent(content));

    connect(document, &Document::modelReset, this, &TimelineDock::updateClips);
    connect(document, &Document::animationsChanged, this, &TimelineDock::updateClips);
    connect(document, &Document::animationChanged, this, &TimelineDock::updateClips);
    connect(document, &Document::currentAnimationChanged, this, &TimelineDock::updateClips);
    updateClips();
}

void TimelineDock::updateClips()
{
    const QSignalBlocker block(m_clips);
    m_clips->clear();
    const auto &list = m_document->model().animations;
    // The bind pose is a choice beside the clips, so that showing it does
    // not hide them.
    if (!list.isEmpty())
        m_clips->addItem(tr("Bind Pose"), -1);
    for (int i = 0; i < list.size(); ++i) {
        const Animation &a = list[i];
        QString label = tr("%1 (%2 fps, %3 frames)")
                            .arg(a.name.isEmpty() ? tr("(unnamed)") : a.name,
                                 QLocale().toString(double(a.fps), 'g', QLocale::FloatingPointShortest),
                                 QLocale().toString(qint64(a.frameCount())));
        // What the game reads beside the model says of the clip: a length
        // it requires, frames another clip plays too.
        QStringList tips;
        if (const QString fixed = fixedLengthNote(m_document->model(), i); !fixed.isEmpty()) {
            label += tr(" · fixed length");
            tips << fixed;
        }
        if (const QString shares = a.extras.value(QLatin1String(kAnimationSharesFramesOf)).toString();
            !shares.isEmpty()) {
            label += tr(" · shares %1").arg(shares);
            tips << tr("The game plays the frames of %1 for this clip too; an edit of one is saved for it alone.")
                        .arg(shares);
        }
        if (const QString played = a.extras.value(QLatin1String(kAnimationGameSlots)).toString(); !played.isEmpty())
            tips << (a.extras.value(QLatin1String(kAnimationGameLoop)).toBool()
                         ? tr("The game plays this clip as %1 and loops it, whatever the clip says.")
                         : tr("The game plays this clip as %1 once, whatever the clip says."))
                        .arg(played);
        m_clips->addItem(label, i);
        if (!tips.isEmpty())
            m_clips->setItemData(m_clips->count() - 1, tips.join(QLatin1Char('\n')), Qt::ToolTipRole);
    }
    m_clips->setCurrentIndex(m_clips->findData(m_document->currentAnimation()));
    const QString tip = m_clips->currentData(Qt::ToolTipRole).toString();
    m_clips->setToolTip(tip.isEmpty()
                            ? tr("The clip the timeline shows and the viewport plays")
                            : tr("The clip the timeline shows and the viewport plays") + QLatin1Char('\n') + tip);
    m_clips->setEnabled(!list.isEmpty());
}

} // namespace quarry
