// File > Export UV Layout...: the image's size and background (the texture
// or transparent) and where it goes, written through the exportUVLayout
// operation (the selected meshes, every mesh when none is selected).
#pragma once

#include <QDialog>

class QAction;
class QComboBox;
class QLineEdit;
class QMenu;
class QSpinBox;

namespace quarry {

class Document;

class ExportUvLayoutDialog : public QDialog
{
    Q_OBJECT

public:
    ExportUvLayoutDialog(Document *document, QWidget *parent = nullptr);

    QString path() const;
    void setPath(const QString &path);
    int imageSize() const;
    void setImageSize(int size);
    bool textureBehind() const;
    void setTextureBehind(bool texture);
    // Runs exportUVLayout with the dialog's values; the message it gives.
    QString exportLayout(bool *ok = nullptr);

private:
    void browse();

    Document *m_document;
    QLineEdit *m_path;
    QSpinBox *m_size;
    QComboBox *m_background;
};

// Adds File > Export UV Layout... (enabled while the model has texture coordinates).
QAction *addExportUvLayoutAction(QMenu *fileMenu, Document *document, QWidget *window);

} // namespace quarry
