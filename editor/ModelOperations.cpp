#include "editor/ModelOperations.h"

#include "editor/ScaleToHeightDialog.h"
#include "editor/WeldDialog.h"
#include "model/Document.h"
#include "model/Pose.h"
#include "model/commands/DeleteObjectsCommand.h"
#include "model/commands/FixTexturePathsCommand.h"
#include "model/commands/FlipNormalsCommand.h"
#include "model/commands/FlipWindingCommand.h"
#include "model/commands/LimitInfluencesCommand.h"
#include "model/commands/MergeMeshesCommand.h"
#include "model/commands/NormalizeWeightsCommand.h"
#include "model/commands/RecomputeNormalsCommand.h"
#include "model/commands/RemoveJointsCommand.h"
#include "model/commands/RenameJointsCommand.h"
#include "model/commands/SplitMeshCommand.h"
#include "model/commands/TransformModelCommand.h"
#include "model/commands/UnweldVerticesCommand.h"
#include "model/commands/WeldVerticesCommand.h"
#include "model/ops/MeshCombine.h"
#include "model/ops/Placement.h"
#include "model/ops/SkeletonEdit.h"
#include "views/ValidationView.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QInputDialog>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QRegularExpression>

#include <algorithm>
#include <functional>

namespace quarry {

ModelOperations::ModelOperations(Document *document, QWidget *window)
    : QObject(window)
    , m_document(document)
    , m_window(window)
{
    using M = ModelOperations;
    struct Entry { const char *name; QString text; QString tip; void (M::*slot)(); };
    const Entry entries[] = {
        {"delete", tr("&Delete"), tr("Delete the selected objects or faces"), &M::deleteSelection},
        {"mergeMeshes", tr("&Merge Meshes"), tr("Merge the selected meshes into one"), &M::mergeMeshes},
        {"splitBySelection", tr("Split by &Selection"), tr("Move the selected faces into a mesh of their own"), &M::splitBySelection},
        {"splitLooseParts", tr("Split into &Loose Parts"), tr("Make each connected part of the selected meshes a mesh"), &M::splitLooseParts},
        {"flipWinding", tr("Flip &Winding"), tr("Reverse the triangle winding of the selected meshes (all when none)"), &M::flipWinding},
        {"flipNormals", tr("Flip &Normals"), tr("Point the normals of the selected meshes (all when none) the other way"), &M::flipNormals},
        {"recomputeNormals", tr("&Recompute Normals..."), tr("Recompute normals by smoothing angle or by the IQE smoothing groups"), &M::recomputeNormals},
        {"weld", tr("W&eld Vertices..."), tr("Merge vertices that agree in every attribute"), &M::weld},
        {"unweld", tr("&Unweld Vertices"), tr("Give every triangle corner its own vertex"), &M::unweld},
        {"scaleBy", tr("&Scale..."), tr("Scale the model by a factor"), &M::scaleBy},
        {"scaleToHeight", tr("Scale to &Height..."), tr("Scale the model so it stands a given height"), &M::scaleToHeight},
        {"rotate", tr("R&otate..."), tr("Rotate the model about the origin"), &M::rotate},
        {"translate", tr("&Translate..."), tr("Move the model"), &M::translate},
        {"yUpToZUp", tr("Y-up to &Z-up"), tr("Turn a Y-up model Z-up"), &M::yUpToZUp},
        {"zUpToYUp", tr("Z-up to &Y-up"), tr("Turn a Z-up model Y-up"), &M::zUpToYUp},
        {"dropToGround", tr("&Drop to Ground"), tr("Move the model so its lowest point is at Z = 0"), &M::dropToGround},
        {"centre", tr("&Centre"), tr("Move the model so it is centred on the Z axis"), &M::centre},
        {"normalizeWeights", tr("Normali&ze Weights"), tr("Scale each vertex's weights to sum to one"), &M::normalizeWeights},
        {"limitInfluences", tr("&Limit Influences..."), tr("Keep each vertex's largest weights, renormalized"), &M::limitInfluences},
        {"removeUnusedJoints", tr("Remove Unused &Joints"), tr("Remove joints no vertex is weighted to"), &M::removeUnusedJoints},
        {"renameJoints", tr("Rename Joints by &Pattern..."), tr("Rename joints with a regular expression"), &M::renameJoints},
        {"fixTexturePaths", tr("Fix Te&xture Paths..."), tr("Strip directories from texture paths or change their extension"), &M::fixTexturePaths},
        {"validate", tr("&Validate"), tr("Check the model for problems and list them"), &M::validate},
    };
    for (const Entry &e : entries) {
        QAction *a = add(QLatin1String(e.name), e.text, e.tip);
        connect(a, &QAction::triggered, this, e.slot);
    }
    m_actions[QStringLiteral("delete")]->setShortcut(QKeySequence::Delete);
    m_actions[QStringLiteral("validate")]->setShortcut(QKeySequence(Qt::Key_F7));
    m_actions[QStringLiteral("flipWinding")]->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_W));
    connect(document, &Document::selectionChanged, this, &ModelOperations::updateEnabled);
    connect(document, &Document::modelReset, this, &ModelOperations::updateEnabled);
    connect(document, &Document::meshInserted, this, &ModelOperations::updateEnabled);
    connect(document, &Document::meshRemoved, this, &ModelOperations::updateEnabled);
    updateEnabled();
}

