#include "views/OutlinerView.h"

#include "model/Document.h"
#include "model/commands/DeleteObjectsCommand.h"
#include "model/commands/RenameCommand.h"
#include "model/commands/ReparentJointCommand.h"

#include <QContextMenuEvent>
#include <QDropEvent>
#include <QHeaderView>
#include <QLocale>
#include <QMenu>
#include <QSet>

namespace quarry {

namespace {

const ObjectKind kKinds[] = {ObjectKind::Mesh, ObjectKind::Material, ObjectKind::Joint, ObjectKind::Animation,
                             ObjectKind::Shape};

QString groupName(ObjectKind kind)
{
    switch (kind) {
    case ObjectKind::Mesh: return OutlinerView::tr("Meshes");
    case ObjectKind::Material: return OutlinerView::tr("Materials");
    case ObjectKind::Joint: return OutlinerView::tr("Joints");
    case ObjectKind::Animation: return OutlinerView::tr("Animations");
    case ObjectKind::Shape: return OutlinerView::tr("Shapes");
    }
    return {};
}

bool isObject(const QTreeWidgetItem *item)
{
    return item && item->data(0, OutlinerView::IndexRole).isValid();
}
ObjectKind kindOf(const QTreeWidgetItem *item)
{
    return ObjectKind(item->data(0, OutlinerView::KindRole).toInt());
}
int indexOf(const QTreeWidgetItem *item)
{
    return item->data(0, OutlinerView::IndexRole).toInt();
}

} // namespace

OutlinerView::OutlinerView(Document *document, QWidget *parent)
    : QTreeWidget(parent)
    , m_document(document)
{
    setObjectName(QStringLiteral("OutlinerView"));
    setColumnCount(2);
    setHeaderLabels({tr("Name"), tr("Details")});
    header()->setStretchLastSection(true);
    header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    setSelectionMode(QAbstractItemView::ExtendedSelection);
    setEditTriggers(QAbstractItemView::EditKeyPressed | QAbstractItemView::SelectedClicked);
    setDragDropMode(QAbstractItemView::InternalMove);
    setDefaultDropAction(Qt::MoveAction);
    setUniformRowHeights(true);

    connect(document, &Document::modelReset, this, &OutlinerView::rebuild);
    connect(document, &Document::meshInserted, this, &OutlinerView::rebuild);
    connect(document, &Document::meshRemoved, this, &OutlinerView::rebuild);
    connect(document, &Document::meshesReset, this, &OutlinerView::rebuild);
    connect(document, &Document::materialsChanged, this, &OutlinerView::rebuild);
    connect(document, &Document::skeletonChanged, this, &OutlinerView::rebuild);
    connect(document, &Document::animationsChanged, this, &OutlinerView::rebuild);
    connect(document, &Document::shapesChanged, this, &OutlinerView::rebuild);
    connect(document, &Document::meshChanged, this, [this](int i) { refreshItem(ObjectKind::Mesh, i); });
    connect(document, &Document::materialChanged, this, [this](int i) { refreshItem(ObjectKind::Material, i); });
    connect(document, &Document::jointChanged, this, [this](int i) { refreshItem(ObjectKind::Joint, i); });
    connect(document, &Document::animationChanged, this, [this](int i) { refreshItem(ObjectKind::Animation, i); });
    connect(document, &Document::selectionChanged, this, &OutlinerView::selectFromDocument);
    connect(document, &Document::hiddenFacesChanged, this, [this] {
        for (int i = 0; i < m_document->model().meshes.size(); ++i)
            refreshItem(ObjectKind::Mesh, i);
    });
    connect(this, &QTreeWidget::itemSelectionChanged, this, &OutlinerView::selectionToDocument);
    connect(this, &QTreeWidget::itemChanged, this, &OutlinerView::itemRenamed);
    rebuild();
}

QString OutlinerView::labelFor(ObjectKind kind, int index) const
{
    const Model &m = m_document->model();
    switch (kind) {
    case ObjectKind::Mesh: {
        const Mesh &mesh = m.meshes[index];
        QString material = mesh.material >= 0 && mesh.material < m.materials.size() ? m.materials[mesh.material].name
                                                                                    : tr("no material");
        const QString label = tr("%1 vertices, %2 triangles, %3")
                                  .arg(QLocale().toString(qint64(mesh.vertexCount())),
                                       QLocale().toString(qint64(mesh.triangles.size())), material);
        // The hidden state first, where a narrow column still shows it.
        const qsizetype hidden = m_document->hiddenFaces().value(index).size();
        if (hidden > 0 && hidden >= mesh.triangles.size())
            return tr("hidden; %1").arg(label);
        if (hidden > 0)
            return tr("%Ln triangle(s) hidden; %1", nullptr, int(hidden)).arg(label);
        return label;
    }
    case ObjectKind::Material: return m.materials[index].texturePath();
    case ObjectKind::Joint: return tr("#%1").arg(index);
    case ObjectKind::Animation: {
        const Animation &a = m.animations[index];
        return tr("%1 frames at %2 fps%3")
            .arg(QLocale().toString(qint64(a.frameCount())),
                 QLocale().toString(double(a.fps), 'g', QLocale::FloatingPointShortest),
                 a.loop ? tr(", loops") : QString());
    }
    case ObjectKind::Shape: return {};
    }
    return {};
}

void OutlinerView::rebuild()
{
    m_updating = true;
    QSet<QString> collapsed;
    for (QTreeWidgetItem *g : m_groups)
        if (g && g->childCount() > 0 && !g->isExpanded())
            collapsed.insert(g->text(0));
    clear();
    const Model &m = m_document->model();
    auto makeItem = [this](ObjectKind kind, int index, const QString &name) {
        auto *item = new QTreeWidgetItem;
        item->setText(0, name);
        item->setText(1, labelFor(kind, index));
        item->setToolTip(1, item->text(1));
        item->setData(0, KindRole, int(kind));
        item->setData(0, IndexRole, index);
        Qt::ItemFlags flags = Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemIsEditable;
        if (kind == ObjectKind::Joint)
            flags |= Qt::ItemIsDragEnabled | Qt::ItemIsDropEnabled;
        item->setFlags(flags);
        showHidden(item, kind, index);
        return item;
    };
    for (ObjectKind kind : kKinds) {
        auto *group = new QTreeWidgetItem(this, {groupName(kind)});
        group->setData(0, KindRole, int(kind));
        group->setFlags(kind == ObjectKind::Joint ? Qt::ItemIsEnabled | Qt::ItemIsDropEnabled : Qt::ItemIsEnabled);
        QFont bold = group->font(0);
        bold.setBold(true);
        group->setFont(0, bold);
        m_groups[int(kind)] = group;
    }
    for (int i = 0; i < m.meshes.size(); ++i)
        m_groups[int(ObjectKind::Mesh)]->addChild(makeItem(ObjectKind::Mesh, i, m.meshes[i].name));
    for (int i = 0; i < m.materials.size(); ++i)
        m_groups[int(ObjectKind::Material)]->addChild(makeItem(ObjectKind::Material, i, m.materials[i].name));
    QList<QTreeWidgetItem *> jointItems;
    for (int i = 0; i < m.skeleton.joints.size(); ++i) {
        const Joint &j = m.skeleton.joints[i];
        QTreeWidgetItem *item = makeItem(ObjectKind::Joint, i, j.name);
        if (j.parent >= 0 && j.parent < i)
            jointItems[j.parent]->addChild(item);
        else
            m_groups[int(ObjectKind::Joint)]->addChild(item);
        jointItems.append(item);
    }
    for (int i = 0; i < m.animations.size(); ++i)
        m_groups[int(ObjectKind::Animation)]->addChild(makeItem(ObjectKind::Animation, i, m.animations[i].name));
    for (int i = 0; i < m.shapes.size(); ++i)
        m_groups[int(ObjectKind::Shape)]->addChild(makeItem(ObjectKind::Shape, i, m.shapes[i].name));
    const qsizetype counts[] = {m.meshes.size(), m.materials.size(), m.skeleton.joints.size(), m.animations.size(),
                                m.shapes.size()};
    for (ObjectKind kind : kKinds) {
        QTreeWidgetItem *g = m_groups[int(kind)];
        g->setText(1, QLocale().toString(qint64(counts[int(kind)])));
        g->setHidden(counts[int(kind)] == 0);
    }
    expandAll();
    for (QTreeWidgetItem *g : m_groups)
        if (collapsed.contains(g->text(0)))
            g->setExpanded(false);
    m_updating = false;
    selectFromDocument();
}

void OutlinerView::refreshItem(ObjectKind kind, int index)
{
    QTreeWidgetItem *item = itemFor(kind, index);
    if (!item)
        return;
    const Model &m = m_document->model();
    QString name;
    switch (kind) {
    case ObjectKind::Mesh: name = m.meshes[index].name; break;
    case ObjectKind::Material: name = m.materials[index].name; break;
    case ObjectKind::Joint: name = m.skeleton.joints[index].name; break;
    case ObjectKind::Animation: name = m.animations[index].name; break;
    case ObjectKind::Shape: name = m.shapes[index].name; break;
    }
    m_updating = true;
    item->setText(0, name);
    item->setText(1, labelFor(kind, index));
    item->setToolTip(1, item->text(1));
    showHidden(item, kind, index);
    m_updating = false;
}

void OutlinerView::showHidden(QTreeWidgetItem *item, ObjectKind kind, int index) const
{
    // A mesh with hidden faces is shown dimmed (italic while partly hidden).
    const Model &m = m_document->model();
    const qsizetype hidden = kind == ObjectKind::Mesh ? m_document->hiddenFaces().value(index).size() : 0;
    const bool all = hidden > 0 && index < m.meshes.size() && hidden >= m.meshes[index].triangles.size();
    QFont font = item->font(0);
    font.setItalic(hidden > 0 && !all);
    item->setFont(0, font);
    item->setForeground(0, hidden > 0 ? palette().brush(QPalette::Disabled, QPalette::Text)
                                      : palette().brush(QPalette::Active, QPalette::Text));
    item->setData(0, HiddenRole, hidden > 0 ? (all ? 2 : 1) : 0);
}

QTreeWidgetItem *OutlinerView::itemFor(ObjectKind kind, int index) const
{
    QTreeWidgetItem *group = m_groups[int(kind)];
    if (!group)
        return nullptr;
    QList<QTreeWidgetItem *> stack{group};
    while (!stack.isEmpty()) {
        QTreeWidgetItem *item = stack.takeLast();
        if (isObject(item) && indexOf(item) == index)
            return item;
        for (int c = 0; c < item->childCount(); ++c)
            stack.append(item->child(c));
    }
    return nullptr;
}

QTreeWidgetItem *OutlinerView::groupItem(ObjectKind kind) const
{
    return m_groups[int(kind)];
}

void OutlinerView::selectFromDocument()
{
    if (m_updating)
        return;
    m_updating = true;
    const Selection &s = m_document->selection();
    QTreeWidgetItem *first = nullptr;
    QItemSelection selection;
    for (ObjectKind kind : kKinds)
        for (int index : s.objects(kind))
            if (QTreeWidgetItem *item = itemFor(kind, index)) {
                const QModelIndex mi = indexFromItem(item);
                selection.select(mi, mi.siblingAtColumn(1));
                if (!first)
                    first = item;
            }
    selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect);
    if (first)
        scrollToItem(first);
    m_updating = false;
}

