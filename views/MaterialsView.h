// The material editor: the model's materials, and for the chosen one its
// name, colors and texture maps (with a file picker and a thumbnail);
// assigns it to the selected meshes.
#pragma once

#include "model/Material.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QTableWidget;
class QToolButton;

namespace quarry {

class Document;

class MaterialsView : public QWidget
{
    Q_OBJECT

public:
    explicit MaterialsView(Document *document, QWidget *parent = nullptr);

    int currentMaterial() const;
    void setCurrentMaterial(int index);
    // Sets the current material's map `row` to `path` (stored relative to
    // the model's folder when inside it): what the file picker does.
    void setMapPath(int row, const QString &path);
    void assignToSelectedMeshes();
    void addMaterial();
    QListWidget *list() const { return m_list; }

private:
    void rebuildList();
    void showMaterial();
    void commit(const Material &material, const QString &mergeKey = {});
    void pickColor(int which);
    void pickMap(int row);
    void updateThumbnail();
    QString resolvePath(const QString &path) const;

    Document *m_document;
    QListWidget *m_list;
    QLineEdit *m_name;
    QToolButton *m_colorButtons[3];
    QTableWidget *m_maps;
    QLabel *m_thumbnail;
    QLabel *m_mapStatus; // the map's file and size, or why it did not load
    QPushButton *m_assign;
    bool m_updating = false;
};

} // namespace quarry
