#include "editor/WeightActions.h"

#include "model/Document.h"
#include "model/operations/Operation.h"
#include "model/ops/AutoWeights.h"
#include "model/ops/MirrorWeights.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QInputDialog>
#include <QListWidget>
#include <QMenu>
#include <QSpinBox>

namespace quarry {

namespace {

// Runs a dialog of the given rows with OK and Cancel; true when accepted.
bool ask(QDialog &dialog, QFormLayout *form)
{
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    form->addRow(buttons);
    return dialog.exec() == QDialog::Accepted;
}

// A list of the model's joints with the selected one current.
QComboBox *jointCombo(const Document &document, QWidget *parent)
{
    auto *combo = new QComboBox(parent);
    combo->setObjectName(QStringLiteral("joint"));
    const auto &joints = document.model().skeleton.joints;
    for (int j = 0; j < joints.size(); ++j)
        combo->addItem(QStringLiteral("%1  %2").arg(j).arg(joints[j].name), j);
    const QList<int> &selected = document.selection().joints;
    combo->setCurrentIndex(selected.isEmpty() ? 0 : selected.first());
    return combo;
}

} // namespace

WeightActions::WeightActions(Document *document, QWidget *window)
    : QObject(window)
    , m_document(document)
    , m_window(window)
{
    connect(add(QStringLiteral("assignWeights"), tr("&Assign to Joint..."),
                tr("Give the selected vertices a weight of a joint: replace, add or subtract")),
            &QAction::triggered, this, &WeightActions::assign);
    connect(add(QStringLiteral("removeInfluence"), tr("&Remove Influence"),
                tr("Take the selected joint's weight off the selected vertices")),
            &QAction::triggered, this, [this] { run(QStringLiteral("removeInfluence")); });
    connect(add(QStringLiteral("singleInfluence"), tr("&Single Influence"),
                tr("Keep only each vertex's largest influence (the selection, or every vertex)")),
            &QAction::triggered, this, [this] { run(QStringLiteral("singleInfluence")); });
    connect(add(QStringLiteral("autoWeights"), tr("A&utomatic Weights..."),
                tr("Weights from the distance to the bones (the selection, or every vertex)")),
            &QAction::triggered, this, &WeightActions::autoWeights);
    connect(add(QStringLiteral("mirrorWeights"), tr("&Mirror Weights..."),
                tr("Copy weights across an axis, left joints swapped for right")),
            &QAction::triggered, this, &WeightActions::mirror);
    connect(add(QStringLiteral("selectInfluenced"), tr("Select &Influenced..."),
                tr("Select the vertices the selected joint weights more than a threshold")),
            &QAction::triggered, this, &WeightActions::selectInfluenced);
    connect(add(QStringLiteral("selectUnweighted"), tr("Select &Unweighted"), tr("Select the vertices with no weight")),
            &QAction::triggered, this, [this] { run(QStringLiteral("selectUnweighted")); });
    connect(add(QStringLiteral("selectOverInfluenced"), tr("Select &Over-Influenced..."),
                tr("Select the vertices with more than a number of influences")),
            &QAction::triggered, this, &WeightActions::selectOverInfluenced);

    for (auto signal :
         {&Document::selectionChanged, &Document::modelReset, &Document::skeletonChanged, &Document::meshesReset})
        connect(document, signal, this, &WeightActions::updateEnabled);
    updateEnabled();
}

QAction *WeightActions::add(const QString &id, const QString &text, const QString &tip)
{
    auto *a = new QAction(text, this);
    a->setObjectName(id);
    a->setStatusTip(tip);
    a->setToolTip(tip);
    m_actions.insert(id, a);
    return a;
}

void WeightActions::populateSelectMenu(QMenu *menu)
{
    menu->addSeparator();
    for (const char *id : {"selectInfluenced", "selectUnweighted", "selectOverInfluenced"})
        menu->addAction(m_actions.value(QLatin1String(id)));
}

void WeightActions::populateModelMenu(QMenu *menu)
{
    QMenu *weights = menu->addMenu(tr("&Weights"));
    weights->setObjectName(QStringLiteral("weightsMenu"));
    for (const char *id : {"assignWeights", "removeInfluence", "singleInfluence", "autoWeights", "mirrorWeights"})
        weights->addAction(m_actions.value(QLatin1String(id)));
}

QList<QAction *> WeightActions::jointContextActions() const
{
    return {m_actions.value(QStringLiteral("assignWeights")), m_actions.value(QStringLiteral("removeInfluence")),
            m_actions.value(QStringLiteral("selectInfluenced"))};
}

void WeightActions::updateEnabled()
{
    for (auto it = m_actions.cbegin(); it != m_actions.cend(); ++it) {
        it.value()->setEnabled(operationAvailable(*m_document, it.key()));
    }
}

void WeightActions::run(const QString &id, const QVariantMap &options)
{
    const OperationResult result = runOperation(*m_document, id, options);
    Q_EMIT message(result.message);
}

void WeightActions::assign()
{
    QDialog dialog(m_window);
    dialog.setWindowTitle(tr("Assign to Joint"));
    auto *form = new QFormLayout(&dialog);
    QComboBox *joint = jointCombo(*m_document, &dialog);
    auto *weight = new QDoubleSpinBox(&dialog);
    weight->setObjectName(QStringLiteral("weight"));
    weight->setRange(0.0, 1.0);
    weight->setDecimals(3);
    weight->setSingleStep(0.05);
    weight->setValue(1.0);
    auto *mode = new QComboBox(&dialog);
    mode->setObjectName(QStringLiteral("mode"));
    mode->addItem(tr("Replace"), QStringLiteral("replace"));
    mode->addItem(tr("Add"), QStringLiteral("add"));
    mode->addItem(tr("Subtract"), QStringLiteral("subtract"));
    auto *normalize = new QCheckBox(tr("Scale the other joints' weights to sum to one"), &dialog);
    normalize->setObjectName(QStringLiteral("normalize"));
    normalize->setChecked(true);
    form->addRow(tr("Joint"), joint);
    form->addRow(tr("Weight"), weight);
    form->addRow(tr("Mode"), mode);
    form->addRow(normalize);
    if (ask(dialog, form))
        run(QStringLiteral("assignWeights"), {{QStringLiteral("joint"), joint->currentData().toInt()},
                                              {QStringLiteral("weight"), weight->value()},
                                              {QStringLiteral("mode"), mode->currentData().toString()},
                                              {QStringLiteral("normalize"), normalize->isChecked()}});
}

void WeightActions::autoWeights()
{
    QDialog dialog(m_window);
    dialog.setWindowTitle(tr("Automatic Weights"));
    auto *form = new QFormLayout(&dialog);
    auto *influences = new QSpinBox(&dialog);
    influences->setObjectName(QStringLiteral("maxInfluences"));
    influences->setRange(1, 16);
    influences->setValue(4);
    // The joints offered checked: those that already deform the mesh (helper
    // and IK joints left out), or all when nothing is weighted yet.
    const Model &model = m_document->model();
    QList<int> deforming = deformingJoints(model);
    auto *joints = new QListWidget(&dialog);
    joints->setObjectName(QStringLiteral("joints"));
    for (int j = 0; j < model.skeleton.joints.size(); ++j) {
        auto *item = new QListWidgetItem(model.skeleton.joints[j].name, joints);
        item->setData(Qt::UserRole, j);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(deforming.isEmpty() || deforming.contains(j) ? Qt::Checked : Qt::Unchecked);
    }
    form->addRow(tr("Influences per vertex at most"), influences);
    form->addRow(tr("Joints that receive weight"), joints);
    if (!ask(dialog, form))
        return;
    QVariantList chosen;
    for (int row = 0; row < joints->count(); ++row)
        if (joints->item(row)->checkState() == Qt::Checked)
            chosen << joints->item(row)->data(Qt::UserRole).toInt();
    run(QStringLiteral("autoWeights"),
        {{QStringLiteral("max_influences"), influences->value()}, {QStringLiteral("joints"), chosen}});
}

void WeightActions::mirror()
{
    QDialog dialog(m_window);
    dialog.setWindowTitle(tr("Mirror Weights"));
    auto *form = new QFormLayout(&dialog);
    auto *axis = new QComboBox(&dialog);
    axis->setObjectName(QStringLiteral("axis"));
    axis->addItem(tr("Automatic (where left and right joints lie apart)"), QStringLiteral("auto"));
    axis->addItem(tr("X (from +X to -X, or from the selection)"), QStringLiteral("x"));
    axis->addItem(tr("Y (from +Y to -Y, or from the selection)"), QStringLiteral("y"));
    axis->addItem(tr("Z (from +Z to -Z, or from the selection)"), QStringLiteral("z"));
    auto *rule = new QComboBox(&dialog);
    rule->setObjectName(QStringLiteral("nameRule"));
    for (const QString &name : jointSideRules())
        rule->addItem(name == QLatin1String("auto") ? tr("Any of these") : name, name);
    form->addRow(tr("Axis"), axis);
    form->addRow(tr("Left and right joints named"), rule);
    if (ask(dialog, form))
        run(QStringLiteral("mirrorWeights"), {{QStringLiteral("axis"), axis->currentData().toString()},
                                              {QStringLiteral("name_rule"), rule->currentData().toString()}});
}

void WeightActions::selectInfluenced()
{
    QDialog dialog(m_window);
    dialog.setWindowTitle(tr("Select Influenced"));
    auto *form = new QFormLayout(&dialog);
    QComboBox *joint = jointCombo(*m_document, &dialog);
    auto *threshold = new QDoubleSpinBox(&dialog);
    threshold->setObjectName(QStringLiteral("threshold"));
    threshold->setRange(0.0, 1.0);
    threshold->setDecimals(3);
    threshold->setSingleStep(0.05);
    form->addRow(tr("Joint"), joint);
    form->addRow(tr("Weight above"), threshold);
    if (ask(dialog, form))
        run(QStringLiteral("selectInfluenced"), {{QStringLiteral("joint"), joint->currentData().toInt()},
                                                 {QStringLiteral("threshold"), threshold->value()}});
}

void WeightActions::selectOverInfluenced()
{
    bool ok = false;
    const int n = QInputDialog::getInt(m_window, tr("Select Over-Influenced"), tr("More influences than:"), 4, 0, 64, 1,
                                       &ok);
    if (ok)
        run(QStringLiteral("selectOverInfluenced"), {{QStringLiteral("max_influences"), n}});
}

} // namespace quarry
