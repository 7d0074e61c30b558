// The timeline's second clip chooser: the clip played with the current one
// (a Quake III player's torso clip with its legs clip, or the legs with
// the torso; model/LayeredPlayback), shown where the model has such clips.
#pragma once

#include <QComboBox>

namespace quarry {

class Document;

class CompanionClipBox : public QComboBox
{
    Q_OBJECT

public:
    explicit CompanionClipBox(Document *document, QWidget *parent = nullptr);
    // The tool bar's action that shows the box: shown only where the model
    // has clips to play together.
    void setToolBarAction(QAction *action);

private:
    // Pairs the current clip (keeping a companion of the right kind) and
    // lists the candidates.
    void update();

    Document *m_document;
    QAction *m_action = nullptr;
};

} // namespace quarry
