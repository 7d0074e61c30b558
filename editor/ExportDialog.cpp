#include "editor/ExportDialog.h"

#include "editor/AnimationSlotTable.h"
#include "editor/ExportPaths.h"
#include "editor/PlayerBoxPreview.h"
#include "editor/PlayerJointPickers.h"
#include "editor/QuakeSkinOptions.h"
#include "editor/SingleModelChoice.h"

#include "io/Formats.h"
#include "io/targets/EngineTarget.h"
#include "io/targets/FaceWinding.h"
#include "io/targets/PlayerConventions.h"
#include "io/targets/TargetExport.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryFile>
#include <QVBoxLayout>

namespace quarry {

ExportDialog::ExportDialog(const QString &suggestedPath, QWidget *parent)
    : QDialog(parent)
    , m_path(new QLineEdit(suggestedPath, this))
    , m_format(new QComboBox(this))
    , m_up(new QComboBox(this))
    , m_sizeMode(new QComboBox(this))
    , m_size(new QDoubleSpinBox(this))
    , m_flip(new QCheckBox(tr("Reverse the winding of every triangle"), this))
    , m_influences(new QSpinBox(this))
    , m_fps(new QDoubleSpinBox(this))
    , m_rootMotion(new QComboBox(this))
    , m_weld(new QCheckBox(tr("Weld vertices"), this))
    , m_flipNormals(new QCheckBox(tr("Flip normals"), this))
    , m_normalize(new QCheckBox(tr("Normalize weights"), this))
    , m_removeUnused(new QCheckBox(tr("Remove unused joints"), this))
    , m_drop(new QCheckBox(tr("Drop to ground"), this))
    , m_centre(new QCheckBox(tr("Centre"), this))
    , m_stripDirs(new QCheckBox(tr("Strip texture directories"), this))
    , m_optimize(new QCheckBox(tr("Optimize vertex order for the GPU"), this))
    , m_textureExt(new QLineEdit(this))
    , m_target(new QComboBox(this))
    , m_maxJoints(new QSpinBox(this))
    , m_pack(new QCheckBox(tr("Also pack the game archive (.pk3, .dpk)"), this))
    , m_lods(new QSpinBox(this))
    , m_singleModel(createSingleModelCheck(this))
    , m_keepWinding(new QCheckBox(tr("Keep the winding as read (do not turn faces outward)"), this))
    , m_facing(new QComboBox(this))
    , m_playerFormat(new QComboBox(this))
    , m_targetFindings(new QLabel(this))
    , m_joints(new PlayerJointPickers(this))
    , m_jointsLabel(new QLabel(tr("Parts"), this))
    , m_slots(new AnimationSlotTable(this))
    , m_preview(new PlayerBoxPreview(this))
{
    setWindowTitle(tr("Export"));
    m_format->addItem(tr("By the file's extension"), QString());
    for (const FormatHandler &h : formatHandlers())
        if (h.write)
            m_format->addItem(h.name, h.id);
    m_up->addItem(tr("Z (leave the axes)"), QStringLiteral("z"));
    m_up->addItem(tr("Y (turn it Z-up)"), QStringLiteral("y"));
    m_up->addItem(tr("As stored (glTF and Collada not turned Y-up)"), QStringLiteral("stored"));
    m_up->setToolTip(
        tr("glTF and Collada files are Y up: the model is turned Y up for them unless the axes stay as stored"));
    m_sizeMode->addItem(tr("Keep the size"));
    m_sizeMode->addItem(tr("Scale by"));
    m_sizeMode->addItem(tr("Scale to height"));
    m_size->setRange(0.000001, 1e6);
    m_size->setDecimals(6);
    m_size->setValue(1.0);
    m_size->setEnabled(false);
    m_influences->setRange(0, 64);
    m_influences->setSpecialValueText(tr("no limit"));
    m_fps->setRange(0, 1000);
    m_fps->setSpecialValueText(tr("keep"));
    m_fps->setDecimals(3);
    m_rootMotion->setObjectName(QStringLiteral("rootMotionCombo"));
    m_rootMotion->addItem(tr("In place for a player, else kept"), QString());
    m_rootMotion->addItem(tr("In place (the root's travel across the floor removed)"), QStringLiteral("in-place"));
    m_rootMotion->addItem(tr("Kept"), QStringLiteral("keep"));
    m_rootMotion->setToolTip(tr("Games that move the player themselves play its animations in place: the root "
                                "joint keeps its place across the floor, its height as animated"));

    // The last export's settings are the next one's defaults.
    QSettings settings;
    settings.beginGroup(QStringLiteral("export"));
    m_up->setCurrentIndex(settings.value(QStringLiteral("up"), 0).toInt());
    m_sizeMode->setCurrentIndex(settings.value(QStringLiteral("sizeMode"), 0).toInt());
    m_size->setValue(settings.value(QStringLiteral("size"), 1.0).toDouble());
    m_flip->setChecked(settings.value(QStringLiteral("flipWinding"), false).toBool());
    m_influences->setValue(settings.value(QStringLiteral("maxInfluences"), 4).toInt());
    m_fps->setValue(settings.value(QStringLiteral("fps"), 0.0).toDouble());
    settings.endGroup();
    m_size->setEnabled(m_sizeMode->currentIndex() != 0);

    auto *browse = new QPushButton(tr("Browse..."), this);
    auto *pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(browse);
    auto *sizeRow = new QHBoxLayout;
    sizeRow->addWidget(m_sizeMode);
    sizeRow->addWidget(m_size, 1);
    auto *form = m_fileForm = new QFormLayout;
    form->addRow(tr("File"), pathRow);
    form->addRow(tr("Format"), m_format);
    form->addRow(tr("Source up axis"), m_up);
    form->addRow(tr("Size"), sizeRow);
    form->addRow(tr("Winding"), m_flip);
    form->addRow(tr("Influences per vertex"), m_influences);
    form->addRow(tr("Resample animations to"), m_fps);
    form->addRow(tr("Root motion"), m_rootMotion);
    m_textureExt->setPlaceholderText(tr("keep"));
    m_textureExt->setMaximumWidth(80);
    auto *fixes = new QGridLayout;
    fixes->addWidget(m_weld, 0, 0);
    fixes->addWidget(m_flipNormals, 0, 1);
    fixes->addWidget(m_normalize, 1, 0);
    fixes->addWidget(m_removeUnused, 1, 1);
    fixes->addWidget(m_drop, 2, 0);
    fixes->addWidget(m_centre, 2, 1);
    fixes->addWidget(m_stripDirs, 3, 0);
    auto *extRow = new QHBoxLayout;
    extRow->addWidget(new QLabel(tr("Texture extension"), this));
    extRow->addWidget(m_textureExt);
    fixes->addLayout(extRow, 3, 1);
    m_optimize->setObjectName(QStringLiteral("optimizeVertexOrder"));
    m_optimize->setToolTip(tr("Triangles in vertex-cache order, vertices in the order they are first used "
                              "(meshoptimizer); the surface stays the same."));
    fixes->addWidget(m_optimize, 4, 0, 1, 2);
    form->addRow(tr("Fixes"), fixes);
    m_target->setObjectName(QStringLiteral("targetCombo"));
    m_target->addItem(tr("None (the format decides)"), QString());
    for (const EngineTarget &t : engineTargets())
        if (t.limits.loadsIqm)
            m_target->addItem(t.title, t.id);
    m_maxJoints->setRange(0, 256);
    m_maxJoints->setSpecialValueText(tr("do not merge"));
    m_maxJoints->setToolTip(tr("Allow merging the least-used joints into their parents down to this many"));
    m_lods->setRange(0, 8);
    m_lods->setSpecialValueText(tr("none"));
    m_lods->setToolTip(tr("Coarser copies for drawing far away, each with half the triangles of the one before, "
                          "where the game draws them (Xonotic, ioquake3's player)"));
    m_facing->setObjectName(QStringLiteral("facingCombo"));
    m_facing->addItem(tr("Found from the toes and eyes"), QStringLiteral("auto"));
    for (const char *axis : {"+x", "-x", "+y", "-y"})
        m_facing->addItem(QString::fromLatin1(axis).toUpper(), QLatin1String(axis));
    m_facing->setToolTip(tr("The way the model faces as stored: a player is turned to face +X, as the games draw "
                            "players"));
    m_targetFindings->setWordWrap(true);
    m_targetFindings->setObjectName(QStringLiteral("targetFindings"));
    m_targetFindings->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_targetFindings->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // However many findings, the dialog keeps its height: they scroll.
    auto *findings = m_findingsArea = new QScrollArea(this);
    findings->setWidget(m_targetFindings);
    findings->setWidgetResizable(true);
    findings->setFrameShape(QFrame::NoFrame);
    findings->setMinimumHeight(120);
    form->addRow(tr("Check"), findings);
    // The engine's settings beside the file's: the player's joints, the
    // picture against the game's box and the slot table.
    auto *engine = m_engineForm = new QFormLayout;
    engine->addRow(tr("Engine"), m_target);
    engine->addRow(tr("Merge joints down to"), m_maxJoints);
    engine->addRow(tr("Levels of detail"), m_lods);
    engine->addRow(QString(), m_singleModel);
    m_keepWinding->setToolTip(tr("The export turns the triangles the game would draw inside out (wound against "
                                 "their normals) to face outward; checked, every triangle keeps its winding "
                                 "(--keep-winding)"));
    engine->addRow(QString(), m_keepWinding);
    connect(m_keepWinding, &QCheckBox::toggled, this, &ExportDialog::targetChosen);
    engine->addRow(tr("Player faces"), m_facing);
    m_playerFormat->setObjectName(QStringLiteral("playerFormatCombo"));
    m_playerFormat->addItem(tr("MD3 (Quake III's own)"), QStringLiteral("md3"));
    m_playerFormat->addItem(tr("IQM (skeletal, no frame cap)"), QStringLiteral("iqm"));
    m_playerFormat->setToolTip(tr("ioquake3 loads lower.iqm, upper.iqm and head.iqm where the .md3 files are absent: "
                                  "skeletal animation at the source's rate, no 1,024-frame cap"));
    engine->addRow(tr("Player parts"), m_playerFormat);
    connect(m_playerFormat, &QComboBox::currentIndexChanged, this, &ExportDialog::targetChosen);
    m_keepSlotLengths = new QCheckBox(tr("Keep the weapon slots' clip lengths"), this);
    m_keepSlotLengths->setObjectName(QStringLiteral("keepSlotLengthsCheck"));
    m_keepSlotLengths->setToolTip(tr("The game's first-person weapon is synced to TORSO_ATTACK and TORSO_ATTACK2 (6 "
                                     "frames), TORSO_DROP (5) and TORSO_RAISE (4): unchecked, the clips that play "
                                     "them are resampled to those lengths"));
    engine->addRow(QString(), m_keepSlotLengths);
    connect(m_keepSlotLengths, &QCheckBox::toggled, this, &ExportDialog::targetChosen);
    engine->addRow(m_jointsLabel, m_joints);
    engine->addRow(QString(), m_pack);
    engine->addRow(tr("Quake skins"), m_quakeSkins = new QuakeSkinOptions(this));
    engine->addRow(tr("In the game"), m_preview);
    m_slots->setMinimumHeight(210);
    m_slotsLabel = new QLabel(tr("Animation slots"), this);
    engine->addRow(m_slotsLabel);
    engine->addRow(m_slots);
    m_useSelection = new QPushButton(tr("Use Timeline Selection"), this);
    m_useSelection->setObjectName(QStringLiteral("useSelectionButton"));
    m_useSelection->setToolTip(tr("The chosen slot plays the range selected on the timeline (its keys' first and last "
                                  "times)"));
    m_useSelection->setEnabled(false);
    engine->addRow(QString(), m_useSelection);
    connect(m_useSelection, &QPushButton::clicked, this, [this] {
        const int slot = m_slots->currentSlot();
        if (slot < 0 || m_selectionAnimation < 0)
            return;
        m_slots->setClip(slot, m_selectionAnimation);
        m_slots->setRange(slot, m_selectionStart, m_selectionEnd);
    });
    auto *columns = new QHBoxLayout;
    columns->addLayout(form, 1);
    columns->addSpacing(12);
    columns->addLayout(engine, 1);
    auto *top = new QVBoxLayout(this);
    top->addLayout(columns, 1);
    connect(m_target, &QComboBox::currentIndexChanged, this, &ExportDialog::targetChosen);
    connect(m_format, &QComboBox::currentIndexChanged, this, &ExportDialog::formatChosen);
    connect(m_path, &QLineEdit::textChanged, this, &ExportDialog::formatChosen);
    connect(m_maxJoints, &QSpinBox::valueChanged, this, &ExportDialog::targetChosen);
    connect(m_singleModel, &QCheckBox::toggled, this, &ExportDialog::targetChosen);
    // The player's size and facing change what the game would show.
    connect(m_facing, &QComboBox::currentIndexChanged, this, &ExportDialog::targetChosen);
    connect(m_sizeMode, &QComboBox::currentIndexChanged, this, &ExportDialog::targetChosen);
    connect(m_size, &QDoubleSpinBox::valueChanged, this, &ExportDialog::targetChosen);
    // The map decides which animations each part of a player holds; the
    // joints, which vertices.
    connect(m_slots, &AnimationSlotTable::mapChanged, this, &ExportDialog::targetChosen);
    connect(m_joints, &PlayerJointPickers::changed, this, &ExportDialog::targetChosen);
    connect(m_up, &QComboBox::currentIndexChanged, this, &ExportDialog::targetChosen);
    // The fixes change the bind pose the picture shows (dropped, centred).
    for (QCheckBox *fix : {m_weld, m_removeUnused, m_drop, m_centre})
        connect(fix, &QCheckBox::toggled, this, &ExportDialog::targetChosen);
    // The frames the parts of a player hold are counted at the chosen rate.
    connect(m_fps, &QDoubleSpinBox::valueChanged, this, &ExportDialog::targetChosen);
    targetChosen();
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    buttons->addButton(tr("Export"), QDialogButtonBox::AcceptRole);
    top->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &ExportDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(browse, &QPushButton::clicked, this, &ExportDialog::browse);
    connect(m_sizeMode, &QComboBox::currentIndexChanged, this, [this](int mode) { m_size->setEnabled(mode != 0); });
    resize(std::max(900, sizeHint().width()), sizeHint().height());
}

ExportDialog::~ExportDialog() = default;

QString ExportDialog::path() const
{
    return m_path->text().trimmed();
}

QString ExportDialog::target() const
{
    return m_target->currentData().toString();
}

int ExportDialog::maxJoints() const
{
    return m_maxJoints->value();
}

bool ExportDialog::pack() const
{
    return m_pack->isChecked();
}

int ExportDialog::lods() const
{
    return m_lods->isEnabled() ? m_lods->value() : 0;
}

bool ExportDialog::keepWinding() const
{
    return m_keepWinding->isChecked();
}

bool ExportDialog::singleModel() const
{
    return singleModelChosen(m_singleModel);
}

QString ExportDialog::facing() const
{
    return m_facing->isEnabled() ? m_facing->currentData().toString() : QString();
}

bool ExportDialog::keepSlotLengths() const
{
    return m_keepSlotLengths->isEnabled() && m_keepSlotLengths->isChecked();
}

void ExportDialog::formatChosen()
{
    const EngineTarget *t = target().isEmpty() ? nullptr : findEngineTarget(target());
    m_quakeSkins->setEnabled(writesQuakeSkins(t, format()));
}

QVariantMap ExportDialog::quakeOptions() const
{
    const EngineTarget *t = target().isEmpty() ? nullptr : findEngineTarget(target());
    return writesQuakeSkins(t, format()) ? m_quakeSkins->writerOptions() : QVariantMap();
}

QString ExportDialog::playerFormat() const
{
    return m_playerFormat->isEnabled() ? m_playerFormat->currentData().toString() : QString();
}

QByteArray ExportDialog::animationMapText() const
{
    return m_slots->isEnabled() && m_slots->slotCount() > 0 ? m_slots->mapText() : QByteArray();
}

QString ExportDialog::torsoJoint() const
{
    return m_joints->isEnabled() ? m_joints->torsoJoint() : QString();
}

QString ExportDialog::headJoint() const
{
    return m_joints->isEnabled() ? m_joints->headJoint() : QString();
}

QString ExportDialog::weaponJoint() const
{
    return m_joints->isEnabled() ? m_joints->weaponJoint() : QString();
}

void ExportDialog::setTarget(const QString &id)
{
    const int index = m_target->findData(id);
    m_target->setCurrentIndex(index >= 0 ? index : (m_target->count() > 1 ? 1 : 0));
}

void ExportDialog::setTimelineSelection(int animation, double start, double end)
{
    const bool valid = animation >= 0 && end > start;
    m_selectionAnimation = valid ? animation : -1;
    m_selectionStart = start;
    m_selectionEnd = end;
    m_useSelection->setEnabled(valid);
}

void ExportDialog::setModel(const Model &model)
{
    m_model = model;
    m_hasModel = true;
    m_slotsShownFor = QStringLiteral("-"); // filled again for this model
    m_joints->setModel(&m_model);
    targetChosen();
}

void ExportDialog::targetChosen()
{
    // Filling the table or the joints' lists signals a change again.
    if (m_refreshing)
        return;
    m_refreshing = true;
    const EngineTarget *t = target().isEmpty() ? nullptr : findEngineTarget(target());
    syncSingleModelCheck(m_singleModel, target());
    const bool quake3Player = t && t->quake3Player && !singleModel();
    m_playerFormat->setEnabled(quake3Player);
    m_keepSlotLengths->setEnabled(quake3Player);
    // The target as the export takes it: its one-model form, or its IQM player.
    TargetExportOptions exportOptions;
    exportOptions.singleModel = singleModel();
    exportOptions.playerFormat = playerFormat();
    EngineTarget chosen;
    if (t) {
        chosen = targetForExport(*t, exportOptions);
        t = &chosen;
    }
    for (QWidget *w :
         {static_cast<QWidget *>(m_maxJoints), static_cast<QWidget *>(m_pack), static_cast<QWidget *>(m_keepWinding)})
        w->setEnabled(t != nullptr);
    m_lods->setEnabled(t && !t->lodPath.isEmpty());
    m_facing->setEnabled(t && !singleModel() && (t->quake3Player || playerConventions(*t)));
    formatChosen();
    const bool split = t && t->quake3Player && m_hasModel && !m_model.skeleton.isEmpty();
    m_joints->setEnabled(split);
    m_joints->setVisible(t && t->quake3Player);
    m_jointsLabel->setVisible(t && t->quake3Player);
    // The slot table: filled with the proposal when the engine or the
    // model changes, kept as edited otherwise.
    const QList<AnimationSlot> gameSlots = !t                             ? QList<AnimationSlot>()
                                           : !t->animationOrder.isEmpty() ? t->animationOrder
                                                                          : t->animationNames;
    const QString slotsFor = t && m_hasModel ? t->id : QString();
    if (slotsFor != m_slotsShownFor) {
        m_slots->setSlotsFor(m_hasModel ? gameSlots : QList<AnimationSlot>(), m_model);
        m_slotsShownFor = slotsFor;
    }
    m_slots->setEnabled(m_slots->slotCount() > 0);
    // Without an engine: the file's settings alone.
    m_engineForm->setRowVisible(m_preview, t != nullptr);
    m_fileForm->setRowVisible(m_findingsArea, t != nullptr);
    // Rows shown again need the room they had.
    if (layout()) {
        layout()->activate();
        if (height() < sizeHint().height())
            resize(width(), sizeHint().height());
    }
    m_engineForm->setRowVisible(m_slotsLabel, m_slots->slotCount() > 0);
    m_engineForm->setRowVisible(m_slots, m_slots->slotCount() > 0);
    m_engineForm->setRowVisible(m_useSelection, m_slots->slotCount() > 0);
    Q_EMIT partColorsChanged(split ? m_joints->partColors() : QList<QList<QVector4D>>());
    if (!t || !m_hasModel) {
        m_targetFindings->setText(t ? tr("The model goes to %1 under the file's folder.").arg(t->modelPath)
                                    : QString());
        m_preview->clear();
        m_refreshing = false;
        return;
    }
    TargetCheckOptions options;
    options.engine = t->title;
    options.allowedJoints = m_maxJoints->value();
    options.animationMap = slotMapFile();
    options.fps = m_fps->value();
    options.rateGiven = options.fps > 0;
    options.keepSlotLengths = keepSlotLengths();
    QList<TargetFinding> findings = checkTarget(m_model, t->limits, options);
    // A player at the game's size, facing and floor (io/targets/PlayerConventions).
    PlayerOptions player;
    player.singleModel = singleModel();
    player.facing = facing();
    player.headJoint = headJoint();
    const ConversionSettings conversion = settings();
    player.sizeGiven = conversion.scale > 0 || conversion.height > 0;
    findings << checkPlayerConventions(m_model, *t, player);
    if (!keepWinding())
        findings << checkFaceWinding(m_model, *t);
    // A Quake III player's parts against the game's memory, as the export fits them.
    exportOptions.torsoJoint = torsoJoint();
    exportOptions.headJoint = headJoint();
    exportOptions.weaponJoint = weaponJoint();
    exportOptions.animationMapPath = options.animationMap;
    exportOptions.keepSlotLengths = options.keepSlotLengths;
    exportOptions.lods = m_lods->value();
    exportOptions.conversion.fps = options.fps;
    findings << checkPlayerMemory(m_model, *t, exportOptions);
    QStringList lines;
    const PlayerKind kind = playerKind(m_model, *t, player);
    if (const PlayerConventions *game = playerConventions(*t); game && kind.player)
        lines << tr("Taken as a player (%1): in %2's player box, from Z = %3 to %4, it stands %5 facing +X with its "
                    "feet at Z = %3.")
                     .arg(kind.reason, t->title)
                     .arg(double(game->floor))
                     .arg(double(game->boxTop))
                     .arg(player.sizeGiven ? tr("at the size chosen") : tr("%1 units tall").arg(double(game->height)));
    else if (playerConventions(*t))
        lines << tr("Not a player (%1): kept at its size and place.").arg(kind.reason);
    for (const TargetFinding &f : findings)
        lines << f.message;
    // What the slot table leaves out: the game would never play those clips.
    const qsizetype checked = lines.size();
    if (m_slots->slotCount() > 0) {
        const AnimationMap map = m_slots->map();
        const QStringList left = m_slots->clipsLeftOut();
        int first = map.value(0, -1);
        bool oneClip = first >= 0;
        for (int c : map)
            oneClip = oneClip && c == first;
        if (oneClip && m_model.animations.size() > 1)
            lines << tr("All %1 slots play \"%2\".").arg(map.size()).arg(m_model.animations[first].name);
        if (!left.isEmpty())
            lines << tr("%1 of the model's %2 clips play in no slot: %3.")
                         .arg(left.size())
                         .arg(m_model.animations.size())
                         .arg(left.join(QStringLiteral(", ")));
    }
    if (findings.isEmpty() && lines.size() == checked)
        lines << tr("Nothing to fix for %1.").arg(t->title);
    m_targetFindings->setText(lines.join(QLatin1Char('\n')));
    updatePreview(t, kind.player);
    m_refreshing = false;
}

QString ExportDialog::slotMapFile()
{
    const QByteArray text = animationMapText();
    if (text.isEmpty())
        return {};
    if (!m_mapFile) {
        m_mapFile = std::make_unique<QTemporaryFile>();
        if (!m_mapFile->open())
            return {};
    }
    m_mapFile->resize(0);
    m_mapFile->seek(0);
    m_mapFile->write(text);
    m_mapFile->flush();
    return m_mapFile->fileName();
}

void ExportDialog::updatePreview(const EngineTarget *t, bool player)
{
    // The bind pose as the export will write it: its conversions, then the
    // game's conventions. Clips and resampling play no part in it.
    Model shown = m_model;
    shown.animations.clear();
    ConversionSettings conversion = settings();
    conversion.fps = 0;
    QString error;
    applyConversion(shown, conversion, &error);
    PlayerOptions options;
    options.singleModel = singleModel();
    options.facing = facing();
    options.headJoint = headJoint();
    options.sizeGiven = conversion.scale > 0 || conversion.height > 0;
    QString warning;
    if (error.isEmpty())
        applyPlayerConventions(shown, *t, options, &warning, &error);
    std::optional<PlayerBoxPreview::Box> box;
    if (const PlayerConventions *game = playerConventions(*t); game && player)
        box = PlayerBoxPreview::Box{game->floor, game->boxTop, game->boxHalfWidth};
    m_preview->setModel(shown, box);
}

QString ExportDialog::format() const
{
    if (!target().isEmpty())
        return QStringLiteral("iqm");
    const QString chosen = m_format->currentData().toString();
    return chosen.isEmpty() ? formatForWriting(path()) : chosen;
}

void ExportDialog::browse()
{
    // The chosen format's extensions first (an engine's: .iqm).
    QString selected;
    const QStringList filters = exportFilters(format(), &selected);
    const QString chosen = QFileDialog::getSaveFileName(this, tr("Export To"), path(),
                                                        filters.join(QStringLiteral(";;")), &selected);
    if (!chosen.isEmpty())
        m_path->setText(chosen);
}

void ExportDialog::accept()
{
    if (path().isEmpty()) {
        QMessageBox::warning(this, tr("Export"), tr("Choose a file to export to."));
        return;
    }
    // Shipped data is often read-only: say so before anything is converted.
    // (The folder is made when it is not there: its nearest existing parent counts.)
    QString folder = QFileInfo(path()).absolutePath();
    while (!QFileInfo::exists(folder) && QFileInfo(folder).absolutePath() != folder)
        folder = QFileInfo(folder).absolutePath();
    if (!folderWritable(folder)) {
        QMessageBox::warning(
            this, tr("Export"),
            tr("%1 cannot be written into: choose another folder.").arg(QDir::toNativeSeparators(folder)));
        return;
    }
    if (QString why; m_quakeSkins->isEnabled() && !m_quakeSkins->load(&why)) {
        QMessageBox::warning(this, tr("Export"), tr("The palette cannot be read: %1").arg(why));
        return;
    }
    const FormatHandler *h = formatHandler(format());
    if (!h || !h->write) {
        QMessageBox::warning(this, tr("Export"),
                             tr("Quarry cannot write %1: choose a format or an extension it writes.").arg(path()));
        return;
    }
    QSettings settings;
    settings.beginGroup(QStringLiteral("export"));
    settings.setValue(QStringLiteral("up"), m_up->currentIndex());
    settings.setValue(QStringLiteral("sizeMode"), m_sizeMode->currentIndex());
    settings.setValue(QStringLiteral("size"), m_size->value());
    settings.setValue(QStringLiteral("flipWinding"), m_flip->isChecked());
    settings.setValue(QStringLiteral("maxInfluences"), m_influences->value());
    settings.setValue(QStringLiteral("fps"), m_fps->value());
    settings.endGroup();
    QDialog::accept();
}

} // namespace quarry
