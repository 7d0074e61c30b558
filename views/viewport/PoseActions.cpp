#include "views/viewport/PoseActions.h"

#include "model/Document.h"
#include "model/operations/Operation.h"
#include "views/viewport/SpinBoxAction.h"
#include "views/viewport/ViewportWidget.h"

#include <QAction>
#include <QActionGroup>
#include <QMenu>
#include <QSettings>
#include <QToolBar>
#include <QToolButton>

namespace quarry {

PoseActions::PoseActions(Document *document, ViewportWidget *view, QWidget *owner)
    : QObject(owner)
    , m_document(document)
    , m_view(view)
{
    m_autoKey = new QAction(tr("Auto Key"), this);
    m_autoKey->setObjectName(QStringLiteral("autoKey"));
    m_autoKey->setCheckable(true);
    m_autoKey->setChecked(view->autoKey());
    m_autoKey->setToolTip(tr("Gizmo drags on posed joints set keys at the current time; off, they preview "
                             "the pose until Key Pose"));
    connect(m_autoKey, &QAction::toggled, view, &ViewportWidget::setAutoKey);
    m_keyPose = new QAction(tr("Key Pose"), this);
    m_keyPose->setObjectName(QStringLiteral("keyPose"));
    m_keyPose->setShortcut(Qt::Key_K);
    m_keyPose->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_keyPose->setToolTip(tr("Key translation, rotation and scale of every selected joint at the current time (K)"));
    connect(m_keyPose, &QAction::triggered, view, &ViewportWidget::keyPose);

    const struct
    {
        const char *name;
        QString text;
        QString id;
        bool mirrored;
        QString tip;
    } entries[] = {
        {"copyPose", tr("Copy Pose"), QStringLiteral("copyPose"), false,
         tr("Copy the selected joints' pose (every joint's when none is selected)")},
        {"pastePose", tr("Paste Pose"), QStringLiteral("pastePose"), false,
         tr("Key the copied pose at the current time")},
        {"pasteMirroredPose", tr("Paste Mirrored"), QStringLiteral("pastePose"), true,
         tr("Key the mirror image of the copied pose on the joints of the other side")},
        {"mirrorPose", tr("Mirror Pose"), QStringLiteral("mirrorPose"), false,
         tr("Key the mirror image of the whole pose at the current time")},
    };
    for (const auto &e : entries) {
        auto *a = new QAction(e.text, this);
        a->setObjectName(QLatin1String(e.name));
        a->setToolTip(e.tip);
        const QString id = e.id;
        const bool mirrored = e.mirrored;
        connect(a, &QAction::triggered, this, [this, id, mirrored] { run(id, mirrored); });
        m_clipboard << a;
    }
    m_axes = new QActionGroup(this);
    m_axisMenu = new QMenu(owner);
    m_axisMenu->setObjectName(QStringLiteral("mirrorAxisMenu"));
    m_axisMenu->menuAction()->setObjectName(QStringLiteral("mirrorAxis"));
    m_axisMenu->menuAction()->setToolTip(tr("The axis across which poses are mirrored"));
    for (const char *axis : {"auto", "x", "y", "z"}) {
        const bool automatic = QLatin1String(axis) == QLatin1String("auto");
        auto *a = new QAction(automatic ? tr("Mirror Across the Joints' Sides")
                                        : tr("Mirror across %1").arg(QString::fromLatin1(axis).toUpper()),
                              m_axes);
        a->setCheckable(true);
        a->setData(QString::fromLatin1(axis));
        a->setChecked(automatic);
        m_axisMenu->addAction(a);
    }
    auto syncAxis = [this] {
        const QString axis = m_axes->checkedAction()->data().toString();
        m_axisMenu->setTitle(axis == QLatin1String("auto") ? tr("Axis: Automatic")
                                                           : tr("Axis: %1").arg(axis.toUpper()));
    };
    connect(m_axes, &QActionGroup::triggered, this, syncAxis);
    syncAxis();

    m_onion = new QAction(tr("Onion Skin"), this);
    m_onion->setObjectName(QStringLiteral("onionSkin"));
    m_onion->setCheckable(true);
    m_onion->setToolTip(tr("Show the poses before (blue) and after (green) the current time as fading ghosts"));
    connect(m_onion, &QAction::toggled, this, &PoseActions::applyOnionSkin);
    const OnionSkinSettings defaults;
    auto number = [this](const QString &name, const QString &text, double value, double minimum, double maximum) {
        auto *a = new SpinBoxAction(name, this);
        a->setText(text);
        a->setPrefix(text + QLatin1Char(' '));
        a->setDecimals(0);
        a->setRange(minimum, maximum);
        a->setValue(value);
        connect(a, &SpinBoxAction::valueChanged, this, &PoseActions::applyOnionSkin);
        return a;
    };
    m_before = number(QStringLiteral("onionBefore"), tr("Before"), defaults.before, 0, 20);
    m_before->setToolTip(tr("Ghosts before the current time"));
    m_after = number(QStringLiteral("onionAfter"), tr("After"), defaults.after, 0, 20);
    m_after->setToolTip(tr("Ghosts after the current time"));
    m_step = number(QStringLiteral("onionStep"), tr("Step"), defaults.step, 1, 100);
    m_step->setToolTip(tr("Frames between ghosts"));
    m_bonesOnly = new QAction(tr("Ghost Bones Only"), this);
    m_bonesOnly->setObjectName(QStringLiteral("onionBonesOnly"));
    m_bonesOnly->setCheckable(true);
    m_bonesOnly->setToolTip(tr("Ghost the skeleton instead of the whole model"));
    connect(m_bonesOnly, &QAction::toggled, this, &PoseActions::applyOnionSkin);
    // The settings in a menu of their own: the toolbar button's arrow and
    // View > Posing open it, so they need no room in the row.
    m_onionMenu = new QMenu(tr("Onion Skin Settings"), owner);
    m_onionMenu->setObjectName(QStringLiteral("onionSkinMenu"));
    m_onionMenu->menuAction()->setObjectName(QStringLiteral("onionSkinSettings"));
    m_onionMenu->addAction(m_before);
    m_onionMenu->addAction(m_after);
    m_onionMenu->addAction(m_step);
    m_onionMenu->addSeparator();
    m_onionMenu->addAction(m_bonesOnly);
}

void PoseActions::run(const QString &id, bool mirrored)
{
    QVariantMap options;
    const QString rule =
        QSettings().value(QStringLiteral("preferences/jointSideRule"), QStringLiteral("auto")).toString();
    if (id == QLatin1String("pastePose")) {
        options.insert(QStringLiteral("mirrored"), mirrored);
        options.insert(QStringLiteral("name_rule"), rule);
        options.insert(QStringLiteral("axis"), m_axes->checkedAction()->data());
    } else if (id == QLatin1String("mirrorPose")) {
        options.insert(QStringLiteral("name_rule"), rule);
        options.insert(QStringLiteral("axis"), m_axes->checkedAction()->data());
    }
    const OperationResult result = runOperation(*m_document, id, options);
    Q_EMIT statusMessage(result.message);
}

void PoseActions::applyOnionSkin()
{
    RenderSettings s = m_view->settings();
    s.onion.enabled = m_onion->isChecked();
    s.onion.before = int(m_before->value());
    s.onion.after = int(m_after->value());
    s.onion.step = int(m_step->value());
    s.onion.bonesOnly = m_bonesOnly->isChecked();
    m_view->setSettings(s);
}

void PoseActions::populateMenu(QMenu *menu)
{
    menu->addAction(m_autoKey);
    menu->addAction(m_keyPose);
    menu->addSeparator();
    menu->addActions(m_clipboard);
    menu->addMenu(m_axisMenu);
    menu->addSeparator();
    menu->addAction(m_onion);
    menu->addMenu(m_onionMenu);
}

void PoseActions::populateToolBar(QToolBar *bar)
{
    bar->addAction(m_autoKey);
    bar->addAction(m_keyPose);
    bar->addSeparator();
    // Onion Skin early in the row, where a view beside the docks still has
    // room for it: a click switches it, the arrow opens its settings.
    bar->addAction(m_onion);
    if (auto *button = qobject_cast<QToolButton *>(bar->widgetForAction(m_onion))) {
        button->setMenu(m_onionMenu);
        button->setPopupMode(QToolButton::MenuButtonPopup);
    }
    bar->addSeparator();
    bar->addActions(m_clipboard);
    bar->addAction(m_axisMenu->menuAction());
    if (auto *button = qobject_cast<QToolButton *>(bar->widgetForAction(m_axisMenu->menuAction())))
        button->setPopupMode(QToolButton::InstantPopup);
}

} // namespace quarry