QAction *ModelOperations::add(const QString &name, const QString &text, const QString &tip)
{
    auto *a = new QAction(text, this);
    a->setObjectName(name);
    a->setStatusTip(tip);
    a->setToolTip(tip);
    m_actions.insert(name, a);
    return a;
}

QAction *ModelOperations::action(const QString &name) const { return m_actions.value(name); }

void ModelOperations::populate(QMenu *menu)
{
    auto addAll = [this](QMenu *m, std::initializer_list<const char *> names) {
        for (const char *n : names)
            m->addAction(m_actions.value(QLatin1String(n)));
    };
    addAll(menu, {"delete"});
    menu->addSeparator();
    QMenu *mesh = menu->addMenu(tr("&Mesh"));
    addAll(mesh, {"mergeMeshes", "splitBySelection", "splitLooseParts"});
    mesh->addSeparator();
    addAll(mesh, {"flipWinding", "flipNormals", "recomputeNormals"});
    mesh->addSeparator();
    addAll(mesh, {"weld", "unweld"});
    QMenu *transform = menu->addMenu(tr("&Transform"));
    addAll(transform, {"scaleBy", "scaleToHeight", "rotate", "translate"});
    transform->addSeparator();
    addAll(transform, {"yUpToZUp", "zUpToYUp", "dropToGround", "centre"});
    QMenu *skin = menu->addMenu(tr("&Skeleton and Weights"));
    addAll(skin, {"normalizeWeights", "limitInfluences", "removeUnusedJoints", "renameJoints"});
    addAll(menu, {"fixTexturePaths"});
    menu->addSeparator();
    addAll(menu, {"validate"});
}

QList<QAction *> ModelOperations::contextActions(ObjectKind kind) const
{
    QStringList names;
    switch (kind) {
    case ObjectKind::Mesh:
        names = {QStringLiteral("mergeMeshes"), QStringLiteral("splitLooseParts"), QStringLiteral("flipWinding"),
                 QStringLiteral("flipNormals"), QStringLiteral("recomputeNormals"), QStringLiteral("weld"),
                 QStringLiteral("normalizeWeights"), QStringLiteral("limitInfluences")};
        break;
    case ObjectKind::Joint:
        names = {QStringLiteral("removeUnusedJoints"), QStringLiteral("renameJoints")};
        break;
    case ObjectKind::Material:
        names = {QStringLiteral("fixTexturePaths")};
        break;
    default:
        break;
    }
    QList<QAction *> list;
    for (const QString &n : names)
        list.append(m_actions.value(n));
    return list;
}

