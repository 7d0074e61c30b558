#include "views/WeightEditor.h"

#include "model/Document.h"
#include "model/LocaleNumbers.h"
#include "model/operations/Operation.h"
#include "model/ops/SelectedVertices.h"
#include "model/ops/WeightEdit.h"
#include "views/TypedValues.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace quarry {

WeightEditor::WeightEditor(Document *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_weight(new QDoubleSpinBox(this))
    , m_mode(new QComboBox(this))
    , m_normalize(new QCheckBox(tr("Normalize"), this))
    , m_assign(new QPushButton(tr("Assign"), this))
    , m_remove(new QPushButton(tr("Remove"), this))
    , m_summary(new QLabel(this))
    , m_table(new QTableWidget(0, 0, this))
{
    setObjectName(QStringLiteral("WeightEditor"));
    m_weight->setObjectName(QStringLiteral("assignWeight"));
    m_weight->setRange(0.0, 1.0);
    m_weight->setDecimals(3);
    m_weight->setSingleStep(0.05);
    m_weight->setValue(1.0);
    m_mode->setObjectName(QStringLiteral("assignMode"));
    m_mode->addItem(tr("Replace"), QStringLiteral("replace"));
    m_mode->addItem(tr("Add"), QStringLiteral("add"));
    m_mode->addItem(tr("Subtract"), QStringLiteral("subtract"));
    m_normalize->setObjectName(QStringLiteral("normalizeWeights"));
    m_normalize->setChecked(true);
    m_normalize->setToolTip(tr("Scale the other joints' weights so that each vertex's sum to one"));
    m_assign->setObjectName(QStringLiteral("assignButton"));
    m_assign->setToolTip(tr("Give the selected vertices this weight of the joint"));
    m_remove->setObjectName(QStringLiteral("removeButton"));
    m_remove->setToolTip(tr("Take the joint's weight off the selected vertices"));
    m_table->setObjectName(QStringLiteral("vertexWeightTable"));
    m_table->verticalHeader()->hide();
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                             | QAbstractItemView::AnyKeyPressed);

    // Two rows: the dock stays narrow.
    auto *buttons = new QGridLayout;
    buttons->addWidget(m_weight, 0, 0);
    buttons->addWidget(m_mode, 0, 1);
    buttons->addWidget(m_normalize, 0, 2);
    buttons->addWidget(m_assign, 1, 0);
    buttons->addWidget(m_remove, 1, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(buttons);
    layout->addWidget(m_summary);
    layout->addWidget(m_table, 1);

    connect(m_assign, &QPushButton::clicked, this, [this] {
        commitTypedValues(this);
        if (m_joint >= 0)
            runOperation(*m_document, QStringLiteral("assignWeights"),
                         {{QStringLiteral("joint"), m_joint},
                          {QStringLiteral("weight"), m_weight->value()},
                          {QStringLiteral("mode"), m_mode->currentData().toString()},
                          {QStringLiteral("normalize"), m_normalize->isChecked()}});
    });
    connect(m_remove, &QPushButton::clicked, this, [this] {
        if (m_joint >= 0)
            runOperation(*m_document, QStringLiteral("removeInfluence"), {{QStringLiteral("joint"), m_joint}});
    });
    connect(m_table, &QTableWidget::itemChanged, this, &WeightEditor::typed);
    for (auto signal :
         {&Document::selectionChanged, &Document::modelReset, &Document::meshesReset, &Document::skeletonChanged})
        connect(document, signal, this, &WeightEditor::fill);
    connect(document, &Document::meshChanged, this, [this] {
        // Hidden (the dock behind another): refilled when shown.
        if (isVisible())
            fill();
        else
            m_stale = true;
    });
    fill();
}

void WeightEditor::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale)
        fill();
}

void WeightEditor::setJoint(int joint)
{
    if (joint == m_joint)
        return;
    m_joint = joint;
    fill();
}

bool WeightEditor::normalizes() const
{
    return m_normalize->isChecked();
}

void WeightEditor::setWeight(int joint, double weight)
{
    runOperation(*m_document, QStringLiteral("assignWeights"),
                 {{QStringLiteral("joint"), joint},
                  {QStringLiteral("weight"), std::clamp(weight, 0.0, 1.0)},
                  {QStringLiteral("mode"), QStringLiteral("replace")},
                  {QStringLiteral("normalize"), m_normalize->isChecked()}});
}