void OutlinerView::selectionToDocument()
{
    if (m_updating)
        return;
    Selection s = m_document->selection();
    for (ObjectKind kind : kKinds)
        s.objects(kind).clear();
    for (QTreeWidgetItem *item : selectedItems())
        if (isObject(item))
            s.objects(kindOf(item)).append(indexOf(item));
    // Element selections belong to the meshes still selected.
    for (auto *map : {&s.vertices, &s.faces})
        for (auto it = map->begin(); it != map->end();)
            it = s.meshes.contains(it.key()) ? std::next(it) : map->erase(it);
    if (s.vertices.isEmpty() && s.faces.isEmpty())
        s.mode = s.joints.isEmpty() || !s.meshes.isEmpty() ? Selection::Mode::Objects : Selection::Mode::Joints;
    m_updating = true;
    m_document->setSelection(s);
    m_updating = false;
}

void OutlinerView::itemRenamed(QTreeWidgetItem *item, int column)
{
    if (m_updating || column != 0 || !isObject(item))
        return;
    const ObjectKind kind = kindOf(item);
    const int index = indexOf(item);
    if (!RenameCommand::isValid(m_document->model(), kind, index))
        return;
    auto *command = new RenameCommand(m_document, kind, index, item->text(0));
    const QString text = item->text(0);
    // Compare with the current name: an edit that changed nothing is no step.
    m_updating = true;
    refreshItem(kind, index);
    m_updating = false;
    if (item->text(0) == text) {
        delete command;
        return;
    }
    m_document->undoStack()->push(command);
}

