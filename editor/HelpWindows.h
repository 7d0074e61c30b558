// Help > Manual and Help > About: the README (the project's manual, bundled
// at build time under :/manual) in a text browser, and the versions of
// Quarry and the libraries it runs with. Nothing here uses the network.
#pragma once

#include <QTextBrowser>

namespace quarry {

// The bundled README shown as formatted text with its screenshots; links
// inside it move within the page, links to the web are not followed.
class ManualWindow : public QTextBrowser
{
    Q_OBJECT
public:
    explicit ManualWindow(QWidget *parent = nullptr);
};

// Opens the manual (one window per main window, raised when open already).
ManualWindow *showManual(QWidget *parent);

// The About box's text: what Quarry is and the versions.
QString aboutText();

} // namespace quarry
