#include "views/MaterialsView.h"

#include "io/textures/TextureImage.h"
#include "model/Document.h"
#include "model/commands/AddMaterialCommand.h"
#include "model/commands/SetMaterialCommand.h"
#include "model/commands/SetMeshMaterialCommand.h"
#include "model/ops/TextureLookup.h"

#include <QColorDialog>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace quarry {

namespace {

constexpr int kThumbnailSize = 96;

QColor toColor(const std::optional<QVector4D> &v)
{
    if (!v)
        return {};
    return QColor::fromRgbF(qBound(0.0f, v->x(), 1.0f), qBound(0.0f, v->y(), 1.0f), qBound(0.0f, v->z(), 1.0f),
                            qBound(0.0f, v->w(), 1.0f));
}

void showColor(QToolButton *button, const std::optional<QVector4D> &v)
{
    const QColor c = toColor(v);
    QPixmap swatch(32, 16);
    swatch.fill(c.isValid() ? c : QColor(Qt::transparent));
    button->setIcon(QIcon(swatch));
    button->setText(c.isValid() ? c.name() : MaterialsView::tr("not set"));
}

// A line may break after each folder of a path (a zero-width space there),
// so that a long one wraps within the dock.
QString breakablePaths(QString text)
{
    text.replace(QLatin1Char('/'), QStringLiteral("/\u200b"));
    text.replace(QLatin1Char('\\'), QStringLiteral("\\\u200b"));
    return text;
}

std::optional<QVector4D> &colorSlot(Material &m, int which)
{
    return which == 0 ? m.diffuse : which == 1 ? m.ambient : m.specular;
}

} // namespace

MaterialsView::MaterialsView(Document *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_list(new QListWidget(this))
    , m_name(new QLineEdit(this))
    , m_maps(new QTableWidget(0, 3, this))
    , m_thumbnail(new QLabel(this))
    , m_mapStatus(new QLabel(this))
    , m_assign(new QPushButton(tr("Assign to Selected Meshes"), this))
{
    setObjectName(QStringLiteral("MaterialsView"));
    m_list->setObjectName(QStringLiteral("materialList"));
    m_name->setObjectName(QStringLiteral("materialName"));
    m_maps->setObjectName(QStringLiteral("mapTable"));
    m_assign->setObjectName(QStringLiteral("assignButton"));
    m_list->setMaximumHeight(140);
    auto *addButton = new QPushButton(tr("New Material"), this);
    addButton->setObjectName(QStringLiteral("newMaterialButton"));

    auto *form = new QFormLayout;
    form->addRow(tr("Name"), m_name);
    const QString colorNames[] = {tr("Diffuse"), tr("Ambient"), tr("Specular")};
    for (int i = 0; i < 3; ++i) {
        m_colorButtons[i] = new QToolButton(this);
        m_colorButtons[i]->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        m_colorButtons[i]->setObjectName(QStringLiteral("colorButton%1").arg(i));
        connect(m_colorButtons[i], &QToolButton::clicked, this, [this, i] { pickColor(i); });
        form->addRow(colorNames[i], m_colorButtons[i]);
    }
    m_maps->setHorizontalHeaderLabels({tr("Type"), tr("Path"), QString()});
    m_maps->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_maps->horizontalHeader()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    m_maps->verticalHeader()->hide();
    m_maps->setMaximumHeight(110);
    m_maps->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_thumbnail->setFixedSize(kThumbnailSize, kThumbnailSize);
    m_thumbnail->setAlignment(Qt::AlignCenter);
    m_thumbnail->setFrameShape(QFrame::StyledPanel);
    m_thumbnail->setObjectName(QStringLiteral("thumbnail"));
    m_mapStatus->setObjectName(QStringLiteral("mapStatus"));
    m_mapStatus->setWordWrap(true);
    m_mapStatus->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // Long paths wrap rather than widen the dock.
    m_mapStatus->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(addButton);
    buttons->addWidget(m_assign);
    auto *mapsRow = new QHBoxLayout;
    mapsRow->addWidget(m_maps, 1);
    mapsRow->addWidget(m_thumbnail, 0, Qt::AlignTop);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_list);
    layout->addLayout(buttons);
    layout->addLayout(form);
    layout->addWidget(new QLabel(tr("Texture maps"), this));
    layout->addLayout(mapsRow);
    layout->addWidget(m_mapStatus);
    layout->addStretch(1);

    connect(m_list, &QListWidget::currentRowChanged, this, &MaterialsView::showMaterial);
    connect(m_name, &QLineEdit::editingFinished, this, [this] {
        const int i = currentMaterial();
        if (i < 0 || !m_name->isModified())
            return;
        m_name->setModified(false);
        Material m = m_document->model().materials[i];
        m.name = m_name->text();
        commit(m);
    });
    connect(m_maps, &QTableWidget::itemChanged, this, [this](QTableWidgetItem *item) {
        const int i = currentMaterial();
        if (m_updating || i < 0)
            return;
        Material m = m_document->model().materials[i];
        if (item->row() >= m.maps.size())
            return;
        (item->column() == 0 ? m.maps[item->row()].type : m.maps[item->row()].path) = item->text();
        commit(m);
    });
    connect(m_maps, &QTableWidget::currentCellChanged, this, &MaterialsView::updateThumbnail);
    connect(addButton, &QPushButton::clicked, this, &MaterialsView::addMaterial);
    connect(m_assign, &QPushButton::clicked, this, &MaterialsView::assignToSelectedMeshes);

    connect(document, &Document::modelReset, this, &MaterialsView::rebuildList);
    connect(document, &Document::materialsChanged, this, &MaterialsView::rebuildList);
    connect(document, &Document::materialChanged, this, [this](int i) {
        if (QListWidgetItem *item = m_list->item(i))
            item->setText(m_document->model().materials[i].name);
        if (i == currentMaterial())
            showMaterial();
    });
    connect(document, &Document::selectionChanged, this, [this] {
        const Selection &s = m_document->selection();
        if (!s.materials.isEmpty()) {
            setCurrentMaterial(s.materials.first());
        } else if (!s.meshes.isEmpty() && s.meshes.first() < m_document->model().meshes.size()) {
            const int material = m_document->model().meshes[s.meshes.first()].material;
            if (material >= 0)
                setCurrentMaterial(material);
        }
        m_assign->setEnabled(!s.meshes.isEmpty() && currentMaterial() >= 0);
    });
    rebuildList();
}

