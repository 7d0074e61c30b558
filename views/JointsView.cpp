#include "views/JointsView.h"

#include "model/Document.h"
#include "model/LocaleNumbers.h"
#include "model/commands/ReparentJointCommand.h"
#include "model/commands/SetJointCommand.h"
#include "views/ElidedLabel.h"
#include "views/TransformEditor.h"
#include "views/WeightEditor.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QItemSelection>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>
#include <tuple>

namespace quarry {

JointsView::JointsView(Document *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_joint(new QComboBox(this))
    , m_name(new QLineEdit(this))
    , m_parent(new QComboBox(this))
    , m_bind(new TransformEditor(this))
    , m_weights(new QTableWidget(0, 3, this))
    , m_weightSummary(new QLabel(this))
    , m_weightEditor(new WeightEditor(document, this))
{
    setObjectName(QStringLiteral("JointsView"));
    m_joint->setObjectName(QStringLiteral("jointCombo"));
    m_name->setObjectName(QStringLiteral("jointName"));
    m_parent->setObjectName(QStringLiteral("jointParent"));
    m_weights->setObjectName(QStringLiteral("weightTable"));
    makeComboCompact(m_joint);
    makeComboCompact(m_parent);
    m_weights->setHorizontalHeaderLabels({tr("Mesh"), tr("Vertex"), tr("Weight")});
    m_weights->horizontalHeader()->setStretchLastSection(true);
    m_weights->verticalHeader()->hide();
    // The Weight column takes a typed weight (for every selected vertex).
    m_weights->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    m_weights->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_weights->setSortingEnabled(false);

    auto *form = new QFormLayout;
    form->addRow(tr("Joint"), m_joint);
    form->addRow(tr("Name"), m_name);
    form->addRow(tr("Parent"), m_parent);
    form->addRow(tr("Bind pose"), m_bind);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_weightSummary);
    layout->addWidget(m_weights, 1);
    layout->addWidget(m_weightEditor, 1);

    connect(m_joint, &QComboBox::currentIndexChanged, this, [this] {
        if (m_updating)
            return;
        showJoint();
        // Choosing a joint here selects it in the document too.
        const int j = currentJoint();
        if (j >= 0) {
            Selection s = m_document->selection();
            s.joints = {j};
            m_document->setSelection(s);
        }
    });
    connect(m_name, &QLineEdit::editingFinished, this, [this] {
        const int j = currentJoint();
        if (j < 0 || !m_name->isModified())
            return;
        m_name->setModified(false);
        auto *command = new SetJointCommand(m_document, j, m_name->text(), m_document->model().skeleton.joints[j].bind);
        if (command->isObsolete())
            delete command;
        else
            m_document->undoStack()->push(command);
    });
    connect(m_parent, &QComboBox::activated, this, [this] {
        const int j = currentJoint();
        if (j < 0)
            return;
        auto *command = new ReparentJointCommand(m_document, j, m_parent->currentData().toInt());
        if (command->isObsolete()) {
            delete command;
            showJoint(); // a refused move: show the real parent again
        } else {
            m_document->undoStack()->push(command);
        }
    });
    connect(m_bind, &TransformEditor::edited, this, [this] {
        const int j = currentJoint();
        if (j < 0)
            return;
        auto *command = new SetJointCommand(m_document, j, m_document->model().skeleton.joints[j].name,
                                            m_bind->transform());
        if (command->isObsolete())
            delete command;
        else
            m_document->undoStack()->push(command);
    });
    connect(m_weights, &QTableWidget::itemSelectionChanged, this, [this] {
        if (m_updating)
            return;
        Selection s = m_document->selection();
        s.vertices.clear();
        s.faces.clear();
        for (const QModelIndex &row : m_weights->selectionModel()->selectedRows()) {
            const int mesh = m_weights->item(row.row(), 0)->data(Qt::UserRole).toInt();
            s.vertices[mesh].append(quint32(m_weights->item(row.row(), 1)->text().toUInt()));
        }
        if (!s.vertices.isEmpty())
            s.mode = Selection::Mode::Vertices;
        m_document->setSelection(s);
    });

    connect(m_weights, &QTableWidget::itemChanged, this, [this](QTableWidgetItem *item) {
        const std::optional<double> typed = parseLocalNumber(item->text());
        if (m_updating || item->column() != 2 || currentJoint() < 0)
            return;
        if (!typed || !std::isfinite(*typed)) {
            fillWeights(currentJoint());
            return;
        }
        // Queued: the table is rebuilt when the model changes.
        const int joint = currentJoint();
        QMetaObject::invokeMethod(
            this, [this, joint, value = *typed] { m_weightEditor->setWeight(joint, value); }, Qt::QueuedConnection);
    });

    connect(document, &Document::modelReset, this, &JointsView::rebuildJointList);
    connect(document, &Document::skeletonChanged, this, &JointsView::rebuildJointList);
    connect(document, &Document::jointChanged, this, [this](int j) {
        m_updating = true;
        m_joint->setItemText(j, QStringLiteral("%1  %2").arg(j).arg(m_document->model().skeleton.joints[j].name));
        m_updating = false;
        if (j == currentJoint())
            showJoint();
    });
    for (auto signal : {&Document::meshChanged, &Document::meshInserted, &Document::meshRemoved})
        connect(document, signal, this, &JointsView::meshesEdited);
    connect(document, &Document::meshesReset, this, &JointsView::meshesEdited);
    connect(document, &Document::selectionChanged, this, [this] {
        const QList<int> &joints = m_document->selection().joints;
        if (!joints.isEmpty() && joints.first() != currentJoint())
            setCurrentJoint(joints.first());
        else
            showSelectedRows();
    });
    rebuildJointList();
}

void JointsView::meshesEdited()
{
    // While the dock is hidden (a tab behind another) the list waits until
    // it shows: a brush stroke changes the weights many times a second.
    if (!isVisible()) {
        m_weightsStale = true;
        return;
    }
    fillWeights(currentJoint());
}

void JointsView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_weightsStale)
        fillWeights(currentJoint());
}

