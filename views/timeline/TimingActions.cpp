#include "views/timeline/TimingActions.h"

#include "model/Document.h"
#include "model/operations/Operation.h"
#include "model/ops/Timing.h"
#include "views/FormDialog.h"
#include "views/timeline/EaseCurveEditor.h"
#include "views/timeline/FixedLengthQuestion.h"

#include <QAction>
#include <QComboBox>
#include <QDialog>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QMenu>
#include <QRegularExpression>

#include <cmath>

namespace quarry {

namespace {

QDoubleSpinBox *secondsBox(QWidget *parent, double value, double minimum = 0.0)
{
    auto *box = new QDoubleSpinBox(parent);
    box->setRange(minimum, 1e6);
    box->setDecimals(4);
    box->setSingleStep(1.0 / 30.0);
    box->setSuffix(QObject::tr(" s"));
    box->setValue(value);
    return box;
}

EaseCurve presetCurve(const QString &id)
{
    if (id == QLatin1String("slow_in"))
        return EaseCurve::slowIn();
    if (id == QLatin1String("slow_out"))
        return EaseCurve::slowOut();
    if (id == QLatin1String("slow_in_out"))
        return EaseCurve::slowInOut();
    return EaseCurve::linear();
}

// "x1 y1 x2 y2" as retimeRange's handles option reads them (C locale, to
// three decimals).
QString handlesText(const EaseCurve &c)
{
    QStringList parts;
    for (double v : {c.x1, c.y1, c.x2, c.y2})
        parts.append(QString::number(std::round(v * 1000.0) / 1000.0 + 0.0)); // + 0.0: no "-0"
    return parts.join(QLatin1Char(' '));
}

// Four numbers with x1 and x2 in [0, 1], as retimeRange accepts them.
bool parseHandles(const QString &text, EaseCurve &curve)
{
    const QStringList h = text.split(QRegularExpression(QStringLiteral("[\\s,]+")), Qt::SkipEmptyParts);
    if (h.size() != 4)
        return false;
    double v[4] = {};
    for (qsizetype i = 0; i < 4; ++i) {
        bool ok = false;
        v[i] = h[i].toDouble(&ok);
        if (!ok)
            return false;
    }
    if (v[0] < 0 || v[0] > 1 || v[2] < 0 || v[2] > 1)
        return false;
    curve = {v[0], v[1], v[2], v[3]};
    return true;
}

} // namespace

TimingActions::TimingActions(Document *document, QWidget *dialogParent, QObject *parent)
    : QObject(parent)
    , m_document(document)
    , m_dialogParent(dialogParent)
{
    const auto interpolation = [this](const QString &text, const char *mode, const QString &tip) {
        auto *a = new QAction(text, this);
        a->setToolTip(tip);
        connect(a, &QAction::triggered, this, [this, mode] {
            run(QStringLiteral("setInterpolation"),
                {{QStringLiteral("selected"), true}, {QStringLiteral("mode"), QString::fromLatin1(mode)}});
        });
        return a;
    };
    linearAction = interpolation(tr("Interpolation: &Linear"), "linear",
                                 tr("The selected keys go on to the next in a straight line"));
    constantAction = interpolation(tr("Interpolation: &Constant (Step)"), "constant",
                                   tr("The selected keys hold until the next key (square marks)"));
    smoothAction = interpolation(tr("Interpolation: S&mooth"), "smooth",
                                 tr("The selected keys ease in and out along a curve through their neighbours "
                                    "(round marks)"));
    moveKeysAction = new QAction(tr("&Move Keys..."), this);
    connect(moveKeysAction, &QAction::triggered, this, &TimingActions::askMoveKeys);
    selectKeysAction = new QAction(tr("Select &Keys..."), this);
    connect(selectKeysAction, &QAction::triggered, this, &TimingActions::askSelectKeys);
    retimeRangeAction = new QAction(tr("&Retime Range with Ease..."), this);
    connect(retimeRangeAction, &QAction::triggered, this, &TimingActions::askRetimeRange);

    connect(document, &Document::keySelectionChanged, this, &TimingActions::updateEnabled);
    connect(document, &Document::currentAnimationChanged, this, &TimingActions::updateEnabled);
    connect(document, &Document::modelReset, this, &TimingActions::updateEnabled);
    updateEnabled();
}

void TimingActions::populate(QMenu *menu)
{
    if (!menu->isEmpty())
        menu->addSeparator();
    menu->addActions({linearAction, constantAction, smoothAction});
    menu->addSeparator();
    menu->addActions({selectKeysAction, moveKeysAction, retimeRangeAction});
}

QString TimingActions::run(const QString &id, QVariantMap options)
{
    options.insert(QStringLiteral("animation"), m_document->currentAnimation());
    if (!applyFixedLengthChange(m_dialogParent, *m_document, [&](Document &d) { runOperation(d, id, options); }))
        return {};
    const OperationResult result = runOperation(*m_document, id, options);
    Q_EMIT message(result.message);
    return result.message;
}

void TimingActions::updateEnabled()
{
    const bool clip = m_document->currentAnimation() >= 0;
    const bool keys = clip && !m_document->keySelection().isEmpty();
    for (QAction *a : {linearAction, constantAction, smoothAction, moveKeysAction})
        a->setEnabled(keys);
    selectKeysAction->setEnabled(clip);
    retimeRangeAction->setEnabled(clip);
}

void TimingActions::askMoveKeys()
{
    QDialog dialog(m_dialogParent);
    dialog.setWindowTitle(tr("Move Keys"));
    auto *form = new QFormLayout(&dialog);
    auto *offset = new QDoubleSpinBox(&dialog);
    offset->setRange(-1e6, 1e6);
    offset->setDecimals(4);
    offset->setValue(1.0);
    auto *unit = new QComboBox(&dialog);
    unit->addItem(tr("frames"), QStringLiteral("frames"));
    unit->addItem(tr("seconds"), QStringLiteral("seconds"));
    auto *snap = new QComboBox(&dialog);
    snap->addItem(tr("None"), QStringLiteral("none"));
    snap->addItem(tr("Whole frames"), QStringLiteral("frames"));
    snap->addItem(tr("First key to the cursor"), QStringLiteral("cursor"));
    connect(snap, &QComboBox::currentIndexChanged, offset,
            [offset, snap] { offset->setEnabled(snap->currentData() != QStringLiteral("cursor")); });
    form->addRow(tr("By:"), offset);
    form->addRow(tr("Unit:"), unit);
    form->addRow(tr("Snap:"), snap);
    if (!execWithOkCancel(dialog, form))
        return;
    run(QStringLiteral("moveKeys"), {{QStringLiteral("selected"), true},
                                     {QStringLiteral("offset"), offset->value()},
                                     {QStringLiteral("unit"), unit->currentData()},
                                     {QStringLiteral("snap"), snap->currentData()}});
}

void TimingActions::askSelectKeys()
{
    QDialog dialog(m_dialogParent);
    dialog.setWindowTitle(tr("Select Keys"));
    auto *form = new QFormLayout(&dialog);
    auto *joints = new QLineEdit(&dialog);
    joints->setObjectName(QStringLiteral("joints"));
    joints->setToolTip(tr("Words matching part of a joint's name, or wildcards: arm* *.L"));
    const int index = m_document->currentAnimation();
    const double duration = index >= 0 ? m_document->model().animations[index].duration : 0.0;
    auto *start = secondsBox(&dialog, 0.0);
    auto *end = secondsBox(&dialog, duration);
    auto *morphs = new QLineEdit(&dialog);
    morphs->setObjectName(QStringLiteral("morphs"));
    morphs->setToolTip(tr("Morph target names, \"mesh / target\", words matching part of a name, or "
                          "wildcards: smile* *blink*"));
    // Empty fields pick every joint and morph target while both are empty,
    // none of their kind once the other names some.
    const auto placeholders = [joints, morphs] {
        joints->setPlaceholderText(morphs->text().trimmed().isEmpty() ? tr("every joint") : tr("none"));
        morphs->setPlaceholderText(joints->text().trimmed().isEmpty() ? tr("every morph target") : tr("none"));
    };
    connect(joints, &QLineEdit::textChanged, &dialog, placeholders);
    connect(morphs, &QLineEdit::textChanged, &dialog, placeholders);
    placeholders();
    bool hasMorphs = false;
    for (const Mesh &mesh : m_document->model().meshes)
        hasMorphs = hasMorphs || !mesh.morphs.isEmpty();
    form->addRow(tr("Joints:"), joints);
    if (hasMorphs)
        form->addRow(tr("Morph targets:"), morphs);
    else
        morphs->hide();
    form->addRow(tr("From:"), start);
    form->addRow(tr("To:"), end);
    if (!execWithOkCancel(dialog, form))
        return;
    run(QStringLiteral("selectKeys"), {{QStringLiteral("joints"), joints->text()},
                                       {QStringLiteral("morphs"), hasMorphs ? morphs->text() : QString()},
                                       {QStringLiteral("start"), start->value()},
                                       {QStringLiteral("end"), end->value()}});
}

void TimingActions::askRetimeRange()
{
    const int index = m_document->currentAnimation();
    if (index < 0)
        return;
    const double duration = m_document->model().animations[index].duration;
    const KeySelection &keys = m_document->keySelection();
    const bool span = !keys.isEmpty() && keys.lastTime() > keys.firstTime();
    QDialog dialog(m_dialogParent);
    dialog.setWindowTitle(tr("Retime Range"));
    auto *form = new QFormLayout(&dialog);
    auto *start = secondsBox(&dialog, span ? keys.firstTime() : 0.0);
    auto *end = secondsBox(&dialog, span ? keys.lastTime() : duration);
    auto *newEnd = secondsBox(&dialog, end->value());
    auto *ease = new QComboBox(&dialog);
    ease->setObjectName(QStringLiteral("ease"));
    ease->addItem(tr("Linear"), QStringLiteral("linear"));
    ease->addItem(tr("Slow in"), QStringLiteral("slow_in"));
    ease->addItem(tr("Slow out"), QStringLiteral("slow_out"));
    ease->addItem(tr("Slow in and out"), QStringLiteral("slow_in_out"));
    ease->addItem(tr("Curve by handles"), QStringLiteral("curve"));
    ease->setCurrentIndex(3);
    auto *handles = new QLineEdit(handlesText(EaseCurve::slowInOut()), &dialog);
    handles->setObjectName(QStringLiteral("handles"));
    handles->setToolTip(tr("x1 y1 x2 y2 of a Bezier curve from (0,0) to (1,1), as CSS cubic-bezier()"));
    handles->setEnabled(false);
    auto *curve = new EaseCurveEditor(&dialog);
    curve->setCurve(EaseCurve::slowInOut());
    // The handles field is the one source of truth: a preset writes its
    // handles there, a knob dragged writes there (and picks the curve), and
    // the drawing follows the field.
    connect(ease, &QComboBox::currentIndexChanged, handles, [handles, ease] {
        const QString id = ease->currentData().toString();
        handles->setEnabled(id == QLatin1String("curve"));
        if (id != QLatin1String("curve"))
            handles->setText(handlesText(presetCurve(id)));
    });
    connect(handles, &QLineEdit::textChanged, curve, [curve](const QString &text) {
        EaseCurve c;
        if (parseHandles(text, c))
            curve->setCurve(c);
    });
    connect(curve, &EaseCurveEditor::curveEdited, handles, [handles, ease, curve] {
        ease->setCurrentIndex(ease->findData(QStringLiteral("curve")));
        const QString text = handlesText(curve->curve());
        handles->setText(text);
        EaseCurve rounded;
        if (parseHandles(text, rounded)) // the knob shows what the field says
            curve->setCurve(rounded);
    });
    start->setObjectName(QStringLiteral("start"));
    end->setObjectName(QStringLiteral("end"));
    newEnd->setObjectName(QStringLiteral("newEnd"));
    form->addRow(tr("From:"), start);
    form->addRow(tr("To:"), end);
    form->addRow(tr("New end:"), newEnd);
    form->addRow(tr("Ease:"), ease);
    form->addRow(curve);
    form->addRow(tr("Handles:"), handles);
    if (!execWithOkCancel(dialog, form))
        return;
    run(QStringLiteral("retimeRange"), {{QStringLiteral("start"), start->value()},
                                        {QStringLiteral("end"), end->value()},
                                        {QStringLiteral("new_end"), newEnd->value()},
                                        {QStringLiteral("ease"), ease->currentData()},
                                        {QStringLiteral("handles"), handles->text()}});
}

} // namespace quarry