int MaterialsView::currentMaterial() const
{
    const int row = m_list->currentRow();
    return row >= 0 && row < m_document->model().materials.size() ? row : -1;
}

void MaterialsView::setCurrentMaterial(int index)
{
    if (index != m_list->currentRow())
        m_list->setCurrentRow(index);
}

void MaterialsView::rebuildList()
{
    const int keep = m_list->currentRow();
    m_updating = true;
    m_list->clear();
    for (const Material &m : m_document->model().materials)
        m_list->addItem(m.name);
    m_updating = false;
    m_list->setCurrentRow(qMin(keep < 0 ? 0 : keep, m_list->count() - 1));
    showMaterial();
}

void MaterialsView::showMaterial()
{
    const int i = currentMaterial();
    m_updating = true;
    const bool has = i >= 0;
    m_name->setEnabled(has);
    for (QToolButton *b : m_colorButtons)
        b->setEnabled(has);
    m_maps->setEnabled(has);
    m_assign->setEnabled(has && !m_document->selection().meshes.isEmpty());
    m_maps->setRowCount(0);
    if (!has) {
        m_name->clear();
        m_thumbnail->clear();
        m_updating = false;
        return;
    }
    const Material &m = m_document->model().materials[i];
    if (!m_name->hasFocus() || !m_name->isModified())
        m_name->setText(m.name);
    showColor(m_colorButtons[0], m.diffuse);
    showColor(m_colorButtons[1], m.ambient);
    showColor(m_colorButtons[2], m.specular);
    // One row per map, plus an empty row to add one.
    m_maps->setRowCount(int(m.maps.size()) + 1);
    for (int r = 0; r <= m.maps.size(); ++r) {
        const bool existing = r < m.maps.size();
        m_maps->setItem(r, 0, new QTableWidgetItem(existing ? m.maps[r].type : QString()));
        m_maps->setItem(r, 1, new QTableWidgetItem(existing ? m.maps[r].path : QString()));
        if (!existing) {
            m_maps->item(r, 0)->setFlags(Qt::ItemIsEnabled);
            m_maps->item(r, 1)->setFlags(Qt::ItemIsEnabled);
            m_maps->item(r, 1)->setText(tr("(add a map with the button)"));
        }
        auto *browse = new QToolButton(m_maps);
        browse->setText(tr("…"));
        browse->setToolTip(tr("Choose the texture file"));
        browse->setObjectName(QStringLiteral("browseMap%1").arg(r));
        connect(browse, &QToolButton::clicked, this, [this, r] { pickMap(r); });
        m_maps->setCellWidget(r, 2, browse);
    }
    if (m_maps->currentRow() < 0 && !m.maps.isEmpty())
        m_maps->setCurrentCell(0, 1);
    m_updating = false;
    updateThumbnail();
}

void MaterialsView::commit(const Material &material, const QString &mergeKey)
{
    const int i = currentMaterial();
    if (i < 0)
        return;
    auto *command = new SetMaterialCommand(m_document, i, material, mergeKey);
    if (command->isObsolete())
        delete command;
    else
        m_document->undoStack()->push(command);
}

void MaterialsView::pickColor(int which)
{
    const int i = currentMaterial();
    if (i < 0)
        return;
    Material m = m_document->model().materials[i];
    const QColor start = toColor(colorSlot(m, which));
    const QColor c = QColorDialog::getColor(start.isValid() ? start : QColor(Qt::white), this, tr("Material Color"),
                                            QColorDialog::ShowAlphaChannel);
    if (!c.isValid())
        return;
    colorSlot(m, which) = QVector4D(float(c.redF()), float(c.greenF()), float(c.blueF()), float(c.alphaF()));
    commit(m);
}

