// The Export dialog's animation slot table: each slot of the game's fixed
// animation order (Quake III's animation.cfg, Xonotic's framegroups) with
// the model's clip that plays in it, prefilled with the proposal matched
// from the clips' names (io/targets/AnimationMap) for the user to correct,
// optionally a time range of the clip (From, To in seconds: a long capture
// cut into the slots), and the table as an `--animation-map` file.
#pragma once

#include "io/targets/AnimationMap.h"

#include <QTableWidget>

class QComboBox;
class QDoubleSpinBox;

namespace quarry {

class AnimationSlotTable : public QTableWidget
{
    Q_OBJECT

public:
    explicit AnimationSlotTable(QWidget *parent = nullptr);

    // One row per slot of `gameSlots`, each clip of `model` offered;
    // none when the game has no fixed order or the model no clips.
    void setSlotsFor(const QList<AnimationSlot> &gameSlots, const Model &model);
    int slotCount() const { return int(m_slots.size()); }
    QString slotName(int slot) const { return m_slots.value(slot).name; }
    // The clip chosen for each slot; -1: the game's fallback.
    AnimationMap map() const;
    int clip(int slot) const;
    void setClip(int slot, int clip);
    QComboBox *clipCombo(int slot) const;
    // The part of the clip the slot plays, in seconds; (0, 0): all of it.
    std::pair<double, double> range(int slot) const;
    void setRange(int slot, double start, double end);
    // The slot of the row chosen; -1 for none.
    int currentSlot() const;
    // `SLOT = CLIP` lines for every slot a clip is chosen for (by name
    // where the name reads back as that clip, else by index), with `START
    // END` where a range is set.
    QByteArray mapText() const;
    // The model's clips no slot plays, by name.
    QStringList clipsLeftOut() const;

Q_SIGNALS:
    void mapChanged();

private:
    QDoubleSpinBox *rangeSpin(int slot, int column) const;

    QList<AnimationSlot> m_slots;
    QStringList m_clips;
};

} // namespace quarry
