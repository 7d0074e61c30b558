// File > Export: a file to write, its format, and the conversion settings
// `quarry convert` takes (up axis, scale or height, winding, influence
// limit, frame rate). The open document is not changed by an export.
#pragma once

#include "model/Model.h"
#include "model/ops/Conversion.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace quarry {

class ExportDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ExportDialog(const QString &suggestedPath, QWidget *parent = nullptr);

    QString path() const;
    QString format() const;
    ConversionSettings settings() const;
    // The engine to export for (empty: none, the file's format decides),
    // the joints merging may leave, whether to pack the game archive, the
    // animation map file.
    QString target() const;
    int maxJoints() const;
    bool pack() const;
    int lods() const;
    // A player target's one-model form (ioquake3: one IQM, not the player's
    // lower, upper and head MD3).
    bool singleModel() const;
    QString animationMap() const;
    // The way a Quake III player faces as stored ("+x", ...; "auto": found
    // from the rig), for ioquake3's player.
    QString facing() const;
    // ioquake3's player as "md3" or "iqm" parts; empty for another target.
    QString playerFormat() const;
    // Chooses the engine; with a model given, the dialog shows what the
    // check finds for the chosen engine before anything is written.
    void setTarget(const QString &id);
    void setModel(const Model &model);

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
    QComboBox *facingCombo() const { return m_facing; }
    QComboBox *playerFormatCombo() const { return m_playerFormat; }
    QLabel *targetFindingsLabel() const { return m_targetFindings; }

    void accept() override;

private:
    void browse();
    void formatChosen();
    void targetChosen();

    QLineEdit *m_path;
    QComboBox *m_format;
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
    QComboBox *m_facing;
    QComboBox *m_playerFormat;
    QLineEdit *m_animationMap;
    QLabel *m_targetFindings;
    Model m_model;
    bool m_hasModel = false;
};

} // namespace quarry
