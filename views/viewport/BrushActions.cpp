#include "views/viewport/BrushActions.h"

#include "views/viewport/SpinBoxAction.h"
#include "views/viewport/ViewportActions.h"
#include "views/viewport/ViewportWidget.h"

#include <QAction>
#include <QActionGroup>
#include <QMenu>
#include <QToolBar>
#include <QToolButton>

namespace quarry {

BrushActions::BrushActions(ViewportWidget *view, ViewportActions *viewActions, QWidget *owner)
    : QObject(owner)
    , m_view(view)
{
    const BrushSettings defaults = view->brushSettings();
    m_paint = new QAction(tr("Paint Weights"), this);
    m_paint->setObjectName(QStringLiteral("paintWeights"));
    m_paint->setCheckable(true);
    m_paint->setToolTip(tr("Paint the selected joint's weights with a left drag (one undo step per stroke)"));
    connect(m_paint, &QAction::toggled, this, [view, viewActions](bool on) {
        view->setPaintingWeights(on);
        if (on && viewActions && view->settings().mode != DrawMode::Weights)
            viewActions->drawModeAction(DrawMode::Weights)->trigger();
    });

    m_modes = new QActionGroup(this);
    const std::pair<BrushMode, QString> modes[] = {{BrushMode::Add, tr("Add")},
                                                   {BrushMode::Subtract, tr("Subtract")},
                                                   {BrushMode::Replace, tr("Replace")},
                                                   {BrushMode::Smooth, tr("Smooth")}};
    const char *names[] = {"brushAdd", "brushSubtract", "brushReplace", "brushSmooth"};
    int i = 0;
    for (const auto &[mode, text] : modes) {
        auto *a = new QAction(text, m_modes);
        a->setObjectName(QLatin1String(names[i++]));
        a->setCheckable(true);
        a->setData(int(mode));
        a->setChecked(mode == defaults.mode);
    }
    m_modeMenu = new QMenu(owner);
    m_modeMenu->setObjectName(QStringLiteral("brushMode"));
    m_modeMenu->addActions(m_modes->actions());
    m_modeMenu->menuAction()->setText(m_modes->checkedAction()->text());
    m_modeMenu->menuAction()->setToolTip(tr("What the brush does: add, subtract, replace (towards Weight) or smooth"));
    connect(m_modes, &QActionGroup::triggered, this, [this](QAction *a) {
        m_modeMenu->menuAction()->setText(a->text());
        apply();
    });

    auto number = [this](const char *name, const QString &text, double low, double high, int decimals, double value,
                         const QString &tip) {
        auto *a = new SpinBoxAction(QLatin1String(name), this);
        a->setText(text);
        a->setPrefix(text + QLatin1Char(' '));
        a->setDecimals(decimals);
        a->setRange(low, high);
        a->setValue(value);
        a->setToolTip(tip);
        connect(a, &SpinBoxAction::valueChanged, this, &BrushActions::apply);
        return a;
    };
    m_radius = number("brushRadius", tr("Radius"), 1, 1000, 0, defaults.radius, tr("Brush radius in screen pixels"));
    m_strength = number("brushStrength", tr("Strength"), 0, 1, 2, defaults.strength,
                        tr("How much a dab changes at its centre"));
    m_falloff = number("brushFalloff", tr("Falloff"), 0, 1, 2, defaults.falloff,
                       tr("0: the same strength to the rim; 1: fading smoothly to nothing at the rim"));
    m_weight = number("brushWeight", tr("Weight"), 0, 1, 2, defaults.weight, tr("The weight Replace paints towards"));
    m_mirror = new QAction(tr("Mirror X"), this);
    m_mirror->setObjectName(QStringLiteral("brushMirror"));
    m_mirror->setCheckable(true);
    m_mirror->setToolTip(tr("Paint the mirror image across X too, left joints for right"));
    connect(m_mirror, &QAction::toggled, this, &BrushActions::apply);
}

void BrushActions::apply()
{
    BrushSettings s = m_view->brushSettings();
    s.mode = BrushMode(m_modes->checkedAction()->data().toInt());
    s.radius = float(m_radius->value());
    s.strength = float(m_strength->value());
    s.falloff = float(m_falloff->value());
    s.weight = float(m_weight->value());
    s.mirror = m_mirror->isChecked();
    s.mirrorAxis = 0;
    m_view->setBrushSettings(s);
}

void BrushActions::populateToolBar(QToolBar *bar)
{
    bar->addAction(m_paint);
    bar->addAction(m_modeMenu->menuAction());
    if (auto *button = qobject_cast<QToolButton *>(bar->widgetForAction(m_modeMenu->menuAction())))
        button->setPopupMode(QToolButton::InstantPopup);
    for (SpinBoxAction *a : {m_radius, m_strength, m_falloff, m_weight})
        bar->addAction(a);
    bar->addAction(m_mirror);
}

} // namespace quarry
