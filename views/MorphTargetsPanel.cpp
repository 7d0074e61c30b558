#include "views/MorphTargetsPanel.h"

#include "model/Document.h"
#include "model/MorphWeights.h"
#include "views/ElidedLabel.h"

#include <QDoubleSpinBox>
#include <QFont>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSlider>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace quarry {

namespace {

// The slider covers 0..1 in thousandths; the spin box takes -1..2 typed.
constexpr int kSliderSteps = 1000;

} // namespace

MorphTargetsPanel::MorphTargetsPanel(Document *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
{
    setObjectName(QStringLiteral("morphTargetsPanel"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 4);
    auto *header = new QHBoxLayout;
    header->addWidget(new QLabel(tr("<b>Morph Targets</b>"), this));
    header->addStretch(1);
    m_reset = new QPushButton(tr("Reset All"), this);
    m_reset->setObjectName(QStringLiteral("morphResetAll"));
    m_reset->setToolTip(tr("Set every preview weight back to 0"));
    connect(m_reset, &QPushButton::clicked, m_document, &Document::clearMorphWeights);
    header->addWidget(m_reset);
    layout->addLayout(header);

    m_rows = new QWidget(this);
    m_grid = new QGridLayout(m_rows);
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_grid->setColumnStretch(0, 1);
    m_grid->setColumnStretch(2, 2);
    layout->addWidget(m_rows);

    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("morphLimitNote"));
    m_note->setWordWrap(true);
    m_note->setTextFormat(Qt::PlainText);
    layout->addWidget(m_note);

    for (auto signal : {&Document::modelReset, &Document::selectionChanged, &Document::meshesReset})
        connect(document, signal, this, &MorphTargetsPanel::queueRebuild);
    for (auto signal : {&Document::meshChanged, &Document::meshInserted, &Document::meshRemoved})
        connect(document, signal, this, &MorphTargetsPanel::queueRebuild);
    connect(document, &Document::morphWeightsChanged, this, &MorphTargetsPanel::showWeights);
    rebuild();
}

QList<int> MorphTargetsPanel::shownMeshes() const
{
    const Selection &s = m_document->selection();
    QList<int> meshes = s.meshes;
    meshes += s.vertices.keys();
    meshes += s.faces.keys();
    std::sort(meshes.begin(), meshes.end());
    meshes.erase(std::unique(meshes.begin(), meshes.end()), meshes.end());
    const qsizetype count = m_document->model().meshes.size();
    meshes.removeIf([count](int m) { return m < 0 || m >= count; });
    return meshes;
}

void MorphTargetsPanel::queueRebuild()
{
    // Many signals can arrive for one edit; rebuild once, after them.
    if (m_rebuildQueued)
        return;
    m_rebuildQueued = true;
    QTimer::singleShot(0, this, [this] {
        m_rebuildQueued = false;
        rebuild();
    });
}

void MorphTargetsPanel::rebuild()
{
    while (QLayoutItem *item = m_grid->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    m_rowList.clear();
    const QList<int> meshes = shownMeshes();
    setVisible(!meshes.isEmpty());
    const Model &model = m_document->model();
    int line = 0;
    const bool anyTargets = std::any_of(meshes.cbegin(), meshes.cend(),
                                        [&model](int m) { return !model.meshes[m].morphs.isEmpty(); });
    if (anyTargets) {
        const QStringList titles{tr("Target"), tr("Moves"), tr("Weight")};
        for (int c = 0; c < titles.size(); ++c) {
            auto *title = new QLabel(titles[c], m_rows);
            title->setEnabled(false);
            m_grid->addWidget(title, line, c, 1, c == 2 ? 2 : 1);
        }
        m_grid->itemAtPosition(line, 1)->widget()->setToolTip(tr("Vertices the target moves"));
        ++line;
    }
    for (int m : meshes) {
        const Mesh &mesh = model.meshes[m];
        if (mesh.morphs.isEmpty()) {
            // Elided: a long mesh name must not widen the dock.
            auto *empty = new ElidedLabel(tr("%1 has no morph targets.").arg(mesh.name), m_rows);
            empty->setTextFormat(Qt::PlainText);
            empty->setObjectName(QStringLiteral("morphEmpty"));
            empty->setEnabled(false);
            m_grid->addWidget(empty, line++, 0, 1, 4);
            continue;
        }
        if (meshes.size() > 1) {
            auto *title = new ElidedLabel(mesh.name, m_rows);
            title->setTextFormat(Qt::PlainText);
            QFont italic = title->font();
            italic.setItalic(true);
            title->setFont(italic);
            m_grid->addWidget(title, line++, 0, 1, 4);
        }
        for (int t = 0; t < mesh.morphs.size(); ++t) {
            const MorphTarget &morph = mesh.morphs[t];
            auto *name = new ElidedLabel(morph.name.isEmpty() ? tr("(unnamed %1)").arg(t + 1) : morph.name, m_rows);
            name->setObjectName(QStringLiteral("morphName"));
            name->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
            const qsizetype moved = movedVertexCount(mesh, morph);
            auto *count = new QLabel(QString::number(moved), m_rows);
            count->setToolTip(
                tr("Vertices this target moves: %1 (of %2 listed)").arg(moved).arg(morph.vertices.size()));
            count->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
            auto *slider = new QSlider(Qt::Horizontal, m_rows);
            slider->setObjectName(QStringLiteral("morphSlider"));
            slider->setRange(0, kSliderSteps);
            slider->setPageStep(kSliderSteps / 10);
            slider->setSingleStep(kSliderSteps / 100);
            slider->setMinimumWidth(60);
            slider->setProperty("mesh", m);
            slider->setProperty("target", t);
            slider->setAccessibleName(tr("Weight of %1").arg(morph.name));
            auto *spin = new QDoubleSpinBox(m_rows);
            spin->setObjectName(QStringLiteral("morphSpin"));
            spin->setRange(-1.0, 2.0);
            spin->setDecimals(3);
            spin->setSingleStep(0.05);
            spin->setProperty("mesh", m);
            spin->setProperty("target", t);
            spin->setToolTip(tr("Preview weight: 0..1 on the slider, -1..2 typed"));
            connect(slider, &QSlider::valueChanged, this,
                    [this, m, t](int value) { setWeight(m, t, double(value) / kSliderSteps); });
            connect(spin, &QDoubleSpinBox::valueChanged, this, [this, m, t](double value) { setWeight(m, t, value); });
            m_grid->addWidget(name, line, 0);
            m_grid->addWidget(count, line, 1);
            m_grid->addWidget(slider, line, 2);
            m_grid->addWidget(spin, line, 3);
            m_rowList.append({m, t, slider, spin});
            ++line;
        }
    }
    showWeights();
}

void MorphTargetsPanel::setWeight(int mesh, int target, double weight)
{
    m_document->setMorphWeight(mesh, target, float(weight));
}

void MorphTargetsPanel::showWeights()
{
    const MorphWeights &weights = m_document->morphWeights();
    for (const Row &row : std::as_const(m_rowList)) {
        const double w = weights.value(row.mesh).value(row.target);
        const QSignalBlocker blockSlider(row.slider);
        const QSignalBlocker blockSpin(row.spin);
        row.slider->setValue(int(std::lround(std::clamp(w, 0.0, 1.0) * kSliderSteps)));
        if (std::abs(row.spin->value() - w) > 5e-4)
            row.spin->setValue(w);
    }
    bool any = false;
    QStringList over;
    for (int m : shownMeshes()) {
        const int set = weightedMorphCount(weights.value(m));
        any = any || set > 0;
        if (set > kMaxActiveMorphs)
            over << tr("%1: %2 weights set, the %3 largest are shown.")
                        .arg(fontMetrics().elidedText(m_document->model().meshes[m].name, Qt::ElideMiddle, 120))
                        .arg(set)
                        .arg(kMaxActiveMorphs);
    }
    m_reset->setEnabled(!weights.isEmpty() || any);
    m_note->setText(over.join(QLatin1Char('\n')));
    m_note->setVisible(!over.isEmpty());
}

} // namespace quarry
