#include "editor/JointActions.h"

#include "model/Document.h"
#include "model/Pose.h"
#include "model/operations/Operation.h"
#include "views/FormDialog.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>

namespace quarry {

namespace {

// Three spin boxes in a row, named prefix + "X", "Y", "Z".
struct VectorEdit
{
    QWidget *row = nullptr;
    QDoubleSpinBox *boxes[3] = {};

    VectorEdit(QWidget *parent, const QString &prefix, const QVector3D &value, double range, const QString &suffix = {})
        : row(new QWidget(parent))
    {
        auto *layout = new QHBoxLayout(row);
        layout->setContentsMargins(0, 0, 0, 0);
        const char *axes[] = {"X", "Y", "Z"};
        for (int i = 0; i < 3; ++i) {
            boxes[i] = new QDoubleSpinBox(row);
            boxes[i]->setObjectName(prefix + QLatin1String(axes[i]));
            boxes[i]->setRange(-range, range);
            boxes[i]->setDecimals(4);
            boxes[i]->setSuffix(suffix);
            boxes[i]->setValue(value[i]);
            layout->addWidget(boxes[i]);
        }
    }

    QVector3D value() const
    {
        return QVector3D(float(boxes[0]->value()), float(boxes[1]->value()), float(boxes[2]->value()));
    }
    void setValue(const QVector3D &v)
    {
        for (int i = 0; i < 3; ++i)
            boxes[i]->setValue(v[i]);
    }
    QVariantList list() const { return {boxes[0]->value(), boxes[1]->value(), boxes[2]->value()}; }
};

// A combo box of the joints (by index as item data), optionally with a
// "(none)" entry of data -1 first.
QComboBox *jointBox(QWidget *parent, const Document &document, const QString &name, int current, const QString &none)
{
    auto *box = new QComboBox(parent);
    box->setObjectName(name);
    if (!none.isEmpty())
        box->addItem(none, -1);
    const QList<Joint> &joints = document.model().skeleton.joints;
    for (int j = 0; j < joints.size(); ++j)
        box->addItem(joints[j].name, j);
    box->setCurrentIndex(std::max(0, box->findData(current)));
    return box;
}

int selectedJoint(const Document &document)
{
    const QList<int> &joints = document.selection().joints;
    return joints.isEmpty() ? -1 : joints.first();
}

} // namespace

JointActions::JointActions(Document *document, QWidget *window)
    : QObject(window)
    , m_document(document)
    , m_window(window)
{
    auto make = [this](const char *name, const QString &text, const QString &tip) {
        auto *a = new QAction(text, this);
        a->setObjectName(QLatin1String(name));
        a->setStatusTip(tip);
        a->setToolTip(tip);
        return a;
    };
    addJointAction = make(
        "addJoint", tr("Add &Joint..."),
        tr("Add a joint as a root or under the selected joint, at a typed position or the selection's centre"));
    addAttachmentAction = make("addAttachmentPoint", tr("Add &Attachment Point..."),
                               tr("Add a leaf joint that no vertex is weighted to, for weapons and tags"));
    addJointAtPointAction = make("addJointAtPoint", tr("Add Joint at &Clicked Point"),
                                 tr("Click on the model: a joint goes there, under the selected joint"));
    moveJointAction = make("moveJoint", tr("&Move Joint..."),
                           tr("Place a joint in the bind pose, keeping the skin or moving its vertices along"));
    reparentJointAction = make("reparentJoint", tr("Re&parent Joint..."),
                               tr("Hang a joint from another, keeping its animated motion"));
    connect(addJointAction, &QAction::triggered, this, [this] { askAddJoint(false); });
    connect(addAttachmentAction, &QAction::triggered, this, [this] { askAddJoint(true); });
    connect(addJointAtPointAction, &QAction::triggered, this, [this] {
        if (!m_pointPicker)
            return;
        m_pointPicker([this](const QVector3D &point) {
            run(QStringLiteral("addJoint"),
                {{QStringLiteral("parent"), selectedJoint(*m_document)},
                 {QStringLiteral("position"), QVariantList{point.x(), point.y(), point.z()}}});
        });
    });
    connect(moveJointAction, &QAction::triggered, this, &JointActions::askMoveJoint);
    connect(reparentJointAction, &QAction::triggered, this, &JointActions::askReparentJoint);
    connect(document, &Document::modelReset, this, &JointActions::updateEnabled);
    connect(document, &Document::skeletonChanged, this, &JointActions::updateEnabled);
    updateEnabled();
}

void JointActions::populateModelMenu(QMenu *menu)
{
    QMenu *target = menu->findChild<QMenu *>(QStringLiteral("skeletonMenu"));
    if (!target)
        target = menu;
    target->addSeparator();
    target->addActions(
        {addJointAction, addAttachmentAction, addJointAtPointAction, moveJointAction, reparentJointAction});
}

QList<QAction *> JointActions::contextActions() const
{
    return {addJointAction, addAttachmentAction, addJointAtPointAction, moveJointAction, reparentJointAction};
}

void JointActions::setPointPicker(PointPicker picker)
{
    m_pointPicker = std::move(picker);
    updateEnabled();
}

void JointActions::updateEnabled()
{
    const bool joints = !m_document->model().skeleton.joints.isEmpty();
    addJointAtPointAction->setEnabled(bool(m_pointPicker) && !m_document->model().meshes.isEmpty());
    moveJointAction->setEnabled(joints);
    reparentJointAction->setEnabled(joints);
}

QVector3D JointActions::selectionCentre(const Document &document)
{
    const Model &model = document.model();
    const Selection &s = document.selection();
    Bounds bounds;
    for (auto it = s.vertices.cbegin(); it != s.vertices.cend(); ++it)
        if (it.key() >= 0 && it.key() < model.meshes.size())
            for (quint32 v : it.value())
                if (v < quint32(model.meshes[it.key()].positions.size()))
                    bounds.add(model.meshes[it.key()].positions[v]);
    for (auto it = s.faces.cbegin(); it != s.faces.cend(); ++it) {
        if (it.key() < 0 || it.key() >= model.meshes.size())
            continue;
        const Mesh &mesh = model.meshes[it.key()];
        for (quint32 f : it.value())
            if (f < quint32(mesh.triangles.size()))
                for (quint32 v : mesh.triangles[f])
                    if (v < quint32(mesh.positions.size()))
                        bounds.add(mesh.positions[v]);
    }
    if (!bounds.isValid())
        for (int m : s.meshes)
            if (m >= 0 && m < model.meshes.size())
                bounds.add(meshBounds(model.meshes[m]));
    if (!bounds.isValid() && !s.joints.isEmpty()) {
        const QList<QMatrix4x4> world = model.skeleton.bindWorldMatrices();
        for (int j : s.joints)
            if (j >= 0 && j < world.size())
                bounds.add(world[j].column(3).toVector3D());
    }
    return bounds.isValid() ? bounds.center() : QVector3D();
}

void JointActions::askAddJoint(bool attachment)
{
    QDialog dialog(m_window);
    dialog.setObjectName(attachment ? QStringLiteral("addAttachmentDialog") : QStringLiteral("addJointDialog"));
    dialog.setWindowTitle(attachment ? tr("Add Attachment Point") : tr("Add Joint"));
    auto *form = new QFormLayout(&dialog);
    auto *name = new QLineEdit(attachment ? QStringLiteral("tag_weapon") : QStringLiteral("joint"), &dialog);
    name->setObjectName(QStringLiteral("name"));
    QComboBox *parent = jointBox(&dialog, *m_document, QStringLiteral("parent"), selectedJoint(*m_document),
                                 tr("(none: a root)"));
    VectorEdit position(&dialog, QStringLiteral("position"), selectionCentre(*m_document), 1e6);
    auto *centre = new QPushButton(tr("Selection's Centre"), &dialog);
    centre->setObjectName(QStringLiteral("useSelectionCentre"));
    connect(centre, &QPushButton::clicked, &dialog,
            [this, &position] { position.setValue(selectionCentre(*m_document)); });
    auto *atParent = new QPushButton(tr("Parent's Position"), &dialog);
    atParent->setObjectName(QStringLiteral("useParentPosition"));
    connect(atParent, &QPushButton::clicked, &dialog, [this, &position, parent] {
        const int p = parent->currentData().toInt();
        if (p >= 0)
            position.setValue(m_document->model().skeleton.bindWorldMatrices()[p].column(3).toVector3D());
    });
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(centre);
    buttons->addWidget(atParent);
    form->addRow(tr("Name:"), name);
    form->addRow(tr("Parent:"), parent);
    form->addRow(tr("Position (model space):"), position.row);
    form->addRow(QString(), buttons);
    if (!execWithOkCancel(dialog, form))
        return;
    run(QStringLiteral("addJoint"), {{QStringLiteral("name"), name->text()},
                                     {QStringLiteral("parent"), parent->currentData().toInt()},
                                     {QStringLiteral("position"), position.list()}});
}

void JointActions::askMoveJoint()
{
    if (m_document->model().skeleton.joints.isEmpty())
        return;
    QDialog dialog(m_window);
    dialog.setObjectName(QStringLiteral("moveJointDialog"));
    dialog.setWindowTitle(tr("Move Joint"));
    auto *form = new QFormLayout(&dialog);
    QComboBox *joint = jointBox(&dialog, *m_document, QStringLiteral("joint"), std::max(0, selectedJoint(*m_document)),
                                {});
    VectorEdit translation(&dialog, QStringLiteral("translation"), QVector3D(), 1e6);
    VectorEdit rotation(&dialog, QStringLiteral("rotation"), QVector3D(), 360, QStringLiteral("\u00b0"));
    auto *keepMesh = new QCheckBox(tr("Keep the skin where it is (rebind)"), &dialog);
    keepMesh->setObjectName(QStringLiteral("keepMesh"));
    keepMesh->setChecked(true);
    keepMesh->setToolTip(tr("Off: the vertices weighted to the joint move with it"));
    auto *children = new QCheckBox(tr("Move the joints below it too"), &dialog);
    children->setObjectName(QStringLiteral("moveChildren"));
    children->setChecked(true);
    form->addRow(tr("Joint:"), joint);
    form->addRow(tr("Move by (model space):"), translation.row);
    form->addRow(tr("Rotate about X, Y, Z:"), rotation.row);
    form->addRow(keepMesh);
    form->addRow(children);
    if (!execWithOkCancel(dialog, form))
        return;
    run(QStringLiteral("moveJoint"), {{QStringLiteral("joint"), joint->currentData().toInt()},
                                      {QStringLiteral("translation"), translation.list()},
                                      {QStringLiteral("rotation"), rotation.list()},
                                      {QStringLiteral("keep_mesh"), keepMesh->isChecked()},
                                      {QStringLiteral("move_children"), children->isChecked()}});
}

void JointActions::askReparentJoint()
{
    if (m_document->model().skeleton.joints.isEmpty())
        return;
    QDialog dialog(m_window);
    dialog.setObjectName(QStringLiteral("reparentJointDialog"));
    dialog.setWindowTitle(tr("Reparent Joint"));
    auto *form = new QFormLayout(&dialog);
    QComboBox *joint = jointBox(&dialog, *m_document, QStringLiteral("joint"), std::max(0, selectedJoint(*m_document)),
                                {});
    QComboBox *parent = jointBox(&dialog, *m_document, QStringLiteral("parent"), -1, tr("(none: a root)"));
    form->addRow(tr("Joint:"), joint);
    form->addRow(tr("New parent:"), parent);
    if (!execWithOkCancel(dialog, form))
        return;
    run(QStringLiteral("reparentJoint"), {{QStringLiteral("joint"), joint->currentData().toInt()},
                                          {QStringLiteral("parent"), parent->currentData().toInt()}});
}

void JointActions::run(const QString &id, const QVariantMap &options)
{
    Q_EMIT message(runOperation(*m_document, id, options).message);
}

} // namespace quarry