void ModelOperations::setValidationView(ValidationView *view, QWidget *dock)
{
    m_validationView = view;
    m_validationDock = dock;
}

QList<int> ModelOperations::targetMeshes() const
{
    const Selection &s = m_document->selection();
    QList<int> meshes = s.meshes;
    for (int m : s.vertices.keys() + s.faces.keys())
        if (!meshes.contains(m))
            meshes.append(m);
    return meshes;
}

void ModelOperations::updateEnabled()
{
    const Model &m = m_document->model();
    const Selection &s = m_document->selection();
    const bool hasMeshes = !m.meshes.isEmpty();
    const bool skinned = !m.skeleton.joints.isEmpty();
    for (QAction *a : std::as_const(m_actions))
        a->setEnabled(!m.isEmpty());
    m_actions[QStringLiteral("delete")]->setEnabled(!s.isEmpty());
    m_actions[QStringLiteral("mergeMeshes")]->setEnabled(s.meshes.size() >= 2);
    m_actions[QStringLiteral("splitBySelection")]->setEnabled(s.faces.size() == 1);
    for (const char *n : {"splitLooseParts", "flipWinding", "flipNormals", "recomputeNormals", "weld", "unweld"})
        m_actions[QLatin1String(n)]->setEnabled(hasMeshes);
    for (const char *n : {"normalizeWeights", "limitInfluences", "removeUnusedJoints", "renameJoints"})
        m_actions[QLatin1String(n)]->setEnabled(skinned);
    m_actions[QStringLiteral("fixTexturePaths")]->setEnabled(!m.materials.isEmpty());
}

bool ModelOperations::pushIfChanging(ModelDiffCommand *command, const QString &doneMessage,
                                     const QString &nothingMessage)
{
    if (!command->changesModel()) {
        delete command;
        Q_EMIT message(nothingMessage);
        return false;
    }
    m_document->undoStack()->push(command);
    Q_EMIT message(doneMessage);
    return true;
}

void ModelOperations::deleteSelection()
{
    pushIfChanging(new DeleteObjectsCommand(m_document, m_document->selection()), tr("Deleted."),
                   tr("Nothing selected to delete."));
}

void ModelOperations::mergeMeshes()
{
    pushIfChanging(new MergeMeshesCommand(m_document, m_document->selection().meshes), tr("Merged the meshes."),
                   tr("Select two meshes or more to merge."));
}

void ModelOperations::splitBySelection()
{
    const auto &faces = m_document->selection().faces;
    if (faces.size() != 1) {
        Q_EMIT message(tr("Select faces of one mesh to split them off."));
        return;
    }
    pushIfChanging(new SplitMeshCommand(m_document, faces.firstKey(), SplitMeshCommand::Mode::SelectedFaces,
                                        faces.first()),
                   tr("Split the selected faces off."), tr("The selection cannot be split off."));
}

void ModelOperations::splitLooseParts()
{
    QList<int> meshes = targetMeshes();
    if (meshes.isEmpty())
        for (int i = 0; i < m_document->model().meshes.size(); ++i)
            meshes.append(i);
    // From the last mesh backwards: the new meshes go right after their source.
    std::sort(meshes.begin(), meshes.end(), std::greater<int>());
    QList<int> splittable;
    for (int mesh : std::as_const(meshes))
        if (connectedParts(m_document->model().meshes[mesh]).size() > 1)
            splittable.append(mesh);
    if (splittable.isEmpty()) {
        Q_EMIT message(tr("No mesh has more than one part."));
        return;
    }
    m_document->undoStack()->beginMacro(tr("Split into Loose Parts"));
    for (int mesh : std::as_const(splittable))
        m_document->undoStack()->push(new SplitMeshCommand(m_document, mesh, SplitMeshCommand::Mode::LooseParts));
    m_document->undoStack()->endMacro();
    Q_EMIT message(tr("Split %n mesh(es) into their parts.", nullptr, int(splittable.size())));
}

