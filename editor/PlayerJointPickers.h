// The Export dialog's torso, head and weapon joints of a Quake III player
// (`--torso-joint`, `--head-joint`, `--weapon-joint`): a list of the
// skeleton's joints each, prefilled with the joints the export finds
// (io/md3/Md3Player), and the parts they split the model into as a colour
// per vertex, which the viewport shows while they are chosen.
#pragma once

#include "model/Model.h"

#include <QVector4D>
#include <QWidget>

#include <array>

class QComboBox;
class QLabel;

namespace quarry {

class PlayerJointPickers : public QWidget
{
    Q_OBJECT

public:
    enum Part : int { Lower, Upper, Head };

    explicit PlayerJointPickers(QWidget *parent = nullptr);

    // Lists the joints of `model` (kept by reference: it must outlive its
    // use here) and chooses the ones the export finds.
    void setModel(const Model *model);
    // The joints chosen, by name as the options take them; empty: found.
    QString torsoJoint() const;
    QString headJoint() const;
    QString weaponJoint() const;
    // Per mesh, per vertex: the colour of the part it goes to; empty when
    // the joints do not split the model (no skeleton, a joint not chosen).
    QList<QList<QVector4D>> partColors() const;
    // Vertices each part gets (lower, upper, head).
    std::array<qsizetype, 3> partVertices() const { return m_counts; }
    static QVector4D partColor(int part);

    QComboBox *torsoCombo() const { return m_torso; }
    QComboBox *headCombo() const { return m_head; }
    QComboBox *weaponCombo() const { return m_weapon; }
    QLabel *legendLabel() const { return m_legend; }

Q_SIGNALS:
    void changed();

private:
    void fill(QComboBox *combo, int chosen);
    void update();

    QComboBox *m_torso;
    QComboBox *m_head;
    QComboBox *m_weapon;
    QLabel *m_legend;
    const Model *m_model = nullptr;
    QList<QList<int>> m_parts;
    std::array<qsizetype, 3> m_counts{0, 0, 0};
};

} // namespace quarry