QString MaterialsView::resolvePath(const QString &path) const
{
    if (path.isEmpty())
        return {};
    QString p = path;
    p.replace(QLatin1Char('\\'), QLatin1Char('/'));
    if (QFileInfo(p).isAbsolute())
        return p;
    const QString file = m_document->filePath();
    return file.isEmpty() ? p : QFileInfo(file).dir().absoluteFilePath(p);
}

void MaterialsView::setMapPath(int row, const QString &path)
{
    const int i = currentMaterial();
    if (i < 0 || row < 0)
        return;
    Material m = m_document->model().materials[i];
    QString stored = path;
    const QString file = m_document->filePath();
    if (!file.isEmpty()) {
        const QString relative = QFileInfo(file).dir().relativeFilePath(path);
        if (!relative.startsWith(QLatin1String("..")))
            stored = relative;
    }
    if (row >= m.maps.size())
        m.maps.append({QStringLiteral("diffuse"), stored});
    else
        m.maps[row].path = stored;
    commit(m);
    m_maps->setCurrentCell(row, 1);
    updateThumbnail();
}

void MaterialsView::pickMap(int row)
{
    const int i = currentMaterial();
    if (i < 0)
        return;
    const Material &m = m_document->model().materials[i];
    QString start = row < m.maps.size() ? resolvePath(m.maps[row].path) : QString();
    if (start.isEmpty() && !m_document->filePath().isEmpty())
        start = QFileInfo(m_document->filePath()).path();
    QStringList patterns;
    for (const QString &suffix : textureImageSuffixes())
        patterns << QStringLiteral("*.") + suffix;
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Choose Texture"), start, tr("Images (%1);;All files (*)").arg(patterns.join(QLatin1Char(' '))));
    if (!path.isEmpty())
        setMapPath(row, path);
}

void MaterialsView::updateThumbnail()
{
    const int i = currentMaterial();
    const int row = m_maps->currentRow();
    if (i < 0 || row < 0 || row >= m_document->model().materials[i].maps.size()) {
        m_thumbnail->setPixmap({});
        m_thumbnail->setText(tr("no map"));
        m_mapStatus->clear();
        return;
    }
    const Model &model = m_document->model();
    const QString named = model.materials[i].maps[row].path;
    // Found and decoded as the viewport finds and decodes it.
    const MaterialTexture texture = loadTextureFile(named, m_document->filePath(),
                                                    model.extras.value(QLatin1String(kEmbeddedTextures)).toMap());
    if (!texture.loaded()) {
        m_thumbnail->setPixmap({});
        const bool missing = texture.status != MaterialTexture::Status::Unreadable;
        m_thumbnail->setText(missing ? tr("not found") : tr("unreadable"));
        const QString where = QDir::toNativeSeparators(
            m_document->filePath().isEmpty() ? QDir::currentPath() : QFileInfo(m_document->filePath()).path());
        const QString why =
            missing ? tr("%1: not found beside the model (%2), in the folders above it, or with "
                         "another extension (.tga, .jpg, .png).")
                          .arg(named, where)
                    : tr("%1: cannot be read: %2").arg(QDir::toNativeSeparators(texture.file), texture.problem);
        m_thumbnail->setToolTip(why);
        m_mapStatus->setText(breakablePaths(why));
        return;
    }
    const QSize size = texture.image.size();
    m_thumbnail->setPixmap(QPixmap::fromImage(
        texture.image.scaled(size.scaled(kThumbnailSize, kThumbnailSize, Qt::KeepAspectRatio).expandedTo({1, 1}),
                             Qt::IgnoreAspectRatio, Qt::SmoothTransformation)));
    const QString file = QDir::toNativeSeparators(texture.file);
    m_thumbnail->setToolTip(tr("%1\n%2 × %3").arg(file).arg(size.width()).arg(size.height()));
    m_mapStatus->setText(breakablePaths(tr("%1, %2 × %3").arg(file).arg(size.width()).arg(size.height())));
}

void MaterialsView::assignToSelectedMeshes()
{
    const int i = currentMaterial();
    const QList<int> meshes = m_document->selection().meshes;
    if (i < 0 || meshes.isEmpty())
        return;
    auto *command = new SetMeshMaterialCommand(m_document, meshes, i);
    if (command->isObsolete())
        delete command;
    else
        m_document->undoStack()->push(command);
}

void MaterialsView::addMaterial()
{
    Material m;
    m.name = tr("material%1").arg(m_document->model().materials.size() + 1);
    m.diffuse = QVector4D(0.8f, 0.8f, 0.8f, 1.0f);
    m_document->undoStack()->push(new AddMaterialCommand(m_document, m));
    setCurrentMaterial(int(m_document->model().materials.size()) - 1);
}

} // namespace quarry
