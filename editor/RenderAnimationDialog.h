// File > Render Animation…: a clip to a PNG sequence or one animated GIF or
// PNG (AnimationRender, as `quarry render --frames`), and View > Save
// Screenshot: the viewport as it shows now, to an image file.
#pragma once

#include "editor/AnimationRender.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QMainWindow;
class QMenu;
class QSpinBox;

namespace quarry {

class Document;

class RenderAnimationDialog : public QDialog
{
    Q_OBJECT

public:
    RenderAnimationDialog(const Document *document, QWidget *parent = nullptr);
    // What the fields say (the model's path for textures included).
    AnimationRenderJob job() const;
    // Renders and writes what job() says; the status line to show, or an
    // error in *error.
    QString render(QString *error) const;
    // With a comparison loaded (File > Compare With…): whether the frames
    // show B's ghost (at first as the viewport does) and the Deviation
    // colours and scale (at first where the viewport shows Deviation).
    // Without one the boxes are hidden and nothing of it is drawn.
    void setDeviation(bool on);
    QCheckBox *comparedGhostCheck() const { return m_comparedGhost; }
    QCheckBox *deviationCheck() const { return m_deviation; }

private:
    void syncFrames();
    void browse();

    const Document *m_document;
    QComboBox *m_animation;
    QSpinBox *m_first;
    QSpinBox *m_last;
    QSpinBox *m_width;
    QSpinBox *m_height;
    QComboBox *m_view;
    QComboBox *m_format;
    QCheckBox *m_transparent;
    QCheckBox *m_bones;
    QCheckBox *m_comparedGhost;
    QCheckBox *m_deviation;
    QLineEdit *m_output;
};

// The File menu's Render Animation… and the View menu's Save Screenshot
// (the central Viewport's view); each returns its action.
QAction *addRenderAnimationAction(QMenu *fileMenu, QMainWindow *window, Document *document);
QAction *addSaveScreenshotAction(QMenu *viewMenu, QMainWindow *window);

} // namespace quarry