bool OutlinerView::reparentJointOnto(int joint, QTreeWidgetItem *target)
{
    if (!target)
        return false;
    int parent = -1;
    if (isObject(target)) {
        if (kindOf(target) != ObjectKind::Joint)
            return false;
        parent = indexOf(target);
    } else if (target != m_groups[int(ObjectKind::Joint)]) {
        return false;
    }
    auto *command = new ReparentJointCommand(m_document, joint, parent);
    if (!command->changesModel()) {
        delete command;
        return false;
    }
    m_document->undoStack()->push(command);
    return true;
}

void OutlinerView::dragMoveEvent(QDragMoveEvent *event)
{
    QTreeWidgetItem *target = itemAt(event->position().toPoint());
    const bool ok = target
                    && (target == m_groups[int(ObjectKind::Joint)]
                        || (isObject(target) && kindOf(target) == ObjectKind::Joint));
    QTreeWidget::dragMoveEvent(event);
    if (!ok)
        event->ignore();
}

void OutlinerView::dropEvent(QDropEvent *event)
{
    // The tree never moves items itself: the command changes the skeleton
    // and the tree is rebuilt from it.
    QTreeWidgetItem *target = itemAt(event->position().toPoint());
    QTreeWidgetItem *dragged = currentItem();
    event->setDropAction(Qt::IgnoreAction);
    event->accept();
    if (!isObject(dragged) || kindOf(dragged) != ObjectKind::Joint || !target)
        return;
    // After the drag has unwound: the command rebuilds the tree.
    const int joint = indexOf(dragged);
    const bool toRoot = target == m_groups[int(ObjectKind::Joint)];
    const int parent = isObject(target) && kindOf(target) == ObjectKind::Joint ? indexOf(target) : -2;
    if (!toRoot && parent < 0)
        return;
    QMetaObject::invokeMethod(
        this,
        [this, joint, toRoot, parent] {
            reparentJointOnto(joint, toRoot ? m_groups[int(ObjectKind::Joint)] : itemFor(ObjectKind::Joint, parent));
        },
        Qt::QueuedConnection);
}

