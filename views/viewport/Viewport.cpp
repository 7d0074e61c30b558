#include "views/viewport/Viewport.h"

#include "model/Document.h"
#include "views/viewport/BrushActions.h"
#include "views/viewport/PoseActions.h"
#include "views/viewport/SurfaceFormat.h"
#include "views/viewport/ViewportActions.h"
#include "views/viewport/ViewportWidget.h"

#include <QLabel>
#include <QStackedLayout>
#include <QToolBar>
#include <QVBoxLayout>

namespace quarry {

Viewport::Viewport(Document *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    auto *stackHost = new QWidget(this);
    m_stack = new QStackedLayout(stackHost);
    m_message = new QLabel(stackHost);
    m_message->setObjectName(QStringLiteral("ViewportMessage"));
    m_message->setAlignment(Qt::AlignCenter);
    m_message->setWordWrap(true);
    m_message->setMargin(24);
    m_stack->addWidget(m_message);
    if (canCreateViewportContext()) {
        m_view = new ViewportWidget(document, stackHost);
        m_stack->addWidget(m_view);
        m_stack->setCurrentWidget(m_view);
        connect(m_view, &ViewportWidget::openGLFailed, this, &Viewport::showMessage);
        connect(m_view, &ViewportWidget::statusMessage, this, &Viewport::statusMessage);
        m_toolBars = createToolBars();
        layout->addWidget(m_toolBars);
    } else {
        showMessage(tr("OpenGL 3.3 is not available on this display."));
    }
    layout->addWidget(stackHost, 1);
}

QString Viewport::messageText() const
{
    return m_message->text();
}

void Viewport::showMessage(const QString &reason)
{
    m_failed = true;
    m_message->setText(tr("<p><b>No 3D view</b></p><p>%1</p><p>Everything else works: the model can be "
                          "inspected, edited, converted and saved.</p>")
                           .arg(reason.toHtmlEscaped()));
    m_stack->setCurrentWidget(m_message);
    if (m_toolBars)
        m_toolBars->hide();
    if (m_view)
        m_view->hide();
}

QWidget *Viewport::createToolBars()
{
    auto *host = new QWidget(this);
    auto *rows = new QVBoxLayout(host);
    rows->setContentsMargins(0, 0, 0, 0);
    rows->setSpacing(0);
    auto *top = new QToolBar(host);
    auto *bottom = new QToolBar(host);
    top->setObjectName(QStringLiteral("ViewportToolBar"));
    bottom->setObjectName(QStringLiteral("ViewportTransformBar"));
    auto *brush = new QToolBar(host);
    brush->setObjectName(QStringLiteral("ViewportBrushBar"));
    rows->addWidget(top);
    rows->addWidget(bottom);
    rows->addWidget(brush);
    auto *pose = new QToolBar(host);
    pose->setObjectName(QStringLiteral("ViewportPoseBar"));
    rows->addWidget(pose);
    // Choices are menu buttons and numbers are widget actions, so what does
    // not fit stays reachable in each toolbar's overflow menu.
    m_actions = new ViewportActions(m_document, m_view, this);
    connect(m_actions, &ViewportActions::statusMessage, this, &Viewport::statusMessage);
    m_actions->populateToolBars(top, bottom);
    (new BrushActions(m_view, m_actions, this))->populateToolBar(brush);
    m_poseActions = new PoseActions(m_document, m_view, this);
    connect(m_poseActions, &PoseActions::statusMessage, this, &Viewport::statusMessage);
    m_poseActions->populateToolBar(pose);
    return host;
}

} // namespace quarry
