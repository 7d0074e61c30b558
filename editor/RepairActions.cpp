#include "editor/RepairActions.h"

#include "model/Document.h"
#include "model/operations/Operation.h"
#include "model/ops/Primitives.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QInputDialog>
#include <QMenu>
#include <QSpinBox>

namespace quarry {

RepairActions::RepairActions(Document *document, QWidget *window)
    : QObject(window)
    , m_document(document)
    , m_window(window)
{
    auto plain = [this](const char *id, const QString &text, const QString &tip, const QKeySequence &keys = {}) {
        QAction *a = add(QLatin1String(id), text, tip, QLatin1String(id));
        a->setShortcut(keys);
        connect(a, &QAction::triggered, this, [this, id] { run(QLatin1String(id)); });
        return a;
    };
    plain("selectConnected", tr("Select &Connected"),
          tr("Select the whole parts the selected vertices or faces are in"), QKeySequence(Qt::Key_L));
    // Ctrl+= too: the plus key without Shift on most keyboards.
    plain("growSelection", tr("&Grow Selection"), tr("Add one ring of vertices or faces round the selection"))
        ->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_Plus), QKeySequence(Qt::CTRL | Qt::Key_Equal)});
    plain("shrinkSelection", tr("S&hrink Selection"), tr("Take one ring of vertices or faces off the selection's edge"),
          QKeySequence(Qt::CTRL | Qt::Key_Minus));
    plain("invertSelection", tr("&Invert Selection"), tr("Select what is not selected, and nothing that is"),
          QKeySequence(Qt::CTRL | Qt::Key_I));
    plain("selectByMaterial", tr("Select by &Material"), tr("Select the meshes with the selection's material"));
    plain("selectBoundary", tr("Select &Boundary"), tr("Select the vertices on the rims of holes"));
    plain("selectNonManifold", tr("Select &Non-Manifold"),
          tr("Select the vertices on edges three faces or more share"));
    plain("hide", tr("&Hide"),
          tr("Hide the selected faces, or the faces at the selected vertices, or the selected meshes"),
          QKeySequence(Qt::Key_H));
    plain("isolate", tr("I&solate"), tr("Hide everything but the selection"), QKeySequence(Qt::SHIFT | Qt::Key_H));
    plain("unhideAll", tr("Show &All"), tr("Show every hidden face"), QKeySequence(Qt::ALT | Qt::Key_H));

    plain("deleteVertices", tr("Delete &Vertices"), tr("Delete the selected vertices and the faces that use them"));
    plain("deleteFaces", tr("Delete &Faces"), tr("Delete the selected faces and the vertices left unused"));
    plain("makeFace", tr("&Make Face"), tr("A face from three selected vertices, or two from four"));
    plain("fillHoles", tr("Fill &Holes"),
          tr("Close the holes through the selected faces or vertices, or every hole of the selected meshes"));
    QAction *centre = add(QStringLiteral("mergeVerticesAtCentre"), tr("Merge Vertices at &Centre"),
                          tr("Snap the selected vertices to their centre and merge them"),
                          QStringLiteral("mergeVertices"));
    connect(centre, &QAction::triggered, this, [this] {
        run(QStringLiteral("mergeVertices"), {{QStringLiteral("to"), QStringLiteral("centre")}});
    });
    QAction *last = add(QStringLiteral("mergeVerticesAtLast"), tr("Merge Vertices at &Last Selected"),
                        tr("Snap the selected vertices to the last one selected and merge them"),
                        QStringLiteral("mergeVertices"));
    connect(last, &QAction::triggered, this, [this] {
        run(QStringLiteral("mergeVertices"), {{QStringLiteral("to"), QStringLiteral("last")}});
    });
    plain("cleanUp", tr("C&lean Up"), tr("Remove degenerate triangles and unused vertices"));
    plain("duplicate", tr("D&uplicate"), tr("Copy the selected faces or meshes into new meshes"));
    connect(add(QStringLiteral("mirror"), tr("Mi&rror..."), tr("Add a mirrored copy of the selection or meshes"),
                QStringLiteral("mirror")),
            &QAction::triggered, this, &RepairActions::mirror);
    plain("subdivide", tr("Su&bdivide"), tr("Split each selected face into four"));
    connect(add(QStringLiteral("extrude"), tr("E&xtrude..."),
                tr("Move the selected faces out along their normals, with walls"), QStringLiteral("extrude")),
            &QAction::triggered, this, &RepairActions::extrude);
    connect(add(QStringLiteral("addPrimitive"), tr("Add &Primitive..."),
                tr("Add a cube, sphere, cylinder, cone, plane or torus at the origin"), QStringLiteral("addPrimitive")),
            &QAction::triggered, this, &RepairActions::addPrimitive);

    for (auto signal : {&Document::selectionChanged, &Document::modelReset, &Document::hiddenFacesChanged})
        connect(document, signal, this, &RepairActions::updateEnabled);
    for (auto signal : {&Document::meshChanged, &Document::meshInserted, &Document::meshRemoved})
        connect(document, signal, this, &RepairActions::updateEnabled);
    updateEnabled();
}