void ModelOperations::flipWinding()
{
    pushIfChanging(new FlipWindingCommand(m_document, targetMeshes()), tr("Flipped the winding."),
                   tr("No triangles to flip."));
}

void ModelOperations::flipNormals()
{
    pushIfChanging(new FlipNormalsCommand(m_document, targetMeshes()), tr("Flipped the normals."),
                   tr("The meshes have no normals."));
}

void ModelOperations::recomputeNormals()
{
    QDialog dialog(m_window);
    dialog.setWindowTitle(tr("Recompute Normals"));
    auto *form = new QFormLayout(&dialog);
    auto *mode = new QComboBox(&dialog);
    mode->setObjectName(QStringLiteral("mode"));
    mode->addItem(tr("Smooth by angle (selected meshes)"));
    mode->addItem(tr("By the IQE smoothing groups (whole model)"));
    auto *angle = new QDoubleSpinBox(&dialog);
    angle->setObjectName(QStringLiteral("angle"));
    angle->setRange(0, 180);
    angle->setSuffix(tr("°"));
    angle->setValue(60);
    connect(mode, &QComboBox::currentIndexChanged, angle, [angle](int m) { angle->setEnabled(m == 0); });
    form->addRow(tr("Normals"), mode);
    form->addRow(tr("Smooth where faces meet at most"), angle);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    form->addRow(buttons);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const auto how = mode->currentIndex() == 0 ? RecomputeNormalsCommand::Mode::ByAngle
                                               : RecomputeNormalsCommand::Mode::BySmoothingGroups;
    pushIfChanging(new RecomputeNormalsCommand(m_document, targetMeshes(), how, float(angle->value())),
                   tr("Recomputed the normals."), tr("The normals are already so."));
}

void ModelOperations::weld()
{
    WeldDialog dialog(m_window);
    dialog.setTolerance(m_weldTolerance);
    dialog.setPositionOnly(m_weldPositionOnly);
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_weldTolerance = dialog.tolerance();
    m_weldPositionOnly = dialog.positionOnly();
    auto *command = new WeldVerticesCommand(m_document, targetMeshes(), float(m_weldTolerance), m_weldPositionOnly);
    const WeldStats stats = command->stats();
    const QString apart = describeKeptApart(stats);
    QString done = tr("Welded %n vertices away.", nullptr, int(stats.removed));
    QString nothing = tr("No vertices to weld.");
    if (!apart.isEmpty()) {
        //: %1: what kept vertices apart ("12 vertices lie within the tolerance of another but differ in normals (12)")
        done = tr("Welded %n vertices away; %1.", nullptr, int(stats.removed)).arg(apart);
        nothing = m_weldPositionOnly ? tr("No vertices to weld: %1.").arg(apart)
                                     : tr("No vertices to weld: %1. Weld by position only to merge them.").arg(apart);
    }
    pushIfChanging(command, done, nothing);
}

void ModelOperations::unweld()
{
    pushIfChanging(new UnweldVerticesCommand(m_document, targetMeshes()), tr("Unwelded the vertices."),
                   tr("Every corner already has its own vertex."));
}

void ModelOperations::scaleBy()
{
    bool ok = false;
    const double factor = QInputDialog::getDouble(m_window, tr("Scale"), tr("Scale factor:"), 1.0, 1e-6, 1e6, 6, &ok);
    if (!ok)
        return;
    Similarity s;
    s.scale = float(factor);
    pushIfChanging(new TransformModelCommand(m_document, s, tr("Scale by %1").arg(factor)),
                   tr("Scaled by %1.").arg(factor), tr("Nothing to scale."));
}

