#include "views/timeline/CompanionClipBox.h"

#include "model/Document.h"
#include "model/LayeredPlayback.h"

#include <QAction>
#include <QSignalBlocker>

namespace quarry {

CompanionClipBox::CompanionClipBox(Document *document, QWidget *parent)
    : QComboBox(parent)
    , m_document(document)
{
    setObjectName(QStringLiteral("TimelineCompanionBox"));
    setToolTip(tr("The clip played with the current one: a player's torso with its legs, or its legs with its "
                  "torso, as the game plays them"));
    setSizeAdjustPolicy(QComboBox::AdjustToContents);
    connect(this, &QComboBox::activated, document,
            [this](int i) { m_document->setCompanionAnimation(itemData(i).toInt()); });
    connect(document, &Document::modelReset, this, &CompanionClipBox::update);
    connect(document, &Document::animationsChanged, this, &CompanionClipBox::update);
    connect(document, &Document::animationInserted, this, &CompanionClipBox::update);
    connect(document, &Document::animationRemoved, this, &CompanionClipBox::update);
    connect(document, &Document::currentAnimationChanged, this, &CompanionClipBox::update);
    connect(document, &Document::companionAnimationChanged, this, &CompanionClipBox::update);
    update();
}

void CompanionClipBox::setToolBarAction(QAction *action)
{
    m_action = action;
    update();
}

void CompanionClipBox::update()
{
    const Model &model = m_document->model();
    const int current = m_document->currentAnimation();
    const int paired = pairedCompanion(model, current, m_document->companionAnimation());
    if (paired != m_document->companionAnimation()) {
        m_document->setCompanionAnimation(paired); // comes back here
        return;
    }
    const QSignalBlocker block(this);
    clear();
    for (int a : companionCandidates(model, current))
        addItem(tr("with %1").arg(model.animations[a].name), a);
    setCurrentIndex(findData(paired));
    setEnabled(count() > 0);
    if (m_action) {
        bool layered = false;
        for (int a = 0; a < model.animations.size() && !layered; ++a)
            layered = !companionCandidates(model, a).isEmpty();
        m_action->setVisible(layered);
    }
}

} // namespace quarry