void WeightEditor::typed(QTableWidgetItem *item)
{
    if (m_updating || item->column() < 2 || item->column() - 2 >= m_columnJoints.size())
        return;
    const std::optional<double> typedValue = parseLocalNumber(item->text());
    const double value = typedValue.value_or(0.0);
    if (!typedValue || !std::isfinite(value)) {
        fill(); // not a number: the table shows the weights again
        return;
    }
    // Queued: the table is rebuilt when the model changes.
    const int joint = m_columnJoints[item->column() - 2];
    QMetaObject::invokeMethod(
        this, [this, joint, value] { setWeight(joint, value); }, Qt::QueuedConnection);
}

void WeightEditor::fill()
{
    m_stale = false;
    m_updating = true;
    const Model &model = m_document->model();
    const VertexSet vertices = selectedVertices(model, m_document->selection());
    // Rows: the selected vertices (the first kMaxRows); columns: the joints
    // weighting any of them, and the current joint.
    QList<std::pair<int, quint32>> rows;
    QList<int> joints;
    if (m_joint >= 0)
        joints << m_joint;
    qsizetype total = 0;
    for (auto it = vertices.cbegin(); it != vertices.cend(); ++it)
        for (quint32 v : it.value()) {
            ++total;
            if (rows.size() >= kMaxRows)
                continue;
            rows.append({it.key(), v});
            for (const Influence &i : vertexInfluences(model.meshes[it.key()], v))
                if (!joints.contains(int(i.joint)))
                    joints << int(i.joint);
        }
    std::sort(joints.begin(), joints.end());
    m_columnJoints = joints;
    m_table->clear();
    m_table->setRowCount(int(rows.size()));
    m_table->setColumnCount(int(joints.size()) + 3);
    QStringList headers{tr("Mesh"), tr("Vertex")};
    const auto &skeleton = model.skeleton.joints;
    for (int j : std::as_const(joints))
        headers << (j < skeleton.size() ? skeleton[j].name : QString::number(j));
    headers << tr("Sum");
    m_table->setHorizontalHeaderLabels(headers);
    auto fixed = [](const QString &text) {
        auto *item = new QTableWidgetItem(text);
        item->setFlags(item->flags() & ~Qt::ItemIsEditable);
        return item;
    };
    for (int r = 0; r < rows.size(); ++r) {
        const Mesh &mesh = model.meshes[rows[r].first];
        const Influences influences = vertexInfluences(mesh, rows[r].second);
        m_table->setItem(r, 0, fixed(mesh.name));
        m_table->setItem(r, 1, fixed(QString::number(rows[r].second)));
        for (int c = 0; c < joints.size(); ++c) {
            float w = 0.0f;
            for (const Influence &i : influences)
                if (int(i.joint) == joints[c])
                    w += i.weight;
            m_table->setItem(r, c + 2, new QTableWidgetItem(w == 0.0f ? QString() : localNumber(double(w), 4)));
        }
        const float sum = weightSum(influences);
        QTableWidgetItem *sumItem = fixed(localNumber(double(sum), 4));
        if (influences.isEmpty() || std::abs(sum - 1.0f) > 1e-3f)
            sumItem->setForeground(QColor(200, 30, 30));
        m_table->setItem(r, int(joints.size()) + 2, sumItem);
    }
    m_summary->setText(total == 0 ? tr("No vertex selected.")
                       : total > kMaxRows
                           ? tr("%1 selected vertices (the first %2 listed); a typed weight sets all")
                                 .arg(QLocale().toString(qint64(total)), QLocale().toString(qint64(kMaxRows)))
                           : tr("%Ln selected vertex(es); a typed weight sets all", nullptr, int(total)));
    m_updating = false;
    updateEnabled();
}

void WeightEditor::updateEnabled()
{
    const bool any = !selectedVertices(m_document->model(), m_document->selection()).isEmpty();
    m_assign->setEnabled(any && m_joint >= 0);
    m_remove->setEnabled(any && m_joint >= 0);
}

} // namespace quarry