void ModelOperations::scaleToHeight()
{
    const Bounds bounds = poseBounds(m_document->model(), -1, 0.0);
    const double current = bounds.isValid() ? double(bounds.max.z() - bounds.min.z()) : 0.0;
    ScaleToHeightDialog dialog(current, int(targetMeshes().size()), m_window);
    dialog.setHeight(m_scaleHeight);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const double height = dialog.height();
    m_scaleHeight = height;
    const auto s = quarry::scaleToHeight(m_document->model(), float(height));
    if (!s) {
        Q_EMIT message(tr("The model has no height to scale."));
        return;
    }
    pushIfChanging(new TransformModelCommand(m_document, *s, tr("Scale to Height %1").arg(height)),
                   tr("Scaled the whole model by %1 to a height of %2.").arg(s->scale).arg(height),
                   tr("Already that height."));
}

namespace {

// A dialog with three numbers; false when cancelled.
bool askVector(QWidget *parent, const QString &title, const QString &suffix, QVector3D &value)
{
    QDialog dialog(parent);
    dialog.setWindowTitle(title);
    auto *form = new QFormLayout(&dialog);
    QDoubleSpinBox *spins[3];
    for (int a = 0; a < 3; ++a) {
        spins[a] = new QDoubleSpinBox(&dialog);
        spins[a]->setRange(-1e6, 1e6);
        spins[a]->setDecimals(4);
        spins[a]->setSuffix(suffix);
        spins[a]->setValue(value[a]);
        spins[a]->setObjectName(QStringLiteral("axis%1").arg(a));
        form->addRow(QStringLiteral("XYZ").mid(a, 1), spins[a]);
    }
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    form->addRow(buttons);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    value = QVector3D(float(spins[0]->value()), float(spins[1]->value()), float(spins[2]->value()));
    return true;
}

} // namespace

void ModelOperations::rotate()
{
    QVector3D angles;
    if (!askVector(m_window, tr("Rotate (degrees about X, then Y, then Z)"), tr("°"), angles))
        return;
    Similarity s;
    s.rotation = QQuaternion::fromAxisAndAngle(0, 0, 1, angles.z()) * QQuaternion::fromAxisAndAngle(0, 1, 0, angles.y())
                 * QQuaternion::fromAxisAndAngle(1, 0, 0, angles.x());
    pushIfChanging(new TransformModelCommand(m_document, s, tr("Rotate")), tr("Rotated."), tr("Nothing to rotate."));
}

void ModelOperations::translate()
{
    QVector3D offset;
    if (!askVector(m_window, tr("Translate"), QString(), offset))
        return;
    Similarity s;
    s.translation = offset;
    pushIfChanging(new TransformModelCommand(m_document, s, tr("Translate")), tr("Moved."), tr("Nothing to move."));
}

void ModelOperations::yUpToZUp()
{
    Similarity s;
    s.rotation = quarry::yUpToZUp();
    pushIfChanging(new TransformModelCommand(m_document, s, tr("Y-up to Z-up")), tr("Turned Z-up."),
                   tr("Nothing to turn."));
}

void ModelOperations::zUpToYUp()
{
    Similarity s;
    s.rotation = quarry::yUpToZUp().conjugated();
    pushIfChanging(new TransformModelCommand(m_document, s, tr("Z-up to Y-up")), tr("Turned Y-up."),
                   tr("Nothing to turn."));
}

void ModelOperations::dropToGround()
{
    const auto s = quarry::dropToGround(m_document->model());
    if (!s) {
        Q_EMIT message(tr("The model has no geometry."));
        return;
    }
    pushIfChanging(new TransformModelCommand(m_document, *s, tr("Drop to Ground")), tr("Dropped to the ground."),
                   tr("Already on the ground."));
}

void ModelOperations::centre()
{
    const auto s = centreOnOrigin(m_document->model());
    if (!s) {
        Q_EMIT message(tr("The model has no geometry."));
        return;
    }
    pushIfChanging(new TransformModelCommand(m_document, *s, tr("Centre")), tr("Centred."), tr("Already centred."));
}

