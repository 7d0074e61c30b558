// Help > Manual and Help > About: the manual (docs/, installed as
// share/doc/quarry/manual) in a text browser, formatted from its Markdown
// with links between its pages followed, and the versions of Quarry and the
// libraries it runs with. Nothing here uses the network.
#pragma once

#include <QTextBrowser>

namespace quarry {

// Where the manual's index (README.md) is: installed beside the executable
// (PREFIX/libexec/quarry or PREFIX/bin: PREFIX/share/doc/quarry/manual),
// else the source tree's docs/ (a build that was not installed). Empty
// when neither has it.
QString manualDirectory(const QString &applicationDir);

// The manual's pages as formatted text. Links to other pages and headings
// load them here; links to the web are not followed.
class ManualWindow : public QTextBrowser
{
    Q_OBJECT
public:
    explicit ManualWindow(QWidget *parent = nullptr);

protected:
    void doSetSource(const QUrl &name, QTextDocument::ResourceType type) override;

private:
    void nameHeadings();
};

// Opens the manual (one window per main window, raised when open already).
ManualWindow *showManual(QWidget *parent);

// The About box's text: what Quarry is, the versions and the licence.
QString aboutText();

} // namespace quarry
