#include "views/PropertiesView.h"

#include "model/Document.h"
#include "model/commands/RenameCommand.h"
#include "model/commands/ReparentJointCommand.h"
#include "model/commands/SetAnimationSettingsCommand.h"
#include "model/commands/SetJointCommand.h"
#include "model/commands/SetMaterialCommand.h"
#include "model/commands/SetMeshMaterialCommand.h"
#include "views/ElidedLabel.h"
#include "views/MorphTargetsPanel.h"
#include "views/TransformEditor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QScrollArea>
#include <QTimer>
#include <QVBoxLayout>

namespace quarry {

namespace {

// Pushes a command when it changes something, else drops it.
template<typename C>
void pushIfChanging(Document *document, C *command)
{
    if (command->isObsolete())
        delete command;
    else
        document->undoStack()->push(command);
}

} // namespace

PropertiesView::PropertiesView(Document *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
{
    setObjectName(QStringLiteral("PropertiesView"));
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    m_body = new QWidget(scroll);
    m_form = new QFormLayout(m_body);
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    // Below the fields, the selected meshes' morph targets (hidden when no
    // mesh is selected); both scroll together.
    auto *page = new QWidget(scroll);
    auto *pageLayout = new QVBoxLayout(page);
    pageLayout->setContentsMargins(0, 0, 0, 0);
    pageLayout->addWidget(m_body);
    pageLayout->addWidget(new MorphTargetsPanel(document, page));
    pageLayout->addStretch(1);
    scroll->setWidget(page);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll);

    // Many signals can arrive for one edit; rebuild once, after them.
    auto queue = [this] {
        if (m_rebuildQueued)
            return;
        m_rebuildQueued = true;
        QTimer::singleShot(0, this, [this] {
            m_rebuildQueued = false;
            rebuild();
        });
    };
    for (auto signal : {&Document::modelReset, &Document::selectionChanged, &Document::materialsChanged,
                        &Document::skeletonChanged, &Document::animationsChanged, &Document::shapesChanged})
        connect(document, signal, this, queue);
    for (auto signal :
         {&Document::meshChanged, &Document::materialChanged, &Document::jointChanged, &Document::animationChanged})
        connect(document, signal, this, queue);
    rebuild();
}

void PropertiesView::clearForm()
{
    while (m_form->rowCount() > 0)
        m_form->removeRow(0);
}

void PropertiesView::rebuild()
{
    // Keep focus where the user is typing: a rebuild would steal it.
    if (m_body->isAncestorOf(focusWidget()) && qobject_cast<QLineEdit *>(focusWidget())
        && static_cast<QLineEdit *>(focusWidget())->isModified())
        return;
    clearForm();
    const Selection &s = m_document->selection();
    const Model &m = m_document->model();
    auto first = [](const QList<int> &list, qsizetype size) {
        return !list.isEmpty() && list.first() < size ? list.first() : -1;
    };
    if (int i = first(s.meshes, m.meshes.size()); i >= 0)
        showMesh(i);
    else if (int j = first(s.joints, m.skeleton.joints.size()); j >= 0)
        showJoint(j);
    else if (int k = first(s.materials, m.materials.size()); k >= 0)
        showMaterial(k);
    else if (int a = first(s.animations, m.animations.size()); a >= 0)
        showAnimation(a);
    else if (int h = first(s.shapes, m.shapes.size()); h >= 0)
        showShape(h);
    else
        m_form->addRow(new QLabel(tr("Select an object in the outliner to see its properties."), m_body));
}

void PropertiesView::addInfo(const QString &label, const QString &value)
{
    auto *l = new ElidedLabel(value, m_body);
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_form->addRow(label, l);
}

void PropertiesView::addNameField(int kind, int index, const QString &name)
{
    auto *edit = new QLineEdit(name, m_body);
    edit->setObjectName(QStringLiteral("nameEdit"));
    connect(edit, &QLineEdit::editingFinished, this, [this, edit, kind, index] {
        if (!edit->isModified())
            return;
        edit->setModified(false);
        auto *command = new RenameCommand(m_document, ObjectKind(kind), index, edit->text());
        pushIfChanging(m_document, command);
    });
    m_form->addRow(tr("Name"), edit);
}

void PropertiesView::showMesh(int index)
{
    const Model &m = m_document->model();
    const Mesh &mesh = m.meshes[index];
    m_form->addRow(new QLabel(tr("<b>Mesh</b>"), m_body));
    addNameField(int(ObjectKind::Mesh), index, mesh.name);
    auto *material = new QComboBox(m_body);
    material->setObjectName(QStringLiteral("materialCombo"));
    makeComboCompact(material);
    material->addItem(tr("(none)"), -1);
    for (int i = 0; i < m.materials.size(); ++i)
        material->addItem(m.materials[i].name, i);
    material->setCurrentIndex(material->findData(mesh.material));
    connect(material, &QComboBox::activated, this, [this, material, index] {
        QList<int> meshes = m_document->selection().meshes;
        if (!meshes.contains(index))
            meshes = {index};
        pushIfChanging(m_document, new SetMeshMaterialCommand(m_document, meshes, material->currentData().toInt()));
    });
    m_form->addRow(tr("Material"), material);
    addInfo(tr("Vertices"), QLocale().toString(qint64(mesh.vertexCount())));
    addInfo(tr("Triangles"), QLocale().toString(qint64(mesh.triangles.size())));
    QStringList streams{tr("position")};
    if (!mesh.normals.isEmpty())
        streams << tr("normal");
    if (!mesh.tangents.isEmpty())
        streams << tr("tangent");
    if (!mesh.texcoords.isEmpty())
        streams << tr("%n texcoord set(s)", nullptr, int(mesh.texcoords.size()));
    if (!mesh.colors.isEmpty())
        streams << tr("color");
    for (const CustomAttribute &c : mesh.customs)
        streams << c.name;
    addInfo(tr("Streams"), streams.join(QStringLiteral(", ")));
    addInfo(tr("Influences"),
            mesh.isSkinned() ? tr("up to %1 per vertex").arg(mesh.influencesPerVertex) : tr("not skinned"));
    if (!mesh.morphs.isEmpty())
        addInfo(tr("Morph targets"), QString::number(mesh.morphs.size()));
}

void PropertiesView::showMaterial(int index)
{
    const Material &material = m_document->model().materials[index];
    m_form->addRow(new QLabel(tr("<b>Material</b>"), m_body));
    addNameField(int(ObjectKind::Material), index, material.name);
    auto *shininess = new QDoubleSpinBox(m_body);
    shininess->setObjectName(QStringLiteral("shininessSpin"));
    shininess->setRange(0, 1000);
    shininess->setKeyboardTracking(false);
    shininess->setSpecialValueText(tr("not set"));
    shininess->setValue(material.shininess.value_or(0.0f));
    connect(shininess, &QDoubleSpinBox::valueChanged, this, [this, index](double value) {
        Material changed = m_document->model().materials[index];
        changed.shininess = value > 0 ? std::optional<float>(float(value)) : std::nullopt;
        pushIfChanging(m_document, new SetMaterialCommand(m_document, index, changed));
    });
    m_form->addRow(tr("Shininess"), shininess);
    for (const TextureMap &map : material.maps)
        addInfo(tr("Map (%1)").arg(map.type), map.path);
    int users = 0;
    for (const Mesh &mesh : m_document->model().meshes)
        users += mesh.material == index;
    addInfo(tr("Used by"), tr("%n mesh(es)", nullptr, users));
}

void PropertiesView::showJoint(int index)
{
    const Skeleton &skeleton = m_document->model().skeleton;
    const Joint &joint = skeleton.joints[index];
    m_form->addRow(new QLabel(tr("<b>Joint</b> #%1").arg(index), m_body));
    addNameField(int(ObjectKind::Joint), index, joint.name);
    auto *parent = new QComboBox(m_body);
    parent->setObjectName(QStringLiteral("parentCombo"));
    makeComboCompact(parent);
    parent->addItem(tr("(root)"), -1);
    for (int i = 0; i < skeleton.joints.size(); ++i)
        if (i != index)
            parent->addItem(skeleton.joints[i].name, i);
    parent->setCurrentIndex(parent->findData(joint.parent));
    connect(parent, &QComboBox::activated, this, [this, parent, index] {
        auto *command = new ReparentJointCommand(m_document, index, parent->currentData().toInt());
        pushIfChanging(m_document, command);
    });
    m_form->addRow(tr("Parent"), parent);
    auto *bind = new TransformEditor(m_body);
    bind->setTransform(joint.bind);
    connect(bind, &TransformEditor::edited, this, [this, bind, index] {
        const QString name = m_document->model().skeleton.joints[index].name;
        auto *command = new SetJointCommand(m_document, index, name, bind->transform());
        pushIfChanging(m_document, command);
    });
    m_form->addRow(new QLabel(tr("Bind pose (relative to the parent)"), m_body));
    m_form->addRow(bind);
}

void PropertiesView::showAnimation(int index)
{
    const Animation &a = m_document->model().animations[index];
    m_form->addRow(new QLabel(tr("<b>Animation</b>"), m_body));
    addNameField(int(ObjectKind::Animation), index, a.name);
    auto *fps = new QDoubleSpinBox(m_body);
    fps->setObjectName(QStringLiteral("fpsSpin"));
    fps->setRange(0.01, 1000);
    fps->setKeyboardTracking(false);
    fps->setValue(a.fps);
    auto *loop = new QCheckBox(tr("Loops"), m_body);
    loop->setChecked(a.loop);
    auto commit = [this, index, fps, loop] {
        const Animation &now = m_document->model().animations[index];
        auto *command = new SetAnimationSettingsCommand(m_document, index, now.name, fps->value(), loop->isChecked());
        pushIfChanging(m_document, command);
    };
    connect(fps, &QDoubleSpinBox::valueChanged, this, commit);
    connect(loop, &QCheckBox::toggled, this, commit);
    m_form->addRow(tr("Frame rate"), fps);
    m_form->addRow(QString(), loop);
    // Numbers in the user's locale (1,5 s in German).
    const QLocale locale;
    addInfo(tr("Duration"), tr("%1 s, %2 frames")
                                .arg(locale.toString(double(a.duration), 'g', QLocale::FloatingPointShortest),
                                     locale.toString(qint64(a.frameCount()))));
    // Read beside the game's clip list: a slot that plays another's frames.
    if (const QString shares = a.extras.value(QLatin1String(kAnimationSharesFramesOf)).toString(); !shares.isEmpty())
        addInfo(tr("Frames"), tr("shared with %1 (the game plays the same frames for both)").arg(shares));
    addInfo(
        tr("Tracks"),
        tr("%1 joints, %2 keys").arg(locale.toString(qint64(a.tracks.size())), locale.toString(qint64(a.keyCount()))));
}

void PropertiesView::showShape(int index)
{
    const Shape &shape = m_document->model().shapes[index];
    m_form->addRow(new QLabel(tr("<b>Shape</b>"), m_body));
    addNameField(int(ObjectKind::Shape), index, shape.name);
    const QString kinds[] = {tr("sphere"), tr("cone"), tr("cube"), tr("cylinder"), tr("light"), tr("surface")};
    addInfo(tr("Kind"), kinds[int(shape.kind)]);
    if (shape.kind == Shape::Kind::Surface)
        addInfo(tr("Control vertices"), tr("%1 × %2").arg(shape.nu).arg(shape.nv));
}

} // namespace quarry
