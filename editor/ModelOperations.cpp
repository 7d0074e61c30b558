#include "editor/ModelOperations.h"

#include "editor/ScaleToHeightDialog.h"
#include "editor/WeldDialog.h"
#include "model/Document.h"
#include "model/Pose.h"
#include "model/operations/Operation.h"
#include "views/FormDialog.h"
#include "views/ValidationView.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QInputDialog>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QRegularExpression>

namespace quarry {

ModelOperations::ModelOperations(Document *document, QWidget *window)
    : QObject(window)
    , m_document(document)
    , m_window(window)
{
    using M = ModelOperations;
    struct Entry
    {
        const char *name;
        QString text;
        QString tip;
        void (M::*slot)();
    };
    const Entry entries[] = {
        {"delete", tr("&Delete"), tr("Delete the selected objects, faces or vertices"), &M::deleteSelection},
        {"mergeMeshes", tr("&Merge Meshes"), tr("Merge the selected meshes into one"), &M::mergeMeshes},
        {"splitBySelection", tr("Split by &Selection"), tr("Move the selected faces into a mesh of their own"),
         &M::splitBySelection},
        {"splitLooseParts", tr("Split into &Loose Parts"), tr("Make each connected part of the selected meshes a mesh"),
         &M::splitLooseParts},
        {"flipWinding", tr("Flip &Winding"), tr("Reverse the triangle winding of the selected meshes (all when none)"),
         &M::flipWinding},
        {"flipNormals", tr("Flip &Normals"),
         tr("Point the normals of the selected meshes (all when none) the other way"), &M::flipNormals},
        {"recomputeNormals", tr("&Recompute Normals..."),
         tr("Recompute normals by smoothing angle or by the IQE smoothing groups"), &M::recomputeNormals},
        {"weld", tr("W&eld Vertices..."),
         tr("Merge the selected vertices, or those of the selected meshes, that agree in every attribute"), &M::weld},
        {"unweld", tr("&Unweld Vertices"), tr("Give every triangle corner its own vertex"), &M::unweld},
        {"scaleBy", tr("&Scale..."), tr("Scale the model by a factor"), &M::scaleBy},
        {"scaleToHeight", tr("Scale to &Height..."), tr("Scale the model so it stands a given height"),
         &M::scaleToHeight},
        {"rotate", tr("R&otate..."), tr("Rotate the model about the origin"), &M::rotate},
        {"translate", tr("&Translate..."), tr("Move the model"), &M::translate},
        {"yUpToZUp", tr("Y-up to &Z-up"), tr("Turn a Y-up model Z-up"), &M::yUpToZUp},
        {"zUpToYUp", tr("Z-up to &Y-up"), tr("Turn a Z-up model Y-up"), &M::zUpToYUp},
        {"dropToGround", tr("&Drop to Ground"), tr("Move the model so its lowest point is at Z = 0"), &M::dropToGround},
        {"centre", tr("&Centre"), tr("Move the model so it is centred on the Z axis"), &M::centre},
        {"normalizeWeights", tr("Normali&ze Weights"), tr("Scale each vertex's weights to sum to one"),
         &M::normalizeWeights},
        {"limitInfluences", tr("&Limit Influences..."), tr("Keep each vertex's largest weights, renormalized"),
         &M::limitInfluences},
        {"removeUnusedJoints", tr("Remove Unused &Joints"), tr("Remove joints no vertex is weighted to"),
         &M::removeUnusedJoints},
        {"renameJoints", tr("Rename Joints by &Pattern..."), tr("Rename joints with a regular expression"),
         &M::renameJoints},
        {"fixTexturePaths", tr("Fix Te&xture Paths..."),
         tr("Strip directories from texture paths or change their extension"), &M::fixTexturePaths},
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
    connect(document, &Document::meshesReset, this, &ModelOperations::updateEnabled);
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

QAction *ModelOperations::action(const QString &name) const
{
    return m_actions.value(name);
}

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
    skin->setObjectName(QStringLiteral("skeletonMenu"));
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
        names = {QStringLiteral("mergeMeshes"),      QStringLiteral("splitLooseParts"),  QStringLiteral("flipWinding"),
                 QStringLiteral("flipNormals"),      QStringLiteral("recomputeNormals"), QStringLiteral("weld"),
                 QStringLiteral("normalizeWeights"), QStringLiteral("limitInfluences")};
        break;
    case ObjectKind::Joint: names = {QStringLiteral("removeUnusedJoints"), QStringLiteral("renameJoints")}; break;
    case ObjectKind::Material: names = {QStringLiteral("fixTexturePaths")}; break;
    default: break;
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
    for (const char *n : {"splitLooseParts", "flipWinding", "flipNormals", "recomputeNormals", "unweld"})
        m_actions[QLatin1String(n)]->setEnabled(hasMeshes);
    // Weld works on the selection alone.
    m_actions[QStringLiteral("weld")]->setEnabled(operationAvailable(*m_document, QStringLiteral("weld")));
    for (const char *n : {"normalizeWeights", "limitInfluences", "removeUnusedJoints", "renameJoints"})
        m_actions[QLatin1String(n)]->setEnabled(skinned);
    m_actions[QStringLiteral("fixTexturePaths")]->setEnabled(!m.materials.isEmpty());
}

void ModelOperations::run(const QString &id, const QVariantMap &options)
{
    // The same code as scripts run: the registry's operation with the dialog's values.
    const OperationResult result = runOperation(*m_document, id, options);
    Q_EMIT message(result.message);
}

void ModelOperations::deleteSelection()
{
    run(QStringLiteral("delete"));
}
void ModelOperations::mergeMeshes()
{
    run(QStringLiteral("mergeMeshes"));
}
void ModelOperations::splitBySelection()
{
    run(QStringLiteral("splitBySelection"));
}
void ModelOperations::splitLooseParts()
{
    run(QStringLiteral("splitLooseParts"));
}
void ModelOperations::flipWinding()
{
    run(QStringLiteral("flipWinding"));
}
void ModelOperations::flipNormals()
{
    run(QStringLiteral("flipNormals"));
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
    if (!execWithOkCancel(dialog, form))
        return;
    run(QStringLiteral("recomputeNormals"),
        {{QStringLiteral("mode"),
          mode->currentIndex() == 0 ? QStringLiteral("angle") : QStringLiteral("smoothing_groups")},
         {QStringLiteral("angle"), angle->value()}});
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
    run(QStringLiteral("weld"),
        {{QStringLiteral("tolerance"), m_weldTolerance}, {QStringLiteral("position_only"), m_weldPositionOnly}});
}

void ModelOperations::unweld()
{
    run(QStringLiteral("unweld"));
}

void ModelOperations::scaleBy()
{
    bool ok = false;
    const double factor = QInputDialog::getDouble(m_window, tr("Scale"), tr("Scale factor:"), 1.0, 1e-6, 1e6, 6, &ok);
    if (ok)
        run(QStringLiteral("scaleBy"), {{QStringLiteral("factor"), factor}});
}

void ModelOperations::scaleToHeight()
{
    const Bounds bounds = poseBounds(m_document->model(), -1, 0.0);
    const double current = bounds.isValid() ? double(bounds.max.z() - bounds.min.z()) : 0.0;
    ScaleToHeightDialog dialog(current, int(targetMeshes().size()), m_window);
    dialog.setHeight(m_scaleHeight);
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_scaleHeight = dialog.height();
    run(QStringLiteral("scaleToHeight"), {{QStringLiteral("height"), m_scaleHeight}});
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
    if (!execWithOkCancel(dialog, form))
        return false;
    value = QVector3D(float(spins[0]->value()), float(spins[1]->value()), float(spins[2]->value()));
    return true;
}

} // namespace

void ModelOperations::rotate()
{
    QVector3D angles;
    if (askVector(m_window, tr("Rotate (degrees about X, then Y, then Z)"), tr("°"), angles))
        run(QStringLiteral("rotate"), {{QStringLiteral("angles"), angles}});
}

void ModelOperations::translate()
{
    QVector3D offset;
    if (askVector(m_window, tr("Translate"), QString(), offset))
        run(QStringLiteral("translate"), {{QStringLiteral("offset"), offset}});
}

void ModelOperations::yUpToZUp()
{
    run(QStringLiteral("yUpToZUp"));
}
void ModelOperations::zUpToYUp()
{
    run(QStringLiteral("zUpToYUp"));
}
void ModelOperations::dropToGround()
{
    run(QStringLiteral("dropToGround"));
}
void ModelOperations::centre()
{
    run(QStringLiteral("centre"));
}
void ModelOperations::normalizeWeights()
{
    run(QStringLiteral("normalizeWeights"));
}

void ModelOperations::limitInfluences()
{
    bool ok = false;
    const int n = QInputDialog::getInt(m_window, tr("Limit Influences"), tr("Influences per vertex at most:"), 4, 1, 64,
                                       1, &ok);
    if (ok)
        run(QStringLiteral("limitInfluences"), {{QStringLiteral("max_influences"), n}});
}

void ModelOperations::removeUnusedJoints()
{
    run(QStringLiteral("removeUnusedJoints"));
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
    if (!execWithOkCancel(dialog, form))
        return;
    const QRegularExpression re(pattern->text());
    if (!re.isValid()) {
        QMessageBox::warning(m_window, tr("Rename Joints"), tr("Not a valid pattern: %1").arg(re.errorString()));
        return;
    }
    run(QStringLiteral("renameJoints"),
        {{QStringLiteral("pattern"), pattern->text()}, {QStringLiteral("replacement"), replacement->text()}});
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
    if (!execWithOkCancel(dialog, form))
        return;
    run(QStringLiteral("fixTexturePaths"), {{QStringLiteral("strip_directories"), strip->isChecked()},
                                            {QStringLiteral("extension"), extension->text().trimmed()}});
}

void ModelOperations::validate()
{
    if (!m_validationView)
        return;
    if (m_validationDock) {
        m_validationDock->show();
        m_validationDock->raise();
    }
    Q_EMIT message(m_validationView->validate().message);
}

} // namespace quarry
