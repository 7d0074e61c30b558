#pragma once

#include <QMainWindow>

class QAction;
class QDockWidget;
class QMenu;

namespace quarry {

class Document;

class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    Document *document() const { return m_document; }
    // Opens a model file into this window, replacing what it shows (asks
    // first where there are unsaved changes). Returns false on failure,
    // after telling the user why.
    bool openFile(const QString &path);
    bool save();
    bool saveAs();
    bool saveTo(const QString &path, const QString &format);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void createDocks();
    void updateTitle();
    void open();
    void newModel();
    bool maybeSave();
    void about();
    void addRecentFile(const QString &path);
    void updateRecentMenu();

    Document *m_document;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QDockWidget *m_historyDock = nullptr;
};

} // namespace quarry