int JointsView::currentJoint() const
{
    const int j = m_joint->currentIndex();
    return j >= 0 && j < m_document->model().skeleton.joints.size() ? j : -1;
}

void JointsView::setCurrentJoint(int index)
{
    m_updating = true;
    m_joint->setCurrentIndex(index);
    m_updating = false;
    showJoint();
}

void JointsView::rebuildJointList()
{
    const int keep = m_joint->currentIndex();
    m_updating = true;
    m_joint->clear();
    const auto &joints = m_document->model().skeleton.joints;
    for (int j = 0; j < joints.size(); ++j)
        m_joint->addItem(QStringLiteral("%1  %2").arg(j).arg(joints[j].name));
    const QList<int> &selected = m_document->selection().joints;
    m_joint->setCurrentIndex(!selected.isEmpty() && selected.first() < joints.size() ? selected.first()
                             : keep >= 0 && keep < joints.size()                     ? keep
                                                                                     : (joints.isEmpty() ? -1 : 0));
    m_updating = false;
    showJoint();
}

void JointsView::showJoint()
{
    const int j = currentJoint();
    if (j != m_shownJoint) {
        m_shownJoint = j;
        Q_EMIT currentJointChanged(j);
    }
    m_updating = true;
    m_name->setEnabled(j >= 0);
    m_parent->setEnabled(j >= 0);
    m_bind->setEnabled(j >= 0);
    m_weightEditor->setJoint(j);
    m_parent->clear();
    if (j < 0) {
        m_name->clear();
        m_updating = false;
        fillWeights(-1);
        return;
    }
    const auto &joints = m_document->model().skeleton.joints;
    m_name->setText(joints[j].name);
    m_name->setModified(false);
    m_parent->addItem(tr("(root)"), -1);
    for (int i = 0; i < joints.size(); ++i)
        if (i != j)
            m_parent->addItem(joints[i].name, i);
    m_parent->setCurrentIndex(m_parent->findData(joints[j].parent));
    m_bind->setTransform(joints[j].bind);
    m_updating = false;
    fillWeights(j);
}

void JointsView::fillWeights(int joint)
{
    m_weightsStale = false;
    m_updating = true;
    m_weights->setRowCount(0);
    qsizetype total = 0;
    if (joint >= 0) {
        const Model &m = m_document->model();
        QList<std::tuple<int, quint32, float>> rows;
        for (int mi = 0; mi < m.meshes.size(); ++mi) {
            const Mesh &mesh = m.meshes[mi];
            if (!mesh.isSkinned())
                continue;
            const int k = mesh.influencesPerVertex;
            const qsizetype n = std::min(mesh.blendIndexes.size(), mesh.blendWeights.size());
            for (qsizetype i = 0; i < n; ++i)
                if (mesh.blendIndexes[i] == quint32(joint) && mesh.blendWeights[i] != 0.0f) {
                    ++total;
                    if (rows.size() < kMaxWeightRows)
                        rows.append(std::make_tuple(mi, quint32(i / k), mesh.blendWeights[i]));
                }
        }
        m_weights->setRowCount(int(rows.size()));
        for (int r = 0; r < rows.size(); ++r) {
            const auto &[mesh, vertex, weight] = rows[r];
            auto *meshItem = new QTableWidgetItem(m.meshes[mesh].name);
            meshItem->setData(Qt::UserRole, mesh);
            meshItem->setFlags(meshItem->flags() & ~Qt::ItemIsEditable);
            m_weights->setItem(r, 0, meshItem);
            auto *vertexItem = new QTableWidgetItem(QString::number(vertex));
            vertexItem->setFlags(vertexItem->flags() & ~Qt::ItemIsEditable);
            m_weights->setItem(r, 1, vertexItem);
            m_weights->setItem(r, 2, new QTableWidgetItem(localNumber(double(weight), 4)));
        }
    }
    m_weightSummary->setText(joint < 0                ? tr("No joint.")
                             : total > kMaxWeightRows ? tr("%1 weighted vertices (the first %2 listed)")
                                                            .arg(QLocale().toString(qint64(total)),
                                                                 QLocale().toString(qint64(kMaxWeightRows)))
                                                      : tr("%Ln weighted vertex(es)", nullptr, int(total)));
    m_updating = false;
    showSelectedRows();
}

void JointsView::showSelectedRows()
{
    // The rows follow the document: a row stays highlighted only while its
    // vertex is selected, however the selection changed.
    const Selection &s = m_document->selection();
    m_updating = true;
    QItemSelection rows;
    for (int r = 0; r < m_weights->rowCount(); ++r) {
        const int mesh = m_weights->item(r, 0)->data(Qt::UserRole).toInt();
        const quint32 vertex = m_weights->item(r, 1)->text().toUInt();
        if (s.vertices.value(mesh).contains(vertex))
            rows.select(m_weights->model()->index(r, 0), m_weights->model()->index(r, m_weights->columnCount() - 1));
    }
    m_weights->selectionModel()->select(rows, QItemSelectionModel::ClearAndSelect);
    if (rows.isEmpty())
        m_weights->selectionModel()->setCurrentIndex(QModelIndex(), QItemSelectionModel::NoUpdate);
    m_updating = false;
}

} // namespace quarry