QAction *RepairActions::add(const QString &name, const QString &text, const QString &tip, const QString &operation)
{
    auto *a = new QAction(text, this);
    a->setObjectName(name);
    a->setStatusTip(tip);
    a->setToolTip(tip);
    m_actions.insert(name, a);
    m_operationOf.insert(a, operation);
    return a;
}

void RepairActions::populateSelectMenu(QMenu *menu)
{
    for (const char *n : {"selectConnected", "growSelection", "shrinkSelection", "invertSelection", "selectByMaterial",
                          "selectBoundary", "selectNonManifold"})
        menu->addAction(m_actions.value(QLatin1String(n)));
    menu->addSeparator();
    for (const char *n : {"hide", "isolate", "unhideAll"})
        menu->addAction(m_actions.value(QLatin1String(n)));
}

void RepairActions::populateModelMenu(QMenu *menu)
{
    QMenu *repair = menu->addMenu(tr("&Repair"));
    repair->setObjectName(QStringLiteral("repairMenu"));
    for (const char *n : std::initializer_list<const char *>{
             "deleteVertices", "deleteFaces", nullptr, "makeFace", "fillHoles", "mergeVerticesAtCentre",
             "mergeVerticesAtLast", "cleanUp", nullptr, "duplicate", "mirror", "subdivide", "extrude"}) {
        if (n)
            repair->addAction(m_actions.value(QLatin1String(n)));
        else
            repair->addSeparator();
    }
    menu->addAction(m_actions.value(QStringLiteral("addPrimitive")));
}

void RepairActions::updateEnabled()
{
    for (auto it = m_operationOf.cbegin(); it != m_operationOf.cend(); ++it) {
        it.key()->setEnabled(operationAvailable(*m_document, it.value()));
    }
}

void RepairActions::run(const QString &id, const QVariantMap &options)
{
    const OperationResult result = runOperation(*m_document, id, options);
    Q_EMIT message(result.message);
}

namespace {

// Runs a dialog of the given rows with OK and Cancel; true when accepted.
bool ask(QDialog &dialog, QFormLayout *form)
{
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    form->addRow(buttons);
    return dialog.exec() == QDialog::Accepted;
}

} // namespace

void RepairActions::mirror()
{
    QDialog dialog(m_window);
    dialog.setWindowTitle(tr("Mirror"));
    auto *form = new QFormLayout(&dialog);
    auto *axis = new QComboBox(&dialog);
    axis->setObjectName(QStringLiteral("axis"));
    axis->addItem(tr("X (across the YZ plane)"), QStringLiteral("x"));
    axis->addItem(tr("Y (across the XZ plane)"), QStringLiteral("y"));
    axis->addItem(tr("Z (across the XY plane)"), QStringLiteral("z"));
    auto *seam = new QCheckBox(tr("Merge the seam on the plane"), &dialog);
    seam->setObjectName(QStringLiteral("mergeSeam"));
    seam->setChecked(true);
    form->addRow(tr("Axis"), axis);
    form->addRow(seam);
    if (ask(dialog, form))
        run(QStringLiteral("mirror"), {{QStringLiteral("axis"), axis->currentData().toString()},
                                       {QStringLiteral("merge_seam"), seam->isChecked()}});
}

void RepairActions::extrude()
{
    bool ok = false;
    const double distance = QInputDialog::getDouble(m_window, tr("Extrude"), tr("Distance along the normals:"), 1.0,
                                                    -1e6, 1e6, 4, &ok);
    if (ok)
        run(QStringLiteral("extrude"), {{QStringLiteral("distance"), distance}});
}

void RepairActions::addPrimitive()
{
    QDialog dialog(m_window);
    dialog.setWindowTitle(tr("Add Primitive"));
    auto *form = new QFormLayout(&dialog);
    auto *kind = new QComboBox(&dialog);
    kind->setObjectName(QStringLiteral("kind"));
    const QStringList names = primitiveKindNames();
    const QStringList labels = {tr("Cube"), tr("Sphere"), tr("Cylinder"), tr("Cone"), tr("Plane"), tr("Torus")};
    for (int i = 0; i < names.size(); ++i)
        kind->addItem(labels.value(i), names[i]);
    auto *size = new QDoubleSpinBox(&dialog);
    size->setObjectName(QStringLiteral("size"));
    size->setRange(0.0001, 1e6);
    size->setDecimals(4);
    size->setValue(defaultPrimitiveSize(m_document->model()));
    auto *segments = new QSpinBox(&dialog);
    segments->setObjectName(QStringLiteral("segments"));
    segments->setRange(3, 512);
    segments->setValue(16);
    form->addRow(tr("Shape"), kind);
    form->addRow(tr("Size (edge or diameter)"), size);
    form->addRow(tr("Segments round Z"), segments);
    if (ask(dialog, form))
        run(QStringLiteral("addPrimitive"), {{QStringLiteral("kind"), kind->currentData().toString()},
                                             {QStringLiteral("size"), size->value()},
                                             {QStringLiteral("segments"), segments->value()}});
}

} // namespace quarry
