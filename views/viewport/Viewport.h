// The viewport as the main window shows it: a toolbar (layout, view, draw
// mode, overlays, selection mode, tools, snapping, typed values, framing)
// over the OpenGL view; or, where OpenGL cannot be had, a message in its
// place while the rest of the editor keeps working.
#pragma once

#include <QWidget>

class QLabel;
class QStackedLayout;

namespace quarry {

class Document;
class PoseActions;
class ViewportActions;
class ViewportWidget;

class Viewport : public QWidget
{
    Q_OBJECT

public:
    explicit Viewport(Document *document, QWidget *parent = nullptr);

    // The OpenGL view, or null where there is none.
    ViewportWidget *view() const { return m_view; }
    bool hasOpenGL() const { return m_view != nullptr && !m_failed; }
    // The text shown instead of the view when OpenGL is missing.
    QString messageText() const;
    // The toolbars' actions (also in the View menu); null without OpenGL.
    ViewportActions *actions() const { return m_actions; }
    // The posing toolbar's actions; null without OpenGL.
    PoseActions *poseActions() const { return m_poseActions; }

Q_SIGNALS:
    void statusMessage(const QString &message);

private:
    void showMessage(const QString &reason);
    QWidget *createToolBars();

    Document *m_document;
    ViewportWidget *m_view = nullptr;
    QLabel *m_message = nullptr;
    QStackedLayout *m_stack = nullptr;
    QWidget *m_toolBars = nullptr;
    ViewportActions *m_actions = nullptr;
    PoseActions *m_poseActions = nullptr;
    bool m_failed = false;
};

} // namespace quarry