bool OutlinerView::edit(const QModelIndex &index, EditTrigger trigger, QEvent *event)
{
    return QTreeWidget::edit(index.siblingAtColumn(0), trigger, event);
}

void OutlinerView::setContextActions(ObjectKind kind, const QList<QAction *> &actions)
{
    m_contextActions[int(kind)] = actions;
}

void OutlinerView::contextMenuEvent(QContextMenuEvent *event)
{
    QTreeWidgetItem *item = itemAt(viewport()->mapFromGlobal(event->globalPos()));
    if (!isObject(item))
        return;
    const ObjectKind kind = kindOf(item);
    const int index = indexOf(item);
    QMenu menu(this);
    menu.addAction(tr("Rename"), this, [this, item] { editItem(item, 0); });
    menu.addAction(tr("Delete"), this, [this] {
        auto *command = new DeleteObjectsCommand(m_document, m_document->selection());
        if (command->changesModel())
            m_document->undoStack()->push(command);
        else
            delete command;
    });
    if (kind == ObjectKind::Joint && m_document->model().skeleton.joints[index].parent >= 0)
        menu.addAction(tr("Make Root"), this,
                       [this, index] { reparentJointOnto(index, m_groups[int(ObjectKind::Joint)]); });
    const QList<QAction *> extra = m_contextActions.value(int(kind));
    if (!extra.isEmpty()) {
        menu.addSeparator();
        menu.addActions(extra);
    }
    menu.exec(event->globalPos());
}

} // namespace quarry
