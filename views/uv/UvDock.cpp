#include "views/uv/UvDock.h"

#include "model/Document.h"
#include "model/operations/Operation.h"
#include "views/FlowLayout.h"
#include "views/TypedValues.h"
#include "views/uv/UvView.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QMenu>
#include <QToolButton>
#include <QVBoxLayout>

namespace quarry {

namespace {

QToolButton *button(const QString &text, const QString &tip, QWidget *parent)
{
    auto *b = new QToolButton(parent);
    b->setText(text);
    b->setToolTip(tip);
    return b;
}

QDoubleSpinBox *number(double value, double lo, double hi, int decimals, const QString &tip, QWidget *parent)
{
    auto *box = new QDoubleSpinBox(parent);
    box->setRange(lo, hi);
    box->setDecimals(decimals);
    box->setValue(value);
    box->setToolTip(tip);
    box->setMaximumWidth(84);
    box->setKeyboardTracking(false);
    return box;
}

} // namespace

UvDock::UvDock(Document *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_view(new UvView(document, this))
    , m_set(new QComboBox(this))
    , m_pick(new QComboBox(this))
    , m_snap(new QCheckBox(tr("Snap"), this))
{
    setObjectName(QStringLiteral("UvPanel"));
    m_set->setObjectName(QStringLiteral("uvSet"));
    m_set->setToolTip(tr("The texture-coordinate set shown and edited"));
    m_pick->addItems({tr("Faces"), tr("Vertices")});
    m_pick->setToolTip(tr("What a click picks"));
    m_snap->setToolTip(tr("Moves by dragging go in whole texture pixels"));
    auto *island = button(tr("Island"), tr("Select the whole UV islands of the selection (or double-click)"), this);
    auto *frame = button(tr("Frame"), tr("Show the whole texture"), this);

    // Short rows, so that the dock fits the narrow right-hand area it shares
    // with Materials; in a narrower one (a small window, a long translation)
    // they wrap.
    auto row = [](std::initializer_list<QWidget *> widgets) {
        auto *layout = new FlowLayout;
        for (QWidget *w : widgets)
            layout->addWidget(w);
        return layout;
    };
    auto label = [this](const QString &text) { return new QLabel(text, this); };

    m_moveU = number(0, -100, 100, 4, tr("Move along u (1: the texture's width)"), this);
    m_moveV = number(0, -100, 100, 4, tr("Move along v (1: the texture's height)"), this);
    m_rotate = number(0, -360, 360, 2, tr("Rotate in degrees about the selection's centre"), this);
    m_scaleU = number(1, -100, 100, 4, tr("Scale along u about the selection's centre"), this);
    m_scaleV = number(1, -100, 100, 4, tr("Scale along v about the selection's centre"), this);
    m_moveU->setObjectName(QStringLiteral("moveU"));
    m_moveV->setObjectName(QStringLiteral("moveV"));
    m_rotate->setObjectName(QStringLiteral("rotate"));
    m_scaleU->setObjectName(QStringLiteral("scaleU"));
    m_scaleV->setObjectName(QStringLiteral("scaleV"));
    auto *apply = button(tr("Apply"), tr("Move, rotate and scale the selected coordinates by these values"), this);
    apply->setObjectName(QStringLiteral("applyTransform"));

    auto *flipU = button(tr("Flip U"), tr("Mirror the selected coordinates left to right"), this);
    auto *flipV = button(tr("Flip V"), tr("Mirror the selected coordinates top to bottom"), this);
    auto *fit = button(tr("Fit"), tr("Scale the selected coordinates to fill the texture"), this);
    auto *weld = button(tr("Weld"), tr("Sew the selected vertices of a seam together"), this);
    auto *split = button(tr("Split"), tr("Cut along the selected edges (or the selected faces off)"), this);
    auto *align = button(tr("Align"), tr("Put the selected coordinates on one line"), this);
    align->setObjectName(QStringLiteral("align"));
    align->setPopupMode(QToolButton::InstantPopup);
    auto *alignMenu = new QMenu(align);
    const struct
    {
        QString text;
        const char *axis;
        const char *to;
    } aligns[] = {{tr("Left (smallest u)"), "u", "min"}, {tr("Centre (u)"), "u", "center"},
                  {tr("Right (largest u)"), "u", "max"}, {tr("Top (smallest v)"), "v", "min"},
                  {tr("Middle (v)"), "v", "center"},     {tr("Bottom (largest v)"), "v", "max"}};
    for (const auto &a : aligns) {
        const QString axis = QLatin1String(a.axis), to = QLatin1String(a.to);
        alignMenu->addAction(a.text, this, [this, axis, to] {
            run(QStringLiteral("alignUVs"), {{QStringLiteral("axis"), axis}, {QStringLiteral("to"), to}});
        });
    }
    align->setMenu(alignMenu);
    m_projection = new QComboBox(this);
    m_projection->addItem(tr("Planar Z"), QStringList{QStringLiteral("planar"), QStringLiteral("z")});
    m_projection->addItem(tr("Planar Y"), QStringList{QStringLiteral("planar"), QStringLiteral("y")});
    m_projection->addItem(tr("Planar X"), QStringList{QStringLiteral("planar"), QStringLiteral("x")});
    m_projection->addItem(tr("Box"), QStringList{QStringLiteral("box"), QStringLiteral("z")});
    m_projection->addItem(tr("Cylindrical"), QStringList{QStringLiteral("cylindrical"), QStringLiteral("z")});
    m_projection->addItem(tr("Spherical"), QStringList{QStringLiteral("spherical"), QStringLiteral("z")});
    auto *project = button(tr("Project"), tr("Project the selected faces (fitted to the texture)"), this);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->setSpacing(2);
    layout->addLayout(row({label(tr("Set")), m_set, m_pick, m_snap, island, frame}));
    layout->addLayout(row({label(tr("Move")), m_moveU, m_moveV, label(tr("Rotate")), m_rotate}));
    layout->addLayout(row({label(tr("Scale")), m_scaleU, m_scaleV, apply}));
    layout->addLayout(row({flipU, flipV, fit, align, weld, split}));
    layout->addLayout(row({m_projection, project}));
    layout->addWidget(m_view, 1);

    connect(m_view, &UvView::message, this, &UvDock::message);
    connect(m_set, &QComboBox::currentIndexChanged, this, [this](int i) {
        if (i >= 0)
            m_view->setUvSet(i);
    });
    connect(m_pick, &QComboBox::currentIndexChanged, this, [this](int i) { m_view->setPickVertices(i == 1); });
    connect(m_snap, &QCheckBox::toggled, m_view, &UvView::setSnapToPixels);
    connect(island, &QToolButton::clicked, this, [this] { run(QStringLiteral("selectUVIsland")); });
    connect(frame, &QToolButton::clicked, m_view, &UvView::frameUnitSquare);
    connect(apply, &QToolButton::clicked, this, &UvDock::applyTypedTransform);
    connect(flipU, &QToolButton::clicked, this, [this] {
        run(QStringLiteral("transformUVs"), {{QStringLiteral("flip"), QStringLiteral("u")}});
    });
    connect(flipV, &QToolButton::clicked, this, [this] {
        run(QStringLiteral("transformUVs"), {{QStringLiteral("flip"), QStringLiteral("v")}});
    });
    connect(fit, &QToolButton::clicked, this, [this] { run(QStringLiteral("fitUVs")); });
    connect(weld, &QToolButton::clicked, this, [this] { run(QStringLiteral("weldUVs")); });
    connect(split, &QToolButton::clicked, this, [this] {
        const OperationResult r = runOperation(*m_document, QStringLiteral("splitUVs"));
        Q_EMIT message(r.message);
    });
    connect(project, &QToolButton::clicked, this, &UvDock::project);
    for (auto signal : {&Document::modelReset, &Document::meshesReset, &Document::selectionChanged})
        connect(document, signal, this, &UvDock::updateSets);
    connect(document, &Document::meshChanged, this, &UvDock::updateSets);
    updateSets();
}

void UvDock::run(const QString &id, const QVariantMap &options)
{
    QVariantMap all = options;
    all.insert(QStringLiteral("set"), m_view->uvSet());
    const OperationResult r = runOperation(*m_document, id, all);
    Q_EMIT message(r.message);
}

void UvDock::setViewDirection(std::function<QVector3D()> direction)
{
    m_viewDirection = std::move(direction);
    if (m_projection->findData(QStringList{QStringLiteral("planar"), QStringLiteral("view")}) < 0)
        m_projection->insertItem(0, tr("Planar (View)"), QStringList{QStringLiteral("planar"), QStringLiteral("view")});
}

void UvDock::project()
{
    const QStringList how = m_projection->currentData().toStringList();
    QVariantMap options{{QStringLiteral("mode"), how.value(0)}, {QStringLiteral("axis"), how.value(1)}};
    if (how.value(1) == QLatin1String("view") && m_viewDirection)
        options.insert(QStringLiteral("direction"), m_viewDirection());
    run(QStringLiteral("projectUVs"), options);
}

void UvDock::applyTypedTransform()
{
    // The tool button takes no focus: a field still being edited has not
    // taken its typed number yet.
    commitTypedValues(this);
    QVariantMap options{{QStringLiteral("translate_u"), m_moveU->value()},
                        {QStringLiteral("translate_v"), m_moveV->value()},
                        {QStringLiteral("rotate"), m_rotate->value()},
                        {QStringLiteral("scale_u"), m_scaleU->value()},
                        {QStringLiteral("scale_v"), m_scaleV->value()}};
    if (m_snap->isChecked())
        options.insert(QStringLiteral("snap"), m_view->snapSize().width());
    run(QStringLiteral("transformUVs"), options);
}

void UvDock::updateSets()
{
    int sets = 1;
    for (int m : m_view->shownMeshes())
        sets = std::max(sets, int(m_document->model().meshes[m].texcoords.size()));
    if (m_set->count() == sets)
        return;
    const QSignalBlocker block(m_set);
    const int current = std::min(m_view->uvSet(), sets - 1);
    m_set->clear();
    for (int i = 0; i < sets; ++i)
        m_set->addItem(QString::number(i));
    m_set->setCurrentIndex(current);
    m_view->setUvSet(current);
}

} // namespace quarry
