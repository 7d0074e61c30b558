#include "editor/AnimationSlotTable.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHeaderView>

namespace quarry {

AnimationSlotTable::AnimationSlotTable(QWidget *parent)
    : QTableWidget(parent)
{
    setObjectName(QStringLiteral("animationSlots"));
    setColumnCount(4);
    setHorizontalHeaderLabels({tr("Slot"), tr("Clip"), tr("From"), tr("To")});
    horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    horizontalHeader()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    horizontalHeader()->setSectionResizeMode(3, QHeaderView::ResizeToContents);
    verticalHeader()->setVisible(false);
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 10);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setToolTip(tr("The clip the game plays in each slot; a slot left to the game's fallback plays the slot the "
                  "game takes instead (idle, mostly). Written beside the export as its --animation-map file."));
}

void AnimationSlotTable::setSlotsFor(const QList<AnimationSlot> &gameSlots, const Model &model)
{
    m_slots = model.animations.isEmpty() ? QList<AnimationSlot>() : gameSlots;
    m_clips.clear();
    for (const Animation &a : model.animations)
        m_clips << a.name;
    const AnimationMap proposed = proposeAnimationMap(m_slots, model);
    clearContents();
    setRowCount(int(m_slots.size()));
    for (int s = 0; s < m_slots.size(); ++s) {
        auto *name = new QTableWidgetItem(m_slots[s].name);
        name->setFlags(Qt::ItemIsEnabled);
        setItem(s, 0, name);
        auto *combo = new QComboBox(this);
        combo->addItem(tr("(the game's fallback)"), -1);
        for (int c = 0; c < m_clips.size(); ++c)
            combo->addItem(m_clips[c].isEmpty() ? tr("clip %1").arg(c) : m_clips[c], c);
        combo->setCurrentIndex(proposed.value(s, -1) + 1);
        connect(combo, &QComboBox::currentIndexChanged, this, &AnimationSlotTable::mapChanged);
        setCellWidget(s, 1, combo);
        // From and To, in seconds; 0 to 0: the whole clip.
        for (int column : {2, 3}) {
            auto *spin = new QDoubleSpinBox(this);
            spin->setRange(0, 1e6);
            spin->setDecimals(2);
            spin->setSuffix(tr(" s"));
            spin->setSpecialValueText(column == 2 ? tr("start") : tr("end"));
            connect(spin, &QDoubleSpinBox::valueChanged, this, &AnimationSlotTable::mapChanged);
            setCellWidget(s, column, spin);
        }
    }
    Q_EMIT mapChanged();
}

QComboBox *AnimationSlotTable::clipCombo(int slot) const
{
    return qobject_cast<QComboBox *>(cellWidget(slot, 1));
}

QDoubleSpinBox *AnimationSlotTable::rangeSpin(int slot, int column) const
{
    return qobject_cast<QDoubleSpinBox *>(cellWidget(slot, column));
}

std::pair<double, double> AnimationSlotTable::range(int slot) const
{
    const QDoubleSpinBox *from = rangeSpin(slot, 2), *to = rangeSpin(slot, 3);
    if (!from || !to || !(to->value() > from->value()))
        return {0, 0};
    return {from->value(), to->value()};
}

void AnimationSlotTable::setRange(int slot, double start, double end)
{
    QDoubleSpinBox *from = rangeSpin(slot, 2), *to = rangeSpin(slot, 3);
    if (!from || !to)
        return;
    const QSignalBlocker blockFrom(from), blockTo(to);
    from->setValue(start);
    to->setValue(end);
    Q_EMIT mapChanged();
}

int AnimationSlotTable::currentSlot() const
{
    const int row = currentRow();
    return row >= 0 && row < m_slots.size() ? row : -1;
}

int AnimationSlotTable::clip(int slot) const
{
    const QComboBox *combo = clipCombo(slot);
    return combo ? combo->currentData().toInt() : -1;
}

void AnimationSlotTable::setClip(int slot, int clip)
{
    if (QComboBox *combo = clipCombo(slot))
        combo->setCurrentIndex(std::clamp(clip, -1, int(m_clips.size()) - 1) + 1);
}

AnimationMap AnimationSlotTable::map() const
{
    AnimationMap map(m_slots.size(), -1);
    for (int s = 0; s < m_slots.size(); ++s)
        map[s] = clip(s);
    return map;
}

QByteArray AnimationSlotTable::mapText() const
{
    // A name reads back as this clip when it survives the reader's
    // trimming and comment stripping and no earlier clip has it.
    auto byName = [this](int c) {
        const QString &name = m_clips[c];
        if (name.isEmpty() || name != name.trimmed() || name.contains(QLatin1Char('#'))
            || name.contains(QLatin1String("//")) || name.contains(QLatin1Char('\n')))
            return false;
        for (int k = 0; k < c; ++k)
            if (m_clips[k].compare(name, Qt::CaseInsensitive) == 0)
                return false;
        return true;
    };
    QByteArray text = "# Which clip plays in each slot (SLOT = CLIP); slots not listed play the game's fallback.\n";
    for (int s = 0; s < m_slots.size(); ++s) {
        const int c = clip(s);
        if (c < 0)
            continue;
        text += m_slots[s].name.toUtf8() + " = " + (byName(c) ? m_clips[c] : QString::number(c)).toUtf8();
        if (const auto [start, end] = range(s); end > start)
            text += ' ' + QByteArray::number(start, 'g', 10) + ' ' + QByteArray::number(end, 'g', 10);
        text += '\n';
    }
    return text;
}

QStringList AnimationSlotTable::clipsLeftOut() const
{
    const AnimationMap chosen = map();
    QStringList left;
    for (int c = 0; c < m_clips.size(); ++c)
        if (!chosen.contains(c))
            left << m_clips[c];
    return left;
}

} // namespace quarry
