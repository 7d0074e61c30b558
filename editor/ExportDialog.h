// File > Export: a file to write, its format, and the conversion settings
// `quarry convert` takes (up axis, scale or height, winding, influence
// limit, frame rate). For an engine, everything `quarry convert --target`
// takes: the player's torso, head and weapon joints (the parts shown in
// the viewport while they are chosen), the animation slot table, and a
// picture of the player against the game's box, with the check's findings
// refreshed as the options change. The open document is not changed by an
// export.
#pragma once

#include "model/Model.h"
#include "model/ops/Conversion.h"

namespace quarry {
struct EngineTarget;
}

#include <QDialog>
#include <QVector4D>

#include <memory>

class QCheckBox;
class QPushButton;
class QTemporaryFile;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QScrollArea;
class QSpinBox;

namespace quarry {

class AnimationSlotTable;
class PlayerBoxPreview;
class PlayerJointPickers;
class QuakeSkinOptions;

class ExportDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ExportDialog(const QString &suggestedPath, QWidget *parent = nullptr);
    ~ExportDialog() override;

    QString path() const;
    QString format() const;
    ConversionSettings settings() const;
    // The engine to export for (empty: none, the file's format decides),
    // the joints merging may leave, whether to pack the game archive.
    QString target() const;
    int maxJoints() const;
    bool pack() const;
    int lods() const;
    // A player target's one-model form (ioquake3: one IQM, not the player's
    // lower, upper and head MD3).
    bool singleModel() const;
    // The triangles kept as read (--keep-winding) instead of turned to face
    // outward as the game draws them.
    bool keepWinding() const;
    // The slot table as an --animation-map file (SLOT = CLIP lines); empty
    // when the engine has no fixed slots or the model no clips.
    QByteArray animationMapText() const;
    // A Quake III player's joints as chosen (empty: found by the export).
    QString torsoJoint() const;
    QString headJoint() const;
    QString weaponJoint() const;
    // The way a Quake III player faces as stored ("+x", ...; "auto": found
    // from the rig), for ioquake3's player.
    QString facing() const;
    // ioquake3's player as "md3" or "iqm" parts; empty for another target.
    QString playerFormat() const;
    // ioquake3's player: TORSO_ATTACK, TORSO_ATTACK2, TORSO_DROP and
    // TORSO_RAISE keep their clips' lengths (--keep-slot-lengths).
    bool keepSlotLengths() const;
    // MDL and MD2 skins: the game's palette and the player colours, as
    // write options (io/mdl/MdlWriter.h, io/md2/Md2Writer.h); empty for
    // other formats.
    QVariantMap quakeOptions() const;
    // Chooses the engine; with a model given, the dialog shows what the
    // check finds for the chosen engine before anything is written.
    void setTarget(const QString &id);
    void setModel(const Model &model);
    // The range selected on the timeline (its keys' first and last time in
    // `animation`), which Use selection puts in the slot table's chosen
    // row; none when end <= start.
    void setTimelineSelection(int animation, double start, double end);

    // Widgets by role, for tests.
    QLineEdit *pathEdit() const { return m_path; }
    QComboBox *formatCombo() const { return m_format; }
    QComboBox *upCombo() const { return m_up; }
    QComboBox *sizeModeCombo() const { return m_sizeMode; }
    QDoubleSpinBox *sizeSpin() const { return m_size; }
    QCheckBox *flipWindingCheck() const { return m_flip; }
    QSpinBox *influencesSpin() const { return m_influences; }
    QDoubleSpinBox *fpsSpin() const { return m_fps; }
    QComboBox *rootMotionCombo() const { return m_rootMotion; }
    QCheckBox *dropToGroundCheck() const { return m_drop; }
    QComboBox *targetCombo() const { return m_target; }
    QSpinBox *maxJointsSpin() const { return m_maxJoints; }
    QCheckBox *packCheck() const { return m_pack; }
    QSpinBox *lodsSpin() const { return m_lods; }
    QCheckBox *singleModelCheck() const { return m_singleModel; }
    QCheckBox *keepWindingCheck() const { return m_keepWinding; }
    QComboBox *facingCombo() const { return m_facing; }
    QComboBox *playerFormatCombo() const { return m_playerFormat; }
    QCheckBox *keepSlotLengthsCheck() const { return m_keepSlotLengths; }
    QLabel *targetFindingsLabel() const { return m_targetFindings; }
    PlayerJointPickers *jointPickers() const { return m_joints; }
    AnimationSlotTable *slotTable() const { return m_slots; }
    QPushButton *useSelectionButton() const { return m_useSelection; }
    PlayerBoxPreview *preview() const { return m_preview; }
    QuakeSkinOptions *quakeSkinOptions() const { return m_quakeSkins; }

    void accept() override;

Q_SIGNALS:
    // The player's parts as the joints chosen split it, a colour per
    // vertex of each mesh (empty: no split to show), for the viewport.
    void partColorsChanged(const QList<QList<QVector4D>> &colors);

private:
    void browse();
    void formatChosen();
    void targetChosen();
    // The picture of the player as exported against the game's box.
    void updatePreview(const EngineTarget *target, bool player);
    // The slot table's map for the check, as the file the export will read.
    QString slotMapFile();

    QLineEdit *m_path;
    QComboBox *m_format;
    QuakeSkinOptions *m_quakeSkins;
    QComboBox *m_up;
    QComboBox *m_sizeMode;
    QDoubleSpinBox *m_size;
    QCheckBox *m_flip;
    QSpinBox *m_influences;
    QDoubleSpinBox *m_fps;
    QComboBox *m_rootMotion;
    QCheckBox *m_weld;
    QCheckBox *m_flipNormals;
    QCheckBox *m_normalize;
    QCheckBox *m_removeUnused;
    QCheckBox *m_drop;
    QCheckBox *m_centre;
    QCheckBox *m_stripDirs;
    QCheckBox *m_optimize;
    QLineEdit *m_textureExt;
    QComboBox *m_target;
    QSpinBox *m_maxJoints;
    QCheckBox *m_pack;
    QSpinBox *m_lods;
    QCheckBox *m_singleModel;
    QCheckBox *m_keepWinding;
    QComboBox *m_facing;
    QComboBox *m_playerFormat;
    QCheckBox *m_keepSlotLengths = nullptr;
    QPushButton *m_useSelection = nullptr;
    int m_selectionAnimation = -1;
    double m_selectionStart = 0, m_selectionEnd = 0;
    QLabel *m_targetFindings;
    PlayerJointPickers *m_joints;
    QLabel *m_jointsLabel;
    QLabel *m_slotsLabel = nullptr;
    QFormLayout *m_engineForm = nullptr;
    QFormLayout *m_fileForm = nullptr;
    QScrollArea *m_findingsArea = nullptr;
    AnimationSlotTable *m_slots;
    PlayerBoxPreview *m_preview;
    std::unique_ptr<QTemporaryFile> m_mapFile;
    QString m_slotsShownFor; // the target the slot table was filled for
    Model m_model;
    bool m_hasModel = false;
    bool m_refreshing = false;
};

} // namespace quarry
