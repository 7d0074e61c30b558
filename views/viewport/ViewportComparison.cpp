// The viewport's part in a comparison (File > Compare With…): the compared
// model B drawn as a ghost at the time shown, posed by its animation that
// pairs with the current one (as the report pairs them), and the
// Deviation mode's colours and scale.
#include "model/Document.h"
#include "model/ops/CompareDeviation.h"
#include "views/ComparedModel.h"
#include "views/viewport/ComparisonDrawing.h"
#include "views/viewport/DeviationScale.h"
#include "views/viewport/ViewportWidget.h"

#include <QPainter>

namespace quarry {

void ViewportWidget::connectComparison()
{
    m_compared = ComparedModel::of(m_document);
    connect(m_compared, &ComparedModel::changed, this, [this] {
        m_comparedDirty = true;
        markPoseDirty();
    });
    connect(m_compared, &ComparedModel::ghostShownChanged, this, &ViewportWidget::redraw);
}

void ViewportWidget::syncComparison(bool modelChanged, bool poseChanged)
{
    const bool loaded = m_compared->isLoaded();
    const Model &a = m_document->model();
    const Model &b = m_compared->model();
    if (m_comparedDirty) {
        m_renderer.setComparisonModel(loaded ? &b : nullptr);
        m_comparedDirty = false;
        modelChanged = poseChanged = true;
    }
    if (modelChanged) {
        m_deviationField.reset();
        m_comparedAnimations = loaded ? pairedAnimations(a, b) : QList<int>();
    }
    m_renderer.setComparisonGhost(loaded && m_compared->ghostShown(), kComparisonGhostColor);
    if (!loaded || !poseChanged)
        return;
    const int animation = m_document->currentAnimation();
    const double time = m_document->currentTime();
    const int animationB = animation >= 0 ? m_comparedAnimations.value(animation, -1) : -1;
    poseComparisonGhost(m_renderer, b, animationB, time);
    if (m_settings.mode != DrawMode::Deviation)
        return;
    if (!m_deviationField)
        m_deviationField = std::make_unique<VertexDeviationField>(a, b, m_compared->tolerance());
    m_largestDeviation = applyDeviationColors(m_renderer, *m_deviationField, animation, animationB, time,
                                              m_compared->tolerance());
}

void ViewportWidget::paintComparisonOverlay(QPainter &painter)
{
    if (m_settings.mode != DrawMode::Deviation || !m_compared->isLoaded())
        return;
    paintDeviationScale(painter, rect(), m_compared->tolerance(), m_largestDeviation);
}

} // namespace quarry