void ModelOperations::normalizeWeights()
{
    auto *command = new NormalizeWeightsCommand(m_document, targetMeshes());
    const qsizetype n = command->count();
    pushIfChanging(command, tr("Normalized the weights of %n vertices.", nullptr, int(n)),
                   tr("Every vertex's weights already sum to one."));
}

void ModelOperations::limitInfluences()
{
    bool ok = false;
    const int n = QInputDialog::getInt(m_window, tr("Limit Influences"), tr("Influences per vertex at most:"), 4, 1,
                                       64, 1, &ok);
    if (!ok)
        return;
    auto *command = new LimitInfluencesCommand(m_document, targetMeshes(), n);
    const qsizetype changed = command->count();
    pushIfChanging(command, tr("%n vertices had more influences: kept the largest.", nullptr, int(changed)),
                   tr("No vertex has more than %1 influences.").arg(n));
}

void ModelOperations::removeUnusedJoints()
{
    auto *command = new RemoveJointsCommand(m_document, unusedJoints(m_document->model()));
    const qsizetype n = command->count();
    pushIfChanging(command, tr("Removed %n unused joint(s).", nullptr, int(n)), tr("Every joint is used."));
}

void ModelOperations::renameJoints()
{
    QDialog dialog(m_window);
    dialog.setWindowTitle(tr("Rename Joints by Pattern"));
    auto *form = new QFormLayout(&dialog);
    auto *pattern = new QLineEdit(QStringLiteral("^Bip01[ _]"), &dialog);
    pattern->setObjectName(QStringLiteral("pattern"));
    auto *replacement = new QLineEdit(&dialog);
    replacement->setObjectName(QStringLiteral("replacement"));
    form->addRow(tr("Find (regular expression):"), pattern);
    form->addRow(tr("Replace with (\\1 for groups):"), replacement);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    form->addRow(buttons);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QRegularExpression re(pattern->text());
    if (!re.isValid()) {
        QMessageBox::warning(m_window, tr("Rename Joints"), tr("Not a valid pattern: %1").arg(re.errorString()));
        return;
    }
    auto *command = new RenameJointsCommand(m_document, re, replacement->text());
    const qsizetype n = command->count();
    pushIfChanging(command, tr("Renamed %n joint(s).", nullptr, int(n)), tr("No joint name matches."));
}

void ModelOperations::fixTexturePaths()
{
    QDialog dialog(m_window);
    dialog.setWindowTitle(tr("Fix Texture Paths"));
    auto *form = new QFormLayout(&dialog);
    auto *strip = new QCheckBox(tr("Strip directories"), &dialog);
    strip->setObjectName(QStringLiteral("strip"));
    strip->setChecked(true);
    auto *extension = new QLineEdit(&dialog);
    extension->setObjectName(QStringLiteral("extension"));
    extension->setPlaceholderText(tr("keep"));
    form->addRow(strip);
    form->addRow(tr("New extension:"), extension);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    form->addRow(buttons);
    if (dialog.exec() != QDialog::Accepted)
        return;
    TexturePathFix fix;
    fix.stripDirectories = strip->isChecked();
    fix.extension = extension->text().trimmed();
    auto *command = new FixTexturePathsCommand(m_document, fix);
    const qsizetype n = command->count();
    pushIfChanging(command, tr("Changed %n texture path(s).", nullptr, int(n)), tr("No texture path changed."));
}

void ModelOperations::validate()
{
    if (!m_validationView)
        return;
    if (m_validationDock) {
        m_validationDock->show();
        m_validationDock->raise();
    }
    m_validationView->validate();
    const qsizetype n = m_validationView->findings().size();
    Q_EMIT message(n == 0 ? tr("No problems found.") : tr("%n problem(s) found.", nullptr, int(n)));
}

} // namespace quarry
